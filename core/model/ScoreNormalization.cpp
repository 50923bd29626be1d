#include "model/ScoreNormalization.h"

#include "common/NamedChoice.h"

QStringList scoreNormalizationNames()
{
    return {QStringLiteral("relative"), QStringLiteral("min-max")};
}

QString scoreNormalizationName(ScoreNormalization normalization)
{
    return scoreNormalizationNames().at(int(normalization));
}

ScoreNormalization parseScoreNormalization(const QString &text, const QString &what)
{
    return ScoreNormalization(NamedChoice::parse(text, scoreNormalizationNames(), what));
}
