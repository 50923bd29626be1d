// Benchmarks of the learned predictors (issue "learned predictors"; learned-predictors.md): each model
// trained with 5-fold cross-validation plus the final fit on the bundled 70 runs and on 5,000 generated
// runs, and each model predicting 10⁵ candidates the way the app does (LearnedPredictor::predictMany in
// blocks, Kavier's prediction included).
// Timings are never asserted; docs/performance.md has the figures.
#include "catalog/Catalog.h"
#include "pipeline/Recommender.h"
#include "predict/kavier/KavierPredictor.h"
#include "predict/learned/LearnedPredictor.h"
#include "predict/learned/LearnedTrainer.h"

#include <QSet>

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

/// The path the app uses (Recommender::evaluate): LearnedPredictor::predictMany on blocks of
/// Recommender::CandidateBlock candidates of one job, Kavier's prediction, the feature rows, the domain
/// check and the regressor included. 10⁵ candidates: blocks cycle over the bundled runs' (LLM, method,
/// GPU) series; per block, GPU counts 1-32 (8 per node) × per-device batches 1-11, tokens 4,096.
void predict(benchmark::State &state, const QString &model)
{
    const auto trained = std::make_shared<const LearnedModel>(LearnedModel::train(model, bundled()));
    const auto kavierPredictor = std::make_shared<const KavierPredictor>(kavier());
    const LearnedPredictor predictor(trained, catalog(), kavierPredictor, false);
    QList<Workload> workloads;
    QSet<QString> seen;
    for (const TrainingRun &run : bundled().runs().runs())
        if (!seen.contains(run.series())) {
            seen.insert(run.series());
            workloads.append({run.llmModel, run.method, run.gpuModel, 4096, 1, {}, {}});
        }
    std::vector<Candidate> block;
    for (int k = 0; k < Recommender::CandidateBlock; ++k) {
        const int gpus = 1 << (k % 6);
        const int nodes = std::max(1, gpus / 8);
        block.push_back({gpus, gpus / nodes, nodes, 1 + k / 6});
    }
    constexpr int candidates = 100'000;
    for (auto _ : state) {
        int predicted = 0;
        for (int done = 0, b = 0; done < candidates; done += int(block.size()), ++b) {
            const std::vector<PredictionOutcome> out
                = predictor.predictMany(workloads.at(b % workloads.size()),
                    std::span(block.data(), size_t(std::min<int>(int(block.size()), candidates - done))));
            for (const PredictionOutcome &o : out)
                predicted += o.prediction ? 1 : 0;
        }
        benchmark::DoNotOptimize(predicted);
    }
    state.SetItemsProcessed(state.iterations() * candidates);
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
