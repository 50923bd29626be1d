#pragma once

#include <QString>

/// One optimizer step of data-parallel training as the roofline step-time model explains it
/// (step-time-model.md §2 and §4). Times are seconds per optimizer step (all G micro-steps together).
struct StepTime
{
    /// What bounds the step (step-time-model.md §4).
    enum class Bound {
        Compute, ///< the matrix work (with its per-layer overhead) is the largest part
        Communication, ///< the collectives take longer than the compute they hide under
        Memory, ///< memory-bound work (optimizer update, dequantization) exceeds the compute
    };

    double stepS = 0; ///< whole optimizer step: compute + recompute + exposed comm + optimizer + fixed
    double computeS = 0; ///< forward + backward (incl. per-layer overhead and dequantization)
    double recomputeS = 0; ///< the extra forward of activation checkpointing (0 when off)
    double exposedCommS = 0; ///< collective time not hidden under compute
    double optimizerS = 0; ///< the optimizer update (memory-bound)
    double fixedS = 0; ///< fitted fixed per-step overhead
    double communicationS = 0; ///< all collective time, hidden or not
    /// Collective time the compute hides (communicationS − exposedCommS): DDP buckets under the backward,
    /// FSDP prefetch, overlapped TP, the CP ring under blockwise attention (cli.md column `hidden_comm_s`).
    double hiddenCommS = 0;
    double dequantS = 0; ///< part of computeS: dequantizing a 4-bit base (qlora, gptq-lora)
    /// Part of computeS + recomputeS: the memory-bound kernels at HBM bandwidth (norms, activations, rotary,
    /// residuals, cross-entropy, FP8 casts), dequantization not included; what the power model counts as
    /// memory-bound work beside the GEMMs and attention (issue 34).
    double memoryBoundS = 0;
    Bound bound = Bound::Compute;
    double mfu = 0; ///< model FLOPs (forward + backward, no recompute) ÷ dense peak, fraction
    double hfu = 0; ///< hardware FLOPs (with recompute) ÷ dense peak, fraction
    double achievedTflopsPerGpu = 0; ///< hardware FLOPs per second per GPU, TFLOP/s
    double efficiency = 0; ///< the efficiency ceiling used (fraction of the dense peak)
    double busGBps = 0; ///< intra-node bus bandwidth assumed, GB/s
    double interNodeGbps = 0; ///< inter-node bandwidth of one node assumed, Gbit/s (0 on one node)
    bool interNodeDefault = false; ///< interNodeGbps is the GPU model's default, not the user's
    int gradientAccumulationSteps = 1;
    // Parallel layouts (LayoutStepTime; all 0 under plain data parallelism). stepS includes bubbleS; the
    // exposed parts of the three collectives below are in exposedCommS, all of them in communicationS.
    double bubbleS = 0; ///< pipeline bubble: (p − 1)/v idle stage times per step
    double tensorParallelS = 0; ///< TP all-gathers and reduce-scatters per layer (exposed, intra-node bus)
    double contextParallelS = 0; ///< CP ring K/V exchange per attention layer, all of it (hidden or not)
    double contextParallelExposedS = 0; ///< the part of contextParallelS the attention compute does not hide
    double pipelineSendS = 0; ///< PP activation and gradient sends between stages (exposed)
    double expertAllToAllS = 0; ///< EP dispatch and combine all-to-alls of the MoE layers (exposed)

    /// "compute", "communication" or "memory" (cli.md column `bound`).
    static QString boundName(Bound bound)
    {
        switch (bound) {
        case Bound::Communication:
            return QStringLiteral("communication");
        case Bound::Memory:
            return QStringLiteral("memory");
        case Bound::Compute:
            break;
        }
        return QStringLiteral("compute");
    }
};
