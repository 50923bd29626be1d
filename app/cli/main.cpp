// coastline-cli: verb dispatch (cli.md). Each verb lives in its own *Command.cpp; to add one, add
// its entry point to CliCommon.h and a line to kVerbs below.

#include "CliCommon.h"
#include "common/CoastlineError.h"

#include <QCoreApplication>
#include <exception>

namespace {

struct Verb
{
    const char16_t *name;
    const char16_t *summary;
    int (*run)(const QStringList &arguments);
};

const Verb kVerbs[] = {
    {u"recommend", u"Recommend GPU configurations for a job (or a CSV of jobs), best first.",
        &cli::runRecommend},
    {u"explain", u"Every candidate with its feasibility verdict, memory breakdown, prediction and score.",
        &cli::runExplain},
    {u"simulate", u"Predict one declared configuration (or a CSV of them): throughput, power, feasibility.",
        &cli::runSimulate},
    {u"catalog", u"List the bundled LLM or GPU catalog (catalog llms | catalog gpus).", &cli::runCatalog},
};

QString verbNames()
{
    QStringList names;
    for (const Verb &v : kVerbs)
        names.append(QString::fromUtf16(v.name));
    return names.join(QStringLiteral(", "));
}

QString usage()
{
    QString text = QStringLiteral("Usage: coastline-cli <command> [options]\n"
                                  "       coastline-cli <command> --help\n"
                                  "       coastline-cli --version\n\n"
                                  "Recommends GPU configurations for LLM fine-tuning jobs.\n\n"
                                  "Commands:\n");
    for (const Verb &v : kVerbs)
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromUtf16(v.name).leftJustified(10), QString::fromUtf16(v.summary));
    text += QStringLiteral("\nExit codes: 0 success, 1 no result, 2 bad usage or bad input.\n");
    return text;
}

int dispatch(const QStringList &arguments)
{
    if (arguments.isEmpty()) {
        cli::printErr(usage());
        cli::printError(QStringLiteral("no command given; commands: %1").arg(verbNames()));
        return cli::ExitBadInput;
    }
    const QString first = arguments.first();
    if (first == u"--version" || first == u"-v") {
        cli::printOut(QStringLiteral("coastline-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return cli::ExitSuccess;
    }
    if (first == u"--help" || first == u"-h" || first == u"help") {
        cli::printOut(usage());
        return cli::ExitSuccess;
    }
    for (const Verb &v : kVerbs)
        if (first == QString::fromUtf16(v.name))
            return v.run(arguments.mid(1));
    throw CoastlineError(QStringLiteral("unknown command '%1'; commands: %2 (see coastline-cli --help)")
                             .arg(first, verbNames()));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coastline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    try {
        return dispatch(QCoreApplication::arguments().mid(1));
    } catch (const CoastlineError &e) {
        cli::printError(e.message());
        return e.kind() == CoastlineError::Kind::NoResult ? cli::ExitNoResult : cli::ExitBadInput;
    } catch (const std::exception &e) {
        cli::printError(QStringLiteral("internal error: %1").arg(QString::fromLocal8Bit(e.what())));
        return cli::ExitNoResult;
    } catch (...) {
        cli::printError(QStringLiteral("internal error"));
        return cli::ExitNoResult;
    }
}
