// Issue 23 at the CLI level: every verb on the regression inputs of tests/data/fuzz exits 0, 1 or 2
// within seconds, prints no inf or nan, and names the file in one error line without a library log.

#include "CliRunner.h"
#include "TestData.h"
#include "predict/learned/LearnedModel.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

namespace {

const QString kFuzz = TestData::path(QStringLiteral("fuzz"));
const QString kRuns = TestData::path(QStringLiteral("measured/run_database.csv"));

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// True when `text` holds the word inf or nan (any case, with or without a sign), as a number would print.
bool hasNonFinite(const QString &text)
{
    static const QRegularExpression word(
        QStringLiteral(R"((^|[^A-Za-z_])[-+]?(inf|infinity|nan)($|[^A-Za-z_]))"),
        QRegularExpression::CaseInsensitiveOption);
    return word.match(text).hasMatch();
}

/// A translator with one German wording of an error, as an installed coastline_de.qm gives it.
class GermanWording : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "CoastlineError") == 0
            && qstrcmp(source, "expected a whole number, got '%1'") == 0)
            return QStringLiteral("ganze Zahl erwartet, erhalten: „%1“");
        return {};
    }
    bool isEmpty() const override { return false; }
};

/// The checks every run must pass: exit 0, 1 or 2 within `ms`, no inf/nan, each error one line that
/// starts with "error: " and carries no library log.
void checkRun(const QStringList &arguments, qint64 ms = 20000)
{
    QElapsedTimer timer;
    timer.start();
    const CliRun run = CliRunner::run(arguments);
    const QString what = arguments.join(u' ');
    QVERIFY2(timer.elapsed() < ms, qPrintable(what + QStringLiteral(": %1 ms").arg(timer.elapsed())));
    QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, qPrintable(what + u' ' + run.err));
    QVERIFY2(
        !hasNonFinite(QString::fromUtf8(run.out)), qPrintable(what + u'\n' + QString::fromUtf8(run.out)));
    for (const QString &line : run.err.split(u'\n', Qt::SkipEmptyParts)) {
        QVERIFY2(line.startsWith(QStringLiteral("error: ")) || line.startsWith(QStringLiteral("warning: ")),
            qPrintable(what + u'\n' + line));
        QVERIFY2(!line.contains(QStringLiteral("Stack trace")) && !line.contains(QStringLiteral("[bt]")),
            qPrintable(line));
        QVERIFY2(!hasNonFinite(line), qPrintable(line));
    }
    if (run.exitCode == 2)
        QVERIFY2(run.err.startsWith(QStringLiteral("error: ")), qPrintable(what + u'\n' + run.err));
}

/// The bundled Bayesian-ridge model with every entry of its posterior covariance "sigma" set to 1e7.
QByteArray hugeSigmaModel()
{
    QJsonObject file
        = QJsonDocument::fromJson(readAll(kFuzz + QStringLiteral("/bayesian_ridge.model"))).object();
    QJsonObject payload = file.value(u"payload").toObject();
    QJsonArray sigma = payload.value(u"sigma").toArray();
    for (qsizetype i = 0; i < sigma.size(); ++i)
        sigma[i] = 1e7;
    payload.insert(QStringLiteral("sigma"), sigma);
    file.insert(QStringLiteral("payload"), payload);
    return LearnedModel::resealed(QJsonDocument(file).toJson());
}

} // namespace

class TestCliHardening : public QObject
{
    Q_OBJECT

private slots:
    void everyVerbOnEveryModelFile()
    {
        // The regression inputs are stored unsealed (they are edits of a tuned file): each is given as it
        // is (refused at the seal) and resealed (refused by the check behind it, or loaded).
        QTemporaryDir dir;
        const QStringList models = QDir(kFuzz).entryList({QStringLiteral("*.model")}, QDir::Files);
        QVERIFY(models.size() >= 7);
        for (const QString &name : models) {
            const QString raw = kFuzz + u'/' + name;
            const QString sealed = dir.filePath(name);
            QVERIFY(writeFile(sealed, LearnedModel::resealed(readAll(raw))));
            for (const QString &path : {raw, sealed}) {
                const QString kind = name.section(u'-', 0, 0).section(u'.', 0, 0);
                checkRun({QStringLiteral("evaluate"), QStringLiteral("--model-file"), path,
                    QStringLiteral("--data"), kRuns, QStringLiteral("--format"), QStringLiteral("csv")});
                checkRun({QStringLiteral("recommend"), QStringLiteral("--predictor"), kind,
                    QStringLiteral("--model-file"), path, QStringLiteral("--format"),
                    QStringLiteral("json")});
                checkRun({QStringLiteral("explain"), QStringLiteral("--predictor"), kind,
                    QStringLiteral("--model-file"), path});
                const CliRun run = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--predictor"),
                    kind, QStringLiteral("--model-file"), path});
                QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, qPrintable(run.err));
                if (name.startsWith(
                        QStringLiteral("xgboost-"))) { // broken on purpose: refused, naming the file
                    QCOMPARE(run.exitCode, 2);
                    QVERIFY2(
                        run.err.startsWith(QStringLiteral("error: ") + path + u':'), qPrintable(run.err));
                    QCOMPARE(run.err.count(u'\n'), 1);
                }
            }
        }
    }

    void hugeSigmaPrintsNoInfinity()
    {
        // A Bayesian-ridge sigma of 1e7 printed an inf uncertainty in evaluate; now the cell is empty.
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("sigma.model"));
        QVERIFY(writeFile(model, hugeSigmaModel()));
        for (const QString &format :
            {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")}) {
            const CliRun run = CliRunner::run({QStringLiteral("evaluate"), QStringLiteral("--model-file"),
                model, QStringLiteral("--data"), kRuns, QStringLiteral("--format"), format});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(!hasNonFinite(QString::fromUtf8(run.out)), run.out.left(2000));
            if (format == u"json")
                QVERIFY(run.out.contains("\"throughput_uncertainty_percent\": null"));
        }
    }

    void traceRegressionInputs()
    {
        // trace-to-runs wrote inf for 1e308 nodes and 1.5 GPUs per node; a train_runtime of 1e308 gave inf
        // durations, nan utilisation and inf GPU-hours and energy. All are refused naming file and line.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.csv"));
        const QStringList cluster {QStringLiteral("--cluster-gpus"), QStringLiteral("64"),
            QStringLiteral("--max-gpus-per-node"), QStringLiteral("8")};
        for (const QString &name : {QStringLiteral("trace-runtime-1e308.csv"),
                 QStringLiteral("trace-nodes-1e308.csv"), QStringLiteral("trace-gpus-per-node-1.5.csv")}) {
            const QString trace = kFuzz + u'/' + name;
            for (const QString &verb : {QStringLiteral("trace-to-runs"), QStringLiteral("recommend-trace"),
                     QStringLiteral("simulate-trace")}) {
                QStringList arguments {verb, QStringLiteral("--input"), trace};
                if (verb != u"simulate-trace")
                    arguments << QStringLiteral("--output") << out;
                if (verb != u"trace-to-runs")
                    arguments << cluster;
                checkRun(arguments);
                const CliRun run = CliRunner::run(arguments);
                QCOMPARE(run.exitCode, 2);
                QVERIFY2(
                    run.err.startsWith(QStringLiteral("error: ") + trace + QStringLiteral(":2: column '")),
                    qPrintable(run.err));
            }
        }
    }

    void simulateTraceOnAMillionGpuNode()
    {
        // 2,000 jobs on one node of 10^6 GPUs ran past 30 s.
        QElapsedTimer timer;
        timer.start();
        const CliRun run = CliRunner::run({QStringLiteral("simulate-trace"), QStringLiteral("--input"),
            kFuzz + QStringLiteral("/trace-2000-jobs-one-node.csv"), QStringLiteral("--cluster-gpus"),
            QStringLiteral("1000000"), QStringLiteral("--max-gpus-per-node"), QStringLiteral("1000000"),
            QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(run.exitCode, 0);
        // A hang guard, not a speed test: it takes about 2 s in the dev build and 19 s under ASan on a
        // loaded 2-core machine (a 10 s bound failed there); the bug it guards against did not finish.
        qInfo("simulate-trace on a 10^6-GPU node: %lld ms", static_cast<long long>(timer.elapsed()));
        QVERIFY2(timer.elapsed() < 120000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!hasNonFinite(QString::fromUtf8(run.out)));
    }

    void calibrationRegressionInputs()
    {
        for (const QString &name : {QStringLiteral("cal-factor-1e300.json"),
                 QStringLiteral("cal-overhead-1e300.json"), QStringLiteral("cal-version-99.json")}) {
            const QString table = kFuzz + u'/' + name;
            checkRun({QStringLiteral("recommend"), QStringLiteral("--calibration"), table});
            const CliRun run
                = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--calibration"), table});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(table + QStringLiteral(": ")), qPrintable(run.err));
        }
    }

    void modelKindMismatchNamesTheFlag()
    {
        const QString model = kFuzz + QStringLiteral("/xgboost.model");
        const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--predictor"),
            QStringLiteral("random_forest"), QStringLiteral("--model-file"), model});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
            QStringLiteral(
                "error: --model-file %1: holds a 'xgboost' model, not 'random_forest'; tune one with "
                "--model random_forest\n")
                .arg(model));
    }

    void outputOnExitOne()
    {
        // cli.md "Errors": a failure leaves an existing --output as it was. explain and recommend-trace
        // replaced it on exit 1; recommend already kept it. Without --output the answer is still printed.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.txt"));
        const QStringList infeasible {QStringLiteral("--llm"), QStringLiteral("llama3.1-70b"),
            QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
            QStringLiteral("L4")};
        for (const QString &verb : {QStringLiteral("explain"), QStringLiteral("recommend")}) {
            QVERIFY(writeFile(out, "old\n"));
            const CliRun run = CliRunner::run(
                QStringList {verb} + infeasible + QStringList {QStringLiteral("--output"), out});
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(readAll(out), QByteArray("old\n"));
            QVERIFY2(run.err.startsWith(QStringLiteral("error: ")), qPrintable(run.err));
        }
        const CliRun printed = CliRunner::run(QStringList {QStringLiteral("explain")} + infeasible
            + QStringList {QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(printed.exitCode, 1);
        QCOMPARE(printed.out.count('\n'), 43); // header and the 42 candidates

        const QString trace = dir.filePath(QStringLiteral("trace.csv"));
        QVERIFY(writeFile(trace,
            "metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,metadata."
            "batch_size,"
            "resources.num_gpus_per_node,resources.num_nodes,metadata.output.train_tokens_per_second,"
            "metadata.train_runtime\nllama3.1-70b,full,L4,2048,8,8,1,1150,5400\n"));
        QVERIFY(writeFile(out, "old\n"));
        const CliRun run = CliRunner::run({QStringLiteral("recommend-trace"), QStringLiteral("--input"),
            trace, QStringLiteral("--output"), out, QStringLiteral("--cluster-gpus"), QStringLiteral("8"),
            QStringLiteral("--max-gpus-per-node"), QStringLiteral("8")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(readAll(out), QByteArray("old\n"));
        QVERIFY2(
            run.err.endsWith(
                QStringLiteral("error: %1: no row could be recommended; %2 not written\n").arg(trace, out)),
            qPrintable(run.err));
    }

    void errorsAreEnglishWithoutATranslator()
    {
        // Issue 32, item 6: the CLI prints an error's text through the translation of its code; it installs
        // no translator, so the text is the English one, byte for byte as before.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString config = dir.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeFile(config, "workload:\n  batch_size: four\n"));
        const QStringList arguments {QStringLiteral("recommend"), QStringLiteral("--config"), config};
        const CliRun english = CliRunner::run(arguments);
        QCOMPARE(english.exitCode, 2);
        QCOMPARE(english.err,
            QStringLiteral("error: %1:2: workload.batch_size: expected a whole number, got 'four'\n")
                .arg(config));
        // With a translator installed (as the GUI does for --lang de), the same error comes out in German;
        // the location stays as it is.
        GermanWording german;
        QVERIFY(QCoreApplication::installTranslator(&german));
        const CliRun translated = CliRunner::run(arguments);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(translated.exitCode, 2);
        QCOMPARE(translated.err,
            QStringLiteral("error: %1:2: workload.batch_size: ganze Zahl erwartet, erhalten: „four“\n")
                .arg(config));
    }
};

QTEST_GUILESS_MAIN(TestCliHardening)
#include "test_cli_hardening.moc"
