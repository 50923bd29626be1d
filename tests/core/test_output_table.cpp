#include "common/AtomicFile.h"
#include "io/CsvTable.h"
#include "io/OutputTable.h"
#include "io/OutputTableWriter.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <limits>

class TestOutputTable : public QObject
{
    Q_OBJECT
private slots:
    void writeToDeviceKeepsTheDevice();
    void numberRoundTrip_data();
    void numberRoundTrip();
    void csvQuoting_data();
    void csvQuoting();
    void csvParsesBack();
    void nullAndBool();
    void csvCellsAreToCsvRows();
    void writerStreamsTheSameBytes_data();
    void writerStreamsTheSameBytes();
    void jsonIsValidAndOrdered();
    void tableIsAligned();
    void formats();
    void atomicWrite();
    void atomicWriteFailure();
    void atomicWriteRefusesReadOnlyFile();
};

void TestOutputTable::numberRoundTrip_data()
{
    QTest::addColumn<double>("value");
    QTest::newRow("0.1") << 0.1;
    QTest::newRow("1/3") << 1.0 / 3.0;
    QTest::newRow("reference throughput") << 20187.069291487333;
    QTest::newRow("reference power") << 220.84667948500874;
    QTest::newRow("comm_scale") << 1.2292033887946043;
    QTest::newRow("tiny") << 4.9406564584124654e-324;
    QTest::newRow("max") << std::numeric_limits<double>::max();
    QTest::newRow("negative") << -123456.789e-5;
    QTest::newRow("zero") << 0.0;
    QTest::newRow("large integer") << 8.1e9;
    QTest::newRow("huge integer") << 1e300;
    QTest::newRow("2^53 + 2") << 9007199254740994.0;
}

void TestOutputTable::numberRoundTrip()
{
    QFETCH(double, value);
    const QString text = OutputTable::formatNumber(value);
    bool ok = false;
    QCOMPARE(text.toDouble(&ok), value);
    QVERIFY(ok);
    QVERIFY(text.size() <= 24 || std::fabs(value) >= 1e16);
    OutputTable t({QStringLiteral("x")});
    t.addRow({value});
    QCOMPARE(t.toCsv(), QStringLiteral("x\n") + text + u'\n');
    const QJsonDocument doc = QJsonDocument::fromJson(t.toJson().toUtf8());
    QCOMPARE(doc.array().at(0).toObject().value(u"x").toDouble(), value);
}

void TestOutputTable::csvQuoting_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "mistral-7b-v0.1"
                           << "mistral-7b-v0.1";
    QTest::newRow("comma") << "a, b"
                           << "\"a, b\"";
    QTest::newRow("quote") << "say \"hi\""
                           << "\"say \"\"hi\"\"\"";
    QTest::newRow("newline") << "two\nlines"
                             << "\"two\nlines\"";
    QTest::newRow("carriage return") << "x\ry"
                                     << "\"x\ry\"";
    QTest::newRow("leading space") << " x"
                                   << "\" x\"";
    QTest::newRow("empty") << ""
                           << "";
}

void TestOutputTable::csvQuoting()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(OutputTable::csvField(text), expected);
}

void TestOutputTable::csvParsesBack()
{
    OutputTable t({QStringLiteral("name"), QStringLiteral("note, with comma"), QStringLiteral("value")});
    t.addRow({QStringLiteral("a\"b"), QStringLiteral("x,\ny"), 1.0 / 7.0});
    t.addRow({QStringLiteral("plain"), QVariant(), qint64(42)});
    QByteArray data = t.toCsv().toUtf8();
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const CsvTable back = CsvTable::parse(buffer, QStringLiteral("mem.csv"));
    QCOMPARE(back.header(), t.columns());
    QCOMPARE(back.rowCount(), 2);
    QCOMPARE(back.cell(0, QStringLiteral("name")), QStringLiteral("a\"b"));
    QCOMPARE(back.cell(0, QStringLiteral("note, with comma")), QStringLiteral("x,\ny"));
    QCOMPARE(back.number(0, QStringLiteral("value")), 1.0 / 7.0);
    QCOMPARE(back.cell(1, QStringLiteral("note, with comma")), QString());
    QCOMPARE(back.integer(1, QStringLiteral("value")), 42);
}

void TestOutputTable::nullAndBool()
{
    OutputTable t({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
        QStringLiteral("e")});
    t.addRow({true, false, QVariant(), QVariant::fromValue(nullptr), QString()});
    t.addRow({1}); // short row: padded with missing values
    QCOMPARE(t.toCsv(), QStringLiteral("a,b,c,d,e\ntrue,false,,,\n1,,,,\n"));
    QCOMPARE(t.toJson(),
        QStringLiteral("[\n  {\"a\": true, \"b\": false, \"c\": null, \"d\": null, \"e\": \"\"},\n"
                       "  {\"a\": 1, \"b\": null, \"c\": null, \"d\": null, \"e\": null}\n]\n"));
    QVERIFY(OutputTable::isMissing(QVariant()));
    QVERIFY(!OutputTable::isMissing(QString()));
    QCOMPARE(OutputTable::jsonValue(std::nan("")), QStringLiteral("null"));
    // Issue 23: no output holds inf or nan; a non-finite number is a missing value in every format.
    QCOMPARE(OutputTable::csvText(std::numeric_limits<double>::infinity()), QString());
    QCOMPARE(OutputTable::formatNumber(8.1e9), QStringLiteral("8100000000"));
    QCOMPARE(OutputTable::formatNumber(-24.0), QStringLiteral("-24"));
    QCOMPARE(OutputTable::formatNumber(1e20), QStringLiteral("1e+20"));
    QCOMPARE(OutputTable::formatNumber(0.1), QStringLiteral("0.1"));
}

void TestOutputTable::jsonIsValidAndOrdered()
{
    OutputTable t({QStringLiteral("zeta"), QStringLiteral("alpha"), QStringLiteral("text")});
    t.addRow({2.5, qint64(9007199254740993LL), QStringLiteral("tab\there \"q\" \\ \x01 é")});
    const QString json = t.toJson();
    QVERIFY(json.indexOf(u"zeta") < json.indexOf(u"alpha")); // column order kept
    QVERIFY(json.contains(QStringLiteral("9007199254740993"))); // integers are not squeezed through double
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject o = doc.array().at(0).toObject();
    QCOMPARE(o.value(u"zeta").toDouble(), 2.5);
    QCOMPARE(o.value(u"text").toString(), QStringLiteral("tab\there \"q\" \\ \x01 é"));
    QCOMPARE(OutputTable({QStringLiteral("a")}).toJson(), QStringLiteral("[]\n"));
}

void TestOutputTable::tableIsAligned()
{
    OutputTable t({QStringLiteral("name"), QStringLiteral("tps"), QStringLiteral("ok")});
    t.addRow({QStringLiteral("long-model-name"), 17626.0243, true});
    t.addRow({QStringLiteral("x"), 0.123456789, QVariant()});
    t.addRow({QStringLiteral("y"), 8.1e9, false});
    const QStringList lines = t.toTable().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(0), QStringLiteral("name                    tps  ok"));
    QCOMPARE(lines.at(1), QStringLiteral("---------------  ----------  -----"));
    QCOMPARE(lines.at(2), QStringLiteral("long-model-name    17626.02  true"));
    QCOMPARE(lines.at(3), QStringLiteral("x                  0.123457"));
    QCOMPARE(lines.at(4), QStringLiteral("y                8100000000  false"));
    OutputTable wide({QStringLiteral("c")});
    wide.addRow({QString(100, u'x')});
    QVERIFY(wide.toTable(10).contains(QStringLiteral("xxxxxxxxx") + QChar(0x2026)));
}

void TestOutputTable::formats()
{
    QCOMPARE(OutputTable::parseFormat(QStringLiteral("CSV")), OutputTable::Format::Csv);
    QCOMPARE(OutputTable::parseFormat(QStringLiteral("json")), OutputTable::Format::Json);
    QCOMPARE(OutputTable::parseFormat(QStringLiteral("table")), OutputTable::Format::Table);
    QVERIFY(!OutputTable::parseFormat(QStringLiteral("xml")).has_value());
    OutputTable t({QStringLiteral("a")});
    t.addRow({1});
    QCOMPARE(t.render(OutputTable::Format::Csv), t.toCsv());
    QCOMPARE(t.render(OutputTable::Format::Json), t.toJson());
    QCOMPARE(t.render(OutputTable::Format::Table), t.toTable());
}

void TestOutputTable::atomicWrite()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QString error;
    QVERIFY(AtomicFile::writeText(path, QStringLiteral("first\n"), &error));
    QVERIFY(AtomicFile::writeText(path, QStringLiteral("ré\n"), &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), QStringLiteral("ré\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("out.csv")});
}

void TestOutputTable::atomicWriteFailure()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/dir/out.csv"));
    QString error;
    QVERIFY(!AtomicFile::writeText(path, QStringLiteral("x"), &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: ")), qPrintable(error));
    QVERIFY(!AtomicFile::write(dir.path(), QByteArray("x"), nullptr)); // a directory
}

void TestOutputTable::atomicWriteRefusesReadOnlyFile()
{
    // A 0444 file is refused even for root (the tests run as root in CI, where access() allows the
    // write), and stays as it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.csv"));
    QString error;
    QVERIFY(AtomicFile::writeText(path, QStringLiteral("old\n"), &error));
    QVERIFY(QFile::setPermissions(
        path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    QVERIFY(!AtomicFile::writeText(path, QStringLiteral("new\n"), &error));
    QCOMPARE(error, path + QStringLiteral(": cannot write: the file is read-only"));
    QString reason;
    QVERIFY(!AtomicFile::writeWithReason(path, QByteArray("new\n"), &reason)); // the GUI's saves
    QCOMPARE(reason, QStringLiteral("the file is read-only"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old\n"));
    QCOMPARE(QFileInfo(path).permissions() & QFileDevice::WriteOwner, QFileDevice::Permissions());
    // Writable again: written.
    f.close();
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QVERIFY2(AtomicFile::writeText(path, QStringLiteral("new\n"), &error), qPrintable(error));
}

void TestOutputTable::writeToDeviceKeepsTheDevice()
{
    // --output /dev/null must write to the device, not rename a temporary file over it.
    QString error;
    QVERIFY2(
        AtomicFile::writeText(QStringLiteral("/dev/null"), QStringLiteral("x\n"), &error), qPrintable(error));
    QFileInfo info(QStringLiteral("/dev/null"));
    QVERIFY(info.exists());
    QVERIFY(!info.isFile()); // still a character device
}

QTEST_GUILESS_MAIN(TestOutputTable)
#include "test_output_table.moc"

void TestOutputTable::csvCellsAreToCsvRows()
{
    // appendCsvCells writes a row's bytes without a string per cell: the same bytes as toCsv().
    const QVariantList cells {QVariant(), 0.1, 17626.02437, 8.1e9, 1e20, -2.5e-7, 4.0,
        std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::infinity(), qint64(-42),
        int(7), quint64(18446744073709551615ULL), uint(3), true, false, QStringLiteral("plain"),
        QStringLiteral("a,b"), QStringLiteral("say \"hi\""), QStringLiteral(" lead"),
        QStringLiteral("two\nlines"), QStringLiteral("Grüße"), QStringLiteral("trail "), QString()};
    QStringList columns;
    for (int i = 0; i < cells.size(); ++i)
        columns.append(QStringLiteral("c%1").arg(i));
    OutputTable table(columns);
    table.addRow(cells);
    const QString csv = table.toCsv();
    const QString expectedRow = csv.mid(csv.indexOf(u'\n') + 1).chopped(1); // the data row, no line end
    QByteArray row = "x,"; // appended to what is there
    OutputTable::appendCsvCells(row, cells);
    QCOMPARE(QString::fromUtf8(row), QStringLiteral("x,") + expectedRow);
    QVERIFY(row.contains("0.1,17626.02437,8100000000,1e+20,-2.5e-07,4,,,-42,7,18446744073709551615,3,"
                         "true,false,plain,\"a,b\",\"say \"\"hi\"\"\",\" lead\""));
}

void TestOutputTable::writerStreamsTheSameBytes_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("rows");
    for (const auto format : {OutputTable::Format::Csv, OutputTable::Format::Json})
        for (const int rows : {0, 1, 3, 20000}) // 20,000 rows: several pieces
            QTest::addRow("%s, %d rows", format == OutputTable::Format::Csv ? "csv" : "json", rows)
                << int(format) << rows;
}

void TestOutputTable::writerStreamsTheSameBytes()
{
    // explain streams its rows through OutputTableWriter: the bytes are those of the whole table rendered.
    QFETCH(int, format);
    QFETCH(int, rows);
    const auto f = OutputTable::Format(format);
    const QStringList columns {QStringLiteral("n"), QStringLiteral("text"), QStringLiteral("a,b"),
        QStringLiteral("flag"), QStringLiteral("list")};
    OutputTable table(columns);
    QByteArray streamed;
    int pieces = 0;
    OutputTableWriter writer(columns, f, [&](const QByteArray &piece) {
        QVERIFY(!piece.isEmpty());
        streamed += piece;
        ++pieces;
    });
    for (int r = 0; r < rows; ++r) {
        QVariantList cells {r * 0.1, QStringLiteral("say \"hi\", Grüße %1").arg(r), QVariant(), r % 2 == 0,
            QVariant(QVariantList {r, QStringLiteral("x")})};
        if (r % 3 == 1)
            cells = cells.mid(0, 2); // short rows are padded
        else if (r % 3 == 2)
            cells.append(QStringLiteral("dropped")); // cells beyond the columns are dropped
        table.addRow(cells);
        writer.addRow(cells);
    }
    writer.finish();
    QCOMPARE(QString::fromUtf8(streamed), table.render(f));
    QCOMPARE(pieces > 1, streamed.size() > OutputTableWriter::pieceBytes());
}
