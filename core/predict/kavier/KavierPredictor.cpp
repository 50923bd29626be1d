#include "predict/kavier/KavierPredictor.h"

#include "common/CoastlineError.h"

#include <atomic>
#include <cmath>

namespace {
std::atomic<quint64> nextId {1};
} // namespace

KavierPredictor::KavierPredictor(const Catalog &catalog, KavierModel model)
    : m_catalog(catalog)
    , m_model(std::move(model))
    , m_id(nextId++)
{ }

const KavierModel::Prepared &KavierPredictor::prepared(const Workload &workload) const
{
    struct Entry
    {
        quint64 id = 0;
        QString llm, gpu, method;
        KavierModel::Prepared prepared;
    };
    thread_local Entry entry;
    if (entry.id != m_id || entry.llm != workload.llmModel || entry.gpu != workload.gpuModel
        || entry.method != workload.method) {
        entry.id = 0; // stays invalid if prepare() throws
        entry.prepared = m_model.prepare(
            m_catalog.llm(workload.llmModel), m_catalog.gpu(workload.gpuModel), workload.method);
        entry.llm = workload.llmModel;
        entry.gpu = workload.gpuModel;
        entry.method = workload.method;
        entry.id = m_id;
    }
    return entry.prepared;
}

std::optional<Prediction> KavierPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    try {
        const KavierResult result = m_model.simulate(prepared(workload), workload.tokensPerSample,
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
        for (const QString &part : result.uncalibratedParts)
            if (part != u"mgc_snapped") // a snapped multi-GPU correction is calibrated, for another count
                p.uncalibratedFactors.append(part);
        if (!result.uncalibratedParts.isEmpty())
            p.notes.append(
                QStringLiteral("Kavier factors not calibrated for %1 / %2 / %3 on %4 GPUs (1.0 or the "
                               "nearest calibrated GPU count used): %5")
                    .arg(m_catalog.llm(workload.llmModel).name, workload.method,
                        m_catalog.gpu(workload.gpuModel).name)
                    .arg(candidate.totalGpus)
                    .arg(result.uncalibratedParts.join(QStringLiteral(", "))));
        return p;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}
