// coastline-cli (cli.md): the verbs live in the coastline_cli library (app/cli); this only starts Qt.

#include "CommandDispatcher.h"
#include "Console.h"

#include <QCoreApplication>
#include <csignal>

int main(int argc, char *argv[])
{
    std::signal(SIGPIPE, SIG_IGN); // a closed pipe is a write error ("error: cannot write …"), not a kill
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coastline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    return cli::CommandDispatcher::run(QCoreApplication::arguments().mid(1), cli::Console::standard());
}
