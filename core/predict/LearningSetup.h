#pragma once

#include "catalog/Catalog.h"
#include "predict/ThroughputPredictor.h"
#include "predict/learned/data/LearningData.h"

#include <QStringList>
#include <memory>
#include <vector>

struct CalibrationTable;
struct Configuration;
struct RooflineCalibration;

/// What a front end has already built from the configuration while checking its flags, used instead
/// of building it again (RecommenderContext::Inputs::forLearning): the effective catalog and the
/// loaded calibration files. Null: built or read here.
struct LearningInputs
{
    std::shared_ptr<const Catalog> catalog;
    const CalibrationTable *kavierCalibration = nullptr; ///< predictors.kavier_calibration, loaded
    const RooflineCalibration *rooflineCalibration = nullptr; ///< predictors.roofline_calibration
};

/// The one learning-data set-up from a configuration (issue 20; learned-predictors.md "Training
/// data"): the effective catalog, the base model the learned predictors correct, the measured runs
/// turned into LearningData, and the train/held-out split. Used by `tune` and `evaluate` and the
/// predictor lab; it builds its base model through PredictorRegistry (the registry's own no-model-file
/// training does not use this class: LearnedModelCache). Owns its catalog, so the base predictor and the
/// data stay valid with it.
class LearningSetup
{
public:
    /// Which model the rows' base prediction comes from.
    enum class Base {
        Learned, ///< PredictorRegistry::learnedBase: the roofline model (what learned models correct)
        Kavier, ///< the configuration's Kavier calibration (what `tune --model kavier` fits)
    };

    /// What a front end has already built (LearningInputs).
    using Prepared = LearningInputs;

    /// Rows to train on and rows held out (tune --train-percentage), indices into LearningData.
    struct Split
    {
        std::vector<int> train; ///< ascending
        std::vector<int> heldOut; ///< in shuffled order
    };

    /// Reads `dataPath` (a measured-runs CSV, MeasuredRunsCsv) under `config`'s effective catalog and
    /// throughput column, and builds the rows with the `base` model. Throws CoastlineError (file, line,
    /// column) for bad data or fewer than `minimumRows` usable rows (training needs
    /// TrainingRuns::MinimumRows; `evaluate` scores any non-empty set).
    LearningSetup(const Configuration &config, const QString &dataPath, Base base = Base::Learned,
        int minimumRows = TrainingRuns::MinimumRows, const Prepared &prepared = {});

    const Catalog &catalog() const { return *m_catalog; }
    const std::shared_ptr<const ThroughputPredictor> &base() const { return m_base; }
    const std::shared_ptr<const LearningData> &data() const { return m_data; }
    /// The data's caveats (TrainingRuns::warnings) when the set-up is for training (minimumRows ≥
    /// TrainingRuns::MinimumRows), else none.
    const QStringList &warnings() const { return m_warnings; }

    /// The configuration's `base` model over `catalog` (which must outlive it), with the calibrations of
    /// `prepared` when given (they must outlive the call).
    static std::shared_ptr<const ThroughputPredictor> basePredictor(const Configuration &config,
        const Catalog &catalog, Base base = Base::Learned, const Prepared &prepared = {});
    /// The train/held-out split of `data` (tune --train-percentage): every row when `trainShare` is 1;
    /// else the rows shuffled (std::mt19937 seeded with `seed`, Fisher–Yates with `random() % i`), the
    /// first max(TrainingRuns::MinimumRows, round(trainShare × rows)) kept for training (sorted), the
    /// rest held out. `trainShare` in (0, 1].
    static Split split(const LearningData &data, double trainShare, quint32 seed);

private:
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const ThroughputPredictor> m_base;
    std::shared_ptr<const LearningData> m_data;
    QStringList m_warnings;
};
