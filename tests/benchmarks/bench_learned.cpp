// Benchmarks of the learned predictors (issue "learned predictors"; learned-predictors.md): each model
// trained with 5-fold cross-validation plus the final fit on the bundled 70 runs and on 5,000 generated
// runs, and each model predicting 10⁵ candidates the way the app does (LearnedPredictor::predictMany in
// blocks, Kavier's prediction included), on one thread and, as the app does, on two.
// Timings are never asserted; docs/performance.md has the figures.
#include "catalog/Catalog.h"
#include "pipeline/Recommender.h"
#include "predict/kavier/KavierPredictor.h"
#include "predict/learned/LearnedPredictor.h"
#include "predict/learned/LearnedTrainer.h"

#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <benchmark/benchmark.h>
#include <functional>
#include <numeric>
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
    QList<MeasuredRun> runs;
    const QList<MeasuredRun> &seed = bundled().runs().runs();
    for (int i = 0; i < count; ++i) {
        MeasuredRun r = seed.at(int(random() % seed.size()));
        r.totalGpus = 1 << (random() % 7);
        r.numberOfNodes = std::max<qint64>(1, r.totalGpus / 8);
        r.perDeviceBatch = qint64(1 << (random() % 7));
        r.totalBatch = r.perDeviceBatch * r.totalGpus;
        r.tokensPerSample = qint64(512) << (random() % 4);
        const auto p = kavier().predict(r.workload(), r.candidate());
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
struct PredictSetup
{
    static constexpr int candidates = 100'000;
    std::unique_ptr<LearnedPredictor> predictor;
    QList<Workload> workloads;
    std::vector<Candidate> block;

    explicit PredictSetup(const QString &model)
    {
        const auto trained = std::make_shared<const LearnedModel>(LearnedModel::train(model, bundled()));
        const auto kavierPredictor = std::make_shared<const KavierPredictor>(kavier());
        predictor = std::make_unique<LearnedPredictor>(trained, catalog(), kavierPredictor, false);
        QSet<QString> seen;
        for (const MeasuredRun &run : bundled().runs().runs())
            if (!seen.contains(run.series())) {
                seen.insert(run.series());
                workloads.append({run.llmModel, run.method, run.gpuModel, 4096, 1, {}, {}});
            }
        for (int k = 0; k < Recommender::CandidateBlock; ++k) {
            const int gpus = 1 << (k % 6);
            const int nodes = std::max(1, gpus / 8);
            block.push_back({gpus, gpus / nodes, nodes, 1 + k / 6});
        }
    }

    /// Block `b` of the 10⁵ candidates: how many of its candidates have a prediction.
    int predictBlock(int b) const
    {
        const int done = b * int(block.size());
        const std::vector<PredictionOutcome> out = predictor->predictMany(workloads.at(b % workloads.size()),
            std::span(block.data(), size_t(std::min<int>(int(block.size()), candidates - done))));
        int predicted = 0;
        for (const PredictionOutcome &o : out)
            predicted += o.prediction ? 1 : 0;
        return predicted;
    }

    int blocks() const { return (candidates + int(block.size()) - 1) / int(block.size()); }
};

/// One thread, the blocks one after another.
void predict(benchmark::State &state, const QString &model)
{
    const PredictSetup setup(model);
    for (auto _ : state) {
        int predicted = 0;
        for (int b = 0; b < setup.blocks(); ++b)
            predicted += setup.predictBlock(b);
        benchmark::DoNotOptimize(predicted);
    }
    state.SetItemsProcessed(state.iterations() * PredictSetup::candidates);
}

/// As the app predicts a grid (Recommender::evaluate): the blocks mapped by QtConcurrent onto a pool of
/// two threads (issue 10's target machine has 2 cores). `candidates/s` is per second of wall time.
void predictTwoThreads(benchmark::State &state, const QString &model)
{
    const PredictSetup setup(model);
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    std::vector<int> blocks(size_t(setup.blocks()));
    std::iota(blocks.begin(), blocks.end(), 0);
    const std::function<int(const int &)> one = [&setup](const int &b) { return setup.predictBlock(b); };
    for (auto _ : state) {
        const QList<int> predicted = QtConcurrent::blockingMapped<QList<int>>(&pool, blocks, one);
        benchmark::DoNotOptimize(predicted.constData());
    }
    state.counters["candidates/s"] = benchmark::Counter(
        double(state.iterations()) * PredictSetup::candidates, benchmark::Counter::kIsRate);
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
        benchmark::RegisterBenchmark(
            ("BM_LearnedPredictTwoThreads/100000/" + name).c_str(), predictTwoThreads, model)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    }
    return true;
}();

} // namespace
