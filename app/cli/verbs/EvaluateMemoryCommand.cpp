// `coastline-cli evaluate-memory` (docs/cli.md "evaluate-memory"): the memory model against measured runs.

#include "verbs/EvaluateMemoryCommand.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "feasibility/MemoryCheck.h"
#include "io/CsvTable.h"
#include "model/TrainingFields.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/TrainingFlags.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace cli {

namespace {

QStringList rowColumns()
{
    return {QStringLiteral("line"), QStringLiteral("model_name"), QStringLiteral("method"),
        QStringLiteral("gpu_model"), QStringLiteral("number_gpus"), QStringLiteral("per_device_batch"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("outcome"), QStringLiteral("predicted"),
        QStringLiteral("agree"), QStringLiteral("memory_gb_per_gpu"), QStringLiteral("memory_capacity_gb"),
        QStringLiteral("peak_allocated_gb"), QStringLiteral("measured_peak_allocated_gb"),
        QStringLiteral("peak_error_percent"), QStringLiteral("memory_verdict"),
        QStringLiteral("agree_outside_band")};
}

/// The accuracy table's columns (issue 37; docs/user-guide.md "Accuracy" prints the same table).
QStringList familyColumns()
{
    return {QStringLiteral("family"), QStringLiteral("runs"), QStringLiteral("out_of_memory"),
        QStringLiteral("fits"), QStringLiteral("tight"), QStringLiteral("does_not_fit"),
        QStringLiteral("agree_outside_band"), QStringLiteral("outside_band"),
        QStringLiteral("out_of_memory_fits"), QStringLiteral("out_of_memory_tight"),
        QStringLiteral("peak_rows"), QStringLiteral("mean_peak_error_percent"),
        QStringLiteral("median_abs_peak_error_percent"), QStringLiteral("peak_within_10_percent")};
}

QVariantList familyCells(const QString &family, const MemoryCheck::Summary &s)
{
    const auto percent = [&](double value) { return s.peakRows > 0 ? QVariant(value) : QVariant(); };
    return {family, qint64(s.rows), qint64(s.outOfMemory), qint64(s.fits), qint64(s.tight),
        qint64(s.doesNotFit), qint64(s.agreeOutsideBand), qint64(s.rows - s.tight), qint64(s.outOfMemoryFits),
        qint64(s.outOfMemoryTight), qint64(s.peakRows), percent(s.meanPeakErrorPercent),
        percent(s.medianAbsPeakErrorPercent),
        s.peakRows > 0 ? QVariant(QStringLiteral("%1/%2").arg(s.peakWithin10).arg(s.peakRows)) : QVariant()};
}

QVariantList rowCells(const MemoryCheck::Row &r)
{
    const MemoryBreakdown &b = r.estimate.breakdown;
    const std::optional<double> error = r.peakErrorPercent();
    return {qint64(r.line), r.llm, r.method, r.gpu, qint64(r.totalGpus), r.perDeviceBatch, r.tokensPerSample,
        r.ran ? QStringLiteral("ran") : QStringLiteral("out of memory"),
        r.predictsFit() ? QStringLiteral("fits") : QStringLiteral("out of memory"), r.agrees(), b.totalGb,
        b.capacityGb, b.peakAllocatedGb, r.measuredPeakGb ? QVariant(*r.measuredPeakGb) : QVariant(),
        error ? QVariant(*error) : QVariant(), memoryVerdictName(r.estimate.verdict()),
        r.agreesOutsideBand()};
}

} // namespace

QString EvaluateMemoryCommand::description() const
{
    return QStringLiteral(
        "Checks the memory model against your own runs: a CSV with model_name, method, "
        "gpu_model, number_gpus, per_device_batch (or batch_size = total), tokens_per_sample "
        "and outcome (ran / out of memory), optionally peak_allocated_gb (or _gib) and the "
        "training stack per row (%1). The training flags set the stack of rows that leave it "
        "empty (a cell the row gives wins over the flag). "
        "Prints the verdict agreement and peak errors; "
        "table: the summary, then the disagreeing rows and the worst peak errors.")
        .arg(TrainingFields::memoryModelKeys().join(QStringLiteral(", ")));
}

void EvaluateMemoryCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("data"), QStringLiteral("Runs CSV to check (required)."), QStringLiteral("csv")},
    });
    addTrainingOptions(cl.parser());
    cl.addOutputOptions();
    cl.addConfigOption();
}

int EvaluateMemoryCommand::execute(const CommandLine &cl) const
{
    if (!cl.isSet(QStringLiteral("data")) || cl.value(QStringLiteral("data")).trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--data: expected the runs CSV to check"));
    RecommenderContext::Inputs prepared; // the catalog, built once (also to check the file's names)
    Configuration config = effectiveConfiguration(cl, &prepared);
    applyTrainingFlags(cl, config);
    const Catalog &catalog = prepared.catalogOf(config);
    const MemoryCheck::Result result
        = MemoryCheck::run(CsvTable::read(cl.value(QStringLiteral("data"))), catalog, config.training);
    if (result.rows.isEmpty())
        throw CoastlineError(QStringLiteral("--data: the CSV has no runs"));

    const MemoryCheck::Summary &s = result.summary;
    OutputTable rows(rowColumns());
    for (const MemoryCheck::Row &r : result.rows)
        rows.addRow(rowCells(r));
    const auto optionalPercent = [&](double value) { return s.peakRows > 0 ? QVariant(value) : QVariant(); };
    if (cl.format() == OutputTable::Format::Csv) {
        cl.writeTable(rows);
        return ExitSuccess;
    }
    OutputTable summary({QStringLiteral("rows"), QStringLiteral("agree"),
        QStringLiteral("fits_but_out_of_memory"), QStringLiteral("out_of_memory_but_ran"),
        QStringLiteral("peak_rows"), QStringLiteral("mean_abs_peak_error_percent"),
        QStringLiteral("max_abs_peak_error_percent"), QStringLiteral("mean_peak_error_percent")});
    summary.addRow({qint64(s.rows), qint64(s.agree), qint64(s.fitsButOutOfMemory),
        qint64(s.outOfMemoryButRan), qint64(s.peakRows), optionalPercent(s.meanAbsPeakErrorPercent),
        optionalPercent(s.maxAbsPeakErrorPercent), optionalPercent(s.meanPeakErrorPercent)});
    OutputTable families(familyColumns());
    for (const MemoryCheck::FamilySummary &f : result.families)
        families.addRow(familyCells(f.family, f.summary));
    families.addRow(familyCells(QStringLiteral("all"), s));
    if (cl.format() == OutputTable::Format::Json) {
        const QJsonDocument summaryJson = QJsonDocument::fromJson(summary.toJson().toUtf8());
        const QJsonDocument rowsJson = QJsonDocument::fromJson(rows.toJson().toUtf8());
        const QJsonDocument familiesJson = QJsonDocument::fromJson(families.toJson().toUtf8());
        const QJsonObject document {{QStringLiteral("summary"), summaryJson.array().at(0)},
            {QStringLiteral("families"), familiesJson.array()}, {QStringLiteral("rows"), rowsJson.array()}};
        cl.writeOutput(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    OutputTable disagreeing(rowColumns());
    for (const MemoryCheck::Row &r : result.rows)
        if (!r.agrees())
            disagreeing.addRow(rowCells(r));
    QList<int> byError;
    for (int i = 0; i < result.rows.size(); ++i)
        if (result.rows.at(i).peakErrorPercent())
            byError.append(i);
    std::stable_sort(byError.begin(), byError.end(), [&](int a, int b) {
        return std::abs(*result.rows.at(a).peakErrorPercent())
            > std::abs(*result.rows.at(b).peakErrorPercent());
    });
    OutputTable worst(rowColumns());
    for (qsizetype i = 0; i < std::min<qsizetype>(10, byError.size()); ++i)
        worst.addRow(rowCells(result.rows.at(byError.at(i))));
    QString text = summary.toTable();
    text += QStringLiteral("\naccuracy by stack family (band: tight above %1 % of the device's memory):\n")
                .arg(MemoryModel::kTightBandFrom * 100.0, 0, 'f', 0)
        + families.toTable();
    text += QStringLiteral("\nrows that disagree (%1):\n").arg(disagreeing.rowCount());
    if (disagreeing.rowCount() > 0)
        text += disagreeing.toTable();
    if (worst.rowCount() > 0)
        text += QStringLiteral("\nworst peak errors:\n") + worst.toTable();
    cl.writeOutput(text);
    return ExitSuccess;
}

} // namespace cli
