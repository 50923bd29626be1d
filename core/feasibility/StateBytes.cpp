#include "feasibility/StateBytes.h"

#include "feasibility/MemoryModel.h"

namespace StateBytes {

namespace {
/// Bytes of one FP8 (E4M3 / E5M2) element.
constexpr double kFp8Bytes = 1.0;
} // namespace

ParameterBytes parameterBytes(TrainingSetup::Precision precision, bool adapter, bool fp8Params)
{
    switch (precision) {
    case TrainingSetup::Precision::Bf16:
        return {MemoryModel::kWeightBytes16Bit, MemoryModel::kGradientBytes16Bit, 0,
            MemoryModel::kWeightBytes16Bit};
    case TrainingSetup::Precision::Mixed:
    case TrainingSetup::Precision::Fp8:
        // Adapters are created in fp32 by PEFT and are their own master copy.
        if (adapter)
            return {MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes, 0, MemoryModel::kFp32Bytes};
        // fp8: Transformer Engine keeps, next to the bf16 weight, its FP8 copy and the FP8 transpose
        // (Hopper's FP8 GEMMs take TN operands) for all the micro-batches of a step: + 2 × 1 byte.
        // fp8_params: the FP8 copy and transpose replace the bf16 weight.
        return {precision == TrainingSetup::Precision::Fp8
                ? (fp8Params ? 0.0 : MemoryModel::kWeightBytes16Bit) + 2 * kFp8Bytes
                : MemoryModel::kWeightBytes16Bit,
            MemoryModel::kGradientBytes16Bit, MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes};
    case TrainingSetup::Precision::Fp32:
        break;
    }
    return {MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes, 0, MemoryModel::kFp32Bytes};
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
