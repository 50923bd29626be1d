// `coastline-cli recommend` (cli.md "recommend"): one job → the top_k recommendations; with --input
// workloads.csv, one output row per input row with the top-1 recommendation.

#include "CliCommon.h"
#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "pipeline/Recommender.h"
#include "report/RecommendationRows.h"

namespace cli {

namespace {

/// Evaluates and ranks `config`, printing the run's warnings.
std::pair<Evaluation, Ranking> recommend(const Configuration &config)
{
    const Recommender recommender(config);
    Evaluation evaluation = recommender.evaluate();
    for (const QString &warning : std::as_const(evaluation.warnings))
        printWarning(warning);
    Ranking ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
    return {std::move(evaluation), std::move(ranking)};
}

/// The columns a person reads in `--format table` (csv/json carry every column).
QStringList tableColumns(const Evaluation &evaluation)
{
    QStringList columns {QStringLiteral("rank"), QStringLiteral("total_gpus"),
        QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes"), QStringLiteral("batch_size"),
        QStringLiteral("total_batch"), QStringLiteral("throughput_tokens_per_s"),
        QStringLiteral("throughput_source"), QStringLiteral("power_w_per_gpu"),
        QStringLiteral("cluster_power_w"), QStringLiteral("tokens_per_joule"),
        QStringLiteral("combined_score"), QStringLiteral("memory_gb_per_gpu")};
    if (evaluation.config.jobSize.resolvedTotalTokens())
        columns << QStringLiteral("runtime_s") << QStringLiteral("energy_kwh");
    return columns;
}

/// `table` restricted to `columns` (in that order).
OutputTable project(const OutputTable &table, const QStringList &columns)
{
    OutputTable out(columns);
    for (int r = 0; r < table.rowCount(); ++r) {
        QVariantList cells;
        for (const QString &column : columns)
            cells.append(table.row(r).value(table.columns().indexOf(column)));
        out.addRow(cells);
    }
    return out;
}

int recommendOne(const CommandLine &cl, const Configuration &config, bool allRows)
{
    const auto [evaluation, ranking] = recommend(config);
    switch (cl.format()) {
    case OutputTable::Format::Csv:
        cl.writeOutput(QString::fromUtf8(RecommendationRows::toCsv(evaluation, ranking, allRows)));
        break;
    case OutputTable::Format::Json:
        cl.writeOutput(QString::fromUtf8(RecommendationRows::toJson(evaluation, ranking, allRows)));
        break;
    case OutputTable::Format::Table: {
        OutputTable table(RecommendationRows::recommendColumns());
        for (const QVariantList &row : RecommendationRows::recommendRows(evaluation, ranking, !allRows))
            table.addRow(row);
        cl.writeOutput(RecommendationRows::summary(evaluation, ranking) + QStringLiteral("\n\n")
            + project(table, tableColumns(evaluation)).toTable());
        break;
    }
    }
    return ExitSuccess;
}

int recommendFile(const CommandLine &cl, const Configuration &config, const QString &path)
{
    const Catalog catalog = effectiveCatalog(config);
    const CsvTable input = CsvTable::read(path);
    input.requireColumns({QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"),
        QStringLiteral("gpu_model"), QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")});
    // The input columns come first (cli.md); the result's own workload columns would repeat them.
    const QStringList allResultColumns = RecommendationRows::recommendColumns();
    QList<int> kept;
    QStringList resultColumns;
    for (int i = 0; i < allResultColumns.size(); ++i) {
        if (RecommendationRows::workloadColumns().contains(allResultColumns.at(i)))
            continue;
        kept.append(i);
        resultColumns.append(allResultColumns.at(i));
    }
    OutputTable table(input.header() + resultColumns);
    QList<QVariantList> inputs;
    QList<QVariantList> results;
    int failed = 0;
    for (int row = 0; row < input.rowCount(); ++row) {
        QVariantList cells;
        for (const QString &column : input.header())
            cells.append(inputCell(input.cell(row, column)));
        QVariantList result(resultColumns.size());
        try {
            Configuration job = config;
            job.workload = workloadFromRow(input, row, catalog, false);
            const auto [evaluation, ranking] = recommend(job);
            const QVariantList full = RecommendationRows::recommendRows(evaluation, ranking, true).first();
            for (int i = 0; i < kept.size(); ++i)
                result[i] = full.at(kept.at(i));
        } catch (const CoastlineError &e) {
            // The row keeps its input columns, feasible=false and the error; the run continues.
            ++failed;
            const QVariantList failedRow = RecommendationRows::failedRow(rowError(input, row, e.message()));
            for (int i = 0; i < kept.size(); ++i)
                result[i] = failedRow.at(kept.at(i));
        }
        table.addRow(cells + result);
        inputs.append(cells);
        results.append(result);
    }
    if (input.rowCount() == 0)
        printWarning(QStringLiteral("%1: no jobs (the file has only a header row)").arg(path));
    if (failed > 0)
        printWarning(QStringLiteral("%1: %2 of %3 jobs have no recommendation (see the error column)")
                         .arg(path)
                         .arg(failed)
                         .arg(input.rowCount()));
    switch (cl.format()) {
    case OutputTable::Format::Csv:
        cl.writeTable(table); // the input's batch_size and the recommended batch_size both appear (cli.md)
        break;
    case OutputTable::Format::Json: { // one object per job: {"input": {...}, "recommendation": {...}}
        QString json = QStringLiteral("[");
        for (int r = 0; r < inputs.size(); ++r) {
            OutputTable in(input.header());
            in.addRow(inputs.at(r));
            OutputTable out(resultColumns);
            out.addRow(results.at(r));
            json += QStringLiteral("%1\n{\"input\":%2,\"recommendation\":%3}")
                        .arg(r == 0 ? QString() : QStringLiteral(","),
                            in.toJson().trimmed().mid(1).chopped(1).trimmed(),
                            out.toJson().trimmed().mid(1).chopped(1).trimmed());
        }
        cl.writeOutput(json + QStringLiteral("\n]\n"));
        break;
    }
    case OutputTable::Format::Table: {
        const QStringList shown {QStringLiteral("total_gpus"), QStringLiteral("gpus_per_node"),
            QStringLiteral("number_of_nodes"), QStringLiteral("batch_size"),
            QStringLiteral("throughput_tokens_per_s"), QStringLiteral("throughput_source"),
            QStringLiteral("cluster_power_w"), QStringLiteral("error")};
        QStringList header = input.header();
        for (const QString &column : shown)
            header.append(column == u"batch_size" ? QStringLiteral("recommended_batch_size") : column);
        OutputTable brief(header);
        for (int r = 0; r < inputs.size(); ++r) {
            QVariantList cells = inputs.at(r);
            for (const QString &column : shown)
                cells.append(results.at(r).at(resultColumns.indexOf(column)));
            brief.addRow(cells);
        }
        cl.writeTable(brief);
        break;
    }
    }
    return ExitSuccess;
}

} // namespace

int runRecommend(const QStringList &arguments)
{
    CommandLine cl(QStringLiteral("recommend"),
        QStringLiteral(
            "Recommends GPU configurations (total GPUs x per-device batch size) for one fine-tuning job "
            "and prints the top_k, best first. Without --config the embedded default is used "
            "(the seed's example job). With --input, one row per job of a workloads CSV (columns "
            "llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size, and optionally "
            "gpus_per_node, number_of_nodes) with the top-1 recommendation."));
    cl.addWorkloadOptions();
    cl.addPolicyOptions();
    cl.addJobSizeOptions();
    cl.parser().addOptions({
        {QStringLiteral("input"), QStringLiteral("CSV of jobs, one output row per job."),
            QStringLiteral("file")},
        {QStringLiteral("all"), QStringLiteral("List every ranked configuration, not only the top_k.")},
    });
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
    if (const auto exit = cl.parse(arguments))
        return *exit;
    cl.rejectPositionalArguments();
    cl.rejectWorkloadFlagsWithInput();
    const Configuration config = jobConfiguration(cl);
    if (cl.isSet(QStringLiteral("input")))
        return recommendFile(cl, config, cl.value(QStringLiteral("input")));
    return recommendOne(cl, config, cl.isSet(QStringLiteral("all")));
}

} // namespace cli
