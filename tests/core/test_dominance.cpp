// Issue 14 "Say what the score hides": Dominance, the energy-per-token metric, near-ties in the
// ranking, and Plausibility (model FLOP utilisation against the dense bf16 peak).
#include "catalog/Catalog.h"
#include "predict/Plausibility.h"
#include "rank/Dominance.h"
#include "rank/Ranking.h"

#include <QtTest>

namespace {

struct Stub
{
    int gpus;
    double throughput;
    double powerPerGpu;
    qint64 batch = 4;
};

Evaluation evaluationOf(const QList<Stub> &stubs)
{
    Evaluation e;
    for (const Stub &s : stubs) {
        EvaluatedCandidate c;
        c.candidate = {s.gpus, s.gpus, 1, s.batch};
        Prediction p;
        p.throughputTokensPerSecond = s.throughput;
        p.powerWattsPerGpu = s.powerPerGpu;
        p.source = QStringLiteral("stub");
        c.prediction = p;
        e.candidates.append(c);
    }
    return e;
}

RankingPolicy policyOf(Goal goal, EnergyMetric metric = EnergyMetric::Power)
{
    RankingPolicy policy;
    policy.goal = goal;
    policy.weights = presetWeights(goal);
    policy.energyMetric = metric;
    policy.scoreNormalization = ScoreNormalization::MinMax; // these cases pin min-max scores
    policy.topK = 10;
    return policy;
}

} // namespace

class TestDominance : public QObject
{
    Q_OBJECT
private slots:
    void dominated_data();
    void dominated();
    void powerPrefersTheDominatedPick();
    void energyPerTokenScores();
    void nearTies();
    void plausibilityFigures();
    void plausibilityProblems();
};

void TestDominance::dominated_data()
{
    QTest::addColumn<QList<double>>("throughput");
    QTest::addColumn<QList<double>>("joulesPerToken");
    QTest::addColumn<QList<bool>>("expected");
    QTest::newRow("empty") << QList<double> {} << QList<double> {} << QList<bool> {};
    QTest::newRow("one") << QList<double> {10} << QList<double> {1} << QList<bool> {false};
    QTest::newRow("faster and leaner")
        << QList<double> {10, 20} << QList<double> {2, 1} << QList<bool> {true, false};
    QTest::newRow("trade-off") << QList<double> {10, 20} << QList<double> {1, 2}
                               << QList<bool> {false, false};
    // Strictly higher throughput and strictly lower J/token: equal values dominate nothing.
    QTest::newRow("equal throughput")
        << QList<double> {10, 10} << QList<double> {2, 1} << QList<bool> {false, false};
    QTest::newRow("equal energy") << QList<double> {10, 20} << QList<double> {1, 1}
                                  << QList<bool> {false, false};
    QTest::newRow("front and behind") << QList<double> {30, 25, 20, 10, 5} << QList<double> {3, 2, 2.5, 1, 4}
                                      << QList<bool> {false, false, true, false, true};
}

void TestDominance::dominated()
{
    QFETCH(QList<double>, throughput);
    QFETCH(QList<double>, joulesPerToken);
    QFETCH(QList<bool>, expected);
    const std::vector<bool> result
        = Dominance::dominated(std::vector<double>(throughput.cbegin(), throughput.cend()),
            std::vector<double>(joulesPerToken.cbegin(), joulesPerToken.cend()));
    QCOMPARE(QList<bool>(result.cbegin(), result.cend()), expected);
}

void TestDominance::powerPrefersTheDominatedPick()
{
    // A: 1 GPU, 100 tokens/s at 100 W (1 J/token); B: 2 GPUs, 300 tokens/s at 2 × 120 W (0.8 J/token).
    // Scored by power, energy weighs 0.8 and A's lower cluster power wins although B is faster and leaner.
    const Evaluation e = evaluationOf({{1, 100, 100}, {2, 300, 120}});
    const Ranking power = Ranker::rank(e, policyOf(Goal::Energy));
    QCOMPARE(power.rows.first().candidateIndex, 0);
    QVERIFY(power.rows.first().dominated);
    QVERIFY(!power.rows.at(1).dominated);
    // Scored by energy per token, B scores 1 on both terms.
    const Ranking perToken = Ranker::rank(e, policyOf(Goal::Energy, EnergyMetric::EnergyPerToken));
    QCOMPARE(perToken.rows.first().candidateIndex, 1);
    QCOMPARE(perToken.rows.first().energyScore, 1.0);
    QCOMPARE(perToken.rows.first().combinedScore, 1.0);
    QVERIFY(!perToken.rows.first().dominated);
    QVERIFY(perToken.rows.at(1).dominated);
}

void TestDominance::energyPerTokenScores()
{
    // J/token: 200/100 = 2, 300/200 = 1.5, 800/400 = 2 → s_e = (2 − x) / (2 − 1.5).
    const Evaluation e = evaluationOf({{1, 100, 200}, {1, 200, 300}, {2, 400, 400}});
    const Ranking r = Ranker::rank(e, policyOf(Goal::Balanced, EnergyMetric::EnergyPerToken));
    QHash<int, double> energy;
    for (const RankedConfiguration &row : r.rows)
        energy.insert(row.candidateIndex, row.energyScore);
    QCOMPARE(energy.value(0), 0.0);
    QCOMPARE(energy.value(1), 1.0);
    QCOMPARE(energy.value(2), 0.0);
}

void TestDominance::nearTies()
{
    // Equal power (s_e = 1 for all), so balanced S = 0.5·s_r + 0.5, with s_r = (0.01 − 1/throughput) / 0.005:
    // S = 1, 0.9995, 0.9992 (one group, within 1e-3 of its first), 0.995, 0.9947 (a second group), 0.5.
    const Evaluation e = evaluationOf({{1, 200, 100}, {1, 1 / 0.005005, 100}, {1, 1 / 0.005008, 100},
        {1, 1 / 0.00505, 100}, {1, 1 / 0.005053, 100}, {1, 100, 100}});
    const Ranking r = Ranker::rank(e, policyOf(Goal::Balanced));
    QList<int> order, tieRanks;
    for (const RankedConfiguration &row : r.rows) {
        order << row.candidateIndex;
        tieRanks << row.tieRank;
    }
    QCOMPARE(order, QList<int>({0, 1, 2, 3, 4, 5}));
    QCOMPARE(tieRanks, QList<int>({1, 1, 1, 4, 4, 6}));
    QVERIFY(qAbs(r.rows.at(2).combinedScore - 0.9992) < 1e-9);
    // Min-GPU has no ties.
    const Ranking minGpu = Ranker::rank(e, policyOf(Goal::MinGpu));
    for (const RankedConfiguration &row : minGpu.rows)
        QCOMPARE(row.tieRank, row.rank);
}

void TestDominance::plausibilityFigures()
{
    const Catalog &catalog = Catalog::bundled();
    const LlmSpec &mistral = catalog.llm(QStringLiteral("mistral-7b-v0.1"));
    const LlmSpec &mixtral = catalog.llm(QStringLiteral("mixtral-8x7b-instruct-v0.1"));
    // 6·N for full, 4·N for the adapter methods; N = active parameters (MoE: 13e9 of 47e9).
    QCOMPARE(Plausibility::modelFlopsPerToken(mistral, QStringLiteral("full")), 42e9);
    QCOMPARE(Plausibility::modelFlopsPerToken(mistral, QStringLiteral("lora")), 28e9);
    QCOMPARE(Plausibility::modelFlopsPerToken(mistral, QStringLiteral("gptq-lora")), 28e9);
    QCOMPARE(Plausibility::modelFlopsPerToken(mixtral, QStringLiteral("full")), 78e9);
    // Dense bf16 peaks: A100 312 TFLOP/s dense; H100-SXM 1979 "with-sparsity" → 989.5.
    QCOMPARE(Plausibility::denseBf16PeakFlops(catalog.gpu(QStringLiteral("NVIDIA-A100-SXM4-80GB"))), 312e12);
    QCOMPARE(Plausibility::denseBf16PeakFlops(catalog.gpu(QStringLiteral("H100-SXM"))), 989.5e12);
    // 8 GPUs at 100k tokens/s of full mistral-7b: 42e9 × 1e5 / (8 × 989.5e12) = 53.06 %.
    const std::optional<double> mfu = Plausibility::modelFlopsUtilization(
        mistral, catalog.gpu(QStringLiteral("H100-SXM")), QStringLiteral("full"), 1e5, 8);
    QVERIFY(mfu);
    QVERIFY(qAbs(*mfu - 42e9 * 1e5 / (8 * 989.5e12)) < 1e-15);
    QVERIFY(!Plausibility::modelFlopsUtilization(
        mistral, catalog.gpu(QStringLiteral("H100-SXM")), QStringLiteral("unknown"), 1e5, 8));
}

void TestDominance::plausibilityProblems()
{
    Prediction p;
    p.throughputTokensPerSecond = 1000;
    QVERIFY(Plausibility::problems(p).isEmpty()); // no MFU known: nothing to flag
    p.modelFlopsUtilization = 0.60;
    QVERIFY(Plausibility::problems(p).isEmpty()); // the bound itself is plausible
    p.modelFlopsUtilization = 0.87;
    QList<Reason> problems = Plausibility::problems(p);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().code, Reason::Code::ImplausibleUtilization);
    QCOMPARE(problems.first().args.value(0).toDouble(), 87.0);
    p.modelFlopsUtilization = 0.3;
    p.uncalibratedFactors = {QStringLiteral("model_scale")};
    problems = Plausibility::problems(p);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().code, Reason::Code::UncalibratedFactors);
}

QTEST_GUILESS_MAIN(TestDominance)
#include "test_dominance.moc"
