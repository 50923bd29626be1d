#include "support/LayoutFlags.h"

#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"

namespace cli {

void addLayoutOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("tp"),
            QStringLiteral("Tensor-parallel degree (with sequence parallelism), >= 1; within one node."),
            QStringLiteral("n")},
        {QStringLiteral("pp"), QStringLiteral("Pipeline stages (1F1B), >= 1; divides the layers."),
            QStringLiteral("n")},
        {QStringLiteral("cp"),
            QStringLiteral("Context-parallel degree (ring attention), >= 1; within one node."),
            QStringLiteral("n")},
    });
}

void applyLayoutFlags(const CommandLine &commandLine, Configuration &config)
{
    ParallelLayout layout;
    bool any = false;
    for (const auto &[name, degree] :
        {std::pair {u"tp", &layout.tp}, std::pair {u"pp", &layout.pp}, std::pair {u"cp", &layout.cp}}) {
        const QString option = QString::fromUtf16(name);
        if (!commandLine.isSet(option))
            continue;
        *degree = int(parseInteger(
            commandLine.value(option), QStringLiteral("--") + option, 1, ParallelLayout::kMaxDegree));
        any = true;
    }
    if (any) {
        config.search.layouts.mode = LayoutSearch::Mode::List;
        config.search.layouts.layouts = {layout};
    }
}

} // namespace cli
