#pragma once

#include <QString>
#include <QStringList>
#include <optional>

/// The recommendation goal (seed "Ranking"). Performance/Balanced/Energy are the multi-objective
/// presets; Custom is multi-objective with explicit alpha/beta; MinGpu is the min-GPU policy (fixed
/// total batch). The GPU-count policies AutoConf users asked for (IBM/ado #960, PR #1019, #499):
/// AvoidOom keeps the job as submitted when it fits, else the fewest more GPUs at the same total
/// batch; MinGpuFixedBatch is the fewest GPUs that fit at the job's per-device batch. The constrained
/// goals (issue 24) need a job size: Deadline is the lowest cost (fewest GPU-hours without a price)
/// among the configurations that finish in time; Budget is the fastest within a cost or GPU-hour budget.
/// Everything said about a goal (names, aliases, labels, weights) is in GoalInfo.
enum class Goal {
    Performance,
    Balanced,
    Energy,
    Custom,
    MinGpu,
    AvoidOom,
    MinGpuFixedBatch,
    Deadline,
    Budget
};

/// True for the GPU-count policies (MinGpu, AvoidOom, MinGpuFixedBatch): a walk over GPU counts in
/// order, the first feasible ones returned, no multi-objective weights.
bool isGpuCountGoal(Goal goal);

/// Multi-objective weights: alpha weights runtime (performance), beta weights energy (spec decision 1).
struct Weights
{
    double alpha = 0.8;
    double beta = 0.2;
};

/// Parses a goal or preset name: a canonical name or alias of GoalInfo::all(), any letter case, `-`, `_`
/// and space alike. Throws CoastlineError "<what>: unknown goal 'x'; choose from <GoalInfo::choices()>".
Goal parseGoal(const QString &text, const QString &what = QStringLiteral("goal"));
/// Canonical name (GoalInfo::name): performance, balanced, energy, custom, min_gpu, avoid_oom, ….
QString goalName(Goal goal);
/// Preset weights (GoalInfo::weights): performance 0.8/0.2, balanced 0.5/0.5, energy 0.2/0.8 (seed
/// table); goals without a preset return performance's.
Weights presetWeights(Goal goal);
/// Explicit weights divided by their sum. Throws CoastlineError if either is negative or not finite,
/// or both are zero (spec decision 1).
Weights normaliseWeights(double alpha, double beta);
/// The one rule for a missing weight (upstream-behaviour.md §2.1), used by the configuration reader,
/// writer and StrategySettings: the weight not given is max(0, 1 − the other). With both given they
/// are returned unchanged (not normalised); with neither, `fallback`.
Weights completedWeights(std::optional<double> alpha, std::optional<double> beta, Weights fallback = {});
/// All canonical goal names, in GoalInfo::all()'s order.
QStringList goalNames();
/// True when the goal reads the job's per-device batch size (workload.batch_size): the GPU-count goals.
/// Min-GPU and avoid_oom keep the job's total batch = per-device batch × the job's GPUs fixed and
/// divide it over the GPU counts they try (seed "Min-GPU"; avoid_oom starts from the job's own layout);
/// min_gpu_fixed_batch keeps the per-device batch itself. The multi-objective goals search the grid's
/// batch sizes and ignore it. The one place for this rule.
bool goalReadsPerDeviceBatch(Goal goal);
