// GridExpression (ranges and series in grid lists), LayoutFilter and their configuration keys
// (issue 14 "Grids a planner can type").
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "model/LayoutFilter.h"
#include "search/GridExpression.h"
#include "search/SearchSpace.h"

#include <QtTest>

class TestGridExpression : public QObject
{
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void errors_data();
    void errors();
    void formatRoundTrip_data();
    void formatRoundTrip();
    void layoutFilter_data();
    void layoutFilter();
    void gridAppliesLayouts();
    void configurationReadsAndWrites();
    void configurationErrors_data();
    void configurationErrors();
};

using Values = QList<qint64>;

void TestGridExpression::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Values>("values");
    QTest::newRow("list") << QStringLiteral("4,8,16") << Values {4, 8, 16};
    QTest::newRow("spaces and semicolons") << QStringLiteral(" 4 ; 8  16 ") << Values {4, 8, 16};
    QTest::newRow("range") << QStringLiteral("1-5") << Values {1, 2, 3, 4, 5};
    QTest::newRow("series") << QStringLiteral("8-40:8") << Values {8, 16, 24, 32, 40};
    QTest::newRow("series not reaching the end") << QStringLiteral("1-10:4") << Values {1, 5, 9};
    QTest::newRow("spaced operators") << QStringLiteral("8 - 24 : 8") << Values {8, 16, 24};
    QTest::newRow("pow2") << QStringLiteral("pow2:1-1024")
                          << Values {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
    QTest::newRow("pow2 inner bounds") << QStringLiteral("POW2:3-20") << Values {4, 8, 16};
    QTest::newRow("mixed, duplicates once")
        << QStringLiteral("pow2:1-8, 6-10:2, 3") << Values {1, 2, 4, 8, 6, 10, 3};
    QTest::newRow("single-value range") << QStringLiteral("7-7") << Values {7};
}

void TestGridExpression::parse()
{
    QFETCH(QString, text);
    QFETCH(Values, values);
    QCOMPARE(GridExpression::parse(text, 1, 1'000'000, 10'000, QStringLiteral("grid")), values);
    // 1-1024 is 1,024 values; pow2:1-1024 eleven.
    QCOMPARE(
        GridExpression::parse(QStringLiteral("1-1024"), 1, 1024, 10'000, QStringLiteral("g")).size(), 1024);
}

void TestGridExpression::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QStringLiteral(" , ") << QStringLiteral("grid.batch_sizes: the list is empty");
    QTest::newRow("reversed") << QStringLiteral("4, 64-8")
                              << QStringLiteral("grid.batch_sizes: '64-8': the range ends below its start");
    QTest::newRow("step zero") << QStringLiteral(
        "8-64:0") << QStringLiteral("grid.batch_sizes: '8-64:0': the step must be a whole number ≥ 1");
    QTest::newRow("negative") << QStringLiteral("-4")
                              << QStringLiteral("'-4': values must be whole numbers ≥ 1");
    QTest::newRow("zero") << QStringLiteral("0-4") << QStringLiteral("must be at least 1, got 0 in '0-4'");
    QTest::newRow("above maximum") << QStringLiteral("4-100001")
                                   << QStringLiteral("100001 is above the maximum 100000 in '4-100001'");
    QTest::newRow("fraction") << QStringLiteral("4.5")
                              << QStringLiteral("expected a whole number, got '4.5'");
    QTest::newRow("open range") << QStringLiteral("4-") << QStringLiteral("'4-': not a number, a range A-B");
    QTest::newRow("pow2 step") << QStringLiteral("pow2:1-64:2")
                               << QStringLiteral("'pow2:1-64:2': pow2 takes no step");
    QTest::newRow("pow2 empty") << QStringLiteral("pow2:5-7")
                                << QStringLiteral("no power of two lies in 5…7");
    QTest::newRow("too many") << QStringLiteral("1-5000, 5001-10001")
                              << QStringLiteral("'1-5000, 5001-10001' gives more than 10000 values");
    QTest::newRow("huge range fails before expanding")
        << QStringLiteral("1-99999") << QStringLiteral("gives more than 10000 values");
}

void TestGridExpression::errors()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    try {
        GridExpression::parse(text, 1, 100'000, 10'000, QStringLiteral("grid.batch_sizes"));
        QFAIL("no error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
        QVERIFY2(e.message().startsWith(QStringLiteral("grid.batch_sizes: ")), qPrintable(e.message()));
    }
}

void TestGridExpression::formatRoundTrip_data()
{
    QTest::addColumn<Values>("values");
    QTest::addColumn<QString>("text");
    QTest::newRow("seed grid") << Values {4, 8, 16, 32, 64} << QStringLiteral("pow2:4-64");
    QTest::newRow("one") << Values {7} << QStringLiteral("7");
    QTest::newRow("two") << Values {1, 2} << QStringLiteral("1, 2");
    QTest::newRow("range") << Values {4, 5, 6, 10} << QStringLiteral("4-6, 10");
    QTest::newRow("series") << Values {8, 16, 24, 32, 1} << QStringLiteral("8-32:8, 1");
    QTest::newRow("default gpus") << Values {1, 2, 4, 8, 16, 32} << QStringLiteral("pow2:1-32");
    QTest::newRow("descending") << Values {8, 4, 2} << QStringLiteral("8, 4, 2");
    QTest::newRow("empty") << Values {} << QString();
}

void TestGridExpression::formatRoundTrip()
{
    QFETCH(Values, values);
    QFETCH(QString, text);
    QCOMPARE(GridExpression::format(values), text);
    if (!values.isEmpty())
        QCOMPARE(GridExpression::parse(text, 1, 1'000'000, 10'000, QStringLiteral("g")), values);
}

void TestGridExpression::layoutFilter_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<QList<int>>("accepted"); // of 1..24
    QTest::newRow("any") << QStringLiteral("any") << 8
                         << QList<int> {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                                21, 22, 23, 24};
    QTest::newRow("whole nodes of 8")
        << QStringLiteral("whole-nodes") << 8 << QList<int> {1, 2, 3, 4, 5, 6, 7, 8, 16, 24};
    QTest::newRow("whole nodes of 6")
        << QStringLiteral("Whole Nodes") << 6 << QList<int> {1, 2, 3, 4, 5, 6, 12, 18, 24};
    QTest::newRow("powers of two") << QStringLiteral("powers_of_two") << 8 << QList<int> {1, 2, 4, 8, 16};
}

void TestGridExpression::layoutFilter()
{
    QFETCH(QString, name);
    QFETCH(int, perNode);
    QFETCH(QList<int>, accepted);
    const LayoutFilter filter = parseLayoutFilter(name, QStringLiteral("grid.layouts"));
    QList<int> kept;
    for (int g = 1; g <= 24; ++g)
        if (layoutFilterAccepts(filter, g, perNode))
            kept << g;
    QCOMPARE(kept, accepted);
}

void TestGridExpression::gridAppliesLayouts()
{
    const Infrastructure infra {1024, 128, 8, {}, {}};
    QList<int> gpus;
    for (int g = 1; g <= 1024; ++g)
        gpus << g;
    QList<int> leftOut;
    const QList<Candidate> grid = SearchSpace::grid(gpus, {1, 2}, infra, LayoutFilter::WholeNodes, &leftOut);
    // Kept: 1..8 and the 127 further multiples of 8 up to 1024; the rest is left out.
    QCOMPARE(grid.size(), (8 + 127) * 2);
    QCOMPARE(leftOut.size(), 1024 - 135);
    QCOMPARE(leftOut.first(), 9);
    // The jump: 23 GPUs are not laid out as 23 single-GPU nodes any more.
    for (const Candidate &c : grid)
        QVERIFY(c.totalGpus <= 8 || c.gpusPerNode == 8);
    // Min-GPU walks powers of two; whole nodes of 6 leave out 8 and 16.
    Workload w;
    w.batchSize = 4;
    w.gpusPerNode = 8;
    w.numberOfNodes = 4;
    QList<int> walkLeftOut;
    const QList<Candidate> walk = SearchSpace::minGpuCandidates(
        w, Infrastructure {32, 8, 6, {}, {}}, LayoutFilter::WholeNodes, &walkLeftOut);
    QList<int> walked;
    for (const Candidate &c : walk)
        walked << c.totalGpus;
    QCOMPARE(walked, QList<int>({1, 2, 4}));
    QCOMPARE(walkLeftOut, QList<int>({8, 16, 32}));
}

void TestGridExpression::configurationReadsAndWrites()
{
    QStringList warnings;
    const Configuration c
        = ConfigurationIo::parse("strategy:\n  preset: balanced\n  energy_metric: Power\n"
                                 "  score_normalization: Min-Max\n"
                                 "grid:\n  batch_sizes: \"1-128\"\n  total_gpus: [pow2:1-16, 24]\n"
                                 "  layouts: whole-nodes\n",
            QStringLiteral("grid.yaml"), &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    QCOMPARE(c.strategy.energyMetric, EnergyMetric::Power);
    QCOMPARE(c.strategy.scoreNormalization, ScoreNormalization::MinMax);
    QCOMPARE(c.grid.batchSizes.size(), 128);
    QCOMPARE(c.grid.totalGpus, QList<int>({1, 2, 4, 8, 16, 24}));
    QCOMPARE(c.grid.layouts, LayoutFilter::WholeNodes);
    // Saved: a short list stays a YAML list (upstream reads it), a long one becomes its range text.
    const QByteArray yaml = ConfigurationIo::serialise(c);
    QVERIFY2(yaml.contains("batch_sizes: 1-128"), yaml.constData());
    QVERIFY2(yaml.contains("total_gpus: [1, 2, 4, 8, 16, 24]"), yaml.constData());
    QVERIFY2(yaml.contains("energy_metric: power"), yaml.constData());
    QVERIFY2(yaml.contains("score_normalization: min-max"), yaml.constData());
    QVERIFY2(yaml.contains("layouts: whole-nodes"), yaml.constData());
    const Configuration back = ConfigurationIo::parse(yaml, QStringLiteral("saved.yaml"), &warnings);
    QCOMPARE(back.grid.batchSizes, c.grid.batchSizes);
    QCOMPARE(back.grid.totalGpus, c.grid.totalGpus);
    QCOMPARE(back.grid.layouts, c.grid.layouts);
    QCOMPARE(back.strategy.energyMetric, c.strategy.energyMetric);
    QCOMPARE(back.strategy.scoreNormalization, c.strategy.scoreNormalization);
    // The defaults are not written, so upstream files round-trip without new keys.
    const QByteArray plain = ConfigurationIo::serialise(ConfigurationIo::embeddedDefault());
    QVERIFY(!plain.contains("energy_metric"));
    QVERIFY(!plain.contains("score_normalization"));
    QVERIFY(!plain.contains("layouts"));
}

void TestGridExpression::configurationErrors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("message");
    QTest::newRow("reversed range")
        << QByteArray("grid:\n  batch_sizes: \"64-8\"\n")
        << QStringLiteral("bad.yaml:2: grid.batch_sizes: '64-8': the range ends below its start");
    QTest::newRow("range in a list") << QByteArray("grid:\n  total_gpus: [1, 2-x]\n")
                                     << QStringLiteral("bad.yaml:2: grid.total_gpus: '2-x': not a number");
    QTest::newRow("too many batch sizes")
        << QByteArray("grid:\n  batch_sizes: 1-20000\n") << QStringLiteral("gives more than 10000 values");
    QTest::newRow("layouts") << QByteArray("grid:\n  layouts: whole\n")
                             << QStringLiteral("bad.yaml:2: grid.layouts: unknown value 'whole'");
    QTest::newRow("energy metric")
        << QByteArray("strategy:\n  energy_metric: joules\n")
        << QStringLiteral("bad.yaml:2: strategy.energy_metric: unknown value 'joules'; choose "
                          "from power, energy_per_token");
}

void TestGridExpression::configurationErrors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, message);
    QStringList warnings;
    try {
        ConfigurationIo::parse(yaml, QStringLiteral("bad.yaml"), &warnings);
        QFAIL("no error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestGridExpression)
#include "test_grid_expression.moc"
