#include "common/TerminalText.h"

namespace {
bool needsEscape(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}
} // namespace

QString TerminalText::escaped(const QString &text)
{
    const auto it
        = std::find_if(text.cbegin(), text.cend(), [](QChar c) { return needsEscape(c.unicode()); });
    if (it == text.cend())
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (!needsEscape(c))
            out.append(qc);
        else if (c == u'\n')
            out.append(QStringLiteral("\\n"));
        else if (c == u'\t')
            out.append(QStringLiteral("\\t"));
        else if (c == u'\r')
            out.append(QStringLiteral("\\r"));
        else if (c <= 0xFF)
            out.append(QStringLiteral("\\x%1").arg(int(c), 2, 16, QLatin1Char('0')));
        else
            out.append(QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0')));
    }
    return out;
}

QString TerminalText::errorPhrase(QString sentence)
{
    if (!sentence.isEmpty())
        sentence[0] = sentence.at(0).toLower();
    if (sentence.endsWith(u'.'))
        sentence.chop(1);
    return sentence;
}
