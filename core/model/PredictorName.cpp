#include "model/PredictorName.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "model/PredictorIds.h"

#include <QCoreApplication>
#include <algorithm>

namespace {

using Kind = PredictorName::Kind;

PredictorName row(QStringView id, Kind kind, const QString &description, const char *label = nullptr)
{
    return {id.toString(), kind, label, description, false, {}};
}

/// A data-driven predictor of upstream Coastline that this release cannot offer, and why.
PredictorName unavailable(const char16_t *id, const QString &reason)
{
    const QString name = QString::fromUtf16(id);
    return {name, Kind::Performance, nullptr,
        QStringLiteral("Upstream Coastline's data-driven predictor %1.").arg(name), true, reason};
}

} // namespace

const QList<PredictorName> &PredictorName::all()
{
    static const QList<PredictorName> table = [] {
        QList<PredictorName> t {
            row(PredictorId::Kavier, Kind::Performance,
                QStringLiteral("Kavier: analytic throughput and power model (kavier.md).")),
            row(PredictorId::Roofline, Kind::Performance,
                QStringLiteral("Roofline step-time model: compute, communication and the optimizer step "
                               "(step-time-model.md).")),
            row(PredictorId::Cache, Kind::Performance,
                QStringLiteral("Measured runs from the lookup CSV; no prediction on a miss.")),
            row(PredictorId::Intelligent, Kind::Performance,
                QStringLiteral("A measured run when one matches, else the fallback model."),
                QT_TRANSLATE_NOOP("RecommendationRows", "intelligent (cache, else %1)")),
            row(PredictorId::Roofline, Kind::Fallback,
                QStringLiteral("The roofline step-time model as intelligent's model on a cache miss (the "
                               "default).")),
            row(PredictorId::Kavier, Kind::Fallback,
                QStringLiteral("Kavier as intelligent's model on a cache miss (the seed's chain).")),
            row(PredictorId::KavierPower, Kind::Energy, QStringLiteral("Kavier's power model, per GPU.")),
            row(PredictorId::RooflinePower, Kind::Energy,
                QStringLiteral("Power from the roofline's step breakdown: idle plus each phase's dynamic "
                               "power (GEMM, memory-bound, communication, optimizer), per GPU.")),
            row(PredictorId::Autoconf, Kind::Feasibility,
                QStringLiteral("GPU-memory model standing in for IBM AutoConf, plus the structural rules.")),
            row(PredictorId::Rules, Kind::Feasibility,
                QStringLiteral("The structural rules only (total GPUs >= 1, per-device batch >= 1).")),
            row(PredictorId::None, Kind::Feasibility, QStringLiteral("No feasibility check.")),
        };
        for (const QString &id : learnedModels()) {
            const QString description = QStringLiteral(
                "Learned %1 model: the roofline model corrected by a model of its log error on measured "
                "runs (learned-predictors.md, step-time-model.md §6).")
                                            .arg(id);
            t.append({id, Kind::Performance, nullptr, description, true, {}});
            t.append({id, Kind::Fallback, nullptr,
                description + QStringLiteral(" Outside its training domain, the roofline model answers."),
                true, {}});
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

const PredictorName *PredictorName::find(QStringView id, Kind kind)
{
    for (const PredictorName &n : all())
        if (n.kind == kind && n.available() && n.id == id)
            return &n;
    return nullptr;
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
    // At most one edit per three characters (and 3 at most): 'roofine' suggests roofline, 'foo' nothing.
    const int maxEdits = std::clamp(int(key.size()) / 3, 1, 3);
    QString close = NamedChoice::closest(key, available(kind), maxEdits, NamedChoice::underscoreKey);
    for (const QString &id : available(kind)) // the family without its suffix: 'roofline' → roofline_power
        if (close.isEmpty() && !key.isEmpty() && id.startsWith(key + u'_'))
            close = id;
    const QString hint = NamedChoice::didYouMean(close);
    throw CoastlineError(QStringLiteral("unknown %1 '%2'%3; choose from %4")
                             .arg(QLatin1String(kinds[int(kind)]), name, hint, list));
}

QString PredictorName::outputLabel(const QString &id, const QString &fallback, bool translated)
{
    const PredictorName *n = find(id.toLower(), Kind::Performance);
    if (!n || !n->label)
        return id;
    const QString text = translated ? QCoreApplication::translate("RecommendationRows", n->label)
                                    : QString::fromUtf8(n->label);
    return text.arg(fallback);
}
