// Benchmarks of what the issues name: a full evaluation of a 64 × 9 grid (GUI responsiveness while it
// runs) and re-ranking that evaluation after an alpha/beta change (must be pure arithmetic); one Kavier
// prediction is in bench_speed.cpp. Issue 35 item 5: one job with `--layouts auto`, the layout alternatives'
// cost under the data-parallel default, and the slider re-rank on layout evaluations (docs/performance.md,
// "Fourth release: parallel layouts"). Run: build-bench/tests/benchmarks/bench_coastline. Timings are never
// asserted.
#include "pipeline/Recommender.h"
#include "rank/Ranking.h"
#include "rank/Reranker.h"

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
BENCHMARK(BM_EvaluateGrid64x9)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

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
/// Time is wall clock (UseRealTime); the CPU column is the whole process's CPU time (the candidate workers
/// included), which a shared machine inflates far less than wall time.
void BM_RecommendLayoutsAuto(benchmark::State &state)
{
    Configuration c; // the embedded default job and grid
    c.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), QString());
    const Recommender recommender(c);
    qsizetype candidates = 0;
    int predictions = 0;
    for (auto _ : state) {
        const Evaluation evaluation = recommender.evaluate();
        candidates = evaluation.candidates.size();
        predictions = evaluation.predictorCalls;
        benchmark::DoNotOptimize(Ranker::rank(evaluation, RankingPolicy::fromConfiguration(c)));
    }
    state.counters["candidates"] = double(candidates);
    state.counters["predictions"] = double(predictions);
}
BENCHMARK(BM_RecommendLayoutsAuto)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

namespace {

/// The embedded default job on the 64-count × 9-batch grid of wideGrid(), layouts as `layouts` says;
/// `defaultPredictors` keeps the embedded default predictors (intelligent + autoconf), else kavier + rules
/// as wideGrid().
Configuration wideGridWith(const QString &layouts, bool defaultPredictors)
{
    Configuration c = wideGrid();
    if (defaultPredictors)
        c.predictors = Configuration().predictors;
    c.search.layouts = LayoutSearch::parse(layouts, QString());
    return c;
}

/// Issue 35 item 4's cost: a recommend under the data-parallel default on the 64 × 9 grid (576 candidates),
/// evaluate + rank, with (`alternatives:1`) and without (`alternatives:0`, Recommender::
/// skipLayoutAlternatives) the layout alternatives the summary names: `auto`'s layouts at the pick's GPU
/// count (its 9 grid rows × the valid layouts other than data parallel), checked and the feasible ones
/// predicted. `default_predictors:1` uses the embedded default predictors (intelligent + autoconf), `:0`
/// kavier + rules as BM_EvaluateGrid64x9. Counters: the grid's candidates, the predictor calls (the
/// alternatives' included) and whether an alternative was named.
void BM_RecommendLayoutAlternatives64x9(benchmark::State &state)
{
    const Configuration c = wideGridWith(QStringLiteral("data-parallel"), state.range(1) == 1);
    Recommender recommender(c);
    if (state.range(0) == 0)
        recommender.skipLayoutAlternatives();
    qsizetype candidates = 0;
    int predictions = 0;
    bool named = false;
    for (auto _ : state) {
        const Evaluation evaluation = recommender.evaluate();
        candidates = evaluation.candidates.size();
        predictions = evaluation.predictorCalls;
        named = evaluation.layoutAlternative.has_value();
        benchmark::DoNotOptimize(Ranker::rank(evaluation, RankingPolicy::fromConfiguration(c)));
    }
    state.counters["candidates"] = double(candidates);
    state.counters["predictions"] = double(predictions);
    state.counters["alternative_named"] = named ? 1 : 0;
}

/// A slider move as the window makes it (Pipeline: one Reranker kept per evaluation, the full order after
/// an alpha change; no predictor call) on the default job's evaluation with the default predictors:
/// `grid64x9:0` the default grid, `:1` the 64 × 9 grid; `auto:0` data parallel, `:1` `--layouts auto`.
void BM_RerankSliderLayouts(benchmark::State &state)
{
    Configuration config;
    if (state.range(0) == 1)
        config = wideGridWith(QStringLiteral("data-parallel"), true);
    if (state.range(1) == 1)
        config.search.layouts = LayoutSearch::parse(QStringLiteral("auto"), QString());
    const Evaluation evaluation = Recommender(config).evaluate();
    Reranker reranker(evaluation);
    RankingPolicy policy = RankingPolicy::fromConfiguration(config);
    double alpha = 0;
    for (auto _ : state) {
        alpha = alpha >= 1.0 ? 0.0 : alpha + 0.01; // a slider drag
        policy.goal = Goal::Custom;
        policy.weights = {alpha, 1.0 - alpha};
        benchmark::DoNotOptimize(reranker.rank(policy));
    }
    state.SetItemsProcessed(state.iterations() * evaluation.candidates.size());
    state.counters["candidates"] = double(evaluation.candidates.size());
    state.counters["rankable"] = double(evaluation.predictedCount());
}

} // namespace

BENCHMARK(BM_RecommendLayoutAlternatives64x9)
    ->ArgNames({"alternatives", "default_predictors"})
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK(BM_RerankSliderLayouts)
    ->ArgNames({"grid64x9", "auto"})
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond);
