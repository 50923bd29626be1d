// Prediction intervals (issue "How sure"; step-time-model.md §3): the split-conformal ranks, the strata and
// their fallback, the shipped table regenerated from the development data (stale → fail), and the
// cross-conformal (leave-one-out) coverage of the 80 % intervals on every development set and stratum.
//
// Regenerate the shipped table after a change to the roofline or the development data:
//   scripts/update-intervals.sh [BUILD_DIR]
// (runs this test with COASTLINE_UPDATE_INTERVALS=1, which writes resources/calibration/intervals.json).
#include "catalog/Catalog.h"
#include "config/ConfigurationIo.h"
#include "pipeline/Recommender.h"
#include "predict/interval/IntervalFit.h"
#include "predict/interval/PredictionInterval.h"
#include "predict/roofline/RooflineCalibration.h"
#include "rank/Ranking.h"
#include "report/RecommendationSummary.h"

#include <QFile>
#include <QMap>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

QString measured()
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured");
}

QString shippedPath()
{
    return QStringLiteral(COASTLINE_SOURCE_DIR "/resources/calibration/intervals.json");
}

Catalog developmentCatalog()
{
    QStringList warnings;
    return Catalog::effective(
        ConfigurationIo::load(measured() + QStringLiteral("/development_catalog.yaml"), &warnings));
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct Tally
{
    int runs = 0;
    int covered = 0;
    int widened = 0;
    QList<double> widths; ///< (p90 − p10) / predicted, %
    double coverage() const { return runs ? 100.0 * covered / runs : 0; }
};

} // namespace

class TestPredictionIntervals : public QObject
{
    Q_OBJECT

private slots:
    void conformalRanks()
    {
        QList<double> r;
        for (int i = 1; i <= 19; ++i)
            r.append(double(i));
        const IntervalTable::Entry e = IntervalTable::conformal(r); // ranks ⌊2.0⌋ = 2 and ⌈18.0⌉ = 18
        QCOMPARE(e.runs, 19);
        QCOMPARE(e.low, 2.0);
        QCOMPARE(e.high, 18.0);
        r.removeLast();
        QCOMPARE(IntervalTable::conformal(r).runs, 0); // below MinimumRuns: no interval of its own
        QList<double> r99;
        for (int i = 99; i >= 1; --i)
            r99.append(double(i));
        const IntervalTable::Entry e99 = IntervalTable::conformal(r99); // ranks 10 and 90
        QCOMPARE(e99.low, 10.0);
        QCOMPARE(e99.high, 90.0);
    }

    void strataKeysAndFallback()
    {
        IntervalStratum s;
        s.stack = QStringLiteral("megatron");
        s.layout = IntervalStratum::classOf(ParallelLayout {4, 1, 2, 1});
        s.gpuBand = IntervalStratum::bandOf(64);
        s.family = QStringLiteral("hopper");
        QCOMPARE(s.key(0), QStringLiteral("stack=megatron;layout=tp-cp;gpus=9-64;family=hopper;fit=out"));
        QCOMPARE(s.key(3), QStringLiteral("layout=tp-cp;family=hopper"));
        QCOMPARE(s.key(5), QStringLiteral("all"));
        QCOMPARE(IntervalStratum::bandOf(1), 0);
        QCOMPARE(IntervalStratum::bandOf(8), 1);
        QCOMPARE(IntervalStratum::bandOf(512), 3);
        QCOMPARE(IntervalStratum::bandOf(513), 4);
        QCOMPARE(IntervalStratum::classOf(ParallelLayout {1, 2, 1, 1}), IntervalStratum::Layout::Pipeline);

        // Only the pooled stratum has enough runs: the interval is its own, widened by the inflation.
        IntervalTable t;
        t.inflation = 2;
        t.strata.insert(QStringLiteral("all"), {30, std::log(0.9), std::log(1.2)});
        const IntervalFactors f = t.factors(s);
        QVERIFY(f.widened);
        const double centre = (std::log(0.9) + std::log(1.2)) / 2;
        const double half = (std::log(1.2) - std::log(0.9)) / 2;
        QCOMPARE(f.low, std::exp(centre - 2 * half));
        QCOMPARE(f.high, std::exp(centre + 2 * half));
        // Its own stratum covered: not widened.
        t.strata.insert(s.key(0), {25, std::log(0.95), std::log(1.1)});
        const IntervalFactors own = t.factors(s);
        QVERIFY(!own.widened);
        QCOMPARE(own.low, 0.95);
        QCOMPARE(own.runs, 25);
        // Unknown stack: the search starts without the stack, so the stack's stratum is not used.
        s.stack.clear();
        QVERIFY(t.factors(s).widened);
    }

    /// The shipped table is IntervalFit::fit on the development data (byte for byte); with
    /// COASTLINE_UPDATE_INTERVALS=1 the test writes it instead.
    void statedErrorWidensTheBand()
    {
        // ±31 % median error (outside what the fit has seen): ln 1.31 × 1.2816 / 0.6745 = 0.5133 in log
        // space, 0.5985–1.6708 × the prediction; a wider band stays as it is.
        PredictionInterval narrow {90, 110, {}};
        PredictionInterval::widenToMedianError(narrow, 100, 31);
        QVERIFY(std::abs(narrow.p10TokensPerSecond - 59.866) < 0.001);
        QVERIFY(std::abs(narrow.p90TokensPerSecond - 167.039) < 0.001);
        PredictionInterval wide {40, 250, {}};
        PredictionInterval::widenToMedianError(wide, 100, 31);
        QCOMPARE(wide.p10TokensPerSecond, 40.0);
        QCOMPARE(wide.p90TokensPerSecond, 250.0);

        // In a recommendation: a GPU family the fit has not seen (MI300X, CDNA) carries ±31 % and its band is
        // at least that; a fine-grained MoE (known several times too fast) has none.
        Configuration config = ConfigurationIo::embeddedDefault();
        config.predictors.performance = QStringLiteral("roofline");
        config.workload.gpuModel = QStringLiteral("MI300X");
        config.grid.totalGpus = {8};
        config.grid.batchSizes = {1};
        const Evaluation outside = Recommender(config).evaluate();
        QVERIFY(!outside.candidates.isEmpty());
        const EvaluatedCandidate &c = outside.candidates.first();
        QVERIFY(c.prediction && c.prediction->throughputUncertaintyPercent);
        const std::optional<PredictionInterval> band = PredictionInterval::of(config, c);
        QVERIFY(band);
        QVERIFY(band->plusMinusPercent(c.prediction->throughputTokensPerSecond)
            >= *c.prediction->throughputUncertaintyPercent);
        config.workload.gpuModel = QStringLiteral("H100-SXM");
        config.workload.llmModel = QStringLiteral("Qwen/Qwen3-30B-A3B");
        config.workload.method = QStringLiteral("lora");
        const Evaluation moe = Recommender(config).evaluate();
        QVERIFY(moe.candidates.first().prediction);
        QVERIFY(!PredictionInterval::of(config, moe.candidates.first()));
    }

    void shippedTableIsCurrent()
    {
        const Catalog catalog = developmentCatalog();
        const QList<IntervalFit::DataSet> sets = IntervalFit::developmentSets(measured());
        QStringList fitGpus;
        const QList<IntervalFit::Residual> runs
            = IntervalFit::residuals(sets, catalog, RooflineCalibration::shipped(), &fitGpus);
        QVERIFY(runs.size() > 200);
        const QByteArray fitted = IntervalFit::fit(runs, sets, fitGpus).toJson();
        if (qEnvironmentVariableIntValue("COASTLINE_UPDATE_INTERVALS") == 1) {
            QFile out(shippedPath());
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(fitted);
            qInfo("wrote %s", qPrintable(shippedPath()));
            return;
        }
        QFile in(shippedPath());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QVERIFY2(in.readAll() == fitted,
            "resources/calibration/intervals.json is stale: run scripts/update-intervals.sh and rebuild");
        QCOMPARE(IntervalTable::bundled().toJson(), fitted); // the build embeds the same file
    }

    /// Cross-conformal leave-one-out: every development set and every stratum with ≥ 20 runs is covered
    /// 75–85 % by its runs' held-out 80 % intervals. Prints the coverage table and the median width.
    void leaveOneOutCoverage()
    {
        const Catalog catalog = developmentCatalog();
        const QList<IntervalFit::DataSet> sets = IntervalFit::developmentSets(measured());
        QStringList fitGpus;
        const QList<IntervalFit::Residual> runs
            = IntervalFit::residuals(sets, catalog, RooflineCalibration::shipped(), &fitGpus);
        const double inflation = IntervalFit::fittedInflation(runs);
        const QList<IntervalFit::Held> held = IntervalFit::leaveOneOut(runs, inflation);
        QMap<QString, Tally> bySet;
        QMap<QString, Tally> byStratum;
        Tally all;
        for (int i = 0; i < runs.size(); ++i) {
            const double width = (held[i].factors.high - held[i].factors.low) * 100;
            for (Tally *t : {&bySet[runs[i].dataSet], &byStratum[runs[i].stratum.key(0)], &all}) {
                ++t->runs;
                t->covered += held[i].covered ? 1 : 0;
                t->widened += held[i].factors.widened ? 1 : 0;
                t->widths.append(width);
            }
        }
        qInfo("inflation for uncovered strata: %.3f", inflation);
        qInfo("| group | runs | covered %% | widened | median width %% |");
        const auto print = [](const QString &name, const Tally &t) {
            qInfo("| %s | %d | %.1f | %d | %.1f |", qPrintable(name), t.runs, t.coverage(), t.widened,
                median(t.widths));
        };
        for (auto it = bySet.cbegin(); it != bySet.cend(); ++it)
            print(it.key(), it.value());
        for (auto it = byStratum.cbegin(); it != byStratum.cend(); ++it)
            if (it.value().runs >= 20)
                print(it.key(), it.value());
        print(QStringLiteral("all"), all);
        QVERIFY2(all.coverage() >= 75 && all.coverage() <= 85, qPrintable(QString::number(all.coverage())));
        // A set of n runs is held to 75–85 % from 40 runs on; a smaller one only to the binomial 95 % band
        // around 80 % (1.96 · sqrt(0.8 · 0.2 / n), plus one run's step): 17 of 18 runs covered is 94 %, and
        // 21 of 24 (nemo_layouts.csv) 87.5 %, both within chance of a true 80 % (±16 % at 24 runs), and
        // 75–85 % holds no possible count of 18 but 14 and 15.
        for (auto it = bySet.cbegin(); it != bySet.cend(); ++it) {
            const Tally &t = it.value();
            const double band = t.runs >= 40 ? 5 : 100 * (1.96 * std::sqrt(0.16 / t.runs) + 1.0 / t.runs);
            QVERIFY2(std::abs(t.coverage() - 80) <= band,
                qPrintable(QStringLiteral("%1: %2 %").arg(it.key()).arg(t.coverage())));
        }
        for (auto it = byStratum.cbegin(); it != byStratum.cend(); ++it)
            if (it.value().runs >= 20)
                QVERIFY2(it.value().coverage() >= 75 && it.value().coverage() <= 85, qPrintable(it.key()));
    }

    void tieOnlyWhenEachLiesInTheOtherInterval()
    {
        // Issue 45 item 4: the summary called a rank 2 33 % faster "tied" because ±32 % intervals overlap
        // up to 1.9× apart. Tied only when each prediction lies inside the other's 80 % interval.
        Configuration config = ConfigurationIo::embeddedDefault();
        config.grid.totalGpus = {16, 20, 24, 28, 32}; // throughputs 1.14–2× apart
        const Evaluation evaluation = Recommender(config).evaluate();
        const auto find = [&](int gpus, int batch) {
            for (int i = 0; i < evaluation.candidates.size(); ++i)
                if (evaluation.candidates[i].candidate.totalGpus == gpus
                    && evaluation.candidates[i].candidate.batchSize == batch
                    && evaluation.candidates[i].prediction)
                    return i;
            return -1;
        };
        const auto tie = [&](int pick, int second) {
            Ranking ranking;
            RankedConfiguration a;
            a.candidateIndex = pick;
            RankedConfiguration b;
            b.candidateIndex = second;
            ranking.rows = {a, b};
            return RecommendationSummary::intervalTie(evaluation, ranking);
        };
        const int big = find(32, 8);
        const int near = find(32, 4); // 0.6 % slower
        QVERIFY(big >= 0 && near >= 0);
        QVERIFY(tie(big, near).startsWith(u"Tied within the model's accuracy"));
        // Every pair whose intervals overlap but whose rank 2 lies outside the pick's interval (the old
        // rule called them tied): no tie sentence. Such pairs exist on this grid (16 against 24 GPUs).
        int overlappingApart = 0;
        for (int i = 0; i < evaluation.candidates.size(); ++i)
            for (int j = 0; j < evaluation.candidates.size(); ++j) {
                const auto p = PredictionInterval::of(config, evaluation.candidates[i]);
                const auto q = PredictionInterval::of(config, evaluation.candidates[j]);
                if (i == j || !p || !q)
                    continue;
                const double second = evaluation.candidates[j].prediction->throughputTokensPerSecond;
                const bool overlap = std::min(p->p90TokensPerSecond, q->p90TokensPerSecond)
                    > std::max(p->p10TokensPerSecond, q->p10TokensPerSecond);
                if (overlap && (second > p->p90TokensPerSecond || second < p->p10TokensPerSecond)) {
                    ++overlappingApart;
                    QVERIFY2(tie(i, j).isEmpty(), qPrintable(tie(i, j)));
                }
            }
        QVERIFY(overlappingApart > 0);
    }

    void deadlinePickAtItsSlowEnd()
    {
        // Issue 45 item 4: a deadline pick that finishes in time by its prediction but not at the slow end
        // of its 80 % interval says so, and names a rank that meets the deadline even there.
        Configuration config = ConfigurationIo::embeddedDefault();
        config.jobSize.totalTokens = 2e10; // 74 h on 32 GPUs, 148 h on 16
        const Evaluation evaluation = Recommender(config).evaluate();
        RankingPolicy policy;
        policy.goal = Goal::Deadline;
        policy.deadlineSeconds = 160 * 3600.0; // the pick (16 GPUs) 148 h, 171 h at its slow end
        const Ranking ranking = Ranker::rank(evaluation, policy);
        const QString risk = RecommendationSummary::deadlineRisk(evaluation, ranking);
        QVERIFY2(
            risk.startsWith(u"At the slow end of its 80 % interval the pick finishes in "), qPrintable(risk));
        QVERIFY2(risk.contains(u"past the deadline of 160 h; rank ") && risk.contains(u"(32 GPUs, batch "),
            qPrintable(risk));
        QVERIFY(RecommendationSummary::trustNotes(evaluation, ranking).contains(risk));
        // A deadline the pick meets even at its slow end: nothing to say.
        policy.deadlineSeconds = 2000 * 3600.0;
        QCOMPARE(
            RecommendationSummary::deadlineRisk(evaluation, Ranker::rank(evaluation, policy)), QString());
        // Nothing meets 80 h at its slow end (the fastest needs 74 h by its prediction).
        policy.deadlineSeconds = 80 * 3600.0;
        QVERIFY(
            RecommendationSummary::deadlineRisk(evaluation, Ranker::rank(evaluation, policy))
                .endsWith(u"no ranked configuration meets it at its slow end; a short trial run settles it "
                          u"(--trials)."));
    }
};

QTEST_GUILESS_MAIN(TestPredictionIntervals)
#include "test_prediction_intervals.moc"
