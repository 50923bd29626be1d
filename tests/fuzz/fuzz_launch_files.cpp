// libFuzzer target: the launch-file readers (cli.md "Launch files"). The first byte picks the reader
// (torchtitan TOML, Megatron-LM arguments, accelerate YAML / training-arguments JSON, DeepSpeed JSON), the
// rest is the file. Any bytes give a reading or a CoastlineError, never a crash; an accepted reading holds
// a job the verbs can take (gradient accumulation, layout degrees and GPU counts within their limits).
#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "launch/LaunchFile.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const LaunchFormat formats[] {
        LaunchFormat::Torchtitan, LaunchFormat::Megatron, LaunchFormat::Accelerate, LaunchFormat::Deepspeed};
    const LaunchFormat format = formats[data[0] % 4];
    return FuzzSupport::run([&] {
        LaunchReading reading(format, QStringLiteral("fuzz.launch"), Configuration {});
        LaunchFile::parse(format, FuzzSupport::bytes(data + 1, size - 1), reading);
        reading.finish(Catalog::bundled());
        const Configuration &c = reading.config;
        const int g = c.training.gradientAccumulationSteps;
        if (g < 1 || g > TrainingSetup::kMaxGradientAccumulationSteps || c.workload.batchSize < 1)
            std::abort();
        for (const ParallelLayout &l : c.search.layouts.layouts)
            if (l.tp < 1 || l.pp < 1 || l.cp < 1 || l.virtualStages < 1)
                std::abort();
        if (c.workload.gpusPerNode.value_or(1) < 1 || c.workload.numberOfNodes.value_or(1) < 1)
            std::abort();
        LaunchFile::fieldLines(reading);
    });
}
