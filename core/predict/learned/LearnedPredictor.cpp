#include "predict/learned/LearnedPredictor.h"

#include <cmath>

LearnedPredictor::LearnedPredictor(std::shared_ptr<const LearnedModel> model, const Catalog &catalog,
    std::shared_ptr<const ThroughputPredictor> base, bool deferOutsideDomain)
    : m_model(std::move(model))
    , m_catalog(catalog)
    , m_base(std::move(base))
    , m_deferOutsideDomain(deferOutsideDomain)
{ }

std::optional<Prediction> LearnedPredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    std::vector<PredictionOutcome> outcome = predictMany(workload, std::span(&candidate, 1));
    if (whyNot && !outcome.front().prediction)
        *whyNot = outcome.front().whyNot;
    return std::move(outcome.front().prediction);
}

std::vector<PredictionOutcome> LearnedPredictor::predictMany(
    const Workload &workload, std::span<const Candidate> candidates) const
{
    std::vector<PredictionOutcome> out = m_base->predictMany(workload, candidates);
    QList<FeatureRow> rows;
    std::vector<size_t> rowAt;
    rows.reserve(qsizetype(candidates.size()));
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (!out[i].prediction || !candidates[i].layout.isDataParallel())
            continue; // a parallel layout keeps its base model's prediction (trained on data-parallel runs)
        const Candidate &c = candidates[i];
        const double base = out[i].prediction->throughputTokensPerSecond;
        rows.append(rows.isEmpty()
                ? FeatureRow::make(m_catalog, workload.llmModel, workload.method, workload.gpuModel,
                    c.numberOfNodes, c.totalGpus, workload.tokensPerSample, c.batchSize, base)
                : rows.constFirst().withConfiguration(
                    c.numberOfNodes, c.totalGpus, workload.tokensPerSample, c.batchSize, base));
        rowAt.push_back(i);
    }
    if (rows.isEmpty())
        return out;
    const QList<LearnedEstimate> estimates = m_model->estimate(rows);
    // Candidates outside the domain for the same reason share one note (the reasons are shared texts).
    QString lastOutside, lastNote;
    auto note = [&](const QString &outside, const QString &prefix, const QString &suffix) {
        if (outside.isEmpty() || outside != lastOutside || !lastNote.startsWith(prefix)) {
            lastOutside = outside;
            lastNote = prefix + outside + suffix;
        }
        return lastNote;
    };
    const QString deferredPrefix
        = QStringLiteral("outside the %1 model's training domain (").arg(m_model->name());
    for (size_t j = 0; j < rowAt.size(); ++j) {
        const LearnedEstimate &estimate = estimates[qsizetype(j)];
        PredictionOutcome &outcome = out[rowAt[j]];
        Prediction &base = *outcome.prediction;
        if (!estimate.inDomain && m_deferOutsideDomain) {
            base.inDomain = false;
            base.notes.append(note(
                estimate.outsideDomain, deferredPrefix, QStringLiteral("): %1 used").arg(m_base->name())));
            continue;
        }
        if (!std::isfinite(estimate.throughputTokensPerSecond) || !(estimate.throughputTokensPerSecond > 0)) {
            outcome.prediction.reset();
            outcome.whyNot = QStringLiteral("%1 gave no usable throughput").arg(m_model->name());
            continue;
        }
        Prediction p;
        p.throughputTokensPerSecond = estimate.throughputTokensPerSecond;
        p.powerWattsPerGpu = base.powerWattsPerGpu;
        p.source = m_model->name();
        p.throughputUncertaintyPercent = estimate.uncertaintyPercent;
        p.inDomain = estimate.inDomain;
        if (!estimate.inDomain)
            p.notes.append(note(estimate.outsideDomain, QStringLiteral("extrapolated: "), QString()));
        outcome.prediction = std::move(p);
    }
    return out;
}
