#include "model/PredictorName.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/PredictorIds.h"

namespace {

using Kind = PredictorName::Kind;

PredictorName unavailable(const char16_t *id, const QString &reason)
{
    return {QString::fromUtf16(id), Kind::Performance, reason};
}

} // namespace

const QList<PredictorName> &PredictorName::all()
{
    static const QList<PredictorName> table = [] {
        QList<PredictorName> t {
            {PredictorId::Kavier.toString(), Kind::Performance, {}},
            {PredictorId::Roofline.toString(), Kind::Performance, {}},
            {PredictorId::Cache.toString(), Kind::Performance, {}},
            {PredictorId::Intelligent.toString(), Kind::Performance, {}},
            {PredictorId::Roofline.toString(), Kind::Fallback, {}},
            {PredictorId::Kavier.toString(), Kind::Fallback, {}},
            {PredictorId::KavierPower.toString(), Kind::Energy, {}},
            {PredictorId::Autoconf.toString(), Kind::Feasibility, {}},
            {PredictorId::Rules.toString(), Kind::Feasibility, {}},
            {PredictorId::None.toString(), Kind::Feasibility, {}},
        };
        for (const QString &id : learnedModels()) {
            t.append({id, Kind::Performance, {}});
            t.append({id, Kind::Fallback, {}});
        }
        t.append(unavailable(u"lightgbm",
            QStringLiteral("a data-driven predictor not available here: LightGBM has no Debian 12 package")));
        t.append(unavailable(u"catboost",
            QStringLiteral("a data-driven predictor not available here: CatBoost has no Debian 12 package "
                           "and its C++ library cannot train")));
        t.append(unavailable(u"tabpfn",
            QStringLiteral("a data-driven predictor not available here: TabPFN needs pretrained weights "
                           "from a model hub")));
        return t;
    }();
    return table;
}

const QStringList &PredictorName::learnedModels()
{
    static const QStringList names {QStringLiteral("xgboost"), QStringLiteral("random_forest"),
        QStringLiteral("svr"), QStringLiteral("knn"), QStringLiteral("gaussian_process"),
        QStringLiteral("bayesian_ridge"), QStringLiteral("deep_learning")};
    return names;
}

bool PredictorName::isAvailable(QStringView id, Kind kind)
{
    for (const PredictorName &n : all())
        if (n.kind == kind && n.available() && n.id == id)
            return true;
    return false;
}

QStringList PredictorName::available(Kind kind)
{
    QStringList ids;
    for (const PredictorName &n : all())
        if (n.kind == kind && n.available())
            ids.append(n.id);
    return ids;
}

QString PredictorName::availableText(Kind kind)
{
    QStringList ids = available(kind);
    if (ids.size() < 2)
        return ids.join(QString());
    const QString last = ids.takeLast();
    return QStringLiteral("%1 or %2").arg(ids.join(QStringLiteral(", ")), last);
}

QString PredictorName::validated(const QString &name, Kind kind)
{
    const QString key = NamedChoice::underscoreKey(name);
    if (isAvailable(key, kind))
        return key;
    const QString list = available(kind).join(QStringLiteral(", "));
    if (kind == Kind::Performance || kind == Kind::Fallback) {
        for (const PredictorName &n : all())
            if (n.kind == Kind::Performance && !n.available() && n.id == key)
                throw CoastlineError(
                    QStringLiteral("'%1' is %2; available: %3").arg(name, n.unavailableReason, list));
    }
    if (kind == Kind::Fallback && isAvailable(key, Kind::Performance))
        throw CoastlineError(QStringLiteral("'%1' cannot be the fallback; available: %2").arg(name, list));
    static const char *const kinds[] = {"predictor", "fallback", "energy predictor", "feasibility mode"};
    throw CoastlineError(
        QStringLiteral("unknown %1 '%2'; choose from %3").arg(QLatin1String(kinds[int(kind)]), name, list));
}
