// The cluster what-if simulator on a generated trace (traces.md "Speed": 100,000 jobs in seconds on 2
// cores). Run: build/tests/benchmarks/bench_coastline. Timings are never asserted.
#include "config/ConfigurationIo.h"
#include "io/CsvTable.h"
#include "trace/JobTrace.h"
#include "trace/RecommendedTrace.h"
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"
#include "trace/TraceRecommender.h"

#include <QRandomGenerator>
#include <benchmark/benchmark.h>
#include <cmath>

namespace {

/// `count` jobs on a 64 × 8 cluster at about 90 % offered load: Poisson arrivals, 1–8 GPUs per node on
/// 1–4 nodes, runtimes from 1 min to 8 h.
QList<SimulationJob> generatedTrace(int count)
{
    QRandomGenerator random(2026);
    QList<SimulationJob> jobs;
    jobs.reserve(count);
    double submit = 0;
    for (int i = 0; i < count; ++i) {
        SimulationJob job;
        job.id = i + 1;
        job.nodes = 1 << random.bounded(3); // 1, 2, 4
        job.gpusPerNode = 1 << random.bounded(4); // 1, 2, 4, 8
        job.durationSeconds = 60.0 + random.bounded(8 * 3600.0);
        job.powerWattsPerGpu = 300;
        // Mean GPU-seconds per job ≈ 2.33 × 3.75 × 4.0e4 s; 512 GPUs at 90 % load.
        const double meanGap = 2.33 * 3.75 * (60.0 + 4 * 3600.0) / (512 * 0.9);
        submit += -std::log(1.0 - random.generateDouble()) * meanGap;
        job.submitSeconds = submit;
        jobs.append(job);
    }
    return jobs;
}

void simulateTrace(benchmark::State &state, SchedulingPolicy policy)
{
    const QList<SimulationJob> jobs = generatedTrace(int(state.range(0)));
    const ScheduleSimulator simulator({64, 8}, policy);
    for (auto _ : state) {
        const Schedule schedule = simulator.run(jobs);
        benchmark::DoNotOptimize(ScheduleSummary::of(schedule));
        state.counters["mean_wait_h"] = ScheduleSummary::of(schedule).meanWaitSeconds / 3600;
        state.counters["utilisation"] = ScheduleSummary::of(schedule).gpuUtilisation;
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
void BM_SimulateTrace(benchmark::State &state)
{
    simulateTrace(state, SchedulingPolicy::Easy);
}
BENCHMARK(BM_SimulateTrace)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_SimulateTraceFcfs(benchmark::State &state)
{
    simulateTrace(state, SchedulingPolicy::Fcfs);
}
BENCHMARK(BM_SimulateTraceFcfs)->Arg(100000)->Unit(benchmark::kMillisecond);

/// A `count`-row scheduler trace in upstream's columns, drawn from 4 models × 2 methods × 3 sequence
/// lengths × 3 batch sizes × 2 layouts (144 distinct workloads, as real histories repeat jobs), one
/// submission a minute.
QByteArray generatedTraceCsv(int count)
{
    static const char *const models[]
        = {"granite-3.1-8b-instruct", "mistral-7b-v0.1", "llama3.1-8b", "llama3.1-70b"};
    static const char *const methods[] = {"full", "lora"};
    static const int tokens[] = {1024, 2048, 4096};
    static const int batches[] = {2, 4, 8};
    QRandomGenerator random(2026);
    QByteArray csv
        = "metadata.model_name,metadata.method,resources.gpu_model,metadata.tokens_per_sample,"
          "metadata.batch_size,resources.num_gpus_per_node,resources.num_nodes,"
          "metadata.output.train_tokens_per_second,metadata.train_runtime,metadata.submission_time\n";
    for (int i = 0; i < count; ++i) {
        const bool twoNodes = random.bounded(2) == 1;
        csv += QByteArray(models[random.bounded(4)]) + ',' + methods[random.bounded(2)]
            + ",NVIDIA-A100-SXM4-80GB," + QByteArray::number(tokens[random.bounded(3)]) + ','
            + QByteArray::number(batches[random.bounded(3)]) + (twoNodes ? ",8,2," : ",4,1,")
            + QByteArray::number(1000 + random.bounded(20000)) + ','
            + QByteArray::number(600 + random.bounded(7200)) + ',' + QByteArray::number(60 * i) + '\n';
    }
    return csv;
}

/// traces.md "Speed": recommend-trace (min-GPU, the default pipeline) and both schedule simulations on
/// a 100,000-job trace, 64 × 8 GPUs.
void BM_RecommendAndSimulateTrace(benchmark::State &state)
{
    const JobTrace trace = JobTrace::fromTable(
        CsvTable::parse(generatedTraceCsv(int(state.range(0))), QStringLiteral("trace.csv")));
    Configuration config = ConfigurationIo::embeddedDefault();
    config.strategy.goal = Goal::MinGpu;
    const ClusterShape cluster {64, 8};
    for (auto _ : state) {
        const RecommendedTrace recommended = TraceRecommender::recommend(trace, cluster,
            TraceRecommender::pipelineFunction(config, cluster), QStringLiteral("intelligent"));
        const ScheduleSimulator simulator(cluster, SchedulingPolicy::Easy);
        benchmark::DoNotOptimize(simulator.run(recommended.baselineJobs()));
        benchmark::DoNotOptimize(simulator.run(recommended.recommendedJobs()));
        state.counters["recommended"] = recommended.recommendedCount();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_RecommendAndSimulateTrace)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
