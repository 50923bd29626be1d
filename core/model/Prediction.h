#pragma once

#include "model/PowerBreakdown.h"
#include "model/Reason.h"
#include "model/StepTime.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

/// A throughput (and, when known, power) prediction for one candidate (spec "Outputs").
struct Prediction
{
    double throughputTokensPerSecond = 0; ///< whole job, tokens/s, > 0
    std::optional<double> powerWattsPerGpu; ///< W per GPU (set by kavier; a cache hit leaves it unset)
    /// GPU plus its share of the node's host power, W per GPU: what a facility meter reads (issue 34);
    /// set by the Recommender from infrastructure.host_power_w_per_node.
    std::optional<double> nodePowerWattsPerGpu;
    /// Whether cluster power (and so energy, cost per kWh and the energy score) counts the node power
    /// rather than the GPU power (infrastructure.energy_power); set by the Recommender.
    bool countsNodePower = false;
    QString source; ///< a PredictorId: Kavier or Cache (spec: cache hit or model name)
    QStringList notes; ///< caveats for display, e.g. Kavier factors that fell back to 1.0

    // Cache hits only (spec decision 6).
    int runCount = 0; ///< matching measured runs
    double throughputMin = 0; ///< tokens/s over the matching runs
    double throughputMax = 0;
    double throughputStd = 0; ///< population standard deviation
    std::optional<double> measuredRuntimeSeconds; ///< runtime of the first matching run

    // Learned predictors (learned-predictors.md "Domain of validity and uncertainty").
    /// ± one standard deviation of the throughput, % of it; empty when the source gives none.
    std::optional<double> throughputUncertaintyPercent;
    /// Whether the configuration lies inside the learned model's training domain; empty when no learned
    /// model was involved. False on a Kavier prediction means the learned model passed it on.
    std::optional<bool> inDomain;

    // Kavier only (kavier.md §1 outputs), fractions in [0, 1].
    std::optional<double> computeUtilization; ///< raw physical MFU
    std::optional<double> memoryUtilization; ///< memory-bandwidth utilisation
    /// Kavier factors that fell back to the neutral 1.0 because the calibration table has no entry
    /// (method_scale, model_scale, mfu_multiplier, multi_gpu_correction); empty when calibrated.
    QStringList uncalibratedFactors;
    /// Model FLOP utilisation of this prediction, a fraction: model FLOPs per token × throughput /
    /// (GPUs × dense bf16 peak FLOP/s) (Plausibility::modelFlopsUtilization); set by the Recommender
    /// for every source, nullopt when the LLM or GPU lacks the figures.
    std::optional<double> modelFlopsUtilization;
    /// Known limitations of the model that apply to this prediction (Plausibility::limitations, set by the
    /// Recommender for every source but measured runs): FineGrainedMoe, LayoutAssumed. Shown in
    /// `plausibility_note`; FineGrainedMoe also makes the prediction implausible (issue 36 item 2).
    QList<Reason> limitations;

    /// The roofline's step-time breakdown (step-time-model.md §4); set only when `roofline` predicted.
    std::optional<StepTime> stepTime;
    /// Power per phase of the step (roofline_power only, issue 34).
    std::optional<PowerBreakdown> powerBreakdown;

    /// The per-GPU power that cluster power counts: node power when countsNodePower and known, else GPU.
    std::optional<double> countedPowerWattsPerGpu() const
    {
        return countsNodePower && nodePowerWattsPerGpu ? nodePowerWattsPerGpu : powerWattsPerGpu;
    }
};
