#include "io/JsonText.h"

#include "common/CoastlineError.h"

#include <QJsonParseError>

namespace JsonText {

QJsonDocument parse(const QByteArray &data, const QString &file, const QString &problem)
{
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error == QJsonParseError::NoError)
        return document;
    const qsizetype offset = qBound(qsizetype(0), qsizetype(error.offset), data.size());
    const QByteArray before = data.left(offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = offset - (before.lastIndexOf('\n') + 1) + 1;
    throw CoastlineError(QStringLiteral("%1:%2: %3: %4 (column %5)")
                             .arg(file)
                             .arg(line)
                             .arg(problem, error.errorString())
                             .arg(column));
}

} // namespace JsonText
