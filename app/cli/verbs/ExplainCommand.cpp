// `coastline-cli explain` (cli.md "explain"): every grid candidate (or, for min-GPU, every g tried),
// feasible or not, in grid order, with the verdict, the reason and the memory breakdown.

#include "verbs/ExplainCommand.h"

#include "common/CoastlineError.h"
#include "pipeline/Recommender.h"
#include "predict/measured/MeasuredRuns.h"
#include "report/MemoryCells.h"
#include "report/OutputColumns.h"
#include "report/RecommendationRows.h"
#include "report/RecommendationSummary.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LayoutFlags.h"
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
    cl.addOutputOptions();
    cl.addConfigOption();
    cl.addCalibrationOption();
}

int ExplainCommand::execute(const CommandLine &cl) const
{
    RecommenderContext::Inputs prepared;
    Configuration config = jobConfiguration(cl, prepared);
    applyTrainingFlags(cl, config);
    applyLayoutFlags(cl, config);

    // The command's one context: the catalog and calibrations made above, the predictors built once.
    const Recommender recommender(
        config, std::make_shared<const RecommenderContext>(config, std::move(prepared)));
    const Evaluation evaluation = recommender.evaluate();
    for (const QString &warning : MeasuredRuns::withoutNoCatalogMatch(evaluation.warnings))
        cl.console().warning(warning); // the summary says when no measured run can match
    Ranking ranking;
    QString summary;
    int exitCode = ExitSuccess;
    try {
        ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
        summary = RecommendationSummary::summary(evaluation, ranking);
    } catch (const CoastlineError &e) {
        if (e.kind() != CoastlineError::Kind::NoResult)
            throw;
        ranking.policy = RankingPolicy::fromConfiguration(evaluation.config);
        summary = QStringLiteral("No recommendation: %1").arg(e.message());
        if (const QString fit = RecommendationSummary::whatWouldFit(evaluation); !fit.isEmpty())
            summary += QStringLiteral(". ") + fit; // issue 36 item 3
        exitCode = ExitNoResult; // the candidates are still explained
    }
    // cli.md "Errors": on exit 1 an existing --output is left as it was; only standard output gets the
    // candidates (and the error line says why nothing ranks).
    if (exitCode != ExitSuccess && !cl.outputPath().isEmpty()) {
        cl.console().error(summary);
        return exitCode;
    }
    const bool nodePower = evaluation.config.showsNodePower();
    const bool layouts = !evaluation.config.search.layouts.isDataParallel(); // vp only then
    OutputTable table(RecommendationRows::explainColumns(nodePower, layouts));
    for (const QVariantList &row : RecommendationRows::explainRows(evaluation, ranking))
        table.addRow(OutputColumns::shownCells(row, OutputColumns::explain(), nodePower, layouts));
    if (cl.format() == OutputTable::Format::Table) {
        OutputTable brief(RecommendationRows::explainBriefColumns(evaluation));
        for (int r = 0; r < table.rowCount(); ++r) {
            QVariantList cells;
            for (const QString &column : brief.columns())
                cells.append(table.row(r).value(table.columns().indexOf(column)));
            brief.addRow(cells);
        }
        cl.writeOutput(summary + QStringLiteral("\n") + RecommendationSummary::gridLine(evaluation)
            + QStringLiteral("\n\n") + brief.toTable(0)); // the reason (last) whole: issue 36 item 4
    } else {
        if (cl.format() == OutputTable::Format::Json) {
            // cli.md "Memory model": each candidate's `fixes`, least disruptive first (empty when it fits);
            // cli.md "Scale-out": the `stack` assumed, when one is named.
            const std::optional<TrainingSetup::Stack> stack = evaluation.config.training.stack;
            QStringList columns = table.columns();
            columns.append(QStringLiteral("fixes"));
            if (stack)
                columns.append(QStringLiteral("stack"));
            OutputTable withFixes(columns);
            for (int r = 0; r < table.rowCount(); ++r) {
                QVariantList cells = table.row(r);
                cells.append(QVariant(MemoryCells::fixesJson(evaluation.candidates.at(r).verdict)));
                if (stack)
                    cells.append(TrainingSetup::name(*stack));
                withFixes.addRow(cells);
            }
            table = withFixes;
        }
        cl.writeTable(table);
    }
    if (exitCode != ExitSuccess)
        cl.console().error(summary);
    return exitCode;
}

} // namespace cli
