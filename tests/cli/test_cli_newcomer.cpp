// Issue 25 ("What a new planner tripped over"), the command-line items: measured runs that match no
// catalog model are said, "did you mean" for verbs and flags, empty names, and batch files (one
// summary warning, a batch where every row fails exits 1, a row with too many cells fails only itself).

#include "CliRunner.h"
#include "TestData.h"
#include "io/CsvTable.h"
#include "support/ExitCode.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TestCliNewcomer : public QObject
{
    Q_OBJECT
private slots:
    void bundledSampleMatchesNoCatalogModel();
    void didYouMean_data();
    void didYouMean();
    void scientificNotationAsInYaml();
    void unknownLlmBeforeDefaultWarnings();
    void batchWarningsAreSummarised();
    void batchWhereEveryRowFailsExitsOne();
    void rowWithTooManyCellsFailsOnlyThatRow();

private:
    QString write(const QString &name, const QByteArray &text)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(file.fileName()));
        file.write(text);
        return file.fileName();
    }
    QTemporaryDir m_dir;
};

namespace {
const QByteArray kHeader = "llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size\n";
const QString kNoMatch = QStringLiteral(
    "No measured run can match: the bundled sample names no catalog model; set lookup: default (--lookup "
    "default) for the bundled run database.\n");
} // namespace

void TestCliNewcomer::bundledSampleMatchesNoCatalogModel()
{
    // The summary (the CLI's and the app's banner) says it, between the headline and the policy line.
    const CliRun plain
        = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--top-k"), QStringLiteral("1")});
    QCOMPARE(plain.exitCode, int(cli::ExitSuccess));
    const QStringList lines = QString::fromUtf8(plain.out).split(u'\n');
    QVERIFY2(lines.size() > 3, plain.out.constData());
    const qsizetype note = lines.indexOf(kNoMatch.chopped(1));
    QVERIFY2(note >= 1, plain.out.constData());
    QVERIFY(lines.at(note + 1).startsWith(u"Policy: "));
    QVERIFY2(plain.err.isEmpty(), qPrintable(plain.err)); // said once, in the summary, not as a warning
    const CliRun withDatabase = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--top-k"),
        QStringLiteral("1"), QStringLiteral("--lookup"), QStringLiteral("default")});
    QCOMPARE(withDatabase.exitCode, int(cli::ExitSuccess));
    QVERIFY2(!withDatabase.out.contains("No measured run can match"), withDatabase.out.constData());
    // The seed's order is kept: kavier alone never reads measured runs, so it says nothing.
    const CliRun kavier = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--top-k"),
        QStringLiteral("1"), QStringLiteral("--predictor"), QStringLiteral("kavier")});
    QVERIFY2(!kavier.out.contains("No measured run can match"), kavier.out.constData());
}

void TestCliNewcomer::didYouMean_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("verb") << QStringList {QStringLiteral("recommnd")}
                          << QStringLiteral(
                                 "error: unknown command 'recommnd'; did you mean 'recommend'? "
                                 "commands: recommend, explain, simulate, catalog, recommend-trace, "
                                 "trace-to-runs, simulate-trace, tune, evaluate, evaluate-memory (see "
                                 "coastline-cli --help)\n");
    QTest::newRow("far verb")
        << QStringList {QStringLiteral("frobnicate")}
        << QStringLiteral("error: unknown command 'frobnicate'; commands: recommend, "
                          "explain, simulate, catalog, recommend-trace, trace-to-runs, "
                          "simulate-trace, tune, evaluate, evaluate-memory (see coastline-cli --help)\n");
    QTest::newRow("flag") << QStringList {QStringLiteral("recommend"), QStringLiteral("--tokns"),
        QStringLiteral("5")}
                          << QStringLiteral(
                                 "error: recommend: unknown option 'tokns'; did you mean --tokens? (see "
                                 "coastline-cli recommend --help)\n");
    QTest::newRow("empty llm") << QStringList {QStringLiteral("recommend"), QStringLiteral("--llm"),
        QString()} << QStringLiteral("error: --llm: the name is empty\n");
    QTest::newRow("above the maximum")
        << QStringList {QStringLiteral("recommend"), QStringLiteral("--tokens"), QStringLiteral("2e7")}
        << QStringLiteral("error: --tokens: 2e7 is above the maximum 10000000\n");
    QTest::newRow("fraction") << QStringList {QStringLiteral("recommend"), QStringLiteral("--tokens"),
        QStringLiteral("1.5e0")}
                              << QStringLiteral("error: --tokens: expected a whole number, got '1.5e0'\n");
    QTest::newRow("blank gpu") << QStringList {QStringLiteral("simulate"), QStringLiteral("--gpu"),
        QStringLiteral(" ")} << QStringLiteral("error: --gpu: the name is empty\n");
}

void TestCliNewcomer::didYouMean()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    const CliRun r = CliRunner::run(arguments);
    QCOMPARE(r.exitCode, int(cli::ExitBadInput));
    QCOMPARE(r.err, error);
}

void TestCliNewcomer::scientificNotationAsInYaml()
{
    // 1e3 is a whole number in a configuration file; the flag reads it the same way.
    const QString yaml = write(QStringLiteral("tokens.yaml"),
        "workload:\n  llm_model: granite-3.1-8b-instruct\n  fine_tuning_method: full\n  gpu_model: "
        "NVIDIA-A100-SXM4-80GB\n  tokens_per_sample: 1e3\n  batch_size: 4\n  gpus_per_node: 8\n  "
        "number_of_nodes: 1\n");
    const CliRun fromYaml = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--config"), yaml,
        QStringLiteral("--format"), QStringLiteral("csv")});
    const CliRun fromFlag = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--tokens"),
        QStringLiteral("1e3"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(fromFlag.exitCode, int(cli::ExitSuccess));
    QCOMPARE(fromYaml.exitCode, int(cli::ExitSuccess));
    QCOMPARE(
        CsvTable::parse(fromFlag.out, QStringLiteral("out")).cell(0, QStringLiteral("tokens_per_sample")),
        QStringLiteral("1000"));
    QCOMPARE(fromFlag.out, fromYaml.out);
}

void TestCliNewcomer::unknownLlmBeforeDefaultWarnings()
{
    const QString yaml = write(QStringLiteral("unknown.yaml"), "workload:\n  llm_model: nope-llm\n");
    const CliRun r = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), yaml});
    QCOMPARE(r.exitCode, int(cli::ExitBadInput));
    QVERIFY2(r.err.startsWith(
                 QStringLiteral("error: %1:2: workload.llm_model: unknown name 'nope-llm'").arg(yaml)),
        qPrintable(r.err));
    QVERIFY2(!r.err.contains(u"warning:"), qPrintable(r.err));
}

void TestCliNewcomer::batchWarningsAreSummarised()
{
    // 12 GPUs on 2 nodes has no calibrated multi-GPU factor, so Kavier warns for every job; one summary
    // line replaces one line per job.
    QByteArray jobs = kHeader;
    for (int i = 0; i < 6; ++i)
        jobs += "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,2048,8\n";
    const QString path = write(QStringLiteral("jobs.csv"), jobs);
    const CliRun r = CliRunner::run(
        {QStringLiteral("recommend"), QStringLiteral("--input"), path, QStringLiteral("--predictor"),
            QStringLiteral("kavier"), QStringLiteral("--total-gpus"), QStringLiteral("12"),
            QStringLiteral("--cluster-gpus"), QStringLiteral("12"), QStringLiteral("--max-gpus-per-node"),
            QStringLiteral("6"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, int(cli::ExitSuccess));
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(
                 QStringLiteral("warning: %1: 6 of 6 jobs have warnings (recommend one job for "
                                "details); the first: %1:2: ")
                     .arg(path))
            && lines.first().contains(u"Kavier factors not calibrated"),
        qPrintable(r.err));
    QVERIFY2(!r.err.contains(u"mgc_snapped"), qPrintable(r.err));
}

void TestCliNewcomer::batchWhereEveryRowFailsExitsOne()
{
    const QString path = write(QStringLiteral("bad.csv"),
        kHeader + "nope-llm,full,NVIDIA-A100-SXM4-80GB,1024,4\ngranite-3.1-8b-instruct,full,A10,7621,64\n");
    const CliRun r = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--input"), path,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, int(cli::ExitNoResult));
    QVERIFY2(r.err.endsWith(QStringLiteral("error: %1: no job could be recommended\n").arg(path)),
        qPrintable(r.err));
    QCOMPARE(CsvTable::parse(r.out, QStringLiteral("out")).rowCount(), 2); // the rows are still written

    const QString mixed = write(QStringLiteral("mixed.csv"),
        kHeader
            + "nope-llm,full,NVIDIA-A100-SXM4-80GB,1024,4\nmistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,"
              "16\n");
    QCOMPARE(CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--input"), mixed}).exitCode,
        int(cli::ExitSuccess));
}

void TestCliNewcomer::rowWithTooManyCellsFailsOnlyThatRow()
{
    const QString path = write(QStringLiteral("wide.csv"),
        kHeader
            + "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,extra\n"
              "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16\n"
              "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB\n");
    const CliRun r = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--input"), path,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, int(cli::ExitSuccess));
    const CsvTable out = CsvTable::parse(r.out, QStringLiteral("out"));
    QCOMPARE(out.rowCount(), 3);
    QCOMPARE(out.cell(0, QStringLiteral("error")),
        QStringLiteral("%1:2: row has 6 cells but the header has 5 columns").arg(path));
    QCOMPARE(out.cell(1, QStringLiteral("error")), QString());
    QVERIFY(out.cell(1, QStringLiteral("total_gpus")).toInt() >= 1);
    QVERIFY2(out.cell(2, QStringLiteral("error")).startsWith(QStringLiteral("%1:4: ").arg(path)),
        qPrintable(out.cell(2, QStringLiteral("error"))));
}

QTEST_GUILESS_MAIN(TestCliNewcomer)
#include "test_cli_newcomer.moc"
