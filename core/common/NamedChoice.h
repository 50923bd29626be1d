#pragma once

#include <QString>
#include <QStringList>

/// Reading one of a few fixed names (an enum's canonical names) from a file or a flag, the way goals
/// are read: any letter case, with `-`, `_` and space alike.
namespace NamedChoice {

/// The position of `text` in `names` (compared after lower-casing and reading `-` and space as `_`).
/// Throws CoastlineError "<what>: unknown value 'x' (did you mean 'y'?); choose from a, b, c" when
/// `text` is none of them; the suggestion is the closest name by edit distance (at most 3 edits).
int parse(const QString &text, const QStringList &names, const QString &what);

/// `text` lower-cased and trimmed, with `_` and white space read as `-`: the key under which catalog
/// names and training-setup values are matched forgivingly ("Llama_2 7B" and "llama-2-7b" alike).
QString forgivingKey(const QString &text);

} // namespace NamedChoice
