// The `predictors:` section of a configuration file: the predictor and feasibility names (checked
// against the available ones), the empirical OOM guard, the measured-runs lookup, the calibration
// files and a learned predictor's model file.
// Fails for an unknown or unavailable predictor or feasibility name (PredictorName), a token budget
// below 1 and an unknown calibration name (CalibrationId).
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"
#include "model/PredictorIds.h"
#include "model/PredictorName.h"

namespace {

constexpr qint64 maxTokenBudget = 1'000'000'000'000;

using Table = SectionTable<Configuration, PredictorSettings>;
using Key = Table::Key;

/// A text setting, written when `written` says so (always when null).
Key text(const char16_t *name, QString PredictorSettings::*member, bool (*written)(const QString &) = nullptr)
{
    return {QString::fromUtf16(name),
        [member](
            const YamlReader &r, const YamlField &f, Configuration &c) { c.predictors.*member = r.text(f); },
        [member, written](YamlWriter &w, const QString &key, const PredictorSettings &p) {
            if (!written || written(p.*member))
                w.field(key, p.*member);
        }};
}

/// A predictor or feasibility name (PredictorName); a bad one fails naming the file, line and key.
Key predictorName(const char16_t *name, QString PredictorSettings::*member, PredictorName::Kind kind)
{
    return {QString::fromUtf16(name),
        [member, kind](const YamlReader &r, const YamlField &f, Configuration &c) {
            const QString text = r.text(f); // its own error names the file, line and key once
            try {
                c.predictors.*member = PredictorName::validated(text, kind);
            } catch (const CoastlineError &e) {
                r.fail(f, e.message());
            }
        },
        [member](YamlWriter &w, const QString &key, const PredictorSettings &p) { w.field(key, p.*member); }};
}

/// A file setting whose origin is kept (for errors about the file found later); `normalise` tidies the value.
Key file(
    const char16_t *name, QString PredictorSettings::*member, QString (*normalise)(const QString &) = nullptr)
{
    return {QString::fromUtf16(name),
        [member, normalise](const YamlReader &r, const YamlField &f, Configuration &c) {
            const QString value = r.text(f);
            c.predictors.*member = normalise ? normalise(value) : value;
            c.origins.insert(f.key, ConfigurationDocument::originOf(r, f, c.predictors.*member));
        },
        [member](YamlWriter &w, const QString &key, const PredictorSettings &p) {
            if (!(p.*member).isEmpty())
                w.field(key, p.*member);
        }};
}

QString lookupName(const QString &value)
{
    return value.compare(u"default", Qt::CaseInsensitive) == 0 ? QStringLiteral("default") : value;
}

bool isNotDefault(const QString &value)
{
    return value.compare(u"default", Qt::CaseInsensitive) != 0;
}

void readKavierCalibration(const YamlReader &r, const YamlField &f, Configuration &c)
{
    const QString value = r.text(f);
    const QString lower = value.toLower();
    if (CalibrationId::names().contains(lower))
        c.predictors.kavierCalibration = lower;
    else if (lower.endsWith(u".json"))
        c.predictors.kavierCalibration = value;
    else
        r.fail(f,
            QStringLiteral("unknown calibration '%1'; choose from %2, or the path of a .json file")
                .arg(value, CalibrationId::names().join(QStringLiteral(", "))));
}

const Table &table()
{
    using Kind = PredictorName::Kind;
    static const Table table(QStringLiteral("predictors"),
        {
            predictorName(u"performance", &PredictorSettings::performance, Kind::Performance),
            predictorName(u"fallback", &PredictorSettings::fallback, Kind::Fallback),
            predictorName(u"energy", &PredictorSettings::energy, Kind::Energy),
            // issue 34: `power` names the same setting as upstream's `energy`; saved as `energy`
            {QStringLiteral("power"),
                [](const YamlReader &r, const YamlField &f, Configuration &c) {
                    const QString text = r.text(f); // its own error names the file, line and key once
                    try {
                        c.predictors.energy = PredictorName::validated(text, Kind::Energy);
                    } catch (const CoastlineError &e) {
                        r.fail(f, e.message());
                    }
                },
                nullptr},
            predictorName(u"feasibility", &PredictorSettings::feasibility, Kind::Feasibility),
            {QStringLiteral("empirical_oom_guard"),
                [](const YamlReader &r, const YamlField &f, Configuration &c) {
                    c.predictors.empiricalOomGuard = r.boolean(f);
                },
                [](YamlWriter &w, const QString &key, const PredictorSettings &p) {
                    w.field(key, p.empiricalOomGuard);
                }},
            {QStringLiteral("empirical_oom_token_budget"),
                [](const YamlReader &r, const YamlField &f, Configuration &c) {
                    c.predictors.empiricalOomTokenBudget = r.integer(f, 1, maxTokenBudget);
                },
                [](YamlWriter &w, const QString &key, const PredictorSettings &p) {
                    w.field(key, p.empiricalOomTokenBudget);
                }},
            file(u"lookup", &PredictorSettings::lookup, lookupName),
            text(u"lookup_throughput_col", &PredictorSettings::lookupThroughputCol),
            text(u"lookup_runtime_col", &PredictorSettings::lookupRuntimeCol),
            {QStringLiteral("kavier_calibration"), readKavierCalibration,
                [](YamlWriter &w, const QString &key, const PredictorSettings &p) {
                    w.field(key, p.kavierCalibration);
                }},
            text(u"roofline_calibration", &PredictorSettings::rooflineCalibration, isNotDefault),
            file(u"model_file", &PredictorSettings::modelFile),
            Key::unused(u"autoconf_model_version"),
        });
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::predictors()
{
    return {table().name(),
        [](const YamlReader &reader, const YamlField &section, Reading &in) {
            table().read(reader, section, in.config);
        },
        [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
            table().write(writer, config.predictors, source);
        }};
}
