#include "BatchResult.h"

#include "CoastlineError.h"
#include "CsvTable.h"
#include "RecommendationRows.h"
#include "Recommender.h"

#include <exception>

namespace BatchRecommendation {

QStringList inputColumns(const CsvTable &table)
{
    QStringList columns = RecommendationRows::batchRequiredInputColumns();
    for (const QString &optional : RecommendationRows::batchOptionalInputColumns()) {
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
        const Ranking ranking = Ranker::rank(*evaluation, RankingPolicy::fromConfiguration(config));
        result.best = ranking.rows.first();
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
    QByteArray out = RecommendationRows::csvLine(inputColumns + RecommendationRows::csvColumns());
    for (const BatchResult &result : results) {
        QStringList cells = result.inputCells;
        if (result.ok()) {
            QStringList recommendation = RecommendationRows::csvCells(*result.evaluation, result.best);
            cells += recommendation.mid(0, RecommendationRows::csvColumns().size());
        } else {
            cells += RecommendationRows::errorCells(result.error);
        }
        out += RecommendationRows::csvLine(cells);
    }
    return out;
}

} // namespace BatchRecommendation
