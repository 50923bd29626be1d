#pragma once

#include "predict/AccuracyMetrics.h"
#include "predict/learned/LearnedEstimate.h"
#include "predict/learned/data/FeatureEncoder.h"
#include "predict/learned/data/LearningData.h"
#include "predict/learned/data/TrainingDomain.h"
#include "predict/learned/regressors/Regressor.h"

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
    /// The model file's format version; a file with another one is refused (a newer one: update
    /// Coastline; an older one: re-run `tune`). Version 2 (issue 23) seals every field group with its
    /// own SHA-256 under "sha256"; version 1 sealed only the payload ("payload_sha256").
    static constexpr int FormatVersion = 2;
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

    /// The model file's bytes: indented JSON with sorted keys, identical for identical inputs and seed,
    /// sealed: "sha256" holds the SHA-256 of each field group (model, features, training_data, domain,
    /// uncertainty, payload), so no field that changes a prediction or a warning can be edited unseen.
    QByteArray toJson() const;
    /// Reads a model file's bytes; `what` (the file name) starts every message. Throws CoastlineError
    /// "<what>: …" for a field larger than its budget (InputLimits::modelPayloadBytes, modelFieldBytes,
    /// modelExtraKeyBytes, checked before the JSON is parsed), invalid JSON, another format, another
    /// format version, a field group that does not match its SHA-256 ("<what>: <group>: changed after
    /// `tune` …"), another feature schema, an unknown model name, an absurd domain, or a payload the
    /// library cannot use (inconsistent trees, trees beyond XgboostModelCheck's budgets).
    static LearnedModel fromJson(const QByteArray &json, const QString &what);
    /// fromJson() on a file (size capped by InputLimits::modelFileBytes); running out of memory is a
    /// CoastlineError "<path>: not enough memory to load the model".
    static LearnedModel load(const QString &path);
    /// `json` (a model file) with its "sha256" seal recomputed over its current fields, or `json` itself
    /// when it is not a JSON object. For tests and the fuzzer, which edit a field on purpose and need the
    /// reader to get past the seal to the field's own checks.
    static QByteArray resealed(const QByteArray &json);
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
