#include "feasibility/StateBytes.h"

#include "feasibility/MemoryModel.h"
#include "model/PrecisionTraits.h"

namespace StateBytes {

namespace {
/// Bytes of one FP8 (E4M3 / E5M2) element.
constexpr double kFp8Bytes = 1.0;
} // namespace

ParameterBytes parameterBytes(TrainingSetup::Precision precision, bool adapter, bool fp8Params)
{
    const PrecisionTraits &traits = PrecisionTraits::of(precision);
    // Adapters are created in fp32 by PEFT and are their own master copy (any precision with a master).
    if (adapter && traits.masterBytes > 0)
        return {MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes, 0, MemoryModel::kFp32Bytes};
    // The low-precision copies (FP8 and its transpose, MXFP8 row- and column-wise, NVFP4) sit beside the
    // bf16 weight for all the micro-batches of a step.
    // fp8_params: the low-precision copies replace the bf16 weight.
    const bool lowOnly = fp8Params && traits.lowPrecisionCopyBytes > 0;
    return {(lowOnly ? 0.0 : traits.weightBytes) + traits.lowPrecisionCopyBytes, traits.gradientBytes,
        traits.masterBytes, traits.stateElementBytes};
}

double frozenLinearBytes(const TrainingSetup &setup)
{
    if (setup.precision == TrainingSetup::Precision::Fp32)
        return MemoryModel::kFp32Bytes;
    return setup.fp8Params ? kFp8Bytes : MemoryModel::kWeightBytes16Bit;
}

std::pair<double, double> optimizerStates(TrainingSetup::Optimizer optimizer, double stateElementBytes)
{
    switch (optimizer) {
    case TrainingSetup::Optimizer::AdamW:
        return {2.0, stateElementBytes};
    case TrainingSetup::Optimizer::AdamW8Bit:
    case TrainingSetup::Optimizer::PagedAdamW8Bit:
        return {2.0, MemoryModel::kEightBitStateBytes};
    case TrainingSetup::Optimizer::Sgd:
        return {0.0, 0.0};
    case TrainingSetup::Optimizer::SgdMomentum:
        break;
    }
    return {1.0, stateElementBytes};
}

} // namespace StateBytes
