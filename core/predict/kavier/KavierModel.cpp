#include "predict/kavier/KavierModel.h"

#include "common/CoastlineError.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <utility>

// Every formula below is kavier.md §2–§4 (newest Kavier engine). The order of the floating-point
// operations follows the engine's so that the doubles are bit-identical to the reference
// (tests/data/kavier/reference_predictions.csv).

namespace {

// Engine constants (kavier.md §2).
constexpr double kFlopsPerParamPerToken = 2.0; // FLOPS_PER_PARAM_PER_TOKEN
constexpr double kBackwardFactor = 2.0; // k_b
constexpr int kGradAccumSteps = 1; // G_a (Coastline never sets it)
constexpr double kOptimizerBytesPerParam = 20.0; // Adam update, §2.3
constexpr double kGradientBytesPerParam = 4.0; // fp32 gradients, §2.5
constexpr int kLoraRank = 8; // r, §2.4
constexpr int kLoraMatricesPerLayer = 4; // M, §2.4
constexpr double kRingLatencySeconds = 5e-6; // RING_ALLREDUCE_LATENCY_S
constexpr double kRingOverheadPerMessageSeconds = 2e-6; // RING_ALLREDUCE_OVERHEAD_PER_MSG_S
constexpr double kInterNodeGbps = 200.0; // INFINIBAND_GBPS
constexpr double kMemoryPasses = 5.0; // §4.1

/// Ring all-reduce time in seconds of `bytes` over `p` participants on a `gbit`-Gbit/s link (§2.5).
double ringAllReduceSeconds(double bytes, qint64 p, double gbit)
{
    if (p <= 1)
        return 0.0;
    const double pd = double(p);
    return kRingLatencySeconds * std::log2(pd) + kRingOverheadPerMessageSeconds * (pd - 1)
        + bytes * (pd - 1) / pd / (gbit * 1e9 / 8);
}

bool isAdapterMethod(const QString &method)
{
    return method == u"lora" || method == u"gptq-lora" || method == u"qlora" || method == u"alora";
}

void requirePositive(double value, const QString &what, const QString &owner)
{
    if (!(value > 0) || !std::isfinite(value))
        throw CoastlineError(
            QStringLiteral("Kavier: %1: %2 must be a finite number > 0, got %3").arg(owner, what).arg(value));
}

} // namespace

KavierModel::KavierModel(CalibrationTable table)
    : m_table(std::move(table))
{ }

QStringList KavierModel::knownMethods()
{
    return {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("gptq-lora"),
        QStringLiteral("qlora"), QStringLiteral("alora")};
}

QString KavierModel::normaliseMethod(const QString &method) const
{
    const QString m = method.trimmed().toLower();
    if (knownMethods().contains(m))
        return m;
    for (auto it = m_table.methodScale.constBegin(); it != m_table.methodScale.constEnd(); ++it)
        if (it.key().compare(m, Qt::CaseInsensitive) == 0)
            return it.key();
    QStringList accepted = knownMethods();
    for (auto it = m_table.methodScale.constBegin(); it != m_table.methodScale.constEnd(); ++it)
        if (!accepted.contains(it.key()))
            accepted.append(it.key());
    throw CoastlineError(QStringLiteral("Kavier: unknown fine-tuning method '%1'; known methods: %2")
                             .arg(method, accepted.join(QStringLiteral(", "))));
}

KavierResult KavierModel::simulate(const LlmSpec &llm, const GpuSpec &gpu, const QString &method,
    qint64 tokensPerSample, qint64 batchSize, int gpusPerNode, int numberOfNodes) const
{
    // Validation (kavier.md §7), before any arithmetic.
    if (batchSize < 1)
        throw CoastlineError(QStringLiteral("Kavier: batch size must be >= 1, got %1").arg(batchSize));
    if (tokensPerSample < 1)
        throw CoastlineError(
            QStringLiteral("Kavier: tokens per sample must be >= 1, got %1").arg(tokensPerSample));
    if (gpusPerNode < 1)
        throw CoastlineError(QStringLiteral("Kavier: GPUs per node must be >= 1, got %1").arg(gpusPerNode));
    if (numberOfNodes < 1)
        throw CoastlineError(
            QStringLiteral("Kavier: number of nodes must be >= 1, got %1").arg(numberOfNodes));
    const qint64 totalGpus = qint64(gpusPerNode) * qint64(numberOfNodes);
    if (totalGpus > INT_MAX)
        throw CoastlineError(QStringLiteral("Kavier: %1 GPUs per node x %2 nodes is too many GPUs")
                                 .arg(gpusPerNode)
                                 .arg(numberOfNodes));
    const QString m = normaliseMethod(method);
    const QString llmOwner = QStringLiteral("LLM '%1'").arg(llm.name);
    const QString gpuOwner = QStringLiteral("GPU '%1'").arg(gpu.name);
    requirePositive(llm.activeParams, QStringLiteral("active_params"), llmOwner);
    requirePositive(llm.mParams, QStringLiteral("m_params"), llmOwner);
    requirePositive(llm.dModel, QStringLiteral("d_model"), llmOwner);
    requirePositive(llm.nLayers, QStringLiteral("n_layers"), llmOwner);
    requirePositive(llm.pBytes, QStringLiteral("p_bytes"), llmOwner);
    requirePositive(gpu.fp16TensorCoreTflops, QStringLiteral("fp16_tensor_core_tflops"), gpuOwner);
    requirePositive(gpu.memoryBandwidthGBps, QStringLiteral("memory_bandwidth_GBps"), gpuOwner);
    requirePositive(gpu.mfuFactor, QStringLiteral("mfu_factor"), gpuOwner);
    requirePositive(gpu.networkBandwidthGbps, QStringLiteral("network_bandwidth_gbps"), gpuOwner);

    KavierResult r;
    const double B = double(batchSize);
    const double S = double(tokensPerSample);
    const qint64 N = totalGpus;
    const qint64 n = numberOfNodes;
    r.simulatedTotalGpus = int(N);

    // Calibration factors (kavier.md §3, §5). Absent factors fall back to 1.0 and are recorded.
    if (const auto it = m_table.methodScale.constFind(m); it != m_table.methodScale.constEnd())
        r.methodScale = *it;
    else
        r.uncalibratedParts.append(QStringLiteral("method_scale"));
    if (const auto it = m_table.modelScale.constFind(llm.name); it != m_table.modelScale.constEnd())
        r.modelScale = *it;
    else
        r.uncalibratedParts.append(QStringLiteral("model_scale"));
    if (const auto it = m_table.mfuMultiplier.constFind(gpu.name); it != m_table.mfuMultiplier.constEnd())
        r.mfuMultiplier = *it;
    else
        r.uncalibratedParts.append(QStringLiteral("mfu_multiplier"));
    r.multiGpuCorrection = 1.0;
    if (N > 1) {
        const auto &mgc = m_table.multiGpuCorrection;
        if (const auto exact = mgc.find(int(N)); exact != mgc.end()) {
            r.multiGpuCorrection = exact->second;
        } else if (mgc.empty()) {
            r.uncalibratedParts.append(QStringLiteral("multi_gpu_correction"));
        } else {
            // Nearest listed count, ties to the smaller (ascending order, first minimum wins).
            auto best = mgc.begin();
            for (auto it = mgc.begin(); it != mgc.end(); ++it)
                if (std::llabs(qint64(it->first) - N) < std::llabs(qint64(best->first) - N))
                    best = it;
            r.multiGpuCorrection = best->second;
            r.uncalibratedParts.append(QStringLiteral("mgc_snapped"));
        }
    }
    const QString interactionKey = QStringLiteral("%1|%2|%3|%4").arg(llm.name, m, gpu.name).arg(N);
    r.interactionScale = m_table.interactionScale.value(interactionKey, 1.0);

    // §2.2 MFU: (mfu_factor · mfu_multiplier) first, then × batch_scale.
    const double batchScale = std::min(1.0, m_table.mfuBatchAlpha * std::log2(B) + m_table.mfuBatchBeta);
    r.mfu = gpu.mfuFactor * r.mfuMultiplier * batchScale;

    // §2.1 forward and backward.
    const double flopsForward = kFlopsPerParamPerToken * llm.activeParams * B * S;
    const double effectiveFlops = gpu.fp16TensorCoreTflops * 1e12 * r.mfu;
    r.forwardTimeSeconds = flopsForward / effectiveFlops + m_table.trainingOverheadSeconds;
    const double backwardTime = kBackwardFactor * r.forwardTimeSeconds;

    // §2.4 trainable parameters, §2.3 optimizer update.
    const double bandwidthBytes = gpu.memoryBandwidthGBps * 1e9;
    if (isAdapterMethod(m))
        r.trainableParams = double(
            qint64(2) * kLoraRank * qint64(llm.dModel) * kLoraMatricesPerLayer * qint64(llm.nLayers));
    else
        r.trainableParams = std::trunc(llm.mParams);
    r.optimizerTimeSeconds = r.trainableParams * kOptimizerBytesPerParam / bandwidthBytes;

    // §2.5 gradient all-reduce.
    const double gradBytes = kGradientBytesPerParam * r.trainableParams;
    if (N <= 1) {
        r.commTimeSeconds = 0.0;
    } else if (n <= 1) {
        r.commTimeSeconds = m_table.commScale * ringAllReduceSeconds(gradBytes, N, gpu.networkBandwidthGbps);
    } else {
        const qint64 g = std::max<qint64>(1, N / n);
        r.commTimeSeconds = m_table.commScale
            * (ringAllReduceSeconds(gradBytes, g, gpu.networkBandwidthGbps)
                + ringAllReduceSeconds(gradBytes, n, kInterNodeGbps));
    }

    // §2 step time.
    r.stepTimeSeconds = kGradAccumSteps * (r.forwardTimeSeconds + backwardTime) + r.optimizerTimeSeconds
        + r.commTimeSeconds;

    // §3 throughput. The three scales are multiplied together first, then applied: this order gives
    // the reference doubles bit for bit on all 322 rows (§3's left-to-right reading of
    // "… / T_step × c_method · c_model · c_inter" differs from them by 1 ulp on 59 rows).
    const double scales = r.methodScale * r.modelScale * r.interactionScale;
    r.throughputTokensPerSecond
        = kGradAccumSteps * (B * S * double(N) / r.multiGpuCorrection) / r.stepTimeSeconds * scales;

    // §4.1 memory-bandwidth utilisation.
    const double pBytes = double(llm.pBytes);
    const double trafficBytes = llm.mParams * pBytes * kMemoryPasses + B * S * double(llm.dModel) * pBytes;
    const double usedGBps = trafficBytes / 1e9 / r.stepTimeSeconds;
    r.memoryUtilization = std::min(1.0, usedGBps / (bandwidthBytes / 1e9));

    // §4.2 OpenDC MSE power curve on the raw physical MFU.
    const double u = std::clamp(std::max(r.mfu, r.memoryUtilization), 0.0, 1.0);
    if (u <= 0)
        r.powerWattsPerGpu = gpu.idlePowerW;
    else
        r.powerWattsPerGpu
            = gpu.idlePowerW + (gpu.maxPowerW - gpu.idlePowerW) * (2 * u - std::pow(u, gpu.mseCalibFactor));
    return r;
}
