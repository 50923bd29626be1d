// Help → How a recommendation is made: the seed text (one table cell per line, hard-wrapped prose)
// renders as headings, real tables and paragraphs rather than one paragraph per line.
#include "shell/HowItWorksDialog.h"

#include <QtTest>

class TestUiHelp : public QObject
{
    Q_OBJECT
private slots:
    void seedTextRendersTablesAndParagraphs();
};

void TestUiHelp::seedTextRendersTablesAndParagraphs()
{
    const QString html = HowItWorksDialog::renderedText();
    QCOMPARE(html.count(QStringLiteral("<table")), 4); // feasibility, predictor, goal, preset tables
    QVERIFY(html.contains(QStringLiteral("<th>feasibility</th><th>Check</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>autoconf (default)</td><td>IBM AutoConf determines")));
    QVERIFY(html.contains(QStringLiteral("<th>Preset</th><th>alpha (runtime)</th><th>beta (energy)</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>performance</td><td>0.8</td><td>0.2</td>")));
    QVERIFY(!html.contains(QStringLiteral("|---")));
    QVERIFY(html.count(QStringLiteral("<h3>")) >= 6);
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
