#include "predict/learned/data/FeatureRow.h"

#include <algorithm>
#include <cmath>

namespace {
double lg(double v)
{
    return std::log2(std::max(v, 1e-12));
}
} // namespace

FeatureRow FeatureRow::make(const Catalog &catalog, const QString &llmModel, const QString &method,
    const QString &gpuModel, int numberOfNodes, int totalGpus, qint64 tokensPerSample, qint64 perDeviceBatch,
    double kavierTokensPerSecond)
{
    const LlmSpec &llm = catalog.llm(llmModel);
    const GpuSpec &gpu = catalog.gpu(gpuModel);
    FeatureRow row;
    row.llmModel = llm.name;
    row.method = method;
    row.gpuModel = gpu.name;
    row.family = llm.name.section(u'-', 0, 0).toLower();
    const double params = llm.mParams;
    row.sizeBucket = params < 3e9 ? QStringLiteral("<3B")
        : params < 15e9           ? QStringLiteral("3-15B")
        : params < 50e9           ? QStringLiteral("15-50B")
                                  : QStringLiteral(">50B");
    // Features 7-19 describe the LLM and the GPU; withConfiguration() fills the others.
    row.numeric = {0, 0, 0, 0, 0, 0, 0, double(llm.nLayers), lg(llm.dModel), double(llm.nHeads),
        double(llm.dHead), lg(llm.mParams), lg(llm.activeParams), lg(gpu.fp16TensorCoreTflops),
        lg(gpu.memoryBandwidthGBps), double(gpu.gpuCores), gpu.memoryGb, double(gpu.gpuCoreMaxMhz),
        gpu.maxPowerW, lg(gpu.networkBandwidthGbps), 0};
    return row.withConfiguration(
        numberOfNodes, totalGpus, tokensPerSample, perDeviceBatch, kavierTokensPerSecond);
}

FeatureRow FeatureRow::withConfiguration(int numberOfNodes, int totalGpus, qint64 tokensPerSample,
    qint64 perDeviceBatch, double kavierTokensPerSecond) const
{
    FeatureRow row = *this;
    row.numberOfNodes = std::max(1, numberOfNodes);
    row.totalGpus = std::max(1, totalGpus);
    row.gpusPerNode = std::max(1, row.totalGpus / row.numberOfNodes);
    row.tokensPerSample = std::max<qint64>(1, tokensPerSample);
    row.perDeviceBatch = std::max<qint64>(1, perDeviceBatch);
    row.totalBatch = row.perDeviceBatch * row.totalGpus;
    row.kavierTokensPerSecond = kavierTokensPerSecond;
    row.numeric[0] = lg(row.numberOfNodes);
    row.numeric[1] = double(row.gpusPerNode);
    row.numeric[2] = lg(row.totalGpus);
    row.numeric[3] = lg(double(row.tokensPerSample));
    row.numeric[4] = lg(double(row.perDeviceBatch));
    row.numeric[5] = lg(double(row.totalBatch));
    row.numeric[6] = lg(double(row.totalBatch) * double(row.tokensPerSample));
    row.numeric[20] = std::log(std::max(kavierTokensPerSecond, 1e-12));
    return row;
}
