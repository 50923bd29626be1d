#pragma once

#include <QString>

/// Kernel-level efficiency curves of the roofline step-time model (step-time-model.md §7): what fraction
/// of a part's dense peak one kernel reaches, as a function of its size, before any framework losses
/// (RooflineCalibration's per-architecture framework fraction multiplies both).
namespace KernelEfficiency {

/// Achieved fraction of the dense tensor peak of one GEMM of `flops` (= 2·m·n·k, ≥ 0) floating-point
/// operations, in [0.1, 0.95]. Source: Calculon (calculon-ai/calculon, `systems/a100_80g.json` and
/// `systems/h100_80g_nvl8.json`, "matrix" → "gflops_efficiency" → float16): 0.95 at ≥ 128 GFLOP, 0.9 at
/// 16, 0.6 at 1 and 0.1 below; the same table for A100 and H100. Calculon steps between the points; here
/// the curve is linear in log2(GFLOP) between them, and from 0.1 at 1/16 GFLOP to 0.6 at 1 GFLOP (our
/// choice: a continuous curve keeps the fit smooth).
double gemm(double flops);
/// The same curve at log2(flops / 1e9) (callers that add precomputed logarithms avoid a log per GEMM).
double gemmAtLog2(double log2Gflop);

/// What a GPU `architecture`'s largest GEMMs reach, as a multiple of the Calculon curve (whose 0.95
/// ceiling is one table for A100 and H100): the measured maximum achievable matmul FLOPS (MAMF, BF16,
/// best shape of a brute-force search) over the dense peak, / 0.95. Source: Stas Bekman, ml-engineering,
/// `compute/accelerator/README.md`, "Maximum Achievable Matmul FLOPS comparison table": A100-SXM 267.9
/// of 312 TFLOPS (85.9 %, CUDA 12.1), H100-SXM 792.1 of 989 (80.1 %, CUDA 12.1), MI300X 781.9 of 1,300
/// (60.1 %, ROCm 6.2). ampere 0.859 / 0.95, hopper 0.801 / 0.95, cdna 0.601 / 0.95 (MI300X's figure for
/// every CDNA part, an assumption); other architectures (Ada, Blackwell, Volta, Turing: no MAMF figure)
/// 1. A hardware figure, not fitted: it is what lets a fit on one architecture transfer to another.
double gemmCeiling(const QString &architecture);

/// The curve of the achieved fraction of the dense BF16 peak of causal flash attention, forward + backward,
/// counted as FlashAttention's benchmarks count it (forward = 4·b·S²·heads·d_head / 2 causal; backward 2.5 ×
/// forward, with its recomputation) over the sequence, for head width `headDim`, on
/// a GPU of `architecture`. Form: η_max · S / (S + S½), × 0.85 when d_head ≤ 64.
/// Sources: Dao 2023, "FlashAttention-2" (arXiv 2307.08691), Fig. 4–7, causal, head dim 128, forward +
/// backward: A100-SXM4-80GB ≈ 95 TFLOPS at 512 rising to ≈ 185 at 16k (η_max 0.60 of 312, S½ 512).
/// Hopper: the Hopper-native kernels (wgmma / TMA) that Transformer Engine's DotProductAttention (cuDNN
/// fused attention), Megatron and NeMo run: Shah et al. 2024, "FlashAttention-3" (arXiv 2407.08608),
/// Fig. 5–6, BF16, causal, head dim 128 on H100-SXM: forward ≈ 200 TFLOPS at 512 and ≈ 640 at 16k,
/// backward ≈ 480 at 16k; forward + backward (1 + 2.5 units) ≈ 200 at 512 and ≈ 515 at 16k, i.e. η_max
/// 0.55 of 989 and S½ 900 (approximate readings of the figures; FlashAttention-2 on H100 reaches about
/// 0.33 of the peak at 16k, and stacks that run it are slower: the fitted attention fraction,
/// RooflineCalibration, takes the stacks' average). Blackwell: FlashAttention-3-class cuDNN kernels at
/// about half the peak (η_max 0.50, S½ 1,000; an assumption, no published figure). Head dim 64 reaches
/// about 85 % of head dim 128 in the same figures. Other architectures use the A100 curve (an assumption).
struct AttentionCurve
{
    double ceiling = 0.60; ///< η_max, fraction of the dense BF16 peak
    double halfSequence = 512; ///< S½, tokens
    /// η at `sequence` tokens (≥ 1).
    double at(double sequence) const { return ceiling * sequence / (sequence + halfSequence); }
};
AttentionCurve attention(int headDim, const QString &architecture);

} // namespace KernelEfficiency
