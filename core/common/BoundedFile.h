#pragma once

#include <QByteArray>
#include <QString>

class QIODevice;

/// Reads a whole file with a size cap. Works for regular files, Qt resources, character devices and
/// FIFOs alike: it reads until the end or until the cap is passed, so `/dev/zero` ends with the cap
/// error instead of exhausting memory, and an existing device is never reported as missing.
class BoundedFile
{
public:
    /// Returns the bytes of `path` (at most `maxBytes`).
    /// Throws CoastlineError "<path>: cannot read: <reason>" when the file is missing, a folder or
    /// unreadable, and "<path>: cannot read: the file is larger than <cap>" (cap as "1 MiB") when it
    /// holds more than `maxBytes` bytes.
    static QByteArray read(const QString &path, qint64 maxBytes);
    /// Reads the rest of an open `device` (at most `maxBytes`); `name` is used in messages, which are
    /// those of read(const QString &, qint64).
    static QByteArray read(QIODevice &device, const QString &name, qint64 maxBytes);

    /// "1 MiB", "64 MiB", "512 KiB", "100 bytes": a byte count for messages.
    static QString formatBytes(qint64 bytes);
};
