#include "predict/kavier/KavierPredictor.h"

#include "common/CoastlineError.h"

#include <cmath>

KavierPredictor::KavierPredictor(const Catalog &catalog, KavierModel model)
    : m_catalog(catalog)
    , m_model(std::move(model))
{ }

std::optional<Prediction> KavierPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    try {
        const LlmSpec &llm = m_catalog.llm(workload.llmModel);
        const GpuSpec &gpu = m_catalog.gpu(workload.gpuModel);
        const KavierResult result = m_model.simulate(llm, gpu, workload.method, workload.tokensPerSample,
            candidate.batchSize, std::max(1, candidate.totalGpus / std::max(1, candidate.numberOfNodes)),
            candidate.numberOfNodes);
        if (!(std::isfinite(result.throughputTokensPerSecond) && result.throughputTokensPerSecond > 0)) {
            if (whyNot)
                *whyNot = QStringLiteral("kavier gave no usable throughput");
            return std::nullopt;
        }
        Prediction p;
        p.throughputTokensPerSecond = result.throughputTokensPerSecond;
        p.powerWattsPerGpu = result.powerWattsPerGpu;
        p.source = name();
        p.computeUtilization = result.mfu;
        p.memoryUtilization = result.memoryUtilization;
        if (!result.uncalibratedParts.isEmpty())
            p.notes.append(
                QStringLiteral("Kavier factors not calibrated for %1 / %2 / %3 on %4 GPUs (1.0 or the "
                               "nearest calibrated GPU count used): %5")
                    .arg(llm.name, workload.method, gpu.name)
                    .arg(candidate.totalGpus)
                    .arg(result.uncalibratedParts.join(QStringLiteral(", "))));
        return p;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}
