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

std::optional<Prediction> RooflinePowerPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    std::optional<Prediction> p = m_roofline->predict(workload, candidate, whyNot);
    if (!p || !p->stepTime)
        return std::nullopt;
    try {
        const GpuSpec &gpu = m_catalog.gpu(workload.gpuModel);
        const PowerBreakdown power = m_model.power(*p->stepTime, gpu.idleW(), gpu.tdpW());
        if (!(power.wattsPerGpu > 0)) {
            if (whyNot)
                *whyNot = QStringLiteral("roofline_power: the GPU %1 has no power figures (board_tdp_w)")
                              .arg(workload.gpuModel);
            return std::nullopt;
        }
        p->powerWattsPerGpu = power.wattsPerGpu;
        p->powerBreakdown = power;
        return p;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}
