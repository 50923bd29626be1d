#include "CliRunner.h"
#include "support/ExitCode.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

// coastline-cli export and --from-launch (cli.md "Launch files"), run in-process: the contract's lines
// (export --to each format on the default job; simulate --from-launch the torchtitan file on H100-SXM),
// a refusal that writes nothing, explain's list of the fields read, and a bad file's one error line.

class TestCliLaunch : public QObject
{
    Q_OBJECT
private slots:
    void exportEveryFormatAndReadBack();
    void refusalWritesNothing();
    void badFileIsOneError();
};

void TestCliLaunch::exportEveryFormatAndReadBack()
{
    QTemporaryDir dir;
    for (const QString &format : {QStringLiteral("torchtitan"), QStringLiteral("megatron"),
             QStringLiteral("accelerate"), QStringLiteral("deepspeed"), QStringLiteral("slurm")}) {
        const QString path = dir.filePath(QStringLiteral("launch.") + format);
        const CliRun r = CliRunner::run(
            {QStringLiteral("export"), QStringLiteral("--to"), format, QStringLiteral("--output"), path});
        QVERIFY2(r.exitCode == cli::ExitSuccess, qPrintable(format + QStringLiteral(": ") + r.err));
        QVERIFY(QFileInfo(path).size() > 0);
    }
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("launch.args.json")))); // accelerate's arguments
    const CliRun sim = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--from-launch"),
        dir.filePath(QStringLiteral("launch.torchtitan")), QStringLiteral("--gpu"),
        QStringLiteral("H100-SXM"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(sim.exitCode == cli::ExitSuccess, qPrintable(sim.err));
    QVERIFY(sim.out.contains("granite-3.1-8b-instruct,full,"));
    const CliRun explain = CliRunner::run({QStringLiteral("explain"), QStringLiteral("--from-launch"),
        dir.filePath(QStringLiteral("launch.megatron"))});
    QVERIFY2(explain.exitCode == cli::ExitSuccess, qPrintable(explain.err));
    QVERIFY(explain.out.contains("--tensor-model-parallel-size = 1 ("));
    QVERIFY(explain.out.contains("--global-batch-size = 256 (")); // the pick: 32 GPUs, batch 8
}

void TestCliLaunch::refusalWritesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job.toml"));
    const CliRun r
        = CliRunner::run({QStringLiteral("export"), QStringLiteral("--to"), QStringLiteral("torchtitan"),
            QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--output"), path});
    QCOMPARE(r.exitCode, int(cli::ExitBadInput));
    QVERIFY2(r.err.startsWith(
                 QStringLiteral("error: --to torchtitan: torchtitan cannot express the method 'lora'")),
        qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(path));
}

void TestCliLaunch::badFileIsOneError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.toml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[parallelism]\ntensor_parallel_degree = \"two\"\n");
    file.close();
    const CliRun r = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--from-launch"), path});
    QCOMPARE(r.exitCode, int(cli::ExitBadInput));
    QVERIFY2(
        r.err.startsWith(QStringLiteral("error: %1:2: parallelism.tensor_parallel_degree: expected a whole "
                                        "number, got 'two'")
                             .arg(path)),
        qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
}

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "test_cli_launch.moc"
