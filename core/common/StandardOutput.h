#pragma once

#include "common/CoastlineError.h"

#include <QByteArray>
#include <QString>
#include <cstdio>

/// Checked writes to standard output (or any stdio stream): a write to a full disk, a closed
/// descriptor or `> /dev/full` must not end as a silent success.
class StandardOutput
{
public:
    /// Writes all of `data` to `stream` and flushes it, then checks the stream's error state.
    /// Throws CoastlineError "cannot write standard output: <reason>" (reason from errno, e.g. "No space
    /// left on device"); front ends print it as "error: …" and exit 2 (cli.md, issue 15).
    static void write(const QByteArray &data, std::FILE *stream = stdout);
    /// Flushes `stream` and checks its error state (for output written by other means, e.g. printf).
    /// Throws like write().
    static void finish(std::FILE *stream = stdout);
    /// The error both report: "cannot write standard output: <reason>" (also for output written through
    /// a QIODevice, e.g. the CLI's console in tests).
    static CoastlineError writeError(const QString &reason);
};
