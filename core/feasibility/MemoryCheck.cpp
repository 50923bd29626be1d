#include "feasibility/MemoryCheck.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
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
    t.requireColumns({QStringLiteral("model_name"), QStringLiteral("method"), QStringLiteral("gpu_model"),
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
        if (r.perDeviceBatch < 1 || r.tokensPerSample < 1)
            throw CoastlineError(
                QStringLiteral("%1:%2: the per-device batch and tokens_per_sample must be >= 1")
                    .arg(t.fileName())
                    .arg(r.line));
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
        r.moe = llm.hasExperts();
        const MemoryModel model(llm, gpu);
        r.estimate = model.estimate(*method, r.setup, r.tokensPerSample, c);
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
