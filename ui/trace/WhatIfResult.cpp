#include "WhatIfResult.h"

#include "trace/ScenarioComparison.h"
#include "trace/TraceRecommender.h"

WhatIfResult WhatIfResult::compute(const QString &path, const Configuration &config,
    const ClusterShape &cluster, SchedulingPolicy policy, const std::atomic_bool *cancelled,
    const std::function<void(int, int)> &progress)
{
    const JobTrace trace = JobTrace::read(path);
    RecommendedTrace recommended
        = TraceRecommender::recommend(trace, cluster, TraceRecommender::pipelineFunction(config, cluster),
            config.predictors.performance, cancelled, progress);
    recommended.setPredictorDescription(TraceRecommender::predictorDescription(config));
    const ScheduleSimulator simulator(cluster, policy);
    ScenarioComparison comparison = ScenarioComparison::run(
        simulator, recommended.baselineJobs(), recommended.recommendedJobs(), cancelled);
    const ScheduleSummary baselineSummary = ScheduleSummary::of(comparison.baseline);
    const ScheduleSummary recommendedSummary = ScheduleSummary::of(comparison.recommended);
    const bool wasCancelled = cancelled && cancelled->load();
    return {std::move(recommended), std::move(comparison.baseline), std::move(comparison.recommended),
        baselineSummary, recommendedSummary, wasCancelled, comparison.jobsCompared, comparison.leftOutOfBoth};
}
