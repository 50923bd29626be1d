// Issue 35 item 4 under the data-parallel default: the layout alternative the summary names (faster at the
// pick's GPU count, fits when nothing data parallel does, fewer GPUs on the min-GPU walk), each checked
// against an independent run (`--layouts auto`, or the checker on each layout), and the tensor- and
// context-parallel memory fixes checked against the memory model.
#include "catalog/Catalog.h"
#include "config/ConfigurationIo.h"
#include "feasibility/FitSearch.h"
#include "feasibility/LayoutMemory.h"
#include "feasibility/MemoryModel.h"
#include "pipeline/Recommender.h"
#include "rank/Ranking.h"
#include "report/PipelineBubbleNote.h"
#include "report/ReasonText.h"
#include "report/RecommendationSummary.h"
#include "search/SearchSpace.h"

#include <QtTest>
#include <algorithm>

namespace {

/// `llm` fine-tuned with `method` at `tokens` on H100s, a cluster of `clusterGpus` (8 per node, 8 nodes).
Configuration job(const char *llm, const char *method, qint64 tokens, int clusterGpus)
{
    Configuration c = ConfigurationIo::embeddedDefault();
    c.workload.llmModel = QString::fromLatin1(llm);
    c.workload.gpuModel = QStringLiteral("H100-SXM");
    c.workload.method = QString::fromLatin1(method);
    c.workload.tokensPerSample = tokens;
    c.infrastructure.totalGpus = clusterGpus;
    c.infrastructure.maxNodes = 8;
    c.infrastructure.maxGpusPerNode = 8;
    return c;
}

/// The configured policy's pick of `evaluation`.
const EvaluatedCandidate &pickOf(const Evaluation &evaluation, const Ranking &ranking)
{
    return evaluation.candidates.at(ranking.rows.first().candidateIndex);
}

int indexOf(const QList<MemoryFix> &fixes, MemoryFix::Kind kind)
{
    const auto it
        = std::find_if(fixes.cbegin(), fixes.cend(), [kind](const MemoryFix &f) { return f.kind == kind; });
    return it == fixes.cend() ? -1 : int(it - fixes.cbegin());
}

} // namespace

class TestLayoutAlternatives : public QObject
{
    Q_OBJECT

private slots:
    void fixesGainTensorAndContextParallel()
    {
        // Llama 3.1 70B full fine-tuning at 32k tokens on 32 H100s (8 per node) does not fit data parallel.
        const LlmSpec &llm = Catalog::bundled().llm(QStringLiteral("llama3.1-70b"));
        const MemoryModel model(llm, Catalog::bundled().gpu(QStringLiteral("H100-SXM")));
        const TrainingSetup setup;
        const auto full = MemoryModel::Method::Full;
        const Candidate c {32, 8, 4, 2};
        QVERIFY(!LayoutMemory::estimate(model, full, setup, 32768, c).fits());
        const QList<MemoryFix> fixes = FitSearch::fixes(model, full, setup, 32768, c, &llm);
        const int tp = indexOf(fixes, MemoryFix::Kind::TensorParallel);
        const int cp = indexOf(fixes, MemoryFix::Kind::ContextParallel);
        QVERIFY(tp >= 0 && cp == tp + 1);
        QVERIFY(tp > indexOf(fixes, MemoryFix::Kind::OffloadOptimizer));
        QVERIFY(cp < indexOf(fixes, MemoryFix::Kind::MoreGpus)); // 64 GPUs at batch 1
        // Each is the smallest of 2, 4, 8 that fits (else the largest tried), with the model's own total.
        for (const int at : {tp, cp}) {
            const MemoryFix &f = fixes.at(at);
            Candidate split = c;
            (at == tp ? split.layout.tp : split.layout.cp) = int(f.value);
            const MemoryModel::Estimate e = LayoutMemory::estimate(model, full, setup, 32768, split);
            QCOMPARE(f.memoryGb, e.totalBytes / MemoryModel::kBytesPerGb);
            QCOMPARE(f.fits, e.fits());
            if (f.value > 2) { // a smaller degree did not fit
                Candidate half = split;
                (at == tp ? half.layout.tp : half.layout.cp) = int(f.value / 2);
                QVERIFY(!LayoutMemory::estimate(model, full, setup, 32768, half).fits());
            }
        }
        QVERIFY(fixes.at(tp).fits);
        QCOMPARE(ReasonText::fix(fixes.at(tp), ReasonText::Language::English),
            QStringLiteral("tensor parallel %1").arg(fixes.at(tp).value));
        // Tensor parallelism stays inside the NVLink domain, context parallelism may span nodes (its ring is
        // point to point; step-time-model.md §8): on one GPU per node only CP is offered, and without the
        // model (its heads) neither is tried.
        const QList<MemoryFix> spread
            = FitSearch::fixes(model, full, setup, 32768, Candidate {32, 1, 32, 2}, &llm);
        QCOMPARE(indexOf(spread, MemoryFix::Kind::TensorParallel), -1);
        QVERIFY(indexOf(spread, MemoryFix::Kind::ContextParallel) >= 0);
        QCOMPARE(
            indexOf(FitSearch::fixes(model, full, setup, 32768, c), MemoryFix::Kind::TensorParallel), -1);
    }

    void fitsWhenNothingDataParallelDoes()
    {
        const Configuration config = job("llama3.1-70b", "full", 32768, 64);
        const Evaluation evaluation = Recommender(config).evaluate();
        QCOMPARE(evaluation.feasibleCount(), 0);
        QVERIFY(evaluation.layoutAlternative);
        const LayoutAlternative &alternative = *evaluation.layoutAlternative;
        QCOMPARE(alternative.kind, LayoutAlternative::Kind::Fits);
        // The same as `--layouts auto`'s pick under the same policy (no data-parallel row fits there either).
        Configuration autoConfig = config;
        autoConfig.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), {});
        const Evaluation autoEvaluation = Recommender(autoConfig).evaluate();
        QVERIFY(!autoEvaluation.layoutAlternative); // auto ranks the layouts itself
        const Ranking autoRanking
            = Ranker::rank(autoEvaluation, RankingPolicy::fromConfiguration(autoConfig));
        const EvaluatedCandidate &autoPick = pickOf(autoEvaluation, autoRanking);
        QCOMPARE(alternative.candidate.candidate, autoPick.candidate);
        QCOMPARE(alternative.candidate.prediction->throughputTokensPerSecond,
            autoPick.prediction->throughputTokensPerSecond);
        const Candidate &c = autoPick.candidate;
        QVERIFY(!c.layout.isDataParallel());
        const QString said = RecommendationSummary::whatWouldFit(evaluation);
        QVERIFY2(said.contains(
                     QStringLiteral("No data-parallel configuration fits, but %1 does: %2 GPUs (%3 × %4), "
                                    "batch %5 per device")
                         .arg(RecommendationSummary::layoutDegrees(c.layout))
                         .arg(c.totalGpus)
                         .arg(c.gpusPerNode)
                         .arg(c.numberOfNodes)
                         .arg(c.batchSize)),
            qPrintable(said));
        qInfo("%s", qPrintable(said));
    }

    void pipelineBubbleNoteAndItsAdvice()
    {
        // Llama 3.1 70B full at 8k tokens on 64 H100 as TP8 × PP2 with one micro-batch per step: half the
        // step is the pipeline's fill and drain, and the summary says so.
        Configuration config = job("llama3.1-70b", "full", 8192, 64);
        config.search.layouts = LayoutSearch::parse(QStringLiteral("tp8pp2"), {});
        config.grid.totalGpus = {64};
        config.grid.batchSizes = {1};
        const auto noteOf = [](const Configuration &c) {
            const Evaluation evaluation = Recommender(c).evaluate();
            const Ranking ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(c));
            const EvaluatedCandidate &pick = pickOf(evaluation, ranking);
            const QString note = PipelineBubbleNote::text(evaluation, pick);
            if (!note.isEmpty())
                [&] { QVERIFY(RecommendationSummary::summary(evaluation, ranking).contains(note)); }();
            return std::pair {note, pick.prediction->stepTime->bubbleS / pick.prediction->stepTime->stepS};
        };
        const auto [note, idle] = noteOf(config);
        QVERIFY2(idle >= PipelineBubbleNote::kIdleShare, qPrintable(QString::number(idle)));
        QVERIFY(note.contains(QStringLiteral("idle for %1 % of each step (pp 2, gradient accumulation 1)")
                                  .arg(idle * 100, 0, 'f', 0)));
        // 5(p − 1)/v = 5 micro-batches: the bubble (p − 1)/(v·m) = 20 % of the busy time.
        QVERIFY(note.contains(QStringLiteral("5 (--grad-accum 5")));
        QVERIFY(note.contains(QStringLiteral("bring the bubble to 20 % of the busy time")));
        qInfo("%s", qPrintable(note));
        // Following the advice: 5 micro-batches per step leave 1/6 of the step idle, and no note.
        config.training.gradientAccumulationSteps = 5;
        const auto [after, idleAfter] = noteOf(config);
        QVERIFY2(std::abs(idleAfter - 1.0 / 6) < 0.02, qPrintable(QString::number(idleAfter)));
        QVERIFY(after.isEmpty());
    }

    void fasterAtThePicksGpuCount()
    {
        // Llama 3.1 70B full fine-tuning at 4k tokens, ranked on throughput alone, on nodes joined by
        // 100 Gb/s Ethernet: FSDP's gathers cross the slow network, TP8 keeps the shards inside a node.
        // (On the H100's own 8 × 400 Gb/s rails FSDP overlaps its gathers and data parallel is fastest.)
        Configuration config = job("llama3.1-70b", "full", 4096, 64);
        config.infrastructure.interNodeGbps = 100;
        config.strategy.alpha = 1;
        config.strategy.beta = 0;
        const Evaluation evaluation = Recommender(config).evaluate();
        const Ranking ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(config));
        const EvaluatedCandidate &pick = pickOf(evaluation, ranking);
        QVERIFY(evaluation.layoutAlternative);
        const LayoutAlternative &alternative = *evaluation.layoutAlternative;
        QCOMPARE(alternative.kind, LayoutAlternative::Kind::Faster);
        const Candidate &c = alternative.candidate.candidate;
        QCOMPARE(c.totalGpus, pick.candidate.totalGpus);
        // The fastest layout at that GPU count in an independent `--layouts auto` run, faster than every
        // data-parallel row there.
        Configuration autoConfig = config;
        autoConfig.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), {});
        double fastestLayout = 0, fastestDataParallel = 0;
        for (const EvaluatedCandidate &e : Recommender(autoConfig).evaluate().candidates)
            if (e.candidate.totalGpus == c.totalGpus && e.isRankable())
                (e.candidate.layout.isDataParallel() ? fastestDataParallel : fastestLayout)
                    = std::max(e.candidate.layout.isDataParallel() ? fastestDataParallel : fastestLayout,
                        e.prediction->throughputTokensPerSecond);
        const double throughput = alternative.candidate.prediction->throughputTokensPerSecond;
        QCOMPARE(throughput, fastestLayout);
        QVERIFY(throughput > fastestDataParallel);
        const QString line = RecommendationSummary::layoutAlternative(evaluation, ranking);
        QCOMPARE(line,
            QStringLiteral(
                "%1 fits at batch %2 per device (the same total batch of %5) and is %3× faster on the "
                "same %4 GPUs (--layouts auto searches parallel layouts).")
                .arg(RecommendationSummary::layoutDegrees(c.layout))
                .arg(c.batchSize)
                .arg(throughput / pick.prediction->throughputTokensPerSecond, 0, 'f', 2)
                .arg(c.totalGpus)
                .arg(pick.candidate.totalBatch()));
        // TP8 at batch 32 on 32 GPUs: dp 4, 32 × 4 = 128 samples, the pick's 4 × 32.
        QCOMPARE(c.totalBatch(), c.batchSize * (32 / c.layout.modelParallelGpus()));
        QCOMPARE(c.totalBatch(), pick.candidate.totalBatch());
        QVERIFY(RecommendationSummary::summary(evaluation, ranking).contains(line + QLatin1Char('\n')));
        qInfo("%s", qPrintable(line));
        // A re-rank that moves the pick to another GPU count drops the sentence (it was about that count).
        Ranking moved = ranking;
        for (int i = 0; i < evaluation.candidates.size(); ++i)
            if (evaluation.candidates.at(i).candidate.totalGpus != c.totalGpus) {
                moved.rows.first().candidateIndex = i;
                break;
            }
        QVERIFY(RecommendationSummary::layoutAlternative(evaluation, moved).isEmpty());
    }

    void minGpuSaysWhenALayoutNeedsFewer()
    {
        // Llama 3.1 70B full at 8,192 tokens, the default job's 4 per device × 8 GPUs = a total batch of 32:
        // data parallel needs 32 GPUs (batch 1); TP2 on 16 GPUs has dp = 8, so the same 32 samples are
        // 32 / 8 = 4 per device, inside the memory risk band.
        Configuration config = job("llama3.1-70b", "full", 8192, 64);
        config.strategy.goal = Goal::MinGpu;
        QCOMPARE(config.workload.totalBatch(), 32);
        const Recommender recommender(config);
        const Evaluation evaluation = recommender.evaluate();
        QVERIFY(evaluation.minGpu);
        const Ranking ranking = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(config));
        const EvaluatedCandidate &pick = pickOf(evaluation, ranking);
        QVERIFY(pick.candidate.layout.isDataParallel()); // the walk stays data parallel
        QCOMPARE(pick.candidate.totalGpus, 32);
        QVERIFY(evaluation.layoutAlternative);
        const LayoutAlternative &alternative = *evaluation.layoutAlternative;
        QCOMPARE(alternative.kind, LayoutAlternative::Kind::FewerGpus);
        const Candidate &c = alternative.candidate.candidate;
        QCOMPARE(c.totalGpus, 16);
        QCOMPARE(c.layout.name(), QStringLiteral("tp2"));
        QCOMPARE(c.batchSize, 4);
        QCOMPARE(c.totalBatch(), 32); // the walk's total batch
        QCOMPARE(alternative.candidate.verdict.memoryVerdict, MemoryVerdict::Tight);
        QVERIFY(recommender.evaluateOne(c).verdict.feasible);
        // No layout of `auto` fits at any smaller count of the walk at the walk's total batch.
        const LlmSpec &llm = Catalog::bundled().llm(QStringLiteral("llama3.1-70b"));
        for (const EvaluatedCandidate &walked : evaluation.candidates) {
            if (walked.candidate.totalGpus >= c.totalGpus)
                break;
            for (Candidate laidOut : SearchSpace::withLayouts(
                     {walked.candidate}, LayoutSearch::parse(QStringLiteral("auto"), {}), llm, 8192)) {
                const int dp = laidOut.layout.dataParallel(laidOut.totalGpus);
                if (32 % dp != 0)
                    continue;
                laidOut.batchSize = 32 / dp;
                QVERIFY(!recommender.evaluateOne(laidOut).verdict.feasible);
            }
        }
        const QString line = RecommendationSummary::layoutAlternative(evaluation, ranking);
        QCOMPARE(line,
            QStringLiteral(
                "With TP2, 16 GPUs (8 × 2) at batch 4 per device would fit (tight: inside the memory "
                "risk band), fewer than the 32 data parallel needs (simulate --tp/--pp/--cp checks a "
                "layout)."));
        qInfo("%s", qPrintable(line));
    }

    void minGpuComparesAtTheWalksTotalBatch()
    {
        // At 16,384 tokens TP2 on 16 GPUs fits at batch 2 (dp 8: 16 samples), not at the walk's 32 samples
        // (batch 4): no layout needs fewer GPUs than data parallel's 32, so no line.
        Configuration config = job("llama3.1-70b", "full", 16384, 64);
        config.strategy.goal = Goal::MinGpu;
        const Recommender recommender(config);
        const Evaluation evaluation = recommender.evaluate();
        QVERIFY(!evaluation.layoutAlternative);
        Candidate tp2 = *SearchSpace::layoutFor(16, 8);
        tp2.layout.tp = 2;
        tp2.batchSize = 4;
        QCOMPARE(tp2.totalBatch(), 32);
        QVERIFY(!recommender.evaluateOne(tp2).verdict.feasible);
        tp2.batchSize = 2; // what the hint used to compare: 16 samples
        QCOMPARE(tp2.totalBatch(), 16);
        // The default job (4 × 8 = 32 samples) on a 2-GPU cluster: CP2 on 2 GPUs has dp 1, so 32 per
        // device, which does not fit (the old hint said batch 16, i.e. 16 samples).
        Configuration small = ConfigurationIo::embeddedDefault();
        small.strategy.goal = Goal::MinGpu;
        small.infrastructure.totalGpus = 2;
        QVERIFY(!Recommender(small).evaluate().layoutAlternative);
    }
};

QTEST_GUILESS_MAIN(TestLayoutAlternatives)
#include "test_layout_alternatives.moc"
