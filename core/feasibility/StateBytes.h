#pragma once

#include "model/TrainingSetup.h"

#include <utility>

/// Bytes per trained parameter and per optimizer state under a training setup (ZeRO, SC'20, §3.1;
/// training-setups.md "Accounting"), for MemoryModel.
namespace StateBytes {

/// Bytes per trained parameter under a precision.
struct ParameterBytes
{
    double weight = 0; ///< the compute copy of the weight
    double gradient = 0;
    double master = 0; ///< separate fp32 master copy (mixed, fp8, mxfp8, nvfp4)
    double stateElement = 0; ///< one optimizer state element (before the 8-bit rule)
};

/// The bytes of a trained parameter under `precision`, from its PrecisionTraits recipe; `adapter` for
/// LoRA adapters (created in fp32 by PEFT, their own master copy, under every precision with an fp32
/// master). The weight counts the low-precision copies too: fp8 and mxfp8 2 + 2, nvfp4 2 + 9/16.
/// `fp8Params` (Transformer Engine fp8_model_init) under a precision with low-precision copies: those
/// copies are the only compute copy of a trained weight (no bf16 weight; the fp32 master stays).
ParameterBytes parameterBytes(TrainingSetup::Precision precision, bool adapter, bool fp8Params = false);
/// The bytes of a frozen base weight of a linear layer: 2 (4 under fp32); 1 with `fp8_params` (the FP8
/// copy is the weight; the transpose Hopper's input-gradient GEMM needs is made per GEMM, a transient).
double frozenLinearBytes(const TrainingSetup &setup);

/// Optimizer states per trained parameter and the bytes of one state element (8-bit optimizers: 1 byte).
std::pair<double, double> optimizerStates(TrainingSetup::Optimizer optimizer, double stateElementBytes);

} // namespace StateBytes
