#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "model/Prediction.h"
#include "model/Reason.h"

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
/// neutral factors.
QList<Reason> problems(const Prediction &prediction);

} // namespace Plausibility
