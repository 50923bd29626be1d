// The `strategy:` section of a configuration file (spec "Configuration file"; seed "Ranking"): the
// goal from strategy.name and strategy.preset, explicit alpha/beta weights, max_slowdown (or
// upstream's runtime_guard_k), the energy metric, the score normalisation and the deadline/budget limits.
// Fails for unknown goal, preset or strategy names, negative or all-zero weights, a max_slowdown below
// 1, a preset that is a policy of its own under `name: multi_objective`, and `preset: custom` without
// weights; warns for what it ignores.
#include "config/ConfigurationSection.h"

#include "common/NamedChoice.h"
#include "config/SectionTable.h"
#include "model/GoalInfo.h"

namespace {

/// MinGpu: a goal that is not multi-objective (StrategyReading::countGoal).
enum class Policy { Unset, MultiObjective, MinGpu };

/// The section as read, before its keys are resolved into a goal and weights.
struct StrategyReading
{
    /// energy_metric, score_normalization, deadline and budget are read straight into it
    StrategySettings &settings;
    Policy policy = Policy::Unset;
    Goal countGoal = Goal::MinGpu;
    std::optional<Goal> preset {};
    QString presetText {};
    std::optional<double> alpha {}, beta {}, maxSlowdown {}, guardK {};
    int nameLine = 0, presetLine = 0, alphaLine = 0, betaLine = 0, guardLine = 0;
};

using Table = SectionTable<StrategyReading, StrategySettings>;
using Key = Table::Key;

bool isMultiObjective(const StrategySettings &s)
{
    return GoalInfo::of(s.goal).kind == GoalKind::MultiObjective;
}

/// Explicit weights are written (they override any preset); one missing weight is derived as on reading.
bool writesWeights(const StrategySettings &s)
{
    return isMultiObjective(s) && (s.alpha || s.beta || s.goal == Goal::Custom);
}

Weights writtenWeights(const StrategySettings &s)
{
    return completedWeights(s.alpha, s.beta, presetWeights(s.goal));
}

void readName(const YamlReader &r, const YamlField &f, StrategyReading &in)
{
    const QString raw = r.text(f);
    const QString name = NamedChoice::underscoreKey(raw);
    in.nameLine = YamlReader::lineOf(f);
    std::optional<Goal> named;
    try {
        named = parseGoal(raw);
    } catch (const CoastlineError &) {
        // not a goal name; the strategy names below, or an error
    }
    if (name == u"multi_objective" || name == u"multiobjective") {
        in.policy = Policy::MultiObjective;
    } else if (named && GoalInfo::of(*named).kind != GoalKind::MultiObjective) {
        in.policy = Policy::MinGpu;
        in.countGoal = *named;
    } else {
        const QList<GoalKind> kinds {GoalKind::GpuCount, GoalKind::Constrained};
        const QString close = GoalInfo::closestListed(raw, kinds, {QStringLiteral("multi_objective")});
        r.fail(f,
            QStringLiteral("unknown strategy '%1'%2; choose from multi_objective, %3")
                .arg(raw, NamedChoice::didYouMean(close), GoalInfo::choices(kinds)));
    }
}

void readPreset(const YamlReader &r, const YamlField &f, StrategyReading &in)
{
    in.presetText = r.text(f);
    in.presetLine = YamlReader::lineOf(f);
    QString text = in.presetText;
    const QString k = NamedChoice::underscoreKey(text);
    if (k.endsWith(u"_frontier") && k.size() > 9) {
        text = text.left(text.size() - 9);
        r.warn(in.presetLine,
            QStringLiteral("strategy.preset: frontier normalisation is not supported; using '%1' with "
                           "scores normalised over all feasible configurations")
                .arg(text));
    }
    try {
        in.preset = parseGoal(text, QStringLiteral("strategy.preset"));
    } catch (const CoastlineError &e) {
        r.fail(in.presetLine, {}, e.error());
    }
}

void readNormalization(const YamlReader &r, const YamlField &f, StrategyReading &)
{
    const QString value = r.text(f, true);
    if (NamedChoice::underscoreKey(value) != u"grid")
        r.warn(YamlReader::lineOf(f),
            QStringLiteral("strategy.normalization '%1' is not supported; scores are normalised over all "
                           "feasible configurations (kept on save)")
                .arg(value));
}

/// A weight (≥ 0, finite) read into `value`, its line into `line`.
Key weight(const char16_t *name, std::optional<double> StrategyReading::*value, int StrategyReading::*line,
    double Weights::*written)
{
    return {QString::fromUtf16(name),
        [=](const YamlReader &r, const YamlField &f, StrategyReading &in) {
            in.*value = r.finiteNumber(f, 0, false);
            in.*line = YamlReader::lineOf(f);
        },
        [=](YamlWriter &w, const QString &key, const StrategySettings &s) {
            if (writesWeights(s))
                w.field(key, writtenWeights(s).*written);
        }};
}

const Table &table()
{
    static const Table table(QStringLiteral("strategy"),
        {
            {QStringLiteral("name"), readName,
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    w.field(key, isMultiObjective(s) ? QStringLiteral("multi_objective") : goalName(s.goal));
                }},
            {QStringLiteral("preset"), readPreset,
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    if (isMultiObjective(s) && !writesWeights(s))
                        w.field(key, goalName(s.goal));
                }},
            weight(u"alpha", &StrategyReading::alpha, &StrategyReading::alphaLine, &Weights::alpha),
            weight(u"beta", &StrategyReading::beta, &StrategyReading::betaLine, &Weights::beta),
            {QStringLiteral("max_slowdown"),
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.maxSlowdown = r.finiteNumber(f, 1, false);
                },
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    w.optionalField(key, s.maxSlowdown);
                }},
            {QStringLiteral(
                 "runtime_guard_k"), // upstream's name of max_slowdown: read, written as max_slowdown
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.guardK = r.finiteNumber(f, 1, false);
                    in.guardLine = YamlReader::lineOf(f);
                },
                nullptr},
            {QStringLiteral("energy_metric"),
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.settings.energyMetric = ConfigurationDocument::located(
                        r, f, [&] { return parseEnergyMetric(r.text(f), f.key); });
                },
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    if (s.energyMetric != StrategySettings {}.energyMetric)
                        w.field(key, energyMetricName(s.energyMetric));
                }},
            {QStringLiteral("score_normalization"),
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.settings.scoreNormalization = ConfigurationDocument::located(
                        r, f, [&] { return parseScoreNormalization(r.text(f), f.key); });
                },
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    if (s.scoreNormalization != StrategySettings {}.scoreNormalization)
                        w.field(key, scoreNormalizationName(s.scoreNormalization));
                }},
            {QStringLiteral("deadline"),
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.settings.deadlineSeconds = ConfigurationDocument::located(
                        r, f, [&] { return GoalLimit::parseDuration(r.text(f), f.key); });
                },
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    if (s.deadlineSeconds) // kept whatever the goal, so switching goals in the GUI loses
                                           // nothing
                        w.field(key, GoalLimit::durationText(*s.deadlineSeconds));
                }},
            {QStringLiteral("budget"),
                [](const YamlReader &r, const YamlField &f, StrategyReading &in) {
                    in.settings.budget = ConfigurationDocument::located(
                        r, f, [&] { return GoalLimit::parseBudget(r.text(f), f.key); });
                },
                [](YamlWriter &w, const QString &key, const StrategySettings &s) {
                    if (s.budget)
                        w.field(key, GoalLimit::budgetText(*s.budget));
                }},
            {QStringLiteral("normalization"), readNormalization, nullptr, true},
        });
    return table;
}

/// runtime_guard_k is max_slowdown unless that is set too.
void applyGuard(const YamlReader &r, StrategyReading &in)
{
    if (in.guardK) {
        if (in.maxSlowdown && *in.maxSlowdown != *in.guardK)
            r.warn(in.guardLine,
                QStringLiteral("strategy.runtime_guard_k ignored: strategy.max_slowdown is set"));
        if (!in.maxSlowdown)
            in.maxSlowdown = in.guardK;
    }
    if (in.maxSlowdown)
        in.settings.maxSlowdown = in.maxSlowdown;
}

/// The policy: only a limit given (deadline or budget, not both) selects its goal; a preset that is
/// not multi-objective is a policy of its own.
void resolvePolicy(const YamlReader &r, StrategyReading &in)
{
    const StrategySettings &s = in.settings;
    if (in.policy == Policy::Unset && !in.preset && (s.deadlineSeconds.has_value() != s.budget.has_value())) {
        in.policy = Policy::MinGpu;
        in.countGoal = s.deadlineSeconds ? Goal::Deadline : Goal::Budget;
    }
    if (in.preset && GoalInfo::of(*in.preset).kind != GoalKind::MultiObjective) {
        if (in.policy == Policy::MultiObjective)
            r.fail(in.presetLine, QStringLiteral("strategy.preset"),
                QStringLiteral(
                    "'%1' is the %2 policy, not a multi_objective preset; set strategy.name: %2 instead")
                    .arg(in.presetText, goalName(*in.preset)));
        if (in.policy != Policy::MinGpu)
            in.countGoal = *in.preset;
        in.policy = Policy::MinGpu;
        in.preset.reset();
    }
}

/// A goal that is not multi-objective: no weights; warns for what it does not use.
void applyCountGoal(const YamlReader &r, StrategyReading &in)
{
    StrategySettings &s = in.settings;
    s.goal = in.countGoal;
    s.alpha.reset();
    s.beta.reset();
    const QString policyName
        = isGpuCountGoal(in.countGoal) ? QStringLiteral("min_gpu") : goalName(in.countGoal);
    if (in.preset)
        r.warn(in.presetLine,
            QStringLiteral("strategy.preset ignored: the %1 policy does not use presets").arg(policyName));
    if (in.alpha || in.beta)
        r.warn(in.alpha ? in.alphaLine : in.betaLine,
            QStringLiteral("strategy.alpha/beta ignored: the %1 policy does not use weights")
                .arg(policyName));
    if (in.maxSlowdown)
        r.warn(in.nameLine,
            QStringLiteral("strategy.max_slowdown has no effect with the %1 policy").arg(policyName));
}

/// Explicit weights (a missing one derived): the custom goal.
void applyWeights(const YamlReader &r, StrategyReading &in)
{
    const Weights completed = completedWeights(in.alpha, in.beta);
    if (!in.beta)
        r.warn(in.alphaLine,
            QStringLiteral("strategy.alpha given without strategy.beta; using beta = max(0, 1 − alpha) = %1")
                .arg(QString::number(completed.beta, 'g', 12)));
    else if (!in.alpha)
        r.warn(in.betaLine,
            QStringLiteral("strategy.beta given without strategy.alpha; using alpha = max(0, 1 − beta) = %1")
                .arg(QString::number(completed.alpha, 'g', 12)));
    if (completed.alpha == 0 && completed.beta == 0)
        r.fail(in.alphaLine ? in.alphaLine : in.betaLine, QStringLiteral("strategy.alpha"),
            QStringLiteral("alpha and beta are both zero; at least one must be positive"));
    if (in.preset && *in.preset != Goal::Custom)
        r.warn(in.presetLine,
            QStringLiteral("strategy.preset '%1' ignored: strategy.alpha and strategy.beta set the weights")
                .arg(in.presetText));
    in.settings.goal = Goal::Custom;
    in.settings.alpha = completed.alpha;
    in.settings.beta = completed.beta;
}

/// A preset, or the multi-objective default.
void applyPreset(const YamlReader &r, StrategyReading &in)
{
    StrategySettings &s = in.settings;
    if (in.preset == Goal::Custom)
        r.fail(in.presetLine, QStringLiteral("strategy.preset"),
            QStringLiteral("'custom' needs strategy.alpha and strategy.beta"));
    s.alpha.reset();
    s.beta.reset();
    if (in.preset)
        s.goal = *in.preset;
    else if (in.policy == Policy::MultiObjective && !isMultiObjective(s))
        s.goal = Goal::Performance;
}

} // namespace

ConfigurationSection ConfigurationSection::strategy()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &reading) {
        StrategyReading in {reading.config.strategy};
        table().read(reader, section, in);
        applyGuard(reader, in);
        resolvePolicy(reader, in);
        if (in.policy == Policy::MinGpu)
            applyCountGoal(reader, in);
        else if (in.alpha || in.beta)
            applyWeights(reader, in);
        else
            applyPreset(reader, in);
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        table().write(writer, config.strategy, source);
    };
    return {table().name(), read, write};
}
