// coastline-cli (cli.md): the verbs live in the coastline_cli library (app/cli); this only starts Qt.
// Only `--plot` (simulate-trace) draws with Qt Charts, which needs a QApplication: that path alone gets
// one, made by the plot module (PlotModule) on the offscreen platform, so the CLI never needs a display
// and the other verbs never load Qt Widgets.

#include "common/CoastlineError.h"
#include "support/CommandDispatcher.h"
#include "support/Console.h"
#include "support/PlotModule.h"

#include <QCoreApplication>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

bool drawsAPlot(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--plot") == 0 || std::strncmp(argv[i], "--plot=", 7) == 0)
            return true;
    return false;
}

/// Drops Qt's own debug and warning chatter of the graphics stack (e.g. "XDG_RUNTIME_DIR not set").
void quietQt(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "error: %s\n", qUtf8Printable(message));
}

} // namespace

int main(int argc, char *argv[])
{
    std::signal(SIGPIPE, SIG_IGN); // a closed pipe is a write error ("error: cannot write …"), not a kill
    const bool drawsPlots = drawsAPlot(argc, argv);
    if (drawsPlots) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietQt); // stderr carries only `error:` and `warning:` lines (cli.md)
    }
    std::unique_ptr<QCoreApplication> app;
    try {
        app = cli::PlotModule::createApplication(argc, argv, drawsPlots);
    } catch (const CoastlineError &) { // no module: --plot reports it as the command's error
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("coastline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    return cli::CommandDispatcher::run(QCoreApplication::arguments().mid(1), cli::Console::standard());
}
