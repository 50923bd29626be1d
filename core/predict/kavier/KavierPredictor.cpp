#include "predict/kavier/KavierPredictor.h"

#include "common/CoastlineError.h"
#include "predict/WorkloadCache.h"

#include <algorithm>
#include <cmath>

KavierPredictor::KavierPredictor(const Catalog &catalog, KavierModel model)
    : m_catalog(catalog)
    , m_model(std::move(model))
    , m_id(WorkloadCache<Entry>::newOwner())
{ }

KavierPredictor::Entry &KavierPredictor::prepared(const Workload &workload) const
{
    return WorkloadCache<Entry>::value(m_id, workload, [&] {
        return Entry {m_model.prepare(m_catalog.llm(workload.llmModel), m_catalog.gpu(workload.gpuModel),
                          workload.method),
            {}};
    });
}

std::optional<Prediction> KavierPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    try {
        Entry &entry = prepared(workload);
        const KavierResult result = m_model.simulate(entry.prepared, workload.tokensPerSample,
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
        // Raw data: copies share the static text without a reference count (threads do not contend).
        static const QString source
            = QString::fromRawData(PredictorId::Kavier.data(), PredictorId::Kavier.size());
        p.source = source;
        p.computeUtilization = result.mfu;
        p.memoryUtilization = result.memoryUtilization;
        if (result.uncalibrated) {
            // The parts depend on the simulated GPU count, the text on the candidate's: both are made
            // once per key and shared by the predictions.
            const std::pair<int, int> key {candidate.totalGpus, result.simulatedTotalGpus};
            auto known = std::find_if(entry.notes.cbegin(), entry.notes.cend(),
                [&](const Entry::Note &note) { return note.key == key; });
            if (known == entry.notes.cend()) {
                const QStringList parts = result.uncalibratedParts();
                Entry::Note note {key, {}, {}};
                QStringList shown; // user words, not the model's internal names
                for (const QString &part : parts) {
                    if (part
                        != u"mgc_snapped") // a snapped multi-GPU correction is calibrated, for another count
                        note.factors.append(part);
                    shown.append(part == u"mgc_snapped"
                            ? QStringLiteral("multi-GPU correction of the nearest calibrated GPU count")
                            : part);
                }
                note.text.append(
                    QStringLiteral("Kavier factors not calibrated for %1 / %2 / %3 on %4 (1.0 or the "
                                   "nearest calibrated GPU count used): %5")
                        .arg(m_catalog.llm(workload.llmModel).name, workload.method,
                            m_catalog.gpu(workload.gpuModel).name)
                        .arg(candidate.totalGpus == 1 ? QStringLiteral("1 GPU")
                                                      : QStringLiteral("%1 GPUs").arg(candidate.totalGpus))
                        .arg(shown.join(QStringLiteral(", "))));
                entry.notes.append(std::move(note));
                known = entry.notes.cend() - 1;
            }
            p.uncalibratedFactors = known->factors;
            p.notes = known->text;
        }
        return p;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}
