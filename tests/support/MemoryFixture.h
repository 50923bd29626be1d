#pragma once

#include "catalog/Catalog.h"
#include "feasibility/MemoryModel.h"
#include "model/Candidate.h"

#include <QString>
#include <algorithm>

/// What the memory-model tests share (test_memory_band, test_memory_peak, test_memory_limits): A100-80GB's
/// catalog name, a data-parallel layout, a model from the bundled catalog and the measured-runs fixtures.
/// Header-only; needs COASTLINE_TEST_DATA_DIR (every test target defines it).
namespace MemoryFixture {

inline const QString kA100 = QStringLiteral("NVIDIA-A100-SXM4-80GB");

/// `gpus` GPUs at `batch` samples per device, `perNode` GPUs per node (fewer when `gpus` is smaller).
inline Candidate layout(int gpus, qint64 batch, int perNode = 8)
{
    Candidate c;
    c.totalGpus = gpus;
    c.gpusPerNode = std::min(gpus, perNode);
    c.numberOfNodes = gpus / c.gpusPerNode;
    c.batchSize = batch;
    return c;
}

/// The memory model of the bundled catalog's `llm` on `gpu`.
inline MemoryModel modelOf(const QString &llm, const QString &gpu = kA100)
{
    const Catalog &catalog = Catalog::bundled();
    return MemoryModel(catalog.llm(llm), catalog.gpu(gpu));
}

/// tests/data/measured/<file>.
inline QString measured(const char *file)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/") + QLatin1String(file);
}

} // namespace MemoryFixture
