// Reading configuration files: ConfigurationIo::embeddedDefault, parse, load, loadInfrastructure.
// Writing (serialise, save) is in ConfigurationIoWrite.cpp.
//
// Rules decided here (spec "Configuration file"):
// - A file is read over the embedded default: a key that is absent (or null, `key:` / `~`) keeps the
//   default. A `workload:` section describes its own job, though: its layout (gpus_per_node,
//   number_of_nodes) is unset unless given (seed: 1 GPU), and a missing llm_model, fine_tuning_method,
//   tokens_per_sample or batch_size keeps the default's value with a warning.
// - The workload's GPU is workload.gpu_model, else the first grid.gpu_models entry, else
//   system.default_gpu, else the default's (upstream-behaviour.md §2.1).
// - Infrastructure: an explicit infrastructure file > the config's `infrastructure:` section > an
//   `infrastructure.yaml` beside the config > the default (32 GPUs, 4 nodes, 8 per node). A broken
//   sibling file is a warning (as upstream), a broken explicit one an error.
// - Upstream sections (system, orchestration, output, input, runtime) and upstream keys we do not use
//   (ConfigurationKeys::keptKeys) are kept silently; only values we cannot honour warn
//   (strategy.normalization: frontier, a `-frontier` preset). Unknown keys warn and are kept on save.
#include "config/ConfigurationIo.h"

#include "predict/PredictorRegistry.h"
#include "predict/kavier/CalibrationTable.h"

#include "catalog/CatalogYaml.h"
#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "config/ConfigurationKeys.h"
#include "io/YamlDocument.h"
#include "io/YamlReader.h"
#include "model/GoalInfo.h"
#include "search/GridExpression.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <cmath>
#include <yaml-cpp/yaml.h>

namespace {

constexpr qint64 maxTokenBudget = 1'000'000'000'000;

struct ParseResult
{
    Configuration config;
    bool hasInfrastructureSection = false;
};

/// Drops a UTF-8 byte-order mark and turns CRLF (and lone CR) line ends into LF.
QByteArray normaliseText(QByteArray text)
{
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    if (text.contains('\r')) {
        text.replace("\r\n", "\n");
        text.replace('\r', '\n');
    }
    return text;
}

void rejectTabIndentation(const QByteArray &text, const YamlReader &reader)
{
    int line = 1;
    for (qsizetype start = 0; start < text.size(); ++line) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        qsizetype i = start;
        bool tab = false;
        while (i < end && (text.at(i) == ' ' || text.at(i) == '\t'))
            tab |= text.at(i++) == '\t';
        if (tab && i < end && text.at(i) != '#')
            reader.fail(
                line, {}, QStringLiteral("tab character in the indentation; YAML indents with spaces only"));
        start = end + 1;
    }
}

QString parserHint(const std::string &message)
{
    static const QHash<QString, QString> hints = {
        {QStringLiteral("illegal EOF in scalar"),
            QStringLiteral("the file ends inside quoted text: a closing quote is missing")},
        {QStringLiteral("end of sequence flow not found"),
            QStringLiteral("a '[' list is not closed with ']'")},
        {QStringLiteral("end of map flow not found"), QStringLiteral("a '{' mapping is not closed with '}'")},
        {QStringLiteral("end of map not found"), QStringLiteral("the indentation does not line up")},
        {QStringLiteral("illegal map value"),
            QStringLiteral("unexpected ':'; quote a value that contains ': ', or check the indentation")},
    };
    return hints.value(QString::fromStdString(message));
}

/// Parses the (normalised) text; null when the file is empty or holds only comments.
YAML::Node loadDocument(const QByteArray &text, const YamlReader &reader)
{
    rejectTabIndentation(text, reader);
    // yaml-cpp accepts a quoted scalar left open at the end of the file when a line break follows it;
    // without trailing white space it reports "illegal EOF in scalar", as it should.
    QByteArray trimmed = text;
    while (!trimmed.isEmpty() && QChar::isSpace(uchar(trimmed.back())))
        trimmed.chop(1);
    YAML::Node document;
    int extraDocuments = 0;
    try {
        document = YamlDocument::loadFirst(trimmed.toStdString(), &extraDocuments);
    } catch (const YAML::Exception &e) {
        const QString hint = parserHint(e.msg);
        reader.fail(e.mark.is_null() ? 0 : e.mark.line + 1, {},
            QStringLiteral("malformed YAML: %1%2")
                .arg(QString::fromStdString(e.msg),
                    hint.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(hint)));
    }
    if (extraDocuments > 0)
        reader.warn(0,
            QStringLiteral("only the first YAML document is read; %1 more ignored (not kept on save)")
                .arg(extraDocuments));
    return document;
}

/// Calls visit(key, field) for each `key: value` of the mapping `section`; visit returns false for an
/// unknown key, which is then reported (with a "did you mean" from the keys of `vocabulary`). A key
/// given twice is reported too (the later one wins). `sectionName` prefixes the keys in messages;
/// `unknownNote` ends the unknown-key warning.
template<typename Visit>
void forEachKey(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QString &vocabulary, Visit visit, const QString &unknownNote = QStringLiteral("kept on save"))
{
    reader.requireMap(section);
    if (YamlReader::isNull(section))
        return;
    QSet<QString> seen;
    for (const auto &entry : section.value) {
        const int keyLine = YamlReader::lineOf(entry.first);
        if (!entry.first.IsScalar()) {
            reader.warn(keyLine,
                QStringLiteral("%1: a key that is not plain text is not understood (%2)")
                    .arg(sectionName.isEmpty() ? QStringLiteral("top level") : sectionName, unknownNote));
            continue;
        }
        const QString key = QString::fromStdString(entry.first.Scalar());
        const QString path = sectionName.isEmpty() ? key : sectionName + u'.' + key;
        if (seen.contains(key))
            reader.warnRepeated(QStringLiteral("duplicate keys"), keyLine,
                QStringLiteral("duplicate key '%1'; the later value wins").arg(path));
        seen.insert(key);
        if (!visit(key, YamlField {entry.second, path, keyLine})) {
            const QString close = ConfigurationKeys::closestKey(vocabulary, key);
            reader.warn(keyLine,
                QStringLiteral("unknown key '%1'%2 (%3)")
                    .arg(path, NamedChoice::didYouMean(close), unknownNote));
        }
    }
}

/// "<file>:<line>: <key>" of a field, for Configuration::origins.
ValueOrigin originOf(const YamlReader &r, const YamlField &f, const QString &value)
{
    return {QStringLiteral("%1:%2: %3").arg(r.fileName()).arg(YamlReader::lineOf(f)).arg(f.key), value};
}

QString readMethod(const YamlReader &r, const YamlField &f)
{
    const QString raw = r.text(f);
    const std::optional<QString> method = normalisedMethod(raw);
    if (!method)
        r.fail(f,
            QStringLiteral("unknown fine-tuning method '%1'; choose from %2")
                .arg(raw, fineTuningMethods().join(QStringLiteral(", "))));
    return *method;
}

/// Reads a `workload:` section; returns whether it named the GPU (else grid/system may supply it).
bool readWorkload(const YamlReader &r, const YamlField &section, Configuration &c)
{
    bool gpuGiven = false;
    if (YamlReader::isNull(section))
        return gpuGiven;
    Workload &w = c.workload;
    const Workload defaults = w; // what a missing key keeps
    w.gpusPerNode.reset(); // the layout is this file's own (seed: 1 GPU when not set)
    w.numberOfNodes.reset();
    c.jobSize = JobSize();
    QSet<QString> given;
    int nodesLine = section.keyLine;
    int datasetLine = section.keyLine;
    forEachKey(r, section, QStringLiteral("workload"), QStringLiteral("workload"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("workload")).contains(key))
                return ConfigurationKeys::keptKeys(QStringLiteral("workload")).contains(key);
            if (YamlReader::isNull(f))
                return true;
            given.insert(key);
            if (key == u"llm_model") {
                w.llmModel = r.text(f);
                c.origins.insert(QStringLiteral("workload.llm_model"), originOf(r, f, w.llmModel));
            } else if (key == u"fine_tuning_method") {
                w.method = readMethod(r, f);
            } else if (key == u"gpu_model") {
                w.gpuModel = r.text(f);
                c.origins.insert(QStringLiteral("workload.gpu_model"), originOf(r, f, w.gpuModel));
                gpuGiven = true;
            } else if (key == u"tokens_per_sample") {
                w.tokensPerSample = r.integer(f, 1, Limits::maxTokensPerSample);
            } else if (key == u"batch_size") {
                w.batchSize = r.integer(f, 1, Limits::maxBatchSize);
            } else if (key == u"gpus_per_node") {
                w.gpusPerNode = int(r.integer(f, 1, Limits::maxGpus));
            } else if (key == u"number_of_nodes") {
                w.numberOfNodes = int(r.integer(f, 1, Limits::maxGpus));
                nodesLine = YamlReader::lineOf(f);
            } else if (key == u"total_tokens") {
                c.jobSize.totalTokens = r.finiteNumber(f, 0, true);
            } else if (key == u"dataset_tokens") {
                c.jobSize.datasetTokens = r.finiteNumber(f, 0, true);
                datasetLine = YamlReader::lineOf(f);
            } else if (key == u"epochs") {
                c.jobSize.epochs = r.finiteNumber(f, 0, true);
            }
            return true;
        });
    if (qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1) > Limits::maxGpus)
        r.fail(nodesLine, QStringLiteral("workload.number_of_nodes"),
            QStringLiteral("gpus_per_node × number_of_nodes = %1 exceeds %2 GPUs")
                .arg(qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1))
                .arg(Limits::maxGpus));
    const auto warnMissing = [&](const char16_t *key, const QString &value) {
        if (!given.contains(QString::fromUtf16(key)))
            r.warn(section.keyLine,
                QStringLiteral("workload.%1 not set; using the default '%2'")
                    .arg(QString::fromUtf16(key), value));
    };
    warnMissing(u"llm_model", defaults.llmModel);
    warnMissing(u"fine_tuning_method", defaults.method);
    warnMissing(u"tokens_per_sample", QString::number(defaults.tokensPerSample));
    warnMissing(u"batch_size", QString::number(defaults.batchSize));
    if (c.jobSize.datasetTokens && c.jobSize.epochs
        && !std::isfinite(*c.jobSize.datasetTokens * *c.jobSize.epochs))
        r.fail(datasetLine, QStringLiteral("workload.dataset_tokens"),
            QStringLiteral("dataset_tokens × epochs is too large"));
    if (c.jobSize.datasetTokens && !c.jobSize.epochs && !c.jobSize.totalTokens)
        r.warn(datasetLine, QStringLiteral("workload.dataset_tokens has no effect without workload.epochs"));
    if (c.jobSize.totalTokens && c.jobSize.datasetTokens)
        r.warn(datasetLine,
            QStringLiteral("workload.total_tokens is set, so workload.dataset_tokens is not used"));
    return gpuGiven;
}

void readStrategy(const YamlReader &r, const YamlField &section, StrategySettings &s)
{
    enum class Policy {
        Unset,
        MultiObjective,
        MinGpu
    }; // MinGpu: a goal that is not multi-objective (countGoal)
    Policy policy = Policy::Unset;
    Goal countGoal = Goal::MinGpu;
    std::optional<Goal> preset;
    QString presetText;
    std::optional<double> alpha, beta, maxSlowdown, guardK;
    int nameLine = 0, presetLine = 0, alphaLine = 0, betaLine = 0, guardLine = 0;
    forEachKey(r, section, QStringLiteral("strategy"), QStringLiteral("strategy"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("strategy")).contains(key)
                && !ConfigurationKeys::keptKeys(QStringLiteral("strategy")).contains(key))
                return false;
            if (YamlReader::isNull(f))
                return true;
            if (key == u"name") {
                const QString raw = r.text(f);
                const QString name = NamedChoice::underscoreKey(raw);
                nameLine = YamlReader::lineOf(f);
                std::optional<Goal> named;
                try {
                    named = parseGoal(raw);
                } catch (const CoastlineError &) {
                    // not a goal name; the strategy names below, or an error
                }
                if (name == u"multi_objective" || name == u"multiobjective") {
                    policy = Policy::MultiObjective;
                } else if (named && GoalInfo::of(*named).kind != GoalKind::MultiObjective) {
                    policy = Policy::MinGpu;
                    countGoal = *named;
                } else {
                    r.fail(f,
                        QStringLiteral("unknown strategy '%1'; choose from multi_objective, %2")
                            .arg(raw, GoalInfo::choices({GoalKind::GpuCount, GoalKind::Constrained})));
                }
            } else if (key == u"preset") {
                presetText = r.text(f);
                presetLine = YamlReader::lineOf(f);
                QString text = presetText;
                const QString k = NamedChoice::underscoreKey(text);
                if (k.endsWith(u"_frontier") && k.size() > 9) {
                    text = text.left(text.size() - 9);
                    r.warn(presetLine,
                        QStringLiteral(
                            "strategy.preset: frontier normalisation is not supported; using '%1' with "
                            "scores normalised over all feasible configurations")
                            .arg(text));
                }
                try {
                    preset = parseGoal(text, QStringLiteral("strategy.preset"));
                } catch (const CoastlineError &e) {
                    r.fail(presetLine, {}, e.message());
                }
            } else if (key == u"alpha") {
                alpha = r.finiteNumber(f, 0, false);
                alphaLine = YamlReader::lineOf(f);
            } else if (key == u"beta") {
                beta = r.finiteNumber(f, 0, false);
                betaLine = YamlReader::lineOf(f);
            } else if (key == u"max_slowdown") {
                maxSlowdown = r.finiteNumber(f, 1, false);
            } else if (key == u"energy_metric") {
                try {
                    s.energyMetric = parseEnergyMetric(r.text(f), QStringLiteral("strategy.energy_metric"));
                } catch (const CoastlineError &e) {
                    r.fail(YamlReader::lineOf(f), {}, e.message());
                }
            } else if (key == u"deadline" || key == u"budget") {
                const QString what = QStringLiteral("strategy.%1").arg(key);
                try {
                    if (key == u"deadline")
                        s.deadlineSeconds = GoalLimit::parseDuration(r.text(f), what);
                    else
                        s.budget = GoalLimit::parseBudget(r.text(f), what);
                } catch (const CoastlineError &e) {
                    r.fail(YamlReader::lineOf(f), {}, e.message());
                }
            } else if (key == u"runtime_guard_k") {
                guardK = r.finiteNumber(f, 1, false);
                guardLine = YamlReader::lineOf(f);
            } else if (key == u"normalization") {
                const QString value = r.text(f, true);
                if (NamedChoice::underscoreKey(value) != u"grid")
                    r.warn(YamlReader::lineOf(f),
                        QStringLiteral(
                            "strategy.normalization '%1' is not supported; scores are normalised over all "
                            "feasible configurations (kept on save)")
                            .arg(value));
            }
            return true;
        });

    if (guardK) {
        if (maxSlowdown && *maxSlowdown != *guardK)
            r.warn(
                guardLine, QStringLiteral("strategy.runtime_guard_k ignored: strategy.max_slowdown is set"));
        if (!maxSlowdown)
            maxSlowdown = guardK;
    }
    if (maxSlowdown)
        s.maxSlowdown = maxSlowdown;

    // Only a limit given (strategy.deadline or strategy.budget, not both) selects its goal.
    if (policy == Policy::Unset && !preset && (s.deadlineSeconds.has_value() != s.budget.has_value())) {
        policy = Policy::MinGpu;
        countGoal = s.deadlineSeconds ? Goal::Deadline : Goal::Budget;
    }
    if (preset && GoalInfo::of(*preset).kind != GoalKind::MultiObjective) {
        if (policy == Policy::MultiObjective)
            r.fail(presetLine, QStringLiteral("strategy.preset"),
                QStringLiteral(
                    "'%1' is the %2 policy, not a multi_objective preset; set strategy.name: %2 instead")
                    .arg(presetText, goalName(*preset)));
        if (policy != Policy::MinGpu)
            countGoal = *preset;
        policy = Policy::MinGpu;
        preset.reset();
    }
    if (policy == Policy::MinGpu) {
        s.goal = countGoal;
        s.alpha.reset();
        s.beta.reset();
        const QString policyName
            = isGpuCountGoal(countGoal) ? QStringLiteral("min_gpu") : goalName(countGoal);
        if (preset)
            r.warn(presetLine,
                QStringLiteral("strategy.preset ignored: the %1 policy does not use presets")
                    .arg(policyName));
        if (alpha || beta)
            r.warn(alpha ? alphaLine : betaLine,
                QStringLiteral("strategy.alpha/beta ignored: the %1 policy does not use weights")
                    .arg(policyName));
        if (maxSlowdown)
            r.warn(nameLine,
                QStringLiteral("strategy.max_slowdown has no effect with the %1 policy").arg(policyName));
        return;
    }
    if (alpha || beta) {
        const Weights completed = completedWeights(alpha, beta);
        if (!beta)
            r.warn(alphaLine,
                QStringLiteral(
                    "strategy.alpha given without strategy.beta; using beta = max(0, 1 − alpha) = %1")
                    .arg(QString::number(completed.beta, 'g', 12)));
        else if (!alpha)
            r.warn(betaLine,
                QStringLiteral(
                    "strategy.beta given without strategy.alpha; using alpha = max(0, 1 − beta) = %1")
                    .arg(QString::number(completed.alpha, 'g', 12)));
        alpha = completed.alpha;
        beta = completed.beta;
        if (*alpha == 0 && *beta == 0)
            r.fail(alphaLine ? alphaLine : betaLine, QStringLiteral("strategy.alpha"),
                QStringLiteral("alpha and beta are both zero; at least one must be positive"));
        if (preset && *preset != Goal::Custom)
            r.warn(presetLine,
                QStringLiteral(
                    "strategy.preset '%1' ignored: strategy.alpha and strategy.beta set the weights")
                    .arg(presetText));
        s.goal = Goal::Custom;
        s.alpha = alpha;
        s.beta = beta;
        return;
    }
    if (preset == Goal::Custom)
        r.fail(presetLine, QStringLiteral("strategy.preset"),
            QStringLiteral("'custom' needs strategy.alpha and strategy.beta"));
    s.alpha.reset();
    s.beta.reset();
    if (preset)
        s.goal = *preset;
    else if (policy == Policy::MultiObjective && GoalInfo::of(s.goal).kind != GoalKind::MultiObjective)
        s.goal = Goal::Performance;
}

/// A predictor or feasibility name (PredictorRegistry); a bad one fails naming the file, line and key.
QString readPredictorName(const YamlReader &r, const YamlField &f, PredictorRegistry::Kind kind)
{
    try {
        return PredictorRegistry::validated(r.text(f), kind);
    } catch (const CoastlineError &e) {
        r.fail(f, e.message());
    }
}

void readPredictors(
    const YamlReader &r, const YamlField &section, PredictorSettings &p, QHash<QString, ValueOrigin> &origins)
{
    forEachKey(r, section, QStringLiteral("predictors"), QStringLiteral("predictors"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("predictors")).contains(key))
                return ConfigurationKeys::keptKeys(QStringLiteral("predictors")).contains(key);
            if (YamlReader::isNull(f))
                return true;
            if (key == u"performance") {
                p.performance = readPredictorName(r, f, PredictorRegistry::Kind::Performance);
            } else if (key == u"fallback") {
                p.fallback = readPredictorName(r, f, PredictorRegistry::Kind::Fallback);
            } else if (key == u"energy") {
                p.energy = readPredictorName(r, f, PredictorRegistry::Kind::Energy);
            } else if (key == u"feasibility") {
                p.feasibility = readPredictorName(r, f, PredictorRegistry::Kind::Feasibility);
            } else if (key == u"empirical_oom_guard") {
                p.empiricalOomGuard = r.boolean(f);
            } else if (key == u"empirical_oom_token_budget") {
                p.empiricalOomTokenBudget = r.integer(f, 1, maxTokenBudget);
            } else if (key == u"lookup") {
                const QString value = r.text(f);
                p.lookup
                    = value.compare(u"default", Qt::CaseInsensitive) == 0 ? QStringLiteral("default") : value;
                origins.insert(QStringLiteral("predictors.lookup"), originOf(r, f, p.lookup));
            } else if (key == u"lookup_throughput_col") {
                p.lookupThroughputCol = r.text(f);
            } else if (key == u"lookup_runtime_col") {
                p.lookupRuntimeCol = r.text(f);
            } else if (key == u"model_file") {
                p.modelFile = r.text(f);
                origins.insert(QStringLiteral("predictors.model_file"), originOf(r, f, p.modelFile));
            } else if (key == u"roofline_calibration") {
                p.rooflineCalibration = r.text(f);
            } else if (key == u"kavier_calibration") {
                const QString value = r.text(f);
                const QString lower = value.toLower();
                if (CalibrationTable::builtInNames().contains(lower))
                    p.kavierCalibration = lower;
                else if (lower.endsWith(u".json"))
                    p.kavierCalibration = value;
                else
                    r.fail(f,
                        QStringLiteral(
                            "unknown calibration '%1'; choose from %2, or the path of a .json file")
                            .arg(value, CalibrationTable::builtInNames().join(QStringLiteral(", "))));
            }
            return true;
        });
}

/// A grid list: a YAML list whose items are numbers or range texts ("8-64:8"), or one text with the
/// GridExpression syntax ("1-1024", "pow2:1-1024, 3"). Errors name the file, line and key.
QList<qint64> readGridList(const YamlReader &r, const YamlField &f, qint64 maximum, int maxValues)
{
    QStringList items;
    if (f.value.IsScalar()) {
        items.append(r.text(f));
    } else if (f.value.IsSequence()) {
        if (f.value.size() == 0)
            r.fail(f, QStringLiteral("the list is empty; give at least one value"));
        r.requireListSize(f, maxValues);
        QSet<QString> seen;
        for (const YAML::Node &element : f.value) {
            if (!element.IsScalar())
                r.fail(f,
                    QStringLiteral("expected numbers or ranges such as [1, 2, 4] or \"1-1024\", got %1")
                        .arg(YamlReader::describe(element)));
            const QString item = QString::fromStdString(element.Scalar()).trimmed();
            if (seen.contains(item))
                r.warnRepeated(QStringLiteral("duplicate values"), YamlReader::lineOf(f),
                    QStringLiteral("%1: duplicate value %2 ignored").arg(f.key, item));
            seen.insert(item);
            items.append(item);
            try { // an error names the line of the item itself
                GridExpression::parse(item, 1, maximum, maxValues, f.key);
            } catch (const CoastlineError &e) {
                r.fail(YamlReader::lineOf(element), {}, e.message());
            }
        }
    } else {
        r.fail(f,
            QStringLiteral("expected a list such as [1, 2, 4] or a range such as \"1-1024\", got %1")
                .arg(YamlReader::describe(f.value)));
    }
    try {
        return GridExpression::parse(items.join(u','), 1, maximum, maxValues, f.key);
    } catch (const CoastlineError &e) {
        r.fail(YamlReader::lineOf(f), {}, e.message());
    }
}

/// grid section; returns grid.gpu_models (empty when not given) and sets
/// `gpuModelsOrigin` to where it was read.
QStringList readGrid(
    const YamlReader &r, const YamlField &section, GridSettings &g, ValueOrigin &gpuModelsOrigin)
{
    QStringList gpuModels;
    forEachKey(r, section, QStringLiteral("grid"), QStringLiteral("grid"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("grid")).contains(key)
                && !ConfigurationKeys::keptKeys(QStringLiteral("grid")).contains(key))
                return false;
            if (YamlReader::isNull(f))
                return true;
            if (key == u"batch_sizes") {
                g.batchSizes = readGridList(r, f, Limits::maxBatchSize, InputLimits::batchSizeValues);
            } else if (key == u"total_gpus") {
                g.totalGpus.clear();
                for (const qint64 value : readGridList(r, f, Limits::maxGpus, InputLimits::listValues))
                    g.totalGpus.append(int(value));
            } else if (key == u"layouts") {
                try {
                    g.layouts = parseLayoutFilter(r.text(f), QStringLiteral("grid.layouts"));
                } catch (const CoastlineError &e) {
                    r.fail(YamlReader::lineOf(f), {}, e.message());
                }
            } else if (key == u"top_k") {
                g.topK = int(r.integer(f, 1, Limits::maxTopK));
            } else if (key == u"gpu_models") {
                gpuModels = r.textList(f, true);
                gpuModelsOrigin = originOf(r, f, gpuModels.value(0));
            }
            return true;
        });
    return gpuModels;
}

/// `training:` section (training-setups.md): each key optional, a bad value fails naming the file,
/// line and key.
void readTraining(const YamlReader &r, const YamlField &section, TrainingSetup &t)
{
    forEachKey(r, section, QStringLiteral("training"), QStringLiteral("training"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("training")).contains(key))
                return false;
            if (YamlReader::isNull(f))
                return true;
            // The value parsers name the key; fail() adds the file and line.
            const auto parsed = [&](const auto &parse) {
                const QString value = key == u"lora_targets" && f.value.IsSequence() ? QString() : r.text(f);
                try {
                    return parse(value);
                } catch (const CoastlineError &e) {
                    r.fail(YamlReader::lineOf(f), {}, e.message());
                }
            };
            if (key == u"precision") {
                t.precision
                    = parsed([&](const QString &v) { return TrainingSetup::parsePrecision(v, f.key); });
            } else if (key == u"optimizer") {
                t.optimizer
                    = parsed([&](const QString &v) { return TrainingSetup::parseOptimizer(v, f.key); });
            } else if (key == u"activation_checkpointing") {
                t.activationCheckpointing = r.boolean(f);
            } else if (key == u"sharding") {
                t.sharding = parsed([&](const QString &v) { return TrainingSetup::parseSharding(v, f.key); });
            } else if (key == u"lora_rank") {
                t.loraRank = int(r.integer(f, 1, TrainingSetup::kMaxLoraRank));
            } else if (key == u"lora_targets") {
                const QStringList items = f.value.IsSequence() ? r.textList(f) : QStringList();
                t.loraTargets = parsed([&](const QString &v) {
                    return f.value.IsSequence() ? TrainingSetup::parseLoraTargets(items, f.key)
                                                : TrainingSetup::parseLoraTargets(v, f.key);
                });
            } else if (key == u"offload") {
                t.offload = parsed([&](const QString &v) { return TrainingSetup::parseOffload(v, f.key); });
            } else if (key == u"loss") {
                t.loss = parsed([&](const QString &v) { return TrainingSetup::parseLoss(v, f.key); });
            } else if (key == u"fsdp_version") {
                t.fsdpVersion
                    = parsed([&](const QString &v) { return TrainingSetup::parseFsdpVersion(v, f.key); });
            } else if (key == u"torch_compile") {
                t.torchCompile = r.boolean(f);
            } else if (key == u"optimizer_in_backward") {
                t.optimizerInBackward = r.boolean(f);
            } else if (key == u"activation_offload") {
                t.activationOffload = r.boolean(f);
            } else if (key == u"gradient_accumulation_steps") {
                t.gradientAccumulationSteps
                    = int(r.integer(f, 1, TrainingSetup::kMaxGradientAccumulationSteps));
            } else if (key == u"reserve_gib") {
                t.reserveGib = r.finiteNumber(f, 0, false);
                if (t.reserveGib > TrainingSetup::kMaxReserveGib)
                    r.fail(f,
                        QStringLiteral("the memory reserve must be at most %1 GiB")
                            .arg(TrainingSetup::kMaxReserveGib));
            }
            return true;
        });
}

/// The four infrastructure keys, from a section (`prefix` "infrastructure.") or an infrastructure file
/// (`prefix` empty, all four required).
void readInfrastructure(const YamlReader &r, const YamlField &section, const QString &sectionName,
    bool requireAll, Infrastructure &infra)
{
    QSet<QString> given;
    const QString prefix = sectionName.isEmpty() ? QString() : sectionName + u'.';
    forEachKey(
        r, section, sectionName, QStringLiteral("infrastructure"),
        [&](const QString &key, const YamlField &f) {
            if (!ConfigurationKeys::ownedKeys(QStringLiteral("infrastructure")).contains(key))
                return false;
            if (YamlReader::isNull(f))
                return true;
            given.insert(key);
            if (key == u"total_gpus")
                infra.totalGpus = int(r.integer(f, 1, Limits::maxGpus));
            else if (key == u"max_nodes")
                infra.maxNodes = int(r.integer(f, 1, Limits::maxGpus));
            else if (key == u"max_gpus_per_node")
                infra.maxGpusPerNode = int(r.integer(f, 1, Limits::maxGpus));
            else if (key == u"gpu_models")
                infra.gpuModels = r.textList(f, !requireAll);
            else if (key == u"price_per_gpu_hour") {
                infra.pricePerGpuHour.reset();
                infra.pricePerGpuHourByGpu.clear();
                if (f.value.IsMap()) { // per GPU model: {H100-SXM: 2.5, NVIDIA-A100-SXM4-80GB: 1.6}
                    for (const auto &entry : f.value) {
                        if (!entry.first.IsScalar())
                            r.fail(f, QStringLiteral("expected GPU names as keys"));
                        const QString gpu = QString::fromStdString(entry.first.Scalar());
                        const YamlField item {
                            entry.second, f.key + u'.' + gpu, YamlReader::lineOf(entry.second)};
                        const double price = r.finiteNumber(item, 0, false);
                        if (price > Infrastructure::kMaxPrice)
                            r.fail(item,
                                QStringLiteral("a price must be at most %1").arg(Infrastructure::kMaxPrice));
                        infra.pricePerGpuHourByGpu.append({gpu, price});
                    }
                } else {
                    const double price = r.finiteNumber(f, 0, false);
                    if (price > Infrastructure::kMaxPrice)
                        r.fail(
                            f, QStringLiteral("a price must be at most %1").arg(Infrastructure::kMaxPrice));
                    infra.pricePerGpuHour = price;
                }
            } else if (key == u"price_per_kwh") {
                const double price = r.finiteNumber(f, 0, false);
                if (price > Infrastructure::kMaxPrice)
                    r.fail(f, QStringLiteral("a price must be at most %1").arg(Infrastructure::kMaxPrice));
                infra.pricePerKwh = price;
            } else if (key == u"currency")
                infra.currency = r.text(f, true).trimmed();
            else if (key == u"inter_node_gbps") {
                infra.interNodeGbps = r.finiteNumber(f, 0, true);
                if (*infra.interNodeGbps < Infrastructure::kMinInterNodeGbps
                    || *infra.interNodeGbps > Infrastructure::kMaxInterNodeGbps)
                    r.fail(f,
                        QStringLiteral("the inter-node bandwidth must be from 1 to %1 Gbit/s per node")
                            .arg(Infrastructure::kMaxInterNodeGbps));
            }
            return true;
        },
        requireAll ? QStringLiteral("ignored") : QStringLiteral("kept on save"));
    if (!requireAll)
        return;
    for (const QString &key : {QStringLiteral("total_gpus"), QStringLiteral("max_nodes"),
             QStringLiteral("max_gpus_per_node"), QStringLiteral("gpu_models")})
        if (!given.contains(key))
            r.fail(0, {},
                QStringLiteral("missing key '%1%2' (an infrastructure file needs total_gpus, max_nodes, "
                               "max_gpus_per_node and gpu_models)")
                    .arg(prefix, key));
}

void readCatalog(const YamlReader &r, const YamlField &section, Configuration &c)
{
    forEachKey(r, section, QStringLiteral("catalog"), QStringLiteral("catalog"),
        [&](const QString &key, const YamlField &f) {
            if (key == u"llms") {
                c.catalogLlms = YamlReader::isNull(f) ? QList<LlmSpec>() : CatalogYaml::readLlms(r, f);
                return true;
            }
            if (key == u"gpus") {
                c.catalogGpus = YamlReader::isNull(f) ? QList<GpuSpec>() : CatalogYaml::readGpus(r, f);
                return true;
            }
            return false;
        });
}

ParseResult parseText(
    const QByteArray &rawText, const QString &fileName, QStringList *warnings, const Configuration &base)
{
    const YamlReader reader(fileName, warnings);
    if (rawText.size() > InputLimits::yamlFileBytes)
        reader.fail(0, {}, QStringLiteral("the configuration is larger than 1 MiB"));
    const QByteArray text = normaliseText(rawText);
    ParseResult result {base, false};
    Configuration &c = result.config;
    c.sourcePath.clear();
    c.sourceYaml = text.toStdString();

    try {
        const YAML::Node root = loadDocument(text, reader);
        if (!root.IsDefined() || root.IsNull()) {
            reader.warn(0, QStringLiteral("empty configuration, using the defaults"));
            return result;
        }
        if (!root.IsMap())
            reader.fail(YamlReader::lineOf(root) > 0 ? YamlReader::lineOf(root) : 1, {},
                QStringLiteral(
                    "expected sections such as 'workload:' and 'strategy:' at the top level, got %1")
                    .arg(YamlReader::describe(root)));

        // Collect the sections first: they are read in a fixed order whatever the file's order.
        QHash<QString, YAML::Node> sections;
        QHash<QString, int> sectionLines;
        QString defaultGpu;
        ValueOrigin defaultGpuOrigin;
        forEachKey(reader, YamlField {root, QString(), 0}, QString(), QString(),
            [&](const QString &key, const YamlField &f) {
                if (ConfigurationKeys::sections().contains(key)) {
                    sections.insert(key, f.value);
                    sectionLines.insert(key, f.keyLine);
                    return true;
                }
                if (key == u"system") {
                    reader.requireMap(f);
                    if (f.value.IsMap())
                        for (const auto &entry : f.value)
                            if (entry.first.IsScalar() && entry.first.Scalar() == "default_gpu") {
                                const YamlField gpu {entry.second, QStringLiteral("system.default_gpu"),
                                    YamlReader::lineOf(entry.first)};
                                if (!YamlReader::isNull(gpu)) {
                                    defaultGpu = reader.text(gpu);
                                    defaultGpuOrigin = originOf(reader, gpu, defaultGpu);
                                }
                            }
                    return true;
                }
                return ConfigurationKeys::isUpstreamSection(key);
            });
        const auto field = [&](const QString &name) { // only for names in `sections`
            return YamlField {*sections.constFind(name), name, sectionLines.value(name)};
        };

        bool workloadGpuGiven = false;
        if (sections.contains(QStringLiteral("workload")))
            workloadGpuGiven = readWorkload(reader, field(QStringLiteral("workload")), c);
        if (sections.contains(QStringLiteral("strategy")))
            readStrategy(reader, field(QStringLiteral("strategy")), c.strategy);
        if (sections.contains(QStringLiteral("predictors")))
            readPredictors(reader, field(QStringLiteral("predictors")), c.predictors, c.origins);
        QStringList gridGpus;
        ValueOrigin gridGpusOrigin;
        if (sections.contains(QStringLiteral("grid")))
            gridGpus = readGrid(reader, field(QStringLiteral("grid")), c.grid, gridGpusOrigin);
        if (sections.contains(QStringLiteral("training")))
            readTraining(reader, field(QStringLiteral("training")), c.training);
        if (sections.contains(QStringLiteral("infrastructure"))) {
            const YamlField infra = field(QStringLiteral("infrastructure"));
            readInfrastructure(reader, infra, QStringLiteral("infrastructure"), false, c.infrastructure);
            result.hasInfrastructureSection = !YamlReader::isNull(infra);
        }
        if (sections.contains(QStringLiteral("catalog")))
            readCatalog(reader, field(QStringLiteral("catalog")), c);

        if (!workloadGpuGiven) {
            if (!gridGpus.isEmpty()) {
                c.workload.gpuModel = gridGpus.constFirst();
                c.origins.insert(QStringLiteral("workload.gpu_model"), gridGpusOrigin);
            } else if (!defaultGpu.isEmpty()) {
                c.workload.gpuModel = defaultGpu;
                c.origins.insert(QStringLiteral("workload.gpu_model"), defaultGpuOrigin);
            }
        }
    } catch (const YAML::Exception &e) {
        reader.fail(e.mark.is_null() ? 0 : e.mark.line + 1, {},
            QStringLiteral("YAML: %1").arg(QString::fromStdString(e.msg)));
    }
    return result;
}

QByteArray readFile(const QString &path)
{
    return BoundedFile::read(path, InputLimits::yamlFileBytes);
}

void readInfrastructureText(
    const QByteArray &rawText, const QString &path, Infrastructure *infrastructure, QStringList *warnings)
{
    if (rawText.size() > InputLimits::yamlFileBytes)
        throw CoastlineError(QStringLiteral("%1: cannot read: the file is larger than %2")
                                 .arg(path, BoundedFile::formatBytes(InputLimits::yamlFileBytes)));
    const QByteArray text = normaliseText(rawText);
    const YamlReader reader(path, warnings);
    try {
        const YAML::Node root = loadDocument(text, reader);
        if (!root.IsDefined() || root.IsNull())
            reader.fail(0, {}, QStringLiteral("empty infrastructure file"));
        Infrastructure infra = *infrastructure;
        readInfrastructure(reader, YamlField {root, QString(), 1}, QString(), true, infra);
        *infrastructure = infra;
    } catch (const YAML::Exception &e) {
        reader.fail(e.mark.is_null() ? 0 : e.mark.line + 1, {},
            QStringLiteral("YAML: %1").arg(QString::fromStdString(e.msg)));
    }
}

} // namespace

namespace ConfigurationIo {

Configuration embeddedDefault()
{
    static const Configuration defaults = [] {
        const QString path = QStringLiteral(":/config/default.yaml");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw CoastlineError(
                QStringLiteral("%1: the embedded default configuration is missing").arg(path));
        QStringList warnings;
        Configuration c = parseText(file.readAll(), path, &warnings, Configuration()).config;
        c.sourceYaml.clear();
        c.origins.clear();
        return c;
    }();
    return defaults;
}

Configuration parse(const QByteArray &yaml, const QString &fileName, QStringList *warnings)
{
    return parseText(yaml, fileName, warnings, embeddedDefault()).config;
}

Configuration load(const QString &path, QStringList *warnings, const QString &infrastructurePath)
{
    ParseResult result = parseText(readFile(path), path, warnings, embeddedDefault());
    result.config.sourcePath = path;
    if (!infrastructurePath.isEmpty()) {
        loadInfrastructure(infrastructurePath, &result.config.infrastructure, warnings);
    } else if (!result.hasInfrastructureSection) {
        const QFileInfo self(path);
        const QFileInfo sibling(self.dir().filePath(QStringLiteral("infrastructure.yaml")));
        if (sibling.isFile() && sibling.canonicalFilePath() != self.canonicalFilePath()) {
            try {
                loadInfrastructure(sibling.filePath(), &result.config.infrastructure, warnings);
            } catch (const CoastlineError &e) {
                if (warnings)
                    warnings->append(
                        QStringLiteral("%1; using the default infrastructure instead").arg(e.message()));
            }
        }
    }
    return result.config;
}

bool isInfrastructureFile(const QString &path)
{
    try {
        const YAML::Node root = YAML::Load(normaliseText(readFile(path)).toStdString());
        if (!root.IsMap())
            return false;
        bool infrastructureKey = false;
        for (const auto &entry : root) {
            if (!entry.first.IsScalar())
                continue;
            const QString key = QString::fromStdString(entry.first.Scalar());
            if (ConfigurationKeys::sections().contains(key) || ConfigurationKeys::isUpstreamSection(key))
                return false;
            infrastructureKey |= ConfigurationKeys::ownedKeys(QStringLiteral("infrastructure")).contains(key);
        }
        return infrastructureKey;
    } catch (const CoastlineError &) {
        return false;
    } catch (const YAML::Exception &) {
        return false;
    }
}

void loadInfrastructure(const QString &path, Infrastructure *infrastructure, QStringList *warnings)
{
    readInfrastructureText(readFile(path), path, infrastructure, warnings);
}

void parseInfrastructure(
    const QByteArray &yaml, const QString &fileName, Infrastructure *infrastructure, QStringList *warnings)
{
    readInfrastructureText(yaml, fileName, infrastructure, warnings);
}

} // namespace ConfigurationIo
