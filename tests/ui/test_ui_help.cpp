// Help → How a recommendation is made: the seed text (one table cell per line, hard-wrapped prose)
// renders as headings, real tables and paragraphs rather than one paragraph per line.
#include "shell/HowItWorksDialog.h"

#include <QtTest>

class TestUiHelp : public QObject
{
    Q_OBJECT
private slots:
    void seedTextRendersTablesAndParagraphs();
    void helpDescribesThisApplication();
};

void TestUiHelp::helpDescribesThisApplication()
{
    // Issue 14 item 6: the help describes this app (its CLI, its memory model, its predictors), not the
    // Python package; the seed text follows as an appendix.
    const QString html = HowItWorksDialog::renderedText();
    const qsizetype appendix = html.indexOf(QStringLiteral("Appendix: the seed text"));
    QVERIFY(appendix > 0);
    const QString app = html.left(appendix);
    for (const char *phrase : {"coastline-cli recommend", "coastline-cli explain",
             "a GPU-memory model standing in for IBM AutoConf", "training setup", "Learned predictors",
             "trained in the application on measured runs", "not needed", "Kavier"})
        QVERIFY2(app.contains(QLatin1String(phrase)), phrase);
    for (const char *python : {"pip install", "[ml]", "PyPI", ".recommend(", "IBM AutoConf determines"})
        QVERIFY2(!app.contains(QLatin1String(python)), python);
    // The seed text, with its own wording, only in the appendix.
    QVERIFY(html.indexOf(QStringLiteral("IBM AutoConf determines")) > appendix);
    QVERIFY(html.mid(appendix).contains(QStringLiteral("<table")));
}

void TestUiHelp::seedTextRendersTablesAndParagraphs()
{
    const QString html = HowItWorksDialog::seedText();
    QCOMPARE(html.count(QStringLiteral("<table")), 4); // feasibility, predictor, goal, preset tables
    QVERIFY(html.contains(QStringLiteral("<th>feasibility</th><th>Check</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>autoconf (default)</td><td>IBM AutoConf determines")));
    QVERIFY(html.contains(QStringLiteral("<th>Preset</th><th>alpha (runtime)</th><th>beta (energy)</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>performance</td><td>0.8</td><td>0.2</td>")));
    QVERIFY(!html.contains(QStringLiteral("|---")));
    QVERIFY(html.count(QStringLiteral("<h4>")) >= 6);
    // Hard-wrapped lines are joined: far fewer paragraphs than prose lines.
    QVERIFY(html.contains(QStringLiteral("(fine_tuning_method: full, lora, qlora, or gptq-lora)")));
    const QString shots = qEnvironmentVariable("COASTLINE_TEST_SHOT_DIR");
    if (!shots.isEmpty()) {
        HowItWorksDialog dialog;
        dialog.resize(900, 1100);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(shots + QStringLiteral("/how-it-works.png")));
    }
}

QTEST_MAIN(TestUiHelp)
#include "test_ui_help.moc"
