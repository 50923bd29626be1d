#pragma once

#include <QList>
#include <QString>

/// The words of a shell script, as the Megatron-LM launch reader needs them (cli.md "Launch files").
namespace ShellWords {

/// One word and the 1-based line it starts on.
struct Word
{
    QString text;
    int line = 0;
};

/// Splits `text` as a POSIX shell does words: white space separates, quotes group, a backslash escapes
/// (and joins a line to the next), `#` at a word's start comments to the end of the line. No expansion
/// ($VAR stays as written). Throws CoastlineError (LaunchMalformed, naming `path` and the line) for an
/// unterminated quote.
QList<Word> split(const QString &text, const QString &path);

} // namespace ShellWords
