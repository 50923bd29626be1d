// The predictor names (PredictorName: the one table of predictor words) and the registry (id → factory),
// the calibration table names and the words for reason codes (report/ReasonText): every id unique, errors
// list the table's names, each available predictor is built by its factory, and each code gives today's
// English text.
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "model/Configuration.h"
#include "model/PredictorName.h"
#include "predict/PredictorRegistry.h"
#include "predict/ThroughputPredictor.h"
#include "predict/kavier/CalibrationTable.h"
#include "report/ReasonText.h"

#include <QSet>
#include <QtTest>

Q_DECLARE_METATYPE(Reason)

using Kind = PredictorRegistry::Kind;

class TestPredictorRegistry : public QObject
{
    Q_OBJECT

private slots:
    void idsAreUniquePerKind();
    void validationErrorsListTheRegistry();
    void unavailablePredictorsSayWhy();
    void factoriesBuildEveryAvailablePredictor();
    void labels();
    void calibrationNames();
    void reasonTexts_data();
    void reasonTexts();
    void verdictWithNotes();
};

void TestPredictorRegistry::idsAreUniquePerKind()
{
    QSet<QString> seen;
    for (const PredictorName &d : PredictorName::all()) {
        const QString key = QStringLiteral("%1/%2").arg(int(d.kind)).arg(d.id);
        QVERIFY2(!seen.contains(key), qPrintable(key));
        seen.insert(key);
        QCOMPARE(d.id, d.id.toLower());
        QVERIFY(!d.description.isEmpty());
        QCOMPARE(d.available(), d.unavailableReason.isEmpty());
        // The registry builds exactly the available rows that are predictors.
        QCOMPARE(PredictorRegistry::factory(d.id, d.kind) != nullptr,
            d.available() && d.kind != Kind::Feasibility);
    }
    QVERIFY(PredictorRegistry::factory(u"oracle", Kind::Performance) == nullptr);
    QCOMPARE(PredictorName::available(Kind::Performance),
        (QStringList {QStringLiteral("kavier"), QStringLiteral("roofline"), QStringLiteral("cache"),
            QStringLiteral("intelligent"), QStringLiteral("xgboost"), QStringLiteral("random_forest"),
            QStringLiteral("svr"), QStringLiteral("knn"), QStringLiteral("gaussian_process"),
            QStringLiteral("bayesian_ridge"), QStringLiteral("deep_learning")}));
    QCOMPARE(PredictorName::available(Kind::Feasibility),
        (QStringList {QStringLiteral("autoconf"), QStringLiteral("rules"), QStringLiteral("none")}));
    QCOMPARE(PredictorName::availableText(Kind::Performance),
        QStringLiteral(
            "kavier, roofline, cache, intelligent, xgboost, random_forest, svr, knn, gaussian_process, "
            "bayesian_ridge or deep_learning"));
    QCOMPARE(PredictorName::availableText(Kind::Fallback),
        QStringLiteral("roofline, kavier, xgboost, random_forest, svr, knn, gaussian_process, bayesian_ridge "
                       "or deep_learning"));
}

void TestPredictorRegistry::validationErrorsListTheRegistry()
{
    QCOMPARE(PredictorName::validated(QStringLiteral(" Kavier-Power "), Kind::Energy),
        QStringLiteral("kavier_power"));
    for (Kind kind : {Kind::Performance, Kind::Fallback, Kind::Energy, Kind::Feasibility}) {
        try {
            PredictorName::validated(QStringLiteral("oracle"), kind);
            QFAIL("accepted 'oracle'");
        } catch (const CoastlineError &e) {
            QVERIFY2(e.message().endsWith(PredictorName::available(kind).join(QStringLiteral(", "))),
                qPrintable(e.message()));
        }
    }
    QVERIFY_THROWS_EXCEPTION(
        CoastlineError, PredictorName::validated(QStringLiteral("cache"), Kind::Fallback));
}

void TestPredictorRegistry::unavailablePredictorsSayWhy()
{
    int unavailable = 0;
    for (const PredictorName &d : PredictorName::all()) {
        if (d.available())
            continue;
        ++unavailable;
        QVERIFY(!PredictorName::available(d.kind).contains(d.id));
        try {
            PredictorName::validated(d.id, d.kind);
            QFAIL("accepted an unavailable predictor");
        } catch (const CoastlineError &e) {
            QCOMPARE(e.message(),
                QStringLiteral("'%1' is %2; available: kavier, roofline, cache, intelligent, xgboost, "
                               "random_forest, svr, "
                               "knn, gaussian_process, bayesian_ridge, deep_learning")
                    .arg(d.id, d.unavailableReason));
        }
    }
    QCOMPARE(unavailable, 3); // lightgbm, catboost, tabpfn (spec decision 10)
}

void TestPredictorRegistry::factoriesBuildEveryAvailablePredictor()
{
    Configuration config;
    config.predictors.lookup = QStringLiteral("default");
    const Catalog catalog = Catalog::bundled();
    PredictorRegistry::Context context {config, catalog, nullptr, {}};
    for (const PredictorName &d : PredictorName::all()) {
        if (!d.available() || d.kind == Kind::Feasibility)
            continue;
        const auto predictor = PredictorRegistry::create(d.id, d.kind, context);
        QVERIFY2(predictor != nullptr, qPrintable(d.id));
        if (d.kind == Kind::Performance)
            QCOMPARE(predictor->name(), d.id);
    }
    QVERIFY(context.kavier != nullptr); // one Kavier model shared by kavier, the fallback and the power
    QVERIFY_THROWS_EXCEPTION(
        CoastlineError, PredictorRegistry::create(QStringLiteral("autoconf"), Kind::Feasibility, context));
}

void TestPredictorRegistry::labels()
{
    QCOMPARE(PredictorName::outputLabel(QStringLiteral("intelligent"), QStringLiteral("kavier")),
        QStringLiteral("intelligent (cache, else kavier)"));
    QCOMPARE(PredictorName::outputLabel(QStringLiteral("cache"), QStringLiteral("kavier")),
        QStringLiteral("cache"));
}

void TestPredictorRegistry::calibrationNames()
{
    QCOMPARE(CalibrationTable::builtInTables(),
        (QStringList {QStringLiteral("default"), QStringLiteral("4model"), QStringLiteral("allmodels")}));
    for (const QString &name : CalibrationTable::builtInNames())
        QVERIFY(!CalibrationTable::load(name).name.isEmpty());
}

void TestPredictorRegistry::reasonTexts_data()
{
    using Code = Reason::Code;
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("text");
    QTest::newRow("text") << Reason::text(QStringLiteral("cache miss")) << QStringLiteral("cache miss");
    QTest::newRow("fits")
        << Reason {Code::Fits, {63.444, 84.29}}
        << QStringLiteral("fits: 63.44 GB of 84.29 GB per GPU (memory model standing in for AutoConf)");
    QTest::newRow("oom") << Reason {Code::OutOfMemory, {124.476, 84.29}}
                         << QStringLiteral("out of memory: 124.48 GB needed, 84.29 GB available per GPU");
    QTest::newRow("rules") << Reason {Code::RulesPassed, {}}
                           << QStringLiteral("passes the structural rules (no memory check)");
    QTest::newRow("none") << Reason {Code::NotChecked, {}}
                          << QStringLiteral("not checked (feasibility: none)");
    QTest::newRow("gpus") << Reason {Code::InvalidTotalGpus, {}} << QStringLiteral("invalid total_gpus");
    QTest::newRow("batch") << Reason {Code::BatchBelowOne, {}}
                           << QStringLiteral("batch_size must be >= 1 (per-device)");
    QTest::newRow("tokens") << Reason {Code::TokensPerSampleBelowOne, {0}}
                            << QStringLiteral("invalid_job_config: tokens_per_sample must be >= 1, got 0");
    QTest::newRow("method") << Reason {Code::UnknownMethod, {QStringLiteral("alora")}}
                            << QStringLiteral(
                                   "invalid_job_config: unknown fine-tuning method 'alora': expected one "
                                   "of full, lora, qlora, gptq-lora");
    QTest::newRow("divisible") << Reason {Code::BatchNotDivisible, {}}
                               << QStringLiteral(
                                      "Rule-based classifier error: batch_size must be evenly divisible "
                                      "by number_gpus.");
    QTest::newRow("budget") << Reason {Code::TokenBudgetExceeded, {131072, 32, 4096, 60224}}
                            << QStringLiteral(
                                   "per-device token load 131072 (batch 32 x 4096 tokens) exceeds the "
                                   "empirical budget of 60224");
    QTest::newRow("mamba") << Reason {Code::HybridMambaWorkspace, {}}
                           << QStringLiteral(
                                  "hybrid Mamba model: the Mamba layers' workspace is not modelled (they "
                                  "are counted like attention layers)");
    QTest::newRow("qlora") << Reason {Code::QloraUnmeasured, {}}
                           << QStringLiteral(
                                  "qlora was never measured in the stack this model is calibrated on, so "
                                  "this verdict is a guess");
    QTest::newRow("no prediction") << Reason {Code::NoPrediction, {}} << QStringLiteral("no prediction");
    QTest::newRow("power") << Reason {Code::NoUsablePower, {QStringLiteral("x")}}
                           << QStringLiteral("no usable power prediction: x");
    QTest::newRow("throughput") << Reason {Code::NoUsableThroughput, {}}
                                << QStringLiteral("no usable throughput");
    QTest::newRow("min-gpu 1") << Reason {Code::NotSimulatedMinGpu, {1}}
                               << QStringLiteral(
                                      "not simulated: min-GPU stops after the first 1 feasible GPU count "
                                      "(top_k)");
    QTest::newRow("min-gpu 3") << Reason {Code::NotSimulatedMinGpu, {3}}
                               << QStringLiteral(
                                      "not simulated: min-GPU stops after the first 3 feasible GPU counts "
                                      "(top_k)");
    QTest::newRow("cancelled") << Reason {Code::Cancelled, {}} << QStringLiteral("cancelled");
    QTest::newRow("slowdown") << Reason {Code::BelowMaxSlowdown, {3000.0, 1.5, 2000.0}}
                              << QStringLiteral(
                                     "not ranked: below the fastest / max_slowdown = 3000.00 / 1.5 = "
                                     "2000.00 tokens/s");
}

void TestPredictorRegistry::reasonTexts()
{
    QFETCH(Reason, reason);
    QFETCH(QString, text);
    QCOMPARE(ReasonText::text(reason), text);
    // No translator installed: the interface words are the English ones, memory in GB too (issue 36
    // item 7: the app showed GiB where the CLI says GB).
    QCOMPARE(ReasonText::text(reason, ReasonText::Language::Interface), text);
}

void TestPredictorRegistry::verdictWithNotes()
{
    FeasibilityVerdict v;
    v.reason = {Reason::Code::Fits, {10.0, 84.29}};
    v.notes = {{Reason::Code::HybridMambaWorkspace, {}}, {Reason::Code::QloraUnmeasured, {}}};
    const QString text = ReasonText::verdict(v);
    QVERIFY(text.startsWith(u"fits: 10.00 GB of 84.29 GB per GPU"));
    QCOMPARE(text.count(QStringLiteral("; note: ")), 2);
}

QTEST_GUILESS_MAIN(TestPredictorRegistry)
#include "test_predictor_registry.moc"
