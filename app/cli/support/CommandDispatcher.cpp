#include "support/CommandDispatcher.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "support/Console.h"
#include "support/ExitCode.h"
#include "verbs/CalibrateCommand.h"
#include "verbs/CatalogCommand.h"
#include "verbs/EvaluateCommand.h"
#include "verbs/EvaluateMemoryCommand.h"
#include "verbs/ExplainCommand.h"
#include "verbs/ExportCommand.h"
#include "verbs/ImportRunsCommand.h"
#include "verbs/RecommendCommand.h"
#include "verbs/RecommendTraceCommand.h"
#include "verbs/SimulateCommand.h"
#include "verbs/SimulateTraceCommand.h"
#include "verbs/TraceToRunsCommand.h"
#include "verbs/TuneCommand.h"

namespace cli {

namespace {

QString verbNames()
{
    QStringList names;
    for (const auto &command : CommandDispatcher::commands())
        names.append(command->name());
    return names.join(QStringLiteral(", "));
}

} // namespace

const std::vector<std::unique_ptr<Command>> &CommandDispatcher::commands()
{
    static const std::vector<std::unique_ptr<Command>> all = [] {
        std::vector<std::unique_ptr<Command>> list;
        list.push_back(std::make_unique<RecommendCommand>());
        list.push_back(std::make_unique<ExplainCommand>());
        list.push_back(std::make_unique<SimulateCommand>());
        list.push_back(std::make_unique<ExportCommand>());
        list.push_back(std::make_unique<CatalogCommand>());
        list.push_back(std::make_unique<RecommendTraceCommand>());
        list.push_back(std::make_unique<TraceToRunsCommand>());
        list.push_back(std::make_unique<SimulateTraceCommand>());
        list.push_back(std::make_unique<TuneCommand>());
        list.push_back(std::make_unique<EvaluateCommand>());
        list.push_back(std::make_unique<EvaluateMemoryCommand>());
        list.push_back(std::make_unique<ImportRunsCommand>());
        list.push_back(std::make_unique<CalibrateCommand>());
        return list;
    }();
    return all;
}

const Command *CommandDispatcher::find(const QString &name)
{
    for (const auto &command : commands())
        if (command->name() == name)
            return command.get();
    return nullptr;
}

QString CommandDispatcher::usage()
{
    QString text = QStringLiteral("Usage: coastline-cli <command> [options]\n"
                                  "       coastline-cli <command> --help\n"
                                  "       coastline-cli --version\n\n"
                                  "Recommends GPU configurations for LLM fine-tuning jobs.\n\n"
                                  "Commands:\n");
    for (const auto &command : commands())
        text += QStringLiteral("  %1  %2\n").arg(command->name().leftJustified(14), command->summary());
    text += QStringLiteral("\nExit codes: 0 success, 1 no result, 2 bad usage or bad input.\n");
    return text;
}

int CommandDispatcher::run(const QStringList &arguments, const Console &console)
{
    try {
        return dispatch(arguments, console);
    } catch (...) { // --help and --version writing to a full disk or a closed stdout
        return Command::reportCurrentException(console);
    }
}

int CommandDispatcher::dispatch(const QStringList &arguments, const Console &console)
{
    if (arguments.isEmpty()) {
        console.err(usage());
        console.error(QStringLiteral("no command given; commands: %1").arg(verbNames()));
        return ExitBadInput;
    }
    const QString first = arguments.first();
    if (first == u"--version" || first == u"-v") {
        console.out(QStringLiteral("coastline-cli %1\n").arg(QStringLiteral(COASTLINE_VERSION)));
        return ExitSuccess;
    }
    if (first == u"--help" || first == u"-h" || first == u"help") {
        console.out(usage());
        return ExitSuccess;
    }
    if (const Command *command = find(first))
        return command->run(arguments.mid(1), console);
    QStringList names;
    for (const auto &command : commands())
        names.append(command->name());
    const QString closest = NamedChoice::closest(first, names, 2); // a name within two edits
    const QString suggestion
        = closest.isEmpty() ? QString() : QStringLiteral("did you mean '%1'? ").arg(closest);
    console.error(QStringLiteral("unknown command '%1'; %2commands: %3 (see coastline-cli --help)")
                      .arg(first, suggestion, verbNames()));
    return ExitBadInput;
}

} // namespace cli
