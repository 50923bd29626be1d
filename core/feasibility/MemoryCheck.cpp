#include "feasibility/MemoryCheck.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "feasibility/LayoutMemory.h"
#include "runs/MeasuredRunsCsv.h"

#include <algorithm>
#include <cmath>

namespace MemoryCheck {

namespace {

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

/// The header column a missing required `column` most likely is: one that contains its name
/// (`measured_tokens_per_sample` for `tokens_per_sample`), else the closest by edit distance (≤ 3 edits,
/// NamedChoice::closest); empty when none.
QString likelyColumn(const CsvTable &t, const QString &column)
{
    for (const QString &name : t.header())
        if (name.contains(column, Qt::CaseInsensitive))
            return name;
    return NamedChoice::closest(column, t.header(), 3);
}

/// CsvTable::requireColumns, with a "did you mean" for each missing column the header seems to spell
/// differently (fresh-user finding: hf_trainer_allocator_dev.csv has `measured_tokens_per_sample`).
void requireColumns(const CsvTable &t, const QStringList &columns)
{
    QStringList hints;
    for (const QString &column : columns)
        if (!t.hasColumn(column))
            if (const QString like = likelyColumn(t, column); !like.isEmpty())
                hints << QStringLiteral("'%1' for '%2'").arg(like, column);
    try {
        t.requireColumns(columns);
    } catch (const CoastlineError &e) {
        if (hints.isEmpty())
            throw;
        throw CoastlineError(QStringLiteral("%1 (did you mean %2? rename the column to the required name)")
                                 .arg(e.message(), hints.join(QStringLiteral(", "))));
    }
}

} // namespace

QString Row::family() const
{
    return moe ? QStringLiteral("moe") : MemoryModel::methodName(*MemoryModel::parseMethod(method));
}

std::optional<double> Row::reservedErrorPercent() const
{
    if (!measuredReservedGb)
        return std::nullopt;
    return (estimate.totalBytes / MemoryModel::kBytesPerGb - *measuredReservedGb) / *measuredReservedGb
        * 100.0;
}

std::optional<double> Row::peakErrorPercent() const
{
    if (!measuredPeakGb)
        return std::nullopt;
    return (estimate.peakAllocatedBytes / MemoryModel::kBytesPerGb - *measuredPeakGb) / *measuredPeakGb
        * 100.0;
}

Result run(const CsvTable &t, const Catalog &catalog, const TrainingSetup &defaults)
{
    requireColumns(t,
        {QStringLiteral("model_name"), QStringLiteral("method"), QStringLiteral("gpu_model"),
            QStringLiteral("number_gpus"), QStringLiteral("tokens_per_sample"), QStringLiteral("outcome")});
    if (!t.hasColumn(QStringLiteral("per_device_batch")) && !t.hasColumn(QStringLiteral("batch_size")))
        throw CoastlineError(QStringLiteral("%1: missing required columns: per_device_batch (or batch_size)")
                                 .arg(t.fileName()));
    const MeasuredRunsCsv csv = MeasuredRunsCsv::unchecked(t);
    Result result;
    for (int i = 0; i < t.rowCount(); ++i) {
        const auto where = [&](const QString &column) {
            return QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(i)).arg(column);
        };
        if (t.cellCount(i) != t.header().size()) // a short row would read as an unknown LLM or GPU
            throw CoastlineError(QStringLiteral("%1:%2: expected %3 columns (the header's), this row has %4")
                                     .arg(t.fileName())
                                     .arg(t.lineOf(i))
                                     .arg(t.header().size())
                                     .arg(t.cellCount(i)));
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
        const MeasuredRun run = csv.read(i, QString());
        if (run.totalGpus < 1 || run.totalGpus > 1 << 20 || run.numberOfNodes < 1
            || run.totalGpus % run.numberOfNodes != 0)
            throw CoastlineError(
                QStringLiteral("%1: number_gpus must be >= 1 and a multiple of number_nodes (%2), got %3")
                    .arg(where(QStringLiteral("number_gpus")))
                    .arg(run.numberOfNodes)
                    .arg(run.totalGpus));
        r.totalGpus = int(run.totalGpus);
        r.numberOfNodes = int(run.numberOfNodes);
        r.perDeviceBatch = run.perDeviceBatch;
        r.tokensPerSample = run.tokensPerSample;
        // Name the column, the value and the line (fresh-user finding): the batch comes from
        // per_device_batch, else from batch_size ÷ number_gpus.
        if (r.perDeviceBatch < 1) {
            const bool perDevice = t.hasColumn(QStringLiteral("per_device_batch"))
                && !t.cell(i, QStringLiteral("per_device_batch")).trimmed().isEmpty();
            const QString column
                = perDevice ? QStringLiteral("per_device_batch") : QStringLiteral("batch_size");
            throw CoastlineError(QStringLiteral("%1: the per-device batch must be >= 1, got '%2'%3")
                                     .arg(where(column), t.cell(i, column).trimmed(),
                                         perDevice ? QString()
                                                   : QStringLiteral(" (the total batch ÷ %1 GPUs is %2)")
                                                         .arg(r.totalGpus)
                                                         .arg(r.perDeviceBatch)));
        }
        if (r.tokensPerSample < 1)
            throw CoastlineError(QStringLiteral("%1: tokens per sample must be >= 1, got '%2'")
                                     .arg(where(QStringLiteral("tokens_per_sample")),
                                         t.cell(i, QStringLiteral("tokens_per_sample")).trimmed()));
        r.setup = csv.readStack(i, defaults);
        const GpuSpec &gpu = catalog.gpu(r.gpu);
        try {
            r.setup.requirePrecisionSupport(gpu);
        } catch (const CoastlineError &e) {
            throw CoastlineError(
                QStringLiteral("%1: %2").arg(where(QStringLiteral("precision")), e.message()));
        }
        r.ran = readOutcome(t, i);
        r.measuredPeakGb = csv.peakGb(i);
        if (t.hasColumn(QStringLiteral("reserved_gb")) && !t.cell(i, QStringLiteral("reserved_gb")).isEmpty())
            r.measuredReservedGb = t.number(i, QStringLiteral("reserved_gb"));
        Candidate c;
        c.totalGpus = r.totalGpus;
        c.numberOfNodes = r.numberOfNodes;
        c.gpusPerNode = r.totalGpus / r.numberOfNodes;
        c.batchSize = r.perDeviceBatch;
        const LlmSpec &llm = catalog.llm(r.llm);
        // Layout columns (the roofline's layout reader, MeasuredRunsCsv::layout): a row run under TP, PP or
        // CP is judged per rank (LayoutMemory), not as pure data parallel.
        c.layout = csv.layout(i);
        c.layout.split = r.setup.pipelineSplit(); // the row's pipeline split columns, if any
        if (!c.layout.isDataParallel()) {
            const QString why = c.layout.rejection(llm, c.totalGpus, c.gpusPerNode, r.tokensPerSample);
            if (!why.isEmpty())
                throw CoastlineError(QStringLiteral("%1:%2: layout %3: %4")
                                         .arg(t.fileName())
                                         .arg(r.line)
                                         .arg(c.layout.name(), why));
        }
        r.layout = c.layout;
        r.moe = llm.hasExperts();
        const MemoryModel model(llm, gpu);
        r.estimate = LayoutMemory::estimate(model, *method, r.setup, r.tokensPerSample, c);
        result.rows.append(r);
    }
    result.summary = summarise(result.rows);
    for (const QString &family : {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"),
             QStringLiteral("gptq-lora"), QStringLiteral("moe")}) {
        QList<Row> rows;
        for (const Row &r : result.rows)
            if (r.family() == family)
                rows.append(r);
        if (!rows.isEmpty())
            result.families.append({family, summarise(rows)});
    }
    return result;
}

Summary summarise(const QList<Row> &rows)
{
    Summary s;
    double signedSum = 0;
    QList<double> absErrors;
    for (const Row &r : rows) {
        ++s.rows;
        s.agree += r.agrees() ? 1 : 0;
        s.fitsButOutOfMemory += r.predictsFit() && !r.ran ? 1 : 0;
        s.outOfMemoryButRan += !r.predictsFit() && r.ran ? 1 : 0;
        const MemoryVerdict verdict = r.estimate.verdict();
        s.outOfMemory += r.ran ? 0 : 1;
        s.fits += verdict == MemoryVerdict::Fits ? 1 : 0;
        s.tight += verdict == MemoryVerdict::Tight ? 1 : 0;
        s.doesNotFit += verdict == MemoryVerdict::DoesNotFit ? 1 : 0;
        s.agreeOutsideBand += verdict != MemoryVerdict::Tight && r.agrees() ? 1 : 0;
        s.outOfMemoryFits += verdict == MemoryVerdict::Fits && !r.ran ? 1 : 0;
        s.outOfMemoryTight += verdict == MemoryVerdict::Tight && !r.ran ? 1 : 0;
        s.ranDoesNotFit += verdict == MemoryVerdict::DoesNotFit && r.ran ? 1 : 0;
        if (const std::optional<double> e = r.peakErrorPercent()) {
            ++s.peakRows;
            absErrors.append(std::abs(*e));
            signedSum += *e;
            s.maxAbsPeakErrorPercent = std::max(s.maxAbsPeakErrorPercent, std::abs(*e));
            s.peakWithin10 += std::abs(*e) <= 10.0 ? 1 : 0;
            s.peakWithin15 += std::abs(*e) <= 15.0 ? 1 : 0;
        }
    }
    if (s.peakRows > 0) {
        double absSum = 0;
        for (double e : absErrors)
            absSum += e;
        s.meanAbsPeakErrorPercent = absSum / s.peakRows;
        s.meanPeakErrorPercent = signedSum / s.peakRows;
        std::sort(absErrors.begin(), absErrors.end());
        const qsizetype n = absErrors.size();
        s.medianAbsPeakErrorPercent
            = n % 2 == 1 ? absErrors.at(n / 2) : (absErrors.at(n / 2 - 1) + absErrors.at(n / 2)) / 2.0;
    }
    return s;
}

} // namespace MemoryCheck
