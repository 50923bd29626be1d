// `coastline-cli recommend` (cli.md "recommend"): one job → the top_k recommendations; with --input
// workloads.csv, one output row per input row with the top-1 recommendation.

#include "verbs/RecommendCommand.h"

#include "common/CoastlineError.h"
#include "pipeline/BatchRecommendation.h"
#include "pipeline/Recommender.h"
#include "predict/measured/MeasuredRuns.h"
#include "rank/TrialPlan.h"
#include "report/RecommendationRows.h"
#include "report/RecommendationSummary.h"
#include "support/ArgumentParsing.h"
#include "support/CalibrationProfileFlag.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/Interrupt.h"
#include "support/JobConfiguration.h"
#include "support/LaunchFlags.h"
#include "support/OutputStream.h"
#include "support/TrainingFlags.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cli {

namespace {

/// Evaluates and ranks `config` with its `context`, printing the run's warnings.
std::pair<Evaluation, Ranking> recommend(const CommandLine &cl, const Configuration &config,
    const std::shared_ptr<const RecommenderContext> &context, const Console &console)
{
    const Recommender recommender(config, context);
    Evaluation evaluation = recommender.evaluate();
    applyCalibrationProfile(cl, evaluation); // --calibration-profile: before ranking, so the pick can change
    for (const QString &warning : MeasuredRuns::withoutNoCatalogMatch(evaluation.warnings))
        console.warning(warning); // the summary says when no measured run can match
    Ranking ranking;
    try {
        ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
    } catch (const CoastlineError &e) {
        // Nothing fits: the error names the smallest change that would make one fit (issue 36 item 3).
        const QString fit = RecommendationSummary::whatWouldFit(evaluation);
        if (e.kind() != CoastlineError::Kind::NoResult || fit.isEmpty())
            throw;
        throw CoastlineError(e.message() + QStringLiteral(". ") + fit, e.kind());
    }
    return {std::move(evaluation), std::move(ranking)};
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

/// `plan` as the JSON member `,"trials":[…]` (cli.md: a list of {"rank", "reason", "gpu_hours"}, here also
/// the steps and the expected regret reduction).
QString trialsJson(const TrialPlan::Plan &plan)
{
    QJsonArray list;
    for (const TrialPlan::Trial &t : plan.trials)
        list.append(QJsonObject {{QStringLiteral("rank"), t.rank}, {QStringLiteral("reason"), t.reason},
            {QStringLiteral("gpu_hours"), t.gpuHours},
            {QStringLiteral("warmup_steps"), TrialPlan::kWarmupSteps},
            {QStringLiteral("measure_steps"), TrialPlan::kMeasureSteps},
            {QStringLiteral("regret_reduction_percent"), t.regretReductionPercent}});
    return QStringLiteral(",\"trials\":")
        + QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact)) + QStringLiteral("\n");
}

int recommendOne(const CommandLine &cl, const Configuration &config,
    const std::shared_ptr<const RecommenderContext> &context, bool allRows)
{
    const auto [evaluation, ranking] = recommend(cl, config, context, cl.console());
    const int trials = cl.isSet(QStringLiteral("trials"))
        ? int(parseInteger(cl.value(QStringLiteral("trials")), QStringLiteral("--trials"), 1, 3))
        : 0;
    const TrialPlan::Plan plan
        = trials > 0 ? TrialPlan::plan(evaluation, ranking, trials) : TrialPlan::Plan {};
    switch (cl.format()) {
    case OutputTable::Format::Csv:
        cl.writeOutput(QString::fromUtf8(RecommendationRows::toCsv(evaluation, ranking, allRows)));
        break;
    case OutputTable::Format::Json: {
        QString json = QString::fromUtf8(RecommendationRows::toJson(evaluation, ranking, allRows));
        if (trials > 0) // "trials": [{"rank", "reason", "gpu_hours", …}] before the document's closing brace
            json.insert(json.lastIndexOf(u'}'), trialsJson(plan));
        cl.writeOutput(json);
        break;
    }
    case OutputTable::Format::Table: {
        OutputTable table(RecommendationRows::recommendColumns(true, true)); // projected on the brief columns
        for (const QVariantList &row : RecommendationRows::recommendRows(evaluation, ranking, !allRows))
            table.addRow(row);
        const QString plannedTrials = TrialPlan::text(plan);
        cl.writeOutput(RecommendationSummary::summary(evaluation, ranking) + QStringLiteral("\n\n")
            + project(table, RecommendationRows::briefColumns(evaluation)).toTable()
            + (plannedTrials.isEmpty() ? QString() : QStringLiteral("\n") + plannedTrials));
        break;
    }
    }
    return ExitSuccess;
}

/// One CSV line: `cells` as OutputTable::toCsv() writes them.
void appendCsvLine(QString &out, const QVariantList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += u',';
        out += OutputTable::csvField(OutputTable::csvText(cells.at(i)));
    }
    out += u'\n';
}

/// One job as JSON: {"input": {...}, "recommendation": {...}} (the object only).
QString jsonJob(const QStringList &inputColumns, const QStringList &resultColumns, const BatchResult &result)
{
    OutputTable in(inputColumns);
    in.addRow(BatchRecommendation::inputRow(result));
    OutputTable out(resultColumns);
    out.addRow(BatchRecommendation::resultRow(result));
    return QStringLiteral("{\"input\":%1,\"recommendation\":%2}")
        .arg(in.toJson().trimmed().mid(1).chopped(1).trimmed(),
            out.toJson().trimmed().mid(1).chopped(1).trimmed());
}

/// Output is handed to the stream in pieces of about this many bytes.
constexpr qsizetype flushBytes = 1 << 20;

int recommendFile(const CommandLine &cl, const Configuration &config,
    const std::shared_ptr<const RecommenderContext> &context, const QString &path)
{
    const BatchRecommendation batch(config, path, context);
    const QStringList inputColumns = batch.inputColumns();
    const QStringList resultColumns = BatchRecommendation::resultColumns();
    const OutputTable::Format format = cl.format();
    OutputStream stream(cl.outputPath(), cl.console());
    QByteArray pending; // output not yet handed to the stream (its capacity is kept between pieces)
    pending.reserve(flushBytes + (flushBytes >> 4));
    if (format == OutputTable::Format::Csv) {
        // the input's batch_size and the recommended_batch_size both appear (docs/cli.md)
        QVariantList header;
        for (const QString &column : BatchRecommendation::outputColumns(inputColumns))
            header.append(column);
        QString line;
        appendCsvLine(line, header);
        pending += line.toUtf8();
    } else if (format == OutputTable::Format::Json) { // one object per job
        pending += '[';
    }
    QStringList shown = BatchRecommendation::briefResultColumns();
    if (!config.search.layouts.isDataParallel()) { // layouts searched: each job's tp, pp, cp (issue 35)
        qsizetype at = shown.indexOf(QStringLiteral("recommended_number_of_nodes")) + 1;
        for (const char *column : {"tp", "pp", "cp"})
            shown.insert(at++, QString::fromLatin1(column));
    }
    QStringList briefHeader = inputColumns;
    for (const QString &column : shown)
        briefHeader.append(column);
    OutputTable brief(briefHeader); // `table` is aligned over all rows, so it is built whole

    // Progress on stderr when it is a terminal or with --progress; Ctrl-C stops after the running jobs.
    const bool showProgress = cl.isSet(QStringLiteral("progress")) || cl.console().errorIsTerminal();
    auto progress = [&](int done) {
        cl.console().err(QStringLiteral("\rrecommend: %1 of %2 jobs").arg(done).arg(batch.rowCount()));
    };
    const Interrupt::Scope interruptible;
    int failed = 0;
    int done = 0;
    // Bookkeeping after each job, in input order: warnings, failures, output pieces, progress.
    auto delivered = [&](bool ok) {
        failed += ok ? 0 : 1;
        ++done;
        if (pending.size() >= flushBytes) {
            stream.write(pending);
            pending.resize(0);
        }
        if (showProgress && done % BatchRecommendation::blockRows() == 0)
            progress(done);
    };
    // Row warnings (mostly uncalibrated Kavier factors) are summarised once at the end: a count and the
    // first one with its file:line, not one line per job.
    int warnedJobs = 0;
    QString firstWarning;
    auto noteWarnings = [&](int row, const QStringList &warnings) {
        if (warnings.isEmpty())
            return;
        if (warnedJobs++ == 0)
            firstWarning = QStringLiteral("%1:%2: %3").arg(path).arg(batch.lineOf(row)).arg(warnings.first());
    };
    const auto stop = [] { return Interrupt::requested(); };
    if (format == OutputTable::Format::Table) {
        batch.run(
            [&](const BatchResult &result) {
                QVariantList cells = BatchRecommendation::inputRow(result);
                const QVariantList resultCells = BatchRecommendation::resultRow(result);
                for (const QString &column : shown)
                    cells.append(resultCells.at(resultColumns.indexOf(column)));
                brief.addRow(cells);
                noteWarnings(result.row, result.warnings);
                delivered(result.ok());
            },
            stop);
    } else {
        // CSV lines and JSON objects are made on the worker threads; here they are only concatenated.
        const bool csv = format == OutputTable::Format::Csv;
        batch.run(
            [&](const BatchResult &result, BatchRecommendation::Rendered &out) {
                if (csv) {
                    out.text.reserve(1024);
                    OutputTable::appendCsvCells(out.text, BatchRecommendation::inputRow(result));
                    out.text += ',';
                    OutputTable::appendCsvCells(out.text, BatchRecommendation::resultRow(result));
                    out.text += '\n';
                } else {
                    out.text = jsonJob(inputColumns, resultColumns, result).toUtf8();
                }
            },
            [&](const BatchRecommendation::Rendered &row) {
                if (!csv)
                    pending += done == 0 ? "\n" : ",\n";
                pending += row.text;
                noteWarnings(row.row, row.warnings);
                delivered(row.ok);
            },
            stop);
    }
    if (showProgress) {
        progress(done);
        cl.console().err(QStringLiteral("\n"));
    }
    if (Interrupt::requested()) { // the stream's destructor discards the unfinished --output file
        cl.console().error(
            QStringLiteral("interrupted after %1 of %2 jobs%3")
                .arg(done)
                .arg(batch.rowCount())
                .arg(cl.outputPath().isEmpty() ? QString() : QStringLiteral("; --output not written")));
        return ExitInterrupted;
    }
    if (batch.rowCount() == 0)
        cl.console().warning(QStringLiteral("%1: no jobs (the file has only a header row)").arg(path));
    if (warnedJobs > 0)
        cl.console().warning(
            QStringLiteral("%1: %2 of %3 jobs have warnings (recommend one job for details); "
                           "the first: %4")
                .arg(path)
                .arg(warnedJobs)
                .arg(batch.rowCount())
                .arg(firstWarning));
    if (failed > 0)
        cl.console().warning(QStringLiteral("%1: %2 of %3 jobs have no recommendation (see the error column)")
                                 .arg(path)
                                 .arg(failed)
                                 .arg(batch.rowCount()));
    if (format == OutputTable::Format::Json)
        pending += "\n]\n";
    else if (format == OutputTable::Format::Table)
        pending = brief.toTable().toUtf8();
    stream.write(pending);
    stream.commit();
    if (batch.rowCount() > 0 && failed == batch.rowCount()) {
        cl.console().error(QStringLiteral("%1: no job could be recommended").arg(path));
        return ExitNoResult;
    }
    return ExitSuccess;
}

} // namespace

QString RecommendCommand::description() const
{
    return QStringLiteral(
        "Recommends GPU configurations (total GPUs x per-device batch size) for one fine-tuning job "
        "and prints the top_k, best first. Without --config the embedded default is used "
        "(the seed's example job). With --input, one row per job of a workloads CSV (columns "
        "llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size, and optionally "
        "gpus_per_node, number_of_nodes) with the top-1 recommendation.");
}

void RecommendCommand::addOptions(CommandLine &cl) const
{
    cl.addWorkloadOptions();
    cl.addPolicyOptions();
    cl.addJobSizeOptions();
    addTrainingOptions(cl.parser());
    addLaunchOption(cl.parser());
    cl.parser().addOptions({
        {QStringLiteral("input"), QStringLiteral("CSV of jobs, one output row per job."),
            QStringLiteral("file")},
        {QStringLiteral("all"), QStringLiteral("List every ranked configuration, not only the top_k.")},
        {QStringLiteral("trials"),
            QStringLiteral(
                "Plan K short trial runs (1-3): the configurations whose measurement would most likely "
                "change the pick, with the steps to run and their GPU-hours."),
            QStringLiteral("k")},
        {QStringLiteral("progress"),
            QStringLiteral("With --input: a progress line on stderr (default when stderr is a terminal).")},
    });
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int RecommendCommand::execute(const CommandLine &cl) const
{
    cl.rejectWorkloadFlagsWithInput();
    RecommenderContext::Inputs prepared;
    std::optional<LaunchReading> launch;
    Configuration config = jobConfiguration(cl, prepared, &launch);
    applyTrainingFlags(cl, config);
    // The command's one context: the catalog and calibrations made above, the predictors built once.
    const auto context = std::make_shared<const RecommenderContext>(config, std::move(prepared));
    if (cl.isSet(QStringLiteral("input")))
        return recommendFile(cl, config, context, cl.value(QStringLiteral("input")));
    return recommendOne(cl, config, context, cl.isSet(QStringLiteral("all")));
}

} // namespace cli
