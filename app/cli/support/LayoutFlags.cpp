#include "support/LayoutFlags.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/Goal.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"

namespace cli {

void addLayoutOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("tp"),
            QStringLiteral(
                "Tensor-parallel degree (with sequence parallelism), >= 1; within one scale-up (NVLink) "
                "domain."),
            QStringLiteral("n")},
        {QStringLiteral("pp"), QStringLiteral("Pipeline stages (1F1B), >= 1; divides the layers."),
            QStringLiteral("n")},
        {QStringLiteral("cp"),
            QStringLiteral("Context-parallel degree (ring attention), >= 1; may span nodes."),
            QStringLiteral("n")},
        {QStringLiteral("ep"),
            QStringLiteral(
                "Expert-parallel degree (mixture-of-experts models), >= 1 (default 1); divides the "
                "experts and DP x CP (Megatron takes expert ranks from the data-parallel group)."),
            QStringLiteral("n")},
        {QStringLiteral("vp"),
            QStringLiteral("Virtual pipeline stages per pipeline stage (interleaved 1F1B), >= 1 (default 1); "
                           "with --pp >= 2."),
            QStringLiteral("n")},
    });
}

void applyLayoutFlags(const CommandLine &commandLine, Configuration &config)
{
    ParallelLayout layout;
    bool any = false;
    QStringList given; // "--tp 2", for the messages
    for (const auto &[name, degree] :
        {std::pair {u"tp", &layout.tp}, std::pair {u"pp", &layout.pp}, std::pair {u"cp", &layout.cp},
            std::pair {u"ep", &layout.ep}, std::pair {u"vp", &layout.virtualStages}}) {
        const QString option = QString::fromUtf16(name);
        if (!commandLine.isSet(option))
            continue;
        *degree = int(parseInteger(
            commandLine.value(option), QStringLiteral("--") + option, 1, ParallelLayout::kMaxDegree));
        any = true;
        given << QStringLiteral("--%1 %2").arg(option, commandLine.value(option).trimmed());
    }
    if (!any)
        return;
    const QString flags = given.join(u' ');
    // --layouts (explain) was given too: a list or auto contradicts the one declared layout
    if (commandLine.parserOptionGiven(QStringLiteral("layouts"))) {
        const QString value = commandLine.value(QStringLiteral("layouts")).trimmed();
        const QString key = NamedChoice::underscoreKey(value);
        if (!config.search.layouts.isDataParallel())
            throw CoastlineError(
                QStringLiteral("%1 declares one parallel layout and --layouts %2 asks for others; give "
                               "either --tp/--pp/--cp/--ep or --layouts")
                    .arg(flags, value));
        if (key == u"data_parallel" || key == u"dp")
            commandLine.console().warning(
                QStringLiteral("--layouts %1: %2 declares a parallel layout, which is used")
                    .arg(value, flags));
    }
    if (isGpuCountGoal(config.strategy.goal))
        commandLine.console().warning(
            QStringLiteral("%1: min-GPU walks data-parallel configurations only (the rows have tp, pp and "
                           "cp 1); the summary says when the declared layout needs fewer GPUs")
                .arg(flags));
    // A --cp whose tokens do not split into 2 × CP chunks: the core warns (ParallelLayout::paddingWarning).
    config.search.layouts.mode = LayoutSearch::Mode::List;
    config.search.layouts.layouts = {layout};
    config.origins.insert(QStringLiteral("search.layouts"), {flags, config.search.layouts.name()});
}

} // namespace cli
