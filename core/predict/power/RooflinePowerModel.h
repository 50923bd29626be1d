#pragma once

#include "model/PowerBreakdown.h"
#include "model/StepTime.h"

/// roofline_power (issue 34): per-GPU power that follows the work. Each phase of the roofline's step
/// breakdown (StepTime) draws the board's idle power plus a fixed fraction of its dynamic range:
///
///     P_phase = idle + a_phase · (TDP − idle)                (W per GPU, idle ≤ P_phase ≤ TDP)
///     P_step  = Σ_phase t_phase · P_phase / Σ_phase t_phase  (the step's time-weighted mean)
///
/// with the phases GEMM-bound compute (GEMMs and attention, recompute included), memory-bound work
/// (StepTime::memoryBoundS + dequantS), exposed communication (hidden communication runs under the compute
/// phases and adds nothing of its own), the optimizer update, the fixed overhead and the pipeline bubble
/// (StepTime::bubbleS). So a job whose exposed communication or bubble grows draws less per GPU. Idle and TDP
/// are the catalog's board figures (GpuSpec::idleW(), tdpW()). Because every a_phase lies in [0, 1] the
/// step's power never leaves [idle, TDP]; a step that is mostly exposed communication or fixed overhead tends
/// to idle + a_comm · (TDP − idle) and to idle.
class RooflinePowerModel
{
public:
    /// The activity a_phase of each phase: the fraction of the board's dynamic range it draws, in [0, 1].
    struct Activity
    {
        double gemm = 0; ///< tensor-core GEMMs and flash attention
        double memory = 0; ///< memory-bound kernels at HBM bandwidth
        double communication = 0; ///< NCCL kernels waiting on links (exposed communication)
        double optimizer = 0; ///< the optimizer update (memory-bound)
        double fixed = 0; ///< the GPU waits on the host (data loading, launches)
        double bubble = 0; ///< the pipeline bubble: a stage waits on its neighbours

        /// The shipped activities and their sources (RooflinePowerModel.cpp).
        static Activity shipped();
    };

    explicit RooflinePowerModel(Activity activity = Activity::shipped());

    /// The power of `step` on a board of `idleW` and `tdpW` (W, 0 ≤ idle ≤ TDP; a TDP below idle is
    /// taken as idle). A step of zero length draws idle. Never throws.
    PowerBreakdown power(const StepTime &step, double idleW, double tdpW) const;

    const Activity &activity() const { return m_activity; }

private:
    Activity m_activity;
};
