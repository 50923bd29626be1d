#pragma once

#include "model/Candidate.h"
#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/Prediction.h"
#include "model/Reason.h"
#include "model/TrainingSetup.h"

#include <QList>
#include <optional>

/// Whether a throughput prediction is physically plausible (issue 14, docs/user-guide.md
/// "Plausibility"). A prediction is marked, never changed: the numbers stay as the model computed them.
///
/// Bound: model FLOP utilisation (MFU, PaLM's definition: Chowdhery et al. 2022, "PaLM", appendix B)
/// above 60 % of the GPU's dense bf16 peak. Well-tuned large-scale training reports 40–55 % (PaLM
/// 46.2 %, Megatron-LM 3D parallelism ~52 % on A100: Narayanan et al. 2021), so a prediction above
/// 60 % is beyond what published systems reach. A prediction from uncalibrated Kavier factors (neutral
/// 1.0 defaults) is marked too.
namespace Plausibility {

/// The bound on model FLOP utilisation, a fraction of the dense bf16 peak.
constexpr double maxModelFlopsUtilization = 0.60;

/// Model FLOPs per trained token, with N = the LLM's active parameters per token (catalog
/// `active_params`, Kavier's figure): `full` 6·N (forward 2N + backward 4N; Kaplan et al. 2020,
/// "Scaling Laws", §2.1); the adapter methods `lora`, `qlora`, `gptq-lora` 4·N: forward 2N plus the
/// backward pass's activation gradients 2N through the frozen weights, whose weight gradients (the other
/// 2N) are not computed (Hu et al. 2021, "LoRA", §4.2); the adapters' own FLOPs are below 1 % and left
/// out. Attention-score FLOPs are left out as in the 6·N rule. 0 for an unknown method or N.
double modelFlopsPerToken(const LlmSpec &llm, const QString &method);

/// The GPU's dense bf16 peak, FLOP/s: the catalog's FP16 tensor-core TFLOP/s (Kavier's
/// GPU_SPEC_LIBRARY; bf16 and fp16 tensor-core peaks are equal on every bundled GPU) × 1e12, halved
/// when the catalog figure is quoted "with-sparsity" (NVIDIA's datasheets give 2:4 sparsity as twice
/// the dense rate). 0 when unknown.
double denseBf16PeakFlops(const GpuSpec &gpu);

/// Model FLOPs per token × throughput (tokens/s) / (total GPUs × dense peak), a fraction;
/// nullopt when the LLM, method or GPU lacks a figure or the inputs are not positive.
std::optional<double> modelFlopsUtilization(const LlmSpec &llm, const GpuSpec &gpu, const QString &method,
    double throughputTokensPerSecond, int totalGpus);

/// Why `prediction` is implausible, empty when it is plausible: ImplausibleUtilization {MFU %, 60}
/// when its modelFlopsUtilization exceeds the bound; UncalibratedFactors {names} when Kavier used
/// neutral factors; its FineGrainedMoe limitation (a prediction known to be several times too fast).
QList<Reason> problems(const Prediction &prediction);

/// A mixture of experts with many small experts: MoE with an expert FFN width (catalog
/// `intermediate_size`) below the hidden size `d_model` (granite-3.1-3b-a800m: 40 experts of 512 on
/// 1,536; granite-4.0-h: 512 / 768; Mixtral's 14,336 on 4,096 is not). The step-time models count the
/// active parameters only and miss the expert dispatch loop, so they predict such models several times
/// too fast (docs/user-guide.md, "Where it is wrong, and why"): on the 4 development runs of
/// granite-3.1-3b-a800m (tests/data/measured: run_database.csv 1 run, hf_trainer_fsdp_runs.csv 3 runs;
/// `evaluate --predictor roofline`) the roofline predicted 1.88×, 8.24×, 8.51× and 8.60× the measured
/// throughput.
bool isFineGrainedMoe(const LlmSpec &llm);

/// The known limitations of the models that apply to a prediction of `llm` at `candidate` (issue 36
/// item 2): FineGrainedMoe {experts, expert width, hidden size} for a fine-grained MoE;
/// LayoutAssumed {sharding, total GPUs} on 2+ GPUs of a data-parallel layout (not for tp/pp/cp): every
/// prediction and the memory model assume FSDP data parallelism (the training setup's sharding), no tensor or
/// pipeline parallelism.
/// For a tp/pp/cp layout: LayoutUnfitted {layout} (the roofline's layout step model, not fitted), or
/// LayoutNotModelled {layout} when `source` (the prediction's PredictorId) is Kavier, which models data
/// parallelism only.
QList<Reason> limitations(
    const LlmSpec &llm, const TrainingSetup &setup, const Candidate &candidate, const QString &source);

} // namespace Plausibility
