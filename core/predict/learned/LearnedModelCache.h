#pragma once

#include "predict/learned/CrossValidation.h"

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QString>
#include <memory>

class LearnedModel;
class LearningData;

/// The learned models trained on the fly (a learned predictor with no model file, cli.md: "trained on the
/// measured runs in use, seed 42"), kept for the life of the process so that the GUI does not retrain on
/// every edit. A model is keyed on every input that changes it: the model name, LearningData::fingerprint()
/// (each row's features, base prediction and measured throughput, so any setting that moves the base model
/// — training setup, network, calibration, catalog — trains a new one), the seed and the cross-validation
/// that gives a model without its own standard deviation its uncertainty (folds, grouping, seed).
/// Thread-safe: one model trains at a time.
class LearnedModelCache
{
public:
    /// The process's cache. Never destroyed: freeing an xgboost booster or a dlib network during static
    /// destruction, after the libraries' own statics are gone, corrupts the heap at exit.
    static LearnedModelCache &shared();

    /// Model `name` (Regressor::names()) trained on every row of `data` with `options.seed`: the kept one
    /// when the key matches, else trained now (LearnedModel::train for a model with its own standard
    /// deviation, else LearnedTrainer::run with `options` for the cross-validated uncertainty) and kept.
    /// Throws CoastlineError like LearnedModel::train; nothing is kept then.
    std::shared_ptr<const LearnedModel> model(
        const QString &name, const LearningData &data, const CrossValidationOptions &options = {});

    /// How many models are kept.
    int size() const;

    /// The key of `name` on `data` with `options`: "<name>|<fingerprint>|<folds>|<grouped>|<seed>".
    static QString key(const QString &name, const LearningData &data, const CrossValidationOptions &options);

private:
    LearnedModelCache() = default;

    mutable QMutex m_mutex;
    QHash<QString, std::shared_ptr<const LearnedModel>> m_models;
};
