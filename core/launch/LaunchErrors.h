#pragma once

#include "common/CoastlineError.h"

#include <QString>

/// The errors of launch files, one wording each (given as finished English text: ErrorMessage codes for
/// them belong in common/ErrorMessage, whose change rebuilds every file; see the report of this change).
namespace LaunchErrors {

/// "<file>:<line>: <key>: <detail>": malformed text, or a value out of range.
inline CoastlineError malformed(const QString &path, qint64 line, const QString &key, const QString &detail)
{
    return CoastlineError(QStringLiteral("%1:%2: %3: %4").arg(path).arg(line).arg(key, detail));
}

/// "<file>:<line>: <key>: expected <type>, got '<value>'".
inline CoastlineError wrongType(
    const QString &path, qint64 line, const QString &key, const QString &type, const QString &value)
{
    return CoastlineError(
        QStringLiteral("%1:%2: %3: expected %4, got '%5'").arg(path).arg(line).arg(key, type, value));
}

/// "<file>:<line>: <key> contradicts <other>: <detail>".
inline CoastlineError contradiction(
    const QString &path, qint64 line, const QString &key, const QString &other, const QString &detail)
{
    return CoastlineError(
        QStringLiteral("%1:%2: %3 contradicts %4: %5").arg(path).arg(line).arg(key, other, detail));
}

/// "--to <format>: <Framework> cannot express <field> '<value>': <why>".
inline CoastlineError cannotExpress(const QString &format, const QString &framework, const QString &field,
    const QString &value, const QString &why)
{
    return CoastlineError(
        QStringLiteral("--to %1: %2 cannot express %3 '%4': %5").arg(format, framework, field, value, why));
}

/// "<file>: not a launch file this version reads (…): <why>".
inline CoastlineError unknownFormat(const QString &path, const QString &why)
{
    return CoastlineError(
        QStringLiteral("%1: not a launch file this version reads (a torchtitan TOML, an accelerate "
                       "YAML, a DeepSpeed JSON or Megatron-LM arguments): %2")
            .arg(path, why));
}

} // namespace LaunchErrors
