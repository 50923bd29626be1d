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

/// Validation of the counts (kavier.md §7), before any arithmetic.
void checkCounts(qint64 tokensPerSample, qint64 batchSize, int gpusPerNode, int numberOfNodes)
{
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
    if (qint64(gpusPerNode) * qint64(numberOfNodes) > INT_MAX)
        throw CoastlineError(QStringLiteral("Kavier: %1 GPUs per node x %2 nodes is too many GPUs")
                                 .arg(gpusPerNode)
                                 .arg(numberOfNodes));
}

} // namespace

QStringList KavierResult::uncalibratedParts() const
{
    static const std::pair<Uncalibrated, const char *> names[] {{MethodScale, "method_scale"},
        {ModelScale, "model_scale"}, {MfuMultiplier, "mfu_multiplier"},
        {MultiGpuCorrection, "multi_gpu_correction"}, {MgcSnapped, "mgc_snapped"}};
    QStringList parts;
    for (const auto &[flag, name] : names)
        if (uncalibrated & flag)
            parts.append(QLatin1String(name));
    return parts;
}

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
    checkCounts(tokensPerSample, batchSize, gpusPerNode, numberOfNodes);
    return simulate(prepare(llm, gpu, method), tokensPerSample, batchSize, gpusPerNode, numberOfNodes);
}

KavierModel::Prepared KavierModel::prepare(
    const LlmSpec &llm, const GpuSpec &gpu, const QString &method) const
{
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

    Prepared p;
    p.activeParams = llm.activeParams;
    p.mParams = llm.mParams;
    p.dModel = double(llm.dModel);
    p.pBytes = double(llm.pBytes);
    p.fp16Tflops = gpu.fp16TensorCoreTflops;
    p.bandwidthBytes = gpu.memoryBandwidthGBps * 1e9;
    p.mfuFactor = gpu.mfuFactor;
    p.networkGbps = gpu.networkBandwidthGbps;
    p.idlePowerW = gpu.idlePowerW;
    p.maxPowerW = gpu.maxPowerW;
    p.mseCalibFactor = gpu.mseCalibFactor;
    // Calibration factors (kavier.md §3, §5). Absent factors fall back to 1.0 and are recorded.
    if (const auto it = m_table.methodScale.constFind(m); it != m_table.methodScale.constEnd()) {
        p.methodScale = *it;
        p.methodCalibrated = true;
    }
    if (const auto it = m_table.modelScale.constFind(llm.name); it != m_table.modelScale.constEnd()) {
        p.modelScale = *it;
        p.modelCalibrated = true;
    }
    if (const auto it = m_table.mfuMultiplier.constFind(gpu.name); it != m_table.mfuMultiplier.constEnd()) {
        p.mfuMultiplier = *it;
        p.mfuCalibrated = true;
    }
    // §2.4 trainable parameters.
    if (isAdapterMethod(m))
        p.trainableParams = double(
            qint64(2) * kLoraRank * qint64(llm.dModel) * kLoraMatricesPerLayer * qint64(llm.nLayers));
    else
        p.trainableParams = std::trunc(llm.mParams);
    // c_inter is keyed "<llm>|<method>|<gpu>|<N>": keep this triple's entries, by N.
    const QString prefix = QStringLiteral("%1|%2|%3|").arg(llm.name, m, gpu.name);
    for (auto it = m_table.interactionScale.constBegin(); it != m_table.interactionScale.constEnd(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        bool ok = false;
        const QStringView rest = QStringView(it.key()).mid(prefix.size());
        const qint64 n = rest.toLongLong(&ok);
        if (ok && QString::number(n) == rest) // exactly the key simulate() used to build
            p.interactionScale[n] = *it;
    }
    return p;
}

KavierResult KavierModel::simulate(
    const Prepared &p, qint64 tokensPerSample, qint64 batchSize, int gpusPerNode, int numberOfNodes) const
{
    checkCounts(tokensPerSample, batchSize, gpusPerNode, numberOfNodes);
    const qint64 totalGpus = qint64(gpusPerNode) * qint64(numberOfNodes);
    KavierResult r;
    const double B = double(batchSize);
    const double S = double(tokensPerSample);
    const qint64 N = totalGpus;
    const qint64 n = numberOfNodes;
    r.simulatedTotalGpus = int(N);

    r.methodScale = p.methodScale;
    if (!p.methodCalibrated)
        r.uncalibrated |= KavierResult::MethodScale;
    r.modelScale = p.modelScale;
    if (!p.modelCalibrated)
        r.uncalibrated |= KavierResult::ModelScale;
    r.mfuMultiplier = p.mfuMultiplier;
    if (!p.mfuCalibrated)
        r.uncalibrated |= KavierResult::MfuMultiplier;
    r.multiGpuCorrection = 1.0;
    if (N > 1) {
        const auto &mgc = m_table.multiGpuCorrection;
        if (const auto exact = mgc.find(int(N)); exact != mgc.end()) {
            r.multiGpuCorrection = exact->second;
        } else if (mgc.empty()) {
            r.uncalibrated |= KavierResult::MultiGpuCorrection;
        } else {
            // Nearest listed count, ties to the smaller (ascending order, first minimum wins).
            auto best = mgc.begin();
            for (auto it = mgc.begin(); it != mgc.end(); ++it)
                if (std::llabs(qint64(it->first) - N) < std::llabs(qint64(best->first) - N))
                    best = it;
            r.multiGpuCorrection = best->second;
            r.uncalibrated |= KavierResult::MgcSnapped;
        }
    }
    const auto inter = p.interactionScale.find(N);
    r.interactionScale = inter == p.interactionScale.end() ? 1.0 : inter->second;

    // §2.2 MFU: (mfu_factor · mfu_multiplier) first, then × batch_scale.
    const double batchScale = std::min(1.0, m_table.mfuBatchAlpha * std::log2(B) + m_table.mfuBatchBeta);
    r.mfu = p.mfuFactor * r.mfuMultiplier * batchScale;

    // §2.1 forward and backward.
    const double flopsForward = kFlopsPerParamPerToken * p.activeParams * B * S;
    const double effectiveFlops = p.fp16Tflops * 1e12 * r.mfu;
    r.forwardTimeSeconds = flopsForward / effectiveFlops + m_table.trainingOverheadSeconds;
    const double backwardTime = kBackwardFactor * r.forwardTimeSeconds;

    // §2.3 optimizer update.
    const double bandwidthBytes = p.bandwidthBytes;
    r.trainableParams = p.trainableParams;
    r.optimizerTimeSeconds = r.trainableParams * kOptimizerBytesPerParam / bandwidthBytes;

    // §2.5 gradient all-reduce.
    const double gradBytes = kGradientBytesPerParam * r.trainableParams;
    if (N <= 1) {
        r.commTimeSeconds = 0.0;
    } else if (n <= 1) {
        r.commTimeSeconds = m_table.commScale * ringAllReduceSeconds(gradBytes, N, p.networkGbps);
    } else {
        const qint64 g = std::max<qint64>(1, N / n);
        r.commTimeSeconds = m_table.commScale
            * (ringAllReduceSeconds(gradBytes, g, p.networkGbps)
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
    const double pBytes = p.pBytes;
    const double trafficBytes = p.mParams * pBytes * kMemoryPasses + B * S * p.dModel * pBytes;
    const double usedGBps = trafficBytes / 1e9 / r.stepTimeSeconds;
    r.memoryUtilization = std::min(1.0, usedGBps / (bandwidthBytes / 1e9));

    // §4.2 OpenDC MSE power curve on the raw physical MFU.
    const double u = std::clamp(std::max(r.mfu, r.memoryUtilization), 0.0, 1.0);
    if (u <= 0)
        r.powerWattsPerGpu = p.idlePowerW;
    else
        r.powerWattsPerGpu
            = p.idlePowerW + (p.maxPowerW - p.idlePowerW) * (2 * u - std::pow(u, p.mseCalibFactor));
    return r;
}
