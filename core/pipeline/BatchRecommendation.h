#pragma once

#include "io/CsvTable.h"
#include "io/OutputTable.h"
#include "model/Configuration.h"
#include "pipeline/BatchResult.h"
#include "pipeline/RecommenderContext.h"

#include <QList>
#include <QStringList>
#include <QVariantList>
#include <atomic>
#include <functional>
#include <memory>

/// The one CSV-of-jobs engine, used by `coastline-cli recommend --input` and the desktop app's batch
/// window (cli.md "recommend", batch mode): reads a workloads CSV, checks each row (errors name the
/// file, line and column), recommends each job with the base configuration's policy, predictors, grid
/// and infrastructure, and gives the output rows in input order: the input columns, then the
/// `recommend` columns of the top-1 recommendation (without the workload columns the input already
/// has). A row that fails keeps its input cells, feasible=false and the error; the others still run.
///
/// The same engine runs `coastline-cli simulate --input` (Mode::Simulate): each row is one declared
/// configuration, checked and predicted on its own layout without ranking (BatchResult::simulated).
///
/// The catalog and predictors (RecommenderContext) are built once per file and shared read-only by
/// every row; run() recommends rows in parallel (chunks of rows per task, each row's candidates
/// serially) in blocks, so the results held stay bounded by the block, not the file.
class BatchRecommendation
{
public:
    /// What a row is.
    enum class Mode {
        Recommend, ///< a job: the top-1 recommendation of its grid (recommend --input, the batch window)
        Simulate, ///< a declared configuration: its verdict and prediction (simulate --input)
    };

    /// Reads `path` (packed: 10⁶ jobs take about 100 MB; up to InputLimits::jobsCsvCells cells). Throws
    /// CoastlineError when the file cannot be read or parsed, or lacks a column of
    /// WorkloadRow::requiredColumns() ("<file>: missing required columns: ...").
    BatchRecommendation(const Configuration &base, const QString &path);
    /// The same over a front end's `context` (not null; built from `base`, which it must match but for
    /// the workload). Mode::Simulate reads `path` with the default bounds (InputLimits::csvCells; a
    /// malformed row fails the file), needs every column of simulateColumns() and takes an empty layout
    /// cell as 1.
    BatchRecommendation(const Configuration &base, const QString &path,
        std::shared_ptr<const RecommenderContext> context, Mode mode = Mode::Recommend);

    /// The columns of a cases CSV (`simulate --input`), in output order: WorkloadRow's required then
    /// optional columns.
    static QStringList simulateColumns();
    /// Checks and predicts `job`'s workload (names resolved) on its own layout, gpus_per_node ×
    /// number_of_nodes (each 1 when unset), with `context` (built from `job` but for the workload): the
    /// prediction is made even when the verdict is infeasible. `warnings` receives the run's warnings
    /// and the prediction's notes. Throws CoastlineError for a layout over Limits::maxGpus GPUs and as
    /// Recommender does.
    static EvaluatedCandidate simulate(const Configuration &job,
        const std::shared_ptr<const RecommenderContext> &context, QStringList *warnings);

    /// The input's columns, in file order (every column is echoed to the output).
    QStringList inputColumns() const { return m_input.header(); }
    /// Number of jobs (data rows).
    int rowCount() const { return m_input.rowCount(); }
    /// The file name as given.
    QString fileName() const { return m_input.fileName(); }
    /// The 1-based source line of data row `row` (0-based, < rowCount()).
    int lineOf(int row) const { return m_input.lineOf(row); }

    /// Recommends (Mode::Simulate: simulates) data row `row` (0-based). Never throws: errors end up in
    /// BatchResult::error.
    /// `cancelled` is polled between candidates (a cancelled row has a partial result or an error).
    BatchResult recommendRow(int row, const std::atomic_bool *cancelled = nullptr) const;
    /// recommendRow() for every row, in input order (run() collected in a list).
    QList<BatchResult> recommendAll() const;

    /// Receives each result, in input order, on the thread that called run().
    using Sink = std::function<void(const BatchResult &result)>;
    /// Called from worker threads before each row; true stops the run (must be thread-safe).
    using StopCheck = std::function<bool()>;
    /// Recommends every row, several rows at a time on a thread pool of its own, and hands the results
    /// to `sink` in input order, one block (blockRows() rows) at a time. When `stop` returns true no
    /// further row starts; rows already started finish, and the results are delivered up to the first
    /// row that did not run. Returns the number of results delivered (rowCount() unless stopped).
    /// Results are identical to recommendRow()'s.
    int run(const Sink &sink, const StopCheck &stop = {}) const;
    /// Rows recommended per block of run() (bounds the results held in memory at once).
    static int blockRows();

    /// One row as run(render, …) delivers it: what the sink needs besides the result itself.
    struct Rendered
    {
        int row = -1; ///< 0-based data row
        bool ok = false; ///< BatchResult::ok(): the row was recommended
        QStringList warnings; ///< BatchResult::warnings
        QByteArray text; ///< made by `render` (e.g. the row's output line)
        QByteArray messages; ///< made by `render` (e.g. the row's warnings as lines for stderr)
    };
    /// Fills `out.text` and `out.messages` from a result (row, ok and warnings are already set);
    /// called on worker threads (must be thread-safe).
    using Render = std::function<void(const BatchResult &result, Rendered &out)>;
    /// Receives each rendered row, in input order, on the thread that called run().
    using RenderedSink = std::function<void(const Rendered &row)>;
    /// run(), with each result rendered by `render` on the worker thread that recommended it, so
    /// formatting runs in parallel too and a row's Evaluation is freed by the thread that made it. The
    /// rows of a block are recommended in chunks of chunkRows() rows per task (one hand-off per chunk),
    /// and the next block already runs while this one is delivered (two blocks in memory at most).
    /// Same stop rule and return value as run(sink, stop); when `sink` throws, the running rows finish
    /// first.
    int run(const Render &render, const RenderedSink &sink, const StopCheck &stop = {}) const;
    /// Rows per task of run(render, …).
    static int chunkRows();

    /// The result columns: RecommendationRows::recommendColumns() without its workload columns, with the
    /// layout columns that the input also has renamed (batch_size → recommended_batch_size,
    /// gpus_per_node → recommended_gpus_per_node, number_of_nodes → recommended_number_of_nodes), so no
    /// output has two columns of one name (docs/cli.md "Batch output").
    static QStringList resultColumns();
    /// Those of resultColumns() that `recommend --input --format table` shows after the input columns
    /// (OutputColumns::BriefBatch), in order.
    static QStringList briefResultColumns();
    /// The output header: `inputColumns`, then resultColumns(); a result column whose name the input
    /// also has (an extra input column such as `rank`) is prefixed `recommended_` (again, until unique).
    static QStringList outputColumns(const QStringList &inputColumns);
    /// The output cells of `result`'s input (numbers as numbers, empty cells missing).
    static QVariantList inputRow(const BatchResult &result);
    /// The result cells of `result`, in resultColumns() order (feasible=false and the error on failure).
    static QVariantList resultRow(const BatchResult &result);
    /// The output table: `inputColumns` then resultColumns(), one row per result.
    static OutputTable table(const QStringList &inputColumns, const QList<BatchResult> &results);

private:
    BatchResult recommend(int row, bool parallelCandidates, const std::atomic_bool *cancelled) const;

    Configuration m_base;
    Mode m_mode = Mode::Recommend;
    std::shared_ptr<const RecommenderContext> m_context;
    CsvTable m_input;
};
