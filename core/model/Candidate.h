#pragma once

#include <QStringList>
#include <QtGlobal>

/// One point of the search: a GPU layout and a per-device batch size (seed "Grid").
struct Candidate
{
    int totalGpus = 0; ///< total GPUs = gpusPerNode × numberOfNodes
    int gpusPerNode = 0;
    int numberOfNodes = 0;
    qint64 batchSize = 0; ///< per-device batch size

    /// Total batch across GPUs = per-device batch × total GPUs.
    qint64 totalBatch() const { return batchSize * totalGpus; }
    bool operator==(const Candidate &) const = default;
};

/// The cluster the job may use (spec "Configuration file", `infrastructure`).
struct Infrastructure
{
    int totalGpus = 32; ///< cluster-wide GPU budget, ≥ 1
    int maxNodes = 4; ///< ≥ 1
    int maxGpusPerNode = 8; ///< ≥ 1
    QStringList gpuModels; ///< GPU types present (the GUI restricts its picker to them)
};
