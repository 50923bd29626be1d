#pragma once

#include <QString>
#include <QStringList>

/// A mistake in the input form that stops the pipeline from running: shown in the message bar with
/// the field marked red. `suggestions` (e.g. the closest catalog names) become buttons that put the
/// suggestion into the field named `fieldName` (an objectName).
struct InputProblem
{
    QString message;
    QString fieldName;
    QStringList suggestions;
};
