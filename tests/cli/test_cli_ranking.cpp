// `coastline-cli` ranking on real predictions (docs/user-guide.md "Scores"): the default scores (relative,
// energy per token) never pick a dominated configuration, keep "performance" within 10 % of the fastest,
// and a wider search (a larger grid, --layouts auto) never lowers the pick's throughput by more than that;
// the seed's scores stay one setting away (--energy-metric power --score-normalization min-max). Also the
// names and inputs that used to be accepted silently: cluster_gpus in a file, --layouts auto,whole-nodes,
// --cp with a sequence the CP split cannot divide, FP8 on a 4-bit base.

#include "CliRunner.h"
#include "io/CsvTable.h"
#include "support/ExitCode.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

/// A ranked CSV: throughput and J/token per row, rank order.
struct Rows
{
    CsvTable table;
    int count = 0;
    double throughput(int r) const { return table.number(r, QStringLiteral("throughput_tokens_per_s")); }
    double joulesPerToken(int r) const
    {
        return table.number(r, QStringLiteral("cluster_power_w")) / throughput(r);
    }
    double fastest() const
    {
        double best = 0;
        for (int r = 0; r < count; ++r)
            best = std::max(best, throughput(r));
        return best;
    }
    QString cell(int r, const char *column) const { return table.cell(r, QString::fromLatin1(column)); }
};

Rows ranked(QStringList arguments)
{
    arguments.prepend(QStringLiteral("recommend"));
    arguments << QStringLiteral("--all") << QStringLiteral("--format") << QStringLiteral("csv");
    const CliRun run = CliRunner::run(arguments);
    if (run.exitCode != 0)
        qWarning("%s exited %d: %s", qPrintable(arguments.join(u' ')), run.exitCode, qPrintable(run.err));
    Rows rows;
    if (run.exitCode != 0 || run.out.isEmpty())
        return rows;
    rows.table = CsvTable::parse(run.out, QStringLiteral("stdout"));
    rows.count = rows.table.rowCount();
    return rows;
}

/// The index of a ranked row that has higher throughput and lower J/token than the pick, or -1.
int dominatorOfPick(const Rows &rows)
{
    for (int r = 1; r < rows.count; ++r)
        if (rows.throughput(r) > rows.throughput(0) && rows.joulesPerToken(r) < rows.joulesPerToken(0))
            return r;
    return -1;
}

/// 70B FP8 on 64 H100 (8 nodes of 8): the case.
QStringList seventyB()
{
    return {QStringLiteral("--llm"), QStringLiteral("llama3.1-70b"), QStringLiteral("--method"),
        QStringLiteral("full"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"),
        QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--tokens"),
        QStringLiteral("4096"), QStringLiteral("--cluster-gpus"), QStringLiteral("64"),
        QStringLiteral("--max-nodes"), QStringLiteral("8"), QStringLiteral("--total-gpus"),
        QStringLiteral("8,16,32,64"), QStringLiteral("--batch-sizes"), QStringLiteral("1,2,4,8")};
}

} // namespace

class TestCliRanking : public QObject
{
    Q_OBJECT
private slots:
    void performancePick_data();
    void performancePick();
    void widerSearchKeepsThePick_data();
    void widerSearchKeepsThePick();
    void seedScoresOneSettingAway();
    void relativeScoresFromTheColumns();
    void normalizationKeyInAFile();
    void clusterGpusKeySuggestsTotalGpus();
    void layoutsWithAFilter();
    void cpSplitWarns();
    void fp8OnAFourBitBaseIsRefused();
};

void TestCliRanking::performancePick_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("default job") << QStringList {};
    QTest::newRow("70B fp8 64 H100 auto")
        << (seventyB() << QStringLiteral("--layouts") << QStringLiteral("auto"));
    QTest::newRow("70B fp8 64 H100") << seventyB();
}

void TestCliRanking::performancePick()
{
    QFETCH(QStringList, arguments);
    const Rows rows = ranked(arguments);
    QVERIFY(rows.count > 1);
    QCOMPARE(dominatorOfPick(rows), -1);
    QCOMPARE(rows.cell(0, "dominated"), QStringLiteral("false"));
    QVERIFY2(rows.throughput(0) >= 0.9 * rows.fastest(),
        qPrintable(QStringLiteral("pick %1 tok/s, fastest %2").arg(rows.throughput(0)).arg(rows.fastest())));
}

void TestCliRanking::widerSearchKeepsThePick_data()
{
    QTest::addColumn<QStringList>("narrow");
    QTest::addColumn<QStringList>("wide");
    QTest::addColumn<QString>("goal");
    for (const QString &goal : {QStringLiteral("performance"), QStringLiteral("balanced")}) {
        QTest::addRow("default job, larger grid, %s", qPrintable(goal))
            << QStringList {} << QStringList {QStringLiteral("--batch-sizes"), QStringLiteral("1-16")}
            << goal;
        QTest::addRow("70B fp8, auto, %s", qPrintable(goal))
            << seventyB() << (seventyB() << QStringLiteral("--layouts") << QStringLiteral("auto")) << goal;
    }
}

void TestCliRanking::widerSearchKeepsThePick()
{
    QFETCH(QStringList, narrow);
    QFETCH(QStringList, wide);
    QFETCH(QString, goal);
    const Rows a = ranked(narrow << QStringLiteral("--goal") << goal);
    const Rows b = ranked(wide << QStringLiteral("--goal") << goal);
    QVERIFY(a.count > 0 && b.count >= a.count);
    // The stated tolerance: 10 % for performance (docs/user-guide.md "Scores"), 50 % for balanced
    // (1 − β/α with β = α); measured here it is far less.
    const double tolerance = goal == u"performance" ? 0.10 : 0.50;
    QVERIFY2(b.throughput(0) >= (1 - tolerance) * a.throughput(0),
        qPrintable(
            QStringLiteral("narrow pick %1 tok/s, wide pick %2").arg(a.throughput(0)).arg(b.throughput(0))));
    QCOMPARE(dominatorOfPick(b), -1);
}

void TestCliRanking::seedScoresOneSettingAway()
{
    // The seed's scores: min-max of 1/throughput and of cluster W, computed here from the columns.
    const Rows rows
        = ranked({QStringLiteral("--goal"), QStringLiteral("balanced"), QStringLiteral("--energy-metric"),
            QStringLiteral("power"), QStringLiteral("--score-normalization"), QStringLiteral("min-max")});
    QVERIFY(rows.count > 2);
    double minT = 1e300, maxT = 0, minP = 1e300, maxP = 0;
    for (int r = 0; r < rows.count; ++r) {
        minT = std::min(minT, 1 / rows.throughput(r));
        maxT = std::max(maxT, 1 / rows.throughput(r));
        minP = std::min(minP, rows.table.number(r, QStringLiteral("cluster_power_w")));
        maxP = std::max(maxP, rows.table.number(r, QStringLiteral("cluster_power_w")));
    }
    for (int r = 0; r < rows.count; ++r) {
        const double sr = (maxT - 1 / rows.throughput(r)) / (maxT - minT);
        const double se = (maxP - rows.table.number(r, QStringLiteral("cluster_power_w"))) / (maxP - minP);
        QVERIFY(std::fabs(rows.table.number(r, QStringLiteral("runtime_score")) - sr) < 1e-9);
        QVERIFY(std::fabs(rows.table.number(r, QStringLiteral("energy_score")) - se) < 1e-9);
    }
}

void TestCliRanking::relativeScoresFromTheColumns()
{
    const Rows rows = ranked({QStringLiteral("--goal"), QStringLiteral("balanced")});
    QVERIFY(rows.count > 2);
    double leanest = 1e300;
    for (int r = 0; r < rows.count; ++r)
        leanest = std::min(leanest, rows.joulesPerToken(r));
    for (int r = 0; r < rows.count; ++r) {
        QVERIFY(std::fabs(rows.table.number(r, QStringLiteral("runtime_score"))
                    - rows.throughput(r) / rows.fastest())
            < 1e-12);
        QVERIFY(
            std::fabs(rows.table.number(r, QStringLiteral("energy_score")) - leanest / rows.joulesPerToken(r))
            < 1e-9);
    }
}

void TestCliRanking::normalizationKeyInAFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("seed.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("strategy:\n  preset: balanced\n  energy_metric: power\n  score_normalization: Min_Max\n");
    file.close();
    const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path,
        QStringLiteral("--top-k"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, int(cli::ExitSuccess));
    const QJsonObject policy
        = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("policy")).toObject();
    QCOMPARE(policy.value(QStringLiteral("energy_metric")).toString(), QStringLiteral("power"));
    QVERIFY(!policy.contains(QStringLiteral("score_normalization"))); // the seed's policy object
    const CliRun relative = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--top-k"),
        QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject defaults
        = QJsonDocument::fromJson(relative.out).object().value(QStringLiteral("policy")).toObject();
    QCOMPARE(defaults.value(QStringLiteral("score_normalization")).toString(), QStringLiteral("relative"));
    QCOMPARE(defaults.value(QStringLiteral("energy_metric")).toString(), QStringLiteral("energy_per_token"));

    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("strategy:\n  score_normalization: minmx\n");
    file.close();
    const CliRun bad = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path});
    QCOMPARE(bad.exitCode, int(cli::ExitBadInput));
    QVERIFY2(
        bad.err.contains(QStringLiteral("seed.yaml:2: strategy.score_normalization: unknown value 'minmx' "
                                        "(did you mean 'min-max'?)")),
        qPrintable(bad.err));
    const CliRun flag = CliRunner::run(
        {QStringLiteral("recommend"), QStringLiteral("--score-normalization"), QStringLiteral("relativ")});
    QCOMPARE(flag.exitCode, int(cli::ExitBadInput));
    QVERIFY2(
        flag.err.startsWith(QStringLiteral("error: --score-normalization: unknown value 'relativ' (did you "
                                           "mean 'relative'?)")),
        qPrintable(flag.err));
}

void TestCliRanking::clusterGpusKeySuggestsTotalGpus()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("cluster_gpus: 64\ninfrastructure:\n  cluster_gpus: 64\ngrid:\n  cluster_gpus: 64\n");
    file.close();
    const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), path,
        QStringLiteral("--top-k"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(run.err.contains(QStringLiteral("job.yaml:1: unknown key 'cluster_gpus' (did you mean "
                                             "'infrastructure.total_gpus'? it is the setting of the flag "
                                             "--cluster-gpus)")),
        qPrintable(run.err));
    QVERIFY2(
        run.err.contains(QStringLiteral("job.yaml:3: unknown key 'infrastructure.cluster_gpus' (did you "
                                        "mean 'total_gpus'? it is the setting of the flag --cluster-gpus)")),
        qPrintable(run.err));
    // In a section without such a key, the suggestion is the key's full path.
    QVERIFY2(run.err.contains(QStringLiteral("job.yaml:5: unknown key 'grid.cluster_gpus' (did you mean "
                                             "'infrastructure.total_gpus'? it is the setting of the flag "
                                             "--cluster-gpus)")),
        qPrintable(run.err));
}

void TestCliRanking::layoutsWithAFilter()
{
    const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--layouts"),
        QStringLiteral("auto,whole-nodes"), QStringLiteral("--top-k"), QStringLiteral("1"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, int(cli::ExitSuccess));
    const QJsonObject policy
        = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("policy")).toObject();
    QCOMPARE(policy.value(QStringLiteral("layouts")).toString(), QStringLiteral("whole-nodes"));
    QCOMPARE(policy.value(QStringLiteral("parallel_layouts")).toString(), QStringLiteral("auto"));
    const CliRun two = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--layouts"),
        QStringLiteral("whole-nodes,powers-of-two")});
    QCOMPARE(two.exitCode, int(cli::ExitBadInput));
    QVERIFY2(
        two.err.startsWith(QStringLiteral("error: --layouts whole-nodes,powers-of-two: 'whole-nodes' and "
                                          "'powers-of-two' are both GPU-count filters; give one")),
        qPrintable(two.err));
}

void TestCliRanking::cpSplitWarns()
{
    const QStringList job {QStringLiteral("simulate"), QStringLiteral("--llm"), QStringLiteral("llama3.1-8b"),
        QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
        QStringLiteral("H100-SXM"), QStringLiteral("--batch"), QStringLiteral("1"),
        QStringLiteral("--gpus-per-node"), QStringLiteral("8"), QStringLiteral("--cp"), QStringLiteral("8"),
        QStringLiteral("--tokens")};
    const CliRun odd = CliRunner::run(QStringList(job) << QStringLiteral("4097"));
    QVERIFY2(
        odd.err.contains(QStringLiteral("warning: layout cp8: 4097 tokens per sample do not split into 2 × "
                                        "CP = 16 equal chunks")),
        qPrintable(odd.err));
    QVERIFY(odd.err.contains(QStringLiteral("NeMo pads to 4112 tokens; memory and step time count 4112")));
    QCOMPARE(odd.err.count(QStringLiteral("equal chunks")), 1);
    const CliRun even = CliRunner::run(QStringList(job) << QStringLiteral("4096"));
    QVERIFY2(!even.err.contains(QStringLiteral("cp8:")), qPrintable(even.err));
    // The same from a layout list and from auto's search (issue 45 item 8: it warned for --cp only).
    QStringList listed = job;
    listed.replace(0, QStringLiteral("recommend"));
    listed.removeAt(listed.indexOf(QStringLiteral("--batch")) + 1);
    listed.removeAt(listed.indexOf(QStringLiteral("--batch")));
    listed.removeAt(listed.indexOf(QStringLiteral("--cp")) + 1);
    listed.removeAt(listed.indexOf(QStringLiteral("--cp")));
    const CliRun list = CliRunner::run(QStringList(listed)
        << QStringLiteral("4097") << QStringLiteral("--layouts") << QStringLiteral("cp8"));
    QVERIFY2(list.err.contains(QStringLiteral("warning: layout cp8: 4097 tokens per sample do not split")),
        qPrintable(list.err));
    const CliRun search = CliRunner::run(QStringList(listed)
        << QStringLiteral("4097") << QStringLiteral("--layouts") << QStringLiteral("cp2,cp8"));
    QVERIFY2(
        search.err.contains(QStringLiteral("warning: context-parallel layouts pad 4097 tokens per sample to "
                                           "a multiple of 2 × CP (cp2 → 4100, cp8 → 4112)")),
        qPrintable(search.err));
}

void TestCliRanking::fp8OnAFourBitBaseIsRefused()
{
    for (const QString &method : {QStringLiteral("qlora"), QStringLiteral("gptq-lora")}) {
        const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--llm"),
            QStringLiteral("llama3.1-8b"), QStringLiteral("--method"), method, QStringLiteral("--gpu"),
            QStringLiteral("H100-SXM"), QStringLiteral("--precision"), QStringLiteral("fp8")});
        QCOMPARE(run.exitCode, int(cli::ExitBadInput));
        QVERIFY2(run.err.startsWith(QStringLiteral(
                     "error: --precision fp8 does not apply to %1: its frozen base is stored in 4 bits")
                                        .arg(method)),
            qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
    const CliRun lora = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--llm"),
        QStringLiteral("llama3.1-8b"), QStringLiteral("--method"), QStringLiteral("lora"),
        QStringLiteral("--gpu"), QStringLiteral("H100-SXM"), QStringLiteral("--precision"),
        QStringLiteral("fp8"), QStringLiteral("--top-k"), QStringLiteral("1")});
    QCOMPARE(lora.exitCode, int(cli::ExitSuccess));
}

QTEST_GUILESS_MAIN(TestCliRanking)
#include "test_cli_ranking.moc"
