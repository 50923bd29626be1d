#include "common/BoundedFile.h"

#include "common/CoastlineError.h"

#include <QFile>
#include <QFileInfo>

QByteArray BoundedFile::read(const QString &path, qint64 maxBytes)
{
    if (QFileInfo(path).isDir())
        throw CoastlineError(ErrorMessage(ErrorCode::FileIsFolder).arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CoastlineError(ErrorMessage(ErrorCode::CannotRead).arg(path, file.errorString()));
    return read(file, path, maxBytes);
}

QByteArray BoundedFile::read(QIODevice &device, const QString &name, qint64 maxBytes)
{
    const auto tooLarge = [&] {
        return CoastlineError(ErrorMessage(ErrorCode::FileTooLarge).arg(name, formatBytes(maxBytes)));
    };
    if (!device.isSequential() && device.size() - device.pos() > maxBytes)
        throw tooLarge();
    // Devices and FIFOs report size 0 and may never end: read in chunks up to one byte past the cap.
    constexpr qint64 chunk = 64 * 1024;
    QByteArray data;
    if (!device.isSequential()) // read straight into one buffer of the file's size
        data.reserve(device.size() - device.pos() + 1);
    while (true) {
        const qsizetype done = data.size();
        const qint64 wanted = std::min(chunk, maxBytes + 1 - done);
        data.resize(done + wanted);
        const qint64 got = device.read(data.data() + done, wanted);
        data.resize(done + std::max<qint64>(got, 0));
        if (got <= 0) {
            const auto *file = qobject_cast<const QFileDevice *>(&device);
            if (file && file->error() != QFileDevice::NoError)
                throw CoastlineError(ErrorMessage(ErrorCode::CannotRead).arg(name, file->errorString()));
            break;
        }
        if (data.size() > maxBytes)
            throw tooLarge();
    }
    return data;
}

QString BoundedFile::formatBytes(qint64 bytes)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1 KiB").arg(bytes / 1024);
    return QStringLiteral("%1 bytes").arg(bytes);
}
