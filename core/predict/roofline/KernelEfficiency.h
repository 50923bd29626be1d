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

/// The curve of the achieved fraction of the dense BF16 peak of causal flash attention, forward + backward,
/// counted as FlashAttention's benchmarks count it (forward = 4·b·S²·heads·d_head / 2 causal; backward 2.5 ×
/// forward, with its recomputation) over the sequence, for head width `headDim`, on
/// a GPU of `architecture`. Form: η_max · S / (S + S½), × 0.85 when d_head ≤ 64.
/// Sources: Dao 2023, "FlashAttention-2" (arXiv 2307.08691), Fig. 4–7, causal, head dim 128, forward +
/// backward: A100-SXM4-80GB ≈ 95 TFLOPS at 512 rising to ≈ 185 at 16k (η_max 0.60 of 312, S½ 512);
/// H100-SXM ≈ 150 at 512 to ≈ 335 at 16k (η_max 0.36 of 989, S½ 700; FlashAttention-2 does not use
/// Hopper's wgmma/TMA). Blackwell: no FlashAttention-2 figure; FlashAttention-3 (Shah et al. 2024,
/// arXiv 2407.08608) reaches about half of H100's peak forward + backward, taken as Blackwell's
/// cuDNN / FA3-class kernels (η_max 0.50, S½ 1,000; an assumption). Head dim 64 reaches about 85 % of
/// head dim 128 in the same figures. Other architectures use the A100 curve (an assumption).
struct AttentionCurve
{
    double ceiling = 0.60; ///< η_max, fraction of the dense BF16 peak
    double halfSequence = 512; ///< S½, tokens
    /// η at `sequence` tokens (≥ 1).
    double at(double sequence) const { return ceiling * sequence / (sequence + halfSequence); }
};
AttentionCurve attention(int headDim, const QString &architecture);

} // namespace KernelEfficiency
