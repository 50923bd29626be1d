#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

/// The outcome of one coastline-cli run.
struct CliRun
{
    int exitCode = -1; ///< ExitCode; -1 when a spawned process crashed, was killed or timed out
    QByteArray out; ///< stdout, as bytes
    QString err; ///< stderr, decoded as UTF-8
};

/// Runs coastline-cli in tests: in-process through the coastline_cli library (fast, no binary needed),
/// or by spawning the real executable (the process-level smoke tests).
namespace CliRunner {

/// Runs `arguments` (without the program name, e.g. {"recommend", "--format", "csv"}) through
/// cli::CommandDispatcher with stdout and stderr captured. With `workingDirectory`, the process's
/// current directory is that folder for the run and restored afterwards.
CliRun run(const QStringList &arguments, const QString &workingDirectory = {});

/// Spawns the coastline-cli executable at `program` with `arguments`; gives up after `timeoutMs`
/// (exit code -1 then).
CliRun spawn(const QString &program, const QStringList &arguments, const QString &workingDirectory = {},
    int timeoutMs = 120000);

} // namespace CliRunner
