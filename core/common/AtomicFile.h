#pragma once

#include <QByteArray>
#include <QString>
#include <memory>

class QFile;
class QSaveFile;

/// The one way the application writes a file: atomically, through QSaveFile (a temporary file
/// renamed over the target on commit), so an existing file is never left half-written and a failed or
/// interrupted write leaves no partial file. A device, pipe or socket (e.g. /dev/null, /dev/stdout) is
/// written directly instead, since renaming a temporary file over it would replace the special file.
///
/// Whole files: write() / writeText(). Output produced in pieces (a long batch): open(), append(),
/// then commit(); destroying an uncommitted AtomicFile discards what was appended.
class AtomicFile
{
public:
    explicit AtomicFile(const QString &path);
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    /// Opens the target for writing. On failure returns false and sets `reason` (the operating
    /// system's words, e.g. "Permission denied"; "the file is read-only" for an existing regular file
    /// without its owner's write permission, refused even for root).
    bool open(QString *reason);
    /// Appends `data` (after open()). Returns false and sets `reason` when the write failed.
    bool append(const QByteArray &data, QString *reason);
    /// Makes the written data the file (renames the temporary file over the target). Returns false
    /// and sets `reason` when that failed; the old file is then untouched.
    bool commit(QString *reason);

    /// Writes `data` to `path`. On failure returns false, leaves any existing file untouched and sets
    /// `error` (if non-null) to "<path>: cannot write: <reason>".
    static bool write(const QString &path, const QByteArray &data, QString *error);
    /// write(), reporting only the operating system's reason (e.g. "Permission denied") in `reason`,
    /// for callers that word the message themselves (the GUI translates it).
    static bool writeWithReason(const QString &path, const QByteArray &data, QString *reason);
    /// write() for text, encoded as UTF-8.
    static bool writeText(const QString &path, const QString &text, QString *error);

private:
    QString m_path;
    std::unique_ptr<QSaveFile> m_file; ///< a regular file (or a new one)
    std::unique_ptr<QFile> m_device; ///< a device, pipe or socket
};
