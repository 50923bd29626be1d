// End-to-end tests of `coastline-cli recommend` and `explain` (cli.md): the acceptance checks
// with real values, and bad input that must neither crash nor pass silently (one `error: ` line naming
// the file:line:key or the flag; exit 2, or 1 for "no result").

#include "CliRunner.h"
#include "TestData.h"
#include "io/CsvTable.h"
#include "support/ExitCode.h"
#include "support/Interrupt.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

const QString kData = TestData::directory();

/// cli.md "recommend": the CSV columns, in this order (extended columns may follow).
const QStringList kRecommendColumns = QStringLiteral(
    "rank,total_gpus,gpus_per_node,number_of_nodes,batch_size,total_batch,throughput_tokens_per_s,"
    "throughput_source,power_w_per_gpu,cluster_power_w,tokens_per_joule,runtime_score,energy_score,"
    "combined_score,feasible,memory_verdict,error")
                                          .split(u',');

const QStringList kInputColumns
    = QStringLiteral("llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size").split(u',');

using Run = CliRun;

/// Runs coastline-cli in-process (tests/cli/test_cli_smoke.cpp spawns the real binary).
Run runCli(const QStringList &arguments, const QString &workingDirectory = {})
{
    return CliRunner::run(arguments, workingDirectory);
}

/// "recommend --batch 0" → {"recommend", "--batch", "0"} (no argument here contains a space).
QStringList args(const QByteArray &text)
{
    return QString::fromUtf8(text).split(u' ', Qt::SkipEmptyParts);
}

CsvTable parseCsv(QByteArray data)
{
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return CsvTable::parse(buffer, QStringLiteral("stdout"));
}

/// Runs `arguments` + "--format csv", requires exit 0 and parses stdout.
CsvTable csvOf(QStringList arguments, Run *run = nullptr)
{
    arguments << QStringLiteral("--format") << QStringLiteral("csv");
    const Run r = runCli(arguments);
    if (run)
        *run = r;
    if (r.exitCode != 0)
        qWarning("%s exited %d: %s", qPrintable(arguments.join(u' ')), r.exitCode, qPrintable(r.err));
    return parseCsv(r.out);
}

QList<double> numbers(const CsvTable &t, const QString &column)
{
    QList<double> values;
    for (int row = 0; row < t.rowCount(); ++row)
        values.append(t.number(row, column));
    return values;
}

QStringList cells(const CsvTable &t, const QString &column)
{
    QStringList values;
    for (int row = 0; row < t.rowCount(); ++row)
        values.append(t.cell(row, column));
    return values;
}

bool closeTo(double actual, double expected, double relative = 1e-9)
{
    return std::fabs(actual - expected) <= relative * std::fabs(expected);
}

QString lines(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("(nothing)") : text;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    return f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A complete workload section, so the configuration reader has no "not set" warnings.
QByteArray workloadYaml(
    const QByteArray &llm = "granite-3.1-8b-instruct", const QByteArray &gpu = "NVIDIA-A100-SXM4-80GB")
{
    return "workload:\n  llm_model: " + llm + "\n  fine_tuning_method: full\n  gpu_model: " + gpu
        + "\n  tokens_per_sample: 2048\n  batch_size: 4\n";
}

} // namespace

class TestCliRecommend : public QObject
{
    Q_OBJECT
private slots:
    void ignoredFlagsWarn();
    void onlyFeasibleConfiguration();
    void impossibleGpuMfuFactor();
    void limitUnderAnotherGoalWarns();
    // 1. Acceptance checks
    void seedMinGpu_data();
    void seedMinGpu();
    void defaultRanking();
    void upstreamConfigs_data();
    void upstreamConfigs();
    void batchInput();
    void cacheHit();
    void explainGrid();
    void explainMinGpu();
    void jobSize_data();
    void jobSize();
    void gpuHoursAndCost();
    void deadlineAndBudget();
    void inputBounds();
    void oneGpuIsSingular();
    void pricesPerGpuFromTheConfiguration();
    void weightsExtremes();
    void outputFile_data();
    void outputFile();
    void unwritableOutput_data();
    void unwritableOutput();
    void failedRunLeavesOutputAlone_data();
    void failedRunLeavesOutputAlone();
    void help_data();
    void help();

    // 2. Bad input
    void badFlags_data();
    void badFlags();
    void badConfig_data();
    void badConfig();
    void badFiles_data();
    void badFiles();
    void tolerantInput_data();
    void tolerantInput();
    void batchRowsFailAndContinue();
    void batchProgressLine();
    void batchInterruptLeavesNoOutput();
    void noResult_data();
    void noResult();
};

// ---------------------------------------------------------------------------------------------------------
// 1. Acceptance checks

void TestCliRecommend::seedMinGpu_data()
{
    QTest::addColumn<bool>("guard");
    QTest::addColumn<int>("totalGpus");
    QTest::addColumn<int>("batch");
    // seed "Min-GPU": total batch 32; 1 and 2 GPUs rejected, 4 GPUs at 8 per device admitted.
    QTest::newRow("autoconf") << false << 4 << 8;
    // The guard (60,224 tokens) also rejects 8 × 7621 = 60,968 tokens per device: 8 GPUs at 4.
    QTest::newRow("autoconf + empirical guard") << true << 8 << 4;
}

void TestCliRecommend::seedMinGpu()
{
    QFETCH(bool, guard);
    QFETCH(int, totalGpus);
    QFETCH(int, batch);
    QStringList arguments = args("recommend --llm granite-3.1-8b-instruct --method full --gpu "
                                 "NVIDIA-A100-SXM4-80GB --tokens 7621 --batch 4 --gpus-per-node 8 "
                                 "--goal min-gpu --power-model kavier_power");
    if (guard)
        arguments << QStringLiteral("--empirical-oom-guard");
    Run r;
    const CsvTable t = csvOf(arguments, &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.err.contains(QStringLiteral("error")), qPrintable(r.err));
    QCOMPARE(t.rowCount(), 1);
    QCOMPARE(t.header().mid(0, kRecommendColumns.size()), kRecommendColumns);
    QCOMPARE(t.integer(0, QStringLiteral("rank")), 1);
    QCOMPARE(t.integer(0, QStringLiteral("total_gpus")), totalGpus);
    QCOMPARE(t.integer(0, QStringLiteral("gpus_per_node")), totalGpus);
    QCOMPARE(t.integer(0, QStringLiteral("number_of_nodes")), 1);
    QCOMPARE(t.integer(0, QStringLiteral("batch_size")), batch);
    QCOMPARE(t.integer(0, QStringLiteral("total_batch")), 32);
    QCOMPARE(t.cell(0, QStringLiteral("feasible")), QStringLiteral("true"));
    QVERIFY(t.number(0, QStringLiteral("throughput_tokens_per_s")) > 0);
    QVERIFY(closeTo(t.number(0, QStringLiteral("cluster_power_w")),
        t.number(0, QStringLiteral("power_w_per_gpu")) * totalGpus));
}

void TestCliRecommend::defaultRanking()
{
    // No arguments: the embedded default job, a human-readable ranking.
    Run r = runCli({QStringLiteral("recommend")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList text = QString::fromUtf8(r.out).split(u'\n');
    // indexOf(QRegularExpression) matches whole lines
    const qsizetype header
        = text.indexOf(QRegularExpression(QStringLiteral("rank +total_gpus +gpus_per_node .*")));
    QVERIFY2(header > 0, r.out.constData()); // after the summary sentence
    QVERIFY(text.value(header + 1).startsWith(QStringLiteral("----")));
    QStringList rows = text.mid(header + 2);
    rows.removeAll(QString());
    QCOMPARE(rows.size(), 5);
    for (int i = 0; i < rows.size(); ++i)
        QVERIFY2(rows.at(i).trimmed().startsWith(QString::number(i + 1) + u' '), qPrintable(rows.at(i)));

    // CSV: top_k 5, ranks 1..5, combined score non-increasing, cli.md's columns first.
    const CsvTable t = csvOf({QStringLiteral("recommend")}, &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(kRecommendColumns.join(u',').toUtf8() + ','));
    QCOMPARE(t.header().mid(0, kRecommendColumns.size()), kRecommendColumns);
    QCOMPARE(t.rowCount(), 5);
    const QList<double> combined = numbers(t, QStringLiteral("combined_score"));
    for (int row = 0; row < t.rowCount(); ++row) {
        QCOMPARE(t.integer(row, QStringLiteral("rank")), row + 1);
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("true"));
        QVERIFY(t.cell(row, QStringLiteral("error")).isEmpty());
        QVERIFY(combined.at(row) >= 0 && combined.at(row) <= 1);
        if (row > 0)
            QVERIFY2(combined.at(row) <= combined.at(row - 1), qPrintable(QString::number(row)));
        // tokens per joule = throughput / cluster power; combined = 0.8 runtime + 0.2 energy (performance)
        QVERIFY(closeTo(t.number(row, QStringLiteral("tokens_per_joule")),
            t.number(row, QStringLiteral("throughput_tokens_per_s"))
                / t.number(row, QStringLiteral("cluster_power_w"))));
        QVERIFY(closeTo(combined.at(row),
            0.8 * t.number(row, QStringLiteral("runtime_score"))
                + 0.2 * t.number(row, QStringLiteral("energy_score"))));
        QCOMPARE(t.integer(row, QStringLiteral("total_batch")),
            t.integer(row, QStringLiteral("total_gpus")) * t.integer(row, QStringLiteral("batch_size")));
    }
    QCOMPARE(t.cell(0, QStringLiteral("goal")), QStringLiteral("performance"));
}

void TestCliRecommend::upstreamConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("maxSlowdown"); // 0: none
    QTest::newRow("experiment (top_k 3)") << "configs/experiment.yaml" << 3 << 0.0;
    QTest::newRow("default_experiment (top_k 5)") << "configs/default_experiment.yaml" << 5 << 0.0;
    QTest::newRow("batch_config (max_slowdown 2)") << "configs/batch_config.yaml" << 5 << 2.0;
    QTest::newRow("demo (top_k 3)") << "configs/demo.yaml" << 3 << 0.0;
}

void TestCliRecommend::upstreamConfigs()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(double, maxSlowdown);
    const QString path = kData + u'/' + file;
    Run r;
    const CsvTable t = csvOf({QStringLiteral("recommend"), QStringLiteral("--config"), path}, &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.err.contains(QStringLiteral("error:")), qPrintable(r.err));
    QVERIFY(t.rowCount() >= 1);
    QCOMPARE(t.rowCount(), rows);
    for (int row = 0; row < t.rowCount(); ++row)
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("true"));
    if (maxSlowdown > 0) {
        // Every ranked configuration (not only the top_k) is within k of the fastest feasible one, and
        // explain names each feasible candidate the guard left out.
        const CsvTable all
            = csvOf({QStringLiteral("recommend"), QStringLiteral("--config"), path, QStringLiteral("--all")});
        const QList<double> throughputs = numbers(all, QStringLiteral("throughput_tokens_per_s"));
        const double fastest = *std::max_element(throughputs.begin(), throughputs.end());
        for (const double throughput : throughputs + numbers(t, QStringLiteral("throughput_tokens_per_s")))
            QVERIFY2(throughput >= fastest / maxSlowdown, qPrintable(QString::number(throughput)));
        const CsvTable explained = csvOf({QStringLiteral("explain"), QStringLiteral("--config"), path});
        int dropped = 0;
        for (int row = 0; row < explained.rowCount(); ++row) {
            if (explained.cell(row, QStringLiteral("verdict")) != u"feasible")
                continue;
            const double throughput = explained.number(row, QStringLiteral("throughput_tokens_per_s"));
            QVERIFY(throughput <= fastest);
            const bool ranked = !explained.cell(row, QStringLiteral("rank")).isEmpty();
            QCOMPARE(ranked, throughput >= fastest / maxSlowdown);
            if (!ranked) {
                ++dropped;
                QVERIFY2(
                    explained.cell(row, QStringLiteral("error")).startsWith(QStringLiteral("not ranked: ")),
                    qPrintable(explained.cell(row, QStringLiteral("error"))));
            }
        }
        QCOMPARE(dropped + all.rowCount(), 20); // rules: all 4 × 5 grid candidates feasible
        QVERIFY(dropped > 0); // the guard did something
    }
}

void TestCliRecommend::batchInput()
{
    const QString path = kData + QStringLiteral("/workloads/sample_workloads.csv");
    Run r;
    const CsvTable t = csvOf({QStringLiteral("recommend"), QStringLiteral("--input"), path}, &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const CsvTable input = CsvTable::read(path);
    QCOMPARE(input.header(), kInputColumns);
    // Input columns first, then cli.md's columns.
    QCOMPARE(t.header().mid(0, kInputColumns.size()), kInputColumns);
    // ... with the layout columns renamed so that no header name repeats (docs/cli.md "Batch").
    QStringList batchColumns = kRecommendColumns;
    for (QString &column : batchColumns)
        if (column == u"batch_size" || column == u"gpus_per_node" || column == u"number_of_nodes")
            column.prepend(QStringLiteral("recommended_"));
    QCOMPARE(t.header().mid(kInputColumns.size(), kRecommendColumns.size()), batchColumns);
    QCOMPARE(t.rowCount(), 3);
    const int firstResult = int(kInputColumns.size());
    const QStringList expectedModels {QStringLiteral("mistral-7b-v0.1"), QStringLiteral("granite-3.3-8b"),
        QStringLiteral("granite-3.1-2b")};
    const QStringList text = QString::fromUtf8(r.out).split(u'\n');
    for (int row = 0; row < 3; ++row) {
        // Echoed input (the first five cells of the line, read positionally: names repeat later).
        const QStringList line = text.at(row + 1).split(u',');
        for (int c = 0; c < firstResult; ++c)
            QCOMPARE(line.at(c), input.cell(row, kInputColumns.at(c)));
        QCOMPARE(line.at(0), expectedModels.at(row));
        QCOMPARE(line.at(firstResult), QStringLiteral("1")); // rank of the top-1 recommendation
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("true"));
        QVERIFY(t.cell(row, QStringLiteral("error")).isEmpty());
        QVERIFY(t.number(row, QStringLiteral("throughput_tokens_per_s")) > 0);
    }
}

void TestCliRecommend::cacheHit()
{
    const Run r = runCli(args("recommend --llm granite-3.1-2b --method full --gpu NVIDIA-A100-SXM4-80GB "
                              "--tokens 4096 --batch 8 --total-gpus 8 --batch-sizes 8 --lookup default "
                              "--format json"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.value(u"workload").isObject());
    QVERIFY(doc.value(u"policy").isObject());
    QVERIFY(doc.value(u"recommendations").isArray());
    QCOMPARE(
        doc.value(u"workload").toObject().value(u"llm_model").toString(), QStringLiteral("granite-3.1-2b"));
    QCOMPARE(doc.value(u"policy").toObject().value(u"predictor").toString(), QStringLiteral("intelligent"));
    const QJsonArray recommendations = doc.value(u"recommendations").toArray();
    QCOMPARE(recommendations.size(), 1);
    const QJsonObject hit = recommendations.at(0).toObject();
    QCOMPARE(hit.value(u"throughput_source").toString(), QStringLiteral("cache"));
    QCOMPARE(hit.value(u"throughput_tokens_per_s").toDouble(), 54897.6914);
    QCOMPARE(hit.value(u"measured_run_count").toInt(), 1);
    QCOMPARE(hit.value(u"total_gpus").toInt(), 8);
    QCOMPARE(hit.value(u"batch_size").toInt(), 8);
    QCOMPARE(hit.value(u"total_batch").toInt(), 64);
    for (const QString &column : kRecommendColumns)
        QVERIFY2(hit.contains(column), qPrintable(column));
}

void TestCliRecommend::explainGrid()
{
    Run r;
    const CsvTable t = csvOf({QStringLiteral("explain")}, &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    for (const QString &column : kRecommendColumns
            + QStringLiteral("verdict,reason,memory_gb_per_gpu,memory_capacity_gb,weights_gb,gradients_gb,"
                             "optimizer_gb,working_set_gb,activations_gb")
                  .split(u','))
        QVERIFY2(t.hasColumn(column), qPrintable(column));
    // Every candidate of the default grid (6 GPU counts × 7 batch sizes), in grid order.
    QCOMPARE(t.rowCount(), 42);
    const QList<int> gpus {1, 2, 4, 8, 16, 32};
    const QList<int> batches {1, 2, 4, 8, 16, 32, 64};
    QList<qint64> ranks;
    int rejected = 0;
    for (int row = 0; row < t.rowCount(); ++row) {
        const QByteArray where = "row " + QByteArray::number(row + 1);
        QCOMPARE(t.integer(row, QStringLiteral("total_gpus")), gpus.at(row / 7));
        QCOMPARE(t.integer(row, QStringLiteral("batch_size")), batches.at(row % 7));
        const QString verdict = t.cell(row, QStringLiteral("verdict"));
        QVERIFY2(verdict == u"feasible" || verdict == u"rejected", where.constData());
        QCOMPARE(t.cell(row, QStringLiteral("feasible")),
            verdict == u"feasible" ? QStringLiteral("true") : QStringLiteral("false"));
        QVERIFY2(!t.cell(row, QStringLiteral("reason")).isEmpty(), where.constData());
        // The memory breakdown is filled on every row and adds up to the per-GPU total.
        double sum = 0;
        for (const char *part : {"weights_gb", "gradients_gb", "optimizer_gb", "working_set_gb",
                 "activations_gb", "optimizer_step_gb", "logits_gb", "frozen_gradients_gb", "dequant_gb",
                 "allocator_gb", "context_gb"}) {
            QVERIFY2(!t.cell(row, QString::fromUtf8(part)).isEmpty(), (where + ' ' + part).constData());
            sum += t.number(row, QString::fromUtf8(part));
        }
        const double total = t.number(row, QStringLiteral("memory_gb_per_gpu"));
        const double capacity = t.number(row, QStringLiteral("memory_capacity_gb"));
        QVERIFY2(closeTo(sum, total, 1e-6), where.constData());
        if (verdict == u"rejected") {
            ++rejected;
            QVERIFY2(total > capacity, where.constData()); // the default job's rejections are out of memory
            QVERIFY(t.cell(row, QStringLiteral("reason")).contains(QStringLiteral("out of memory")));
            QVERIFY(t.cell(row, QStringLiteral("error")).startsWith(QStringLiteral("infeasible: ")));
            QVERIFY(t.cell(row, QStringLiteral("rank")).isEmpty());
        } else {
            QVERIFY2(total <= capacity, where.constData());
            ranks.append(t.integer(row, QStringLiteral("rank")));
        }
    }
    QCOMPARE(rejected, 20);
    std::sort(ranks.begin(), ranks.end());
    QList<qint64> expectedRanks;
    for (qint64 rank = 1; rank <= 22; ++rank)
        expectedRanks.append(rank);
    QCOMPARE(ranks, expectedRanks);
    // The top of explain is the top of recommend.
    const CsvTable top = csvOf({QStringLiteral("recommend")});
    for (int row = 0; row < t.rowCount(); ++row)
        if (t.cell(row, QStringLiteral("rank")) == u"1") {
            QCOMPARE(t.cell(row, QStringLiteral("total_gpus")), top.cell(0, QStringLiteral("total_gpus")));
            QCOMPARE(t.cell(row, QStringLiteral("batch_size")), top.cell(0, QStringLiteral("batch_size")));
            QCOMPARE(t.cell(row, QStringLiteral("throughput_tokens_per_s")),
                top.cell(0, QStringLiteral("throughput_tokens_per_s")));
        }
}

void TestCliRecommend::explainMinGpu()
{
    Run r;
    const CsvTable t = csvOf(args("explain --goal min-gpu"), &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    // Every g tried, 1, 2, 4, … ≤ 32, at the default job's total batch of 4 × 8 = 32.
    QCOMPARE(cells(t, QStringLiteral("total_gpus")), QString::fromUtf8("1,2,4,8,16,32").split(u','));
    QCOMPARE(cells(t, QStringLiteral("batch_size")), QString::fromUtf8("32,16,8,4,2,1").split(u','));
    QCOMPARE(cells(t, QStringLiteral("verdict")),
        QString::fromUtf8("rejected,rejected,feasible,feasible,feasible,feasible").split(u','));
    // Min-GPU returns the first feasible g (top_k 1); the larger ones are listed but not simulated.
    QCOMPARE(cells(t, QStringLiteral("rank")),
        (QStringList {QString(), QString(), QStringLiteral("1"), QString(), QString(), QString()}));
    for (int row = 3; row < 6; ++row)
        QVERIFY(t.cell(row, QStringLiteral("error")).startsWith(QStringLiteral("not simulated")));
    for (int row = 0; row < 2; ++row)
        QVERIFY(t.cell(row, QStringLiteral("reason")).contains(QStringLiteral("out of memory")));
    QCOMPARE(t.cell(2, QStringLiteral("number_of_nodes")), QStringLiteral("1"));
    QVERIFY(t.number(2, QStringLiteral("throughput_tokens_per_s")) > 0);
}

void TestCliRecommend::jobSize_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("--total-tokens 1e9") << args("--total-tokens 1e9");
    QTest::newRow("--total-tokens 1000000000") << args("--total-tokens 1000000000");
    QTest::newRow("--dataset-tokens 5e8 --epochs 2") << args("--dataset-tokens 5e8 --epochs 2");
}

/// Issue 25: "1 GPU", never "1 GPUs", in every sentence of the summary (headline, notes).
void TestCliRecommend::deadlineAndBudget()
{
    // Every feasible configuration of the seed job with its runtime, GPU-hours and cost (2.50 per GPU-h).
    const CsvTable all = csvOf(args("recommend --total-tokens 2e10 --price-per-gpu-hour 2.5 --top-k 1000"));
    QVERIFY(all.rowCount() >= 5);
    const auto key = [](const CsvTable &t, int row) {
        return std::make_pair(
            t.number(row, QStringLiteral("total_gpus")), t.number(row, QStringLiteral("batch_size")));
    };
    // deadline 4 d = 345,600 s: the lowest cost among the rows that finish in time.
    int cheapest = -1;
    int inTime = 0;
    for (int row = 0; row < all.rowCount(); ++row) {
        if (all.number(row, QStringLiteral("runtime_s")) > 345'600)
            continue;
        ++inTime;
        if (cheapest < 0
            || all.number(row, QStringLiteral("cost")) < all.number(cheapest, QStringLiteral("cost")))
            cheapest = row;
    }
    QVERIFY(cheapest >= 0);
    Run r;
    const CsvTable deadline = csvOf(
        args("recommend --total-tokens 2e10 --deadline 4d --price-per-gpu-hour 2.5 --top-k 1000"), &r);
    QCOMPARE(deadline.rowCount(), inTime);
    QCOMPARE(key(deadline, 0), key(all, cheapest));
    QCOMPARE(deadline.cell(0, QStringLiteral("goal")), QStringLiteral("deadline"));
    QCOMPARE(deadline.number(0, QStringLiteral("combined_score")), 1.0);
    for (int row = 1; row < deadline.rowCount(); ++row)
        QVERIFY(
            deadline.number(row, QStringLiteral("cost")) >= deadline.number(row - 1, QStringLiteral("cost")));
    // budget 2,375 GPU-h (the batch-8 rows fit, the batch-4 rows do not): the fastest among the rows within
    // it.
    int fastest = -1, within = 0;
    for (int row = 0; row < all.rowCount(); ++row) {
        if (all.number(row, QStringLiteral("gpu_hours")) > 2375)
            continue;
        ++within;
        if (fastest < 0
            || all.number(row, QStringLiteral("runtime_s"))
                < all.number(fastest, QStringLiteral("runtime_s")))
            fastest = row;
    }
    QVERIFY(fastest >= 0 && within < all.rowCount());
    const CsvTable budget = csvOf(args("recommend --total-tokens 2e10 --budget 2375gpuh --top-k 1000"));
    QCOMPARE(budget.rowCount(), within);
    QCOMPARE(key(budget, 0), key(all, fastest));
    QCOMPARE(budget.cell(0, QStringLiteral("goal")), QStringLiteral("budget"));

    // The table names the pick's time and money in planner words.
    const Run table
        = runCli(args("recommend --total-tokens 2e10 --deadline 4d --price-per-gpu-hour 2.5 --currency USD"));
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(
        table.out.contains("configurations that finish within 96 h.\nFinishes in "), table.out.constData());
    QVERIFY2(table.out.contains("Policy: deadline (deadline 4d)"), table.out.constData());

    // No qualifier: exit 1 naming the closest miss; no job size: exit 2 naming --total-tokens.
    const Run late = runCli(args("recommend --total-tokens 2e10 --deadline 3d --price-per-gpu-hour 2.5"));
    QCOMPARE(late.exitCode, 1);
    QVERIFY2(
        late.err.startsWith(u"error: deadline: no configuration finishes within 72 h; the fastest, 32 GPUs"),
        qPrintable(late.err));
    QVERIFY2(late.err.contains(u"h past the deadline of 72 h"), qPrintable(late.err));
    // The largest job size (10¹⁸ tokens; 1e300 is refused, inputBounds): no line of hundreds of digits.
    const Run huge = runCli(args("recommend --total-tokens 1e18 --deadline 3d --price-per-gpu-hour 2.5"));
    QCOMPARE(huge.exitCode, 1);
    // The fastest row's hours, written with group separators, and 72 h fewer past the deadline.
    static const QRegularExpression hours(QStringLiteral(
        "32 GPUs \\(8 × 4\\), batch \\d+ per device, finishes in ([0-9,]+) h, ([0-9,]+) h past "
        "the deadline of 72 h"));
    const QRegularExpressionMatch m = hours.match(huge.err);
    QVERIFY2(m.hasMatch(), qPrintable(huge.err));
    const qint64 finishes = m.captured(1).remove(u',').toLongLong();
    QVERIFY2(finishes > 1'000'000'000, qPrintable(huge.err)); // 10¹⁸ tokens at ~75k tokens/s
    QCOMPARE(m.captured(2).remove(u',').toLongLong(), finishes - 72);
    for (const QString &line : (QString::fromUtf8(huge.out) + huge.err).split(u'\n'))
        QVERIFY2(line.size() < 300, qPrintable(line));
    const Run poor = runCli(args("recommend --total-tokens 2e10 --budget 2000gpuh"));
    QCOMPARE(poor.exitCode, 1);
    QVERIFY2(poor.err.contains(u"over the budget of 2,000 GPU-h"), qPrintable(poor.err));
    for (const char *usage :
        {"recommend --deadline 3d", "recommend --budget 2000gpuh", "explain --goal deadline --deadline 1d"}) {
        const Run noSize = runCli(args(usage));
        QCOMPARE(noSize.exitCode, 2);
        QVERIFY2(noSize.err.contains(u"--total-tokens"), qPrintable(noSize.err));
    }
    const struct
    {
        const char *arguments;
        const char *error;
    } bad[] = {
        {"recommend --total-tokens 2e10 --deadline 48", "error: --deadline: '48' is not a duration"},
        {"recommend --total-tokens 2e10 --budget 2000",
            "error: --budget: 2000 is in cost units but no price"},
        {"recommend --total-tokens 2e10 --deadline 3d --budget 9gpuh",
            "error: --deadline/--budget: give one"},
        {"recommend --total-tokens 2e10 --goal budget", "error: budget: the budget goal needs a budget"},
    };
    for (const auto &b : bad) {
        const Run run = runCli(args(b.arguments));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QString::fromUtf8(b.error)), qPrintable(run.err));
    }
}

/// Issue 36 item 8: a deadline, a job size and a currency label beyond their bounds are refused, naming
/// the flag and the bound (1e300d was accepted while 1e400d said "write a number > 0").
void TestCliRecommend::inputBounds()
{
    const struct
    {
        QStringList arguments;
        const char *error;
    } bad[] = {
        {args("recommend --total-tokens 2e10 --deadline 1e300d"),
            "error: --deadline: '1e300d' is longer than 36500d (100 years), the longest deadline\n"},
        {args("recommend --total-tokens 2e10 --deadline 1e400d"),
            "error: --deadline: '1e400d' is longer than 36500d (100 years), the longest deadline\n"},
        {args("recommend --total-tokens 1e300 --deadline 3d"),
            "error: --total-tokens: at most 1e+18 tokens, got 1e300\n"},
        {args("recommend --dataset-tokens 1e18 --epochs 2"),
            "error: --epochs: --dataset-tokens × --epochs is more than 1e+18 tokens\n"},
        {args("recommend --restart-overhead-per-node-hour 0.02"),
            "error: --restart-overhead-per-node-hour: expected 0 to 0.01 hours lost per node-hour, got "
            "0.02\n"},
        {args("recommend --price-per-gpu-hour 2.5 --currency") << QString(),
            "error: --currency: expected a label of 1 to 8 characters, e.g. USD, got ''\n"},
        {args("recommend --price-per-gpu-hour 2.5 --currency") << QString(31, u'X'),
            "error: --currency: expected a label of 1 to 8 characters, e.g. USD, got "
            "'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'\n"},
    };
    for (const auto &b : bad) {
        const Run run = runCli(b.arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QString::fromUtf8(b.error));
    }
    // At the bounds: accepted.
    const Run edge = runCli(args("recommend --total-tokens 1e18 --deadline 36500d --price-per-gpu-hour 2.5 "
                                 "--currency kUSD-EUR"));
    QVERIFY2(edge.exitCode == 0 || edge.exitCode == 1, qPrintable(edge.err));
    QVERIFY2(!edge.err.contains(u"error: --"), qPrintable(edge.err));
}

void TestCliRecommend::oneGpuIsSingular()
{
    // On the seed's energy metric (cluster power) the energy goal picks the one GPU.
    const Run r = runCli(args("recommend --goal energy --energy-metric power --total-gpus 1,2,4 "
                              "--batch-sizes 1,2,4,8,16,32,64"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("(1 GPU, batch "), r.out.constData());
    QVERIFY2(!r.out.contains("1 GPUs"), r.out.constData());
}

/// Issue 24 item 1: GPU-hours and cost per configuration, computed by hand from the row's own cells.
void TestCliRecommend::gpuHoursAndCost()
{
    Run r;
    const CsvTable t = csvOf(
        args("recommend --total-tokens 2e10 --price-per-gpu-hour 2.5 --price-per-kwh 0.12 --currency EUR"),
        &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(t.rowCount() > 0);
    for (int row = 0; row < t.rowCount(); ++row) {
        const double runtime = t.number(row, QStringLiteral("runtime_s"));
        const double gpus = t.number(row, QStringLiteral("total_gpus"));
        const double hours = t.number(row, QStringLiteral("gpu_hours"));
        const double energy = t.number(row, QStringLiteral("energy_kwh"));
        QVERIFY(closeTo(runtime, 2e10 / t.number(row, QStringLiteral("throughput_tokens_per_s"))));
        QVERIFY(closeTo(hours, runtime * gpus / 3600));
        QVERIFY(closeTo(t.number(row, QStringLiteral("cost")), hours * 2.5 + energy * 0.12));
        QCOMPARE(t.cell(row, QStringLiteral("currency")), QStringLiteral("EUR"));
    }
    // A hand-computed row: the seed job on 16 GPUs (8 × 2) at 4 per device, at the throughput `simulate`
    // predicts for that configuration (the roofline, about 37,360 tokens/s).
    const CsvTable one = csvOf(args("recommend --total-tokens 2e10 --price-per-gpu-hour 2.5 --total-gpus 16 "
                                    "--batch-sizes 4"));
    QCOMPARE(one.rowCount(), 1);
    const CsvTable simulated = csvOf(args("simulate --gpus-per-node 8 --nodes 2 --batch 4"));
    const double throughput = one.number(0, QStringLiteral("throughput_tokens_per_s"));
    QCOMPARE(throughput, simulated.number(0, QStringLiteral("throughput_tokens_per_s")));
    const double gpuHours = 2e10 / throughput * 16 / 3600; // about 2,379 GPU-h
    QVERIFY(closeTo(one.number(0, QStringLiteral("gpu_hours")), gpuHours));
    QVERIFY(closeTo(one.number(0, QStringLiteral("cost")), gpuHours * 2.5));
    // Issue 36 item 5: a restart overhead of 0.001 h per node-hour runs the 2-node job 0.2 % longer.
    const CsvTable restarts
        = csvOf(args("recommend --total-tokens 2e10 --price-per-gpu-hour 2.5 --total-gpus 16 "
                     "--batch-sizes 4 --restart-overhead-per-node-hour 0.001"));
    QCOMPARE(restarts.cell(0, QStringLiteral("number_of_nodes")), QStringLiteral("2"));
    QVERIFY(closeTo(restarts.number(0, QStringLiteral("runtime_s")), 2e10 / throughput * 1.002));
    QVERIFY(closeTo(restarts.number(0, QStringLiteral("cost")), gpuHours * 2.5 * 1.002));
    // No price: no cost is invented; no job size: no GPU-hours either.
    const CsvTable noPrice = csvOf(args("recommend --total-tokens 2e10"));
    QVERIFY(!noPrice.cell(0, QStringLiteral("gpu_hours")).isEmpty());
    QVERIFY(noPrice.cell(0, QStringLiteral("cost")).isEmpty());
    QVERIFY(noPrice.cell(0, QStringLiteral("currency")).isEmpty());
    const CsvTable noSize = csvOf(args("recommend --price-per-gpu-hour 2.5"));
    QVERIFY(noSize.cell(0, QStringLiteral("gpu_hours")).isEmpty());
    QVERIFY(noSize.cell(0, QStringLiteral("cost")).isEmpty());
    // An output over an input is refused: a roofline calibration, one of several --data files.
    QTemporaryDir dir;
    const QString roof = dir.filePath(QStringLiteral("roof.json"));
    const Run tuned = runCli({QStringLiteral("tune"), QStringLiteral("--model"), QStringLiteral("roofline"),
        QStringLiteral("--data"), QStringLiteral(COASTLINE_SOURCE_DIR "/resources/data/run_database.csv"),
        QStringLiteral("--output"), roof});
    QCOMPARE(tuned.exitCode, 0);
    const Run over = runCli({QStringLiteral("recommend"), QStringLiteral("--roofline-calibration"), roof,
        QStringLiteral("--output"), roof});
    QCOMPARE(over.exitCode, 2);
    QVERIFY2(over.err.contains(u"is also the --roofline-calibration input"), qPrintable(over.err));
    const QString copy = dir.filePath(QStringLiteral("runs.csv"));
    QVERIFY(QFile::copy(QStringLiteral(COASTLINE_SOURCE_DIR "/resources/data/run_database.csv"), copy));
    const Run second = runCli({QStringLiteral("tune"), QStringLiteral("--model"), QStringLiteral("roofline"),
        QStringLiteral("--data"),
        QStringLiteral(COASTLINE_SOURCE_DIR "/resources/data/run_database.csv,") + copy,
        QStringLiteral("--output"), copy});
    QCOMPARE(second.exitCode, 2);
    QVERIFY2(second.err.contains(u"is also the --data input"), qPrintable(second.err));
    // Bad prices: exit 2 naming the flag.
    for (const char *bad : {"--price-per-gpu-hour -1", "--price-per-kwh abc", "--price-per-gpu-hour 1e300"}) {
        const Run b = runCli(args("recommend ") + args(bad));
        QCOMPARE(b.exitCode, 2);
        QVERIFY2(b.err.startsWith(u"error: --price-per-"), qPrintable(b.err));
    }
}

/// A price per GPU model in the configuration (the map form); a bad price names the key.
void TestCliRecommend::pricesPerGpuFromTheConfiguration()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prices.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("infrastructure:\n  total_gpus: 32\n  max_nodes: 4\n  max_gpus_per_node: 8\n"
            "  gpu_models: [NVIDIA-A100-SXM4-80GB]\n"
            "  price_per_gpu_hour: {H100-SXM: 9.0, nvidia-a100-sxm4-80gb: 1.5}\n  currency: USD\n");
    f.close();
    Run r;
    const CsvTable t = csvOf({QStringLiteral("recommend"), QStringLiteral("--config"), path,
                                 QStringLiteral("--total-tokens"), QStringLiteral("1e9")},
        &r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(closeTo(t.number(0, QStringLiteral("cost")), t.number(0, QStringLiteral("gpu_hours")) * 1.5));
    QCOMPARE(t.cell(0, QStringLiteral("currency")), QStringLiteral("USD"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("infrastructure:\n  price_per_gpu_hour: {H100-SXM: -2}\n");
    f.close();
    const Run bad = runCli({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(u"infrastructure.price_per_gpu_hour.H100-SXM"), qPrintable(bad.err));
}

void TestCliRecommend::jobSize()
{
    QFETCH(QStringList, flags);
    Run r;
    const CsvTable t = csvOf(QStringList {QStringLiteral("recommend")} + flags, &r);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(t.rowCount(), 5);
    for (int row = 0; row < t.rowCount(); ++row) {
        const double throughput = t.number(row, QStringLiteral("throughput_tokens_per_s"));
        const double runtime = t.number(row, QStringLiteral("runtime_s"));
        const double energy = t.number(row, QStringLiteral("energy_kwh"));
        QVERIFY2(closeTo(runtime, 1e9 / throughput), qPrintable(QString::number(runtime, 'g', 17)));
        QVERIFY2(closeTo(energy, t.number(row, QStringLiteral("cluster_power_w")) * runtime / 3.6e6),
            qPrintable(QString::number(energy, 'g', 17)));
    }
    // Without a job size the columns are empty.
    const CsvTable plain = csvOf({QStringLiteral("recommend")});
    QVERIFY(plain.cell(0, QStringLiteral("runtime_s")).isEmpty());
    QVERIFY(plain.cell(0, QStringLiteral("energy_kwh")).isEmpty());
}

void TestCliRecommend::weightsExtremes()
{
    // No row is ranked below one it beats by more than a near-tie (Ranker::nearTieScore): within a near-tie a
    // configuration that fits goes before a tight one (issue 45 item 4), so the order is by the key
    // otherwise.
    // The scores are relative (key / best key), so a near-tie of scores (1e-3, absolute) is a difference
    // of keys up to 1e-3 × the best key.
    const auto rankedBy = [](const QList<double> &key) {
        const double tie = 1e-3 * *std::max_element(key.begin(), key.end()) + 1e-9;
        for (qsizetype i = 0; i < key.size(); ++i)
            for (qsizetype j = i + 1; j < key.size(); ++j)
                if (key[j] > key[i] + tie)
                    return false;
        return true;
    };

    // Runtime only: the fastest configuration first.
    CsvTable t = csvOf(args("recommend --alpha 1 --beta 0 --all"));
    QVERIFY(t.rowCount() >= 5);
    QList<double> throughput = numbers(t, QStringLiteral("throughput_tokens_per_s"));
    QCOMPARE(throughput.first(), *std::max_element(throughput.begin(), throughput.end()));
    QVERIFY(rankedBy(throughput));
    QCOMPARE(t.cell(0, QStringLiteral("combined_score")), QStringLiteral("1"));
    QCOMPARE(t.cell(0, QStringLiteral("alpha")), QStringLiteral("1"));
    QCOMPARE(t.cell(0, QStringLiteral("beta")), QStringLiteral("0"));

    // Energy only (energy per token, the default metric): the most tokens per joule first.
    t = csvOf(args("recommend --alpha 0 --beta 1 --all"));
    const QList<double> tokensPerJoule = numbers(t, QStringLiteral("tokens_per_joule"));
    QVERIFY(rankedBy(tokensPerJoule));

    // Energy only on the seed's metric: the lowest cluster power first.
    t = csvOf(args("recommend --alpha 0 --beta 1 --energy-metric power --all"));
    const QList<double> power = numbers(t, QStringLiteral("cluster_power_w"));
    QCOMPARE(power.first(), *std::min_element(power.begin(), power.end()));
    QList<double> inversePower;
    for (double watts : power)
        inversePower << 1 / watts;
    QVERIFY(rankedBy(inversePower));

    // Explicit weights are divided by their sum.
    t = csvOf(args("recommend --alpha 3 --beta 1"));
    QCOMPARE(t.number(0, QStringLiteral("alpha")), 0.75);
    QCOMPARE(t.number(0, QStringLiteral("beta")), 0.25);
}

void TestCliRecommend::outputFile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("recommend csv") << args("recommend --format csv");
    QTest::newRow("recommend table") << args("recommend");
    QTest::newRow("recommend json") << args("recommend --format json --total-tokens 1e9");
    QTest::newRow("recommend --input") << (args("recommend --format csv --input")
        << kData + QStringLiteral("/workloads/sample_workloads.csv"));
    QTest::newRow("explain csv") << args("explain --format csv");
}

void TestCliRecommend::outputFile()
{
    QFETCH(QStringList, arguments);
    const Run toStdout = runCli(arguments);
    QCOMPARE(toStdout.exitCode, 0);
    QVERIFY(!toStdout.out.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.txt"));
    QVERIFY(writeFile(path, "old contents\n")); // replaced
    const Run toFile = runCli(arguments << QStringLiteral("--output") << path);
    QCOMPARE(toFile.exitCode, 0);
    QVERIFY(toFile.out.isEmpty());
    QCOMPARE(toFile.err, toStdout.err);
    QCOMPARE(readFile(path), toStdout.out);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("out.txt")});
}

void TestCliRecommend::unwritableOutput_data()
{
    QTest::addColumn<QString>("target"); // relative to a fresh temporary folder
    QTest::addColumn<bool>("readOnlyFolder");
    QTest::newRow("inside a missing folder") << "missing/out.csv" << false;
    QTest::newRow("a folder") << "folder" << false;
    QTest::newRow("a file inside a regular file") << "keep.csv/out.csv" << false;
    QTest::newRow("existing file in a read-only folder") << "folder/keep.csv" << true;
}

void TestCliRecommend::unwritableOutput()
{
    QFETCH(QString, target);
    QFETCH(bool, readOnlyFolder);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(folder));
    const QByteArray kept = "rank,total_gpus\n1,2\n";
    QVERIFY(writeFile(dir.filePath(QStringLiteral("keep.csv")), kept));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("folder/keep.csv")), kept));
    const QString path = dir.filePath(target);
    if (readOnlyFolder) {
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QFile probe(dir.filePath(QStringLiteral("folder/probe")));
        if (probe.open(QIODevice::WriteOnly)) { // e.g. running as root: permissions are not enforced
            probe.close();
            probe.remove();
            QFile::setPermissions(
                folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            QSKIP("the folder stays writable for this user (root?)");
        }
    }
    const Run r = runCli(args("recommend --format csv --output") << path);
    if (readOnlyFolder)
        QFile::setPermissions(
            folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(QStringLiteral("error: %1: cannot write").arg(path)), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    // Nothing was touched or left behind.
    QCOMPARE(readFile(dir.filePath(QStringLiteral("keep.csv"))), kept);
    QCOMPARE(readFile(dir.filePath(QStringLiteral("folder/keep.csv"))), kept);
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("keep.csv")});
    QCOMPARE(
        QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("keep.csv")});
}

void TestCliRecommend::failedRunLeavesOutputAlone_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("bad flag") << args("recommend --format csv --batch 0") << 2;
    QTest::newRow("bad config") << (args("recommend --format csv --config")
        << QStringLiteral("/nonexistent.yaml"))
                                << 2;
    QTest::newRow("no result") << args("recommend --format csv --feasibility rules --empirical-oom-guard "
                                       "--tokens 4096 --batch-sizes 64 --total-gpus 1,2")
                               << 1;
}

void TestCliRecommend::failedRunLeavesOutputAlone()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(writeFile(path, "previous result\n"));
    const Run r = runCli(arguments << QStringLiteral("--output") << path);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ")), qPrintable(r.err));
    QCOMPARE(readFile(path), QByteArray("previous result\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("out.csv")});
}

void TestCliRecommend::help_data()
{
    QTest::addColumn<QString>("verb");
    QTest::newRow("recommend") << "recommend";
    QTest::newRow("explain") << "explain";
}

void TestCliRecommend::help()
{
    QFETCH(QString, verb);
    const Run r = runCli({verb, QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("Usage: coastline-cli %1 [options]").arg(verb).toUtf8()));
    for (const char *flag : {"--llm", "--method", "--gpu", "--tokens", "--batch", "--gpus-per-node",
             "--nodes", "--goal", "--alpha", "--beta", "--top-k", "--max-slowdown", "--predictor",
             "--fallback", "--feasibility", "--empirical-oom-guard", "--token-budget", "--lookup",
             "--batch-sizes", "--total-gpus", "--cluster-gpus", "--max-nodes", "--max-gpus-per-node",
             "--config", "--format", "--output", "--total-tokens", "--dataset-tokens", "--epochs"})
        QVERIFY2(r.out.contains(flag), flag);
}

// ---------------------------------------------------------------------------------------------------------
// 2. Bad input: one `error: ` line on stderr, nothing on stdout, exit 2 (1 for "no result"), no crash.

void TestCliRecommend::badFlags_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("errorStart");
    QTest::addColumn<QStringList>("mentions");
    const QStringList none;
    QTest::newRow("--batch 0") << args("recommend --batch 0") << "--batch: must be at least 1, got 0" << none;
    QTest::newRow("--batch -1") << args("recommend --batch -1") << "--batch: must be at least 1, got -1"
                                << none;
    QTest::newRow("--batch abc") << args("recommend --batch abc") << "--batch: expected a whole number"
                                 << none;
    QTest::newRow("--tokens 99999999999") << args("recommend --tokens 99999999999")
                                          << "--tokens: 99999999999 is above the maximum 10000000" << none;
    QTest::newRow("--tokens 0") << args("recommend --tokens 0") << "--tokens: must be at least 1" << none;
    QTest::newRow("--nodes 0") << args("recommend --nodes 0") << "--nodes: must be at least 1" << none;
    QTest::newRow("--gpus-per-node x --nodes overflow")
        << args("recommend --goal min-gpu --gpus-per-node 1000000 --nodes 1000000 --batch 1000000")
        << "--nodes: gpus per node × nodes = 1000000000000 exceeds 1000000 GPUs" << none;
    QTest::newRow("--top-k 0") << args("recommend --top-k 0") << "--top-k: must be at least 1, got 0" << none;
    QTest::newRow("--top-k 2.5") << args("recommend --top-k 2.5") << "--top-k: expected a whole number"
                                 << none;
    QTest::newRow("--max-slowdown 0.5")
        << args("recommend --max-slowdown 0.5") << "--max-slowdown: must be at least 1" << none;
    QTest::newRow("--max-slowdown inf")
        << args("recommend --max-slowdown inf") << "--max-slowdown: expected a finite number" << none;
    QTest::newRow("--max-slowdown nan")
        << args("recommend --max-slowdown nan") << "--max-slowdown: expected a finite number" << none;
    QTest::newRow("--alpha -1 --beta 1")
        << args("recommend --alpha -1 --beta 1") << "--alpha: must be at least 0" << none;
    QTest::newRow("--alpha 0 --beta 0")
        << args("recommend --alpha 0 --beta 0") << "--alpha/--beta: alpha and beta are both zero" << none;
    QTest::newRow("--alpha 1 alone") << args("recommend --alpha 1")
                                     << "--alpha: give --alpha and --beta together" << none;
    QTest::newRow("--beta 1 alone") << args("recommend --beta 1")
                                    << "--beta: give --alpha and --beta together" << none;
    QTest::newRow("--token-budget 0")
        << args("recommend --token-budget 0") << "--token-budget: must be at least 1, got 0" << none;
    QTest::newRow("--cluster-gpus 0")
        << args("recommend --cluster-gpus 0") << "--cluster-gpus: must be at least 1, got 0" << none;
    QTest::newRow("--max-nodes 0") << args("recommend --max-nodes 0") << "--max-nodes: must be at least 1"
                                   << none;
    QTest::newRow("--total-gpus 0,2")
        << args("recommend --total-gpus 0,2") << "--total-gpus: must be at least 1, got 0" << none;
    QTest::newRow("--batch-sizes 4,x")
        << args("recommend --batch-sizes 4,x") << "--batch-sizes: expected a whole number, got 'x'" << none;
    QTest::newRow("--total-tokens 0")
        << args("recommend --total-tokens 0") << "--total-tokens: must be at least 1" << none;
    QTest::newRow("--epochs 0") << args("recommend --dataset-tokens 5e8 --epochs 0")
                                << "--epochs: must be greater than 0" << none;
    QTest::newRow("--epochs alone") << args("recommend --epochs 2")
                                    << "--epochs: give --dataset-tokens and --epochs together" << none;
    QTest::newRow("--dataset-tokens x --epochs overflow")
        << args("recommend --dataset-tokens 1e18 --epochs 1e308")
        << "--epochs: --dataset-tokens × --epochs is more than 1e+18 tokens" << none;
    QTest::newRow("--gpu A100") << args("recommend --gpu A100") << "--gpu: unknown name 'A100'"
                                << QStringList {QStringLiteral("A100-40GB")};
    QTest::newRow("--llm mistral-7b")
        << args("recommend --llm mistral-7b") << "--llm: unknown name 'mistral-7b'"
        << QStringList {QStringLiteral("mistral-7b-v0.1")};
    QTest::newRow("--goal fastest") << args("recommend --goal fastest") << "--goal: unknown goal 'fastest'"
                                    << QStringList {QStringLiteral("performance"), QStringLiteral("min_gpu")};
    QTest::newRow("--predictor lightgbm")
        << args("recommend --predictor lightgbm") << "--predictor: 'lightgbm' is a data-driven predictor"
        << QStringList {
               QStringLiteral("not available"), QStringLiteral("kavier, roofline, cache, intelligent")};
    QTest::newRow("--predictor foo") << args("recommend --predictor foo")
                                     << "--predictor: unknown predictor 'foo'"
                                     << QStringList {QStringLiteral("kavier, roofline, cache, intelligent")};
    QTest::newRow("--predictor roofine")
        << args("recommend --predictor roofine")
        << "--predictor: unknown predictor 'roofine' (did you mean 'roofline'?); choose from" << none;
    QTest::newRow("--fallback kavir")
        << args("recommend --fallback kavir")
        << "--fallback: unknown fallback 'kavir' (did you mean 'kavier'?)" << none;
    QTest::newRow("--fallback cache")
        << args("recommend --fallback cache") << "--fallback: 'cache' cannot be the fallback" << none;
    QTest::newRow("--feasibility autoconfx")
        << args("recommend --feasibility autoconfx") << "--feasibility: unknown feasibility mode 'autoconfx'"
        << QStringList {QStringLiteral("autoconf, rules, none")};
    QTest::newRow("--method dora") << args("recommend --method dora") << "--method: unknown method 'dora'"
                                   << QStringList {QStringLiteral("full, lora, qlora, gptq-lora")};
    QTest::newRow("--format xml") << args("recommend --format xml") << "--format: unknown format 'xml'"
                                  << none;
    QTest::newRow("--lookup missing") << args("recommend --lookup /nonexistent.csv")
                                      << "--lookup: lookup CSV not found: /nonexistent.csv" << none;
    QTest::newRow("--lookup empty") << (args("recommend --lookup") << QString())
                                    << "--lookup: expected a measured-runs CSV file or 'default'" << none;
    QTest::newRow("--calibration 9model") << args("recommend --calibration 9model")
                                          << "--calibration: unknown calibration table '9model'" << none;
    QTest::newRow("unknown option") << args("recommend --frobnicate") << "recommend: unknown option" << none;
    QTest::newRow("missing value") << args("recommend --batch") << "recommend: missing value" << none;
    QTest::newRow("positional") << args("recommend now") << "recommend: unexpected argument 'now'" << none;
    QTest::newRow("--input with --batch")
        << (args("recommend --batch 4 --input") << kData + QStringLiteral("/workloads/sample_workloads.csv"))
        << "--input: cannot be combined with the workload flags" << none;
    // explain shares the flag handling.
    QTest::newRow("explain --gpu A100") << args("explain --gpu A100") << "--gpu: unknown name 'A100'" << none;
    QTest::newRow("explain --predictor lightgbm")
        << args("explain --predictor lightgbm") << "--predictor: 'lightgbm' is a data-driven predictor"
        << none;
    QTest::newRow("explain --alpha 0 --beta 0")
        << args("explain --alpha 0 --beta 0") << "--alpha/--beta: alpha and beta are both zero" << none;
    QTest::newRow("grid beyond the cluster") // exit 2 naming both flags, not exit 1
        << args("recommend --cluster-gpus 1 --total-gpus 2,4")
        << "grid.total_gpus (--total-gpus): the search grid is empty"
        << QStringList {QStringLiteral("the cluster of 1 GPU (infrastructure.total_gpus, --cluster-gpus)")};
}

void TestCliRecommend::badFlags()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, errorStart);
    QFETCH(QStringList, mentions);
    const Run r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ") + errorStart), qPrintable(lines(r.err)));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(r.err.endsWith(u'\n'));
    for (const QString &text : mentions)
        QVERIFY2(r.err.contains(text), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliRecommend::badConfig_data()
{
    // The file is written as bad.yaml and the CLI runs in its folder, so messages read "bad.yaml:<line>:
    // ...".
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("errorStart");
    QTest::addColumn<QStringList>("mentions");
    const QStringList none;
    QTest::newRow("malformed (unclosed list)")
        << QByteArray("workload:\n  llm_model: [unclosed\n") << "bad.yaml:2: malformed YAML" << none;
    QTest::newRow("truncated inside quotes")
        << QByteArray("workload:\n  llm_model: \"granite-3.1-8b-instruct\n  batch_size: 4\n")
        << "bad.yaml:3: malformed YAML" << QStringList {QStringLiteral("closing quote")};
    QTest::newRow("truncated flow list") << QByteArray("grid:\n  batch_sizes: [4, 8,") << "bad.yaml:" << none;
    QTest::newRow("tab indentation") << QByteArray("workload:\n\tbatch_size: 4\n")
                                     << "bad.yaml:2: tab character" << none;
    QTest::newRow("top level is a list")
        << QByteArray("- workload\n- grid\n") << "bad.yaml:1: expected sections" << none;
    QTest::newRow("section is a number")
        << QByteArray("workload: 5\n") << "bad.yaml:1: workload: expected a section" << none;
    QTest::newRow("tokens_per_sample: abc")
        << QByteArray("workload:\n  tokens_per_sample: abc\n")
        << "bad.yaml:2: workload.tokens_per_sample: expected a whole number" << none;
    QTest::newRow("batch_size: 4.5") << QByteArray("workload:\n  batch_size: 4.5\n")
                                     << "bad.yaml:2: workload.batch_size: expected a whole number" << none;
    QTest::newRow("batch_sizes: four")
        << QByteArray("grid:\n  batch_sizes: four\n")
        << "bad.yaml:2: grid.batch_sizes: expected a whole number, got 'four'" << none;
    QTest::newRow("batch_size: -4") << QByteArray("workload:\n  batch_size: -4\n")
                                    << "bad.yaml:2: workload.batch_size: must be at least 1, got -4" << none;
    QTest::newRow("batch_size: 0") << QByteArray("workload:\n  batch_size: 0\n")
                                   << "bad.yaml:2: workload.batch_size: must be at least 1, got 0" << none;
    QTest::newRow("tokens_per_sample huge")
        << QByteArray("workload:\n  tokens_per_sample: 99999999999\n")
        << "bad.yaml:2: workload.tokens_per_sample: 99999999999 is above the maximum 10000000" << none;
    QTest::newRow("tokens_per_sample beyond int64")
        << QByteArray("workload:\n  tokens_per_sample: 99999999999999999999999\n")
        << "bad.yaml:2: workload.tokens_per_sample: 99999999999999999999999 is above the maximum 10000000"
        << none;
    QTest::newRow("number_of_nodes: 0") << QByteArray("workload:\n  number_of_nodes: 0\n")
                                        << "bad.yaml:2: workload.number_of_nodes: must be at least 1" << none;
    QTest::newRow("top_k: 0") << QByteArray("grid:\n  top_k: 0\n")
                              << "bad.yaml:2: grid.top_k: must be at least 1" << none;
    QTest::newRow("total_gpus: [0, 2]") << QByteArray("grid:\n  total_gpus: [0, 2]\n")
                                        << "bad.yaml:2: grid.total_gpus: must be at least 1, got 0" << none;
    QTest::newRow("max_slowdown: 0.5")
        << QByteArray("strategy:\n  max_slowdown: 0.5\n")
        << "bad.yaml:2: strategy.max_slowdown: must be a finite number >= 1" << none;
    QTest::newRow("max_slowdown: .inf")
        << QByteArray("strategy:\n  max_slowdown: .inf\n")
        << "bad.yaml:2: strategy.max_slowdown: must be a finite number >= 1" << none;
    QTest::newRow("alpha: -1") << QByteArray("strategy:\n  alpha: -1\n  beta: 1\n")
                               << "bad.yaml:2: strategy.alpha: must be a finite number >= 0" << none;
    QTest::newRow("alpha 0, beta 0") << QByteArray("strategy:\n  alpha: 0\n  beta: 0\n")
                                     << "bad.yaml:2: strategy.alpha: alpha and beta are both zero" << none;
    QTest::newRow("token budget 0") << QByteArray("predictors:\n  empirical_oom_token_budget: 0\n")
                                    << "bad.yaml:2: predictors.empirical_oom_token_budget: must be at least 1"
                                    << none;
    QTest::newRow("infrastructure total_gpus 0")
        << QByteArray("infrastructure:\n  total_gpus: 0\n  max_nodes: 1\n  max_gpus_per_node: 8\n")
        << "bad.yaml:2: infrastructure.total_gpus: must be at least 1, got 0" << none;
    QTest::newRow("dataset_tokens x epochs overflow")
        << QByteArray("workload:\n  dataset_tokens: 1e18\n  epochs: 2\n")
        << "bad.yaml:2: workload.dataset_tokens: dataset_tokens × epochs is more than 1e+18 tokens" << none;
    QTest::newRow("gpu_model: A100") << workloadYaml("granite-3.1-8b-instruct", "A100")
                                     << "bad.yaml:4: workload.gpu_model: unknown name 'A100'"
                                     << QStringList {QStringLiteral("A100-40GB")};
    QTest::newRow("llm_model: mistral-7b")
        << workloadYaml("mistral-7b") << "bad.yaml:2: workload.llm_model: unknown name 'mistral-7b'"
        << QStringList {QStringLiteral("mistral-7b-v0.1")};
    QTest::newRow("grid.gpu_models unknown")
        << QByteArray("workload:\n  llm_model: granite-3.1-8b-instruct\n  fine_tuning_method: full\n"
                      "  tokens_per_sample: 2048\n  batch_size: 4\ngrid:\n  gpu_models: [H200-XYZ]\n")
        << "bad.yaml:7: grid.gpu_models: unknown name 'H200-XYZ'" << none;
    QTest::newRow("fine_tuning_method: dora")
        << QByteArray("workload:\n  fine_tuning_method: dora\n")
        << "bad.yaml:2: workload.fine_tuning_method: unknown fine-tuning "
           "method 'dora'"
        << none;
    QTest::newRow("strategy.name: fastest")
        << QByteArray("strategy:\n  name: fastest\n")
        << "bad.yaml:2: strategy.name: unknown strategy 'fastest'" << none;
    QTest::newRow("strategy.preset: fastest")
        << QByteArray("strategy:\n  preset: fastest\n")
        << "bad.yaml:2: strategy.preset: unknown goal 'fastest'" << none;
    QTest::newRow("performance: lightgbm")
        << QByteArray("predictors:\n  performance: lightgbm\n")
        << "bad.yaml:2: predictors.performance: 'lightgbm' is a data-driven predictor"
        << QStringList {QStringLiteral("kavier, roofline, cache, intelligent")};
    QTest::newRow("feasibility: autoconfx")
        << QByteArray("predictors:\n  feasibility: autoconfx\n")
        << "bad.yaml:2: predictors.feasibility: unknown feasibility mode" << none;
    QTest::newRow("lookup missing") << QByteArray("predictors:\n  lookup: /nonexistent.csv\n")
                                    << "bad.yaml:2: predictors.lookup: lookup CSV not found: /nonexistent.csv"
                                    << none;
    QTest::newRow("binary") << QByteArray("\x01\x02\x03\xff\xfe binary", 10) << "bad.yaml:" << none;
}

void TestCliRecommend::badConfig()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, errorStart);
    QFETCH(QStringList, mentions);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("bad.yaml")), yaml));
    for (const char *verb : {"recommend", "explain"}) {
        const Run r = runCli(
            {QString::fromUtf8(verb), QStringLiteral("--config"), QStringLiteral("bad.yaml")}, dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("error: ") + errorStart), qPrintable(lines(r.err)));
        QCOMPARE(r.err.count(u'\n'), 1);
        for (const QString &text : mentions)
            QVERIFY2(r.err.contains(text), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliRecommend::badFiles_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("errorStart");
    const QString missingColumn = kData + QStringLiteral("/measured/cache_missing_column.csv");
    const QString badCell = kData + QStringLiteral("/measured/cache_bad_cell.csv");
    const QString jobsMissingColumn = kData + QStringLiteral("/workloads/workloads_missing_column.csv");
    QTest::newRow("config does not exist")
        << (args("recommend --config") << QStringLiteral("/nonexistent/c.yaml"))
        << "/nonexistent/c.yaml: cannot read";
    QTest::newRow("config is a folder")
        << (args("recommend --config") << kData) << kData + QStringLiteral(": cannot read");
    QTest::newRow("lookup without required columns")
        << (args("recommend --lookup") << missingColumn)
        << missingColumn + QStringLiteral(": missing required columns: batch_size, train_runtime");
    QTest::newRow("lookup with a non-numeric cell") << (args("recommend --lookup")
        << badCell) << badCell + QStringLiteral(":3: column 'number_gpus': expected a number, got 'two'");
    QTest::newRow("--input without a required column")
        << (args("recommend --input") << jobsMissingColumn)
        << jobsMissingColumn + QStringLiteral(": missing required columns: tokens_per_sample");
    QTest::newRow("--input does not exist")
        << (args("recommend --input") << QStringLiteral("/nonexistent/jobs.csv"))
        << "/nonexistent/jobs.csv: cannot read";
    QTest::newRow("--input is empty")
        << (args("recommend --input") << QStringLiteral("/dev/null")) << "/dev/null: the CSV file is empty";
    QTest::newRow("--infrastructure does not exist")
        << (args("recommend --infrastructure") << QStringLiteral("/nonexistent/infrastructure.yaml"))
        << "/nonexistent/infrastructure.yaml: cannot read";
}

void TestCliRecommend::badFiles()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, errorStart);
    const Run r = runCli(arguments << QStringLiteral("--format") << QStringLiteral("csv"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ") + errorStart), qPrintable(lines(r.err)));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(r.out.isEmpty());
}

void TestCliRecommend::tolerantInput_data()
{
    // Files that must work: exit 0, with the warnings listed (and nothing else) on stderr.
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("warnings");
    QTest::addColumn<int>("rows");
    QTest::newRow("empty config") << "c.yaml" << QByteArray()
                                  << QStringList {QStringLiteral(
                                         "c.yaml: empty configuration, using the defaults")}
                                  << 5;
    QTest::newRow("comment-only config") << "c.yaml" << QByteArray("# nothing here\n")
                                         << QStringList {QStringLiteral("c.yaml: empty configuration")} << 5;
    QTest::newRow("BOM + CRLF config")
        << "c.yaml"
        << QByteArray(
               "\xef\xbb\xbfworkload:\r\n  llm_model: mistral-7b-v0.1\r\n  fine_tuning_method: lora\r\n"
               "  gpu_model: NVIDIA-A100-SXM4-80GB\r\n  tokens_per_sample: 2048\r\n  batch_size: 8\r\n"
               "grid:\r\n  top_k: 2\r\n")
        << QStringList() << 2;
    QTest::newRow("BOM + CRLF workloads CSV")
        << "jobs.csv"
        << QByteArray("\xef\xbb\xbfllm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size\r\n"
                      "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16\r\n"
                      "granite-3.1-2b,lora,NVIDIA-A100-SXM4-80GB,2048,8\r\n")
        << QStringList() << 2;
    QTest::newRow("header-only workloads CSV")
        << "jobs.csv" << QByteArray("llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size\n")
        << QStringList {QStringLiteral("jobs.csv: no jobs")} << 0;
}

void TestCliRecommend::tolerantInput()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, warnings);
    QFETCH(int, rows);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(fileName), bytes));
    const bool jobs = fileName.endsWith(u".csv");
    const Run r
        = runCli({QStringLiteral("recommend"), jobs ? QStringLiteral("--input") : QStringLiteral("--config"),
                     fileName, QStringLiteral("--format"), QStringLiteral("csv")},
            dir.path());
    QCOMPARE(r.exitCode, 0);
    QStringList errLines = r.err.split(u'\n');
    errLines.removeAll(QString());
    QCOMPARE(errLines.size(), warnings.size());
    for (int i = 0; i < warnings.size(); ++i)
        QVERIFY2(errLines.at(i).startsWith(QStringLiteral("warning: ") + warnings.at(i)), qPrintable(r.err));
    const CsvTable t = parseCsv(r.out);
    QCOMPARE(t.rowCount(), rows);
    for (int row = 0; row < rows; ++row)
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("true"));
    if (jobs) {
        QCOMPARE(t.header().mid(0, kInputColumns.size()), kInputColumns); // BOM gone from the first name
        if (rows > 0)
            QVERIFY(
                r.out.split('\n').at(1).startsWith("mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,1,"));
    } else if (bytes.contains("mistral")) {
        QCOMPARE(t.cell(0, QStringLiteral("llm_model")), QStringLiteral("mistral-7b-v0.1"));
        QCOMPARE(t.cell(0, QStringLiteral("fine_tuning_method")), QStringLiteral("lora"));
        QCOMPARE(t.cell(0, QStringLiteral("tokens_per_sample")), QStringLiteral("2048"));
    }
}

void TestCliRecommend::batchRowsFailAndContinue()
{
    const QString path = kData + QStringLiteral("/workloads/workloads_bad_rows.csv");
    const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--input"), path,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err,
        QStringLiteral("warning: %1: 4 of 6 jobs have no recommendation (see the error column)\n").arg(path));
    const CsvTable t = parseCsv(r.out);
    QCOMPARE(t.rowCount(), 6);
    const CsvTable input = CsvTable::read(path);
    const QStringList text = QString::fromUtf8(r.out).split(u'\n');
    const QStringList expectedErrors {QString(),
        QStringLiteral(":3: column 'gpu_model': unknown name 'H200-XYZ'"),
        QStringLiteral(":4: column 'batch_size': must be at least 1, got 0"),
        QStringLiteral(":5: column 'tokens_per_sample': expected a number, got 'abc'"),
        QStringLiteral(":6: no feasible configuration"), QString()};
    for (int row = 0; row < t.rowCount(); ++row) {
        const QByteArray where = "row " + QByteArray::number(row + 1);
        // The input columns are kept as given.
        QVERIFY2(text.at(row + 1).startsWith(QStringList {input.cell(row, QStringLiteral("llm_model")),
                                                 input.cell(row, QStringLiteral("fine_tuning_method")),
                                                 input.cell(row, QStringLiteral("gpu_model")),
                                                 input.cell(row, QStringLiteral("tokens_per_sample")),
                                                 input.cell(row, QStringLiteral("batch_size"))}
                                                 .join(u',')
                     + u','),
            where.constData());
        const QString error = t.cell(row, QStringLiteral("error"));
        if (expectedErrors.at(row).isEmpty()) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("true"));
            QVERIFY(t.number(row, QStringLiteral("throughput_tokens_per_s")) > 0);
            continue;
        }
        QVERIFY2(error.startsWith(path + expectedErrors.at(row)), qPrintable(error));
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("false"));
        QVERIFY(t.cell(row, QStringLiteral("rank")).isEmpty());
        QVERIFY(t.cell(row, QStringLiteral("throughput_tokens_per_s")).isEmpty());
    }
    QVERIFY(t.cell(1, QStringLiteral("error")).contains(QStringLiteral("H200 SXM"))); // closest names
}

void TestCliRecommend::noResult_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("errorStart");
    QTest::addColumn<bool>("explains"); // explain still prints every candidate
    const QByteArray guardJob = "--feasibility rules --empirical-oom-guard --tokens 4096 --batch-sizes 64 "
                                "--total-gpus 1,2";
    QTest::newRow("recommend: guard rejects all")
        << args("recommend " + guardJob) << "no feasible configuration" << false;
    QTest::newRow("explain: guard rejects all")
        << args("explain " + guardJob) << "No recommendation: " << true;
    QTest::newRow("recommend min-GPU: 1 GPU only")
        << args("recommend --goal min-gpu --cluster-gpus 1")
        << "min-GPU: no GPU count from 1 to 1 is feasible" << false;
    QTest::newRow("recommend: cache only, nothing measured")
        << args("recommend --predictor cache --lookup default") << "no feasible configuration" << false;
}

void TestCliRecommend::noResult()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, errorStart);
    QFETCH(bool, explains);
    const Run r = runCli(arguments << QStringLiteral("--format") << QStringLiteral("csv"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ") + errorStart), qPrintable(lines(r.err)));
    QCOMPARE(r.err.count(u'\n'), 1);
    if (explains) {
        const CsvTable t = parseCsv(r.out);
        QCOMPARE(t.rowCount(), 2);
        QCOMPARE(cells(t, QStringLiteral("verdict")),
            (QStringList {QStringLiteral("rejected"), QStringLiteral("rejected")}));
        QVERIFY(t.cell(0, QStringLiteral("reason")).contains(QStringLiteral("262144")));
    } else {
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliRecommend::ignoredFlagsWarn()
{
    // Flags the chosen policy ignores are reported, never passed over silently.
    const Run r
        = runCli(args("recommend --goal min-gpu --alpha 1 --beta 1 --max-slowdown 2 --token-budget 5"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.contains(QStringLiteral("warning: --alpha/--beta: min-GPU does not use the weights")));
    QVERIFY(r.err.contains(QStringLiteral("warning: --max-slowdown: min-GPU does not apply it")));
    QVERIFY(r.err.contains(QStringLiteral("warning: --token-budget: the empirical guard is off")));
}

void TestCliRecommend::onlyFeasibleConfiguration()
{
    // A grid of one: the summary does not say "of 1 feasible configurations" (fresh-user finding).
    const Run r = runCli(args("recommend --total-gpus 8 --batch-sizes 4"));
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(
        out.contains(QStringLiteral("8 GPUs (8 × 1), batch 4 per device — the only feasible configuration")),
        qPrintable(out));
    QVERIFY(!out.contains(QStringLiteral("of 1 feasible")));
}

void TestCliRecommend::impossibleGpuMfuFactor()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gpu.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "catalog:\n  gpus:\n    - gpu_name: FAST-1\n      memory_gb: 80\n      memory_bandwidth_GBps: 2000\n"
        "      fp16_tensor_core_tflops: 300\n      idle_power_w: 50\n      max_power_w: 400\n"
        "      mfu_factor: 5\n");
    f.close();
    const Run r = runCli({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral(
                 ":9: catalog.gpus[0].mfu_factor: must be a fraction of the peak in (0, 1], got 5")),
        qPrintable(r.err));
    // The cooling column takes air or liquid (issue 43 item 8).
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(
        "catalog:\n  gpus:\n    - gpu_name: FAST-1\n      memory_gb: 80\n      memory_bandwidth_GBps: 2000\n"
        "      fp16_tensor_core_tflops: 300\n      idle_power_w: 50\n      max_power_w: 400\n"
        "      mfu_factor: 0.5\n      cooling: liquyd\n");
    f.close();
    const Run cooling = runCli({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(cooling.exitCode, 2);
    QVERIFY2(cooling.err.contains(
                 QStringLiteral(":10: catalog.gpus[0].cooling: expected air or liquid, got 'liquyd'")),
        qPrintable(cooling.err));
    const Run flag = runCli(args("recommend --cooling liquyd"));
    QCOMPARE(flag.exitCode, 2);
    QVERIFY2(flag.err.contains(QStringLiteral("--cooling")) && flag.err.contains(QStringLiteral("liquid")),
        qPrintable(flag.err));
}

void TestCliRecommend::limitUnderAnotherGoalWarns()
{
    // A deadline or budget under a goal that does not read it warns (second newcomer pass: min-gpu with a
    // 1 h deadline picked a 30 h run silently), and min-GPU, which predicts only the first feasible counts
    // of its walk, does not call its pick the fastest.
    const Run minGpu = runCli(args("recommend --goal min-gpu --deadline 1h --total-tokens 1e9"));
    QCOMPARE(minGpu.exitCode, 0);
    QVERIFY2(minGpu.err.contains(QStringLiteral(
                 "warning: --deadline: the min_gpu goal does not apply it; give --goal deadline")),
        qPrintable(minGpu.err));
    QVERIFY2(!minGpu.out.contains("fastest"), minGpu.out.constData());
    const Run budget = runCli(args("recommend --budget 10gpuh --goal performance --total-tokens 1e9"));
    QVERIFY2(budget.err.contains(QStringLiteral("warning: --budget: the performance goal does not apply it")),
        qPrintable(budget.err));
    // The JSON policy says where the host power came from.
    for (const auto &[flags, from] : {std::pair {"recommend --format json", "cooling"},
             std::pair {"recommend --format json --host-power-per-node 3000", "set"}}) {
        const Run r = runCli(args(flags));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject policy
            = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("policy")).toObject();
        QCOMPARE(policy.value(QStringLiteral("host_power_from")).toString(), QString::fromLatin1(from));
    }
}

void TestCliRecommend::batchProgressLine()
{
    const QStringList base
        = QStringList {QStringLiteral("recommend"), QStringLiteral("--format"), QStringLiteral("csv"),
            QStringLiteral("--input"), kData + QStringLiteral("/workloads/sample_workloads.csv")};
    const Run quiet = runCli(base);
    const Run shown = runCli(base + QStringList {QStringLiteral("--progress")});
    QCOMPARE(shown.exitCode, 0);
    QCOMPARE(shown.out, quiet.out); // the output does not change
    QVERIFY(!quiet.err.contains(QStringLiteral("recommend: "))); // not a terminal: quiet
    const int jobs = int(quiet.out.count('\n')) - 1;
    QVERIFY2(
        shown.err.contains(QStringLiteral("\rrecommend: %1 of %1 jobs\n").arg(jobs)), qPrintable(shown.err));
}

void TestCliRecommend::batchInterruptLeavesNoOutput()
{
    const QTemporaryDir dir;
    const QString existing = dir.filePath(QStringLiteral("existing.csv"));
    const QString fresh = dir.filePath(QStringLiteral("fresh.csv"));
    {
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old\n");
    }
    for (const QString &output : {existing, fresh}) {
        cli::Interrupt::request(); // Ctrl-C as the batch starts
        const Run run = runCli({QStringLiteral("recommend"), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("--input"),
            kData + QStringLiteral("/workloads/sample_workloads.csv"), QStringLiteral("--output"), output});
        QCOMPARE(run.exitCode, int(cli::ExitInterrupted));
        QVERIFY2(run.err.contains(QStringLiteral("error: interrupted after 0 of ")), qPrintable(run.err));
        QVERIFY(!cli::Interrupt::requested()); // the flag is cleared for the next command
    }
    QFile file(existing);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("old\n")); // untouched
    QVERIFY(!QFileInfo::exists(fresh));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
        QStringList {QStringLiteral("existing.csv")}); // no temporaries
}

QTEST_GUILESS_MAIN(TestCliRecommend)
#include "test_cli_recommend.moc"
