#include "batch/BatchResult.h"

#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "io/OutputTable.h"
#include "pipeline/Recommender.h"
#include "rank/Ranking.h"
#include "report/RecommendationRows.h"

#include <exception>

namespace BatchRecommendation {

QStringList requiredInputColumns()
{
    return {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")};
}

QStringList optionalInputColumns()
{
    return {QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes")};
}

QStringList inputColumns(const CsvTable &table)
{
    QStringList columns = requiredInputColumns();
    for (const QString &optional : optionalInputColumns()) {
        if (table.hasColumn(optional))
            columns << optional;
    }
    return columns;
}

BatchResult recommendRow(
    const Configuration &base, const CsvTable &table, int row, const std::atomic_bool *cancelled)
{
    BatchResult result;
    result.row = row;
    for (const QString &column : inputColumns(table))
        result.inputCells << table.cell(row, column);
    try {
        Configuration config = base;
        config.sourcePath.clear();
        Workload &w = config.workload;
        w.llmModel = table.cell(row, QStringLiteral("llm_model"));
        w.method = table.cell(row, QStringLiteral("fine_tuning_method"));
        w.gpuModel = table.cell(row, QStringLiteral("gpu_model"));
        w.tokensPerSample = table.integer(row, QStringLiteral("tokens_per_sample"));
        w.batchSize = table.integer(row, QStringLiteral("batch_size"));
        w.gpusPerNode.reset();
        w.numberOfNodes.reset();
        if (!table.cell(row, QStringLiteral("gpus_per_node")).isEmpty())
            w.gpusPerNode = int(table.integer(row, QStringLiteral("gpus_per_node")));
        if (!table.cell(row, QStringLiteral("number_of_nodes")).isEmpty())
            w.numberOfNodes = int(table.integer(row, QStringLiteral("number_of_nodes")));
        const Recommender recommender(config);
        auto evaluation = std::make_shared<Evaluation>(recommender.evaluate(cancelled));
        result.ranking = Ranker::rank(*evaluation, RankingPolicy::fromConfiguration(config));
        result.best = result.ranking.rows.first();
        result.evaluation = std::move(evaluation);
    } catch (const CoastlineError &error) {
        result.error = error.message();
    } catch (const std::exception &error) {
        result.error = QString::fromUtf8(error.what());
    }
    return result;
}

QByteArray toCsv(const QStringList &inputColumns, const QList<BatchResult> &results)
{
    OutputTable table(inputColumns + RecommendationRows::recommendColumns());
    for (const BatchResult &result : results) {
        QVariantList cells;
        for (const QString &cell : result.inputCells)
            cells << cell;
        if (result.ok()) {
            const QList<QVariantList> rows
                = RecommendationRows::recommendRows(*result.evaluation, result.ranking, true);
            cells += rows.constFirst();
        } else {
            while (cells.size() < inputColumns.size())
                cells << QVariant();
            cells += RecommendationRows::failedRow(result.error);
        }
        table.addRow(cells);
    }
    return table.toCsv().toUtf8();
}

} // namespace BatchRecommendation
