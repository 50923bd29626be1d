#include "OutputStream.h"

#include "Console.h"
#include "common/CoastlineError.h"

#include <QFileInfo>

namespace cli {

OutputStream::OutputStream(const QString &path, const Console &console)
    : m_path(path)
    , m_console(console)
{ }

OutputStream::~OutputStream()
{
    if (m_file)
        m_file->cancelWriting();
}

void OutputStream::fail(const QString &reason)
{
    if (m_file)
        m_file->cancelWriting();
    throw CoastlineError(QStringLiteral("%1: cannot write: %2").arg(m_path, reason));
}

void OutputStream::write(const QString &text)
{
    if (m_path.isEmpty()) {
        m_console.out(text);
        return;
    }
    QIODevice *device = m_file ? static_cast<QIODevice *>(m_file.get()) : m_device.get();
    if (!device) {
        const QFileInfo info(m_path);
        if (info.exists() && !info.isFile() && !info.isDir()) {
            m_device = std::make_unique<QFile>(m_path);
            device = m_device.get();
            if (!m_device->open(QIODevice::WriteOnly | QIODevice::Unbuffered))
                fail(m_device->errorString());
        } else {
            m_file = std::make_unique<QSaveFile>(m_path);
            device = m_file.get();
            if (!m_file->open(QIODevice::WriteOnly))
                fail(m_file->errorString());
        }
    }
    const QByteArray data = text.toUtf8();
    if (device->write(data) != data.size())
        fail(device->errorString());
}

void OutputStream::commit()
{
    if (!m_path.isEmpty() && !m_file && !m_device)
        write(QString()); // an empty output still creates the file
    if (m_file && !m_file->commit())
        fail(m_file->errorString());
    m_file.reset();
}

} // namespace cli
