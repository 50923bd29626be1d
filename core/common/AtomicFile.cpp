#include "common/AtomicFile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {
bool failed(QIODevice &device, QString *reason)
{
    if (reason)
        *reason = device.errorString();
    return false;
}
} // namespace

AtomicFile::AtomicFile(const QString &path)
    : m_path(path)
{ }

AtomicFile::~AtomicFile()
{
    if (m_file)
        m_file->cancelWriting();
}

bool AtomicFile::open(QString *reason)
{
    const QFileInfo info(m_path);
    // QSaveFile refuses an existing file the process may not write, but for root every file is
    // writable (QFileInfo::isWritable() asks access()): a read-only (e.g. 0444) file is refused by its
    // permission bits instead, for every user, rather than silently replaced.
    if (info.isFile() && !(info.permissions() & QFileDevice::WriteOwner)) {
        if (reason)
            *reason = QStringLiteral("the file is read-only");
        return false;
    }
    if (info.exists() && !info.isFile() && !info.isDir()) {
        m_device = std::make_unique<QFile>(m_path);
        return m_device->open(QIODevice::WriteOnly | QIODevice::Unbuffered) || failed(*m_device, reason);
    }
    m_file = std::make_unique<QSaveFile>(m_path);
    return m_file->open(QIODevice::WriteOnly) || failed(*m_file, reason);
}

bool AtomicFile::append(const QByteArray &data, QString *reason)
{
    QIODevice *device = m_file ? static_cast<QIODevice *>(m_file.get()) : m_device.get();
    Q_ASSERT(device);
    return device->write(data) == data.size() || failed(*device, reason);
}

bool AtomicFile::commit(QString *reason)
{
    if (!m_file)
        return true;
    const bool ok = m_file->commit() || failed(*m_file, reason);
    m_file.reset();
    return ok;
}

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
    AtomicFile file(path);
    return file.open(reason) && file.append(data, reason) && file.commit(reason);
}

bool AtomicFile::writeText(const QString &path, const QString &text, QString *error)
{
    return write(path, text.toUtf8(), error);
}
