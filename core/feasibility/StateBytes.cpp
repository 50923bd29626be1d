#include "feasibility/StateBytes.h"

#include "feasibility/MemoryModel.h"

namespace StateBytes {

ParameterBytes parameterBytes(TrainingSetup::Precision precision, bool adapter)
{
    switch (precision) {
    case TrainingSetup::Precision::Bf16:
        return {MemoryModel::kWeightBytes16Bit, MemoryModel::kGradientBytes16Bit, 0,
            MemoryModel::kWeightBytes16Bit};
    case TrainingSetup::Precision::Mixed:
    case TrainingSetup::Precision::Fp8: // FP8 copies of weights are transient casts (Transformer Engine)
        // Adapters are created in fp32 by PEFT and are their own master copy.
        if (adapter)
            return {MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes, 0, MemoryModel::kFp32Bytes};
        return {MemoryModel::kWeightBytes16Bit, MemoryModel::kGradientBytes16Bit, MemoryModel::kFp32Bytes,
            MemoryModel::kFp32Bytes};
    case TrainingSetup::Precision::Fp32:
        break;
    }
    return {MemoryModel::kFp32Bytes, MemoryModel::kFp32Bytes, 0, MemoryModel::kFp32Bytes};
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
