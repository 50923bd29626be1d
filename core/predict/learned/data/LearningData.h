#pragma once

#include "predict/learned/data/FeatureRow.h"
#include "predict/learned/data/TrainingRuns.h"

#include <QList>
#include <vector>

class ThroughputPredictor;

/// Measured runs turned into what a learned model trains on (learned-predictors.md "Features and
/// target"): one FeatureRow per run (Kavier's prediction included) and the measured throughput. The
/// target is the log residual ln(measured / Kavier), so a model learns what Kavier misses and falls
/// back towards Kavier where it has seen nothing. Runs Kavier cannot predict are skipped and counted.
class LearningData
{
public:
    /// Builds the rows of `runs` with `kavier` (the `kavier` predictor of the configuration in use).
    /// Throws CoastlineError when fewer than `minimumRows` rows remain (training needs
    /// TrainingRuns::MinimumRows; `evaluate` scores any non-empty set).
    static LearningData build(const TrainingRuns &runs, const Catalog &catalog,
        const ThroughputPredictor &kavier, int minimumRows = TrainingRuns::MinimumRows);

    const TrainingRuns &runs() const { return m_runs; }
    const QList<FeatureRow> &rows() const { return m_rows; }
    const MeasuredRun &run(int i) const { return m_runs.runs().at(m_runIndex[size_t(i)]); }
    int size() const { return int(m_rows.size()); }
    double measured(int i) const { return m_measured[size_t(i)]; } ///< tokens/s
    double kavier(int i) const { return m_rows.at(i).kavierTokensPerSecond; } ///< tokens/s
    double target(int i) const; ///< ln(measured / Kavier)
    int skipped() const
    {
        return m_runs.skipped() + m_kavierSkipped;
    } ///< CSV rows skipped plus Kavier failures
    /// Every row index, 0 … size() − 1.
    std::vector<int> allRows() const;
    /// SHA-256 (hex) of everything a model trains on: each row's features (categorical and numeric),
    /// its base prediction and its measured throughput, plus the source runs' own digest. Two sets with
    /// the same fingerprint train the same model (training is seeded, LearnedModel::DefaultSeed), so it
    /// keys LearnedModelCache's models trained on the fly: any setting that moves the base model (training
    /// setup, network, calibration, catalog) changes it.
    QByteArray fingerprint() const;

private:
    TrainingRuns m_runs;
    QList<FeatureRow> m_rows;
    std::vector<double> m_measured;
    std::vector<int> m_runIndex; ///< row → index into m_runs
    int m_kavierSkipped = 0;
};
