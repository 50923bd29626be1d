#pragma once

#include "feasibility/FeasibilityChecker.h"
#include "feasibility/MemoryModel.h"
#include "feasibility/RulesChecker.h"

/// The `autoconf` feasibility mode (spec decision 4). IBM AutoConf's classifier cannot ship in a C++
/// program, so a GPU-memory model (MemoryModel, memory-model.md §5.3/§5.3a) stands in for it; every
/// verdict says so and carries the memory breakdown.
///
/// Per candidate, in order (memory-model.md §1.2–§1.6; upstream-behaviour.md §4.2):
/// 1. Coastline's structural rules (RulesChecker): total GPUs ≥ 1, per-device batch ≥ 1.
/// 2. AutoConf's input validation: tokens per sample ≥ 1 and a method the memory model knows
///    (full, lora, gptq-lora, qlora), else "invalid_job_config: …".
/// 3. AutoConf's light rule on its total batch (per-device batch × total GPUs): divisible by the GPU
///    count, else "Rule-based classifier error: batch_size must be evenly divisible by number_gpus.".
///    With a per-device batch this always holds; it is kept for fidelity.
/// 4. The memory model: "fits: 65.05 GB of 85.90 GB per GPU (memory model standing in for AutoConf)",
///    "tight: 84.74 GB of 85.90 GB per GPU, inside the risk band from 66.14 GB …" (feasible unless the
///    setup's memoryMargin rejects it: "tight, rejected by the memory margin: …") or "out of memory:
///    126.09 GB needed, 85.90 GB available per GPU" (what the driver would report vs the device's memory;
///    the band: MemoryModel::Estimate::verdict, issue 37), followed by any caveat (hybrid Mamba workspace not
///    modelled; qlora never measured) and the stack it assumes ("assumes pure bf16 AdamW (8 B/param), …;
///    mixed precision would need … GB"), each as "; note: …". The verdict also carries memoryVerdict, the
///    inverse answers (the `fits` and the `tight` limits) and, when it does not fit, the fixes (FitSearch).
///
/// Built for one job's LLM and GPU and the planner's training setup; `check()` uses the workload's
/// method and tokens per sample and the candidate's layout.
class AutoconfChecker : public FeasibilityChecker
{
public:
    /// Throws CoastlineError when the memory model cannot judge `llm` on `gpu` (missing architecture
    /// fields or GPU memory size; see MemoryModel's constructor).
    /// `training` is the planner's stack (default: AutoConf's own, memory-model.md §5.3 exactly).
    /// `inverseAnswers` false leaves maxPerDeviceBatch, maxTokensPerSample and fixes empty.
    AutoconfChecker(const LlmSpec &llm, const GpuSpec &gpu, const TrainingSetup &training = {},
        bool inverseAnswers = true);

    FeasibilityVerdict check(const Workload &workload, const Candidate &candidate) const override;
    /// "autoconf (memory model)".
    QString description() const override;
    /// PredictorId::Autoconf.
    QString mode() const override;

    const MemoryModel &memoryModel() const { return m_model; }
    const TrainingSetup &trainingSetup() const { return m_training; }

    /// The note naming the stack `t` (Reason::Code::StackAssumed: precision, optimizer, bytes per trained
    /// parameter, checkpointing, loss, the savers that are on), without the mixed-precision comparison.
    static Reason stackNote(const TrainingSetup &t);

private:
    /// The StackAssumed note: the setup's precision, optimizer, bytes per trained parameter,
    /// checkpointing and loss, and for pure-bf16 full fine-tuning the mixed-precision total.
    Reason stackNote(MemoryModel::Method method, qint64 tokensPerSample, const Candidate &candidate) const;

    RulesChecker m_rules;
    MemoryModel m_model;
    LlmSpec m_llm; ///< the layout rules of FitSearch's tensor- and context-parallel fixes
    TrainingSetup m_training;
    bool m_inverseAnswers = true;
};
