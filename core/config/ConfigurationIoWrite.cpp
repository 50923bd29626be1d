// Writing configuration files: ConfigurationIo::serialise and save. Reading is in ConfigurationIo.cpp.
//
// serialise() writes our sections in a fixed order (workload, strategy, predictors, grid,
// infrastructure, catalog) with every key Configuration holds, then, inside each section, the keys of
// the source document it does not own, and then the source's other top-level sections, in their
// original order. Comments and anchors of the source are lost; quoted texts stay quoted.
#include "config/ConfigurationIo.h"

#include "catalog/CatalogYaml.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationKeys.h"
#include "io/YamlDocument.h"
#include "io/YamlWriter.h"
#include "model/GoalInfo.h"
#include "search/GridExpression.h"

#include <algorithm>
#include <yaml-cpp/yaml.h>

namespace {

/// The first document of `config.sourceYaml` when it is a mapping, else an empty node.
YAML::Node sourceDocument(const Configuration &config)
{
    if (config.sourceYaml.empty())
        return YAML::Node();
    try {
        std::string text = config.sourceYaml;
        if (text.rfind("\xEF\xBB\xBF", 0) == 0)
            text.erase(0, 3);
        const YAML::Node document = YamlDocument::loadFirst(text);
        if (document.IsMap())
            return document;
    } catch (const YAML::Exception &) {
        // A source we cannot parse has nothing we could keep.
    }
    return YAML::Node();
}

/// The value of `key` in the mapping `map` (the last one if repeated, as on reading), else an empty
/// node. (yaml-cpp's operator[] throws on a missing key of a const node.)
YAML::Node valueOf(const YAML::Node &map, const QString &key)
{
    YAML::Node value;
    if (map.IsMap())
        for (const auto &entry : map)
            if (entry.first.IsScalar() && entry.first.Scalar() == key.toStdString())
                value = entry.second;
    return value;
}

/// Writes the entries of the mapping `map` whose keys are not in `skip`, in source order; a key given
/// twice is written once, with its later value (as on reading).
void writeKeptEntries(YamlWriter &w, const YAML::Node &map, const QStringList &skip)
{
    if (!map.IsMap())
        return;
    std::vector<std::pair<YAML::Node, YAML::Node>> entries;
    for (const auto &entry : map) {
        if (entry.first.IsScalar() && skip.contains(QString::fromStdString(entry.first.Scalar())))
            continue;
        const auto same = std::find_if(entries.begin(), entries.end(), [&](const auto &e) {
            return entry.first.IsScalar() && e.first.IsScalar() && e.first.Scalar() == entry.first.Scalar();
        });
        if (same != entries.end())
            same->second = entry.second;
        else
            entries.emplace_back(entry.first, entry.second);
    }
    for (const auto &[key, value] : entries) {
        w.node(key); // through the node path, so odd (quoted, non-text) keys stay intact
        w.node(value);
    }
}

/// Writes the keys of `section` in the source that are not owned by Configuration.
void writeKeptKeys(YamlWriter &w, const YAML::Node &source, const QString &section)
{
    writeKeptEntries(w, valueOf(source, section), ConfigurationKeys::ownedKeys(section));
}

void writeWorkload(YamlWriter &w, const Configuration &c)
{
    const Workload &wl = c.workload;
    w.key(QStringLiteral("llm_model"));
    w.text(wl.llmModel);
    w.key(QStringLiteral("fine_tuning_method"));
    w.text(wl.method);
    w.key(QStringLiteral("gpu_model"));
    w.text(wl.gpuModel);
    w.key(QStringLiteral("tokens_per_sample"));
    w.integer(wl.tokensPerSample);
    w.key(QStringLiteral("batch_size"));
    w.integer(wl.batchSize);
    if (wl.gpusPerNode) {
        w.key(QStringLiteral("gpus_per_node"));
        w.integer(*wl.gpusPerNode);
    }
    if (wl.numberOfNodes) {
        w.key(QStringLiteral("number_of_nodes"));
        w.integer(*wl.numberOfNodes);
    }
    const auto optionalNumber = [&w](const char16_t *key, const std::optional<double> &value) {
        if (value) {
            w.key(QString::fromUtf16(key));
            w.number(*value);
        }
    };
    optionalNumber(u"total_tokens", c.jobSize.totalTokens);
    optionalNumber(u"dataset_tokens", c.jobSize.datasetTokens);
    optionalNumber(u"epochs", c.jobSize.epochs);
}

void writeStrategy(YamlWriter &w, const StrategySettings &s)
{
    const bool multiObjective = GoalInfo::of(s.goal).kind == GoalKind::MultiObjective;
    w.key(QStringLiteral("name"));
    w.text(multiObjective ? QStringLiteral("multi_objective") : goalName(s.goal));
    if (multiObjective) {
        if (s.alpha || s.beta || s.goal == Goal::Custom) {
            // Explicit weights (they override any preset); one missing weight is derived as on reading.
            const Weights weights = completedWeights(s.alpha, s.beta, presetWeights(s.goal));
            w.key(QStringLiteral("alpha"));
            w.number(weights.alpha);
            w.key(QStringLiteral("beta"));
            w.number(weights.beta);
        } else {
            w.key(QStringLiteral("preset"));
            w.text(goalName(s.goal));
        }
    }
    if (s.maxSlowdown) {
        w.key(QStringLiteral("max_slowdown"));
        w.number(*s.maxSlowdown);
    }
    if (s.energyMetric != EnergyMetric::Power) {
        w.key(QStringLiteral("energy_metric"));
        w.text(energyMetricName(s.energyMetric));
    }
    if (s.deadlineSeconds) { // kept whatever the goal, so switching goals in the GUI loses nothing
        w.key(QStringLiteral("deadline"));
        w.text(GoalLimit::durationText(*s.deadlineSeconds));
    }
    if (s.budget) {
        w.key(QStringLiteral("budget"));
        w.text(GoalLimit::budgetText(*s.budget));
    }
}

void writePredictors(YamlWriter &w, const PredictorSettings &p)
{
    const auto text = [&w](const char16_t *key, const QString &value) {
        w.key(QString::fromUtf16(key));
        w.text(value);
    };
    text(u"performance", p.performance);
    text(u"fallback", p.fallback);
    text(u"energy", p.energy);
    text(u"feasibility", p.feasibility);
    w.key(QStringLiteral("empirical_oom_guard"));
    w.boolean(p.empiricalOomGuard);
    w.key(QStringLiteral("empirical_oom_token_budget"));
    w.integer(p.empiricalOomTokenBudget);
    if (!p.lookup.isEmpty())
        text(u"lookup", p.lookup);
    text(u"lookup_throughput_col", p.lookupThroughputCol);
    text(u"lookup_runtime_col", p.lookupRuntimeCol);
    text(u"kavier_calibration", p.kavierCalibration);
    if (p.rooflineCalibration.compare(u"default", Qt::CaseInsensitive) != 0)
        text(u"roofline_calibration", p.rooflineCalibration);
    if (!p.modelFile.isEmpty())
        text(u"model_file", p.modelFile);
}

/// A grid list as upstream writes it (a YAML list) when short, else as one GridExpression text such as
/// "1-1024" (upstream cannot read that, but a list of a thousand numbers helps nobody).
void writeGridList(YamlWriter &w, const QList<qint64> &values)
{
    constexpr int longList = 32;
    if (values.size() <= longList)
        w.integerList(values);
    else
        w.text(GridExpression::format(values));
}

void writeGrid(YamlWriter &w, const GridSettings &g)
{
    w.key(QStringLiteral("batch_sizes"));
    writeGridList(w, g.batchSizes);
    w.key(QStringLiteral("total_gpus"));
    writeGridList(w, QList<qint64>(g.totalGpus.cbegin(), g.totalGpus.cend()));
    if (g.topK) {
        w.key(QStringLiteral("top_k"));
        w.integer(*g.topK);
    }
    if (g.layouts != LayoutFilter::Any) {
        w.key(QStringLiteral("layouts"));
        w.text(layoutFilterName(g.layouts));
    }
}

void writeTraining(YamlWriter &w, const TrainingSetup &t)
{
    const auto text = [&w](const char16_t *key, const QString &value) {
        w.key(QString::fromUtf16(key));
        w.text(value);
    };
    text(u"precision", TrainingSetup::name(t.precision));
    text(u"optimizer", TrainingSetup::name(t.optimizer));
    w.key(QStringLiteral("activation_checkpointing"));
    w.boolean(t.activationCheckpointing);
    text(u"sharding", TrainingSetup::name(t.sharding));
    w.key(QStringLiteral("lora_rank"));
    w.integer(t.loraRank);
    w.key(QStringLiteral("lora_targets"));
    if (t.targetsAllLinear())
        w.text(QStringLiteral("all-linear"));
    else
        w.textList(t.loraTargets);
    text(u"offload", TrainingSetup::name(t.offload));
    text(u"loss", TrainingSetup::name(t.loss));
    // The memory savers are written only when on, so files of the earlier releases read back unchanged.
    if (t.fsdpVersion != TrainingSetup::FsdpVersion::Fsdp1) {
        w.key(QStringLiteral("fsdp_version"));
        w.integer(TrainingSetup::name(t.fsdpVersion).toInt()); // "2" is a version number
    }
    for (const auto &[key, on] : {std::pair {u"torch_compile", t.torchCompile},
             std::pair {u"optimizer_in_backward", t.optimizerInBackward},
             std::pair {u"activation_offload", t.activationOffload}})
        if (on) {
            w.key(QString::fromUtf16(key));
            w.boolean(true);
        }
    w.key(QStringLiteral("reserve_gib"));
    w.number(t.reserveGib);
    if (t.gradientAccumulationSteps != 1) {
        w.key(QStringLiteral("gradient_accumulation_steps"));
        w.integer(t.gradientAccumulationSteps);
    }
}

void writeInfrastructure(YamlWriter &w, const Infrastructure &infra)
{
    w.key(QStringLiteral("total_gpus"));
    w.integer(infra.totalGpus);
    w.key(QStringLiteral("max_nodes"));
    w.integer(infra.maxNodes);
    w.key(QStringLiteral("max_gpus_per_node"));
    w.integer(infra.maxGpusPerNode);
    w.key(QStringLiteral("gpu_models"));
    w.textList(infra.gpuModels);
    if (infra.interNodeGbps) {
        w.key(QStringLiteral("inter_node_gbps"));
        w.number(*infra.interNodeGbps);
    }
    if (!infra.pricePerGpuHourByGpu.isEmpty()) {
        w.key(QStringLiteral("price_per_gpu_hour"));
        w.beginMap();
        for (const auto &[gpu, price] : infra.pricePerGpuHourByGpu) {
            w.key(gpu);
            w.number(price);
        }
        w.endMap();
    } else if (infra.pricePerGpuHour) {
        w.key(QStringLiteral("price_per_gpu_hour"));
        w.number(*infra.pricePerGpuHour);
    }
    if (infra.pricePerKwh) {
        w.key(QStringLiteral("price_per_kwh"));
        w.number(*infra.pricePerKwh);
    }
    if (!infra.currency.isEmpty()) {
        w.key(QStringLiteral("currency"));
        w.text(infra.currency);
    }
}

} // namespace

namespace ConfigurationIo {

QByteArray serialise(const Configuration &config)
{
    const YAML::Node source = sourceDocument(config);
    YamlWriter w;
    w.comment(QStringLiteral("Coastline Desktop configuration (comments are not kept when the app saves)"));
    w.beginMap();
    const auto section = [&](const QString &name, const auto &writeOwned) {
        w.key(name);
        w.beginMap();
        writeOwned();
        writeKeptKeys(w, source, name);
        w.endMap();
    };
    section(QStringLiteral("workload"), [&] { writeWorkload(w, config); });
    section(QStringLiteral("strategy"), [&] { writeStrategy(w, config.strategy); });
    section(QStringLiteral("predictors"), [&] { writePredictors(w, config.predictors); });
    section(QStringLiteral("grid"), [&] { writeGrid(w, config.grid); });
    // The training section is written when it is not AutoConf's default stack, or the source had one.
    bool sourceHasTraining = false;
    if (source.IsMap())
        for (const auto &entry : source)
            sourceHasTraining |= entry.first.IsScalar() && entry.first.Scalar() == "training";
    if (!config.training.isAutoconfStack() || config.training.gradientAccumulationSteps != 1
        || sourceHasTraining)
        section(QStringLiteral("training"), [&] { writeTraining(w, config.training); });
    section(QStringLiteral("infrastructure"), [&] { writeInfrastructure(w, config.infrastructure); });
    // The catalog section is written when there are user entries, or keys of the source's to keep.
    bool catalogKeysToKeep = false;
    const YAML::Node sourceCatalog = valueOf(source, QStringLiteral("catalog"));
    if (sourceCatalog.IsMap())
        for (const auto &entry : sourceCatalog)
            catalogKeysToKeep |= !entry.first.IsScalar()
                || !ConfigurationKeys::ownedKeys(QStringLiteral("catalog"))
                        .contains(QString::fromStdString(entry.first.Scalar()));
    if (!config.catalogLlms.isEmpty() || !config.catalogGpus.isEmpty() || catalogKeysToKeep) {
        section(QStringLiteral("catalog"), [&] {
            if (!config.catalogLlms.isEmpty()) {
                w.key(QStringLiteral("llms"));
                CatalogYaml::writeLlms(w, config.catalogLlms);
            }
            if (!config.catalogGpus.isEmpty()) {
                w.key(QStringLiteral("gpus"));
                CatalogYaml::writeGpus(w, config.catalogGpus);
            }
        });
    }
    writeKeptEntries(w, source, ConfigurationKeys::sections());
    w.endMap();
    QString error;
    const QByteArray text = w.result(&error);
    if (text.isEmpty())
        throw CoastlineError(QStringLiteral("cannot write the configuration as YAML: %1").arg(error));
    return text;
}

bool save(const Configuration &config, const QString &path, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, reason);
        return false;
    };
    QByteArray text;
    try {
        text = serialise(config);
    } catch (const CoastlineError &e) {
        return fail(e.message());
    }
    return AtomicFile::write(path, text, error);
}

} // namespace ConfigurationIo
