#include "WhatIfResult.h"

#include "trace/TraceRecommender.h"

WhatIfResult WhatIfResult::compute(const QString &path, const Configuration &config,
    const ClusterShape &cluster, SchedulingPolicy policy, const std::atomic_bool *cancelled,
    const std::function<void(int, int)> &progress)
{
    const JobTrace trace = JobTrace::read(path);
    RecommendedTrace recommended
        = TraceRecommender::recommend(trace, cluster, TraceRecommender::pipelineFunction(config, cluster),
            config.predictors.performance, cancelled, progress);
    const ScheduleSimulator simulator(cluster, policy);
    Schedule baseline = simulator.run(recommended.baselineJobs(), cancelled);
    Schedule atRecommended = simulator.run(recommended.recommendedJobs(), cancelled);
    const ScheduleSummary baselineSummary = ScheduleSummary::of(baseline);
    const ScheduleSummary recommendedSummary = ScheduleSummary::of(atRecommended);
    const bool wasCancelled = cancelled && cancelled->load();
    return {std::move(recommended), std::move(baseline), std::move(atRecommended), baselineSummary,
        recommendedSummary, wasCancelled};
}
