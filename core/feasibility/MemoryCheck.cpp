#include "feasibility/MemoryCheck.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/TrainingFields.h"

#include <cmath>

namespace MemoryCheck {

namespace {

/// The GiB → GB factor for a peak given in GiB.
constexpr double kGbPerGib = 1073741824.0 / 1e9;

/// A precision cell of fms-acceleration's benchmark tables (foundation-model-stack/fms-acceleration
/// `scripts/benchmarks/refs/*.csv`, copied verbatim in tests/data/measured/hf_trainer_fsdp_runs.csv) as the
/// memory model's name, so such a file is read as published: "fp16/bf16 pure (torch_dtype, no AMP)" is
/// bf16 weights with no fp32 master copy; "fp16 AMP over a quantized base" is mixed precision (those rows
/// run with `fp16: True` in the benchmark's scenarios.yaml). Any other cell is returned as it is.
QString precisionName(const QString &cell)
{
    const QString text = cell.simplified();
    if (text.compare(u"fp16/bf16 pure (torch_dtype, no AMP)", Qt::CaseInsensitive) == 0)
        return TrainingSetup::name(TrainingSetup::Precision::Bf16);
    if (text.compare(u"fp16 AMP over a quantized base", Qt::CaseInsensitive) == 0)
        return TrainingSetup::name(TrainingSetup::Precision::Mixed);
    return cell;
}

/// Applies the row's stack columns (the TrainingFields the memory model reads, by key) to `setup`; a bad
/// cell names "<file>:<line>: column '<c>'".
void readStack(const CsvTable &t, int row, TrainingSetup &setup)
{
    for (const TrainingFields::Field &field : TrainingFields::all()) {
        const QString &column = field.key;
        if (!field.memoryModel || t.cell(row, column).isEmpty())
            continue;
        const QString where
            = QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
        const TrainingFields::NumberSyntax cellNumber {
            [&](const QString &, const QString &, qint64, qint64) { return t.integer(row, column); },
            [&](const QString &, const QString &, double) { return t.number(row, column); }};
        const QString text = t.cell(row, column);
        field.read(setup, column == u"precision" ? precisionName(text) : text, where, column, cellNumber);
    }
}

bool readOutcome(const CsvTable &t, int row)
{
    const QString key = NamedChoice::forgivingKey(t.cell(row, QStringLiteral("outcome")));
    if (key == u"ran")
        return true;
    if (key == u"out-of-memory" || key == u"oom")
        return false;
    throw CoastlineError(
        QStringLiteral("%1:%2: column 'outcome': expected 'ran' or 'out of memory', got '%3'")
            .arg(t.fileName())
            .arg(t.lineOf(row))
            .arg(t.cell(row, QStringLiteral("outcome"))));
}

std::optional<double> readPeak(const CsvTable &t, int row)
{
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

} // namespace

std::optional<double> Row::peakErrorPercent() const
{
    if (!measuredPeakGb)
        return std::nullopt;
    return (estimate.peakAllocatedBytes / MemoryModel::kBytesPerGb - *measuredPeakGb) / *measuredPeakGb
        * 100.0;
}

Result run(const CsvTable &t, const Catalog &catalog, const TrainingSetup &defaults)
{
    t.requireColumns({QStringLiteral("model_name"), QStringLiteral("method"), QStringLiteral("gpu_model"),
        QStringLiteral("number_gpus"), QStringLiteral("tokens_per_sample"), QStringLiteral("outcome")});
    if (!t.hasColumn(QStringLiteral("per_device_batch")) && !t.hasColumn(QStringLiteral("batch_size")))
        throw CoastlineError(QStringLiteral("%1: missing required columns: per_device_batch (or batch_size)")
                                 .arg(t.fileName()));
    Result result;
    for (int i = 0; i < t.rowCount(); ++i) {
        const auto where = [&](const QString &column) {
            return QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(i)).arg(column);
        };
        Row r;
        r.line = t.lineOf(i);
        r.llm = catalog.resolveLlmName(
            t.cell(i, QStringLiteral("model_name")), where(QStringLiteral("model_name")));
        r.gpu = catalog.resolveGpuName(
            t.cell(i, QStringLiteral("gpu_model")), where(QStringLiteral("gpu_model")));
        r.method = t.cell(i, QStringLiteral("method"));
        const std::optional<MemoryModel::Method> method = MemoryModel::parseMethod(r.method);
        if (!method)
            throw CoastlineError(
                QStringLiteral("%1: unknown method '%2'; choose from full, lora, gptq-lora, qlora")
                    .arg(where(QStringLiteral("method")), r.method));
        const qint64 gpus = t.integer(i, QStringLiteral("number_gpus"));
        const qint64 nodes = t.cell(i, QStringLiteral("number_nodes")).isEmpty()
            ? 1
            : t.integer(i, QStringLiteral("number_nodes"));
        if (gpus < 1 || gpus > 1 << 20 || nodes < 1 || gpus % nodes != 0)
            throw CoastlineError(
                QStringLiteral("%1: number_gpus must be >= 1 and a multiple of number_nodes (%2), got %3")
                    .arg(where(QStringLiteral("number_gpus")))
                    .arg(nodes)
                    .arg(gpus));
        r.totalGpus = int(gpus);
        r.numberOfNodes = int(nodes);
        // An empty per_device_batch falls back to batch_size only when the file has that column;
        // otherwise the error names per_device_batch, the cell that is missing.
        r.perDeviceBatch = t.cell(i, QStringLiteral("per_device_batch")).isEmpty()
                && t.hasColumn(QStringLiteral("batch_size"))
            ? t.integer(i, QStringLiteral("batch_size")) / gpus
            : t.integer(i, QStringLiteral("per_device_batch"));
        r.tokensPerSample = t.integer(i, QStringLiteral("tokens_per_sample"));
        if (r.perDeviceBatch < 1 || r.tokensPerSample < 1)
            throw CoastlineError(
                QStringLiteral("%1:%2: the per-device batch and tokens_per_sample must be >= 1")
                    .arg(t.fileName())
                    .arg(r.line));
        r.setup = defaults;
        readStack(t, i, r.setup);
        r.ran = readOutcome(t, i);
        r.measuredPeakGb = readPeak(t, i);
        Candidate c;
        c.totalGpus = r.totalGpus;
        c.numberOfNodes = r.numberOfNodes;
        c.gpusPerNode = r.totalGpus / r.numberOfNodes;
        c.batchSize = r.perDeviceBatch;
        const MemoryModel model(catalog.llm(r.llm), catalog.gpu(r.gpu));
        r.estimate = model.estimate(*method, r.setup, r.tokensPerSample, c);
        result.rows.append(r);
    }
    Summary &s = result.summary;
    double absSum = 0;
    double signedSum = 0;
    for (const Row &r : result.rows) {
        ++s.rows;
        s.agree += r.agrees() ? 1 : 0;
        s.fitsButOutOfMemory += r.estimate.fits() && !r.ran ? 1 : 0;
        s.outOfMemoryButRan += !r.estimate.fits() && r.ran ? 1 : 0;
        if (const std::optional<double> e = r.peakErrorPercent()) {
            ++s.peakRows;
            absSum += std::abs(*e);
            signedSum += *e;
            s.maxAbsPeakErrorPercent = std::max(s.maxAbsPeakErrorPercent, std::abs(*e));
        }
    }
    if (s.peakRows > 0) {
        s.meanAbsPeakErrorPercent = absSum / s.peakRows;
        s.meanPeakErrorPercent = signedSum / s.peakRows;
    }
    return result;
}

} // namespace MemoryCheck
