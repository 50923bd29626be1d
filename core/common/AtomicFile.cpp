#include "common/AtomicFile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

bool AtomicFile::write(const QString &path, const QByteArray &data, QString *error)
{
    QString reason;
    if (writeWithReason(path, data, &reason))
        return true;
    if (error)
        *error = QStringLiteral("%1: cannot write: %2").arg(path, reason);
    return false;
}

bool AtomicFile::writeWithReason(const QString &path, const QByteArray &data, QString *reason)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || device.write(data) != data.size()) {
            if (reason)
                *reason = device.errorString();
            return false;
        }
        return true;
    }
    QSaveFile file(path);
    auto failed = [&](const QString &why) {
        if (reason)
            *reason = why;
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    if (file.write(data) != data.size())
        return failed(file.errorString());
    if (!file.commit())
        return failed(file.errorString());
    return true;
}

bool AtomicFile::writeText(const QString &path, const QString &text, QString *error)
{
    return write(path, text.toUtf8(), error);
}
