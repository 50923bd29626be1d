// Byte-for-byte regression test of coastline-cli's outputs: every case in tests/data/golden/cases.tsv
// (a name, a tab, the arguments) is run with tests/data as the working directory, and its stdout,
// stderr and exit code are compared with <name>.out, <name>.err and <name>.rc, recorded from the
// first release before the architecture change. An argument with a folder in it (a fixture in a
// topic folder) appears in the recorded output by its file name only.
//
// To record a new case: add its line to cases.tsv and run scripts/update-golden.sh [build] [case], which runs
// the command from tests/data, saving the three files. A deliberate change of output updates the recorded
// files in the same commit.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QtTest>

namespace {

const QString kGolden = QStringLiteral(COASTLINE_TEST_DATA_DIR "/golden");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<missing ") + path.toUtf8() + '>';
    return file.readAll();
}

} // namespace

class TestCliGolden : public QObject
{
    Q_OBJECT

private slots:
    void outputsUnchanged_data();
    void outputsUnchanged();
};

void TestCliGolden::outputsUnchanged_data()
{
    QTest::addColumn<QStringList>("arguments");
    QFile cases(kGolden + QStringLiteral("/cases.tsv"));
    QVERIFY2(cases.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(cases.fileName()));
    int count = 0;
    while (!cases.atEnd()) {
        const QString line = QString::fromUtf8(cases.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const qsizetype tab = line.indexOf(u'\t');
        QVERIFY2(tab > 0, qPrintable(line));
        const QString name = line.left(tab);
        QTest::newRow(qPrintable(name)) << line.mid(tab + 1).split(u' ', Qt::SkipEmptyParts);
        ++count;
    }
    QVERIFY(count >= 30);
}

void TestCliGolden::outputsUnchanged()
{
    QFETCH(QStringList, arguments);
    const QString name = QString::fromLatin1(QTest::currentDataTag());

    QProcess process;
    process.setWorkingDirectory(QStringLiteral(COASTLINE_TEST_DATA_DIR));
    process.start(QStringLiteral(COASTLINE_CLI_PATH), arguments);
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);

    QByteArray out = process.readAllStandardOutput();
    QByteArray err = process.readAllStandardError();
    for (const QString &argument : std::as_const(arguments)) {
        if (!argument.contains(u'/')
            || !QFileInfo::exists(QStringLiteral(COASTLINE_TEST_DATA_DIR "/") + argument))
            continue;
        out.replace(argument.toUtf8(), QFileInfo(argument).fileName().toUtf8());
        err.replace(argument.toUtf8(), QFileInfo(argument).fileName().toUtf8());
    }
    const QString base = kGolden + u'/' + name;
    QCOMPARE(QByteArray::number(process.exitCode()), readAll(base + QStringLiteral(".rc")).trimmed());
    QCOMPARE(err, readAll(base + QStringLiteral(".err")));
    QCOMPARE(out, readAll(base + QStringLiteral(".out")));
}

QTEST_GUILESS_MAIN(TestCliGolden)
#include "test_cli_golden.moc"
