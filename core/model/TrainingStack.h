#pragma once

#include "model/TrainingSetup.h"

#include <QString>

/// The defaults of each training stack (step-time-model.md §8.5; config `training.stack`, `--stack`): the
/// settings that differ between Megatron-LM / NeMo, torchtitan, the Hugging Face Trainer and DeepSpeed as
/// their published recipes and documentation run them. `--stack X` applies them first; every explicit
/// flag or key then overrides its own. Each default's source is in TrainingStack.cpp. The stack's fitted
/// per-step and per-layer costs are the roofline's (RooflineCalibration::stackCosts).
namespace TrainingStack {

struct Defaults
{
    TrainingSetup::Stack stack = TrainingSetup::Stack::Megatron;
    TrainingSetup::Precision precision = TrainingSetup::Precision::Mixed;
    TrainingSetup::Sharding sharding = TrainingSetup::Sharding::FullShard;
    TrainingSetup::FsdpVersion fsdpVersion = TrainingSetup::FsdpVersion::Fsdp1;
    bool tpCommOverlap = false;
    /// PyTorch's allocator with expandable segments (TrainingSetup::expandableSegments).
    bool expandableSegments = false;
    /// Fused RoPE and RMSNorm kernels (TrainingSetup::fusedRopeNorm).
    bool fusedRopeNorm = true;
    /// The FP8 recipe the stack uses when the precision is an FP8 or FP4 one (words for `explain`).
    const char *fp8Recipe = "";
    /// What the stack's defaults are taken from.
    const char *source = "";

    /// Sets the fields above in `setup` (not `setup.stack`).
    void applyTo(TrainingSetup &setup) const;
    /// "megatron: sharding distributed-optimizer, precision mixed, FSDP 1, TP communication overlap on,
    /// expandable segments off, fused RoPE/RMSNorm on; FP8 recipe …".
    QString description() const;
};

/// The defaults of `stack`.
const Defaults &defaults(TrainingSetup::Stack stack);

} // namespace TrainingStack
