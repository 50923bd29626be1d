#include "runs/MeasuredRunsCsv.h"

#include "common/CoastlineError.h"
#include "model/Candidate.h"
#include "model/ParallelLayout.h"
#include "model/TrainingFields.h"

#include <utility>

namespace {

/// The GiB → GB factor for a peak given in GiB.
constexpr double kGbPerGib = 1073741824.0 / 1e9;

} // namespace

const QStringList &MeasuredRunsCsv::configurationColumns()
{
    static const QStringList columns {QStringLiteral("model_name"), QStringLiteral("method"),
        QStringLiteral("gpu_model"), QStringLiteral("number_nodes"), QStringLiteral("number_gpus"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")};
    return columns;
}

bool MeasuredRunsCsv::isValidText(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && value == 1.0;
}

TrainingSetup::Precision MeasuredRunsCsv::precision(const QString &cell, const QString &where)
{
    const QString text = cell.simplified();
    if (text.compare(u"fp16/bf16 pure (torch_dtype, no AMP)", Qt::CaseInsensitive) == 0)
        return TrainingSetup::Precision::Bf16;
    if (text.compare(u"fp16 AMP over a quantized base", Qt::CaseInsensitive) == 0)
        return TrainingSetup::Precision::Mixed;
    return TrainingSetup::parsePrecision(cell, where);
}

MeasuredRunsCsv::MeasuredRunsCsv(const CsvTable &table)
    : m_table(table)
    , m_hasValidity(table.hasColumn(validColumn()))
{ }

MeasuredRunsCsv::MeasuredRunsCsv(const CsvTable &table, const QStringList &targetColumns)
    : MeasuredRunsCsv(table)
{
    table.requireColumns(configurationColumns() + targetColumns);
}

bool MeasuredRunsCsv::isValid(int row) const
{
    return !m_hasValidity || isValidText(m_table.cell(row, validColumn()));
}

QString MeasuredRunsCsv::validText(int row) const
{
    return m_hasValidity ? m_table.cell(row, validColumn()).trimmed() : QString();
}

MeasuredRun MeasuredRunsCsv::read(int row, const QString &throughput, const QString &runtime) const
{
    const CsvTable &t = m_table;
    const auto given = [&](const QString &column) { return !t.cell(row, column).isEmpty(); };
    MeasuredRun run;
    run.file = t.fileName();
    run.line = t.lineOf(row);
    run.llmModel = t.cell(row, QStringLiteral("model_name"));
    run.method = t.cell(row, QStringLiteral("method"));
    run.gpuModel = t.cell(row, QStringLiteral("gpu_model"));
    const QString nodes = QStringLiteral("number_nodes");
    run.numberOfNodes = given(nodes) ? t.integer(row, nodes) : 1;
    run.totalGpus = t.integer(row, QStringLiteral("number_gpus"));
    // The one batch rule: per_device_batch when given, else the total batch over the GPUs; an empty
    // per_device_batch in a file without batch_size is an error naming per_device_batch.
    const QString perDevice = QStringLiteral("per_device_batch");
    const QString total = QStringLiteral("batch_size");
    const bool fromTotal = !given(perDevice) && t.hasColumn(total);
    if (fromTotal) {
        run.totalBatch = t.integer(row, total);
        run.perDeviceBatch = run.totalGpus > 0 ? run.totalBatch / run.totalGpus : 0;
    } else {
        run.perDeviceBatch = t.integer(row, perDevice);
        run.totalBatch = given(total) ? t.integer(row, total) : run.perDeviceBatch * run.totalGpus;
    }
    run.tokensPerSample = t.integer(row, QStringLiteral("tokens_per_sample"));
    if (!throughput.isEmpty() && given(throughput))
        run.throughputTokensPerSecond = t.number(row, throughput);
    if (!runtime.isEmpty() && given(runtime))
        run.runtimeSeconds = t.number(row, runtime);
    run.outcome = t.cell(row, QStringLiteral("outcome"));
    const QString network = QStringLiteral("inter_node_gbps");
    if (given(network)) {
        run.interNodeGbps = t.number(row, network);
        if (!(run.interNodeGbps >= 0 && run.interNodeGbps <= Infrastructure::kMaxInterNodeGbps))
            throw CoastlineError(
                QStringLiteral("%1:%2: column '%3': expected a number from 0 to %4, got '%5'")
                    .arg(t.fileName())
                    .arg(run.line)
                    .arg(network)
                    .arg(Infrastructure::kMaxInterNodeGbps)
                    .arg(t.cell(row, network)));
    }
    return run;
}

TrainingSetup MeasuredRunsCsv::readStack(int row, const TrainingSetup &defaults) const
{
    const CsvTable &t = m_table;
    TrainingSetup setup = defaults;
    for (const TrainingFields::Field &field : TrainingFields::all()) {
        const QString &column = field.key;
        const QString text = t.cell(row, column);
        if (text.isEmpty())
            continue;
        const QString where
            = QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
        const TrainingFields::NumberSyntax cellNumber {
            [&](const QString &, const QString &, qint64, qint64) { return t.integer(row, column); },
            [&](const QString &, const QString &, double) { return t.number(row, column); }};
        field.read(setup, column == u"precision" ? TrainingSetup::name(precision(text, where)) : text, where,
            column, cellNumber);
    }
    return setup;
}

std::optional<double> MeasuredRunsCsv::peakGb(int row) const
{
    const CsvTable &t = m_table;
    for (const auto &[column, factor] : {std::pair {QStringLiteral("peak_allocated_gb"), 1.0},
             std::pair {QStringLiteral("peak_allocated_gib"), kGbPerGib}}) {
        if (t.cell(row, column).isEmpty())
            continue;
        const double value = t.number(row, column);
        if (!(value > 0))
            throw CoastlineError(QStringLiteral("%1:%2: column '%3': a peak must be > 0, got %4")
                                     .arg(t.fileName())
                                     .arg(t.lineOf(row))
                                     .arg(column)
                                     .arg(value));
        return value * factor;
    }
    return std::nullopt;
}

ParallelLayout MeasuredRunsCsv::layout(int row) const
{
    const CsvTable &t = m_table;
    ParallelLayout layout;
    int *const degrees[] = {&layout.tp, &layout.pp, &layout.cp, &layout.virtualStages, &layout.ep};
    const char16_t *const columns[][2] = {{u"tensor_parallel", u"tp"}, {u"pipeline_parallel", u"pp"},
        {u"context_parallel", u"cp"}, {u"virtual_stages", u"vp"}, {u"expert_parallel", u"ep"}};
    for (int i = 0; i < 5; ++i) {
        const QString longName = QString::fromUtf16(columns[i][0]);
        const QString column = t.hasColumn(longName) ? longName : QString::fromUtf16(columns[i][1]);
        const QString cell = t.hasColumn(column) ? t.cell(row, column).trimmed() : QString();
        bool ok = true;
        const int degree = cell.isEmpty() ? 1 : cell.toInt(&ok);
        if (!ok || degree < 1 || degree > ParallelLayout::kMaxDegree)
            throw CoastlineError(QStringLiteral("%1:%2: column '%3': '%4' is not a degree of 1 … %5")
                                     .arg(t.fileName())
                                     .arg(t.lineOf(row))
                                     .arg(column, cell)
                                     .arg(ParallelLayout::kMaxDegree));
        *degrees[i] = degree;
    }
    return layout;
}
