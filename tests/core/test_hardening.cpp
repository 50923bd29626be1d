#include "../support/ThrownError.h"
#include "catalog/Catalog.h"
#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/StandardOutput.h"
#include "common/TerminalText.h"
#include "config/ConfigurationIo.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "io/OutputTable.h"
#include "predict/kavier/CalibrationTable.h"
#include "predict/learned/LearnedModel.h"
#include "predict/learned/regressors/XgboostModelCheck.h"
#include "predict/measured/MeasuredRuns.h"
#include "search/SearchSpace.h"
#include "trace/JobTrace.h"
#include "trace/ScheduleSimulator.h"
#include "trace/TraceToRuns.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <sys/stat.h>
#include <thread>

// Issue 15 (hardening): every hang, memory blow-up and unsafe echo found by the mutation fuzzer and
// by scripts/fuzz.sh, with its input (tests/data/fuzz/ or inline). Each must end quickly with a
// CoastlineError naming the file (and line) or with a sane result.

namespace {

const QString kFuzzData = QStringLiteral(COASTLINE_TEST_DATA_DIR "/fuzz");

QByteArray batchSizesYaml(int count)
{
    QByteArray yaml = "grid:\n  batch_sizes: [";
    for (int i = 1; i <= count; ++i)
        yaml += QByteArray::number(i) + (i < count ? ", " : "]\n");
    return yaml;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray fuzzModel(const QString &name)
{
    return readFile(kFuzzData + u'/' + name + QStringLiteral(".model"));
}

/// `model` (a model file) with entry `index` of the first `"key":[…]` array of its xgboost JSON (tree 0)
/// replaced by `value`, edited as text (xgboost's own number formatting stays) and resealed.
QByteArray editTreeArray(const QByteArray &model, const char *key, int index, const QByteArray &value)
{
    QJsonObject file = QJsonDocument::fromJson(model).object();
    QJsonObject payload = file.value(u"payload").toObject();
    QByteArray xgb = payload.value(u"xgboost_model_json").toString().toUtf8();
    const QByteArray needle = QByteArray("\"") + key + "\":[";
    qsizetype at = xgb.indexOf(needle);
    if (at < 0)
        return {};
    at += needle.size();
    for (int i = 0; i < index; ++i)
        at = xgb.indexOf(',', at) + 1;
    const qsizetype end = std::min(xgb.indexOf(',', at), xgb.indexOf(']', at));
    xgb.replace(at, end - at, value);
    payload.insert(QStringLiteral("xgboost_model_json"), QString::fromUtf8(xgb));
    file.insert(QStringLiteral("payload"), payload);
    return LearnedModel::resealed(QJsonDocument(file).toJson());
}

/// A chain tree of `depth` splits in xgboost's JSON form: inner node 2i has the leaf 2i + 1 on the left
/// and the next inner node 2i + 2 on the right; 2 · depth + 1 nodes.
QJsonObject chainTree(int id, int depth, int features)
{
    const int n = 2 * depth + 1;
    QJsonArray lefts, rights, parents, indices, conditions, zeros, ones;
    for (int k = 0; k < n; ++k) {
        const bool inner = k % 2 == 0 && k < n - 1;
        lefts.append(inner ? k + 1 : -1);
        rights.append(inner ? k + 2 : -1);
        parents.append(k == 0 ? 2147483647 : (k % 2 == 1 ? k - 1 : k - 2));
        indices.append(0);
        conditions.append(inner ? 0.5 : 0.01);
        zeros.append(0);
        ones.append(1.5);
    }
    return {{QStringLiteral("id"), id}, {QStringLiteral("left_children"), lefts},
        {QStringLiteral("right_children"), rights}, {QStringLiteral("parents"), parents},
        {QStringLiteral("split_indices"), indices}, {QStringLiteral("split_conditions"), conditions},
        {QStringLiteral("default_left"), zeros}, {QStringLiteral("split_type"), zeros},
        {QStringLiteral("base_weights"), conditions}, {QStringLiteral("loss_changes"), conditions},
        {QStringLiteral("sum_hessian"), ones}, {QStringLiteral("categories"), QJsonArray()},
        {QStringLiteral("categories_nodes"), QJsonArray()},
        {QStringLiteral("categories_segments"), QJsonArray()},
        {QStringLiteral("categories_sizes"), QJsonArray()},
        {QStringLiteral("tree_param"),
            QJsonObject {{QStringLiteral("num_deleted"), QStringLiteral("0")},
                {QStringLiteral("num_feature"), QString::number(features)},
                {QStringLiteral("num_nodes"), QString::number(n)},
                {QStringLiteral("size_leaf_vector"), QStringLiteral("0")}}}};
}

/// The xgboost model file with its trees replaced by `count` chain trees of `depth` splits, resealed.
QByteArray withChainTrees(int count, int depth)
{
    QJsonObject file = QJsonDocument::fromJson(fuzzModel(QStringLiteral("xgboost"))).object();
    QJsonObject payload = file.value(u"payload").toObject();
    QJsonObject xgb
        = QJsonDocument::fromJson(payload.value(u"xgboost_model_json").toString().toUtf8()).object();
    QJsonObject learner = xgb.value(u"learner").toObject();
    const int features
        = learner.value(u"learner_model_param").toObject().value(u"num_feature").toString().toInt();
    QJsonObject booster = learner.value(u"gradient_booster").toObject();
    QJsonObject gbtree = booster.value(u"model").toObject();
    QJsonArray trees, info;
    for (int t = 0; t < count; ++t) {
        trees.append(chainTree(t, depth, features));
        info.append(0);
    }
    gbtree.insert(QStringLiteral("trees"), trees);
    gbtree.insert(QStringLiteral("tree_info"), info);
    QJsonObject param = gbtree.value(u"gbtree_model_param").toObject();
    param.insert(QStringLiteral("num_trees"), QString::number(count));
    gbtree.insert(QStringLiteral("gbtree_model_param"), param);
    booster.insert(QStringLiteral("model"), gbtree);
    learner.insert(QStringLiteral("gradient_booster"), booster);
    xgb.insert(QStringLiteral("learner"), learner);
    payload.insert(QStringLiteral("xgboost_model_json"),
        QString::fromUtf8(QJsonDocument(xgb).toJson(QJsonDocument::Compact)));
    file.insert(QStringLiteral("payload"), payload);
    return LearnedModel::resealed(QJsonDocument(file).toJson());
}

/// `model` with `edit` applied to its top-level object, not resealed (resealed when `reseal`).
template<typename Edit> QByteArray editModel(const QByteArray &model, Edit edit, bool reseal = false)
{
    QJsonObject file = QJsonDocument::fromJson(model).object();
    edit(file);
    const QByteArray json = QJsonDocument(file).toJson();
    return reseal ? LearnedModel::resealed(json) : json;
}

QString modelError(const QByteArray &json)
{
    return errorOf([&] { (void)LearnedModel::fromJson(json, QStringLiteral("m.model")); });
}

} // namespace

class TestHardening : public QObject
{
    Q_OBJECT

private slots:
    void loneCommaIsAnErrorWithLine_data();
    void loneCommaIsAnErrorWithLine();
    void loneCommaInfrastructure();
    void multipleDocumentsStillCounted();
    void batchSizesLinear();
    void batchSizesCapped();
    void gridCapped();
    void devicesReadWithCap();
    void fifoIsRead();
    void csvLimits();
    void csvWideRowFailsEarly();
    void controlCharactersEscaped();
    void duplicateKeysCollapse();
    void llmMissingIntermediateSizeNamesFileAndLine();
    void hugeNumbersInTables();
    void lostOutputIsAnError();
    // Issue 23: files a planner receives.
    void bundledModelsLoad();
    void xgboostTreeArraysChecked_data();
    void xgboostTreeArraysChecked();
    void deepChainTreeRefusedWithoutRecursion();
    void treeBudget();
    void unknownKeysCapped();
    void sealCoversEveryField_data();
    void sealCoversEveryField();
    void olderFormatVersionSaysRetune();
    void absurdDomainRefused_data();
    void absurdDomainRefused();
    void hugeSigmaGivesNoUncertainty();
    void calibrationFactorsBounded_data();
    void calibrationFactorsBounded();
    void traceToRunsWholeNumbers_data();
    void traceToRunsWholeNumbers();
    void traceAmountsBounded();
    void schedulerIndependentOfGpusPerNode();
    void xgboostLogCutToFirstSentence();
    void fuzzRegressionModels();
};

void TestHardening::loneCommaIsAnErrorWithLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lone comma") << "lone-comma.yaml"
                                << ":1: malformed YAML: unexpected ','";
    QTest::newRow("comment, then comma") << "comment-then-comma.yaml"
                                         << ":2: malformed YAML: unexpected ','";
    QTest::newRow("comma a") << "comma-a.yaml"
                             << ":1: malformed YAML: unexpected ','";
}

void TestHardening::loneCommaIsAnErrorWithLine()
{
    // yaml-cpp 0.7's LoadAll returned the same empty document forever on these (6.7 GB in 10 s).
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString path = kFuzzData + u'/' + file;
    QElapsedTimer timer;
    timer.start();
    const QString error = errorOf([&] { ConfigurationIo::load(path, nullptr); });
    QVERIFY2(error.startsWith(path + expected), qPrintable(error));
    QVERIFY(timer.elapsed() < 1000);
}

void TestHardening::loneCommaInfrastructure()
{
    Infrastructure infra;
    QVERIFY(errorOf([&] {
        ConfigurationIo::parseInfrastructure(",", QStringLiteral("infrastructure.yaml"), &infra);
    }).startsWith(QStringLiteral("infrastructure.yaml:1: malformed YAML: unexpected ','")));
    // Beside a config, a broken infrastructure.yaml is a warning (as before), not a hang.
    QTemporaryDir dir;
    QFile sibling(dir.filePath(QStringLiteral("infrastructure.yaml")));
    QVERIFY(sibling.open(QIODevice::WriteOnly));
    sibling.write(",");
    sibling.close();
    QFile config(dir.filePath(QStringLiteral("c.yaml")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("grid:\n  top_k: 3\n");
    config.close();
    QStringList warnings;
    ConfigurationIo::load(config.fileName(), &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(QStringLiteral("malformed YAML")), qPrintable(warnings.first()));
}

void TestHardening::multipleDocumentsStillCounted()
{
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(
        "grid:\n  top_k: 3\n---\ngrid:\n  top_k: 4\n---\n", QStringLiteral("m.yaml"), &warnings);
    QCOMPARE(c.grid.topK, 3);
    QCOMPARE(warnings,
        QStringList {QStringLiteral(
            "m.yaml: only the first YAML document is read; 2 more ignored (not kept on save)")});
}

void TestHardening::batchSizesLinear()
{
    // 3·10^4 batch sizes took 8 s (a QList::contains per candidate); now well under a second.
    QList<qint64> batches;
    for (int i = 0; i < 30000; ++i)
        batches.append(i % 20000 + 1); // 10^4 repeats, dropped
    Infrastructure infra;
    QElapsedTimer timer;
    timer.start();
    const QList<Candidate> grid = SearchSpace::grid({1, 2, 1}, batches, infra);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(grid.size(), 2 * 20000);
    QCOMPARE(grid.first().batchSize, 1);
    QCOMPARE(grid.at(20000).totalGpus, 2);

    QStringList warnings;
    timer.restart();
    const Configuration c = ConfigurationIo::parse(
        batchSizesYaml(InputLimits::batchSizeValues), QStringLiteral("b.yaml"), &warnings);
    QCOMPARE(c.grid.batchSizes.size(), InputLimits::batchSizeValues);
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
}

void TestHardening::batchSizesCapped()
{
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(
        errorOf([] { ConfigurationIo::parse(batchSizesYaml(100000), QStringLiteral("b.yaml"), nullptr); }),
        QStringLiteral("b.yaml:2: grid.batch_sizes: the list has 100000 values; at most 10000 are allowed"));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

void TestHardening::gridCapped()
{
    QList<qint64> batches;
    for (int i = 1; i <= 100000; ++i)
        batches.append(i);
    QVERIFY(errorOf([&] {
        SearchSpace::grid({1, 2, 4}, batches, Infrastructure());
    }).startsWith(QStringLiteral("the search grid has more than 200000 configurations")));
}

void TestHardening::devicesReadWithCap()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/zero")))
        QSKIP("no /dev/zero");
    QCOMPARE(errorOf([] { CsvTable::read(QStringLiteral("/dev/zero")); }),
        QStringLiteral("/dev/zero: cannot read: the file is larger than 64 MiB"));
    QCOMPARE(errorOf([] { CalibrationTable::load(QStringLiteral("/dev/zero")); }),
        QStringLiteral("/dev/zero: cannot read the calibration table (the file is larger than 4 MiB)"));
    QCOMPARE(errorOf([] { ConfigurationIo::load(QStringLiteral("/dev/zero"), nullptr); }),
        QStringLiteral("/dev/zero: cannot read: the file is larger than 1 MiB"));
    // An existing device is read (and capped), never "not found".
    QCOMPARE(MeasuredRuns::resolvePath(QStringLiteral("/dev/zero")), QStringLiteral("/dev/zero"));
    QCOMPARE(errorOf([] { MeasuredRuns::load(QStringLiteral("/dev/zero"), Catalog::bundled()); }),
        QStringLiteral("/dev/zero: cannot read: the file is larger than 64 MiB"));
    QCOMPARE(errorOf([] { CsvTable::read(QStringLiteral("/dev/null")); }),
        QStringLiteral("/dev/null: the CSV file is empty (no header row)"));
}

void TestHardening::fifoIsRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    std::thread writer([&] {
        QFile fifo(path);
        if (fifo.open(QIODevice::WriteOnly))
            fifo.write("a,b\n1,2\n");
    });
    const CsvTable table = CsvTable::read(path);
    writer.join();
    QCOMPARE(table.rowCount(), 1);
    QCOMPARE(table.cell(0, QStringLiteral("b")), QStringLiteral("2"));
}

void TestHardening::csvLimits()
{
    // An 8 MiB header name was copied into every JSON row; long names and cells are refused now.
    QCOMPARE(
        errorOf([] { CsvTable::parse("a," + QByteArray(300, 'h') + "\n1,2\n", QStringLiteral("h.csv")); }),
        QStringLiteral("h.csv:1: column 2: the header name is longer than 256 characters"));
    QCOMPARE(errorOf([] { CsvTable::parse("a\n" + QByteArray(70000, 'x') + "\n", QStringLiteral("c.csv")); }),
        QStringLiteral("c.csv:2: a cell is longer than 65536 characters"));
    QByteArray wide;
    for (int i = 0; i < 2000; ++i)
        wide += "c" + QByteArray::number(i) + ",";
    QCOMPARE(errorOf([&] { CsvTable::parse(wide + "\n", QStringLiteral("w.csv")); }),
        QStringLiteral("w.csv:1: the header has more than 1024 columns"));
    QCOMPARE(errorOf([] { CsvTable::parse(QByteArray(65 * 1024 * 1024, ' '), QStringLiteral("big.csv")); }),
        QStringLiteral("big.csv: cannot read: the file is larger than 64 MiB"));
    // Cell budget: 1000 columns × 5000 rows of one-character cells (10 MB) stop at 4·10^6 cells
    // (the header counts: line 4001 is the first row past it).
    QByteArray header, row;
    for (int i = 0; i < 1000; ++i) {
        header += (i ? "," : "") + QByteArray("c") + QByteArray::number(i);
        row += i ? ",1" : "1";
    }
    QByteArray many = header + "\n";
    for (int r = 0; r < 5000; ++r)
        many += row + "\n";
    QCOMPARE(errorOf([&] { CsvTable::parse(many, QStringLiteral("m.csv")); }),
        QStringLiteral("m.csv:4001: the table has more than 4000000 cells; split the file"));
}

void TestHardening::csvWideRowFailsEarly()
{
    // A 64 MB file of 1,000-cell rows took 2.5 GB before its error: the row fails as it is read.
    QByteArray text = "a,b\n";
    const QByteArray row = QByteArray("1,").repeated(999) + "1\n";
    for (int r = 0; r < 2000; ++r)
        text += row;
    QCOMPARE(errorOf([&] { CsvTable::parse(text, QStringLiteral("r.csv")); }),
        QStringLiteral("r.csv:2: row has 1000 cells but the header has 2 columns"));
}

void TestHardening::controlCharactersEscaped()
{
    const QString raw = QStringLiteral("a") + QChar(0x1b) + QStringLiteral("[31m") + QChar(0) + QChar(0x202e)
        + QStringLiteral("\nb");
    const QString escaped = QStringLiteral("a\\x1b[31m\\x00\\u202e\\nb");
    QCOMPARE(TerminalText::escaped(raw), escaped);
    QCOMPARE(TerminalText::escaped(escaped), escaped);
    QCOMPARE(TerminalText::escaped(QStringLiteral("Grüße ×")), QStringLiteral("Grüße ×"));
    QCOMPARE(CoastlineError(raw).message(), escaped);
    QCOMPARE(QString::fromUtf8(CoastlineError(raw).what()), escaped);

    QStringList warnings;
    ConfigurationIo::parse("grid:\n  top_k: 3\n  \"x\\e[2Jy\": 1\n", QStringLiteral("e.yaml"), &warnings);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(QStringLiteral("x\\x1b[2Jy")), qPrintable(warnings.first()));
}

void TestHardening::duplicateKeysCollapse()
{
    QByteArray yaml = "grid:\n";
    for (int i = 0; i < 41; ++i)
        yaml += "  top_k: " + QByteArray::number(i + 1) + "\n";
    QStringList warnings;
    const Configuration c = ConfigurationIo::parse(yaml, QStringLiteral("d.yaml"), &warnings);
    QCOMPARE(c.grid.topK, 41);
    QCOMPARE(warnings.size(), 4);
    QCOMPARE(warnings.at(0), QStringLiteral("d.yaml:3: duplicate key 'grid.top_k'; the later value wins"));
    QCOMPARE(warnings.at(3), QStringLiteral("d.yaml: … and 37 more duplicate keys"));
}

void TestHardening::llmMissingIntermediateSizeNamesFileAndLine()
{
    const QByteArray yaml = "catalog:\n"
                            "  llms:\n"
                            "    - llm_name: my-llm\n"
                            "      n_layers: 32\n"
                            "      d_model: 4096\n"
                            "      m_params: 7.0e9\n"
                            "      vocab_size: 32000\n"
                            "      tie_word_embeddings: false\n";
    const Configuration c = ConfigurationIo::parse(yaml, QStringLiteral("llm.yaml"), nullptr);
    QCOMPARE(c.catalogLlms.size(), 1);
    QCOMPARE(c.catalogLlms.first().origin, QStringLiteral("llm.yaml:3"));
    const GpuSpec gpu = Catalog::bundled().gpus().first();
    QCOMPARE(errorOf([&] { MemoryModel(c.catalogLlms.first(), gpu); }),
        QStringLiteral(
            "llm.yaml:3: memory model: LLM 'my-llm' lacks the architecture fields intermediate_size"));
}

void TestHardening::hugeNumbersInTables()
{
    // --total-tokens 1e308 printed a 300-digit runtime in the table.
    OutputTable table({QStringLiteral("runtime_s")});
    table.addRow({5.432214654316812e+303});
    table.addRow({1234.5});
    const QString text = table.render(OutputTable::Format::Table);
    QVERIFY2(text.contains(QStringLiteral("5.43221e+303")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1234.50")), qPrintable(text));
    QVERIFY(text.size() < 100);
}

void TestHardening::lostOutputIsAnError()
{
    // `recommend > /dev/full` exited 0 with nothing on stderr; the checked write reports it.
    std::FILE *full = std::fopen("/dev/full", "w");
    if (!full)
        QSKIP("no /dev/full");
    QCOMPARE(errorOf([&] { StandardOutput::write(QByteArray(100, 'x'), full); }),
        QStringLiteral("cannot write standard output: No space left on device"));
    std::fclose(full);
    QTemporaryFile file;
    QVERIFY(file.open());
    std::FILE *ok = std::fopen(QFile::encodeName(file.fileName()).constData(), "w");
    QVERIFY(ok);
    StandardOutput::write("rank,total_gpus\n", ok);
    std::fclose(ok);
    QCOMPARE(file.readAll(), QByteArray("rank,total_gpus\n"));
}

void TestHardening::bundledModelsLoad()
{
    // tests/data/fuzz/*.model are written by `coastline-cli tune` (tests/data/README.md) and must load.
    for (const QString &name :
        {QStringLiteral("xgboost"), QStringLiteral("random_forest"), QStringLiteral("bayesian_ridge")}) {
        const QString error = modelError(fuzzModel(name));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
}

void TestHardening::xgboostTreeArraysChecked_data()
{
    // Each crashed libxgboost 1.7's loader with SIGSEGV before the check (issue 23).
    QTest::addColumn<QString>("model");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<int>("index");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("parent -1")
        << "xgboost" << QByteArray("parents") << 1 << QByteArray("-1")
        << "xgboost tree 0: node 0's child 1 must have parents[1] = 0 and no other parent";
    QTest::newRow("parent 2147483646")
        << "xgboost" << QByteArray("parents") << 3 << QByteArray("2147483646")
        << "xgboost tree 0: node 1's child 3 must have parents[3] = 1 and no other parent";
    QTest::newRow("root's parent") << "random_forest" << QByteArray("parents") << 0 << QByteArray("0")
                                   << "xgboost tree 0: parents[0] is 0, not in 2147483647-2147483647";
    QTest::newRow("left child out of range") << "xgboost" << QByteArray("left_children") << 0
                                             << QByteArray("99") << "xgboost tree 0: left_children[0] is 99";
    QTest::newRow("right child before its parent")
        << "xgboost" << QByteArray("right_children") << 2 << QByteArray("1")
        << "xgboost tree 0: right_children[2] is 1, not in 3-";
    QTest::newRow("feature out of range") << "xgboost" << QByteArray("split_indices") << 0 << QByteArray("33")
                                          << "xgboost tree 0: split_indices[0] is 33, not in 0-32";
    QTest::newRow("negative feature") << "random_forest" << QByteArray("split_indices") << 0
                                      << QByteArray("-7") << "xgboost tree 0: split_indices[0] is -7";
    QTest::newRow("fractional child") << "xgboost" << QByteArray("left_children") << 0 << QByteArray("1.5")
                                      << "xgboost tree 0: left_children[0] is 1.5, not in 1-10 or -1";
    QTest::newRow("child as text") << "xgboost" << QByteArray("left_children") << 0 << QByteArray("\"1\"")
                                   << "xgboost tree 0: left_children[0] is not a number";
    QTest::newRow("leaf with one child") << "xgboost" << QByteArray("right_children") << 2 << QByteArray("9")
                                         << "xgboost tree 0: node 2 must have two later children or none";
    QTest::newRow("categorical split") << "xgboost" << QByteArray("categories") << 0 << QByteArray("3")
                                       << "xgboost tree 0: categorical splits are not supported";
}

void TestHardening::xgboostTreeArraysChecked()
{
    QFETCH(QString, model);
    QFETCH(QByteArray, key);
    QFETCH(int, index);
    QFETCH(QByteArray, value);
    QFETCH(QString, expected);
    const QByteArray edited = editTreeArray(fuzzModel(model), key.constData(), index, value);
    QVERIFY(!edited.isEmpty());
    const QString error = modelError(edited);
    QVERIFY2(error.startsWith(QStringLiteral("m.model: payload: ") + expected), qPrintable(error));
}

void TestHardening::deepChainTreeRefusedWithoutRecursion()
{
    // A 200,000-deep chain overflowed the stack in the recursive depth walk.
    const QByteArray chain = withChainTrees(1, 100'000);
    QElapsedTimer timer;
    timer.start();
    const QString error = modelError(chain);
    QVERIFY2(error == QStringLiteral("m.model: payload: xgboost tree 0: deeper than 16 levels"),
        qPrintable(error));
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    // 16 levels are accepted (the limit itself).
    const QString atLimit = modelError(withChainTrees(1, XgboostModelCheck::maxDepth));
    QVERIFY2(atLimit.isEmpty(), qPrintable(atLimit));
}

void TestHardening::treeBudget()
{
    // 3,000 depth-16 trees (5 MB) loaded into 2.4 GB: now beyond the budget of trees × 2^depth.
    const QByteArray deep = withChainTrees(3000, 16);
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(modelError(deep),
        QStringLiteral(
            "m.model: payload: xgboost: 3000 trees of depth 16 exceed the budget of trees × 2^depth "
            "≤ 2097152"));
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    // 20,000 such trees ended in a bare std::bad_alloc: their 28 MB are beyond the payload budget
    // (16 MiB, unknownKeysCapped) and the file budget (24 MiB), both checked before the JSON is parsed.
    // 32 trees of depth 16 fill the budget exactly and load.
    const QString full = modelError(withChainTrees(32, 16));
    QVERIFY2(full.isEmpty(), qPrintable(full));
}

void TestHardening::unknownKeysCapped()
{
    const QByteArray model = fuzzModel(QStringLiteral("bayesian_ridge"));
    // An ignored extra key of 131 M zeros loaded into 2.3 GB: now refused before the JSON is parsed.
    QByteArray zeros = model;
    zeros.insert(zeros.indexOf('{') + 1, "\"notes\": [" + QByteArray("0,").repeated(5000) + "0],");
    QCOMPARE(modelError(zeros),
        QStringLiteral(
            "m.model: notes: 10003 bytes, more than the 4096 a model file allows for a key it does not "
            "use"));
    // A small note is kept (and ignored).
    QByteArray note = model;
    note.insert(note.indexOf('{') + 1, "\"note\": \"tuned on the lab's runs\",");
    QVERIFY2(modelError(note).isEmpty(), qPrintable(modelError(note)));
    QByteArray many = model;
    for (int i = 0; i <= InputLimits::modelExtraKeys; ++i)
        many.insert(many.indexOf('{') + 1, "\"k" + QByteArray::number(i) + "\": 0,");
    QCOMPARE(
        modelError(many), QStringLiteral("m.model: more than 16 top-level keys this Coastline does not use"));
    // The payload has its own budget.
    QByteArray big = model;
    big.insert(
        big.indexOf('{') + 1, "\"payload\": \"" + QByteArray(InputLimits::modelPayloadBytes, 'x') + "\",");
    QVERIFY2(
        modelError(big).startsWith(
            QStringLiteral("m.model: payload: %1 bytes, more than").arg(InputLimits::modelPayloadBytes + 2)),
        qPrintable(modelError(big)));
}

void TestHardening::sealCoversEveryField_data()
{
    // Each edit loaded with exit 0 before (only the payload was sealed) and changed every prediction.
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("group");
    QTest::newRow("features.mean") << "bayesian_ridge"
                                   << "features.mean"
                                   << "features";
    QTest::newRow("levels reordered") << "bayesian_ridge"
                                      << "features.categorical"
                                      << "features";
    QTest::newRow("domain emptied") << "bayesian_ridge"
                                    << "domain"
                                    << "domain";
    QTest::newRow("xgboost to random_forest") << "xgboost"
                                              << "model"
                                              << "model";
    QTest::newRow("training_data.sha256") << "bayesian_ridge"
                                          << "training_data.sha256"
                                          << "training_data";
    QTest::newRow("uncertainty") << "bayesian_ridge"
                                 << "uncertainty_rms_log_error"
                                 << "uncertainty";
    QTest::newRow("payload") << "bayesian_ridge"
                             << "payload"
                             << "payload";
}

void TestHardening::sealCoversEveryField()
{
    QFETCH(QString, model);
    QFETCH(QString, field);
    QFETCH(QString, group);
    const QByteArray edited = editModel(fuzzModel(model), [&](QJsonObject &file) {
        if (field == u"features.mean" || field == u"features.categorical") {
            QJsonObject features = file.value(u"features").toObject();
            if (field == u"features.mean") {
                QJsonArray mean = features.value(u"mean").toArray();
                mean[0] = mean[0].toDouble() + 1;
                features.insert(QStringLiteral("mean"), mean);
            } else {
                QJsonObject categorical = features.value(u"categorical").toObject();
                QJsonArray levels = categorical.value(u"method").toArray();
                const QJsonValue first = levels.takeAt(0);
                levels.append(first);
                categorical.insert(QStringLiteral("method"), levels);
                features.insert(QStringLiteral("categorical"), categorical);
            }
            file.insert(QStringLiteral("features"), features);
        } else if (field == u"domain") {
            file.insert(QStringLiteral("domain"), QJsonObject());
        } else if (field == u"model") {
            file.insert(QStringLiteral("model"), QStringLiteral("random_forest"));
        } else if (field == u"training_data.sha256") {
            QJsonObject training = file.value(u"training_data").toObject();
            training.insert(QStringLiteral("sha256"), QString(64, u'0'));
            file.insert(QStringLiteral("training_data"), training);
        } else if (field == u"uncertainty_rms_log_error") {
            file.insert(QStringLiteral("uncertainty_rms_log_error"), 0.01);
        } else {
            QJsonObject payload = file.value(u"payload").toObject();
            payload.insert(QStringLiteral("intercept"), 3.0);
            file.insert(QStringLiteral("payload"), payload);
        }
    });
    QCOMPARE(modelError(edited),
        QStringLiteral("m.model: %1: changed after `tune` (its SHA-256 does not match sha256.%1); re-run "
                       "`coastline-cli tune`")
            .arg(group));
}

void TestHardening::olderFormatVersionSaysRetune()
{
    const QByteArray old = editModel(fuzzModel(QStringLiteral("bayesian_ridge")), [](QJsonObject &file) {
        file.insert(QStringLiteral("format_version"), 1);
        file.remove(QStringLiteral("sha256"));
        file.insert(QStringLiteral("payload_sha256"), QStringLiteral("ab"));
    });
    QCOMPARE(modelError(old),
        QStringLiteral(
            "m.model: format_version 1 is from an older Coastline whose model files are not sealed; "
            "re-run `coastline-cli tune` to write a version 2 file"));
}

void TestHardening::absurdDomainRefused_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::newRow("1e308, -5") << 1e308 << -5.0;
    QTest::newRow("-5, 1e308") << -5.0 << 1e308;
    QTest::newRow("fraction") << 1.5 << 8.0;
    QTest::newRow("above 1e12") << 1.0 << 2e12;
}

void TestHardening::absurdDomainRefused()
{
    QFETCH(double, low);
    QFETCH(double, high);
    const QByteArray edited = editModel(
        fuzzModel(QStringLiteral("bayesian_ridge")),
        [&](QJsonObject &file) {
            QJsonObject domain = file.value(u"domain").toObject();
            QJsonObject ranges = domain.value(u"ranges").toObject();
            ranges.insert(QStringLiteral("total_gpus"), QJsonArray {low, high});
            domain.insert(QStringLiteral("ranges"), ranges);
            file.insert(QStringLiteral("domain"), domain);
        },
        true);
    QCOMPARE(modelError(edited),
        QStringLiteral("m.model: domain: range 'total_gpus' must be [min, max] of whole numbers, 0 <= min <= "
                       "max <= 1e+12"));
}

void TestHardening::hugeSigmaGivesNoUncertainty()
{
    // A Bayesian-ridge sigma of 1e7 printed an inf uncertainty in `evaluate`: e^sigma overflows, so the
    // uncertainty is reported as none.
    const QByteArray edited = editModel(
        fuzzModel(QStringLiteral("bayesian_ridge")),
        [](QJsonObject &file) {
            QJsonObject payload = file.value(u"payload").toObject();
            QJsonArray sigma = payload.value(u"sigma").toArray();
            for (qsizetype i = 0; i < sigma.size(); ++i)
                sigma[i] = 1e7;
            payload.insert(QStringLiteral("sigma"), sigma);
            file.insert(QStringLiteral("payload"), payload);
        },
        true);
    const LearnedModel model = LearnedModel::fromJson(edited, QStringLiteral("m.model"));
    FeatureRow row;
    row.llmModel = QStringLiteral("granite-3.1-2b");
    row.method = QStringLiteral("lora");
    row.gpuModel = QStringLiteral("NVIDIA-A100-SXM4-80GB");
    row.totalGpus = 8;
    row.numberOfNodes = 1;
    row.gpusPerNode = 8;
    row.tokensPerSample = 8192;
    row.perDeviceBatch = 1;
    row.totalBatch = 8;
    row.kavierTokensPerSecond = 1000;
    const LearnedEstimate e = model.estimate(row);
    QVERIFY(std::isfinite(e.throughputTokensPerSecond));
    QVERIFY(!e.uncertaintyPercent.has_value());
    // The unedited model gives a finite uncertainty for the same row.
    const auto plain
        = LearnedModel::fromJson(fuzzModel(QStringLiteral("bayesian_ridge")), QStringLiteral("m"))
              .estimate(row)
              .uncertaintyPercent;
    QVERIFY(plain && std::isfinite(*plain));
}

void TestHardening::calibrationFactorsBounded_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("factor 1e300") << QByteArray(R"({"model_scale": {"granite-3.1-2b": 1e300}})")
                                  << "model_scale.granite-3.1-2b: expected a number in 0.001-1000";
    QTest::newRow("factor 1e-9") << QByteArray(R"({"mfu_multiplier": {"L40S": 1e-9}})")
                                 << "mfu_multiplier.L40S: expected a number in 0.001-1000";
    QTest::newRow("comm_scale") << QByteArray(R"({"comm_scale": 5000})")
                                << "comm_scale: expected a number in";
    QTest::newRow("overhead 1e300") << QByteArray(R"({"training_overhead_s": 1e300})")
                                    << "training_overhead_s: expected a number in 0-3600";
    QTest::newRow("mgc 1e300") << QByteArray(R"({"multi_gpu_correction": {"by_num_gpus": {"8": 1e300}}})")
                               << "multi_gpu_correction.by_num_gpus.8: expected a number in 0.001-1000";
    QTest::newRow("interaction") << QByteArray(R"({"interaction_scale": {"a|b|c|8": 2000}})")
                                 << "interaction_scale.a|b|c|8: expected a number in";
    QTest::newRow("alpha") << QByteArray(R"({"mfu_batch_scale": {"alpha": -0.5}})")
                           << "mfu_batch_scale.alpha: expected a number >= 0";
    QTest::newRow("beta") << QByteArray(R"({"mfu_batch_scale": {"beta": 3}})")
                          << "mfu_batch_scale.beta: expected a number in 0.001-1";
    QTest::newRow("version 99") << QByteArray(R"({"version": 99})")
                                << "version: unsupported version 99 (this Coastline reads 3)";
    QTest::newRow("version text") << QByteArray(R"({"version": "3"})")
                                  << "version: unsupported version a string (this Coastline reads 3)";
}

void TestHardening::calibrationFactorsBounded()
{
    // A factor of 1e300 gave 2.4e304 tokens/s (ranked first); "version": 99 was accepted silently.
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString error
        = errorOf([&] { (void)CalibrationTable::parse(content, QStringLiteral("cal.json")); });
    QVERIFY2(error.startsWith(QStringLiteral("cal.json: ") + expected), qPrintable(error));
    // The shipped tables are inside every range.
    for (const QString &name : CalibrationTable::builtInTables())
        (void)CalibrationTable::load(name);
}

void TestHardening::traceToRunsWholeNumbers_data()
{
    QTest::addColumn<QString>("nodes");
    QTest::addColumn<QString>("perNode");
    QTest::addColumn<QString>("column");
    QTest::newRow("1e308 nodes") << "1e308"
                                 << "8"
                                 << "resources.num_nodes";
    QTest::newRow("1.5 GPUs per node") << "1"
                                       << "1.5"
                                       << "resources.num_gpus_per_node";
}

void TestHardening::traceToRunsWholeNumbers()
{
    // trace-to-runs accepted these and wrote inf; recommend-trace's whole-number rule now applies.
    QFETCH(QString, nodes);
    QFETCH(QString, perNode);
    QFETCH(QString, column);
    const QByteArray csv
        = "metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,"
          "metadata.batch_size,resources.num_gpus_per_node,resources.num_nodes,"
          "metadata.output.train_tokens_per_second,metadata.train_runtime\n"
          "granite-3.1-2b,lora,NVIDIA-A100-SXM4-80GB,1024,8,"
        + perNode.toLatin1() + ',' + nodes.toLatin1() + ",3900,3600\n";
    const QString error
        = errorOf([&] { (void)TraceToRuns::convert(CsvTable::parse(csv, QStringLiteral("t.csv"))); });
    QCOMPARE(error,
        QStringLiteral("t.csv:2: column '%1': expected a whole number, got '%2'")
            .arg(column, column.endsWith(u"nodes") ? nodes : perNode));
}

void TestHardening::traceAmountsBounded()
{
    // A train_runtime of 1e308 made recommend-trace write an inf duration and simulate-trace print nan
    // utilisation and inf GPU-hours and energy.
    const QByteArray csv
        = "metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,"
          "metadata.batch_size,resources.num_gpus_per_node,resources.num_nodes,"
          "metadata.output.train_tokens_per_second,metadata.train_runtime\n"
          "granite-3.1-2b,lora,NVIDIA-A100-SXM4-80GB,1024,8,8,1,3900,1e308\n";
    QCOMPARE(errorOf([&] { (void)JobTrace::fromTable(CsvTable::parse(csv, QStringLiteral("t.csv"))); }),
        QStringLiteral("t.csv:2: column 'metadata.train_runtime': must be at most 1e+12, got 1e308"));
    QCOMPARE(errorOf([&] { (void)TraceToRuns::convert(CsvTable::parse(csv, QStringLiteral("t.csv"))); }),
        QStringLiteral("t.csv:2: column 'metadata.train_runtime': must be at most 1e+12, got 1e308"));
    QVERIFY(!JobTrace::parseSubmitTime(QStringLiteral("1e308")));
    QCOMPARE(*JobTrace::parseSubmitTime(QStringLiteral("3600")), 3600.0);
}

void TestHardening::schedulerIndependentOfGpusPerNode()
{
    // 2,000 jobs on one node of 10^6 GPUs ran past 30 s (a loop over every free-GPU count per event).
    QList<SimulationJob> jobs;
    for (int i = 0; i < 2000; ++i) {
        SimulationJob job;
        job.id = i;
        job.nodes = 1;
        job.gpusPerNode = 1 + (i * 7919) % 1'000'000;
        job.submitSeconds = i * 10.0;
        job.durationSeconds = 10.0 + (i * 31) % 5000;
        jobs.append(job);
    }
    QElapsedTimer timer;
    timer.start();
    const Schedule schedule = ScheduleSimulator(ClusterShape {1, 1'000'000}).run(jobs);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(schedule.jobs.size(), 2000);
    QVERIFY(schedule.skipped.isEmpty());
}

void TestHardening::xgboostLogCutToFirstSentence()
{
    // libxgboost's refusal embedded its timestamped log with a backtrace and addresses.
    QByteArray edited = fuzzModel(QStringLiteral("xgboost"));
    QJsonObject file = QJsonDocument::fromJson(edited).object();
    QJsonObject payload = file.value(u"payload").toObject();
    QString xgb = payload.value(u"xgboost_model_json").toString();
    xgb.replace(QStringLiteral("\"reg:squarederror\""), QStringLiteral("\"reg:nonsense\""));
    payload.insert(QStringLiteral("xgboost_model_json"), xgb);
    file.insert(QStringLiteral("payload"), payload);
    const QString error = modelError(LearnedModel::resealed(QJsonDocument(file).toJson()));
    QVERIFY2(
        error.startsWith(QStringLiteral("m.model: payload: xgboost refused the model: ")), qPrintable(error));
    QVERIFY2(!error.contains(u'\n') && !error.contains(QStringLiteral("Stack trace"))
            && !error.contains(QStringLiteral("0x")) && !error.contains(QStringLiteral("[bt]"))
            && !error.startsWith(u'['),
        qPrintable(error));
    QVERIFY2(
        !error.mid(QStringLiteral("m.model: payload: xgboost refused the model: ").size()).startsWith(u'['),
        qPrintable(error));
}

void TestHardening::fuzzRegressionModels()
{
    // tests/data/fuzz/xgboost-*.model: tuned files with one tree entry edited (stored unsealed). As they
    // are, the seal refuses them; resealed, the tree check does, before libxgboost sees them.
    const QStringList names = QDir(kFuzzData).entryList({QStringLiteral("xgboost-*.model")}, QDir::Files);
    QCOMPARE(names.size(), 4);
    for (const QString &name : names) {
        const QByteArray raw = readFile(kFuzzData + u'/' + name);
        QCOMPARE(modelError(raw),
            QStringLiteral(
                "m.model: payload: changed after `tune` (its SHA-256 does not match sha256.payload); "
                "re-run `coastline-cli tune`"));
        const QString error = modelError(LearnedModel::resealed(raw));
        QVERIFY2(
            error.startsWith(QStringLiteral("m.model: payload: xgboost tree 0: ")), qPrintable(name + error));
    }
}

QTEST_GUILESS_MAIN(TestHardening)
#include "test_hardening.moc"
