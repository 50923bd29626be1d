// RecommendationSummary's layout sentences (issue 35 item 4): the layout alternative the data-parallel
// search did not try, and what would fit when nothing does. RecommendationSummary.cpp has the rest.
#include "report/RecommendationSummary.h"

#include <QCoreApplication>

QString RecommendationSummary::layoutAlternative(const Evaluation &evaluation, const Ranking &ranking)
{
    if (!evaluation.layoutAlternative)
        return {};
    const LayoutAlternative &alternative = *evaluation.layoutAlternative;
    const Candidate &c = alternative.candidate.candidate;
    const QString layout = layoutDegrees(c.layout);
    const EvaluatedCandidate *pick = ranking.rows.isEmpty() ? nullptr : &ranking.candidateAt(evaluation, 0);
    switch (alternative.kind) {
    case LayoutAlternative::Kind::Faster: {
        // Measured against the pick shown: a re-rank may have moved it to another GPU count.
        if (!pick || pick->candidate.totalGpus != c.totalGpus || !pick->prediction
            || !alternative.candidate.prediction)
            return {};
        const double ratio = alternative.candidate.prediction->throughputTokensPerSecond
            / pick->prediction->throughputTokensPerSecond;
        if (!(ratio > 1))
            return {};
        // The search tries every batch of the grid with each layout, so the layout's total batch
        // (per-device batch × dp) may differ from the pick's: say which.
        const qint64 total = c.totalBatch();
        const qint64 pickTotal = pick->candidate.totalBatch();
        if (total == pickTotal)
            return QCoreApplication::translate("RecommendationRows",
                "%1 fits at batch %2 per device (the same total batch of %5) and is %3× faster on the same "
                "%4 "
                "GPUs (--layouts auto searches parallel layouts).")
                .arg(layout)
                .arg(c.batchSize)
                .arg(ratio, 0, 'f', 2)
                .arg(c.totalGpus)
                .arg(total);
        return QCoreApplication::translate("RecommendationRows",
            "%1 fits at batch %2 per device (a total batch of %5, the pick's is %6) and is %3× faster on the "
            "same %4 GPUs (--layouts auto searches parallel layouts).")
            .arg(layout)
            .arg(c.batchSize)
            .arg(ratio, 0, 'f', 2)
            .arg(c.totalGpus)
            .arg(total)
            .arg(pickTotal);
    }
    case LayoutAlternative::Kind::Fits:
        if (pick)
            return {};
        return QCoreApplication::translate("RecommendationRows",
            "No data-parallel configuration fits, but %1 does: %2 GPUs (%3 × %4), batch %5 per device "
            "(--layouts auto searches parallel layouts).")
            .arg(layout)
            .arg(c.totalGpus)
            .arg(c.gpusPerNode)
            .arg(c.numberOfNodes)
            .arg(c.batchSize);
    case LayoutAlternative::Kind::FewerGpus: {
        if (pick && pick->candidate.totalGpus <= c.totalGpus)
            return {};
        // At the walk's total batch (RecommenderLayouts); a fit inside the memory risk band says so.
        const bool tight = alternative.candidate.verdict.memoryVerdict == MemoryVerdict::Tight;
        QString text = pick ? (tight ? QCoreApplication::translate("RecommendationRows",
                                   "With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: "
                                   "inside the memory risk band), fewer than the %6 data parallel needs "
                                   "(simulate --tp/--pp/--cp checks a layout).")
                                     : QCoreApplication::translate("RecommendationRows",
                                         "With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit, fewer "
                                         "than the %6 data parallel needs (simulate --tp/--pp/--cp checks a "
                                         "layout)."))
            : tight         ? QCoreApplication::translate("RecommendationRows",
                          "With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit (tight: inside "
                                  "the memory risk band) where data parallelism does not (simulate "
                                  "--tp/--pp/--cp checks a layout).")
                            : QCoreApplication::translate("RecommendationRows",
                                "With %1, %2 GPUs (%3 × %4) at batch %5 per device would fit where data "
                                        "parallelism does not (simulate --tp/--pp/--cp checks a layout).");
        text = text.arg(layout).arg(c.totalGpus).arg(c.gpusPerNode).arg(c.numberOfNodes).arg(c.batchSize);
        return pick ? text.arg(pick->candidate.totalGpus) : text;
    }
    }
    return {};
}

QString RecommendationSummary::whatWouldFit(const Evaluation &evaluation)
{
    QStringList parts;
    for (const QString &part : {closestFit(evaluation), layoutAlternative(evaluation, Ranking {})})
        if (!part.isEmpty())
            parts << part;
    return parts.join(u' ');
}
