// `coastline-cli export` (cli.md "Launch files"): recommends as `recommend` does, then writes the pick (or
// row --rank N) as a launch file of one framework. What the format cannot express is an error naming the
// field; nothing is written on error.

#include "verbs/ExportCommand.h"

#include "catalog/Catalog.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "launch/LaunchFile.h"
#include "launch/LaunchPlan.h"
#include "pipeline/Recommender.h"
#include "predict/measured/MeasuredRuns.h"
#include "rank/Ranking.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/LaunchFlags.h"
#include "support/TrainingFlags.h"

namespace cli {

QString ExportCommand::description() const
{
    return QStringLiteral(
        "Recommends as `recommend` does (same job, policy and training flags; --from-launch reads the job "
        "from another launch file) and writes the pick, or the row --rank N of the ranking, as a launch "
        "file: --to torchtitan (job TOML), megatron (Megatron-LM arguments, one per line), accelerate (FSDP "
        "config YAML, and NAME.args.json beside it with the training arguments), deepspeed (JSON) or slurm "
        "(sbatch script running torchtitan). The header states the plan: model, GPUs, predicted throughput "
        "and the version. What the format cannot express is an error naming the field.");
}

void ExportCommand::addOptions(CommandLine &cl) const
{
    cl.addWorkloadOptions();
    cl.addPolicyOptions();
    cl.addJobSizeOptions();
    addTrainingOptions(cl.parser());
    addLaunchOption(cl.parser());
    cl.parser().addOptions({
        {QStringLiteral("to"),
            QStringLiteral("The launch format: torchtitan|megatron|accelerate|deepspeed|slurm."),
            QStringLiteral("format")},
        {QStringLiteral("rank"), QStringLiteral("Export the ranking's row N (default 1, the pick)."),
            QStringLiteral("n")},
        {QStringLiteral("output"),
            QStringLiteral("Write the launch file to FILE (atomically) instead of stdout (accelerate: and "
                           "NAME.args.json beside it)."),
            QStringLiteral("file")},
    });
    cl.addConfigOption();
    cl.addCalibrationOption();
}

namespace {

int rankOf(const CommandLine &cl)
{
    if (!cl.isSet(QStringLiteral("rank")))
        return 1;
    bool ok = false;
    const int rank = cl.value(QStringLiteral("rank")).trimmed().toInt(&ok);
    if (!ok || rank < 1)
        throw CoastlineError(QStringLiteral("--rank: expected a whole number >= 1, got '%1'")
                                 .arg(cl.value(QStringLiteral("rank"))));
    return rank;
}

} // namespace

int ExportCommand::execute(const CommandLine &cl) const
{
    if (!cl.isSet(QStringLiteral("to")))
        throw CoastlineError(QStringLiteral("--to: missing; choose from %1")
                                 .arg(LaunchFormats::names().join(QStringLiteral(", "))));
    const LaunchFormat format = LaunchFormats::parse(cl.value(QStringLiteral("to")), QStringLiteral("--to"));
    const int rank = rankOf(cl);
    const QString output
        = cl.isSet(QStringLiteral("output")) ? cl.value(QStringLiteral("output")) : QString();
    if (cl.isSet(QStringLiteral("output")) && output.trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--output: expected a file name"));
    RecommenderContext::Inputs prepared;
    std::optional<LaunchReading> launch;
    Configuration config = jobConfiguration(cl, prepared, &launch);
    applyTrainingFlags(cl, config);
    const auto context = std::make_shared<const RecommenderContext>(config, std::move(prepared));
    const Recommender recommender(config, context);
    const Evaluation evaluation = recommender.evaluate();
    for (const QString &warning : MeasuredRuns::withoutNoCatalogMatch(evaluation.warnings))
        cl.console().warning(warning);
    const Ranking ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
    if (rank > ranking.rows.size())
        throw CoastlineError(
            QStringLiteral("--rank %1: the ranking has %2 rows").arg(rank).arg(ranking.rows.size()));
    const EvaluatedCandidate &picked = ranking.candidateAt(evaluation, rank - 1);
    LaunchPlan plan = LaunchPlan::of(evaluation.config, picked.candidate,
        context->catalog().llm(evaluation.config.workload.llmModel), picked.prediction);
    plan.origin = QStringLiteral("recommend, rank %1").arg(rank);
    QStringList warnings;
    const QList<LaunchFile::Output> files = LaunchFile::render(format, plan, output, &warnings);
    for (const QString &warning : warnings)
        cl.console().warning(warning);
    if (output.isEmpty()) {
        cl.console().out(files.first().text);
        return ExitSuccess;
    }
    for (const LaunchFile::Output &file : files) {
        QString error;
        if (!AtomicFile::writeText(file.path, file.text, &error))
            throw CoastlineError(error);
    }
    return ExitSuccess;
}

} // namespace cli
