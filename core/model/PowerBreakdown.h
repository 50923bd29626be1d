#pragma once

/// Per-GPU power of one optimizer step split by the phases of the roofline's step-time breakdown
/// (roofline_power, issue 34): each phase draws its own power, and the step's power is their time-weighted
/// mean. Watts per GPU; seconds per optimizer step (StepTime's).
struct PowerBreakdown
{
    /// One phase: how long it runs and what the GPU draws meanwhile.
    struct Phase
    {
        double seconds = 0; ///< per optimizer step, ≥ 0
        double watts = 0; ///< per GPU while the phase runs, idle ≤ watts ≤ TDP
    };

    Phase gemm; ///< GEMM-bound compute: GEMMs and attention (forward, backward, recompute)
    Phase memory; ///< memory-bound kernels and dequantization at HBM bandwidth
    Phase communication; ///< exposed communication (collectives not hidden under compute)
    Phase optimizer; ///< the optimizer update
    Phase fixed; ///< the fixed per-step overhead (data loading, launches): the GPU waits
    Phase bubble; ///< the pipeline bubble (parallel layouts): the stage waits on its neighbours
    double idleW = 0; ///< the board's idle power used, W
    double tdpW = 0; ///< the board's power limit used, W
    double wattsPerGpu = 0; ///< time-weighted mean over the phases, idle ≤ W ≤ TDP
};
