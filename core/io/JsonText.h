#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

/// JSON text read from a file, with syntax errors reported by line and column rather than Qt's byte
/// offset (cli.md "Common rules": errors name the file and line).
namespace JsonText {

/// Parses `data` (UTF-8 JSON). On a syntax error throws CoastlineError
/// "FILE:LINE: PROBLEM: QT'S ERROR (column C)": LINE and C (bytes from the start of the line) are
/// 1-based and mark where Qt's parser stopped, at or just after the offending character. `problem`
/// says what the text was meant to be (e.g. "invalid JSON", "not a model file: invalid JSON").
QJsonDocument parse(const QByteArray &data, const QString &file, const QString &problem);

} // namespace JsonText
