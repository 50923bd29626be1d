#include "common/CoastlineError.h"
#include "common/NamedChoice.h"

#include <QtTest>

// NamedChoice (issue 20): the one edit distance, closest name, name keys and "did you mean" text
// that catalog, configuration, training setup, predictor names and the CLI share.

class TestNamedChoice : public QObject
{
    Q_OBJECT

private slots:
    void editDistanceCountsEdits()
    {
        QCOMPARE(NamedChoice::editDistance(QString(), QString()), 0);
        QCOMPARE(NamedChoice::editDistance(QStringLiteral("abc"), QString()), 3);
        QCOMPARE(NamedChoice::editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(NamedChoice::editDistance(QStringLiteral("sitting"), QStringLiteral("kitten")), 3);
        QCOMPARE(NamedChoice::editDistance(QStringLiteral("Tune"), QStringLiteral("tune")), 1); // case counts
    }

    void keysReadSeparatorsAlike()
    {
        QCOMPARE(
            NamedChoice::underscoreKey(QStringLiteral("  Min-GPU fixed ")), QStringLiteral("min_gpu_fixed"));
        QCOMPARE(NamedChoice::forgivingKey(QStringLiteral(" Llama_2 7B\t")), QStringLiteral("llama-2-7b"));
    }

    void closestKeepsTheFirstOfEquals()
    {
        const QStringList names {
            QStringLiteral("recommend"), QStringLiteral("simulate"), QStringLiteral("tune")};
        QCOMPARE(NamedChoice::closest(QStringLiteral("recomend"), names, 2), QStringLiteral("recommend"));
        QCOMPARE(NamedChoice::closest(QStringLiteral("tun"), names, 2), QStringLiteral("tune"));
        QCOMPARE(NamedChoice::closest(QStringLiteral("xyz"), names, 2), QString()); // "tune": 4 edits
        // "tuna" and "tune" are both 1 edit from "tunx": the first listed wins.
        QCOMPARE(
            NamedChoice::closest(QStringLiteral("tunx"), {QStringLiteral("tuna"), QStringLiteral("tune")}, 1),
            QStringLiteral("tuna"));
        // With a key function the comparison is on keys and the name is returned as written.
        QCOMPARE(NamedChoice::closest(QStringLiteral("ADAMW_8BIT"), {QStringLiteral("adamw-8bit")}, 0,
                     NamedChoice::forgivingKey),
            QStringLiteral("adamw-8bit"));
    }

    void didYouMeanText()
    {
        QCOMPARE(NamedChoice::didYouMean(QStringLiteral("grid")), QStringLiteral(" (did you mean 'grid'?)"));
        QCOMPARE(NamedChoice::didYouMean(QString()), QString());
    }

    void parseNamesTheClosest()
    {
        const QStringList names {QStringLiteral("grid"), QStringLiteral("min_gpu")};
        QCOMPARE(NamedChoice::parse(QStringLiteral("Min-GPU"), names, QStringLiteral("x")), 1);
        try {
            NamedChoice::parse(QStringLiteral("gird"), names, QStringLiteral("search"));
            QFAIL("expected an error");
        } catch (const CoastlineError &e) {
            QCOMPARE(e.message(),
                QStringLiteral(
                    "search: unknown value 'gird' (did you mean 'grid'?); choose from grid, min_gpu"));
        }
    }
};

QTEST_GUILESS_MAIN(TestNamedChoice)
#include "test_named_choice.moc"
