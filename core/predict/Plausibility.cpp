#include "predict/Plausibility.h"

#include "model/PredictorIds.h"

#include <QStringList>

namespace Plausibility {

double modelFlopsPerToken(const LlmSpec &llm, const QString &method)
{
    const double n = llm.activeParams > 0 ? llm.activeParams : llm.mParams;
    if (!(n > 0))
        return 0;
    if (method == u"full")
        return 6 * n;
    static const QStringList adapters {
        QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
    return adapters.contains(method) ? 4 * n : 0;
}

double denseBf16PeakFlops(const GpuSpec &gpu)
{
    const double peak = gpu.fp16TensorCoreTflops * 1e12;
    return gpu.tflopsBasis.startsWith(u"with-sparsity") ? peak / 2 : peak;
}

std::optional<double> modelFlopsUtilization(const LlmSpec &llm, const GpuSpec &gpu, const QString &method,
    double throughputTokensPerSecond, int totalGpus)
{
    const double flopsPerToken = modelFlopsPerToken(llm, method);
    const double peak = denseBf16PeakFlops(gpu);
    if (!(flopsPerToken > 0 && peak > 0 && throughputTokensPerSecond > 0 && totalGpus > 0))
        return std::nullopt;
    return flopsPerToken * throughputTokensPerSecond / (totalGpus * peak);
}

QList<Reason> problems(const Prediction &prediction)
{
    QList<Reason> found;
    if (prediction.modelFlopsUtilization && *prediction.modelFlopsUtilization > maxModelFlopsUtilization)
        found.append({Reason::Code::ImplausibleUtilization,
            {*prediction.modelFlopsUtilization * 100, maxModelFlopsUtilization * 100}});
    if (!prediction.uncalibratedFactors.isEmpty())
        found.append(
            {Reason::Code::UncalibratedFactors, {prediction.uncalibratedFactors.join(QStringLiteral(", "))}});
    for (const Reason &limitation : prediction.limitations)
        if (limitation.code == Reason::Code::FineGrainedMoe)
            found.append(limitation);
    return found;
}

bool isFineGrainedMoe(const LlmSpec &llm)
{
    return llm.hasExperts() && llm.numExperts.value_or(0) > 0 && llm.expertWidth() > 0
        && llm.expertWidth() < llm.dModel;
}

QList<Reason> limitations(
    const LlmSpec &llm, const TrainingSetup &setup, const Candidate &candidate, const QString &source)
{
    QList<Reason> found;
    if (isFineGrainedMoe(llm))
        found.append({Reason::Code::FineGrainedMoe,
            {qint64(*llm.numExperts), qint64(llm.expertWidth()), qint64(llm.dModel)}});
    // Only for data parallel: a declared or searched tp/pp/cp layout is modelled (issue 35), and its
    // columns say which it is.
    if (candidate.totalGpus > 1 && candidate.layout.isDataParallel())
        found.append({Reason::Code::LayoutAssumed,
            {TrainingSetup::name(setup.sharding), qint64(candidate.totalGpus)}});
    else if (!candidate.layout.isDataParallel())
        found.append(
            {source == PredictorId::Kavier ? Reason::Code::LayoutNotModelled : Reason::Code::LayoutUnfitted,
                {candidate.layout.name()}});
    return found;
}

} // namespace Plausibility
