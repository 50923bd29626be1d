#pragma once

#include <QString>
#include <QStringList>

/// Names read forgivingly, and the one "did you mean" of the project: the edit distance, the closest
/// name, the two name keys and the suggestion text. Used for goals-like enum names (parse), training
/// setup values, predictor and strategy names, catalog names, configuration keys, CLI verbs and flags.
namespace NamedChoice {

/// Levenshtein edit distance between `a` and `b` (insertions, deletions and substitutions, each 1;
/// compared as given, case-sensitive). Cost O(|a|·|b|): callers cut very long input first (the
/// catalog cuts names at 120 characters).
int editDistance(const QString &a, const QString &b);

/// `text` lower-cased and trimmed, with `-` and space read as `_`: the key of enum-like names
/// (predictor ids, strategy names, feasibility modes; "Min-GPU" and "min_gpu" alike).
QString underscoreKey(const QString &text);

/// `text` lower-cased and trimmed, with `_` and white space read as `-`: the key under which catalog
/// names, fine-tuning methods and training-setup values are matched forgivingly ("Llama_2 7B" and
/// "llama-2-7b" alike).
QString forgivingKey(const QString &text);

/// A function that turns a name into the key it is compared under (nullptr: the name as given).
using KeyFunction = QString (*)(const QString &);

/// The entry of `names` closest to `text` by editDistance() between their keys (`key` applied to
/// both; nullptr compares them as given), if at most `maxEdits` edits away and not a change of every
/// character (`x` is not close to `1`, nor `yes` to `on`); else an empty string. The first of equally
/// close names wins. The name is returned as written in `names`.
QString closest(const QString &text, const QStringList &names, int maxEdits, KeyFunction key = nullptr);

/// " (did you mean 'name'?)", or an empty string for an empty `name`: the hint that error and
/// warning texts append after the unknown value.
QString didYouMean(const QString &name);

/// The position of `text` in `names` (compared under underscoreKey()).
/// Throws CoastlineError "<what>: unknown value 'x' (did you mean 'y'?); choose from a, b, c" when
/// `text` is none of them; the suggestion is the closest name by edit distance (at most 3 edits).
int parse(const QString &text, const QStringList &names, const QString &what);

} // namespace NamedChoice
