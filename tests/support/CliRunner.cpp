#include "CliRunner.h"

#include "support/CommandDispatcher.h"
#include "support/Console.h"

#include <QBuffer>
#include <QDir>
#include <QProcess>

namespace CliRunner {

CliRun run(const QStringList &arguments, const QString &workingDirectory)
{
    QBuffer out;
    QBuffer err;
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    const QString previous = QDir::currentPath();
    if (!workingDirectory.isEmpty())
        QDir::setCurrent(workingDirectory);
    CliRun r;
    r.exitCode = cli::CommandDispatcher::run(arguments, cli::Console(out, err));
    if (!workingDirectory.isEmpty())
        QDir::setCurrent(previous);
    r.out = out.data();
    r.err = QString::fromUtf8(err.data());
    return r;
}

CliRun spawn(
    const QString &program, const QStringList &arguments, const QString &workingDirectory, int timeoutMs)
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(program, arguments);
    CliRun r;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace CliRunner
