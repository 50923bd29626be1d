// Benchmarks of the learned predictors (issue "learned predictors"; learned-predictors.md): each model
// trained with 5-fold cross-validation plus the final fit on the bundled 70 runs and on 5,000 generated
// runs, and each model predicting 10⁵ candidates (features prepared, Kavier's prediction included).
// Timings are never asserted; docs/performance.md has the figures.
#include "catalog/Catalog.h"
#include "predict/kavier/KavierPredictor.h"
#include "predict/learned/LearnedTrainer.h"

#include <benchmark/benchmark.h>
#include <random>

namespace {

const Catalog &catalog()
{
    return Catalog::bundled();
}

const KavierPredictor &kavier()
{
    static const KavierPredictor k(catalog(), KavierModel(CalibrationTable::load(QStringLiteral("default"))));
    return k;
}

const LearningData &bundled()
{
    static const LearningData data = LearningData::build(
        TrainingRuns::load(QStringLiteral(":/data/run_database.csv"), catalog()), catalog(), kavier());
    return data;
}

/// `count` runs spread over the bundled runs' (LLM, method, GPU) series, GPU counts 1–64 and batches
/// 1–64; throughput = Kavier × a smooth GPU-count trend × log-normal noise (σ = 0.05).
const LearningData &generated(int count)
{
    static std::map<int, LearningData> cache;
    auto it = cache.find(count);
    if (it != cache.end())
        return it->second;
    std::mt19937 random(5);
    std::normal_distribution<double> noise(0.0, 0.05);
    QList<TrainingRun> runs;
    const QList<TrainingRun> &seed = bundled().runs().runs();
    for (int i = 0; i < count; ++i) {
        TrainingRun r = seed.at(int(random() % seed.size()));
        r.totalGpus = 1 << (random() % 7);
        r.numberOfNodes = std::max(1, r.totalGpus / 8);
        r.totalBatch = qint64(1 << (random() % 7)) * r.totalGpus;
        r.tokensPerSample = qint64(512) << (random() % 4);
        Workload w {r.llmModel, r.method, r.gpuModel, r.tokensPerSample, r.perDeviceBatch(), {}, {}};
        const Candidate c {r.totalGpus, r.gpusPerNode(), r.numberOfNodes, r.perDeviceBatch()};
        const auto p = kavier().predict(w, c);
        r.throughputTokensPerSecond = p->throughputTokensPerSecond
            * (1.0 + 0.1 * std::log2(double(r.totalGpus))) * std::exp(noise(random));
        runs.append(r);
    }
    return cache
        .emplace(count,
            LearningData::build(
                TrainingRuns::fromRuns(runs, QStringLiteral("generated")), catalog(), kavier()))
        .first->second;
}

void trainFiveFold(benchmark::State &state, const QString &model, int rows)
{
    const LearningData &data = rows == 70 ? bundled() : generated(rows);
    for (auto _ : state) {
        const LearnedTrainer::Outcome o = LearnedTrainer::run(model, data, CrossValidationOptions {});
        benchmark::DoNotOptimize(o.validation.learned.mdapePercent);
    }
    state.SetItemsProcessed(state.iterations() * data.size());
}

void predict(benchmark::State &state, const QString &model)
{
    const LearnedModel trained = LearnedModel::train(model, bundled());
    QList<FeatureRow> candidates;
    candidates.reserve(100'000);
    for (int i = 0; i < 100'000; ++i)
        candidates.append(bundled().rows().at(i % bundled().size()));
    for (auto _ : state) {
        const QList<LearnedEstimate> estimates = trained.estimate(candidates);
        benchmark::DoNotOptimize(estimates.constData());
    }
    state.SetItemsProcessed(state.iterations() * candidates.size());
}

const bool registered = [] {
    for (const QString &model : Regressor::names()) {
        const std::string name = model.toStdString();
        benchmark::RegisterBenchmark(("BM_LearnedTrain5Fold/70/" + name).c_str(), trainFiveFold, model, 70)
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(
            ("BM_LearnedTrain5Fold/5000/" + name).c_str(), trainFiveFold, model, 5000)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
        benchmark::RegisterBenchmark(("BM_LearnedPredict/100000/" + name).c_str(), predict, model)
            ->Unit(benchmark::kMillisecond);
    }
    return true;
}();

} // namespace
