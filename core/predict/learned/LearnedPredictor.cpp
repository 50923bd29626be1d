#include "predict/learned/LearnedPredictor.h"

#include <cmath>

LearnedPredictor::LearnedPredictor(std::shared_ptr<const LearnedModel> model, const Catalog &catalog,
    std::shared_ptr<const ThroughputPredictor> kavier, bool deferOutsideDomain)
    : m_model(std::move(model))
    , m_catalog(catalog)
    , m_kavier(std::move(kavier))
    , m_deferOutsideDomain(deferOutsideDomain)
{ }

std::optional<Prediction> LearnedPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    std::optional<Prediction> kavier = m_kavier->predict(workload, candidate, whyNot);
    if (!kavier)
        return std::nullopt;
    const FeatureRow row = FeatureRow::make(m_catalog, workload.llmModel, workload.method, workload.gpuModel,
        candidate.numberOfNodes, candidate.totalGpus, workload.tokensPerSample, candidate.batchSize,
        kavier->throughputTokensPerSecond);
    const LearnedEstimate estimate = m_model->estimate(row);
    if (!estimate.inDomain && m_deferOutsideDomain) {
        kavier->inDomain = false;
        kavier->notes.append(QStringLiteral("outside the %1 model's training domain (%2): Kavier used")
                                 .arg(m_model->name(), estimate.outsideDomain));
        return kavier;
    }
    if (!std::isfinite(estimate.throughputTokensPerSecond) || !(estimate.throughputTokensPerSecond > 0)) {
        if (whyNot)
            *whyNot = QStringLiteral("%1 gave no usable throughput").arg(m_model->name());
        return std::nullopt;
    }
    Prediction p;
    p.throughputTokensPerSecond = estimate.throughputTokensPerSecond;
    p.powerWattsPerGpu = kavier->powerWattsPerGpu;
    p.source = m_model->name();
    p.throughputUncertaintyPercent = estimate.uncertaintyPercent;
    p.inDomain = estimate.inDomain;
    if (!estimate.inDomain)
        p.notes.append(QStringLiteral("extrapolated: %1").arg(estimate.outsideDomain));
    return p;
}
