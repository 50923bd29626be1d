#include "pipeline/WorkloadRow.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "io/CsvTable.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace WorkloadRow {

namespace {

QString where(const CsvTable &t, int row, const QString &column)
{
    return QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
}

/// A whole-number cell ≥ 1 (≤ `maximum`); an empty cell gives nullopt.
std::optional<qint64> positiveCell(const CsvTable &t, int row, const QString &column, qint64 maximum)
{
    if (t.cell(row, column).isEmpty())
        return std::nullopt;
    const qint64 value = t.integer(row, column); // "4" or "4.0"; throws naming file, line and column
    if (value < 1)
        throw CoastlineError(ErrorMessage(ErrorCode::AtLeastOne).arg(where(t, row, column)).arg(value));
    if (value > maximum)
        throw CoastlineError(QStringLiteral("%1: %2 is above the maximum %3")
                                 .arg(where(t, row, column))
                                 .arg(value)
                                 .arg(maximum));
    return value;
}

} // namespace

QStringList requiredColumns()
{
    return {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")};
}

QStringList optionalColumns()
{
    return {QStringLiteral("gpus_per_node"), QStringLiteral("number_of_nodes")};
}

Workload parse(const CsvTable &t, int row, const Catalog &catalog, bool layoutDefaultsToOne)
{
    auto required = [&](const QString &column, qint64 maximum) {
        const auto value = positiveCell(t, row, column, maximum);
        if (!value)
            throw CoastlineError(ErrorMessage(ErrorCode::MissingValue).arg(where(t, row, column)));
        return *value;
    };
    const QString llmColumn = QStringLiteral("llm_model");
    const QString methodColumn = QStringLiteral("fine_tuning_method");
    const QString gpuColumn = QStringLiteral("gpu_model");
    // Names are resolved with find…Name(); the error (and its "file:line: column" text) only on a miss.
    const auto resolved = [&](const QString &column, auto find, auto resolve) {
        const QString name = t.cell(row, column);
        const QString key = (catalog.*find)(name);
        return key.isEmpty() ? (catalog.*resolve)(name, where(t, row, column)) : key;
    };
    Workload w;
    w.llmModel = resolved(llmColumn, &Catalog::findLlmName, &Catalog::resolveLlmName);
    const QString method = t.cell(row, methodColumn);
    const std::optional<QString> normalised = normalisedMethod(method);
    if (!normalised)
        throw CoastlineError(
            QStringLiteral("%1: unknown method '%2'%3; valid methods: %4")
                .arg(where(t, row, methodColumn), method,
                    NamedChoice::didYouMean(NamedChoice::closest(method, fineTuningMethods(),
                        std::clamp(int(method.trimmed().size()) / 3, 1, 3), NamedChoice::forgivingKey)),
                    fineTuningMethods().join(QStringLiteral(", "))));
    w.method = *normalised;
    w.gpuModel = resolved(gpuColumn, &Catalog::findGpuName, &Catalog::resolveGpuName);
    w.tokensPerSample = required(QStringLiteral("tokens_per_sample"), Limits::maxTokensPerSample);
    w.batchSize = required(QStringLiteral("batch_size"), Limits::maxBatchSize);
    for (auto [column, field] : {std::pair {QStringLiteral("gpus_per_node"), &w.gpusPerNode},
             std::pair {QStringLiteral("number_of_nodes"), &w.numberOfNodes}}) {
        if (const auto value = positiveCell(t, row, column, Limits::maxGpus))
            *field = int(*value);
        else if (layoutDefaultsToOne)
            *field = 1;
    }
    const qint64 gpus = qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1);
    if (gpus > Limits::maxGpus)
        throw CoastlineError(QStringLiteral("%1: gpus_per_node × number_of_nodes = %2 exceeds %3 GPUs")
                                 .arg(where(t, row, QStringLiteral("number_of_nodes")))
                                 .arg(gpus)
                                 .arg(Limits::maxGpus));
    return w;
}

QString located(const CsvTable &table, int row, const QString &message)
{
    const QString prefix = QStringLiteral("%1:%2:").arg(table.fileName()).arg(table.lineOf(row));
    return message.startsWith(prefix) ? message : prefix + u' ' + message;
}

QVariant outputCell(const QString &text)
{
    if (text.isEmpty())
        return {};
    const QChar first = text.front();
    if ((first >= u'a' && first <= u'z') || (first >= u'A' && first <= u'Z'))
        return text; // a name: no whole number starts with a letter (inf and nan are not finite)
    bool ok = false;
    const qint64 i = text.toLongLong(&ok);
    if (ok)
        return i;
    const double d = text.toDouble(&ok); // "4.0" is read as 4 (CsvTable::integer)
    if (ok && std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9.0e15)
        return qint64(d);
    return text;
}

} // namespace WorkloadRow
