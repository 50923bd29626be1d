#include "launch/LaunchJson.h"

#include "common/CoastlineError.h"
#include "launch/LaunchReading.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

int lineAt(const QByteArray &text, qsizetype offset)
{
    return 1 + int(text.left(std::max<qsizetype>(0, offset)).count('\n'));
}

void flatten(const QJsonObject &object, const QByteArray &text, qsizetype from, const QString &prefix,
    QList<LaunchValue> &out)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const qsizetype at = text.indexOf(QByteArray("\"") + it.key().toUtf8() + '"', from);
        LaunchValue v;
        v.key = prefix + it.key();
        v.line = lineAt(text, at < 0 ? from : at);
        const QJsonValue j = it.value();
        switch (j.type()) {
        case QJsonValue::Object:
            v.kind = LaunchKeyType::Dict;
            out.append(v);
            flatten(j.toObject(), text, at < 0 ? from : at, v.key + u'.', out);
            continue;
        case QJsonValue::Bool:
            v.kind = LaunchKeyType::Bool;
            v.value = j.toBool();
            break;
        case QJsonValue::Double: {
            // 4.0 in the file is a float even though it is whole (DeepSpeed and transformers check types)
            const double d = j.toDouble();
            QByteArray literal;
            const qsizetype colon = at < 0 ? -1 : text.indexOf(':', at);
            if (colon >= 0) {
                qsizetype end = colon + 1;
                while (end < text.size() && !QByteArray(",}]\n").contains(text.at(end)))
                    ++end;
                literal = text.mid(colon + 1, end - colon - 1).trimmed();
            }
            static const QRegularExpression integer(QStringLiteral("^-?[0-9]+$"));
            const bool whole = std::abs(d) < 9e15 && d == std::floor(d)
                && (literal.isEmpty() || integer.match(QString::fromLatin1(literal)).hasMatch());
            v.kind = whole ? LaunchKeyType::Int : LaunchKeyType::Float;
            v.value = whole ? QVariant(qint64(d)) : QVariant(d);
            break;
        }
        case QJsonValue::String:
            v.kind = LaunchKeyType::String;
            v.value = j.toString();
            break;
        case QJsonValue::Array: {
            QStringList items;
            for (const QJsonValue &item : j.toArray())
                items.append(item.isString()
                        ? item.toString()
                        : QString::fromUtf8(QJsonDocument(QJsonArray {item}).toJson(QJsonDocument::Compact))
                              .mid(1)
                              .chopped(1));
            v.kind = LaunchKeyType::List;
            v.value = items;
            break;
        }
        default: // null: the key is named but says nothing
            v.kind = LaunchKeyType::Flag;
            break;
        }
        out.append(v);
    }
}

} // namespace

QList<LaunchValue> LaunchJson::values(const QByteArray &text, const QString &path, const QString &prefix)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed)
                                 .arg(path)
                                 .arg(lineAt(text, error.offset))
                                 .arg(QStringLiteral("JSON"), error.errorString()));
    if (!doc.isObject())
        throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed)
                                 .arg(path)
                                 .arg(1)
                                 .arg(QStringLiteral("JSON"), QStringLiteral("expected an object { … }")));
    QList<LaunchValue> out;
    flatten(doc.object(), text, 0, prefix, out);
    std::stable_sort(
        out.begin(), out.end(), [](const LaunchValue &a, const LaunchValue &b) { return a.line < b.line; });
    return out;
}
