#include "predict/measured/CachePredictor.h"

CachePredictor::CachePredictor(std::shared_ptr<const MeasuredRuns> runs)
    : m_runs(std::move(runs))
{ }

std::optional<Prediction> CachePredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    if (!candidate.layout.isDataParallel()) { // the measured runs are data parallel
        if (whyNot)
            *whyNot = QStringLiteral("the measured runs are data parallel; layout %1 is not")
                          .arg(candidate.layout.name());
        return std::nullopt;
    }
    auto hit = m_runs->lookup(workload, candidate);
    if (!hit && whyNot)
        *whyNot = QStringLiteral("no measured run in the lookup database matches");
    return hit;
}
