// Benchmarks of what the issues name: a full evaluation of a 64 × 9 grid (GUI responsiveness while it
// runs) and re-ranking that evaluation after an alpha/beta change (must be pure arithmetic); one Kavier
// prediction is in bench_speed.cpp. Run: build/tests/benchmarks/bench_coastline. Timings are never asserted.
#include "pipeline/Recommender.h"
#include "rank/Ranking.h"

#include <benchmark/benchmark.h>

namespace {

/// The embedded default job on a 64-count × 9-batch grid (576 candidates) with rules feasibility.
Configuration wideGrid()
{
    Configuration c;
    c.predictors.performance = QStringLiteral("kavier");
    c.predictors.feasibility = QStringLiteral("rules");
    c.infrastructure = {512, 64, 8, {}, {}};
    c.grid.totalGpus.clear();
    for (int g = 1; g <= 64; ++g)
        c.grid.totalGpus.append(g * 8);
    c.grid.batchSizes = {1, 2, 4, 8, 16, 32, 64, 128, 256};
    return c;
}

void BM_EvaluateGrid64x9(benchmark::State &state)
{
    const Recommender recommender(wideGrid());
    for (auto _ : state)
        benchmark::DoNotOptimize(recommender.evaluate());
}
BENCHMARK(BM_EvaluateGrid64x9)->Unit(benchmark::kMillisecond);

void BM_RerankGrid64x9(benchmark::State &state)
{
    const Configuration config = wideGrid();
    const Evaluation evaluation = Recommender(config).evaluate();
    RankingPolicy policy = RankingPolicy::fromConfiguration(config);
    double alpha = 0;
    for (auto _ : state) {
        alpha = alpha >= 1.0 ? 0.0 : alpha + 0.01; // a slider drag
        policy.goal = Goal::Custom;
        policy.weights = {alpha, 1.0 - alpha};
        benchmark::DoNotOptimize(Ranker::rank(evaluation, policy));
    }
    state.SetItemsProcessed(state.iterations() * evaluation.candidates.size());
}
BENCHMARK(BM_RerankGrid64x9)->Unit(benchmark::kMicrosecond);

} // namespace

/// Issue 35: one job with `--layouts auto` over the default grid (6 GPU counts × 5 batch sizes, each once per
/// valid layout), with the default predictors and the memory model: evaluate and rank (< 100 ms).
void BM_RecommendLayoutsAuto(benchmark::State &state)
{
    Configuration c; // the embedded default job and grid
    c.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), QString());
    const Recommender recommender(c);
    qsizetype candidates = 0;
    for (auto _ : state) {
        const Evaluation evaluation = recommender.evaluate();
        candidates = evaluation.candidates.size();
        benchmark::DoNotOptimize(Ranker::rank(evaluation, RankingPolicy::fromConfiguration(c)));
    }
    state.counters["candidates"] = double(candidates);
}
BENCHMARK(BM_RecommendLayoutsAuto)->Unit(benchmark::kMillisecond);
