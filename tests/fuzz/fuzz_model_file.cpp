// libFuzzer target: the learned-predictor model file reader (LearnedModel::fromJson; learned-predictors.md
// "Model file"): any bytes give a model or a CoastlineError, never a crash.
#include "FuzzSupport.h"
#include "predict/learned/LearnedModel.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run(
        [&] { (void)LearnedModel::fromJson(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.model")); });
}
