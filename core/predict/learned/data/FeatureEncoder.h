#pragma once

#include "predict/learned/data/FeatureRow.h"

#include <Eigen/Core>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <vector>

/// Turns FeatureRows into the numeric matrix a regressor trains on (learned-predictors.md "Features and
/// target"): each categorical feature (method, GPU, LLM family, size bucket) one-hot over the levels seen
/// in training (an unseen level is all zeros), then each numeric feature standardised to mean 0 and
/// standard deviation 1 over the training rows (a constant feature becomes 0).
class FeatureEncoder
{
public:
    /// The schema written into model files; a file with another schema is refused.
    static constexpr const char *Schema = "coastline-featv4/1"; ///< v4: the residual over roofline

    /// Learns levels and standardisation from `rows` (non-empty).
    static FeatureEncoder fit(const QList<FeatureRow> &rows);

    /// Number of encoded columns.
    int width() const;
    /// The encoded row (width() values).
    void encode(const FeatureRow &row, double *out) const;
    /// Encodes `rows` (selected by `indices`) into one row each.
    Eigen::MatrixXd encode(const QList<FeatureRow> &rows, const std::vector<int> &indices) const;
    /// Column names: "method=lora", …, then the numeric names.
    QStringList columnNames() const;

    /// {"schema", "categorical": {name: [levels]}, "numeric": [names], "mean": […], "std": […]}.
    QJsonObject toJson() const;
    /// Reads toJson()'s form; throws CoastlineError "<what>: features: …" for another schema or bad arrays.
    static FeatureEncoder fromJson(const QJsonObject &json, const QString &what);

private:
    static constexpr int CategoricalCount = 4;
    static QString categorical(const FeatureRow &row, int which);
    QStringList m_levels[CategoricalCount]; ///< method, gpu_model, llm_family, llm_size_bucket
    std::vector<double> m_mean;
    std::vector<double> m_std;
};
