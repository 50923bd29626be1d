#include "predict/PredictorNames.h"

#include "common/CoastlineError.h"

namespace PredictorNames {

QStringList available(Kind kind)
{
    switch (kind) {
    case Kind::Performance:
        return {QStringLiteral("kavier"), QStringLiteral("cache"), QStringLiteral("intelligent")};
    case Kind::Fallback:
        return {QStringLiteral("kavier")};
    case Kind::Energy:
        return {QStringLiteral("kavier_power")};
    case Kind::Feasibility:
        return {QStringLiteral("autoconf"), QStringLiteral("rules"), QStringLiteral("none")};
    }
    return {};
}

const QStringList &dataDriven()
{
    static const QStringList names = {QStringLiteral("random_forest"), QStringLiteral("xgboost"),
        QStringLiteral("lightgbm"), QStringLiteral("catboost"), QStringLiteral("bayesian_ridge"),
        QStringLiteral("svr"), QStringLiteral("knn"), QStringLiteral("gaussian_process"),
        QStringLiteral("deep_learning"), QStringLiteral("tabpfn")};
    return names;
}

QString validated(const QString &name, Kind kind)
{
    QString key = name.trimmed().toLower();
    key.replace(u'-', u'_');
    key.replace(u' ', u'_');
    const QStringList allowed = available(kind);
    if (allowed.contains(key))
        return key;
    const QString list = allowed.join(QStringLiteral(", "));
    if ((kind == Kind::Performance || kind == Kind::Fallback) && dataDriven().contains(key))
        throw CoastlineError(
            QStringLiteral("'%1' is a data-driven predictor, not available in this release; available: %2")
                .arg(name, list));
    if (kind == Kind::Fallback && (key == u"cache" || key == u"intelligent"))
        throw CoastlineError(QStringLiteral("'%1' cannot be the fallback; available: %2").arg(name, list));
    static const char *const kinds[] = {"predictor", "fallback", "energy predictor", "feasibility mode"};
    throw CoastlineError(
        QStringLiteral("unknown %1 '%2'; choose from %3").arg(QLatin1String(kinds[int(kind)]), name, list));
}

} // namespace PredictorNames
