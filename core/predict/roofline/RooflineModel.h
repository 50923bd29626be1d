#pragma once

#include "model/AssumedNetwork.h"
#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/PrecisionTraits.h"
#include "model/StepTime.h"
#include "model/TrainingSetup.h"
#include "predict/roofline/CollectiveModel.h"
#include "predict/roofline/ExpertParallelism.h"
#include "predict/roofline/KernelEfficiency.h"
#include "predict/roofline/RooflineCalibration.h"

#include <QString>

/// The roofline step-time model (step-time-model.md §2 and §7): one optimizer step of data-parallel
/// (FSDP / DDP / hybrid) training from kernels that each run at their own achieved rate, plus
/// communication and the optimizer update, with datasheet hardware figures (the catalog's dense BF16 and
/// FP8 peaks, HBM and bus bandwidths) and RooflineCalibration's constants.
///
/// Per micro-step of T = B·S tokens on one GPU:
/// - GEMMs: per layer QKV (k = d, n = d_q + 2·d_kv), attention output (k = d_q, n = d), MLP up (+gate)
///   (k = d, n = d_ff or 2·d_ff; MoE: the top-k experts' widths) and down (k = d_ff, n = d), and the LM
///   head (k = d, n = V) once; the layer widths are scaled so that 2·Σ n·k matches the published
///   parameter count (models whose blocks are not plain attention + MLP). Each GEMM of 2·T·n·k FLOPs runs
///   at dense peak × KernelEfficiency::gemm(2·T·n·k) × KernelEfficiency::gemmCeiling (the part's measured
///   matmul ceiling) × the architecture's framework fraction (× the FP8
///   fraction at the FP8 peak under fp8 and mxfp8; under nvfp4 at the harmonic mix of the FP4 peak for
///   PrecisionTraits::fp4FlopShare of the FLOPs and the FP8 peak for the rest). Backward: 2 GEMMs of the same
///   size (data and weight gradients) for trained weights, 1 for frozen ones (LoRA, QLoRA, GPTQ-LoRA); LoRA
///   adapters add 6 FLOPs per trainable parameter per token at the largest GEMM's rate.
/// - Attention: causal flash attention, forward 2·T·S·d_q FLOPs per layer (half of the full 4·T·S·d_q),
///   backward 2.5 × forward (FlashAttention's count), at dense BF16 peak × KernelEfficiency::attention(S)
///   × the framework fraction × the fitted attention fraction. Attention stays BF16 under fp8 (Transformer
///   Engine's default).
/// - Memory-bound work at HBM bandwidth × hbmEfficiency: per layer and token, forward, 2-byte elements,
///   20·d (two norms and two residual adds) + 4·(d_q + d_kv) (rotary on q, k) + 6·d_ff gated or 4·d_ff
///   not (the activation) bytes, backward twice that; cross-entropy 16 bytes per logit (bf16 logits
///   read, fp32 softmax written and read, gradient written); under fp8 (Transformer Engine, which fuses the
///   amax and cast into the norm / activation kernels), per GEMM the transposed FP8 copies of its input
///   (2·T·k) and output gradient (2·T·n), and once per optimizer step the FP8 weight copies (6·n·k).
/// - A fixed layerOverheadS per layer and pass (forward, backward twice, recompute once), in seconds.
/// Checkpointing repeats the forward (GEMMs, attention, memory-bound and overhead). MoE: active
/// parameters here; LayoutStepTime adds the experts' grouped GEMMs, router and all-to-alls
/// (ExpertParallelism, from Prepared::moe).
class RooflineModel
{
public:
    /// One GEMM shape of a layer: n·k weights, m = tokens.
    struct Gemm
    {
        double n = 0;
        double k = 0;
    };

    /// What does not depend on the candidate: resolved once per (LLM, GPU, method, setup).
    struct Prepared
    {
        double denseFlops = 0; ///< dense BF16 peak, FLOP/s
        double gemmFlops = 0; ///< the GEMMs' peak × gemmCeiling × framework fraction (FP8 peak × fraction
                              ///< under fp8), FLOP/s
        double attentionFlops = 0; ///< dense BF16 peak × framework fraction × attention fraction, FLOP/s
        KernelEfficiency::AttentionCurve attentionCurve;
        double efficiency = 0; ///< the framework fraction used
        double hbmBytesPerS = 0; ///< achieved: datasheet × hbmEfficiency
        double busBytesPerS = 0; ///< the scale-up domain's bus bandwidth (catalog intra_node_bus_GBps)
        double defaultInterNodeGbps = 0; ///< per node (catalog inter_node_gbps), Gbit/s
        int nvlinkDomainGpus = 0; ///< catalog nvlink_domain_gpus (0 = the node)
        double nicGbpsPerGpu = 0; ///< catalog nic_gbps_per_gpu (0 = defaultInterNodeGbps / GPUs per node)
        double nvlsAllReduceFactor = 1; ///< CollectiveModel::Links::nvlsAllReduceFactor of the GPU
        Gemm layerGemms[4]; ///< QKV, attention output, MLP up (+gate), MLP down
        Gemm head; ///< LM head
        double layerLog2[4] = {}; ///< log2(2·n·k / 1e9) of each layer GEMM (+ log2 of the tokens = its size)
        double headLog2 = 0; ///< the same for the LM head
        double attentionWidth = 0; ///< d_q = heads × d_head
        double memoryBytesPerToken = 0; ///< forward memory-bound bytes per token, all layers
        double crossEntropyBytesPerToken = 0; ///< forward + backward
        double fp8CastBytesPerToken = 0; ///< per token, all layers, forward + backward (0 unless fp8)
        double fp8WeightCastBytes = 0; ///< per optimizer step, all layers (0 unless fp8)
        double matmulFlopsPerToken = 0; ///< forward, FLOPs per token (for MFU)
        double attentionFlopsPerTokenPerS = 0; ///< forward causal, per token per token of sequence: 2·L·d_q
        double adapterFlopsPerToken = 0; ///< forward + backward of the LoRA adapters
        double backwardMatmulFactor = 2; ///< 2 trained, 1 frozen
        /// The share of one forward the backward repeats: 1 under full checkpointing, 0 without; under
        /// selective checkpointing the GEMMs torchtitan's op-level policy recomputes (wk, wo, and w3 of a
        /// gated MLP or the down projection of a plain one: SavedActivations) over the forward's matmul
        /// FLOPs. Attention and the collectives are recomputed under full checkpointing only (the policy
        /// saves their outputs).
        double recomputeShare = 1;
        double parameters = 0; ///< all parameters (what FSDP gathers)
        double trainableParameters = 0; ///< what gradients and the optimizer cover
        double weightBytes = 2; ///< bytes per gathered parameter
        double gradientBytes = 2; ///< bytes per reduced gradient
        double optimizerBytesPerParam = 14; ///< bytes touched per trainable parameter by the update
        bool quantized = false;
        int layers = 0;
        double layerOverheadS = 0; ///< the stack's per-layer, per-pass cost (RooflineCalibration::stackCosts)
        double fixedStepS = 0; ///< the stack's per-step cost (RooflineCalibration::stackCosts)
        double tpOverlapShare
            = 1; ///< the stack's hidden share of TP traffic (RooflineCalibration::stackCosts)
        double hidden = 0; ///< d (parallel layouts: the TP and PP messages)
        double keyValueWidth = 0; ///< KV heads × d_head (parallel layouts: CP's ring exchange)
        ExpertParallelism::Shape moe; ///< the routed experts (zeros for dense models)
        TrainingSetup setup;
    };

    /// Where the data-parallel group of a step sits and the links its collectives use
    /// (step-time-model.md §8.1): built by dataParallelGroup() for plain data parallelism and by
    /// LayoutStepTime for the dp group of a layout.
    struct CommGroup
    {
        CollectiveModel collectives;
        CollectiveModel::Group group; ///< the data-parallel ranks and how many share a scale-up domain
        int ranksPerNode = 1; ///< dp ranks per node: hybrid-shard's shard group
        double interNodeGbps = 0; ///< per node, Gbit/s, as reported (0 on one node)
        bool interNodeDefault = false; ///< interNodeGbps is the GPU's default, not the user's
    };

    explicit RooflineModel(RooflineCalibration calibration = RooflineCalibration::shipped());

    /// Prepares `llm` on `gpu` with `method` (full, lora, qlora, gptq-lora) under `setup`. Throws
    /// CoastlineError when the GPU has no dense peak or memory bandwidth, precision fp8 on a GPU without
    /// FP8 tensor cores (no dense FP8 peak), or the LLM no layers or size.
    Prepared prepare(
        const LlmSpec &llm, const GpuSpec &gpu, const QString &method, const TrainingSetup &setup) const;

    /// One optimizer step of `perDeviceBatch` samples of `tokensPerSample` tokens on every one of
    /// `gpusPerNode` × `nodes` GPUs (each ≥ 1). `interNodeGbps` > 0 overrides the GPU's default (Gbit/s
    /// per node). Never throws.
    StepTime step(const Prepared &prepared, qint64 tokensPerSample, qint64 perDeviceBatch, int gpusPerNode,
        int nodes, double interNodeGbps = 0) const;

    /// The same step for a data-parallel group placed as `group` says (LayoutStepTime's inner model).
    StepTime step(const Prepared &prepared, qint64 tokensPerSample, qint64 perDeviceBatch,
        const CommGroup &group) const;

    /// The links of `prepared`'s GPU on nodes of `gpusPerNode` GPUs: the domain's bus, NVLS all-reduce, each
    /// GPU's NIC (`interNodeGbps` > 0: the user's per-node aggregate ÷ gpusPerNode; else the catalog's
    /// nic_gbps_per_gpu; else its inter_node_gbps ÷ gpusPerNode) × networkEfficiency, and α.
    CollectiveModel::Links links(const Prepared &prepared, int gpusPerNode, double interNodeGbps) const;

    /// The GPUs of a `totalGpus` job on nodes of `gpusPerNode` that share one scale-up domain: the catalog's
    /// NVLink domain (at least the node; an NVL72 rack holds 18 trays of 4), a whole number of nodes, at
    /// most the job.
    static int jobDomainGpus(const Prepared &prepared, int gpusPerNode, int totalGpus);

    /// All `gpusPerNode` × `nodes` GPUs as one data-parallel group.
    CommGroup dataParallelGroup(
        const Prepared &prepared, int gpusPerNode, int nodes, double interNodeGbps) const;

    /// Whole-job throughput of `step`, tokens/s: G · B · S · N / step time.
    static double throughput(
        const StepTime &step, qint64 tokensPerSample, qint64 perDeviceBatch, int totalGpus);

    const RooflineCalibration &calibration() const { return m_calibration; }

    /// The GEMMs' achieved peak under a precision's recipe, FLOP/s: the dense BF16 peak, the FP8 peak × the
    /// FP8 fraction, or under NVFP4 the harmonic mix of the FP4 peak (its fp4FlopShare of the FLOPs) and
    /// the FP8 peak (the rest); × the framework fraction and the part's GEMM ceiling.
    static double gemmFlops(const PrecisionTraits &traits, const GpuSpec &gpu, const RooflineCalibration &c);

    /// The network the model assumes for `gpu` (issue 36 item 1: the output names it): the catalog's
    /// intra-node bus bandwidth, else PCIe 4.0's 20 GB/s; `interNodeGbps` > 0 (the user's), else the
    /// catalog's inter-node figure, else 200 Gbit/s.
    static AssumedNetwork assumedNetwork(const GpuSpec &gpu, double interNodeGbps);

private:
    /// One micro-step's compute on one GPU, seconds.
    struct MicroStep
    {
        double computeS = 0; ///< forward + backward: GEMMs, attention, memory-bound work, per-layer overhead
        double forwardS = 0; ///< one forward of the layers (what checkpointing repeats)
        double memoryS = 0; ///< the memory-bound part of computeS
    };
    MicroStep microStep(const Prepared &p, double sequence, double tokens) const;

    RooflineCalibration m_calibration;
};
