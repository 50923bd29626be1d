#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

struct LaunchValue;

/// A JSON launch file (DeepSpeed's config, the training arguments of accelerate) as LaunchValues:
/// QJsonDocument parses it, nested objects become dotted keys (the object itself a Dict value), and each
/// key's line is where `"key"` first appears after its parent's. Throws CoastlineError
/// "<file>:<line>: JSON: <parser's words>" for malformed JSON or a document that is not an object.
class LaunchJson
{
public:
    static QList<LaunchValue> values(
        const QByteArray &text, const QString &path, const QString &prefix = QString());
};
