// The cluster what-if simulator on a generated trace (traces.md "Speed": 100,000 jobs in seconds on 2
// cores). Run: build/tests/benchmarks/bench_coastline. Timings are never asserted.
#include "trace/ScheduleSimulator.h"
#include "trace/ScheduleSummary.h"

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

} // namespace
