#include "predict/interval/PredictionInterval.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "model/PredictorIds.h"
#include "predict/interval/CalibrationProfile.h"

#include <algorithm>
#include <cmath>

namespace {

/// The catalog row of GPU `name`: the config's own entries first, then the bundled catalog; nullopt when
/// neither has it.
std::optional<GpuSpec> gpuOf(const Configuration &config, const QString &name)
{
    for (const GpuSpec &gpu : config.catalogGpus)
        if (gpu.name == name)
            return gpu;
    try {
        return Catalog::bundled().gpu(name);
    } catch (const CoastlineError &) {
        return std::nullopt;
    }
}

} // namespace

IntervalStratum PredictionInterval::stratum(
    const GpuSpec &gpu, const Candidate &candidate, const QString &stack)
{
    IntervalStratum s;
    s.stack = stack;
    s.layout = IntervalStratum::classOf(candidate.layout);
    s.gpuBand = IntervalStratum::bandOf(candidate.totalGpus);
    s.family = gpu.architecture.isEmpty() ? QStringLiteral("unknown") : gpu.architecture;
    s.inFit = s.layout == IntervalStratum::Layout::DataParallel
        && IntervalTable::bundled().fitGpus.contains(gpu.name);
    return s;
}

std::optional<PredictionInterval> PredictionInterval::ofRoofline(
    double predicted, const IntervalStratum &stratum)
{
    PredictionInterval interval;
    interval.factors = IntervalTable::bundled().factors(stratum);
    if (interval.factors.runs == 0 || !(predicted > 0))
        return std::nullopt;
    interval.p10TokensPerSecond = predicted * interval.factors.low;
    interval.p90TokensPerSecond = predicted * interval.factors.high;
    return interval;
}

std::optional<PredictionInterval> PredictionInterval::of(
    const Configuration &config, const EvaluatedCandidate &candidate)
{
    if (!candidate.prediction)
        return std::nullopt;
    const Prediction &p = *candidate.prediction;
    if (p.source == PredictorId::Roofline && p.throughputUncertaintyPercent
        && CalibrationProfile::uncalibratedThroughput(p)) {
        PredictionInterval interval; // a calibration profile's (CalibrationProfile::apply)
        const double half = CalibrationProfile::kZ80 * *p.throughputUncertaintyPercent / 100;
        interval.p10TokensPerSecond = p.throughputTokensPerSecond * std::exp(-half);
        interval.p90TokensPerSecond = p.throughputTokensPerSecond * std::exp(half);
        interval.factors.stratum = QStringLiteral("calibration profile");
        return interval;
    }
    if (p.source == PredictorId::Cache) {
        PredictionInterval interval;
        interval.p10TokensPerSecond = p.runCount > 1 ? p.throughputMin : p.throughputTokensPerSecond;
        interval.p90TokensPerSecond = p.runCount > 1 ? p.throughputMax : p.throughputTokensPerSecond;
        interval.factors.runs = p.runCount;
        return interval;
    }
    if (p.source != PredictorId::Roofline)
        return std::nullopt;
    // A fine-grained MoE is known to be predicted several times too fast (Plausibility::isFineGrainedMoe):
    // no interval the residual table could give would cover it, so none is given.
    for (const Reason &limitation : p.limitations)
        if (limitation.code == Reason::Code::FineGrainedMoe)
            return std::nullopt;
    GpuSpec unknown;
    unknown.name = config.workload.gpuModel;
    const std::optional<GpuSpec> gpu = gpuOf(config, config.workload.gpuModel);
    // The planner's stack is not part of the configuration yet: the stack dimension is pooled.
    std::optional<PredictionInterval> interval = ofRoofline(
        p.throughputTokensPerSecond, stratum(gpu ? *gpu : unknown, candidate.candidate, QString()));
    if (interval && p.throughputUncertaintyPercent)
        widenToMedianError(*interval, p.throughputTokensPerSecond, *p.throughputUncertaintyPercent);
    return interval;
}

void PredictionInterval::widenToMedianError(PredictionInterval &interval, double predicted, double percent)
{
    // A median absolute error of u % (log-normal errors) is kZ50 standard deviations of ln(1 + u/100); the
    // 80 % interval spans ±kZ80 of them.
    constexpr double kZ50 = 0.6744897501960817; // the standard normal's 75th percentile
    const double half = std::log1p(std::max(0.0, percent) / 100) * CalibrationProfile::kZ80 / kZ50;
    interval.p10TokensPerSecond = std::min(interval.p10TokensPerSecond, predicted * std::exp(-half));
    interval.p90TokensPerSecond = std::max(interval.p90TokensPerSecond, predicted * std::exp(half));
}

double PredictionInterval::plusMinusPercent(double predicted) const
{
    if (!(predicted > 0))
        return 0;
    return std::max(p90TokensPerSecond / predicted - 1, 1 - p10TokensPerSecond / predicted) * 100;
}
