#pragma once

#include <QString>

/// Text with a count in Qt's plural forms, whose English needs no translation file.
///
/// The source is written the way Qt's documentation writes plural sources, with `%n` (or `%Ln`, the
/// number in the locale's format) for the count and "(s)" where English adds an s: "%n GPU(s)". Mark it
/// for lupdate where it is used: `PluralText::counted("Formatting", QT_TRANSLATE_N_NOOP("Formatting",
/// "%Ln GPU(s)"), n)`. An installed translation gives its plural form for n; without one the English is
/// the source with "(s)" dropped for n = 1 and written "s" otherwise ("1 GPU", "2 GPUs").
class PluralText
{
public:
    static QString counted(const char *context, const char *source, qint64 n);
    /// The English of `source` for n (what translate() gives without a translation).
    static QString english(const char *source, qint64 n);
};
