#include "launch/ShellWords.h"

#include "common/CoastlineError.h"
#include "common/ErrorMessage.h"

namespace ShellWords {

QList<Word> split(const QString &text, const QString &path)
{
    QList<Word> out;
    int line = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        if (c == u'\n') {
            ++line;
            ++i;
            continue;
        }
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == u'#') {
            while (i < n && text.at(i) != u'\n')
                ++i;
            continue;
        }
        Word word {QString(), line};
        bool any = false;
        while (i < n && !text.at(i).isSpace()) {
            const QChar d = text.at(i);
            if (d == u'\\' && i + 1 < n) {
                if (text.at(i + 1) == u'\n') { // a line continuation joins, it adds nothing
                    ++line;
                } else {
                    word.text += text.at(i + 1);
                    any = true;
                }
                i += 2;
                continue;
            }
            if (d == u'\'' || d == u'"') {
                const qsizetype close = text.indexOf(d, i + 1);
                if (close < 0)
                    throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed)
                                             .arg(path)
                                             .arg(word.line)
                                             .arg(QStringLiteral("arguments"),
                                                 QStringLiteral("unterminated %1 quote").arg(d)));
                const QString quoted = text.mid(i + 1, close - i - 1);
                line += int(quoted.count(u'\n'));
                word.text += quoted;
                i = close + 1;
                any = true;
                continue;
            }
            word.text += d;
            any = true;
            ++i;
        }
        if (any)
            out.append(word);
        if (i < n && text.at(i) == u'\n')
            continue;
    }
    return out;
}

} // namespace ShellWords
