#pragma once

#include "model/Candidate.h"
#include "model/EnergyMetric.h"
#include "model/Goal.h"
#include "model/GoalLimit.h"
#include "model/GpuSpec.h"
#include "model/LayoutFilter.h"
#include "model/LayoutSearch.h"
#include "model/LlmSpec.h"
#include "model/PredictorIds.h"
#include "model/ScoreNormalization.h"
#include "model/TrainingSetup.h"
#include "model/Workload.h"

#include <QDir>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

/// `strategy:` section (spec "Configuration file"; seed "Ranking").
struct StrategySettings
{
    Goal goal = Goal::Performance; ///< from strategy.name/preset (aliases allowed); default performance
    std::optional<double> alpha; ///< explicit runtime weight (overrides the preset; ≥ 0)
    std::optional<double> beta; ///< explicit energy weight (overrides the preset; ≥ 0)
    std::optional<double> maxSlowdown; ///< k ≥ 1, finite (spec decision 3)
    /// What the energy score measures (`strategy.energy_metric`): energy per token (J/token = cluster W
    /// / throughput tokens/s; the default) or cluster power (W, the seed's).
    EnergyMetric energyMetric = EnergyMetric::EnergyPerToken;
    /// How scores are normalised (`strategy.score_normalization`): relative to the best candidate (the
    /// default) or the seed's min-max. The seed's scores are `power` + `min-max`.
    ScoreNormalization scoreNormalization = ScoreNormalization::Relative;
    /// The deadline goal's limit (`strategy.deadline`, `--deadline 48h`): seconds, > 0, finite.
    std::optional<double> deadlineSeconds;
    /// The budget goal's limit (`strategy.budget`, `--budget 2000` or `2000gpuh`).
    std::optional<Budget> budget;

    /// The weights in effect: explicit alpha/beta divided by their sum, else the preset's.
    /// Throws CoastlineError for negative or all-zero explicit weights.
    Weights effectiveWeights() const;
};

/// `predictors:` section.
struct PredictorSettings
{
    QString performance = PredictorId::Intelligent.toString(); ///< kavier, cache or intelligent
    /// intelligent's model on a cache miss: the roofline step-time model (spec decision 11); `kavier`
    /// restores the seed's chain.
    QString fallback = PredictorId::Roofline.toString();
    /// The power model (`predictors.power`, upstream's `predictors.energy`; `--power-model`):
    /// defaultPowerModel(), or the other of kavier_power (the seed's) and roofline_power.
    QString energy = defaultPowerModel();
    QString feasibility = PredictorId::Autoconf.toString(); ///< autoconf, rules or none
    bool empiricalOomGuard = false; ///< spec decision 5
    qint64 empiricalOomTokenBudget = 60224; ///< tokens per device, ≥ 1 (memory-model.md §1.1)
    QString lookup; ///< measured-runs CSV path, "default", or empty (resolution order: decision 6)
    QString lookupThroughputCol = QStringLiteral("dataset_tokens_per_second");
    QString lookupRuntimeCol = QStringLiteral("train_runtime");
    QString kavierCalibration = QStringLiteral("default"); ///< default, 4model, allmodels or a JSON path
    /// The roofline's calibration file (`tune --model roofline`), or "default" = the shipped constants.
    QString rooflineCalibration = QStringLiteral("default");
    /// A learned predictor's model file (`tune --output`; learned-predictors.md); empty: the learned
    /// predictor trains on the measured runs in use (seed 42).
    QString modelFile;

    /// The power model used when none is set (docs/user-guide.md "Where the numbers come from").
    static QString defaultPowerModel();
};

/// `grid:` section.
struct GridSettings
{
    /// per-device batch sizes to sweep; 1 and 2 included so that a job that fits only at a small batch
    /// (a 405B full fine-tune) is found (issue 36 item 3)
    QList<qint64> batchSizes {1, 2, 4, 8, 16, 32, 64};
    QList<int> totalGpus {1, 2, 4, 8, 16, 32}; ///< total GPU counts to sweep
    std::optional<int> topK; ///< ≥ 1; absent → 5 for multi-objective, 1 for min-GPU
    /// Which GPU counts the grid (and the min-GPU walk) keeps (`grid.layouts`; default any).
    LayoutFilter layouts = LayoutFilter::Any;

    int effectiveTopK(Goal goal) const { return topK.value_or(isGpuCountGoal(goal) ? 1 : 5); }
};

/// `search:` section (issue 35).
struct SearchSettings
{
    /// The parallel layouts tried (`search.layouts`, `--layouts`); default data-parallel (the seed's search).
    LayoutSearch layouts;
};

/// Where a loaded file set a value that is only checked later (LLM and GPU names against the catalog, the
/// lookup file), so that error can name the file, line and key.
struct ValueOrigin
{
    QString where; ///< "<file>:<line>: <key>", e.g. "experiment.yaml:9: workload.gpu_model"
    QString value; ///< the value read there
};

/// A whole configuration: what a `.yaml` file holds (spec "Configuration file"). Defaults are the
/// embedded default config (spec: the seed's example job).
struct Configuration
{
    /// Whether outputs show the node-power columns (node_power_w_per_gpu, energy_power) and the JSON
    /// policy's power keys: when node power is in play, i.e. power model roofline_power, or a host power,
    /// a cooling or an energy_power given (issue 34). Without them an output is the seed's, byte for byte.
    bool showsNodePower() const
    {
        return predictors.energy != u"kavier_power" || infrastructure.hostPowerWPerNode
            || infrastructure.cooling != Infrastructure::Cooling::Auto
            || infrastructure.energyPower != Infrastructure::EnergyPower::Auto;
    }

    Workload workload {QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1};
    JobSize jobSize;
    StrategySettings strategy;
    PredictorSettings predictors;
    GridSettings grid;
    SearchSettings search; ///< `search:` section (issue 35)
    TrainingSetup training; ///< `training:` section (training-setups.md); default AutoConf's stack
    Infrastructure infrastructure {32, 4, 8, {QStringLiteral("NVIDIA-A100-SXM4-80GB")}, {}};
    QList<LlmSpec> catalogLlms; ///< `catalog: llms:` user entries (spec decision 9)
    QList<GpuSpec> catalogGpus; ///< `catalog: gpus:` user entries

    QString sourcePath; ///< file it was loaded from (empty for the embedded default)
    std::string sourceYaml; ///< original document text, so a save keeps keys we do not understand
    /// Origins of "workload.llm_model", "workload.gpu_model" and "predictors.lookup" when read from a file.
    QHash<QString, ValueOrigin> origins;

    /// What to name in an error about `field` holding `value`: the file, line and key it was read from
    /// when it still holds the value read there, else just `field`.
    QString describe(const QString &field, const QString &value) const
    {
        const auto it = origins.constFind(field);
        return it != origins.constEnd() && it->value == value ? it->where : field;
    }

    /// The folder this configuration's relative file names are read from: the folder of the file it
    /// was loaded from (sourcePath), or the working directory for the embedded default.
    QDir baseFolder() const;
    /// The one path rule for a setting that names a file (predictors.lookup, model_file, the
    /// calibration files): `value` trimmed; empty, or one of `builtInNames` (case-insensitive, e.g.
    /// "default" or a built-in calibration table), or an absolute path or Qt resource (":/…") →
    /// unchanged; any other value is a file relative to baseFolder().
    QString resolvePath(const QString &value, const QStringList &builtInNames = {}) const;
};
