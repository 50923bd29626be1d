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
#include "predict/measured/MeasuredRuns.h"
#include "search/SearchSpace.h"

#include <QElapsedTimer>
#include <QtTest>
#include <sys/stat.h>
#include <thread>

// Issue 15 (hardening): every hang, memory blow-up and unsafe echo found by the mutation fuzzer and
// by scripts/fuzz.sh, with its input (tests/data/fuzz/ or inline). Each must end quickly with a
// CoastlineError naming the file (and line) or with a sane result.

namespace {

const QString kFuzzData = QStringLiteral(COASTLINE_TEST_DATA_DIR "/fuzz");

template<typename Call> QString errorOf(Call call)
{
    try {
        call();
    } catch (const CoastlineError &e) {
        return e.message();
    }
    return {};
}

QByteArray batchSizesYaml(int count)
{
    QByteArray yaml = "grid:\n  batch_sizes: [";
    for (int i = 1; i <= count; ++i)
        yaml += QByteArray::number(i) + (i < count ? ", " : "]\n");
    return yaml;
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

QTEST_GUILESS_MAIN(TestHardening)
#include "test_hardening.moc"
