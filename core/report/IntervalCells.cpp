#include "report/IntervalCells.h"

#include "model/TimeAndMoney.h"
#include "predict/interval/CalibrationProfile.h"
#include "predict/interval/PredictionInterval.h"

#include <cmath>

namespace IntervalCells {

namespace {

QVariant finite(double value)
{
    return std::isfinite(value) ? QVariant(value) : QVariant();
}

QVariant throughput(const OutputColumns::RowContext &c, bool high)
{
    const std::optional<PredictionInterval> i = PredictionInterval::of(c.evaluation.config, c.candidate);
    return i ? finite(high ? i->p90TokensPerSecond : i->p10TokensPerSecond) : QVariant();
}

/// `value` (a runtime or a cost, which scale with 1 / throughput) at the p10 throughput.
QVariant atP10(const OutputColumns::RowContext &c, const std::optional<double> &value)
{
    if (!value || !c.candidate.prediction)
        return {};
    const std::optional<PredictionInterval> i = PredictionInterval::of(c.evaluation.config, c.candidate);
    if (!i || !(i->p10TokensPerSecond > 0))
        return {};
    return finite(*value * c.candidate.prediction->throughputTokensPerSecond / i->p10TokensPerSecond);
}

} // namespace

QList<OutputColumns::Column> columns()
{
    using OutputColumns::Id;
    QList<OutputColumns::Column> list;
    for (Id id :
        {Id::ThroughputP10, Id::ThroughputP90, Id::RuntimeP90, Id::CostP90, Id::UncalibratedThroughput})
        list.append(OutputColumns::column(id));
    return list;
}

QVariant p10(const OutputColumns::RowContext &c)
{
    return throughput(c, false);
}

QVariant p90(const OutputColumns::RowContext &c)
{
    return throughput(c, true);
}

QVariant runtimeP90(const OutputColumns::RowContext &c)
{
    return atP10(c, TimeAndMoney::runtimeSeconds(c.evaluation, c.candidate));
}

QVariant costP90(const OutputColumns::RowContext &c)
{
    return atP10(c, TimeAndMoney::cost(c.evaluation, c.candidate));
}

QVariant uncalibrated(const OutputColumns::RowContext &c)
{
    const std::optional<double> value = c.candidate.prediction
        ? CalibrationProfile::uncalibratedThroughput(*c.candidate.prediction)
        : std::nullopt;
    return value ? QVariant(*value) : QVariant();
}

} // namespace IntervalCells
