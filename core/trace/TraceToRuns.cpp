#include "trace/TraceToRuns.h"

#include "common/CoastlineError.h"
#include "runs/MeasuredRunsCsv.h"
#include "trace/JobTrace.h"

namespace {

/// The measured-runs schema that trace-to-runs writes (MeasuredRunsCsv), without is_valid.
const QStringList flatColumns = MeasuredRunsCsv::configurationColumns()
    + QStringList {MeasuredRunsCsv::throughputColumn(), MeasuredRunsCsv::runtimeColumn()};

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
    for (const QString &column : {MeasuredRunsCsv::validColumn(), QStringLiteral("metadata.is_valid")})
        if (table.hasColumn(column))
            return column;
    return {};
}

} // namespace

QStringList TraceToRuns::runColumns()
{
    return flatColumns + QStringList {MeasuredRunsCsv::validColumn()};
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
            for (int c = 3; c < 7; ++c) // nodes, GPUs, tokens, batch: whole numbers
                cells.append(cell(JobTrace::optionalInteger(input, row, flatColumns.at(c))));
            const auto tps = JobTrace::optionalAmount(input, row, flatColumns.at(7));
            const auto runtime = JobTrace::optionalAmount(input, row, flatColumns.at(8));
            cells << cell(tps) << cell(runtime) << validity(input, row, validColumn, tps, runtime);
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
        // The whole-number rule of recommend-trace (JobTrace): 1e308 nodes or 1.5 GPUs per node are refused.
        const auto toDouble = [](const std::optional<qint64> &v) {
            return v ? std::optional<double>(double(*v)) : std::nullopt;
        };
        const auto nodes = toDouble(JobTrace::optionalInteger(input, row, numNodes));
        const auto perNode = toDouble(JobTrace::optionalInteger(input, row, gpusPerNode));
        const auto perDevice = toDouble(JobTrace::optionalInteger(input, row, batchSize));
        std::optional<double> totalGpus;
        if (nodes && perNode)
            totalGpus = *nodes * *perNode;
        std::optional<double> totalBatch;
        if (totalGpus && perDevice)
            totalBatch = *perDevice * *totalGpus;
        const auto tps = JobTrace::optionalAmount(input, row, throughput);
        const auto runtime = JobTrace::optionalAmount(input, row, trainRuntime);
        runs.addRow(
            {input.cell(row, modelName), input.cell(row, method), input.cell(row, gpuModel), cell(nodes),
                cell(totalGpus), cell(toDouble(JobTrace::optionalInteger(input, row, tokensPerSample))),
                cell(totalBatch), cell(tps), cell(runtime), validity(input, row, validColumn, tps, runtime)});
    }
    return runs;
}

int TraceToRuns::validCount(const OutputTable &runs)
{
    const int column = int(runs.columns().indexOf(MeasuredRunsCsv::validColumn()));
    int valid = 0;
    for (int r = 0; r < runs.rowCount(); ++r)
        valid += MeasuredRunsCsv::isValidText(runs.row(r).value(column).toString()) ? 1 : 0;
    return valid;
}
