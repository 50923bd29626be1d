#include "trace/TraceToRuns.h"

#include "common/CoastlineError.h"
#include "trace/JobTrace.h"

namespace {

const QStringList flatColumns {QStringLiteral("model_name"), QStringLiteral("method"),
    QStringLiteral("gpu_model"), QStringLiteral("number_nodes"), QStringLiteral("number_gpus"),
    QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size"),
    QStringLiteral("dataset_tokens_per_second"), QStringLiteral("train_runtime")};

std::optional<double> optionalNumber(const CsvTable &table, int row, const QString &column)
{
    if (table.cell(row, column).isEmpty())
        return std::nullopt;
    return table.number(row, column);
}

QVariant cell(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

/// Upstream's rule: the file's is_valid if present, else 1 iff both targets are positive.
double validity(const CsvTable &table, int row, const QString &validColumn,
    const std::optional<double> &throughput, const std::optional<double> &runtime)
{
    if (!validColumn.isEmpty() && !table.cell(row, validColumn).isEmpty())
        return table.number(row, validColumn);
    return throughput && runtime && *throughput > 0 && *runtime > 0 ? 1.0 : 0.0;
}

QString validColumnOf(const CsvTable &table)
{
    for (const QString &column : {QStringLiteral("is_valid"), QStringLiteral("metadata.is_valid")})
        if (table.hasColumn(column))
            return column;
    return {};
}

} // namespace

QStringList TraceToRuns::runColumns()
{
    return flatColumns + QStringList {QStringLiteral("is_valid")};
}

OutputTable TraceToRuns::convert(const CsvTable &input)
{
    OutputTable runs(runColumns());
    const QString validColumn = validColumnOf(input);
    const bool flat = std::all_of(
        flatColumns.cbegin(), flatColumns.cend(), [&](const QString &c) { return input.hasColumn(c); });
    if (flat) {
        input.requireColumns(flatColumns); // rejects repeated column names
        for (int row = 0; row < input.rowCount(); ++row) {
            QVariantList cells {input.cell(row, flatColumns.at(0)), input.cell(row, flatColumns.at(1)),
                input.cell(row, flatColumns.at(2))};
            for (int c = 3; c < flatColumns.size(); ++c)
                cells.append(cell(optionalNumber(input, row, flatColumns.at(c))));
            cells.append(validity(input, row, validColumn, optionalNumber(input, row, flatColumns.at(7)),
                optionalNumber(input, row, flatColumns.at(8))));
            runs.addRow(cells);
        }
        return runs;
    }

    QStringList missing;
    for (const QString &column : JobTrace::requiredColumns())
        if (!input.hasColumn(column))
            missing.append(column);
    if (!missing.isEmpty())
        throw CoastlineError(
            QStringLiteral("%1: neither a trace nor a measured-runs file: missing trace columns: %2")
                .arg(input.fileName(), missing.join(QStringLiteral(", "))));
    using namespace TraceColumns;
    input.requireColumns(JobTrace::requiredColumns());
    for (int row = 0; row < input.rowCount(); ++row) {
        const auto nodes = optionalNumber(input, row, numNodes);
        const auto perNode = optionalNumber(input, row, gpusPerNode);
        const auto perDevice = optionalNumber(input, row, batchSize);
        std::optional<double> totalGpus;
        if (nodes && perNode)
            totalGpus = *nodes * *perNode;
        std::optional<double> totalBatch;
        if (totalGpus && perDevice)
            totalBatch = *perDevice * *totalGpus;
        const auto tps = optionalNumber(input, row, throughput);
        const auto runtime = optionalNumber(input, row, trainRuntime);
        runs.addRow({input.cell(row, modelName), input.cell(row, method), input.cell(row, gpuModel),
            cell(nodes), cell(totalGpus), cell(optionalNumber(input, row, tokensPerSample)), cell(totalBatch),
            cell(tps), cell(runtime), validity(input, row, validColumn, tps, runtime)});
    }
    return runs;
}

int TraceToRuns::validCount(const OutputTable &runs)
{
    const int column = int(runs.columns().indexOf(QStringLiteral("is_valid")));
    int valid = 0;
    for (int r = 0; r < runs.rowCount(); ++r)
        valid += runs.row(r).value(column).toDouble() == 1.0 ? 1 : 0;
    return valid;
}
