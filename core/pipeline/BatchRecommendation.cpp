#include "pipeline/BatchRecommendation.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "common/WorkerPool.h"
#include "pipeline/Recommender.h"
#include "pipeline/WorkloadRow.h"
#include "predict/measured/MeasuredRuns.h"
#include "report/OutputColumns.h"
#include "report/RecommendationRows.h"

#include <QFuture>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <array>
#include <exception>
#include <optional>

BatchRecommendation::BatchRecommendation(const Configuration &base, const QString &path)
    : BatchRecommendation(base, path, std::make_shared<const RecommenderContext>(base))
{ }

BatchRecommendation::BatchRecommendation(const Configuration &base, const QString &path,
    std::shared_ptr<const RecommenderContext> context, Mode mode)
    : m_base(base)
    , m_mode(mode)
    , m_context(std::move(context))
    , m_input(mode == Mode::Simulate ? CsvTable::read(path)
                                     : CsvTable::read(path, InputLimits::jobsCsvCells, true))
{
    m_input.requireColumns(mode == Mode::Simulate ? simulateColumns() : WorkloadRow::requiredColumns());
}

QStringList BatchRecommendation::simulateColumns()
{
    return WorkloadRow::requiredColumns() + WorkloadRow::optionalColumns();
}

EvaluatedCandidate BatchRecommendation::simulate(
    const Configuration &job, const std::shared_ptr<const RecommenderContext> &context, QStringList *warnings)
{
    const int gpusPerNode = job.workload.gpusPerNode.value_or(1);
    const int nodes = job.workload.numberOfNodes.value_or(1);
    const qint64 totalGpus = qint64(gpusPerNode) * nodes;
    if (totalGpus > Limits::maxGpus)
        throw CoastlineError(
            QStringLiteral("%1 GPUs per node × %2 nodes = %3 GPUs is more than the limit of %4 GPUs")
                .arg(gpusPerNode)
                .arg(nodes)
                .arg(totalGpus)
                .arg(Limits::maxGpus));
    const Recommender recommender(job, context);
    Candidate candidate {int(totalGpus), gpusPerNode, nodes, job.workload.batchSize};
    // A declared layout (--tp/--pp/--cp, or a one-entry search.layouts list): checked against the job.
    const LayoutSearch &layouts = job.search.layouts;
    if (layouts.mode == LayoutSearch::Mode::List && layouts.layouts.size() == 1) {
        candidate.layout = layouts.layouts.constFirst();
        const QString why = candidate.layout.rejection(
            context->catalog().llm(recommender.configuration().workload.llmModel), candidate.totalGpus,
            gpusPerNode, job.workload.tokensPerSample,
            context->catalog().gpu(recommender.configuration().workload.gpuModel).nvlinkDomainGpus);
        // named by the flags or key that declared it (--tp/--pp/--cp, search.layouts), as recommend does
        const QString key = QStringLiteral("search.layouts");
        const QString where = job.describe(key, layouts.name());
        if (!why.isEmpty())
            throw CoastlineError(QStringLiteral("%1parallel layout %2")
                                     .arg(where == key ? QString() : where + QStringLiteral(": "), why));
    }
    EvaluatedCandidate result = recommender.evaluateOne(candidate);
    if (warnings) {
        *warnings = MeasuredRuns::withoutNoCatalogMatch(recommender.warnings())
            + (result.prediction ? result.prediction->notes : QStringList());
        if (const QString padded = candidate.layout.paddingWarning(job.workload.tokensPerSample);
            !padded.isEmpty())
            warnings->append(padded);
    }
    return result;
}

BatchResult BatchRecommendation::recommendRow(int row, const std::atomic_bool *cancelled) const
{
    return recommend(row, true, cancelled);
}

BatchResult BatchRecommendation::recommend(
    int row, bool parallelCandidates, const std::atomic_bool *cancelled) const
{
    BatchResult result;
    result.row = row;
    for (const QString &column : m_input.header())
        result.inputCells.append(m_input.cell(row, column));
    try {
        if (const QString malformed = m_input.rowError(row); !malformed.isEmpty())
            throw CoastlineError(malformed);
        Configuration job = m_base;
        job.workload = WorkloadRow::parse(m_input, row, m_context->catalog(), m_mode == Mode::Simulate);
        if (m_mode == Mode::Simulate) {
            QStringList warnings;
            result.simulated = simulate(job, m_context, &warnings);
            result.warnings = warnings;
            return result;
        }
        Recommender recommender(job, m_context, false); // recommend rows: no inverse answers or fixes
        recommender.setParallelCandidates(parallelCandidates);
        auto evaluation = std::make_shared<Evaluation>(recommender.evaluate(cancelled));
        result.warnings = MeasuredRuns::withoutNoCatalogMatch(evaluation->warnings);
        result.ranking = Ranker::rank(*evaluation, RankingPolicy::fromConfiguration(evaluation->config));
        result.best = result.ranking.rows.first();
        result.evaluation = std::move(evaluation);
    } catch (const CoastlineError &e) {
        result.error = WorkloadRow::located(m_input, row, e.message());
    } catch (const std::exception &e) {
        result.error = WorkloadRow::located(m_input, row, QString::fromUtf8(e.what()));
    }
    return result;
}

QList<BatchResult> BatchRecommendation::recommendAll() const
{
    QList<BatchResult> results;
    results.reserve(rowCount());
    run([&](const BatchResult &result) { results.append(result); });
    return results;
}

int BatchRecommendation::blockRows()
{
    return 1024;
}

int BatchRecommendation::run(const Sink &sink, const StopCheck &stop) const
{
    int delivered = 0;
    const std::function<std::optional<BatchResult>(const int &)> one = [&](const int &row) {
        if (stop && stop())
            return std::optional<BatchResult>();
        return std::optional<BatchResult>(recommend(row, false, nullptr));
    };
    QList<int> rows;
    for (int first = 0; first < rowCount(); first += blockRows()) {
        rows.clear();
        for (int row = first; row < std::min(rowCount(), first + blockRows()); ++row)
            rows.append(row);
        const QList<std::optional<BatchResult>> block
            = QtConcurrent::blockingMapped<QList<std::optional<BatchResult>>>(
                WorkerPool::pool(WorkerPool::Level::BatchRows), rows, one);
        for (const std::optional<BatchResult> &result : block) {
            if (!result)
                return delivered;
            sink(*result);
            ++delivered;
        }
    }
    return delivered;
}

int BatchRecommendation::chunkRows()
{
    return 32;
}

int BatchRecommendation::run(const Render &render, const RenderedSink &sink, const StopCheck &stop) const
{
    struct Chunk
    {
        int first = 0; ///< first row
        int count = 0; ///< rows in the chunk
        QList<Rendered> rows; ///< the rows that ran, from `first` on (fewer than `count` when stopped)
    };
    const std::function<void(Chunk &)> runChunk = [&](Chunk &chunk) {
        chunk.rows.reserve(chunk.count);
        for (int row = chunk.first; row < chunk.first + chunk.count; ++row) {
            if (stop && stop())
                return;
            const BatchResult result = recommend(row, false, nullptr);
            Rendered &out = chunk.rows.emplaceBack();
            out.row = row;
            out.ok = result.ok();
            out.warnings = result.warnings;
            render(result, out);
        }
    };
    // Two blocks in flight: while this thread waits for block b and delivers it, the workers already
    // run block b + 1, so a worker that is done never waits for a slow one (or for the delivery).
    std::array<QList<Chunk>, 2> chunks;
    std::array<QFuture<void>, 2> running;
    struct WaitForWorkers // the workers use the locals above: never leave while they run (a sink may throw)
    {
        std::array<QFuture<void>, 2> &running;
        ~WaitForWorkers()
        {
            for (QFuture<void> &future : running) {
                future.cancel();
                future.waitForFinished();
            }
        }
    } waitForWorkers {running};
    auto start = [&](int block) {
        QList<Chunk> &list = chunks[size_t(block % 2)];
        list.clear();
        const int first = block * blockRows();
        const int end = std::min(rowCount(), first + blockRows());
        for (int row = first; row < end; row += chunkRows())
            list.append({row, std::min(chunkRows(), end - row), {}});
        running[size_t(block % 2)]
            = QtConcurrent::map(WorkerPool::pool(WorkerPool::Level::BatchRows), list, runChunk);
    };
    int delivered = 0;
    const int blocks = (rowCount() + blockRows() - 1) / blockRows();
    if (blocks > 0)
        start(0);
    for (int block = 0; block < blocks; ++block) {
        if (block + 1 < blocks)
            start(block + 1);
        running[size_t(block % 2)].waitForFinished();
        for (const Chunk &chunk : std::as_const(chunks[size_t(block % 2)])) {
            for (const Rendered &row : chunk.rows) {
                sink(row);
                ++delivered;
            }
            if (chunk.rows.size() < chunk.count)
                return delivered;
        }
    }
    return delivered;
}

QStringList BatchRecommendation::resultColumns()
{
    static const QStringList renamed {
        QStringLiteral("batch_size"), QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes")};
    QStringList columns = RecommendationRows::recommendColumns();
    for (const QString &column : RecommendationRows::workloadColumns())
        columns.removeOne(column);
    for (QString &column : columns)
        if (renamed.contains(column))
            column.prepend(QStringLiteral("recommended_"));
    return columns;
}

QStringList BatchRecommendation::briefResultColumns()
{
    const QStringList brief = OutputColumns::names(OutputColumns::recommend(), OutputColumns::BriefBatch);
    QStringList columns;
    for (const QString &column : resultColumns())
        if (brief.contains(QString(column).remove(QStringLiteral("recommended_"))))
            columns.append(column);
    return columns;
}

QStringList BatchRecommendation::outputColumns(const QStringList &inputColumns)
{
    QStringList columns = inputColumns;
    for (QString column : resultColumns()) {
        while (columns.contains(column))
            column.prepend(QStringLiteral("recommended_"));
        columns.append(column);
    }
    return columns;
}

QVariantList BatchRecommendation::inputRow(const BatchResult &result)
{
    QVariantList cells;
    for (const QString &cell : result.inputCells)
        cells.append(WorkloadRow::outputCell(cell));
    return cells;
}

QVariantList BatchRecommendation::resultRow(const BatchResult &result)
{
    // Where each result column is in the full recommend row (computed once: the columns are fixed).
    static const QList<qsizetype> positions = [] {
        QList<qsizetype> p;
        const QStringList all = OutputColumns::names(OutputColumns::recommend());
        for (QString column : resultColumns())
            p.append(all.indexOf(column.remove(QStringLiteral("recommended_"))));
        return p;
    }();
    QVariantList cells(positions.size());
    // The top-1 row only (recommendRows(…, true).first() without the other top_k rows).
    const QVariantList full = result.ok() ? OutputColumns::row(OutputColumns::recommend(),
                                  {*result.evaluation, *result.bestCandidate(), &result.ranking.rows.first(),
                                      result.ranking.policy, std::nullopt})
                                          : RecommendationRows::failedRow(result.error);
    for (qsizetype i = 0; i < positions.size(); ++i)
        cells[i] = full.at(positions.at(i));
    return cells;
}

OutputTable BatchRecommendation::table(const QStringList &inputColumns, const QList<BatchResult> &results)
{
    OutputTable out(outputColumns(inputColumns));
    for (const BatchResult &result : results)
        out.addRow(inputRow(result) + resultRow(result));
    return out;
}
