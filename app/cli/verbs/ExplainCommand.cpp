// `coastline-cli explain` (cli.md "explain"): every grid candidate (or, for min-GPU, every g tried),
// feasible or not, in grid order, with the verdict, the reason and the memory breakdown.

#include "verbs/ExplainCommand.h"

#include "common/CoastlineError.h"
#include "io/OutputTableWriter.h"
#include "launch/LaunchFile.h"
#include "pipeline/Recommender.h"
#include "predict/measured/MeasuredRuns.h"
#include "report/MemoryCells.h"
#include "report/OutputColumns.h"
#include "report/RecommendationRows.h"
#include "report/RecommendationSummary.h"
#include "support/ArgumentParsing.h"
#include "support/CalibrationProfileFlag.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LaunchFlags.h"
#include "support/LayoutFlags.h"
#include "support/OutputStream.h"
#include "support/TrainingFlags.h"

namespace cli {

QString ExplainCommand::description() const
{
    return QStringLiteral(
        "Explains a recommendation: every candidate of the grid (or every GPU count min-GPU "
        "tried) in order, feasible or not, with its verdict, reason, per-GPU memory breakdown "
        "(GB) against the capacity, prediction and scores.");
}

void ExplainCommand::addOptions(CommandLine &cl) const
{
    cl.addWorkloadOptions();
    cl.addPolicyOptions();
    cl.addJobSizeOptions();
    addTrainingOptions(cl.parser());
    addLayoutOptions(cl.parser());
    addLaunchOption(cl.parser());
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

namespace {

/// Ranks `evaluation` into `ranking` and words its summary: ExitSuccess. When nothing ranks (a NoResult
/// error), the summary says why and what would fit, `ranking` keeps the policy, and the result is
/// ExitNoResult: the candidates are still explained. Other errors propagate.
int rankWithSummary(const Evaluation &evaluation, Ranking &ranking, QString &summary)
{
    try {
        ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
        summary = RecommendationSummary::summary(evaluation, ranking);
        return ExitSuccess;
    } catch (const CoastlineError &e) {
        if (e.kind() != CoastlineError::Kind::NoResult)
            throw;
        ranking.policy = RankingPolicy::fromConfiguration(evaluation.config);
        summary = QStringLiteral("No recommendation: %1").arg(e.message());
        if (const QString fit = RecommendationSummary::whatWouldFit(evaluation); !fit.isEmpty())
            summary += QStringLiteral(". ") + fit;
        return ExitNoResult;
    }
}

/// cli.md "Launch files": every field read from --from-launch, as lines ahead of the table (empty
/// without a launch file).
QString launchFieldsText(const std::optional<LaunchReading> &launch)
{
    if (!launch)
        return {};
    QString read = QStringLiteral("Read from %1 (%2 fields):\n").arg(launch->path).arg(launch->read.size());
    for (const QString &line : LaunchFile::fieldLines(*launch))
        read += QStringLiteral("  %1\n").arg(line);
    return read + u'\n';
}

} // namespace

int ExplainCommand::execute(const CommandLine &cl) const
{
    RecommenderContext::Inputs prepared;
    std::optional<LaunchReading> launch;
    Configuration config = jobConfiguration(cl, prepared, &launch);
    applyTrainingFlags(cl, config);
    applyLayoutFlags(cl, config);

    // The command's one context: the catalog and calibrations made above, the predictors built once.
    const Recommender recommender(
        config, std::make_shared<const RecommenderContext>(config, std::move(prepared)));
    Evaluation evaluation = recommender.evaluate();
    applyCalibrationProfile(cl, evaluation); // --calibration-profile: the user's cluster profile
    for (const QString &warning : MeasuredRuns::withoutNoCatalogMatch(evaluation.warnings))
        cl.console().warning(warning); // the summary says when no measured run can match
    Ranking ranking;
    QString summary;
    const int exitCode = rankWithSummary(evaluation, ranking, summary);
    // cli.md "Errors": on exit 1 an existing --output is left as it was; only standard output gets the
    // candidates (and the error line says why nothing ranks).
    if (exitCode != ExitSuccess && !cl.outputPath().isEmpty()) {
        cl.console().error(summary);
        return exitCode;
    }
    const bool nodePower = evaluation.config.showsNodePower();
    const bool layouts = !evaluation.config.search.layouts.isDataParallel(); // vp only then
    const QStringList columns = RecommendationRows::explainColumns(nodePower, layouts);
    const auto shown = [&](const QVariantList &row) {
        return OutputColumns::shownCells(row, OutputColumns::explain(), nodePower, layouts);
    };
    if (cl.format() == OutputTable::Format::Table) {
        // The brief columns only, picked from each full row as it is made.
        OutputTable brief(RecommendationRows::explainBriefColumns(evaluation));
        QList<qsizetype> at;
        for (const QString &column : brief.columns())
            at.append(columns.indexOf(column));
        RecommendationRows::forEachExplainRow(evaluation, ranking, [&](int, const QVariantList &row) {
            const QVariantList cells = shown(row);
            QVariantList picked;
            for (const qsizetype c : std::as_const(at))
                picked.append(cells.value(c));
            brief.addRow(picked);
        });
        cl.writeOutput(launchFieldsText(launch) + summary + QStringLiteral("\n")
            + RecommendationSummary::gridLine(evaluation) + QStringLiteral("\n\n")
            + brief.toTable(0)); // the reason (last) whole: issue 36 item 4
    } else {
        // CSV and JSON stream row by row: a large grid's rows are never all held (nor its text).
        const bool json = cl.format() == OutputTable::Format::Json;
        QStringList written = columns;
        // cli.md "Memory model": each candidate's `fixes`, least disruptive first (empty when it fits);
        // cli.md "Scale-out": the `stack` assumed, when one is named.
        const std::optional<TrainingSetup::Stack> stack = evaluation.config.training.stack;
        if (json)
            written.append(QStringLiteral("fixes"));
        if (json && stack)
            written.append(QStringLiteral("stack"));
        OutputStream output(cl.outputPath(), cl.console());
        OutputTableWriter writer(written, cl.format(), [&](const QByteArray &piece) { output.write(piece); });
        RecommendationRows::forEachExplainRow(evaluation, ranking, [&](int index, const QVariantList &row) {
            QVariantList cells = shown(row);
            cells.resize(columns.size()); // as OutputTable::addRow() pads a row
            if (json)
                cells.append(QVariant(MemoryCells::fixesJson(evaluation.candidates.at(index).verdict)));
            if (json && stack)
                cells.append(TrainingSetup::name(*stack));
            writer.addRow(cells);
        });
        writer.finish();
        output.commit();
    }
    if (exitCode != ExitSuccess)
        cl.console().error(summary);
    return exitCode;
}

} // namespace cli
