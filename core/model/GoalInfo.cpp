#include "model/GoalInfo.h"

#include "common/NamedChoice.h"

#include <QCoreApplication>

namespace {

/// Lower case, trimmed, with runs of `-`, `_` and white space read as one `_`.
QString goalKey(const QString &text)
{
    QString key;
    bool separator = false;
    for (const QChar c : text.trimmed().toLower()) {
        if (c == u'-' || c == u'_' || c.isSpace()) {
            separator = true;
            continue;
        }
        if (separator && !key.isEmpty())
            key.append(u'_');
        separator = false;
        key.append(c);
    }
    return key;
}

GoalInfo row(Goal goal, GoalKind kind, const char *name, QStringList aliases, const char *title,
    const char *phrase, const char *description, Weights weights = {})
{
    GoalInfo info;
    info.goal = goal;
    info.kind = kind;
    info.name = name;
    info.aliases = std::move(aliases);
    info.title = title;
    info.phrase = phrase;
    info.description = description;
    info.weights = weights;
    return info;
}

// The translatable policy names of the banner's "Policy:" line (context RecommendationRows,
// disambiguation "policy name"), one per row of the table below, in its order.
const char *const policyNames[][2] = {
    QT_TRANSLATE_NOOP3("RecommendationRows", "performance", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "balanced", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "energy", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "min_gpu", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "avoid_oom", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "min_gpu_fixed_batch", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "deadline", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "budget", "policy name"),
    QT_TRANSLATE_NOOP3("RecommendationRows", "custom", "policy name"),
};

QList<GoalInfo> makeTable()
{
    using K = GoalKind;
    QList<GoalInfo> table {
        row(Goal::Performance, K::MultiObjective, policyNames[0][0],
            {QStringLiteral("runtime"), QStringLiteral("throughput"), QStringLiteral("lowest-runtime")},
            QT_TRANSLATE_NOOP("Formatting", "Performance"),
            QT_TRANSLATE_NOOP("RecommendationRows", "best for performance"), "", {0.8, 0.2}),
        row(Goal::Balanced, K::MultiObjective, policyNames[1][0], {},
            QT_TRANSLATE_NOOP("Formatting", "Balanced"),
            QT_TRANSLATE_NOOP("RecommendationRows", "best throughput-vs-energy balance"), "", {0.5, 0.5}),
        row(Goal::Energy, K::MultiObjective, policyNames[2][0], {QStringLiteral("energy-saver")},
            QT_TRANSLATE_NOOP("Formatting", "Energy"),
            QT_TRANSLATE_NOOP("RecommendationRows", "best for energy"), "", {0.2, 0.8}),
        row(Goal::MinGpu, K::GpuCount, policyNames[3][0],
            {QStringLiteral("min_gpus"), QStringLiteral("fewest")},
            QT_TRANSLATE_NOOP("Formatting", "Min-GPU"), "",
            QT_TRANSLATE_NOOP("GoalInfo", "fewest GPUs that fit the job's total batch")),
        row(Goal::AvoidOom, K::GpuCount, policyNames[4][0], {}, QT_TRANSLATE_NOOP("Formatting", "Avoid OOM"),
            "",
            QT_TRANSLATE_NOOP("GoalInfo",
                "the job as submitted when it fits, else the fewest more GPUs at its total batch")),
        row(Goal::MinGpuFixedBatch, K::GpuCount, policyNames[5][0], {QStringLiteral("fixed-batch")},
            QT_TRANSLATE_NOOP("Formatting", "Min-GPU, fixed per-device batch"), "",
            QT_TRANSLATE_NOOP("GoalInfo", "fewest GPUs that fit at the job's per-device batch")),
        row(Goal::Deadline, K::Constrained, policyNames[6][0],
            {QStringLiteral("by-deadline"), QStringLiteral("cheapest-by-deadline"),
                QStringLiteral("finish-by")},
            QT_TRANSLATE_NOOP("Formatting", "Deadline"), "",
            QT_TRANSLATE_NOOP("GoalInfo",
                "the lowest cost (fewest GPU-hours without a price) among the configurations that finish "
                "by the deadline; needs a job size")),
        row(Goal::Budget, K::Constrained, policyNames[7][0],
            {QStringLiteral("within-budget"), QStringLiteral("fastest-within-budget")},
            QT_TRANSLATE_NOOP("Formatting", "Budget"), "",
            QT_TRANSLATE_NOOP("GoalInfo",
                "the fastest configuration within the budget (cost or GPU-hours); needs a job size")),
        row(Goal::Custom, K::MultiObjective, policyNames[8][0], {}, QT_TRANSLATE_NOOP("Formatting", "Custom"),
            QT_TRANSLATE_NOOP("RecommendationRows", "best under the custom weights"),
            QT_TRANSLATE_NOOP("GoalInfo", "your own α and β (moving a slider selects it)")),
    };
    for (GoalInfo &info : table) {
        info.choosable = info.goal != Goal::Custom;
        info.forTraces = info.goal == Goal::MinGpu || info.goal == Goal::Performance
            || info.goal == Goal::Balanced || info.goal == Goal::Energy;
    }
    return table;
}

} // namespace

QString GoalInfo::translatedTitle() const
{
    return QCoreApplication::translate(titleContext, title);
}

QString GoalInfo::translatedPhrase() const
{
    return *phrase ? QCoreApplication::translate("RecommendationRows", phrase) : QString();
}

QString GoalInfo::translatedName() const
{
    return QCoreApplication::translate("RecommendationRows", name, "policy name");
}

QString GoalInfo::translatedDescription() const
{
    if (kind == GoalKind::MultiObjective && goal != Goal::Custom)
        return QCoreApplication::translate("GoalInfo", "α runtime %1 %, β energy %2 %")
            .arg(qRound(weights.alpha * 100))
            .arg(qRound(weights.beta * 100));
    return QCoreApplication::translate("GoalInfo", description);
}

QString GoalInfo::flagSpelling() const
{
    return QString::fromLatin1(name).replace(u'_', u'-');
}

const QList<GoalInfo> &GoalInfo::all()
{
    static const QList<GoalInfo> table = makeTable();
    return table;
}

const GoalInfo &GoalInfo::of(Goal goal)
{
    for (const GoalInfo &info : all())
        if (info.goal == goal)
            return info;
    return all().first(); // unreachable: every Goal has a row
}

const GoalInfo *GoalInfo::find(const QString &text)
{
    const QString key = goalKey(text);
    for (const GoalInfo &info : all()) {
        if (key == QLatin1String(info.name))
            return &info;
        for (const QString &alias : info.aliases)
            if (key == goalKey(alias))
                return &info;
    }
    return nullptr;
}

namespace {

/// Whether choices(`kinds`) lists `info`.
bool isListed(const GoalInfo &info, const QList<GoalKind> &kinds)
{
    return info.choosable && (kinds.isEmpty() || kinds.contains(info.kind));
}

} // namespace

QString GoalInfo::closestListed(const QString &text, const QList<GoalKind> &kinds, const QStringList &extra)
{
    // Words for "as fast as possible" mean the performance goal; by spelling they are closest to
    // 'fewest' (min-gpu), the opposite intent (fresh-user finding: --goal fastest).
    static const QStringList speedWords {QStringLiteral("fastest"), QStringLiteral("fast"),
        QStringLiteral("quickest"), QStringLiteral("speed")};
    const bool speed = speedWords.contains(goalKey(text));
    QStringList names = extra, aliases; // canonical names before aliases: they win a tie
    for (const GoalInfo &info : all()) {
        if (!isListed(info, kinds))
            continue;
        if (speed && info.goal == Goal::Performance)
            return QString::fromLatin1(info.name);
        names << QString::fromLatin1(info.name);
        aliases << info.flagSpelling() << info.aliases;
    }
    return NamedChoice::closest(text, names + aliases, 3, goalKey);
}

QString GoalInfo::choices(const QList<GoalKind> &kinds)
{
    QStringList names, aliases;
    for (const GoalInfo &info : all()) {
        if (!isListed(info, kinds))
            continue;
        names << QString::fromLatin1(info.name);
        QStringList spellings;
        if (info.flagSpelling() != QLatin1String(info.name))
            spellings << info.flagSpelling();
        spellings << info.aliases;
        if (!spellings.isEmpty())
            aliases << QStringLiteral("%1 → %2").arg(
                spellings.join(QStringLiteral(", ")), QLatin1String(info.name));
    }
    QString text = names.join(QStringLiteral(", "));
    if (!aliases.isEmpty())
        text += QStringLiteral(" (aliases: %1)").arg(aliases.join(QStringLiteral("; ")));
    return text;
}
