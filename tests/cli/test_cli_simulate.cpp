#include "CliRunner.h"
#include "TestData.h"
#include "TestFiles.h"
#include "io/CsvTable.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

namespace {

const QString kData = TestData::directory();

using Run = CliRun;

/// Runs coastline-cli in-process (tests/cli/test_cli_smoke.cpp spawns the real binary).
Run runCli(const QStringList &arguments)
{
    return CliRunner::run(arguments);
}

CsvTable parseCsv(QByteArray data, const QString &name)
{
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return CsvTable::parse(buffer, name);
}

QStringList mistralArgs()
{
    return {QStringLiteral("simulate"), QStringLiteral("--llm"), QStringLiteral("mistralai/Mistral-7B-v0.1"),
        QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--gpu"),
        QStringLiteral("A100-SXM4-80GB"), QStringLiteral("--tokens"), QStringLiteral("1024"),
        QStringLiteral("--batch"), QStringLiteral("32"), QStringLiteral("--gpus-per-node"),
        QStringLiteral("8"), QStringLiteral("--predictor"), QStringLiteral("kavier"),
        QStringLiteral("--power-model"),
        QStringLiteral("kavier_power")}; // kavier.md §9 figures: Kavier's throughput and power
}

/// mistralArgs() with `flag` set to `value` (replacing it when present, appending otherwise).
QStringList withFlag(const QString &flag, const QString &value)
{
    QStringList args = mistralArgs();
    const qsizetype i = args.indexOf(flag);
    if (i >= 0)
        args[i + 1] = value;
    else
        args << flag << value;
    return args;
}

} // namespace

class TestCliSimulate : public QObject
{
    Q_OBJECT
private slots:
    void referenceCasesMatch();
    void declaredConfiguration();
    void declaredConfigurationFormats();
    void unknownGpuSuggests();
    void badIntegers_data();
    void badIntegers();
    void badUsage_data();
    void badUsage();
    void version();
    void help();
    void rowErrorsKeepGoing();
    void unreadableInput();
    void outputFile();
    void catalogVerb_data();
    void catalogVerb();
    void catalogImportRoundTrip();
};

void TestCliSimulate::referenceCasesMatch()
{
    const Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--predictor"), QStringLiteral("kavier"),
        QStringLiteral("--power-model"), QStringLiteral("kavier_power"), QStringLiteral("--input"),
        kData + QStringLiteral("/kavier/reference_predictions_cases.csv"), QStringLiteral("--format"),
        QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CsvTable out = parseCsv(r.out, QStringLiteral("stdout"));
    const CsvTable ref = CsvTable::read(kData + QStringLiteral("/kavier/reference_predictions.csv"));
    QCOMPARE(out.header(),
        QString::fromLatin1(
            "llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size,gpus_per_node,"
            "number_of_nodes,total_gpus,throughput_tokens_per_s,power_w_per_gpu,cluster_power_w,"
            "feasible,memory_verdict,reason,memory_gb_per_gpu,error,memory_capacity_gb,weights_gb,gradients_"
            "gb,"
            "optimizer_gb,working_set_gb,activations_gb,optimizer_step_gb,plausible,plausibility_note,mfu_"
            "percent,throughput_uncertainty_percent,in_domain,step_time_s,compute_s,recompute_s,exposed_comm_"
            "s,hidden_comm_s,"
            "optimizer_s,fixed_s,bound,hfu_percent,inter_node_gbps,intra_node_bus_GBps,peak_allocated_gb,"
            "logits_gb,frozen_gradients_gb,"
            "dequant_gb,allocator_gb,context_gb,max_per_device_batch,max_tokens_per_sample,fix,"
            "max_per_device_batch_tight,max_tokens_per_sample_tight,"
            "tp,pp,cp,dp,ep,bubble_s,peak_stage")
            .split(u','));
    QCOMPARE(out.rowCount(), ref.rowCount());
    QCOMPARE(out.rowCount(), 322);
    for (int row = 0; row < ref.rowCount(); ++row) {
        const QByteArray where = QByteArray("row ") + QByteArray::number(row + 1);
        QVERIFY2(out.cell(row, QStringLiteral("error")).isEmpty(), where.constData());
        for (const QString &column : {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"),
                 QStringLiteral("gpu_model"), QStringLiteral("tokens_per_sample"),
                 QStringLiteral("batch_size"), QStringLiteral("gpus_per_node"),
                 QStringLiteral("number_of_nodes"), QStringLiteral("total_gpus")})
            QVERIFY2(out.cell(row, column) == ref.cell(row, column), where.constData());
        for (const QString &column :
            {QStringLiteral("throughput_tokens_per_s"), QStringLiteral("power_w_per_gpu")}) {
            const double expected = ref.number(row, column);
            const double actual = out.number(row, column);
            QVERIFY2(std::fabs(actual - expected) <= 1e-9 * std::fabs(expected),
                qPrintable(QStringLiteral("%1 %2: %3 vs %4")
                               .arg(QString::fromLatin1(where), column)
                               .arg(actual, 0, 'g', 17)
                               .arg(expected, 0, 'g', 17)));
        }
        const double cluster = out.number(row, QStringLiteral("cluster_power_w"));
        const double expectedCluster = ref.number(row, QStringLiteral("power_w_per_gpu"))
            * ref.number(row, QStringLiteral("total_gpus"));
        QVERIFY2(std::fabs(cluster - expectedCluster) <= 1e-9 * expectedCluster, where.constData());
        // The autoconf memory model judges each case; the prediction is made either way.
        const QString feasible = out.cell(row, QStringLiteral("feasible"));
        QVERIFY2(feasible == u"true" || feasible == u"false", where.constData());
        QVERIFY2(!out.cell(row, QStringLiteral("reason")).isEmpty(), where.constData());
    }
}

void TestCliSimulate::declaredConfiguration()
{
    const Run r = runCli(mistralArgs());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("error:")));
    QVERIFY(r.out.contains("mistral-7b-v0.1"));
    QVERIFY(r.out.contains("37577.53")); // kavier.md §9 B cross-check: 8 GPUs on one node
}

void TestCliSimulate::declaredConfigurationFormats()
{
    Run r = runCli(mistralArgs() << QStringLiteral("--format") << QStringLiteral("json")
                                 << QStringLiteral("--nodes") << QStringLiteral("2"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject o = doc.array().at(0).toObject();
    QCOMPARE(o.value(u"total_gpus").toInt(), 16);
    QCOMPARE(o.value(u"gpu_model").toString(), QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QVERIFY(std::fabs(o.value(u"throughput_tokens_per_s").toDouble() - 27129.31) < 0.005); // kavier.md §9 B
    QVERIFY(std::fabs(o.value(u"power_w_per_gpu").toDouble() - 220.85) < 0.005);
    QVERIFY(o.value(u"memory_gb_per_gpu").toDouble() > 0); // autoconf's memory model ran
    QCOMPARE(o.value(u"feasible").toBool(), true);

    r = runCli(mistralArgs() << QStringLiteral("--format") << QStringLiteral("CSV")
                             << QStringLiteral("--calibration") << QStringLiteral("allmodels"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CsvTable t = parseCsv(r.out, QStringLiteral("stdout"));
    QCOMPARE(t.rowCount(), 1);
    QVERIFY(
        std::fabs(t.number(0, QStringLiteral("throughput_tokens_per_s")) - 37577.53) > 1); // another table
}

void TestCliSimulate::unknownGpuSuggests()
{
    const Run r = runCli(withFlag(QStringLiteral("--gpu"), QStringLiteral("A100")));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: --gpu: unknown name 'A100'")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("A100-40GB")), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1); // one line, no stack trace
    QVERIFY(r.out.isEmpty());
}

void TestCliSimulate::badIntegers_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("value");
    QTest::newRow("batch 0") << "--batch"
                             << "0";
    QTest::newRow("batch -3") << "--batch"
                              << "-3";
    QTest::newRow("batch abc") << "--batch"
                               << "abc";
    QTest::newRow("batch 2.5") << "--batch"
                               << "2.5";
    QTest::newRow("tokens overflow") << "--tokens"
                                     << "99999999999999999999";
    QTest::newRow("tokens 0") << "--tokens"
                              << "0";
    QTest::newRow("nodes 0") << "--nodes"
                             << "0";
    QTest::newRow("gpus-per-node overflow int") << "--gpus-per-node"
                                                << "3000000000";
}

void TestCliSimulate::badIntegers()
{
    QFETCH(QString, flag);
    QFETCH(QString, value);
    const Run r = runCli(withFlag(flag, value));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: ") + flag + u':'), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
}

void TestCliSimulate::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("errorStart");
    QTest::newRow("unknown method")
        << withFlag(QStringLiteral("--method"), QStringLiteral("dora"))
        << "error: --method: unknown method 'dora' (did you mean 'lora'?); valid methods: full, lora, qlora, "
           "gptq-lora";
    QTest::newRow("unknown llm") << withFlag(QStringLiteral("--llm"), QStringLiteral("mistral-7b-v0.2"))
                                 << "error: --llm: unknown name 'mistral-7b-v0.2'";
    QTest::newRow("unknown format") << withFlag(QStringLiteral("--format"), QStringLiteral("xml"))
                                    << "error: --format: unknown format 'xml'";
    QTest::newRow("unknown calibration") << withFlag(QStringLiteral("--calibration"),
        QStringLiteral("9model")) << "error: --calibration: unknown calibration table '9model'";
    QTest::newRow("missing calibration file")
        << withFlag(QStringLiteral("--calibration"), QStringLiteral("/nonexistent/cal.json"))
        << "error: --calibration: /nonexistent/cal.json:";
    QTest::newRow("unknown option") << (mistralArgs() << QStringLiteral("--frobnicate"))
                                    << "error: simulate:";
    QTest::newRow("missing value") << QStringList {QStringLiteral("simulate"), QStringLiteral("--batch")}
                                   << "error: simulate:";
    QTest::newRow("unknown verb") << QStringList {QStringLiteral("frobnicate")}
                                  << "error: unknown command 'frobnicate'";
    QTest::newRow("input and flags") << QStringList {QStringLiteral("simulate"), QStringLiteral("--input"),
        kData + QStringLiteral("/kavier/reference_predictions_cases.csv"), QStringLiteral("--batch"),
        QStringLiteral("4")} << "error: --input: cannot be combined";
}

void TestCliSimulate::badUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, errorStart);
    const Run r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(errorStart), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
}

void TestCliSimulate::version()
{
    const Run r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("coastline-cli 0.1.0\n"));
}

void TestCliSimulate::help()
{
    Run r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("simulate"));
    QVERIFY(r.out.contains("catalog"));
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: coastline-cli simulate [options]"));
    for (const char *flag : {"--llm", "--method", "--gpu", "--tokens", "--batch", "--gpus-per-node",
             "--nodes", "--input", "--format", "--output", "--config", "--calibration"})
        QVERIFY2(r.out.contains(flag), flag);
    r = runCli({QStringLiteral("catalog"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: coastline-cli catalog [options] llms|gpus"));
    r = runCli({});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("error: no command given")));
}

void TestCliSimulate::rowErrorsKeepGoing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cases.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size,gpus_per_node,number_of_nodes\n"
        "granite-3.1-8b-instruct,full,NVIDIA-A100-SXM4-80GB,7621,4,8,1\n"
        "granite-3.1-8b-instruct,full,A100,7621,4,8,1\n"
        "granite-3.1-8b-instruct,dora,L40S,7621,4,8,1\n"
        "granite-3.1-8b-instruct,full,L40S,7621,0,8,1\n"
        "granite-3.1-8b-instruct,full,L40S,abc,4,8,1\n"
        "Mistral-7B-v0.1,LoRA,a100-sxm4-80gb,1024,32,8,2\n");
    f.close();
    const Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--predictor"), QStringLiteral("kavier"),
        QStringLiteral("--power-model"), QStringLiteral("kavier_power"), QStringLiteral("--input"), path,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CsvTable t = parseCsv(r.out, QStringLiteral("stdout"));
    QCOMPARE(t.rowCount(), 6);
    QVERIFY(std::fabs(t.number(0, QStringLiteral("throughput_tokens_per_s")) - 17626.02) < 0.005); // §9 A
    QVERIFY(std::fabs(t.number(0, QStringLiteral("power_w_per_gpu")) - 205.70) < 0.005);
    QCOMPARE(t.cell(0, QStringLiteral("total_gpus")), QStringLiteral("8"));
    QVERIFY(t.cell(0, QStringLiteral("reason"))
                .startsWith(QStringLiteral("fits: 34.53 GB of 85.90 GB"))); // §5.4's 32.92 + 1.61
    const QStringList expectedErrors {QString(),
        QStringLiteral(":3: column 'gpu_model': unknown name 'A100'"),
        QStringLiteral(":4: column 'fine_tuning_method': unknown method 'dora'"),
        QStringLiteral(":5: column 'batch_size': must be at least 1, got 0"),
        QStringLiteral(":6: column 'tokens_per_sample': expected a number, got 'abc'"), QString()};
    for (int row = 0; row < t.rowCount(); ++row) {
        const QString error = t.cell(row, QStringLiteral("error"));
        if (expectedErrors.at(row).isEmpty()) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            continue;
        }
        QVERIFY2(error.startsWith(path + expectedErrors.at(row)), qPrintable(error));
        QCOMPARE(t.cell(row, QStringLiteral("feasible")), QStringLiteral("false"));
        QVERIFY(t.cell(row, QStringLiteral("throughput_tokens_per_s")).isEmpty());
        QCOMPARE(t.cell(row, QStringLiteral("llm_model")),
            QStringLiteral("granite-3.1-8b-instruct")); // input kept
    }
    QCOMPARE(t.cell(1, QStringLiteral("gpu_model")), QStringLiteral("A100"));
    // Names resolve like the flags do; the row keeps the input text.
    QCOMPARE(t.cell(5, QStringLiteral("llm_model")), QStringLiteral("Mistral-7B-v0.1"));
    QVERIFY(std::fabs(t.number(5, QStringLiteral("throughput_tokens_per_s")) - 27129.31) < 0.005); // §9 B
    QVERIFY(r.err.contains(QStringLiteral("warning: ")));
    QVERIFY(!r.err.contains(QStringLiteral("error: ")));
}

void TestCliSimulate::unreadableInput()
{
    Run r = runCli(
        {QStringLiteral("simulate"), QStringLiteral("--input"), QStringLiteral("/nonexistent/cases.csv")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(
        r.err.startsWith(QStringLiteral("error: /nonexistent/cases.csv: cannot read")), qPrintable(r.err));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wrong.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("llm_model,gpu_model\nmistral-7b-v0.1,L40S\n");
    f.close();
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--input"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(
        r.err.startsWith(QStringLiteral("error: %1: missing required columns: fine_tuning_method").arg(path)),
        qPrintable(r.err));
}

void TestCliSimulate::outputFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    Run r = runCli(mistralArgs() << QStringLiteral("--format") << QStringLiteral("json")
                                 << QStringLiteral("--output") << path);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(f.readAll()).isArray());
    const QString bad = dir.filePath(QStringLiteral("missing/dir/out.csv"));
    r = runCli(mistralArgs() << QStringLiteral("--output") << bad);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("error: %1: cannot write: ").arg(bad)), qPrintable(r.err));

    // An existing read-only (0444) file is refused, also for root, and left as it was.
    QVERIFY(QFile::setPermissions(
        path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    r = runCli(mistralArgs() << QStringLiteral("--output") << path);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QStringLiteral("error: %1: cannot write: the file is read-only\n").arg(path));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void TestCliSimulate::catalogVerb_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstColumn");
    for (const char *format : {"csv", "json", "table"}) {
        QTest::addRow("llms %s", format) << "llms" << format << 66 << "llm_name";
        QTest::addRow("gpus %s", format) << "gpus" << format << 31 << "gpu_name";
    }
}

void TestCliSimulate::catalogVerb()
{
    QFETCH(QString, kind);
    QFETCH(QString, format);
    QFETCH(int, rows);
    QFETCH(QString, firstColumn);
    const Run r = runCli({QStringLiteral("catalog"), kind, QStringLiteral("--format"), format});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    if (format == u"csv") {
        const CsvTable t = parseCsv(r.out, QStringLiteral("stdout"));
        QCOMPARE(t.rowCount(), rows);
        QCOMPARE(t.header().first(), firstColumn);
        // Every field of the bundled catalog file is listed.
        const CsvTable bundled = CsvTable::read(QStringLiteral(":/catalog/%1.csv").arg(kind));
        for (const QString &column : bundled.header())
            QVERIFY2(t.hasColumn(column), qPrintable(column));
    } else if (format == u"json") {
        const QJsonArray a = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(a.size(), rows);
        QVERIFY(a.at(0).toObject().contains(firstColumn));
    } else {
        QCOMPARE(r.out.count('\n'), rows + 2);
        QVERIFY(r.out.startsWith(firstColumn.toUtf8()));
    }
}

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "test_cli_simulate.moc"

/// catalog import --hf-config (issue 24 item 4): import into a configuration, recommend with the entry,
/// reopen the saved file; without --config the entry is printed as a catalog block.
void TestCliSimulate::catalogImportRoundTrip()
{
    const QString json = kData + QStringLiteral("/hf_configs/llama-3-8b.json");
    const Run printed = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
        QStringLiteral("--hf-config"), json, QStringLiteral("--name"), QStringLiteral("my-llama")});
    QCOMPARE(printed.exitCode, 0);
    QVERIFY(printed.out.startsWith("catalog:\n  llms:\n    - llm_name: my-llama\n"));
    QVERIFY(printed.out.contains("m_params: 8030261248\n"));

    QTemporaryDir dir;
    const QString base = TestFiles::baseConfig(dir);
    const QString out = dir.filePath(QStringLiteral("with-llama.yaml"));
    const Run imported = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
        QStringLiteral("--hf-config"), json, QStringLiteral("--name"), QStringLiteral("my-llama"),
        QStringLiteral("--config"), base, QStringLiteral("--output"), out});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const Run recommend
        = runCli({QStringLiteral("recommend"), QStringLiteral("--config"), out, QStringLiteral("--llm"),
            QStringLiteral("my-llama"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(recommend.exitCode == 0, qPrintable(recommend.err));
    const CsvTable rows = parseCsv(recommend.out, QStringLiteral("stdout"));
    QCOMPARE(rows.rowCount(), 3);
    QCOMPARE(rows.cell(0, QStringLiteral("llm_model")), QStringLiteral("my-llama"));
    QCOMPARE(rows.cell(0, QStringLiteral("throughput_source")), QStringLiteral("roofline"));
    // Reopened: the entry is in the catalog with its computed count.
    const Run listed = runCli({QStringLiteral("catalog"), QStringLiteral("llms"), QStringLiteral("--config"),
        out, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(listed.exitCode, 0);
    const CsvTable llms = parseCsv(listed.out, QStringLiteral("stdout"));
    bool found = false;
    for (int r = 0; r < llms.rowCount(); ++r)
        if (llms.cell(r, QStringLiteral("llm_name")) == u"my-llama") {
            found = true;
            QCOMPARE(llms.number(r, QStringLiteral("m_params")), 8030261248.0);
            QCOMPARE(llms.cell(r, QStringLiteral("architecture_confidence")), QStringLiteral("computed"));
        }
    QVERIFY(found);
    // --config without --output, and a bad file: exit 2 with one error line.
    const Run noOutput = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
        QStringLiteral("--hf-config"), json, QStringLiteral("--config"), base});
    QCOMPARE(noOutput.exitCode, 2);
    QVERIFY(noOutput.err.startsWith(u"error: --output:"));
    const Run missing = runCli({QStringLiteral("catalog"), QStringLiteral("import"),
        QStringLiteral("--hf-config"), dir.filePath(QStringLiteral("nope.json"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.startsWith(u"error: "));
}
