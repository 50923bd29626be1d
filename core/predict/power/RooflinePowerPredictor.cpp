#include "predict/power/RooflinePowerPredictor.h"

#include "common/CoastlineError.h"
#include "model/PredictorIds.h"

RooflinePowerPredictor::RooflinePowerPredictor(
    const Catalog &catalog, std::shared_ptr<const RooflinePredictor> roofline, RooflinePowerModel model)
    : m_catalog(catalog)
    , m_roofline(std::move(roofline))
    , m_model(model)
{ }

QString RooflinePowerPredictor::name() const
{
    return PredictorId::RooflinePower.toString();
}

std::optional<PowerBreakdown> RooflinePowerPredictor::power(
    const Workload &workload, const StepTime &step, QString *whyNot) const
{
    try {
        const GpuSpec &gpu = m_catalog.gpu(workload.gpuModel);
        const PowerBreakdown power = m_model.power(step, gpu.idleW(), gpu.tdpW());
        if (!(power.wattsPerGpu > 0)) {
            if (whyNot)
                *whyNot = QStringLiteral("roofline_power: the GPU %1 has no power figures (board_tdp_w)")
                              .arg(workload.gpuModel);
            return std::nullopt;
        }
        return power;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}

std::optional<Prediction> RooflinePowerPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    std::optional<Prediction> p = m_roofline->predict(workload, candidate, whyNot);
    if (!p || !p->stepTime)
        return std::nullopt;
    const std::optional<PowerBreakdown> breakdown = power(workload, *p->stepTime, whyNot);
    if (!breakdown)
        return std::nullopt;
    p->powerWattsPerGpu = breakdown->wattsPerGpu;
    p->powerBreakdown = *breakdown;
    return p;
}
