// RecommendationSummary's memory-risk sentence (issue 37, fresh-user finding: worded for the margin in
// use). RecommendationSummary.cpp has the rest.
#include "feasibility/MemoryModel.h"
#include "report/RecommendationSummary.h"

#include <QCoreApplication>

QString RecommendationSummary::tightMemoryNote(const MemoryBreakdown &memory, double margin)
{
    if (!(margin > 0))
        return QCoreApplication::translate("RecommendationRows",
            "Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs "
            "both "
            "ran and ran out of memory; --memory-margin 1 rejects such configurations.")
            .arg(memory.totalGb, 0, 'f', 2)
            .arg(memory.capacityGb, 0, 'f', 2);
    const double acceptedGb
        = MemoryModel::Estimate::limitBytes(memory.capacityGb * MemoryModel::kBytesPerGb, margin)
        / MemoryModel::kBytesPerGb;
    return QCoreApplication::translate("RecommendationRows",
        "Memory is tight: the pick needs %1 GB of %2 GB per GPU, inside the band where measured runs "
        "both ran and ran out of memory; --memory-margin %3 accepts it because it accepts up to "
        "%4 GB (--memory-margin 1 rejects every tight configuration).")
        .arg(memory.totalGb, 0, 'f', 2)
        .arg(memory.capacityGb, 0, 'f', 2)
        .arg(margin)
        .arg(acceptedGb, 0, 'f', 2);
}
