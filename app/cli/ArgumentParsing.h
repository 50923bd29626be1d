#pragma once

// Parsers for option values and CSV cells of coastline-cli. Every error is a CoastlineError whose
// message starts with the flag (or "<file>:<line>: column '<name>'"), as cli.md "Common rules" asks.

#include "predict/PredictorRegistry.h"

#include <QString>
#include <QtGlobal>
#include <limits>

namespace cli {

/// normalisedMethod() of `text`; throws CoastlineError "<flag>: unknown method 'x'; valid methods: ..."
/// when it names no fine-tuning method.
QString normaliseMethod(const QString &text, const QString &flag);

/// Parses a whole number ≥ `minimum` and ≤ `maximum` given for `flag` (e.g. "--batch", or
/// "cases.csv:3: batch_size"). Throws CoastlineError "<flag>: ..." for non-numeric text, values
/// below the minimum (zero/negative) and values that overflow.
qint64 parseInteger(const QString &text, const QString &flag, qint64 minimum = 1,
    qint64 maximum = std::numeric_limits<qint64>::max());

/// Parses a finite number ≥ `minimum` given for `flag`; throws CoastlineError "<flag>: ..." otherwise.
double parseNumber(const QString &text, const QString &flag, double minimum);

/// PredictorRegistry::validated(), with errors naming `flag`.
QString validatedName(const QString &name, PredictorRegistry::Kind kind, const QString &flag);

/// The names of `kind` for a flag's help, `defaultId` first and marked, e.g. "kavier (default, or the
/// --config's), cache or intelligent".
QString namesWithDefault(PredictorRegistry::Kind kind, QStringView defaultId);
/// A --lookup value: "default", or an existing file made absolute (relative to the working directory).
/// Throws CoastlineError "--lookup: ..." for an empty value or a missing file.
QString lookupFlag(const QString &value);

} // namespace cli
