#include "predict/learned/FeatureRow.h"

#include <algorithm>
#include <cmath>

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
    row.numberOfNodes = std::max(1, numberOfNodes);
    row.totalGpus = std::max(1, totalGpus);
    row.gpusPerNode = std::max(1, row.totalGpus / row.numberOfNodes);
    row.tokensPerSample = std::max<qint64>(1, tokensPerSample);
    row.perDeviceBatch = std::max<qint64>(1, perDeviceBatch);
    row.totalBatch = row.perDeviceBatch * row.totalGpus;
    row.kavierTokensPerSecond = kavierTokensPerSecond;
    auto lg = [](double v) { return std::log2(std::max(v, 1e-12)); };
    row.numeric = {lg(row.numberOfNodes), double(row.gpusPerNode), lg(row.totalGpus),
        lg(double(row.tokensPerSample)), lg(double(row.perDeviceBatch)), lg(double(row.totalBatch)),
        lg(double(row.totalBatch) * double(row.tokensPerSample)), double(llm.nLayers), lg(llm.dModel),
        double(llm.nHeads), double(llm.dHead), lg(llm.mParams), lg(llm.activeParams),
        lg(gpu.fp16TensorCoreTflops), lg(gpu.memoryBandwidthGBps), double(gpu.gpuCores), gpu.memoryGb,
        double(gpu.gpuCoreMaxMhz), gpu.maxPowerW, lg(gpu.networkBandwidthGbps),
        std::log(std::max(kavierTokensPerSecond, 1e-12))};
    return row;
}
