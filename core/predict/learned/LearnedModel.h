#pragma once

#include "predict/learned/AccuracyMetrics.h"
#include "predict/learned/FeatureEncoder.h"
#include "predict/learned/LearnedEstimate.h"
#include "predict/learned/LearningData.h"
#include "predict/learned/Regressor.h"
#include "predict/learned/TrainingDomain.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <memory>
#include <vector>

/// A trained learned throughput predictor and its model file (learned-predictors.md "Model file"):
/// the regressor, its feature encoding, the domain it was trained on, the training data's SHA-256 and
/// row count, the seed and the cross-validated metrics. The model predicts ln(measured / Kavier);
/// estimate() multiplies Kavier's prediction (part of the FeatureRow) by e^prediction.
/// Immutable once trained or loaded; estimate() is thread-safe.
class LearnedModel
{
public:
    /// The model file's format version; a file with a larger one is refused.
    static constexpr int FormatVersion = 1;
    /// The seed used when none is given (cli.md: "seed 42").
    static constexpr quint32 DefaultSeed = 42;

    /// Trains model `name` (Regressor::names()) on `rows` of `data` (all rows when empty) with `seed`.
    /// Throws CoastlineError for an unknown name or when the library fails.
    static LearnedModel train(const QString &name, const LearningData &data, std::vector<int> rows = {},
        quint32 seed = DefaultSeed);

    /// The estimate for each row of `rows` (one call to the regressor: fast for many candidates).
    QList<LearnedEstimate> estimate(const QList<FeatureRow> &rows) const;
    LearnedEstimate estimate(const FeatureRow &row) const;
    /// The regressor's target (ln(measured/Kavier)) for already encoded rows: for benchmarks and tests.
    Eigen::VectorXd predictTarget(const Eigen::MatrixXd &encoded) const;

    QString name() const { return m_name; }
    quint32 seed() const { return m_seed; }
    const FeatureEncoder &encoder() const { return m_encoder; }
    const TrainingDomain &domain() const { return m_domain; }
    int trainingRows() const { return m_trainingRows; }
    QByteArray trainingSha256() const { return m_trainingSha256; }
    QString library() const;

    /// Cross-validated metrics stored in the file (set by the trainer after cross-validation);
    /// `summary` is written under "cross_validation", `rmsLogError` feeds the uncertainty of models
    /// without their own standard deviation.
    void setCrossValidation(const QJsonObject &summary, double rmsLogError);
    QJsonObject crossValidation() const { return m_crossValidation; }

    /// The model file's bytes: indented JSON with sorted keys, identical for identical inputs and seed.
    QByteArray toJson() const;
    /// Reads a model file's bytes; `what` (the file name) starts every message. Throws CoastlineError
    /// "<what>: …" for invalid JSON, another format, a newer format version, another feature schema,
    /// an unknown model name or a corrupted payload (its SHA-256 differs or the library refuses it).
    static LearnedModel fromJson(const QByteArray &json, const QString &what);
    /// fromJson() on a file (size capped by InputLimits::modelFileBytes).
    static LearnedModel load(const QString &path);
    /// Writes toJson() atomically (AtomicFile); throws CoastlineError "<path>: cannot write: …".
    void save(const QString &path) const;

private:
    QString m_name;
    quint32 m_seed = DefaultSeed;
    FeatureEncoder m_encoder;
    TrainingDomain m_domain;
    int m_trainingRows = 0;
    int m_trainingSkipped = 0;
    QByteArray m_trainingSha256;
    QString m_trainingFile;
    QJsonObject m_crossValidation;
    double m_rmsLogError = 0; ///< 0: unknown
    std::shared_ptr<const Regressor> m_regressor;
};
