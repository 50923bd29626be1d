#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/StepTime.h"
#include "model/TrainingSetup.h"
#include "predict/roofline/RooflineCalibration.h"

#include <QString>

/// The roofline step-time model (step-time-model.md): one optimizer step of data-parallel (FSDP / DDP /
/// hybrid) training from compute, communication and the optimizer update, with datasheet hardware
/// figures (the catalog's dense peak, HBM and bus bandwidths) and RooflineCalibration's constants.
///
/// Per token, forward FLOPs = 2 · (active matmul parameters, LM head included, input embedding not)
/// + 4 · L · S · d_attn (attention scores and values, full-attention count as llm-foundry's MFU counts
/// it; the fitted efficiency absorbs what causal kernels skip). Backward = 2 × forward for trained
/// weights, 1 × forward of the matmuls for frozen ones (LoRA, QLoRA, GPTQ-LoRA: no weight-gradient
/// GEMM) plus 2 × attention; LoRA adapters add 6 FLOPs per trainable parameter. Checkpointing adds one
/// forward. Achieved rate = dense peak × η_max(architecture), plus layerOverheadS per layer per pass.
/// MoE: active parameters only (expert dispatch overhead is not modelled).
class RooflineModel
{
public:
    /// What does not depend on the candidate: resolved once per (LLM, GPU, method, setup).
    struct Prepared
    {
        double denseFlops = 0; ///< dense peak, FLOP/s
        double rate = 0; ///< dense peak × η_max, FLOP/s
        double efficiency = 0;
        double hbmBytesPerS = 0;
        double busBytesPerS = 0;
        double defaultInterNodeGbps = 0;
        double matmulFlopsPerToken = 0; ///< forward, FLOPs per token
        double attentionFlopsPerTokenPerS = 0; ///< forward, per token per token of sequence: 4·L·d_attn
        double adapterFlopsPerToken = 0; ///< forward + backward of the LoRA adapters
        double backwardMatmulFactor = 2; ///< 2 trained, 1 frozen
        double parameters = 0; ///< all parameters (what FSDP gathers)
        double trainableParameters = 0; ///< what gradients and the optimizer cover
        double weightBytes = 2; ///< bytes per gathered parameter
        double gradientBytes = 2; ///< bytes per reduced gradient
        double optimizerBytesPerParam = 14; ///< bytes touched per trainable parameter by the update
        bool quantized = false;
        int layers = 0;
        TrainingSetup setup;
    };

    explicit RooflineModel(RooflineCalibration calibration = RooflineCalibration::shipped());

    /// Prepares `llm` on `gpu` with `method` (full, lora, qlora, gptq-lora) under `setup`. Throws
    /// CoastlineError when the GPU has no dense peak or memory bandwidth, or the LLM no layers or size.
    Prepared prepare(
        const LlmSpec &llm, const GpuSpec &gpu, const QString &method, const TrainingSetup &setup) const;

    /// One optimizer step of `perDeviceBatch` samples of `tokensPerSample` tokens on every one of
    /// `gpusPerNode` × `nodes` GPUs (each ≥ 1). `interNodeGbps` > 0 overrides the GPU's default (Gbit/s
    /// per node). Never throws.
    StepTime step(const Prepared &prepared, qint64 tokensPerSample, qint64 perDeviceBatch, int gpusPerNode,
        int nodes, double interNodeGbps = 0) const;

    /// Whole-job throughput of `step`, tokens/s: G · B · S · N / step time.
    static double throughput(
        const StepTime &step, qint64 tokensPerSample, qint64 perDeviceBatch, int totalGpus);

    const RooflineCalibration &calibration() const { return m_calibration; }

private:
    RooflineCalibration m_calibration;
};
