// End-to-end tests of the trace verbs (cli.md "recommend-trace, trace-to-runs, simulate-trace"; traces.md),
// in-process. A QApplication (offscreen under ctest) is needed for --plot, as coastline-cli creates one;
// the plot is drawn in-process (PlotModule::setWriter) — test_cli_smoke runs the binary's plot module.

#include "CliRunner.h"
#include "TestData.h"
#include "io/CsvTable.h"
#include "support/PlotModule.h"
#include "trace/TracePlotFile.h"

#include <QApplication>
#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kTrace = TestData::path(QStringLiteral("traces/sample_trace.csv"));
const QStringList kCluster {QStringLiteral("--cluster-gpus"), QStringLiteral("64"),
    QStringLiteral("--max-gpus-per-node"), QStringLiteral("8")};

CsvTable parseCsv(QByteArray data)
{
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return CsvTable::parse(buffer, QStringLiteral("csv"));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCliTrace : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { cli::PlotModule::setWriter(&TracePlotFile::write); }
    void recommendTraceWritesTheRecommendedTrace();
    void recommendTraceDefaultsToMinGpu();
    void traceToRunsWritesTheFlatSchema();
    void simulateTracePrintsBaselineAndRecommended();
    void simulateTraceWithRecommendedFileMatchesInProcess();
    void simulateTraceComparesTheSameJobs();
    void simulateTraceWritesScheduleAndPlots();
    void badInput_data();
    void badInput();

private:
    QTemporaryDir m_dir;
    QString file(const QString &name) const { return m_dir.filePath(name); }
};

void TestCliTrace::recommendTraceWritesTheRecommendedTrace()
{
    const CliRun r = CliRunner::run(QStringList {QStringLiteral("recommend-trace"), QStringLiteral("--input"),
                                        kTrace, QStringLiteral("--output"), file(QStringLiteral("rec.csv"))}
        + kCluster);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith("wrote " + file(QStringLiteral("rec.csv")).toUtf8() + ": 5 rows, "),
        r.out.constData());
    QVERIFY(r.out.contains("(cluster 64 GPUs: 8 nodes x 8)"));
    const CsvTable rec = CsvTable::read(file(QStringLiteral("rec.csv")));
    QCOMPARE(rec.rowCount(), 5);
    QCOMPARE(rec.header().at(0), QStringLiteral("metadata.model_name"));
    QString duration;
    for (const QString &column : rec.header())
        if (column.startsWith(u"metadata.estimated_duration_"))
            duration = column;
    QVERIFY(!duration.isEmpty());
    QVERIFY(r.out.contains(duration.section(u'.', -1).toUtf8()));
    for (int row = 0; row < rec.rowCount(); ++row) { // durations = work / recommended throughput, or observed
        QVERIFY(rec.number(row, duration) > 0
            || !rec.cell(row, QStringLiteral("metadata.recommendation_note")).isEmpty());
        if (!rec.hasColumn(QStringLiteral("metadata.recommendation_note"))
            || rec.cell(row, QStringLiteral("metadata.recommendation_note")).isEmpty())
            continue;
        QVERIFY(rec.cell(row, QStringLiteral("metadata.recommendation_note"))
                    .endsWith(QStringLiteral("— job kept unchanged (original config + observed duration)")));
        QVERIFY(r.err.contains(rec.cell(row, QStringLiteral("metadata.recommendation_note"))));
    }
}

void TestCliTrace::recommendTraceDefaultsToMinGpu()
{
    const QStringList base {QStringLiteral("recommend-trace"), QStringLiteral("--input"), kTrace};
    QCOMPARE(CliRunner::run(
                 base + kCluster + QStringList {QStringLiteral("--output"), file(QStringLiteral("a.csv"))})
                 .exitCode,
        0);
    QCOMPARE(CliRunner::run(base + kCluster
                 + QStringList {QStringLiteral("--goal"), QStringLiteral("min_gpu"),
                     QStringLiteral("--output"), file(QStringLiteral("b.csv"))})
                 .exitCode,
        0);
    QCOMPARE(readAll(file(QStringLiteral("a.csv"))), readAll(file(QStringLiteral("b.csv"))));
}

void TestCliTrace::traceToRunsWritesTheFlatSchema()
{
    const CliRun r = CliRunner::run({QStringLiteral("trace-to-runs"), QStringLiteral("--input"), kTrace,
        QStringLiteral("--output"), file(QStringLiteral("runs.csv"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.endsWith(" rows (5 valid) in the flat measured-runs schema\n"), r.out.constData());
    const CsvTable runs = CsvTable::read(file(QStringLiteral("runs.csv")));
    QCOMPARE(runs.header(),
        QStringLiteral("model_name,method,gpu_model,number_nodes,number_gpus,tokens_per_sample,batch_size,"
                       "dataset_tokens_per_second,train_runtime,is_valid")
            .split(u','));
    QCOMPARE(runs.number(0, QStringLiteral("number_gpus")), 16.0); // 8 per node × 2 nodes (spec decision 6)
    // a raw profiling trace already in the flat schema passes through
    const CliRun raw = CliRunner::run({QStringLiteral("trace-to-runs"), QStringLiteral("--input"),
        TestData::path(QStringLiteral("traces/sample_raw_trace.csv")), QStringLiteral("--output"),
        file(QStringLiteral("raw.csv"))});
    QVERIFY2(raw.exitCode == 0, qPrintable(raw.err));
}

void TestCliTrace::simulateTracePrintsBaselineAndRecommended()
{
    const CliRun r = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"),
                                        kTrace, QStringLiteral("--format"), QStringLiteral("csv")}
        + kCluster);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CsvTable summary = parseCsv(r.out);
    QCOMPARE(summary.header(), QStringLiteral("metric,unit,baseline,recommended,change_percent").split(u','));
    QCOMPARE(summary.cell(0, QStringLiteral("metric")), QStringLiteral("jobs"));
    QCOMPARE(summary.number(0, QStringLiteral("baseline")), 5.0);
    QCOMPARE(summary.number(0, QStringLiteral("recommended")), 5.0);
    const CliRun table
        = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), kTrace,
                             QStringLiteral("--policy"), QStringLiteral("fcfs")}
            + kCluster);
    QVERIFY2(table.exitCode == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains("5 jobs on 8 nodes x 8 GPUs, policy fcfs"), table.out.constData());
    QVERIFY(table.out.contains("makespan"));
    // Issue 25: the summary names the predictor with its files and the job counts.
    QVERIFY2(
        table.out.contains("\npredictor: intelligent (measured runs from the bundled sample, else roofline "
                           "with calibration default)\n"),
        table.out.constData());
    QVERIFY2(
        table.out.contains("\njobs compared: 5 of 5 (scheduled in both scenarios); 5 given a recommended "
                           "layout\n"),
        table.out.constData());
    const CliRun kavier
        = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), kTrace,
                             QStringLiteral("--predictor"), QStringLiteral("kavier"),
                             QStringLiteral("--calibration"), QStringLiteral("4model")}
            + kCluster);
    QVERIFY2(kavier.out.contains("\npredictor: kavier with calibration 4model\n"), kavier.out.constData());
}

void TestCliTrace::simulateTraceComparesTheSameJobs()
{
    // Row 3 needs 3 nodes: too large for the 2-node cluster as submitted, but min-GPU puts it on one
    // node. Its GPU-hours must not count in one scenario only: it is left out of both, and stderr says so.
    QFile out(file(QStringLiteral("mixed.csv")));
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write("metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,"
              "metadata.batch_size,resources.num_gpus_per_node,resources.num_nodes,"
              "metadata.output.train_tokens_per_second,metadata.train_runtime\n"
              "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,8,1,3900,3600\n"
              "granite-3.1-2b,lora,NVIDIA-A100-SXM4-80GB,1024,16,4,1,15000,1000\n"
              "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,8,3,9000,1200\n"
              "granite-3.1-2b,lora,NVIDIA-A100-SXM4-80GB,1024,16,4,1,15000,1000\n");
    out.close();
    const CliRun r = CliRunner::run(
        QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), out.fileName(),
            QStringLiteral("--cluster-gpus"), QStringLiteral("16"), QStringLiteral("--max-gpus-per-node"),
            QStringLiteral("8"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u": 1 job scheduled in one scenario only (job 3) left out of both, so both "
                            u"scenarios compare the same 3 jobs"),
        qPrintable(r.err));
    const CsvTable summary = parseCsv(r.out);
    QCOMPARE(summary.number(0, QStringLiteral("baseline")), 3.0); // jobs
    QCOMPARE(summary.number(0, QStringLiteral("recommended")), 3.0);
    // The baseline GPU-hours are those of jobs 1, 2 and 4 only: 8 × 1 h + 2 × 4 × 1000 s.
    QCOMPARE(summary.cell(8, QStringLiteral("metric")), QStringLiteral("gpu_hours"));
    QCOMPARE(summary.number(8, QStringLiteral("baseline")), 8.0 + 2 * 4 * 1000.0 / 3600);

    // A recommended file of other jobs is refused, naming both files and lines.
    QFile other(file(QStringLiteral("other.csv")));
    QVERIFY(other.open(QIODevice::WriteOnly | QIODevice::Truncate));
    other.write(readAll(out.fileName()).replace("granite-3.1-2b", "granite-3.3-8b"));
    other.close();
    const CliRun differ = CliRunner::run(
        QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), out.fileName(),
            QStringLiteral("--recommended"), other.fileName(), QStringLiteral("--cluster-gpus"),
            QStringLiteral("16"), QStringLiteral("--max-gpus-per-node"), QStringLiteral("8")});
    QCOMPARE(differ.exitCode, 2);
    QVERIFY2(differ.err.contains(u":3 is granite-3.3-8b on NVIDIA-A100-SXM4-80GB, but ")
            && differ.err.contains(u":3 is granite-3.1-2b on NVIDIA-A100-SXM4-80GB; the two files differ"),
        qPrintable(differ.err));
}

void TestCliTrace::simulateTraceWithRecommendedFileMatchesInProcess()
{
    QCOMPARE(CliRunner::run(QStringList {QStringLiteral("recommend-trace"), QStringLiteral("--input"), kTrace,
                                QStringLiteral("--output"), file(QStringLiteral("rec2.csv"))}
                 + kCluster)
                 .exitCode,
        0);
    const QStringList csv {QStringLiteral("--format"), QStringLiteral("csv")};
    const CliRun direct = CliRunner::run(
        QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), kTrace} + kCluster + csv);
    const CliRun viaFile
        = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), kTrace,
                             QStringLiteral("--recommended"), file(QStringLiteral("rec2.csv"))}
            + kCluster + csv);
    const CliRun recommendedOnly
        = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"),
                             file(QStringLiteral("rec2.csv"))}
            + kCluster + csv);
    QVERIFY2(viaFile.exitCode == 0, qPrintable(viaFile.err));
    QCOMPARE(viaFile.out, direct.out);
    QCOMPARE(recommendedOnly.out, direct.out);
}

void TestCliTrace::simulateTraceWritesScheduleAndPlots()
{
    const CliRun r = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"),
                                        kTrace, QStringLiteral("--schedule"), file(QStringLiteral("s.csv")),
                                        QStringLiteral("--plot"), file(QStringLiteral("p.png"))}
        + kCluster);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CsvTable schedule = CsvTable::read(file(QStringLiteral("s.csv")));
    QCOMPARE(schedule.header(),
        QStringLiteral("job,submit_s,start_s,end_s,wait_s,nodes,gpus_per_node,energy_kwh,scenario")
            .split(u','));
    QCOMPARE(schedule.rowCount(), 10);
    QCOMPARE(schedule.cell(0, QStringLiteral("scenario")), QStringLiteral("baseline"));
    QCOMPARE(schedule.cell(9, QStringLiteral("scenario")), QStringLiteral("recommended"));
    QVERIFY(readAll(file(QStringLiteral("p.png"))).startsWith("\x89PNG"));
    QImage image(file(QStringLiteral("p.png")));
    QCOMPARE(image.size(), QSize(1200, 650));
    for (const char *suffix : {"svg", "pdf"}) {
        const QString path = file(QStringLiteral("p.") + QLatin1String(suffix));
        const CliRun plot
            = CliRunner::run(QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), kTrace,
                                 QStringLiteral("--plot"), path}
                + kCluster);
        QVERIFY2(plot.exitCode == 0, qPrintable(plot.err));
        const QByteArray data = readAll(path);
        QVERIFY2(qstrcmp(suffix, "svg") == 0 ? data.contains("<svg") : data.startsWith("%PDF"), suffix);
    }
}

void TestCliTrace::badInput_data()
{
    QTest::addColumn<QString>("csv"); // written to bad.csv; empty = use the sample trace
    QTest::addColumn<QStringList>("arguments"); // "TRACE" is replaced by the trace's path
    QTest::addColumn<QString>("error"); // the expected start of stderr's error line, after the path
    const QString header = QStringLiteral(
        "metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,metadata.batch_"
        "size,"
        "resources.num_gpus_per_node,resources.num_nodes,metadata.output.train_tokens_per_second,"
        "metadata.train_runtime,metadata.submission_time\n");
    const QString row = QStringLiteral("mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,8,1,3900,%1,%2\n");
    const QStringList simulate
        = QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"), QStringLiteral("TRACE")}
        + kCluster;
    QTest::newRow("missing column") << QStringLiteral("metadata.model_name,metadata.method\nx,full\n")
                                    << simulate << QStringLiteral("error: TRACE: missing required columns: ");
    QTest::newRow("bad time") << header + row.arg(QStringLiteral("60"), QStringLiteral("yesterday"))
                              << simulate
                              << QStringLiteral("error: TRACE:2: column 'metadata.submission_time': ");
    QTest::newRow("negative runtime")
        << header + row.arg(QStringLiteral("-5"), QStringLiteral("0")) << simulate
        << QStringLiteral("error: TRACE:2: column 'metadata.train_runtime': ");
    QTest::newRow("no cluster") << QString()
                                << QStringList {QStringLiteral("simulate-trace"), QStringLiteral("--input"),
                                       QStringLiteral("TRACE")}
                                << QStringLiteral("error: --cluster-gpus: required");
    QTest::newRow("bad policy") << QString()
                                << simulate + QStringList {QStringLiteral("--policy"), QStringLiteral("sjf")}
                                << QStringLiteral("error: --policy: ");
    QTest::newRow("bad plot format") << QString()
                                     << simulate
            + QStringList {QStringLiteral("--plot"), QStringLiteral("x.gif")}
                                     << QStringLiteral("error: --plot: x.gif: unknown plot format '.gif'");
    QTest::newRow("no output") << QString()
                               << QStringList {QStringLiteral("recommend-trace"), QStringLiteral("--input"),
                                      QStringLiteral("TRACE")}
                               << QStringLiteral("error: --output: required");
    QTest::newRow("not a trace") << QStringLiteral("a,b\n1,2\n")
                                 << QStringList {QStringLiteral("trace-to-runs"), QStringLiteral("--input"),
                                        QStringLiteral("TRACE"), QStringLiteral("--output"),
                                        QStringLiteral("o.csv")}
                                 << QStringLiteral("error: TRACE: neither a trace nor a measured-runs file");
}

void TestCliTrace::badInput()
{
    QFETCH(QString, csv);
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    QString trace = kTrace;
    if (!csv.isEmpty()) {
        trace = file(QStringLiteral("bad.csv"));
        QFile out(trace);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(csv.toUtf8());
    }
    arguments.replaceInStrings(QStringLiteral("TRACE"), trace);
    const CliRun r = CliRunner::run(arguments, m_dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(error.replace(QStringLiteral("TRACE"), trace)), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
}

QTEST_MAIN(TestCliTrace)
#include "test_cli_trace.moc"
