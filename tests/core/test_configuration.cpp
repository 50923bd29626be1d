#include "../support/ThrownError.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "model/Configuration.h"
#include "model/Goal.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <limits>

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

QString optionalText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 17) : QStringLiteral("-");
}

QString optionalText(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

QString numbers(const QList<qint64> &values)
{
    QStringList list;
    for (const qint64 v : values)
        list.append(QString::number(v));
    return list.join(u',');
}

QString numbers(const QList<int> &values)
{
    QStringList list;
    for (const int v : values)
        list.append(QString::number(v));
    return list.join(u',');
}

/// Every field of a configuration as text (independent of serialise(), so round trips are checked
/// against the struct itself). sourcePath and sourceYaml are left out on purpose.
QString fingerprint(const Configuration &c)
{
    QStringList f;
    const Workload &w = c.workload;
    f << w.llmModel << w.method << w.gpuModel << QString::number(w.tokensPerSample)
      << QString::number(w.batchSize) << optionalText(w.gpusPerNode) << optionalText(w.numberOfNodes);
    f << optionalText(c.jobSize.totalTokens) << optionalText(c.jobSize.datasetTokens)
      << optionalText(c.jobSize.epochs);
    f << goalName(c.strategy.goal) << optionalText(c.strategy.alpha) << optionalText(c.strategy.beta)
      << optionalText(c.strategy.maxSlowdown);
    const PredictorSettings &p = c.predictors;
    f << p.performance << p.fallback << p.energy << p.feasibility << QString::number(p.empiricalOomGuard)
      << QString::number(p.empiricalOomTokenBudget) << p.lookup << p.lookupThroughputCol << p.lookupRuntimeCol
      << p.kavierCalibration;
    f << numbers(c.grid.batchSizes) << numbers(c.grid.totalGpus) << optionalText(c.grid.topK);
    f << QString::number(c.infrastructure.totalGpus) << QString::number(c.infrastructure.maxNodes)
      << QString::number(c.infrastructure.maxGpusPerNode) << c.infrastructure.gpuModels.join(u',');
    for (const LlmSpec &s : c.catalogLlms)
        f << s.name << QString::number(s.nLayers) << QString::number(s.nHeads) << QString::number(s.dHead)
          << QString::number(s.dModel) << QString::number(s.pBytes) << QString::number(s.mParams, 'g', 17)
          << QString::number(s.activeParams, 'g', 17) << QString::number(s.isMoe) << s.upstreamComment
          << s.hfRepoId << optionalText(s.vocabSize) << optionalText(s.intermediateSize)
          << optionalText(s.numKeyValueHeads)
          << (s.tieWordEmbeddings ? QString::number(*s.tieWordEmbeddings) : QStringLiteral("-"))
          << optionalText(s.numExperts) << optionalText(s.expertsPerToken)
          << optionalText(s.sharedExpertIntermediateSize) << optionalText(s.totalParamsPublished)
          << s.architectureConfidence << s.architectureSource;
    for (const GpuSpec &g : c.catalogGpus)
        f << g.name << g.aliases.join(u';') << QString::number(g.memoryGb, 'g', 17)
          << QString::number(g.memoryMib, 'g', 17) << g.memoryMibSource
          << QString::number(g.memoryBandwidthGBps, 'g', 17)
          << QString::number(g.fp16TensorCoreTflops, 'g', 17) << g.tflopsBasis << QString::number(g.gpuCores)
          << QString::number(g.gpuCoreMaxMhz) << QString::number(g.basePowerW, 'g', 17)
          << QString::number(g.idlePowerW, 'g', 17) << QString::number(g.maxPowerW, 'g', 17)
          << QString::number(g.mseCalibFactor, 'g', 17) << QString::number(g.mfuFactor, 'g', 17)
          << QString::number(g.networkBandwidthGbps, 'g', 17) << g.networkBandwidthSource;
    return f.join(u'|');
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestConfiguration : public QObject
{
    Q_OBJECT
private slots:
    // Configuration::baseFolder and the one path rule (issue 20).
    void pathRule()
    {
        Configuration config;
        QCOMPARE(config.baseFolder().absolutePath(), QDir::current().absolutePath());
        config.sourcePath = QStringLiteral("/tmp/experiments/run.yaml");
        QCOMPARE(config.baseFolder().absolutePath(), QStringLiteral("/tmp/experiments"));
        QCOMPARE(
            config.resolvePath(QStringLiteral(" runs.csv ")), QStringLiteral("/tmp/experiments/runs.csv"));
        QCOMPARE(
            config.resolvePath(QStringLiteral("data/model")), QStringLiteral("/tmp/experiments/data/model"));
        QCOMPARE(config.resolvePath(QStringLiteral("/abs/runs.csv")), QStringLiteral("/abs/runs.csv"));
        QCOMPARE(config.resolvePath(QStringLiteral(":/data/run_database.csv")),
            QStringLiteral(":/data/run_database.csv"));
        QCOMPARE(config.resolvePath(QString()), QString());
        // A built-in name passes unchanged (any case); without the list the same word is a file.
        QCOMPARE(config.resolvePath(QStringLiteral("Default"), {QStringLiteral("default")}),
            QStringLiteral("Default"));
        QCOMPARE(config.resolvePath(QStringLiteral("default")), QStringLiteral("/tmp/experiments/default"));
    }

    void upstreamFilesOpen_data();
    void upstreamFilesOpen();
    void batchConfigDetails();
    void desktopFixture();
    void demoWarnings();
    void siblingInfrastructure();
    void infrastructurePrecedence();
    void embeddedDefaultMatchesSpec();
    void badInputs_data();
    void badInputs();
    void forgivingInputs();
    void pricesAndNetworkRoundTrip();
    void memorySaversRoundTrip();
    void strategyResolution_data();
    void strategyResolution();
    void bomAndCrlf();
    void emptyFile_data();
    void emptyFile();
    void unreadableFile();
    void unknownKeysWarnedAndKept();
    void upstreamRoundTrip_data();
    void upstreamRoundTrip();
    void saveLoadRoundTrip();
    void catalogBlock();
    void saveFailureLeavesFilesIntact();
    void goalAliases_data();
    void goalAliases();
    void unknownGoal();
    void normaliseWeights_data();
    void normaliseWeights();
    void normaliseWeightsErrors_data();
    void normaliseWeightsErrors();
    void effectiveWeights();
};

void TestConfiguration::upstreamFilesOpen_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("llm");
    QTest::addColumn<QString>("method");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<int>("jobGpus");
    QTest::addColumn<int>("goal");
    QTest::addColumn<int>("topK"); // 0: not set
    QTest::addColumn<QString>("performance");
    QTest::addColumn<QString>("feasibility");
    QTest::addColumn<QString>("batches");
    QTest::addColumn<QString>("gpus");

    QTest::newRow("configs/experiment.yaml")
        << dataFile("configs/experiment.yaml") << "granite-3.1-3b-a800m-instruct"
        << "lora" << qint64(2048) << qint64(8) << 1 << int(Goal::Balanced) << 3 << "intelligent"
        << "autoconf"
        << "4,8,16,32,64"
        << "1,2,4,8,16,32";
    QTest::newRow("configs/default_experiment.yaml")
        << dataFile("configs/default_experiment.yaml") << "granite-3.1-8b-instruct"
        << "full" << qint64(7621) << qint64(4) << 8 << int(Goal::Balanced) << 5 << "intelligent"
        << "autoconf"
        << "4,8,16,32,64"
        << "1,2,4,8,16,32";
    QTest::newRow("configs/batch_config.yaml")
        << dataFile("configs/batch_config.yaml") << "granite-3.1-8b-instruct"
        << "full" << qint64(7621) << qint64(4) << 8 << int(Goal::Balanced) << 0 << "kavier"
        << "rules"
        << "4,8,16,32"
        << "1,2,4,8,16";
    QTest::newRow("configs/demo.yaml")
        << dataFile("configs/demo.yaml") << "mistral-7b-v0.1"
        << "lora" << qint64(2048) << qint64(8) << 8 << int(Goal::Balanced) << 3 << "intelligent"
        << "autoconf"
        << "1,2,4,8,16,32,64,128"
        << "1,2,4,8,16,32";
}

void TestConfiguration::upstreamFilesOpen()
{
    QFETCH(QString, file);
    QFETCH(QString, llm);
    QFETCH(QString, method);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(int, jobGpus);
    QFETCH(int, goal);
    QFETCH(int, topK);
    QFETCH(QString, performance);
    QFETCH(QString, feasibility);
    QFETCH(QString, batches);
    QFETCH(QString, gpus);

    QStringList warnings;
    const Configuration c = ConfigurationIo::load(file, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(c.sourcePath, file);
    QCOMPARE(c.workload.llmModel, llm);
    QCOMPARE(c.workload.method, method);
    QCOMPARE(c.workload.gpuModel, QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(c.workload.tokensPerSample, tokens);
    QCOMPARE(c.workload.batchSize, batch);
    QCOMPARE(c.workload.jobGpus(), jobGpus);
    QCOMPARE(int(c.strategy.goal), goal);
    QCOMPARE(c.grid.topK.value_or(0), topK);
    QCOMPARE(c.predictors.performance, performance);
    // experiment.yaml names kavier; the others say nothing and get the default (spec decision 11).
    QCOMPARE(c.predictors.fallback,
        file.endsWith(u"/experiment.yaml") ? QStringLiteral("kavier") : QStringLiteral("roofline"));
    QCOMPARE(c.predictors.energy, QStringLiteral("kavier_power"));
    QCOMPARE(c.predictors.feasibility, feasibility);
    QCOMPARE(numbers(c.grid.batchSizes), batches);
    QCOMPARE(numbers(c.grid.totalGpus), gpus);
    const Weights weights = c.strategy.effectiveWeights();
    QCOMPARE(weights.alpha, 0.5);
    QCOMPARE(weights.beta, 0.5);
}

void TestConfiguration::batchConfigDetails()
{
    const Configuration c = ConfigurationIo::load(dataFile("configs/batch_config.yaml"), nullptr);
    QCOMPARE(c.strategy.maxSlowdown, std::optional<double>(2.0));
    QVERIFY(!c.grid.topK.has_value());
    QCOMPARE(c.grid.effectiveTopK(c.strategy.goal), 5);
    QCOMPARE(c.grid.effectiveTopK(Goal::MinGpu), 1);
    QVERIFY(!c.strategy.alpha.has_value());
    QVERIFY(!c.predictors.empiricalOomGuard);
}

void TestConfiguration::desktopFixture()
{
    const QString path = dataFile("configs/desktop_config.yaml");
    QStringList warnings;
    const Configuration c = ConfigurationIo::load(path, &warnings);
    QCOMPARE(warnings, QStringList {path + QStringLiteral(":55: unknown key 'owner' (kept on save)")});
    QCOMPARE(c.workload.llmModel, QStringLiteral("team-llm-13b"));
    QCOMPARE(c.workload.jobGpus(), 1);
    QCOMPARE(c.jobSize.resolvedTotalTokens(), std::optional<double>(6.0e9));
    QCOMPARE(c.strategy.goal, Goal::Custom);
    QCOMPARE(c.strategy.effectiveWeights().alpha, 0.25);
    QCOMPARE(c.strategy.maxSlowdown, std::optional<double>(2.5));
    QCOMPARE(c.predictors.feasibility, QStringLiteral("rules"));
    QVERIFY(c.predictors.empiricalOomGuard);
    QCOMPARE(c.predictors.empiricalOomTokenBudget, qint64(65536));
    QCOMPARE(c.predictors.lookup, QStringLiteral("default"));
    QCOMPARE(c.predictors.kavierCalibration, QStringLiteral("allmodels"));
    QCOMPARE(c.grid.topK, std::optional<int>(4));
    // Its own infrastructure section wins over tests/data/configs/infrastructure.yaml beside it.
    QCOMPARE(c.infrastructure.totalGpus, 16);
    QCOMPARE(c.infrastructure.maxNodes, 2);
    QCOMPARE(c.infrastructure.gpuModels.constFirst(), QStringLiteral("ACME-X1"));
    QCOMPARE(c.catalogLlms.size(), 1);
    QCOMPARE(c.catalogLlms.constFirst().numKeyValueHeads, std::optional<int>(40));
    QCOMPARE(c.catalogLlms.constFirst().tieWordEmbeddings, std::optional<bool>(false));
    QCOMPARE(c.catalogGpus.size(), 1);
    QCOMPARE(c.catalogGpus.constFirst().aliases, QStringList {QStringLiteral("X1")});
    QCOMPARE(c.catalogGpus.constFirst().memoryMib, 96.0 * 1024);
    const QByteArray saved = ConfigurationIo::serialise(c);
    QVERIFY(saved.contains("owner: capacity-team"));
    QCOMPARE(fingerprint(ConfigurationIo::parse(saved, QStringLiteral("again"), nullptr)), fingerprint(c));
}

void TestConfiguration::demoWarnings()
{
    // demo.yaml documents every upstream key: system.*, orchestration, output, workload.torch_dtype,
    // workload.enable_roce and predictors.autoconf_model_version are upstream keys we keep silently,
    // and its workload has no gpu_model, so grid.gpu_models[0] gives it.
    QStringList warnings;
    const Configuration c = ConfigurationIo::load(dataFile("configs/demo.yaml"), &warnings);
    QCOMPARE(warnings, QStringList());
    QCOMPARE(c.workload.gpuModel, QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(c.workload.gpusPerNode, std::optional<int>(8));
    QCOMPARE(c.workload.numberOfNodes, std::optional<int>(1));
    const QByteArray saved = ConfigurationIo::serialise(c);
    for (const char *kept : {"torch_dtype: \"bfloat16\"", "enable_roce: true",
             "autoconf_model_version: \"3.1.0\"", "default_gpu: \"NVIDIA-A100-SXM4-80GB\"",
             "orchestration:", "max_iterations: 3", "output:", "json_path: \"output/recommendation.json\""})
        QVERIFY2(saved.contains(kept), kept);
}

void TestConfiguration::siblingInfrastructure()
{
    // experiment.yaml has no infrastructure section; tests/data/configs/infrastructure.yaml sits beside it.
    const Configuration c = ConfigurationIo::load(dataFile("configs/experiment.yaml"), nullptr);
    QCOMPARE(c.infrastructure.totalGpus, 32);
    QCOMPARE(c.infrastructure.maxNodes, 4);
    QCOMPARE(c.infrastructure.maxGpusPerNode, 8);
    QCOMPARE(c.infrastructure.gpuModels,
        (QStringList {QStringLiteral("NVIDIA-A100-SXM4-80GB"), QStringLiteral("NVIDIA-A100-80GB-PCIe"),
            QStringLiteral("NVIDIA-H100-PCIe"), QStringLiteral("L40S")}));

    Infrastructure infra;
    ConfigurationIo::loadInfrastructure(dataFile("configs/infrastructure.yaml"), &infra);
    QCOMPARE(infra.gpuModels.size(), 4);
}

void TestConfiguration::infrastructurePrecedence()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sibling = dir.filePath(QStringLiteral("infrastructure.yaml"));
    QVERIFY(writeFile(sibling, "total_gpus: 64\nmax_nodes: 8\nmax_gpus_per_node: 8\ngpu_models: [L40S]\n"));
    const QString explicitPath = dir.filePath(QStringLiteral("cluster.yaml"));
    QVERIFY(
        writeFile(explicitPath, "total_gpus: 12\nmax_nodes: 3\nmax_gpus_per_node: 4\ngpu_models: [A10]\n"));
    const QString plain = dir.filePath(QStringLiteral("plain.yaml"));
    QVERIFY(writeFile(plain, "grid:\n  top_k: 2\n"));
    const QString inline_ = dir.filePath(QStringLiteral("inline.yaml"));
    QVERIFY(writeFile(inline_, "infrastructure:\n  total_gpus: 16\n  max_nodes: 2\n"));

    // sibling file > defaults
    QStringList warnings;
    Configuration c = ConfigurationIo::load(plain, &warnings);
    QCOMPARE(warnings, QStringList());
    QCOMPARE(c.infrastructure.totalGpus, 64);
    QCOMPARE(c.infrastructure.gpuModels, QStringList {QStringLiteral("L40S")});
    // the config's own section > sibling file (keys it leaves out keep the defaults, not the sibling's)
    c = ConfigurationIo::load(inline_, nullptr);
    QCOMPARE(c.infrastructure.totalGpus, 16);
    QCOMPARE(c.infrastructure.maxNodes, 2);
    QCOMPARE(c.infrastructure.maxGpusPerNode, 8);
    QCOMPARE(c.infrastructure.gpuModels, QStringList {QStringLiteral("NVIDIA-A100-SXM4-80GB")});
    // explicit file > the config's own section
    c = ConfigurationIo::load(inline_, nullptr, explicitPath);
    QCOMPARE(c.infrastructure.totalGpus, 12);
    QCOMPARE(c.infrastructure.maxGpusPerNode, 4);
    QCOMPARE(c.infrastructure.gpuModels, QStringList {QStringLiteral("A10")});

    // A broken sibling is a warning and the defaults stay; a broken explicit file is an error.
    QVERIFY(writeFile(sibling, "total_gpus: 0\nmax_nodes: 8\nmax_gpus_per_node: 8\ngpu_models: [L40S]\n"));
    warnings.clear();
    c = ConfigurationIo::load(plain, &warnings);
    QCOMPARE(c.infrastructure.totalGpus, 32);
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.constFirst(),
        sibling
            + QStringLiteral(
                ":1: total_gpus: must be at least 1, got 0; using the default infrastructure instead"));
    QCOMPARE(errorOf([&] { ConfigurationIo::load(plain, nullptr, sibling); }),
        sibling + QStringLiteral(":1: total_gpus: must be at least 1, got 0"));
    // Unknown keys of an infrastructure file are reported; it is never rewritten, so they are "ignored".
    QVERIFY(writeFile(
        explicitPath, "total_gpus: 12\nmax_nodes: 3\nmax_gpus_per_node: 4\ngpu_models: [A10]\nrack: 7\n"));
    warnings.clear();
    c = ConfigurationIo::load(plain, &warnings, explicitPath);
    QCOMPARE(warnings, QStringList {explicitPath + QStringLiteral(":5: unknown key 'rack' (ignored)")});
    QVERIFY(writeFile(explicitPath, "total_gpus: 12\nmax_nodes: 3\n"));
    QCOMPARE(errorOf([&] { ConfigurationIo::load(plain, nullptr, explicitPath); }),
        explicitPath
            + QStringLiteral(
                ": missing key 'max_gpus_per_node' (an infrastructure file needs total_gpus, max_nodes, "
                "max_gpus_per_node and gpu_models)"));
    QCOMPARE(errorOf([&] {
        ConfigurationIo::load(plain, nullptr, dir.filePath(QStringLiteral("none.yaml")));
    }).left(dir.filePath(QStringLiteral("none.yaml")).size() + 15),
        dir.filePath(QStringLiteral("none.yaml")) + QStringLiteral(": cannot read: "));
}

void TestConfiguration::embeddedDefaultMatchesSpec()
{
    const Configuration c = ConfigurationIo::embeddedDefault();
    QCOMPARE(c.workload.llmModel, QStringLiteral("granite-3.1-8b-instruct"));
    QCOMPARE(c.workload.method, QStringLiteral("full"));
    QCOMPARE(c.workload.gpuModel, QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(c.workload.tokensPerSample, qint64(7621));
    QCOMPARE(c.workload.batchSize, qint64(4));
    QCOMPARE(c.workload.gpusPerNode, std::optional<int>(8));
    QCOMPARE(c.workload.numberOfNodes, std::optional<int>(1));
    QVERIFY(!c.jobSize.resolvedTotalTokens().has_value());
    QCOMPARE(c.strategy.goal, Goal::Performance);
    QVERIFY(!c.strategy.alpha && !c.strategy.beta && !c.strategy.maxSlowdown);
    QCOMPARE(c.predictors.performance, QStringLiteral("intelligent"));
    QCOMPARE(c.predictors.fallback, QStringLiteral("roofline")); // spec decision 11
    QCOMPARE(c.predictors.energy, QStringLiteral("roofline_power")); // spec decision 11, issue 45 item 3
    QCOMPARE(c.predictors.feasibility, QStringLiteral("autoconf"));
    QCOMPARE(c.predictors.empiricalOomGuard, false);
    QCOMPARE(c.predictors.empiricalOomTokenBudget, qint64(60224));
    QCOMPARE(c.predictors.kavierCalibration, QStringLiteral("default"));
    QCOMPARE(numbers(c.grid.batchSizes), QStringLiteral("1,2,4,8,16,32,64"));
    QCOMPARE(numbers(c.grid.totalGpus), QStringLiteral("1,2,4,8,16,32"));
    QVERIFY(!c.grid.topK.has_value()); // absent: 5 for multi-objective goals, 1 for min-GPU
    QCOMPARE(c.grid.effectiveTopK(c.strategy.goal), 5);
    QCOMPARE(c.grid.effectiveTopK(Goal::MinGpu), 1);
    QCOMPARE(c.infrastructure.totalGpus, 32);
    QCOMPARE(c.infrastructure.maxNodes, 4);
    QCOMPARE(c.infrastructure.maxGpusPerNode, 8);
    QCOMPARE(c.infrastructure.gpuModels, QStringList {QStringLiteral("NVIDIA-A100-SXM4-80GB")});
    QVERIFY(c.catalogLlms.isEmpty() && c.catalogGpus.isEmpty());
    QVERIFY(c.sourcePath.isEmpty());
    // resources/config/default.yaml and the struct's own defaults agree on every field.
    QCOMPARE(fingerprint(c), fingerprint(Configuration()));
    QCOMPARE(ConfigurationIo::serialise(c), ConfigurationIo::serialise(Configuration()));
}

void TestConfiguration::badInputs_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected"); // the message starts with this

    QTest::newRow("malformed") << QByteArray("workload:\n  llm_model: a: b\n")
                               << "bad.yaml:2: malformed YAML: illegal map value";
    QTest::newRow("truncated list") << QByteArray("workload:\n  batch_size: 4\ngrid:\n  batch_sizes: [4, 8\n")
                                    << "bad.yaml:4: malformed YAML: end of sequence flow not found";
    QTest::newRow("truncated quote") << QByteArray("workload:\n  llm_model: \"granite-3.1\n")
                                     << "bad.yaml:2: malformed YAML: illegal EOF in scalar";
    QTest::newRow("bad indentation") << QByteArray("workload:\n    llm_model: x\n  batch_size: 4\n")
                                     << "bad.yaml:3: malformed YAML";
    QTest::newRow("tab indentation") << QByteArray("workload:\n  llm_model: x\n\tbatch_size: 4\n")
                                     << "bad.yaml:3: tab character in the indentation";
    QTest::newRow("deeply nested") << QByteArray(5000, '[') << "bad.yaml:1: malformed YAML";
    QTest::newRow("top level list") << QByteArray("- workload\n- grid\n")
                                    << "bad.yaml:1: expected sections such as 'workload:'";
    QTest::newRow("top level text") << QByteArray("just some words\n")
                                    << "bad.yaml:1: expected sections such as 'workload:'";
    QTest::newRow("section is a list")
        << QByteArray("workload:\n  - 1\n  - 2\n")
        << "bad.yaml:2: workload: expected a section of 'key: value' lines, got a list";
    QTest::newRow("section is text") << QByteArray("grid: big\n") << "bad.yaml:1: grid: expected a section";
    QTest::newRow("string for number")
        << QByteArray("workload:\n  tokens_per_sample: many\n")
        << "bad.yaml:2: workload.tokens_per_sample: expected a whole number, got 'many'";
    QTest::newRow("abc int") << QByteArray("workload:\n  llm_model: x\n  batch_size: abc\n")
                             << "bad.yaml:3: workload.batch_size: expected a whole number, got 'abc'";
    QTest::newRow("list for text")
        << QByteArray("workload:\n  llm_model: [a, b]\n")
        << "bad.yaml:2: workload.llm_model: expected a single text value, got a list";
    QTest::newRow("map for number") << QByteArray("grid:\n  top_k:\n    value: 3\n")
                                    << "bad.yaml:3: grid.top_k: expected a whole number, got a mapping";
    QTest::newRow("fractional batch")
        << QByteArray("workload:\n  batch_size: 2.5\n")
        << "bad.yaml:2: workload.batch_size: expected a whole number, got '2.5'";
    QTest::newRow("batch 0") << QByteArray("workload:\n  batch_size: 0\n")
                             << "bad.yaml:2: workload.batch_size: must be at least 1, got 0";
    QTest::newRow("batch -1") << QByteArray("workload:\n  batch_size: -1\n")
                              << "bad.yaml:2: workload.batch_size: must be at least 1, got -1";
    QTest::newRow("batch huge")
        << QByteArray("workload:\n  batch_size: 99999999999999999999999\n")
        << "bad.yaml:2: workload.batch_size: 99999999999999999999999 is above the maximum 1000000";
    QTest::newRow("batch 1e999") << QByteArray("workload:\n  batch_size: 1e999\n")
                                 << "bad.yaml:2: workload.batch_size: 1e999 is above the maximum 1000000";
    QTest::newRow("tokens 0") << QByteArray("workload:\n\n  tokens_per_sample: 0\n")
                              << "bad.yaml:3: workload.tokens_per_sample: must be at least 1, got 0";
    QTest::newRow("tokens huge")
        << QByteArray("workload:\n  tokens_per_sample: 10000001\n")
        << "bad.yaml:2: workload.tokens_per_sample: 10000001 is above the maximum 10000000";
    QTest::newRow("gpus per node 0") << QByteArray("workload:\n  gpus_per_node: 0\n")
                                     << "bad.yaml:2: workload.gpus_per_node: must be at least 1, got 0";
    QTest::newRow("job GPUs overflow")
        << QByteArray("workload:\n  gpus_per_node: 100000\n  number_of_nodes: 100000\n")
        << "bad.yaml:3: workload.number_of_nodes: gpus_per_node × number_of_nodes";
    QTest::newRow("empty llm") << QByteArray("workload:\n  llm_model: \"\"\n")
                               << "bad.yaml:2: workload.llm_model: must not be empty";
    QTest::newRow("unknown method") << QByteArray("workload:\n  fine_tuning_method: prefix-tuning\n")
                                    << "bad.yaml:2: workload.fine_tuning_method: unknown fine-tuning method "
                                       "'prefix-tuning'; choose from full, lora, qlora, gptq-lora";
    QTest::newRow("job size 0") << QByteArray("workload:\n  total_tokens: 0\n")
                                << "bad.yaml:2: workload.total_tokens: must be a finite number > 0, got 0";
    // Issue 36 item 8: the bounds of a job size and a currency label.
    QTest::newRow("job size 1e300")
        << QByteArray("workload:\n  total_tokens: 1e300\n")
        << "bad.yaml:2: workload.total_tokens: expected at most 1e+18 tokens, got 1.0e+300";
    QTest::newRow("restart overhead 0.5")
        << QByteArray("infrastructure:\n  restart_overhead_per_node_hour: 0.5\n")
        << "bad.yaml:2: infrastructure.restart_overhead_per_node_hour: expected 0 to 0.01 hours lost per "
           "node-hour";
    QTest::newRow("currency 31")
        << QByteArray("infrastructure:\n  currency: XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n")
        << "bad.yaml:2: infrastructure.currency: expected a label of at most 8 characters, "
           "e.g. USD, got 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'";
    QTest::newRow("top_k 0") << QByteArray("grid:\n  top_k: 0\n")
                             << "bad.yaml:2: grid.top_k: must be at least 1, got 0";
    QTest::newRow("grid GPU 0") << QByteArray("grid:\n  total_gpus:\n    - 1\n    - 0\n")
                                << "bad.yaml:4: grid.total_gpus: must be at least 1, got 0";
    QTest::newRow("grid batch text") << QByteArray("grid:\n  batch_sizes: eight\n")
                                     << "bad.yaml:2: grid.batch_sizes: expected a whole number, got 'eight'";
    QTest::newRow("grid empty list") << QByteArray("grid:\n  batch_sizes: []\n")
                                     << "bad.yaml:2: grid.batch_sizes: the list is empty";
    QTest::newRow("max_slowdown 0.5")
        << QByteArray("strategy:\n  max_slowdown: 0.5\n")
        << "bad.yaml:2: strategy.max_slowdown: must be a finite number >= 1, got 0.5";
    QTest::newRow("max_slowdown inf")
        << QByteArray("strategy:\n  max_slowdown: .inf\n")
        << "bad.yaml:2: strategy.max_slowdown: must be a finite number >= 1, got .inf";
    QTest::newRow("max_slowdown nan")
        << QByteArray("strategy:\n  max_slowdown: .nan\n")
        << "bad.yaml:2: strategy.max_slowdown: must be a finite number >= 1, got .nan";
    QTest::newRow("runtime_guard_k 0")
        << QByteArray("strategy:\n  runtime_guard_k: 0\n")
        << "bad.yaml:2: strategy.runtime_guard_k: must be a finite number >= 1";
    QTest::newRow("alpha -1") << QByteArray("strategy:\n  alpha: -1\n  beta: 1\n")
                              << "bad.yaml:2: strategy.alpha: must be a finite number >= 0, got -1";
    QTest::newRow("beta text") << QByteArray("strategy:\n  alpha: 1\n  beta: lots\n")
                               << "bad.yaml:3: strategy.beta: expected a number, got 'lots'";
    QTest::newRow("alpha 0 beta 0") << QByteArray("strategy:\n  preset: energy\n  alpha: 0\n  beta: 0\n")
                                    << "bad.yaml:3: strategy.alpha: alpha and beta are both zero";
    QTest::newRow("unknown preset")
        << QByteArray("strategy:\n  preset: fastest\n")
        << "bad.yaml:2: strategy.preset: unknown goal 'fastest' (did you mean 'performance'?); choose from "
           "performance, "
           "balanced, energy, min_gpu, avoid_oom, min_gpu_fixed_batch, deadline, budget (aliases: ";
    QTest::newRow("custom without weights") << QByteArray("strategy:\n  preset: custom\n")
                                            << "bad.yaml:2: strategy.preset: 'custom' needs strategy.alpha";
    QTest::newRow("unknown strategy") << QByteArray("strategy:\n  name: pareto\n")
                                      << "bad.yaml:2: strategy.name: unknown strategy 'pareto'; choose from "
                                         "multi_objective, min_gpu";
    QTest::newRow("misspelt strategy")
        << QByteArray("strategy:\n  name: multi-objectiv\n")
        << "bad.yaml:2: strategy.name: unknown strategy 'multi-objectiv' (did you mean 'multi_objective'?); "
           "choose from multi_objective, min_gpu";
    QTest::newRow("min_gpu preset under multi_objective")
        << QByteArray("strategy:\n  name: multi_objective\n  preset: fewest\n")
        << "bad.yaml:3: strategy.preset: 'fewest' is the min_gpu policy";
    QTest::newRow("lightgbm")
        << QByteArray("predictors:\n  performance: lightgbm\n")
        << "bad.yaml:2: predictors.performance: 'lightgbm' is a data-driven predictor not "
           "available here: LightGBM has no Debian 12 package; available: kavier, roofline, cache, "
           "intelligent, "
           "xgboost";
    QTest::newRow("TabPFN") << QByteArray("predictors:\n  performance: TabPFN\n")
                            << "bad.yaml:2: predictors.performance: 'TabPFN' is a data-driven predictor";
    QTest::newRow("unknown predictor")
        << QByteArray("predictors:\n  performance: oracle\n")
        << "bad.yaml:2: predictors.performance: unknown predictor 'oracle'; choose from "
           "kavier, roofline, cache, intelligent";
    QTest::newRow("fallback cache")
        << QByteArray("predictors:\n  fallback: cache\n")
        << "bad.yaml:2: predictors.fallback: 'cache' cannot be the fallback; available: "
           "roofline, kavier";
    QTest::newRow("fallback lightgbm")
        << QByteArray("predictors:\n  fallback: lightgbm\n")
        << "bad.yaml:2: predictors.fallback: 'lightgbm' is a data-driven predictor not "
           "available here: LightGBM has no Debian 12 package; available: roofline, kavier, xgboost";
    QTest::newRow("energy") << QByteArray("predictors:\n  energy: watts\n")
                            << "bad.yaml:2: predictors.energy: unknown energy predictor 'watts'; choose from "
                               "kavier_power";
    QTest::newRow("feasibility")
        << QByteArray("predictors:\n  feasibility: autoconfig\n")
        << "bad.yaml:2: predictors.feasibility: unknown feasibility mode 'autoconfig' (did you mean "
           "'autoconf'?); choose from autoconf, rules, none";
    QTest::newRow("guard not bool")
        << QByteArray("predictors:\n  empirical_oom_guard: maybe\n")
        << "bad.yaml:2: predictors.empirical_oom_guard: expected true or false, got 'maybe'";
    QTest::newRow("budget 0")
        << QByteArray("predictors:\n  empirical_oom_token_budget: 0\n")
        << "bad.yaml:2: predictors.empirical_oom_token_budget: must be at least 1, got 0";
    QTest::newRow("calibration") << QByteArray("predictors:\n  kavier_calibration: 7model\n")
                                 << "bad.yaml:2: predictors.kavier_calibration: unknown calibration '7model'";
    QTest::newRow("infrastructure 0") << QByteArray("infrastructure:\n  total_gpus: 0\n")
                                      << "bad.yaml:2: infrastructure.total_gpus: must be at least 1, got 0";
    QTest::newRow("infrastructure gpus text")
        << QByteArray("infrastructure:\n  gpu_models: L40S\n")
        << "bad.yaml:2: infrastructure.gpu_models: expected a list of names";
    QTest::newRow("system.default_gpu list") << QByteArray(
        "system:\n  default_gpu: [a]\n") << "bad.yaml:2: system.default_gpu: expected a single text value";
    QTest::newRow("catalog llm missing field")
        << QByteArray("catalog:\n  llms:\n    - llm_name: mine\n      n_layers: 4\n      m_params: 1.0e9\n")
        << "bad.yaml:3: catalog.llms[0]: missing required field 'd_model' (an LLM needs llm_name, n_layers, "
           "d_model, m_params)";
    QTest::newRow("catalog llm bad layers")
        << QByteArray("catalog:\n  llms:\n    - {llm_name: mine, n_layers: 0, d_model: 8, m_params: 10}\n")
        << "bad.yaml:3: catalog.llms[0].n_layers: must be at least 1, got 0";
    QTest::newRow("catalog gpu power")
        << QByteArray(
               "catalog:\n  gpus:\n    - gpu_name: G\n      memory_gb: 10\n      memory_bandwidth_GBps: 100\n"
               "      fp16_tensor_core_tflops: 10\n      idle_power_w: 90\n      max_power_w: 80\n"
               "      mfu_factor: 0.4\n")
        << "bad.yaml:8: catalog.gpus[0].max_power_w: must be at least idle_power_w (90), got 80";
    QTest::newRow("catalog not a list")
        << QByteArray("catalog:\n  gpus: {gpu_name: G}\n")
        << "bad.yaml:2: catalog.gpus: expected a list of entries, got a mapping";
}

void TestConfiguration::badInputs()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    QStringList warnings;
    const QString message
        = errorOf([&] { ConfigurationIo::parse(yaml, QStringLiteral("bad.yaml"), &warnings); });
    QVERIFY2(!message.isEmpty(), "no error");
    QVERIFY2(message.startsWith(expected), qPrintable(message));
}

/// Issue 22's memory savers are read, written only when on, and survive a save and a reopen; a bad
/// value names the file, line and key.
void TestConfiguration::memorySaversRoundTrip()
{
    QStringList warnings;
    const Configuration c
        = ConfigurationIo::parse("training:\n  fsdp_version: 2\n  torch_compile: on\n"
                                 "  optimizer_in_backward: true\n  activation_offload: yes\n",
            QStringLiteral("savers.yaml"), &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(c.training.fsdpVersion, TrainingSetup::FsdpVersion::Fsdp2);
    QVERIFY(c.training.torchCompile && c.training.optimizerInBackward && c.training.activationOffload);
    const QByteArray saved = ConfigurationIo::serialise(c);
    QVERIFY2(saved.contains("fsdp_version: 2"), saved.constData());
    const Configuration again = ConfigurationIo::parse(saved, QStringLiteral("saved.yaml"), &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(again.training, c.training);
    // Off (the default) is not written.
    QVERIFY(!ConfigurationIo::serialise(ConfigurationIo::embeddedDefault()).contains("torch_compile"));
    const QString badVersion = errorOf([&] {
        ConfigurationIo::parse("training:\n  fsdp_version: 3\n", QStringLiteral("bad.yaml"), &warnings);
    });
    QVERIFY2(badVersion.contains(QStringLiteral("bad.yaml:2"))
            && badVersion.contains(QStringLiteral("fsdp_version"))
            && badVersion.contains(QStringLiteral("unknown FSDP version '3'")),
        qPrintable(badVersion));
    const QString badSwitch = errorOf([&] {
        ConfigurationIo::parse("training:\n  torch_compile: maybe\n", QStringLiteral("bad.yaml"), &warnings);
    });
    QVERIFY2(badSwitch.contains(QStringLiteral("bad.yaml:2"))
            && badSwitch.contains(QStringLiteral("torch_compile")),
        qPrintable(badSwitch));
}

/// Issue 24 prices and the roofline's network and accumulation settings survive a save and a reopen.
void TestConfiguration::pricesAndNetworkRoundTrip()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(
        "infrastructure:\n  price_per_gpu_hour: {H100-SXM: 9.5, NVIDIA-A100-SXM4-80GB: 1.5}\n  "
        "price_per_kwh: 0.2\n"
        "  currency: EUR\n  inter_node_gbps: 3200\n  restart_overhead_per_node_hour: 0.001\ntraining:\n  "
        "gradient_accumulation_steps: 4\n"
        "predictors:\n  roofline_calibration: roof.json\n",
        QStringLiteral("prices.yaml"), &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(c.infrastructure.gpuHourPrice(QStringLiteral("h100-sxm")), std::optional<double>(9.5));
    QCOMPARE(c.infrastructure.gpuHourPrice(QStringLiteral("L40S")), std::optional<double>());
    const Configuration again
        = ConfigurationIo::parse(ConfigurationIo::serialise(c), QStringLiteral("saved.yaml"), &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(again.infrastructure.pricePerGpuHourByGpu, c.infrastructure.pricePerGpuHourByGpu);
    QCOMPARE(again.infrastructure.pricePerKwh, std::optional<double>(0.2));
    QCOMPARE(again.infrastructure.currency, QStringLiteral("EUR"));
    QCOMPARE(again.infrastructure.interNodeGbps, std::optional<double>(3200));
    QCOMPARE(again.infrastructure.restartOverheadPerNodeHour, 0.001);
    QCOMPARE(again.training.gradientAccumulationSteps, 4);
    QCOMPARE(again.predictors.rooflineCalibration, QStringLiteral("roof.json"));
    const QString bad = errorOf([&] {
        ConfigurationIo::parse(
            "infrastructure:\n  inter_node_gbps: 0\n", QStringLiteral("bad.yaml"), &warnings);
    });
    QVERIFY2(bad.startsWith(u"bad.yaml:2: infrastructure.inter_node_gbps"), qPrintable(bad));
}

void TestConfiguration::forgivingInputs()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse("workload:\n"
                                                   "  llm_model: \" mistralai/Mistral-7B-v0.1 \"\n"
                                                   "  fine_tuning_method: LoRA\n"
                                                   "  gpu_model: A100-SXM4-80GB\n"
                                                   "  tokens_per_sample: 1_024\n"
                                                   "  batch_size: \"8\"\n"
                                                   "  gpus_per_node: 4.0\n"
                                                   "  number_of_nodes: ~\n"
                                                   "  dataset_tokens: 2.5e9\n"
                                                   "  epochs: 3\n"
                                                   "predictors:\n"
                                                   "  performance: \" Kavier \"\n"
                                                   "  fallback: KAVIER\n"
                                                   "  energy: Kavier-Power\n"
                                                   "  feasibility: Autoconf\n"
                                                   "  empirical_oom_guard: yes\n"
                                                   "  empirical_oom_token_budget: 8192\n"
                                                   "  lookup: Default\n"
                                                   "  kavier_calibration: 4Model\n"
                                                   "grid:\n"
                                                   "  batch_sizes: [8, 4, 8]\n"
                                                   "  total_gpus: [2]\n",
        QStringLiteral("ok.yaml"), &warnings);
    QCOMPARE(
        warnings, QStringList {QStringLiteral("ok.yaml:21: grid.batch_sizes: duplicate value 8 ignored")});
    QCOMPARE(
        c.workload.llmModel, QStringLiteral("mistralai/Mistral-7B-v0.1")); // resolved later, by the catalog
    QCOMPARE(c.workload.method, QStringLiteral("lora"));
    QCOMPARE(c.workload.gpuModel, QStringLiteral("A100-SXM4-80GB"));
    QCOMPARE(c.workload.tokensPerSample, qint64(1024));
    QCOMPARE(c.workload.batchSize, qint64(8));
    QCOMPARE(c.workload.gpusPerNode, std::optional<int>(4));
    QVERIFY(!c.workload.numberOfNodes.has_value());
    QCOMPARE(c.workload.jobGpus(), 4);
    QCOMPARE(c.jobSize.resolvedTotalTokens(), std::optional<double>(7.5e9));
    QCOMPARE(c.predictors.performance, QStringLiteral("kavier"));
    QCOMPARE(c.predictors.fallback, QStringLiteral("kavier"));
    QCOMPARE(c.predictors.energy, QStringLiteral("kavier_power"));
    QCOMPARE(c.predictors.feasibility, QStringLiteral("autoconf"));
    QVERIFY(c.predictors.empiricalOomGuard);
    QCOMPARE(c.predictors.empiricalOomTokenBudget, qint64(8192));
    QCOMPARE(c.predictors.lookup, QStringLiteral("default"));
    QCOMPARE(c.predictors.kavierCalibration, QStringLiteral("4model"));
    QCOMPARE(numbers(c.grid.batchSizes), QStringLiteral("8,4"));
    QCOMPARE(numbers(c.grid.totalGpus), QStringLiteral("2"));

    // A workload section that leaves keys out keeps the defaults, with a warning each.
    warnings.clear();
    const Configuration partial
        = ConfigurationIo::parse("workload:\n  llm_model: phi-4\n", QStringLiteral("p.yaml"), &warnings);
    QCOMPARE(warnings,
        (QStringList {
            QStringLiteral("p.yaml:1: workload.fine_tuning_method not set; using the default 'full'"),
            QStringLiteral("p.yaml:1: workload.tokens_per_sample not set; using the default '7621'"),
            QStringLiteral("p.yaml:1: workload.batch_size not set; using the default '4'")}));
    QCOMPARE(partial.workload.tokensPerSample, qint64(7621));
    QCOMPARE(partial.workload.jobGpus(), 1); // its own layout: none given → 1 GPU (seed)

    // A key given with nothing (`batch_size:`) is cited at its own line, not the section's.
    warnings.clear();
    const Configuration empty = ConfigurationIo::parse("workload:\n  llm_model: phi-4\n  fine_tuning_method: "
                                                       "full\n  tokens_per_sample: 512\n  batch_size:\n",
        QStringLiteral("e.yaml"), &warnings);
    QCOMPARE(warnings,
        QStringList {QStringLiteral("e.yaml:5: workload.batch_size is empty; using the default '4'")});
    QCOMPARE(empty.workload.batchSize, qint64(4));

    // GPU precedence: workload.gpu_model > grid.gpu_models[0] > system.default_gpu.
    Configuration g
        = ConfigurationIo::parse("system:\n  default_gpu: L40S\n", QStringLiteral("g.yaml"), nullptr);
    QCOMPARE(g.workload.gpuModel, QStringLiteral("L40S"));
    g = ConfigurationIo::parse("system:\n  default_gpu: L40S\ngrid:\n  gpu_models: [H100-SXM, L40S]\n",
        QStringLiteral("g.yaml"), nullptr);
    QCOMPARE(g.workload.gpuModel, QStringLiteral("H100-SXM"));
    g = ConfigurationIo::parse(
        "grid:\n  gpu_models: [H100-SXM]\nworkload:\n  gpu_model: A10\n", QStringLiteral("g.yaml"), nullptr);
    QCOMPARE(g.workload.gpuModel, QStringLiteral("A10"));

    // Only the first document of a multi-document file is read.
    warnings.clear();
    const Configuration first = ConfigurationIo::parse(
        "grid:\n  top_k: 2\n---\ngrid:\n  top_k: 9\n", QStringLiteral("m.yaml"), &warnings);
    QCOMPARE(first.grid.topK, std::optional<int>(2));
    QCOMPARE(warnings,
        QStringList {QStringLiteral(
            "m.yaml: only the first YAML document is read; 1 more ignored (not kept on save)")});

    // Null values count as absent.
    const Configuration nulls = ConfigurationIo::parse(
        "strategy:\n  alpha:\n  max_slowdown: ~\ngrid:\n  top_k: null\n", QStringLiteral("n.yaml"), nullptr);
    QVERIFY(!nulls.strategy.alpha && !nulls.strategy.maxSlowdown);
    QVERIFY(!nulls.grid.topK.has_value());
}

void TestConfiguration::strategyResolution_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("goal");
    QTest::addColumn<double>("alpha"); // effective (normalised) weights
    QTest::addColumn<double>("beta");
    QTest::addColumn<QStringList>("warnings");

    const auto row = [](const char *name, const char *yaml, Goal goal, double alpha, double beta,
                         const QStringList &warnings = {}) {
        QTest::newRow(name) << QByteArray(yaml) << int(goal) << alpha << beta << warnings;
    };
    row("no strategy", "grid:\n  top_k: 2\n", Goal::Performance, 0.8, 0.2);
    row("name only", "strategy:\n  name: multi_objective\n", Goal::Performance, 0.8, 0.2);
    row("balanced", "strategy:\n  preset: balanced\n", Goal::Balanced, 0.5, 0.5);
    row("energy-saver", "strategy:\n  preset: Energy-Saver\n", Goal::Energy, 0.2, 0.8);
    row("lowest runtime", "strategy:\n  preset: lowest runtime\n", Goal::Performance, 0.8, 0.2);
    row("min_gpu name", "strategy:\n  name: min-gpu\n", Goal::MinGpu, 0.8, 0.2);
    row("fewest name", "strategy:\n  name: FEWEST\n", Goal::MinGpu, 0.8, 0.2);
    row("min_gpu as preset", "strategy:\n  preset: min_gpus\n", Goal::MinGpu, 0.8, 0.2);
    row("min_gpu ignores preset", "strategy:\n  name: min_gpu\n  preset: energy\n", Goal::MinGpu, 0.8, 0.2,
        {QStringLiteral("s.yaml:3: strategy.preset ignored: the min_gpu policy does not use presets")});
    row("alpha and beta", "strategy:\n  alpha: 1\n  beta: 3\n", Goal::Custom, 0.25, 0.75);
    row("weights override preset", "strategy:\n  preset: energy\n  alpha: 2\n  beta: 6\n", Goal::Custom, 0.25,
        0.75,
        {QStringLiteral(
            "s.yaml:2: strategy.preset 'energy' ignored: strategy.alpha and strategy.beta set the weights")});
    row("custom preset with weights", "strategy:\n  preset: custom\n  alpha: 0.9\n  beta: 0.1\n",
        Goal::Custom, 0.9, 0.1);
    row("alpha only", "strategy:\n  alpha: 0.3\n", Goal::Custom, 0.3, 0.7,
        {QStringLiteral(
            "s.yaml:2: strategy.alpha given without strategy.beta; using beta = max(0, 1 − alpha) = 0.7")});
    row("beta only above 1", "strategy:\n  beta: 1.5\n", Goal::Custom, 0.0, 1.0,
        {QStringLiteral(
            "s.yaml:2: strategy.beta given without strategy.alpha; using alpha = max(0, 1 − beta) = 0")});
    row("frontier preset", "strategy:\n  preset: balanced-frontier\n", Goal::Balanced, 0.5, 0.5,
        {QStringLiteral(
            "s.yaml:2: strategy.preset: frontier normalisation is not supported; using 'balanced' with "
            "scores normalised over all feasible configurations")});
    row("normalization frontier", "strategy:\n  normalization: frontier\n", Goal::Performance, 0.8, 0.2,
        {QStringLiteral(
            "s.yaml:2: strategy.normalization 'frontier' is not supported; scores are normalised over all "
            "feasible configurations (kept on save)")});
    row("normalization grid", "strategy:\n  normalization: grid\n", Goal::Performance, 0.8, 0.2);
}

void TestConfiguration::strategyResolution()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, goal);
    QFETCH(double, alpha);
    QFETCH(double, beta);
    QFETCH(QStringList, warnings);
    QStringList actual;
    const Configuration c = ConfigurationIo::parse(yaml, QStringLiteral("s.yaml"), &actual);
    QCOMPARE(actual, warnings);
    QCOMPARE(int(c.strategy.goal), goal);
    const Weights w = c.strategy.effectiveWeights();
    QVERIFY2(std::abs(w.alpha - alpha) < 1e-12, qPrintable(QString::number(w.alpha)));
    QVERIFY2(std::abs(w.beta - beta) < 1e-12, qPrintable(QString::number(w.beta)));
    // The goal survives a save.
    const Configuration again
        = ConfigurationIo::parse(ConfigurationIo::serialise(c), QStringLiteral("t.yaml"), &actual);
    QCOMPARE(int(again.strategy.goal), goal);
    QCOMPARE(fingerprint(again), fingerprint(c));
}

void TestConfiguration::bomAndCrlf()
{
    QByteArray text = readFile(dataFile("configs/experiment.yaml"));
    QVERIFY(!text.isEmpty());
    text.replace("\n", "\r\n");
    text.prepend("\xEF\xBB\xBF");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("windows.yaml"));
    QVERIFY(writeFile(path, text));
    QStringList warnings;
    const Configuration c = ConfigurationIo::load(path, &warnings);
    QCOMPARE(warnings, QStringList());
    QCOMPARE(c.workload.llmModel, QStringLiteral("granite-3.1-3b-a800m-instruct"));
    QCOMPARE(c.strategy.goal, Goal::Balanced);
    QCOMPARE(c.grid.topK, std::optional<int>(3));
    QCOMPARE(fingerprint(c),
        fingerprint(ConfigurationIo::parse(
            readFile(dataFile("configs/experiment.yaml")), QStringLiteral("e"), nullptr)));

    // Line numbers stay right with CRLF and a BOM.
    const QString message = errorOf([] {
        ConfigurationIo::parse("\xEF\xBB\xBFworkload:\r\n  llm_model: x\r\n  batch_size: 0\r\n",
            QStringLiteral("w.yaml"), nullptr);
    });
    QCOMPARE(message, QStringLiteral("w.yaml:3: workload.batch_size: must be at least 1, got 0"));
}

void TestConfiguration::emptyFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("comments only") << QByteArray("# nothing here yet\n\n   # really\n");
    QTest::newRow("BOM only") << QByteArray("\xEF\xBB\xBF");
    QTest::newRow("document marker") << QByteArray("---\n");
}

void TestConfiguration::emptyFile()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.yaml"));
    QVERIFY(writeFile(path, content));
    QStringList warnings;
    const Configuration c = ConfigurationIo::load(path, &warnings);
    QCOMPARE(warnings, QStringList {path + QStringLiteral(": empty configuration, using the defaults")});
    QCOMPARE(fingerprint(c), fingerprint(ConfigurationIo::embeddedDefault()));
}

void TestConfiguration::unreadableFile()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("missing.yaml"));
    QVERIFY(errorOf([&] {
        ConfigurationIo::load(missing, nullptr);
    }).startsWith(missing + QStringLiteral(": cannot read: ")));
    QCOMPARE(errorOf([&] { ConfigurationIo::load(dir.path(), nullptr); }),
        dir.path() + QStringLiteral(": cannot read: it is a folder, not a file"));
    // Size cap: a configuration is a few KB; endless or huge input is refused instead of parsed.
    QCOMPARE(errorOf([] {
        ConfigurationIo::parse(QByteArray(2 * 1024 * 1024, ' '), QStringLiteral("big.yaml"), nullptr);
    }),
        QStringLiteral("big.yaml: the configuration is larger than 1 MiB"));
    if (QFileInfo::exists(QStringLiteral("/dev/zero")))
        QCOMPARE(errorOf([] { ConfigurationIo::load(QStringLiteral("/dev/zero"), nullptr); }),
            QStringLiteral("/dev/zero: cannot read: the file is larger than 1 MiB"));
}

void TestConfiguration::unknownKeysWarnedAndKept()
{
    const QByteArray yaml = "team:\n"
                            "  owner: \"ml-platform\"\n"
                            "  ticket: 1234\n"
                            "workload:\n"
                            "  llm_model: phi-4\n"
                            "  fine_tuning_method: lora\n"
                            "  tokens_per_sample: 512\n"
                            "  batch_size: 4\n"
                            "  batchsize: 16\n"
                            "  notes: \"true\"\n"
                            "  notes: \"false\"\n"
                            "strategy:\n"
                            "  preset: energy\n"
                            "  runtime_guard_k: 3\n"
                            "grid:\n"
                            "  gpu_models: [L40S]\n"
                            "  Top_K: 2\n"
                            "  total_gpus: [1, 2]\n"
                            "  total_gpus: [4]\n"
                            "predictors:\n"
                            "  autoconf_model_version: \"3.1.0\"\n";
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(yaml, QStringLiteral("u.yaml"), &warnings);
    const QStringList expected = {
        QStringLiteral("u.yaml:1: unknown key 'team' (kept on save)"),
        QStringLiteral(
            "u.yaml:9: unknown key 'workload.batchsize' (did you mean 'batch_size'?) (kept on save)"),
        QStringLiteral("u.yaml:10: unknown key 'workload.notes' (kept on save)"),
        QStringLiteral("u.yaml:11: duplicate key 'workload.notes'; the later value wins"),
        QStringLiteral("u.yaml:11: unknown key 'workload.notes' (kept on save)"),
        QStringLiteral("u.yaml:17: unknown key 'grid.Top_K' (did you mean 'top_k'?) (kept on save)"),
        QStringLiteral("u.yaml:19: duplicate key 'grid.total_gpus'; the later value wins"),
    };
    QCOMPARE(warnings, expected);
    QCOMPARE(c.workload.batchSize, qint64(4));
    QCOMPARE(c.workload.gpuModel, QStringLiteral("L40S")); // no workload.gpu_model: grid.gpu_models[0]
    QCOMPARE(c.strategy.maxSlowdown, std::optional<double>(3));
    QCOMPARE(numbers(c.grid.totalGpus), QStringLiteral("4"));

    const QByteArray saved = ConfigurationIo::serialise(c);
    for (const char *kept :
        {"team:", "owner: \"ml-platform\"", "ticket: 1234", "batchsize: 16", "notes: \"false\"",
            "gpu_models: [L40S]", "Top_K: 2", "autoconf_model_version: \"3.1.0\"", "max_slowdown: 3"})
        QVERIFY2(
            saved.contains(kept), qPrintable(QString::fromUtf8(kept) + u'\n' + QString::fromUtf8(saved)));
    QVERIFY2(!saved.contains("runtime_guard_k"), saved.constData()); // written as max_slowdown
    QVERIFY2(
        !saved.contains("notes: \"true\""), saved.constData()); // a repeated key is kept once, later value

    QStringList again;
    const Configuration reread = ConfigurationIo::parse(saved, QStringLiteral("u.yaml"), &again);
    QCOMPARE(fingerprint(reread), fingerprint(c));
    QCOMPARE(again.size(), 4); // the same unknown keys (lines differ); the duplicate is gone
    for (const QString &w : std::as_const(again))
        QVERIFY2(w.contains(QStringLiteral("unknown key")), qPrintable(w));
    QCOMPARE(ConfigurationIo::serialise(reread), saved);
}

void TestConfiguration::upstreamRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"configs/experiment.yaml", "configs/default_experiment.yaml",
             "configs/batch_config.yaml", "configs/demo.yaml"})
        QTest::newRow(name) << dataFile(name);
}

void TestConfiguration::upstreamRoundTrip()
{
    QFETCH(QString, file);
    const Configuration c = ConfigurationIo::load(file, nullptr);
    const QByteArray saved = ConfigurationIo::serialise(c);
    QStringList warnings;
    const Configuration reread = ConfigurationIo::parse(saved, QStringLiteral("saved.yaml"), &warnings);
    QCOMPARE(warnings, QStringList());
    QCOMPARE(fingerprint(reread), fingerprint(c));
    QCOMPARE(ConfigurationIo::serialise(reread), saved);
}

void TestConfiguration::saveLoadRoundTrip()
{
    Configuration c = ConfigurationIo::embeddedDefault();
    c.workload = Workload {
        QStringLiteral("phi-4"), QStringLiteral("qlora"), QStringLiteral("L40S"), 3000, 6, std::nullopt, 2};
    c.jobSize.datasetTokens = 1.25e9;
    c.jobSize.epochs = 2.5;
    c.strategy.goal = Goal::Custom;
    c.strategy.alpha = 0.1;
    c.strategy.beta = 0.3;
    c.strategy.maxSlowdown = 1.5;
    c.predictors.performance = QStringLiteral("cache");
    c.predictors.feasibility = QStringLiteral("none");
    c.predictors.empiricalOomGuard = true;
    c.predictors.empiricalOomTokenBudget = 123456;
    c.predictors.lookup = QStringLiteral("/data/runs: 2024.csv");
    c.predictors.lookupThroughputCol = QStringLiteral("tokens_per_second");
    c.predictors.kavierCalibration = QStringLiteral("/calibration/mine.json");
    c.grid.batchSizes = {1, 3, 1000000};
    c.grid.totalGpus = {1, 6, 12};
    c.grid.topK.reset();
    c.infrastructure = Infrastructure {48, 6, 8, {QStringLiteral("L40S"), QStringLiteral("yes")}, {}};
    LlmSpec llm;
    llm.name = QStringLiteral("team-llm-13b");
    llm.nLayers = 40;
    llm.nHeads = 40;
    llm.dHead = 128;
    llm.dModel = 5120;
    llm.mParams = 1.3e10;
    llm.activeParams = 1.3e10;
    llm.vocabSize = 32000;
    llm.tieWordEmbeddings = false;
    llm.architectureSource = QStringLiteral("config.json: \"internal\"");
    c.catalogLlms = {llm};
    GpuSpec gpu;
    gpu.name = QStringLiteral("ACME-X1");
    gpu.aliases = {QStringLiteral("X1"), QStringLiteral("acme x1")};
    gpu.memoryGb = 96;
    gpu.memoryMib = 97871.5;
    gpu.memoryBandwidthGBps = 3350.5;
    gpu.fp16TensorCoreTflops = 0.1 + 0.2; // not exactly 0.3: the shortest round-trip text keeps it
    gpu.idlePowerW = 70;
    gpu.maxPowerW = 700;
    gpu.mfuFactor = 0.45;
    c.catalogGpus = {gpu};

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.yaml"));
    QString error;
    QVERIFY2(ConfigurationIo::save(c, path, &error), qPrintable(error));
    QStringList warnings;
    const Configuration loaded = ConfigurationIo::load(path, &warnings);
    QCOMPARE(warnings, QStringList());
    QCOMPARE(fingerprint(loaded), fingerprint(c));
    QCOMPARE(loaded.catalogGpus.constFirst().fp16TensorCoreTflops, 0.1 + 0.2);
    QCOMPARE(loaded.strategy.effectiveWeights().alpha, 0.25);
    // Saving what was loaded writes the same bytes.
    QCOMPARE(ConfigurationIo::serialise(loaded), readFile(path));

    // Overwriting an existing file works too.
    c.grid.topK = 7;
    QVERIFY2(ConfigurationIo::save(c, path, &error), qPrintable(error));
    QCOMPARE(ConfigurationIo::load(path, nullptr).grid.topK, std::optional<int>(7));
}

void TestConfiguration::catalogBlock()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse("catalog:\n"
                                                   "  llms:\n"
                                                   "    - llm_name: my-7b\n"
                                                   "      n_layers: 32\n"
                                                   "      d_model: 4096\n"
                                                   "      m_params: 7.0e9\n"
                                                   "      vocab_size: 32000\n"
                                                   "      colour: blue\n"
                                                   "  gpus:\n"
                                                   "    - gpu_name: MY-GPU\n"
                                                   "      aliases: MG; my gpu\n"
                                                   "      memory_gb: 96\n"
                                                   "      memory_bandwidth_GBps: 3000\n"
                                                   "      fp16_tensor_core_tflops: 500\n"
                                                   "      idle_power_w: 60\n"
                                                   "      max_power_w: 500\n"
                                                   "      mfu_factor: 0.4\n",
        QStringLiteral("c.yaml"), &warnings);
    QCOMPARE(warnings,
        QStringList {QStringLiteral(
            "c.yaml:8: unknown catalog field 'catalog.llms[0].colour' (ignored, not kept on save)")});
    QCOMPARE(c.catalogLlms.size(), 1);
    const LlmSpec &llm = c.catalogLlms.constFirst();
    QCOMPARE(llm.name, QStringLiteral("my-7b"));
    QCOMPARE(llm.activeParams, 7.0e9); // defaults to m_params
    QCOMPARE(llm.pBytes, 2);
    QCOMPARE(llm.vocabSize, std::optional<double>(32000));
    QVERIFY(!llm.numKeyValueHeads.has_value());
    QCOMPARE(c.catalogGpus.size(), 1);
    const GpuSpec &gpu = c.catalogGpus.constFirst();
    QCOMPARE(gpu.aliases, (QStringList {QStringLiteral("MG"), QStringLiteral("my gpu")}));
    QCOMPARE(gpu.memoryMib, 96.0 * 1024);
    QCOMPARE(gpu.networkBandwidthGbps, 400.0);
    QCOMPARE(gpu.mseCalibFactor, 1.0);
    const Configuration again
        = ConfigurationIo::parse(ConfigurationIo::serialise(c), QStringLiteral("c2"), nullptr);
    QCOMPARE(fingerprint(again), fingerprint(c));
}

void TestConfiguration::saveFailureLeavesFilesIntact()
{
    QTemporaryDir dir;
    const Configuration c = ConfigurationIo::embeddedDefault();
    QString error;

    // The target is a folder: nothing is replaced.
    const QString folder = dir.filePath(QStringLiteral("taken"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(writeFile(folder + QStringLiteral("/inside.txt"), "keep me"));
    QVERIFY(!ConfigurationIo::save(c, folder, &error));
    QVERIFY2(error.startsWith(folder + QStringLiteral(": cannot write: ")), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
    QCOMPARE(readFile(folder + QStringLiteral("/inside.txt")), QByteArray("keep me"));

    // The folder does not exist.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/config.yaml"));
    error.clear();
    QVERIFY(!ConfigurationIo::save(c, nowhere, &error));
    QVERIFY2(error.startsWith(nowhere + QStringLiteral(": cannot write: ")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(nowhere));
    QVERIFY(!ConfigurationIo::save(c, nowhere, nullptr)); // no error text wanted: still false, no crash

    // A file where a folder should be: the existing file stays as it was.
    const QString blocker = dir.filePath(QStringLiteral("blocker"));
    QVERIFY(writeFile(blocker, "old content"));
    QVERIFY(!ConfigurationIo::save(c, blocker + QStringLiteral("/config.yaml"), &error));
    QCOMPARE(readFile(blocker), QByteArray("old content"));

    // A successful save leaves no temporary files behind.
    const QString good = dir.filePath(QStringLiteral("good.yaml"));
    QVERIFY(writeFile(good, "old: content\n"));
    QVERIFY(ConfigurationIo::save(c, good, &error));
    QStringList entries = QDir(dir.path()).entryList(QDir::Files);
    entries.sort();
    QCOMPARE(entries, (QStringList {QStringLiteral("blocker"), QStringLiteral("good.yaml")}));
}

void TestConfiguration::goalAliases_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("goal");
    const auto row = [](const char *text, Goal goal) {
        QTest::addRow("%s", text) << QString::fromUtf8(text) << int(goal);
    };
    row("performance", Goal::Performance);
    row("Performance", Goal::Performance);
    row("runtime", Goal::Performance);
    row("RUNTIME", Goal::Performance);
    row("throughput", Goal::Performance);
    row("lowest-runtime", Goal::Performance);
    row("lowest_runtime", Goal::Performance);
    row("Lowest Runtime", Goal::Performance);
    row("  lowest  runtime ", Goal::Performance);
    row("balanced", Goal::Balanced);
    row(" Balanced\t", Goal::Balanced);
    row("energy", Goal::Energy);
    row("energy-saver", Goal::Energy);
    row("Energy_Saver", Goal::Energy);
    row("energy saver", Goal::Energy);
    row("min_gpu", Goal::MinGpu);
    row("min-gpu", Goal::MinGpu);
    row("Min GPU", Goal::MinGpu);
    row("min_gpus", Goal::MinGpu);
    row("min-gpus", Goal::MinGpu);
    row("fewest", Goal::MinGpu);
    row("FEWEST", Goal::MinGpu);
    row("custom", Goal::Custom);
    row("avoid_oom", Goal::AvoidOom);
    row("avoid-oom", Goal::AvoidOom);
    row("Avoid OOM", Goal::AvoidOom);
    row("min_gpu_fixed_batch", Goal::MinGpuFixedBatch);
    row("min-gpu-fixed-batch", Goal::MinGpuFixedBatch);
    row("fixed-batch", Goal::MinGpuFixedBatch);
}

void TestConfiguration::goalAliases()
{
    QFETCH(QString, text);
    QFETCH(int, goal);
    QCOMPARE(int(parseGoal(text)), goal);
    QCOMPARE(parseGoal(goalName(Goal(goal))), Goal(goal));
}

void TestConfiguration::unknownGoal()
{
    QCOMPARE(errorOf([] { parseGoal(QStringLiteral("fastest"), QStringLiteral("--goal")); }),
        QStringLiteral(
            "--goal: unknown goal 'fastest' (did you mean 'performance'?); choose from performance, "
            "balanced, "
            "energy, "
            "min_gpu, avoid_oom, "
            "min_gpu_fixed_batch, deadline, budget (aliases: runtime, throughput, lowest-runtime → "
            "performance; energy-saver → energy; min-gpu, min_gpus, fewest → min_gpu; avoid-oom → avoid_oom; "
            "min-gpu-fixed-batch, fixed-batch → min_gpu_fixed_batch; by-deadline, cheapest-by-deadline, "
            "finish-by → deadline; within-budget, fastest-within-budget → budget)"));
    QVERIFY(errorOf([] { parseGoal(QString()); }).startsWith(QStringLiteral("goal: unknown goal ''")));
    // A misspelt goal or alias gets the closest listed name.
    QVERIFY(errorOf([] { parseGoal(QStringLiteral("perfomance"), QStringLiteral("--goal")); })
                .startsWith(QStringLiteral("--goal: unknown goal 'perfomance' (did you mean 'performance'?); "
                                           "choose from performance, ")));
    // "fastest" is spelt closest to 'fewest' (min-gpu), the opposite intent: it points to performance.
    QVERIFY(errorOf([] {
        parseGoal(QStringLiteral("fastest"), QStringLiteral("--goal"));
    }).startsWith(QStringLiteral("--goal: unknown goal 'fastest' (did you mean 'performance'?); ")));
    QVERIFY(errorOf([] {
        parseGoal(QStringLiteral("fewst"));
    }).startsWith(QStringLiteral("goal: unknown goal 'fewst' (did you mean 'fewest'?); choose from ")));
    QVERIFY(errorOf([] { parseGoal(QStringLiteral("min-gpu-fixd-batch")); })
                .startsWith(QStringLiteral(
                    "goal: unknown goal 'min-gpu-fixd-batch' (did you mean 'min_gpu_fixed_batch'?); ")));
    QVERIFY(errorOf([] {
        parseGoal(QStringLiteral("xyz"));
    }).startsWith(QStringLiteral("goal: unknown goal 'xyz'; choose from ")));
    QVERIFY(!errorOf([] { parseGoal(QStringLiteral("min__gpu_s")); }).isEmpty());
    QVERIFY(!errorOf([] { parseGoal(QStringLiteral("energy-frontier")); }).isEmpty());
    QCOMPARE(goalNames(),
        (QStringList {QStringLiteral("performance"), QStringLiteral("balanced"), QStringLiteral("energy"),
            QStringLiteral("min_gpu"), QStringLiteral("avoid_oom"), QStringLiteral("min_gpu_fixed_batch"),
            QStringLiteral("deadline"), QStringLiteral("budget"), QStringLiteral("custom")}));
    for (const QString &name : goalNames())
        QCOMPARE(goalName(parseGoal(name)), name);
}

void TestConfiguration::normaliseWeights_data()
{
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("beta");
    QTest::addColumn<double>("expectedAlpha");
    QTest::addColumn<double>("expectedBeta");
    // upstream-behaviour.md §10 case 33 (ratios kept; already normalised weights unchanged)
    QTest::newRow("1:3") << 1.0 << 3.0 << 0.25 << 0.75;
    QTest::newRow("2:6") << 2.0 << 6.0 << 0.25 << 0.75;
    QTest::newRow("10:30") << 10.0 << 30.0 << 0.25 << 0.75;
    QTest::newRow("0.9/0.1") << 0.9 << 0.1 << 0.9 << 0.1;
    QTest::newRow("runtime only") << 1.0 << 0.0 << 1.0 << 0.0;
    QTest::newRow("energy only") << 0.0 << 5.0 << 0.0 << 1.0;
    QTest::newRow("huge") << 1e308 << 1e308 << 0.5 << 0.5;
    QTest::newRow("tiny") << 1e-300 << 3e-300 << 0.25 << 0.75;
}

void TestConfiguration::normaliseWeights()
{
    QFETCH(double, alpha);
    QFETCH(double, beta);
    QFETCH(double, expectedAlpha);
    QFETCH(double, expectedBeta);
    const Weights w = ::normaliseWeights(alpha, beta);
    QVERIFY2(std::abs(w.alpha - expectedAlpha) < 1e-15, qPrintable(QString::number(w.alpha, 'g', 17)));
    QVERIFY2(std::abs(w.beta - expectedBeta) < 1e-15, qPrintable(QString::number(w.beta, 'g', 17)));
    QVERIFY(std::abs(w.alpha + w.beta - 1.0) < 1e-15);
}

void TestConfiguration::normaliseWeightsErrors_data()
{
    // Our decisions override upstream's flooring: negative → error, both zero → error (spec decision 1).
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("beta");
    QTest::addColumn<QString>("expected");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("negative alpha") << -1.0 << 3.0 << "alpha and beta must be finite numbers >= 0";
    QTest::newRow("both negative") << -2.0 << -5.0 << "alpha and beta must be finite numbers >= 0";
    QTest::newRow("both zero") << 0.0 << 0.0 << "alpha and beta are both zero; at least one must be positive";
    QTest::newRow("infinite") << inf << 1.0 << "alpha and beta must be finite numbers >= 0";
    QTest::newRow("nan") << 1.0 << nan << "alpha and beta must be finite numbers >= 0";
}

void TestConfiguration::normaliseWeightsErrors()
{
    QFETCH(double, alpha);
    QFETCH(double, beta);
    QFETCH(QString, expected);
    const QString message = errorOf([&] { ::normaliseWeights(alpha, beta); });
    QVERIFY2(message.startsWith(expected), qPrintable(message));
}

void TestConfiguration::effectiveWeights()
{
    StrategySettings s;
    QCOMPARE(s.effectiveWeights().alpha, 0.8);
    QCOMPARE(s.effectiveWeights().beta, 0.2);
    s.goal = Goal::Balanced;
    QCOMPARE(s.effectiveWeights().alpha, 0.5);
    s.goal = Goal::Energy;
    QCOMPARE(s.effectiveWeights().alpha, 0.2);
    QCOMPARE(s.effectiveWeights().beta, 0.8);
    QCOMPARE(presetWeights(Goal::MinGpu).alpha, 0.8);
    QCOMPARE(presetWeights(Goal::Custom).beta, 0.2);
    // Explicit weights override the preset, divided by their sum.
    s.alpha = 3;
    s.beta = 1;
    QCOMPARE(s.effectiveWeights().alpha, 0.75);
    QCOMPARE(s.effectiveWeights().beta, 0.25);
    // Only one: the other is max(0, 1 − value).
    s.beta.reset();
    s.alpha = 0.25;
    QCOMPARE(s.effectiveWeights().beta, 0.75);
    s.alpha.reset();
    s.beta = 2;
    QCOMPARE(s.effectiveWeights().alpha, 0.0);
    QCOMPARE(s.effectiveWeights().beta, 1.0);
    s.alpha = -1;
    QVERIFY_THROWS_EXCEPTION(CoastlineError, s.effectiveWeights());
    s.alpha = 0;
    s.beta = 0;
    QVERIFY_THROWS_EXCEPTION(CoastlineError, s.effectiveWeights());
}

QTEST_GUILESS_MAIN(TestConfiguration)
#include "test_configuration.moc"
