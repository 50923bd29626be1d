#include "pipeline/BatchRecommendation.h"

#include "common/CoastlineError.h"
#include "pipeline/Recommender.h"
#include "pipeline/WorkloadRow.h"
#include "report/RecommendationRows.h"

#include <exception>

BatchRecommendation::BatchRecommendation(const Configuration &base, const QString &path)
    : m_base(base)
    , m_catalog(Catalog::effective(base))
    , m_input(CsvTable::read(path))
{
    m_input.requireColumns(WorkloadRow::requiredColumns());
}

BatchResult BatchRecommendation::recommendRow(int row, const std::atomic_bool *cancelled) const
{
    BatchResult result;
    result.row = row;
    for (const QString &column : m_input.header())
        result.inputCells.append(m_input.cell(row, column));
    try {
        Configuration job = m_base;
        job.workload = WorkloadRow::parse(m_input, row, m_catalog, false);
        const Recommender recommender(job);
        auto evaluation = std::make_shared<Evaluation>(recommender.evaluate(cancelled));
        result.warnings = evaluation->warnings;
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
    for (int row = 0; row < rowCount(); ++row)
        results.append(recommendRow(row));
    return results;
}

QStringList BatchRecommendation::resultColumns()
{
    QStringList columns = RecommendationRows::recommendColumns();
    for (const QString &column : RecommendationRows::workloadColumns())
        columns.removeOne(column);
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
    const QStringList columns = resultColumns();
    QVariantList cells(columns.size());
    const QStringList all = RecommendationRows::recommendColumns();
    const QVariantList full = result.ok()
        ? RecommendationRows::recommendRows(*result.evaluation, result.ranking, true).first()
        : RecommendationRows::failedRow(result.error);
    for (int i = 0; i < columns.size(); ++i)
        cells[i] = full.at(all.indexOf(columns.at(i)));
    return cells;
}

OutputTable BatchRecommendation::table(const QStringList &inputColumns, const QList<BatchResult> &results)
{
    OutputTable out(inputColumns + resultColumns());
    for (const BatchResult &result : results)
        out.addRow(inputRow(result) + resultRow(result));
    return out;
}
