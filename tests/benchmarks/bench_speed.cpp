// Speed benchmarks: re-ranking 10⁶ cached candidates after an alpha change (top_k and the full list), one
// Kavier prediction on prepared constants, the CSV-of-jobs engine on 10⁵ generated jobs (in-process, results
// written as CSV lines to memory), and two whole commands run in-process as coastline-cli runs them:
// `recommend --input` on the same 10⁵ jobs and `explain` on a 1,024 × 256 grid. Run:
// build-bench/tests/benchmarks/bench_coastline. Timings are never asserted; docs/performance.md has the
// method and the figures.
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "io/OutputTable.h"
#include "pipeline/BatchRecommendation.h"
#include "predict/kavier/KavierModel.h"
#include "predict/roofline/RooflinePredictor.h"
#include "rank/Ranking.h"
#include "rank/Reranker.h"

#include "support/CommandDispatcher.h"
#include "support/Console.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <random>
#include <sys/resource.h>

namespace {

/// An evaluation of `count` rankable candidates with spread-out throughput and power.
Evaluation syntheticEvaluation(int count)
{
    Evaluation evaluation;
    evaluation.config = ConfigurationIo::embeddedDefault();
    evaluation.candidates.reserve(count);
    std::mt19937_64 random(12);
    std::uniform_real_distribution<double> throughput(1e3, 1e5), power(200, 700);
    for (int i = 0; i < count; ++i) {
        EvaluatedCandidate c;
        c.candidate.totalGpus = 1 << (i % 6);
        c.candidate.numberOfNodes = std::max(1, c.candidate.totalGpus / 8);
        c.candidate.gpusPerNode = c.candidate.totalGpus / c.candidate.numberOfNodes;
        c.candidate.batchSize = 4 << (i % 5);
        c.verdict.feasible = true;
        Prediction p;
        p.throughputTokensPerSecond = throughput(random);
        p.powerWattsPerGpu = power(random);
        p.source = QStringLiteral("kavier");
        c.prediction = p;
        evaluation.candidates.append(c);
    }
    return evaluation;
}

/// A slider move on 10⁶ cached candidates: the Reranker (arrays copied once per evaluation, as a
/// session keeps them) re-scores every candidate and selects the top_k rows (partial sort, tie groups
/// completed).
void BM_Rerank(benchmark::State &state)
{
    const Evaluation evaluation = syntheticEvaluation(int(state.range(0)));
    RankingPolicy policy = RankingPolicy::fromConfiguration(evaluation.config);
    policy.goal = Goal::Custom;
    Reranker reranker(evaluation);
    double alpha = 0;
    for (auto _ : state) {
        alpha = alpha >= 1.0 ? 0.0 : alpha + 0.01; // a slider drag
        policy.weights = {alpha, 1.0 - alpha};
        benchmark::DoNotOptimize(reranker.rank(policy, policy.topK));
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Rerank)->Arg(1000000)->Unit(benchmark::kMillisecond);

/// The same slider move through Ranker::rank: every candidate ordered (the full ranked list).
void BM_RerankFull(benchmark::State &state)
{
    const Evaluation evaluation = syntheticEvaluation(int(state.range(0)));
    RankingPolicy policy = RankingPolicy::fromConfiguration(evaluation.config);
    policy.goal = Goal::Custom;
    double alpha = 0;
    for (auto _ : state) {
        alpha = alpha >= 1.0 ? 0.0 : alpha + 0.01;
        policy.weights = {alpha, 1.0 - alpha};
        benchmark::DoNotOptimize(Ranker::rank(evaluation, policy));
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_RerankFull)->Arg(1000000)->Unit(benchmark::kMillisecond);

void BM_KavierPrediction(benchmark::State &state)
{
    const Catalog &catalog = Catalog::bundled();
    const KavierModel model(CalibrationTable::load(QStringLiteral("default")));
    const KavierModel::Prepared prepared
        = model.prepare(catalog.llm(QStringLiteral("granite-3.1-8b-instruct")),
            catalog.gpu(QStringLiteral("NVIDIA-A100-SXM4-80GB")), QStringLiteral("full"));
    qint64 batch = 4;
    for (auto _ : state) {
        benchmark::DoNotOptimize(batch);
        benchmark::DoNotOptimize(model.simulate(prepared, 7621, batch, 8, 1));
    }
}
BENCHMARK(BM_KavierPrediction);

/// One roofline prediction through the predictor, as the Recommender calls it per candidate
/// (step-time-model.md §6: ≤ 200 ns).
void BM_RooflinePrediction(benchmark::State &state)
{
    const Catalog &catalog = Catalog::bundled();
    const RooflinePredictor predictor(catalog, RooflineModel(), TrainingSetup {});
    const Workload workload {QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"),
        QStringLiteral("NVIDIA-A100-SXM4-80GB"), 7621, 4, 8, 1};
    Candidate candidate {16, 8, 2, 4};
    for (auto _ : state) {
        benchmark::DoNotOptimize(candidate);
        benchmark::DoNotOptimize(predictor.predict(workload, candidate));
    }
}
BENCHMARK(BM_RooflinePrediction);

/// The same prediction through the name-based entry point (resolves the method and factors per call).
void BM_KavierPredictionByName(benchmark::State &state)
{
    const Catalog &catalog = Catalog::bundled();
    const KavierModel model(CalibrationTable::load(QStringLiteral("default")));
    const LlmSpec &llm = catalog.llm(QStringLiteral("granite-3.1-8b-instruct"));
    const GpuSpec &gpu = catalog.gpu(QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    for (auto _ : state)
        benchmark::DoNotOptimize(model.simulate(llm, gpu, QStringLiteral("full"), 7621, 4, 8, 1));
}
BENCHMARK(BM_KavierPredictionByName);

/// Writes `count` generated jobs (a fixed mix of LLMs, GPUs, methods, lengths and batches; about 2%
/// of them fail, like a real file) to `path`.
void writeJobs(const QString &path, int count)
{
    const QStringList llms {QStringLiteral("mistral-7b-v0.1"), QStringLiteral("granite-3.3-8b"),
        QStringLiteral("granite-3.1-2b"), QStringLiteral("llama3.1-70b"), QStringLiteral("Llama-3-8B"),
        QStringLiteral("llama3.2-3b"), QStringLiteral("mixtral-8x7b-instruct-v0.1")};
    const QStringList gpus {QStringLiteral("NVIDIA-A100-SXM4-80GB"), QStringLiteral("H100-SXM"),
        QStringLiteral("A100-40GB"), QStringLiteral("L40S"), QStringLiteral("H200 SXM")};
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw CoastlineError(QStringLiteral("cannot write %1").arg(path));
    QTextStream out(&file);
    out << "llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size\n";
    std::mt19937 random(12);
    for (int i = 0; i < count; ++i)
        out << llms.at(random() % llms.size()) << ',' << (random() % 2 ? "lora" : "full") << ','
            << gpus.at(random() % gpus.size()) << ',' << (512 << (random() % 4)) << ','
            << (4 << (random() % 4)) << '\n';
}

void BM_BatchJobs(benchmark::State &state)
{
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.csv"));
    writeJobs(path, int(state.range(0)));
    const Configuration config = ConfigurationIo::embeddedDefault();
    double wallSeconds = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        const BatchRecommendation batch(config, path);
        qint64 bytes = 0;
        // Each result rendered as its CSV line on the worker that made it, as recommend --input does.
        batch.run(
            [](const BatchResult &result, BatchRecommendation::Rendered &out) {
                OutputTable::appendCsvCells(out.text, BatchRecommendation::inputRow(result));
                out.text += ',';
                OutputTable::appendCsvCells(out.text, BatchRecommendation::resultRow(result));
                out.text += '\n';
            },
            [&](const BatchRecommendation::Rendered &row) { bytes += row.text.size(); });
        benchmark::DoNotOptimize(bytes);
        wallSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    state.counters["jobs_per_s_wall"] = double(state.iterations()) * double(state.range(0)) / wallSeconds;
}
BENCHMARK(BM_BatchJobs)->Arg(100000)->Unit(benchmark::kMillisecond);
// The same engine on 2,000 jobs, one iteration: what `valgrind --tool=callgrind` profiles (instruction
// counts per job, repeatable on a loaded machine).
BENCHMARK(BM_BatchJobs)->Arg(2000)->Iterations(1)->Unit(benchmark::kMillisecond);

/// Seconds of CPU the whole process has used so far (every thread: the command's workers too).
double processCpuSeconds(const rusage &usage)
{
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// Runs coastline-cli's `arguments` in-process (cli::CommandDispatcher, as the executable does) once per
/// iteration, standard output and error to memory. The Time column is wall time (the workers run on the
/// pool while this thread waits); counters: the whole process's CPU seconds per run (`process_cpu_s`), the
/// exit code and the process's peak resident memory in MB (getrusage: the whole process so far, so run one
/// such benchmark per process to read it). No UseRealTime()/MeasureProcessCPUTime(): they would change the
/// benchmark's name, which cli.md fixes.
void runCommand(benchmark::State &state, const QStringList &arguments)
{
    int exitCode = 0;
    rusage before {};
    getrusage(RUSAGE_SELF, &before);
    for (auto _ : state) {
        QBuffer out;
        QBuffer err;
        out.open(QIODevice::WriteOnly);
        err.open(QIODevice::WriteOnly);
        exitCode = cli::CommandDispatcher::run(arguments, cli::Console(out, err));
        benchmark::DoNotOptimize(out.size() + err.size());
    }
    rusage after {};
    getrusage(RUSAGE_SELF, &after);
    state.counters["process_cpu_s"] = (processCpuSeconds(after) - processCpuSeconds(before))
        / double(std::max<qint64>(1, state.iterations()));
    state.counters["exit_code"] = exitCode;
    state.counters["peak_rss_mb"] = double(after.ru_maxrss) / 1024.0;
}

/// `recommend --input` of the 10⁵ generated jobs of BM_BatchJobs (writeJobs: 7 LLMs, 5 GPUs, lora/full,
/// 4 lengths, 4 batches; about 2 % of the rows fail), CSV written to a file: the whole command, reading,
/// evaluating, ranking and writing.
void BM_BatchRecommend100k(benchmark::State &state)
{
    const QTemporaryDir dir;
    const QString jobs = dir.filePath(QStringLiteral("jobs.csv"));
    writeJobs(jobs, 100000);
    runCommand(state,
        {QStringLiteral("recommend"), QStringLiteral("--input"), jobs, QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("--output"), dir.filePath(QStringLiteral("out.csv"))});
}
BENCHMARK(BM_BatchRecommend100k)->Unit(benchmark::kMillisecond);

/// `explain` on a 1,024 × 256 grid: total GPUs 1…1,024 × per-device batch 1…256 on a cluster of 1,024 GPUs
/// in 128 nodes of 8 (the GPU counts the cluster can hold; the issue counts 137k rows), mistral-7b full
/// fine-tuning on A100-80GB at 2,048 tokens (tests/data/configs/large_grid.yaml's job), the default
/// predictors and memory model, every candidate's row (verdict, reason, memory breakdown, fixes) written as
/// CSV to a file.
void BM_ExplainLargeGrid(benchmark::State &state)
{
    const QTemporaryDir dir;
    runCommand(state,
        {QStringLiteral("explain"), QStringLiteral("--llm"), QStringLiteral("mistral-7b-v0.1"),
            QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--gpu"),
            QStringLiteral("NVIDIA-A100-SXM4-80GB"), QStringLiteral("--tokens"), QStringLiteral("2048"),
            QStringLiteral("--cluster-gpus"), QStringLiteral("1024"), QStringLiteral("--max-nodes"),
            QStringLiteral("128"), QStringLiteral("--max-gpus-per-node"), QStringLiteral("8"),
            QStringLiteral("--total-gpus"), QStringLiteral("1-1024"), QStringLiteral("--batch-sizes"),
            QStringLiteral("1-256"), QStringLiteral("--format"), QStringLiteral("csv"),
            QStringLiteral("--output"), dir.filePath(QStringLiteral("explain.csv"))});
}
BENCHMARK(BM_ExplainLargeGrid)->Unit(benchmark::kMillisecond);

} // namespace
