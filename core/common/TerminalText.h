#pragma once

#include <QString>

/// Makes text that echoes user input safe to print on a terminal.
class TerminalText
{
public:
    /// Replaces control characters (U+0000..U+001F, DEL, U+0080..U+009F) and the bidirectional formatting
    /// characters (U+200E/F, U+202A..U+202E, U+2066..U+2069) by visible escapes: "\n", "\t", "\r",
    /// "\x1b", "\u202e". Other text, including non-Latin letters, is unchanged. Applying it twice
    /// gives the same result as once.
    static QString escaped(const QString &text);
    /// A library's sentence ("Unknown option 'x'.", QCommandLineParser::errorText()) as the phrase an
    /// `error:` line carries: first letter lower case, no final full stop.
    static QString errorPhrase(QString sentence);
};
