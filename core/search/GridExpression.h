#pragma once

#include <QList>
#include <QString>

/// The text a planner types for a grid list (`grid.batch_sizes`, `grid.total_gpus` in a configuration,
/// `--batch-sizes`, `--total-gpus`, the GUI's grid fields): items separated by commas (or `;` or
/// spaces), each item one of
///   - `N`            one value,
///   - `A-B`          every whole number from A to B,
///   - `A-B:S`        A, A+S, A+2S, … ≤ B (step S ≥ 1),
///   - `pow2:A-B`     the powers of two from A to B (1, 2, 4, …),
/// e.g. `1-1024`, `8-1024:8`, `pow2:1-1024`, `1,2,4,8-64:8`. A value repeated by overlapping items is
/// kept once, at its first place.
namespace GridExpression {

/// The values of `text`, in order. Every value must lie in [minimum, maximum]; at most `maxValues`
/// values (counted before expanding, so `1-1000000000` fails at once). Throws CoastlineError
/// "<what>: '<item>': <problem> (write e.g. …)" for an empty text, a malformed item, a range whose end
/// is below its start, a step below 1, a value out of range or too many values.
QList<qint64> parse(const QString &text, qint64 minimum, qint64 maximum, int maxValues, const QString &what);

/// The shortest text that parse() reads back as `values`: runs of ≥ 3 powers of two become
/// `pow2:A-B`, runs of ≥ 3 equally spaced values `A-B` or `A-B:S`, the rest single values; items are
/// joined with ", ". E.g. {1, 2, 4, 8} → "pow2:1-8"; {4, 5, 6, 10} → "4-6, 10".
QString format(const QList<qint64> &values);

} // namespace GridExpression
