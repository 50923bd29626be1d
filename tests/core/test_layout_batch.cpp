// Parallel layouts (issue 35) and the numbers a fresh user checks: the total batch of a laid-out
// candidate (per-device batch × dp, not × GPUs), the search size limit counted after layouts, and Kavier
// (data parallel only) refused with --layouts. Hand-computed values.
#include "../support/ThrownError.h"
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "config/ConfigurationIo.h"
#include "model/Candidate.h"
#include "model/Goal.h"
#include "model/LayoutSearch.h"
#include "model/PredictorIds.h"
#include "pipeline/Recommender.h"
#include "search/SearchSpace.h"

#include <QtTest>

namespace {

Candidate candidate(int gpus, int perNode, qint64 batch, const char *layout)
{
    Candidate c;
    c.totalGpus = gpus;
    c.gpusPerNode = perNode;
    c.numberOfNodes = gpus / perNode;
    c.batchSize = batch;
    c.layout = ParallelLayout::parse(QString::fromLatin1(layout), QStringLiteral("test"));
    return c;
}

} // namespace

class TestLayoutBatch : public QObject
{
    Q_OBJECT

private slots:
    void totalBatchCountsDataParallelReplicas()
    {
        // TP4 CP2 on 64 GPUs: 8 GPUs per replica, dp = 64 / 8 = 8; the 8 ranks of a replica share one
        // micro-batch (Megatron), so a step takes 1 × 8 = 8 samples, not 64.
        QCOMPARE(candidate(64, 8, 1, "tp4cp2").totalBatch(), 8);
        QCOMPARE(candidate(64, 8, 3, "tp4cp2").totalBatch(), 24);
        // PP4 on 16 GPUs: dp = 4; batch 2 → 8 samples.
        QCOMPARE(candidate(16, 8, 2, "pp4").totalBatch(), 8);
        // Data parallel: per-device batch × GPUs, as before (dp = GPUs).
        QCOMPARE(candidate(64, 8, 1, "dp").totalBatch(), 64);
        QCOMPARE(candidate(12, 6, 5, "dp").totalBatch(), 60);
    }

    void countWithLayoutsIsTheExpandedSize()
    {
        const LlmSpec &llm = Catalog::bundled().llm(QStringLiteral("llama3.1-8b"));
        const LayoutSearch list = LayoutSearch::parse(QStringLiteral("tp2,tp4cp2"), {});
        // 4 GPUs (4 × 1) take tp2 only (tp4cp2 needs 8); 8 GPUs (8 × 1) take both: batches {1, 2} give
        // 2 × 1 + 2 × 2 = 6 candidates.
        const QList<Candidate> grid {candidate(4, 4, 1, "dp"), candidate(4, 4, 2, "dp"),
            candidate(8, 8, 1, "dp"), candidate(8, 8, 2, "dp")};
        QCOMPARE(SearchSpace::countWithLayouts(grid, list, llm, 2048), 6);
        QCOMPARE(SearchSpace::withLayouts(grid, list, llm, 2048).size(), 6);
        QCOMPARE(SearchSpace::countWithLayouts(grid, LayoutSearch {}, llm, 2048), 4);
    }

    void gridLimitCountsLayouts()
    {
        // 1,024 GPU counts × 195 batch sizes = 199,680 configurations: within the 200,000 limit without
        // layouts, far beyond it with `auto`'s layouts; refused before any candidate is built.
        Configuration config = ConfigurationIo::embeddedDefault();
        config.infrastructure.totalGpus = 1024;
        config.infrastructure.maxNodes = 128;
        config.grid.totalGpus.clear();
        for (int g = 1; g <= 1024; ++g)
            config.grid.totalGpus.append(g);
        config.grid.batchSizes.clear();
        for (qint64 b = 1; b <= 195; ++b)
            config.grid.batchSizes.append(b);
        QCOMPARE(qint64(config.grid.totalGpus.size()) * config.grid.batchSizes.size(), 199'680);
        QVERIFY(199'680 <= InputLimits::gridCandidates);
        const QList<Candidate> grid = SearchSpace::grid(
            config.grid.totalGpus, config.grid.batchSizes, config.infrastructure); // does not throw
        QVERIFY(!grid.isEmpty());

        config.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), {});
        const qint64 expanded = SearchSpace::countWithLayouts(grid, config.search.layouts,
            Catalog::bundled().llm(Catalog::bundled().resolveLlmName(config.workload.llmModel, {})),
            config.workload.tokensPerSample);
        QVERIFY(expanded > InputLimits::gridCandidates);
        const QString error = errorOf([&] { Recommender(config).evaluate(); });
        QCOMPARE(error,
            QStringLiteral("the search has %1 candidates with its parallel layouts (%2 configurations of GPU "
                           "counts × batch sizes, each once per valid layout), more than 200000; list fewer "
                           "layouts in search.layouts (--layouts, e.g. tp2,tp4cp2), or shorten "
                           "grid.batch_sizes or grid.total_gpus")
                .arg(expanded)
                .arg(grid.size()));
    }

    void kavierRefusesLayouts()
    {
        Configuration config = ConfigurationIo::embeddedDefault();
        config.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), {});
        config.predictors.performance = PredictorId::Kavier.toString();
        const QString error = errorOf([&] { Recommender {config}; });
        QCOMPARE(error,
            QStringLiteral("--predictor kavier (predictors.performance) cannot rank --layouts auto "
                           "(search.layouts): Kavier models data parallelism only and would predict every "
                           "parallel layout at its data-parallel throughput; choose --predictor intelligent "
                           "or roofline, or --layouts data-parallel"));
        // intelligent with Kavier behind the cache: the same refusal.
        config.predictors.performance = PredictorId::Intelligent.toString();
        config.predictors.fallback = PredictorId::Kavier.toString();
        QVERIFY(errorOf([&] { Recommender {config}; }).contains(QStringLiteral("with --fallback kavier")));
        // A list of two layouts is refused too; one declared layout (simulate --tp 2) runs with a note.
        config.predictors.performance = PredictorId::Kavier.toString();
        config.search.layouts = LayoutSearch::parse(QStringLiteral("dp,tp2"), {});
        QVERIFY(!errorOf([&] { Recommender {config}; }).isEmpty());
        config.search.layouts = LayoutSearch::parse(QStringLiteral("tp2"), {});
        QCOMPARE(errorOf([&] { Recommender {config}; }), QString());
        config.predictors.performance = PredictorId::Intelligent.toString();
        // Data parallel, or the min-GPU walk (data parallel whatever search.layouts says): Kavier runs.
        config.search.layouts = LayoutSearch {};
        QCOMPARE(errorOf([&] { Recommender {config}; }), QString());
        config.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), {});
        config.strategy.goal = Goal::MinGpu;
        QCOMPARE(errorOf([&] { Recommender {config}; }), QString());
        // The roofline (intelligent's default fallback) models layouts.
        config.strategy.goal = Goal::Custom;
        config.predictors.fallback = PredictorId::Roofline.toString();
        QCOMPARE(errorOf([&] { Recommender {config}; }), QString());
    }
};

QTEST_GUILESS_MAIN(TestLayoutBatch)
#include "test_layout_batch.moc"
