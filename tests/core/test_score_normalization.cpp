// Score normalisation (docs/user-guide.md "How the scores are normalised"): relative scores are ratios to
// the best candidate (the default), min-max is the seed's, one setting away; the ranking never picks a
// dominated configuration and keeps the pick's throughput within the bound its weights state; a wider
// search cannot lower the pick's throughput by more than that bound; on a near-tie of scores, or a cost
// tie of the deadline goal, a configuration that fits in memory goes before a tight one.
#include "model/Configuration.h"
#include "rank/ConstrainedRanking.h"
#include "rank/Ranking.h"
#include "rank/Reranker.h"
#include "report/RecommendationSummary.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <random>

namespace {

struct Stub
{
    int gpus;
    double throughput; ///< tokens/s
    double powerPerGpu; ///< W
    qint64 batch = 4;
    bool tight = false; ///< memory verdict tight (else fits)
};

EvaluatedCandidate candidateOf(const Stub &s)
{
    EvaluatedCandidate c;
    c.candidate = {s.gpus, std::min(s.gpus, 8), std::max(1, s.gpus / 8), s.batch};
    c.verdict.feasible = true;
    c.verdict.memoryVerdict = s.tight ? MemoryVerdict::Tight : MemoryVerdict::Fits;
    MemoryBreakdown memory;
    memory.totalGb = s.tight ? 72.4 : 50.0;
    memory.capacityGb = 85.9;
    c.verdict.memory = memory;
    Prediction p;
    p.throughputTokensPerSecond = s.throughput;
    p.powerWattsPerGpu = s.powerPerGpu;
    p.source = QStringLiteral("stub");
    c.prediction = p;
    return c;
}

Evaluation evaluationOf(const QList<Stub> &stubs)
{
    Evaluation e;
    for (const Stub &s : stubs)
        e.candidates.append(candidateOf(s));
    return e;
}

RankingPolicy policyOf(Goal goal, double alpha = -1)
{
    RankingPolicy p; // the defaults: energy per token, relative scores
    p.goal = goal;
    p.weights = alpha < 0 ? presetWeights(goal) : Weights {alpha, 1 - alpha};
    p.topK = 99;
    return p;
}

RankingPolicy seedPolicy(Goal goal)
{
    RankingPolicy p = policyOf(goal);
    p.energyMetric = EnergyMetric::Power;
    p.scoreNormalization = ScoreNormalization::MinMax;
    return p;
}

double throughputOf(const Evaluation &e, int index)
{
    return e.candidates.at(index).prediction->throughputTokensPerSecond;
}

double joulesPerToken(const Evaluation &e, int index)
{
    return e.candidates.at(index).clusterPowerWatts() / throughputOf(e, index);
}

/// Random stubs: throughput and per-GPU power from wide ranges, some slow (pipeline-bubble-like) rows.
Evaluation randomEvaluation(std::mt19937 &random, int count, bool withTight)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QList<Stub> stubs;
    for (int i = 0; i < count; ++i) {
        const int gpus = 1 << int(random() % 7);
        const double perGpu = 500.0 + 4500.0 * unit(random);
        const double throughput = gpus * perGpu * (unit(random) < 0.2 ? 0.1 : 1.0);
        stubs.append({gpus, throughput, 250.0 + 450.0 * unit(random), qint64(1) << (random() % 4),
            withTight && random() % 3 == 0});
    }
    return evaluationOf(stubs);
}

/// The pick's throughput / the fastest ranked throughput must be at least this (relative scores,
/// alpha > 0): from S(pick) ≥ S(fastest), alpha·r + beta ≥ alpha + beta·e_f, so r ≥ 1 − (beta/alpha)·(1 −
/// e_f), e_f = the fastest's energy score.
double throughputBound(const Ranking &r, const Evaluation &e)
{
    const auto fastest = std::max_element(r.rows.cbegin(), r.rows.cend(), [&](const auto &a, const auto &b) {
        return throughputOf(e, a.candidateIndex) < throughputOf(e, b.candidateIndex);
    });
    return 1 - r.policy.weights.beta / r.policy.weights.alpha * (1 - fastest->energyScore);
}

double fastestThroughput(const Evaluation &e)
{
    double fastest = 0;
    for (int i = 0; i < e.candidates.size(); ++i)
        fastest = std::max(fastest, throughputOf(e, i));
    return fastest;
}

} // namespace

class TestScoreNormalization : public QObject
{
    Q_OBJECT
private slots:
    void defaults();
    void relativeScoresAreRatios();
    void slowRowsMovedTheSeedsPick();
    void neverDominated();
    void throughputWithinTheStatedBound();
    void widerSearchKeepsTheBound();
    void fitsBeatsTightOnNearTie();
    void fitsBeatsTightOnCostTie();
    void firstRowsEqualFullRanking();
};

void TestScoreNormalization::defaults()
{
    const Configuration c;
    QCOMPARE(c.strategy.energyMetric, EnergyMetric::EnergyPerToken);
    QCOMPARE(c.strategy.scoreNormalization, ScoreNormalization::Relative);
    const RankingPolicy p = RankingPolicy::fromConfiguration(c);
    QCOMPARE(p.energyMetric, EnergyMetric::EnergyPerToken);
    QCOMPARE(p.scoreNormalization, ScoreNormalization::Relative);
    QCOMPARE(
        parseScoreNormalization(QStringLiteral("Min_Max"), QStringLiteral("x")), ScoreNormalization::MinMax);
    QCOMPARE(scoreNormalizationName(ScoreNormalization::Relative), QStringLiteral("relative"));
}

void TestScoreNormalization::relativeScoresAreRatios()
{
    // 100, 500, 900 tokens/s; cluster 200, 200, 1520 W; J/token 2, 0.4, 1.6889.
    const Evaluation e = evaluationOf({{1, 100, 200}, {2, 500, 100}, {4, 900, 380}});
    for (const EnergyMetric metric : {EnergyMetric::EnergyPerToken, EnergyMetric::Power}) {
        RankingPolicy p = policyOf(Goal::Performance);
        p.energyMetric = metric;
        const Ranking r = Ranker::rank(e, p);
        QCOMPARE(r.rows.size(), 3);
        for (const RankedConfiguration &row : r.rows) {
            const int i = row.candidateIndex;
            const double cost = metric == EnergyMetric::Power ? e.candidates.at(i).clusterPowerWatts()
                                                              : joulesPerToken(e, i);
            const double best = metric == EnergyMetric::Power ? 200.0 : 0.4;
            QVERIFY(std::fabs(row.runtimeScore - throughputOf(e, i) / 900.0) < 1e-15);
            QVERIFY(std::fabs(row.energyScore - best / cost) < 1e-15);
            QVERIFY(std::fabs(row.combinedScore - (0.8 * row.runtimeScore + 0.2 * row.energyScore)) < 1e-15);
        }
        QCOMPARE(e.candidates.at(r.rows.first().candidateIndex).candidate.totalGpus, 4);
    }
}

void TestScoreNormalization::slowRowsMovedTheSeedsPick()
{
    // The default job's shape: 16 GPUs at 36,107 tok/s; 32 GPUs at 2.00× the throughput and 0.999× the
    // energy per token; a few very slow rows. The seed's min-max over cluster power picks 16 GPUs, which is
    // dominated; relative scores over energy per token pick 32 GPUs, and the slow rows change nothing.
    const QList<Stub> good {{16, 36107, 400}, {32, 72214, 399.6}};
    const QList<Stub> slow {{32, 2500, 300}, {16, 1800, 280}};
    const Evaluation all = evaluationOf(good + slow);
    const Ranking seed = Ranker::rank(all, seedPolicy(Goal::Performance));
    QCOMPARE(seed.rows.first().candidateIndex, 0);
    QVERIFY(seed.rows.first().dominated);
    const Ranking relative = Ranker::rank(all, policyOf(Goal::Performance));
    QCOMPARE(relative.rows.first().candidateIndex, 1);
    QVERIFY(!relative.rows.first().dominated);
    const Ranking narrow = Ranker::rank(evaluationOf(good), policyOf(Goal::Performance));
    QCOMPARE(narrow.rows.first().candidateIndex, 1);
    QCOMPARE(narrow.rows.first().combinedScore, relative.rows.first().combinedScore);
}

void TestScoreNormalization::neverDominated()
{
    std::mt19937 random(45);
    for (int trial = 0; trial < 300; ++trial) {
        const Evaluation e = randomEvaluation(random, 2 + int(random() % 40), false);
        for (const Goal goal : {Goal::Performance, Goal::Balanced, Goal::Energy}) {
            const Ranking r = Ranker::rank(e, policyOf(goal));
            const int pick = r.rows.first().candidateIndex;
            for (int i = 0; i < e.candidates.size(); ++i)
                QVERIFY2(!(throughputOf(e, i) > throughputOf(e, pick)
                             && joulesPerToken(e, i) < joulesPerToken(e, pick)),
                    qPrintable(QStringLiteral("trial %1: candidate %2 dominates the pick %3")
                                   .arg(trial)
                                   .arg(i)
                                   .arg(pick)));
            QVERIFY(!r.rows.first().dominated);
        }
    }
}

void TestScoreNormalization::throughputWithinTheStatedBound()
{
    std::mt19937 random(4545);
    int withinTenPercent = 0, bounded = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Evaluation e = randomEvaluation(random, 2 + int(random() % 40), false);
        const Ranking r = Ranker::rank(e, policyOf(Goal::Performance));
        const double ratio = throughputOf(e, r.rows.first().candidateIndex) / fastestThroughput(e);
        const double bound = throughputBound(r, e);
        QVERIFY2(ratio >= bound - 1e-12,
            qPrintable(QStringLiteral("trial %1: %2 < %3").arg(trial).arg(ratio).arg(bound)));
        // performance (alpha 0.8): within 10 % whenever the fastest uses at most 1/0.6 × the least J/token
        if (bound >= 0.9 - 1e-12) {
            ++bounded;
            withinTenPercent += ratio >= 0.9 - 1e-12;
        }
    }
    QVERIFY(bounded > 0);
    QCOMPARE(withinTenPercent, bounded);
}

void TestScoreNormalization::widerSearchKeepsTheBound()
{
    // A narrow search A and a wider one B ⊇ A (more rows, some slow): the wider pick's throughput is at
    // least the narrow pick's times B's bound. The seed's min-max breaks this on these rows.
    std::mt19937 random(77);
    for (int trial = 0; trial < 300; ++trial) {
        const Evaluation wide = randomEvaluation(random, 4 + int(random() % 40), false);
        Evaluation narrow;
        for (int i = 0; i < wide.candidates.size(); i += 2)
            narrow.candidates.append(wide.candidates.at(i));
        for (const Goal goal : {Goal::Performance, Goal::Balanced}) {
            const Ranking a = Ranker::rank(narrow, policyOf(goal));
            const Ranking b = Ranker::rank(wide, policyOf(goal));
            const double pickA = throughputOf(narrow, a.rows.first().candidateIndex);
            const double pickB = throughputOf(wide, b.rows.first().candidateIndex);
            QVERIFY2(pickB >= pickA * throughputBound(b, wide) - 1e-9,
                qPrintable(QStringLiteral("trial %1: %2 against %3").arg(trial).arg(pickB).arg(pickA)));
        }
    }
}

void TestScoreNormalization::fitsBeatsTightOnNearTie()
{
    // 32 GPUs tight scores 1.0; 64 GPUs fits at 0.9996 of its score: a near-tie (1e-3), fits goes first.
    const QList<Stub> stubs {{32, 10'000, 400, 4, true}, {64, 9995, 200, 2, false}, {8, 3000, 400}};
    const Evaluation e = evaluationOf(stubs);
    const Ranking r = Ranker::rank(e, policyOf(Goal::Performance, 1.0));
    QCOMPARE(r.rows.first().candidateIndex, 1);
    QCOMPARE(r.rows.at(1).candidateIndex, 0);
    QVERIFY(r.rows.first().combinedScore < r.rows.at(1).combinedScore);
    QCOMPARE(r.rows.at(1).tieRank, 1);
    QVERIFY(r.tightTieBeaten == std::optional<int>(0));
    QVERIFY(RecommendationSummary::trustNotes(e, r).join(u'\n').contains(
        QStringLiteral("rank 2 (32 GPUs, batch 4) scores within 0.001 of the pick")));
    // Not a near-tie (0.9 of the score): the tight pick stays, and nothing is reported.
    QList<Stub> apart = stubs;
    apart[1].throughput = 9000;
    const Ranking kept = Ranker::rank(evaluationOf(apart), policyOf(Goal::Performance, 1.0));
    QCOMPARE(kept.rows.first().candidateIndex, 0);
    QVERIFY(!kept.tightTieBeaten);
}

void TestScoreNormalization::fitsBeatsTightOnCostTie()
{
    // Deadline 20 h, 3.6e9 tokens, 2.0 per GPU-hour: 32 GPUs tight at 120,000 tok/s cost 533.33 (266.67
    // GPU-h); 64 GPUs that fit at 239,000 tok/s cost 535.56, 0.4 % more: a cost tie (1 %), and fits goes
    // first although fewer GPUs would otherwise win the tie.
    Evaluation e = evaluationOf({{32, 120'000, 400, 2, true}, {64, 239'000, 400, 1, false}});
    e.config.jobSize.totalTokens = 3.6e9;
    e.config.infrastructure.pricePerGpuHour = 2.0;
    RankingPolicy p = policyOf(Goal::Deadline);
    p.deadlineSeconds = 20 * 3600.0;
    const Ranking r = ConstrainedRanking::rank(e, p);
    QCOMPARE(r.rows.first().candidateIndex, 1);
    QCOMPARE(r.rows.at(1).tieRank, 1);
    QVERIFY(r.tightTieBeaten == std::optional<int>(0));
    const QString notes = RecommendationSummary::trustNotes(e, r).join(u'\n');
    QVERIFY2(notes.contains(
                 QStringLiteral("On a tie, fits beats tight: rank 2 (32 GPUs, batch 2) costs within 1 % of "
                                "the pick, but needs 72.40 of 85.90 GB per GPU (tight); the pick fits.")),
        qPrintable(notes));
    // Both fit: the fewest GPUs win the tie, as before.
    e.candidates[0].verdict.memoryVerdict = MemoryVerdict::Fits;
    const Ranking fits = ConstrainedRanking::rank(e, p);
    QCOMPARE(fits.rows.first().candidateIndex, 0);
    QVERIFY(!fits.tightTieBeaten);
}

void TestScoreNormalization::firstRowsEqualFullRanking()
{
    // Reranker::rank(policy, rows) equals the full ranking's first rows, near-tie groups completed past
    // them before fits goes ahead of tight, on rows where near-ties and tight rows abound.
    std::mt19937 random(9);
    for (int trial = 0; trial < 60; ++trial) {
        QList<Stub> stubs;
        for (int i = 0; i < 30; ++i)
            stubs.append({1 << int(random() % 4), 1000.0 + double(random() % 6), 300.0 + double(random() % 2),
                qint64(1) << (random() % 3), random() % 2 == 0});
        const Evaluation e = evaluationOf(stubs);
        Reranker reranker(e);
        const RankingPolicy p = policyOf(Goal::Balanced);
        const Ranking full = reranker.rank(p);
        for (int rows = 1; rows <= full.rows.size(); ++rows) {
            const Ranking first = reranker.rank(p, rows);
            QCOMPARE(first.rows.size(), rows);
            QVERIFY(first.tightTieBeaten == full.tightTieBeaten);
            for (int k = 0; k < rows; ++k) {
                QCOMPARE(first.rows.at(k).candidateIndex, full.rows.at(k).candidateIndex);
                QCOMPARE(first.rows.at(k).tieRank, full.rows.at(k).tieRank);
            }
        }
        // Inside each near-tie group, no tight row comes before a row that fits.
        for (int k = 1; k < full.rows.size(); ++k)
            if (full.rows.at(k).tieRank == full.rows.at(k - 1).tieRank)
                QVERIFY(!(e.candidates.at(full.rows.at(k - 1).candidateIndex).verdict.memoryVerdict
                        == MemoryVerdict::Tight
                    && e.candidates.at(full.rows.at(k).candidateIndex).verdict.memoryVerdict
                        == MemoryVerdict::Fits));
    }
}

QTEST_GUILESS_MAIN(TestScoreNormalization)
#include "test_score_normalization.moc"
