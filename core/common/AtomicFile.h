#pragma once

#include <QByteArray>
#include <QString>

/// The one way the application writes a file: atomically, through QSaveFile (a temporary file
/// renamed over the target on success), so an existing file is never left half-written.
/// A device, pipe or socket (e.g. /dev/null, /dev/stdout) is written directly instead, since renaming
/// a temporary file over it would replace the special file.
class AtomicFile
{
public:
    /// Writes `data` to `path`. On failure returns false, leaves any existing file untouched and sets
    /// `error` (if non-null) to "<path>: cannot write: <reason>".
    static bool write(const QString &path, const QByteArray &data, QString *error);
    /// write(), reporting only the operating system's reason (e.g. "Permission denied") in `reason`,
    /// for callers that word the message themselves (the GUI translates it).
    static bool writeWithReason(const QString &path, const QByteArray &data, QString *reason);
    /// write() for text, encoded as UTF-8.
    static bool writeText(const QString &path, const QString &text, QString *error);
};
