#include "support/Console.h"

#include "common/CoastlineError.h"
#include "common/StandardOutput.h"
#include "common/TerminalText.h"

#include <QFileDevice>
#include <cstdio>
#include <unistd.h>

namespace cli {

namespace {

/// Writes all of `data` to `device` and flushes it; false when that failed.
bool writeTo(QIODevice &device, const QByteArray &data)
{
    if (device.write(data) != data.size())
        return false;
    auto *file = qobject_cast<QFileDevice *>(&device);
    return !file || file->flush();
}

QString oneLine(QString text)
{
    text.replace(u'\r', u' ').replace(u'\n', u' ');
    return TerminalText::escaped(text.trimmed());
}

} // namespace

Console::Console(QIODevice &out, QIODevice &err)
    : m_out(&out)
    , m_err(&err)
{ }

const Console &Console::standard()
{
    static const Console console;
    return console;
}

void Console::out(const QString &text) const
{
    out(text.toUtf8());
}

void Console::out(const QByteArray &data) const
{
    if (!m_out) {
        StandardOutput::write(data, stdout);
        return;
    }
    if (!writeTo(*m_out, data))
        throw StandardOutput::writeError(m_out->errorString());
}

void Console::err(const QString &text) const
{
    err(text.toUtf8());
}

void Console::err(const QByteArray &data) const
{
    if (data.isEmpty())
        return;
    if (m_err) {
        writeTo(*m_err, data);
        return;
    }
    std::fwrite(data.constData(), 1, size_t(data.size()), stderr);
    std::fflush(stderr);
}

void Console::error(const QString &message) const
{
    err(QStringLiteral("error: ") + oneLine(message) + u'\n');
}

bool Console::errorIsTerminal() const
{
    if (!m_err)
        return isatty(fileno(stderr)) == 1;
    const auto *file = qobject_cast<const QFileDevice *>(m_err);
    return file && file->handle() >= 0 && isatty(file->handle()) == 1;
}

QString Console::warningLine(const QString &message)
{
    return QStringLiteral("warning: ") + oneLine(message) + u'\n';
}

void Console::warning(const QString &message) const
{
    err(warningLine(message));
}

} // namespace cli
