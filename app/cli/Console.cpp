#include "Console.h"

#include <QFile>
#include <cstdio>
#include <unistd.h>

namespace cli {

namespace {

void writeTo(QIODevice &device, const QString &text)
{
    device.write(text.toUtf8());
    if (auto *file = qobject_cast<QFileDevice *>(&device))
        file->flush();
}

QString oneLine(QString text)
{
    text.replace(u'\r', u' ').replace(u'\n', u' ');
    return text.trimmed();
}

} // namespace

Console::Console(QIODevice &out, QIODevice &err)
    : m_out(out)
    , m_err(err)
{ }

const Console &Console::standard()
{
    static QFile out;
    static QFile err;
    static const Console console = [] {
        out.open(stdout, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
        err.open(stderr, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
        return Console(out, err);
    }();
    return console;
}

void Console::out(const QString &text) const
{
    writeTo(m_out, text);
}

void Console::err(const QString &text) const
{
    writeTo(m_err, text);
}

void Console::error(const QString &message) const
{
    err(QStringLiteral("error: ") + oneLine(message) + u'\n');
}

bool Console::errorIsTerminal() const
{
    const auto *file = qobject_cast<const QFileDevice *>(&m_err);
    return file && file->handle() >= 0 && isatty(file->handle()) == 1;
}

void Console::warning(const QString &message) const
{
    err(QStringLiteral("warning: ") + oneLine(message) + u'\n');
}

} // namespace cli
