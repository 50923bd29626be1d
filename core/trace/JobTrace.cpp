#include "trace/JobTrace.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"

#include <QDateTime>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace {

QString where(const CsvTable &table, int row, const QString &column)
{
    return QStringLiteral("%1:%2: column '%3'").arg(table.fileName()).arg(table.lineOf(row)).arg(column);
}

} // namespace

std::optional<qint64> JobTrace::optionalInteger(const CsvTable &table, int row, const QString &column)
{
    if (table.cell(row, column).isEmpty())
        return std::nullopt;
    return table.integer(row, column);
}

std::optional<double> JobTrace::optionalAmount(const CsvTable &table, int row, const QString &column)
{
    if (table.cell(row, column).isEmpty())
        return std::nullopt;
    const double value = table.number(row, column);
    if (value < 0)
        throw CoastlineError(QStringLiteral("%1: must not be negative, got %2")
                                 .arg(where(table, row, column), table.cell(row, column)));
    if (value > InputLimits::traceAmount)
        throw CoastlineError(QStringLiteral("%1: must be at most %2, got %3")
                                 .arg(where(table, row, column))
                                 .arg(InputLimits::traceAmount)
                                 .arg(table.cell(row, column)));
    return value;
}

QStringList JobTrace::requiredColumns()
{
    using namespace TraceColumns;
    return {modelName, method, gpuModel, tokensPerSample, batchSize, gpusPerNode, numNodes, throughput,
        trainRuntime};
}

std::optional<double> JobTrace::parseSubmitTime(const QString &text)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok)
        return std::fabs(seconds) <= InputLimits::traceAmount ? std::optional<double>(seconds) : std::nullopt;
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        return std::nullopt;
    if (time.timeSpec() == Qt::LocalTime) // no zone in the text: UTC, never the machine's zone
        time.setTimeZone(QTimeZone::utc());
    return double(time.toMSecsSinceEpoch()) / 1000.0;
}

JobTrace JobTrace::read(const QString &path)
{
    return fromTable(CsvTable::read(path));
}

JobTrace JobTrace::fromTable(CsvTable table)
{
    using namespace TraceColumns;
    table.requireColumns(requiredColumns());
    JobTrace trace;
    for (const QString &column : {submitRescaled, submitOriginal, submitTime})
        if (table.hasColumn(column)) {
            trace.m_submitColumn = column;
            break;
        }
    for (const QString &column : table.header())
        if (column.startsWith(estimatedDurationPrefix)) {
            trace.m_estimatedDurationColumn = column;
            break;
        }

    for (int row = 0; row < table.rowCount(); ++row) {
        TraceJob job;
        job.row = row;
        job.line = table.lineOf(row);
        job.modelName = table.cell(row, modelName);
        job.method = table.cell(row, method);
        job.gpuModel = table.cell(row, gpuModel);
        job.tokensPerSample = optionalInteger(table, row, tokensPerSample);
        job.batchSize = optionalInteger(table, row, batchSize);
        job.gpusPerNode = optionalInteger(table, row, gpusPerNode);
        job.numNodes = optionalInteger(table, row, numNodes);
        job.throughput = optionalAmount(table, row, throughput);
        job.trainRuntime = optionalAmount(table, row, trainRuntime);
        job.extrapolatedDuration = optionalAmount(table, row, extrapolatedDuration);
        if (!trace.m_submitColumn.isEmpty()) {
            const QString text = table.cell(row, trace.m_submitColumn);
            job.submitSeconds = parseSubmitTime(text);
            if (!job.submitSeconds)
                throw CoastlineError(
                    QStringLiteral("%1: expected a submission time (ISO 8601 or seconds), got '%2'")
                        .arg(where(table, row, trace.m_submitColumn), text));
        }
        if (!trace.m_estimatedDurationColumn.isEmpty())
            job.estimatedDuration = optionalAmount(table, row, trace.m_estimatedDurationColumn);
        job.origGpusPerNode = optionalInteger(table, row, origGpusPerNode);
        job.origNumNodes = optionalInteger(table, row, origNumNodes);
        job.estimatedPowerWattsPerGpu = optionalAmount(table, row, estimatedPower);
        job.origPowerWattsPerGpu = optionalAmount(table, row, origPower);
        trace.m_jobs.append(job);
    }
    // Zero-based submission times (§8.11).
    if (!trace.m_jobs.isEmpty() && !trace.m_submitColumn.isEmpty()) {
        const auto earliest = std::min_element(trace.m_jobs.cbegin(), trace.m_jobs.cend(),
            [](const TraceJob &a, const TraceJob &b) { return *a.submitSeconds < *b.submitSeconds; });
        const double origin = *earliest->submitSeconds;
        for (TraceJob &job : trace.m_jobs)
            *job.submitSeconds -= origin;
    }
    trace.m_table = std::move(table);
    return trace;
}
