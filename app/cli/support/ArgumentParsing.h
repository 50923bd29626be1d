#pragma once

// Parsers for option values and CSV cells of coastline-cli. Every error is a CoastlineError whose
// message starts with the flag (or "<file>:<line>: column '<name>'"), as cli.md "Common rules" asks.

#include "model/Configuration.h"
#include "model/PredictorIds.h"
#include "model/PredictorName.h"

#include <QCommandLineOption>
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
/// An inter-node bandwidth per node, Gbit/s: a number in (0, Infrastructure::kMaxInterNodeGbps].
/// Throws CoastlineError "<flag>: …" otherwise.
double parseInterNodeGbps(const QString &text, const QString &flag);

/// PredictorName::validated(), with errors naming `flag`.
QString validatedName(const QString &name, PredictorName::Kind kind, const QString &flag);

/// A --lookup value: "default", or an existing file made absolute (relative to the working directory).
/// Throws CoastlineError "--lookup: ..." for an empty value or a missing file.
QString lookupFlag(const QString &value);
/// --model-file FILE (learned predictors): the absolute path of an existing file. Throws CoastlineError
/// "--model-file: file not found: <path>" otherwise.
QString modelFileFlag(const QString &value);
/// Sets predictors.model_file from --model-file `value` (modelFileFlag()) and records the flag as its
/// origin, so that an error about the file names "--model-file <path>", the flag the user gave, rather
/// than the config key.
void applyModelFileFlag(const QString &value, Configuration &config);
/// The --model-file option of recommend, explain, simulate and evaluate.
QCommandLineOption modelFileOption();

} // namespace cli
