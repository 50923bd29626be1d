#include "support/OutputStream.h"

#include "common/CoastlineError.h"
#include "support/Console.h"

namespace cli {

OutputStream::OutputStream(const QString &path, const Console &console)
    : m_path(path)
    , m_console(console)
{ }

OutputStream::~OutputStream() = default; // an uncommitted AtomicFile discards what was written

void OutputStream::fail(const QString &reason)
{
    m_file.reset();
    throw CoastlineError(QStringLiteral("%1: cannot write: %2").arg(m_path, reason));
}

void OutputStream::write(const QString &text)
{
    write(text.toUtf8());
}

void OutputStream::write(const QByteArray &data)
{
    if (m_path.isEmpty()) {
        m_console.out(data);
        return;
    }
    QString reason;
    if (!m_file) {
        m_file = std::make_unique<AtomicFile>(m_path);
        if (!m_file->open(&reason))
            fail(reason);
    }
    if (!m_file->append(data, &reason))
        fail(reason);
}

void OutputStream::commit()
{
    if (!m_path.isEmpty() && !m_file)
        write(QString()); // an empty output still creates the file
    QString reason;
    if (m_file && !m_file->commit(&reason))
        fail(reason);
    m_file.reset();
}

} // namespace cli
