// coastline-cli (cli.md): the verbs live in the coastline_cli library (app/cli); this only starts Qt.

#include "CommandDispatcher.h"
#include "Console.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coastline-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    return cli::CommandDispatcher::run(QCoreApplication::arguments().mid(1), cli::Console::standard());
}
