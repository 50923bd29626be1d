#pragma once

#include "model/Candidate.h"
#include "model/TrainingSetup.h"
#include "model/Workload.h"

#include <QList>
#include <QString>
#include <QStringList>

class Catalog;

/// One measured run as the roofline fit and `evaluate --predictor roofline` read it: the workload, the
/// layout, the training stack the run used and its measured whole-job throughput.
struct RooflineRun
{
    Workload workload; ///< catalog names, per-device micro-batch
    Candidate candidate;
    TrainingSetup setup;
    double interNodeGbps = 0; ///< 0 = the GPU's default
    double measuredTokensPerSecond = 0;
    QString file;
    int line = 0;
};

/// Measured-runs CSVs in the flat schema of spec decision 6 (`number_gpus` total, `batch_size` total),
/// read row by row with MeasuredRunsCsv (the one reader: the batch pair, the stack columns and the one
/// precision-cell rule), with the optional per-run columns of the development data (../shared/reference/
/// measured/README.md): `per_device_batch`, the stack columns of MeasuredRunsCsv::readStack, `outcome`
/// (only `ran` rows are used) and `inter_node_gbps`. Columns a file lacks take the default training stack
/// (TrainingSetup{}). Rows with is_valid ≠ 1, another outcome, no positive throughput or an impossible
/// layout are skipped and counted; a model or GPU the catalog lacks is an error, except on a row whose
/// optional `needs` cell names what it needs (tests/data/measured/nemo_scaleout.csv: `nvfp4`, `GB300`,
/// `catalog model`, …): such a row is skipped and counted ("needs …: why") when it cannot be described.
class RooflineRuns
{
public:
    /// Reads `path`. Throws CoastlineError "<path>:<line>: …" for an unreadable file, a missing required
    /// column or a malformed stack cell.
    static RooflineRuns load(const QString &path, const Catalog &catalog);

    const QList<RooflineRun> &runs() const { return m_runs; }
    int skipped() const { return m_skipped; }
    /// The first few skip reasons, "<file>:<line>: …".
    const QStringList &skipReasons() const { return m_skipReasons; }

    /// Appends `other`'s runs and counts.
    void append(const RooflineRuns &other);
    /// Adds one run (a fit or a scan over runs chosen from several files).
    void append(const RooflineRun &run) { m_runs.append(run); }

private:
    QList<RooflineRun> m_runs;
    int m_skipped = 0;
    QStringList m_skipReasons;
};
