#pragma once

#include "io/OutputTable.h"
#include "model/Candidate.h"
#include "trace/ClusterShape.h"
#include "trace/JobTrace.h"
#include "trace/ScheduledJob.h"

#include <QList>
#include <QString>
#include <optional>

/// One trace row after recommend-trace (upstream-behaviour.md §8.9).
struct RecommendedJob
{
    TraceJob original;
    std::optional<Candidate> recommended; ///< the top-1 configuration, set only when it was applied
    std::optional<double> throughputTokensPerSecond; ///< of the recommended configuration, tokens/s
    /// Of the original layout by the same predictor, tokens/s; set when recommended (the ratio rule).
    std::optional<double> originalThroughputTokensPerSecond;
    /// s: observed duration × predicted(original) ÷ predicted(recommended) when recommended (the ratio
    /// rule, TraceRecommender), else the observed duration (unset if none).
    std::optional<double> durationSeconds;
    std::optional<double> powerWattsPerGpu; ///< W per GPU of the layout the recommended trace uses
    std::optional<double> originalPowerWattsPerGpu; ///< W per GPU of the original layout
    QString note; ///< why the job was kept unchanged (empty when recommended)

    /// The layout the recommended trace uses: the recommendation or the original.
    qint64 gpusPerNode() const
    {
        return recommended ? recommended->gpusPerNode : original.gpusPerNode.value_or(0);
    }
    qint64 numNodes() const
    {
        return recommended ? recommended->numberOfNodes : original.numNodes.value_or(0);
    }
};

/// recommend-trace's result: the input trace and one RecommendedJob per row, in input order.
class RecommendedTrace
{
public:
    RecommendedTrace(JobTrace input, QList<RecommendedJob> jobs, ClusterShape cluster, QString predictorName);

    const JobTrace &input() const { return m_input; }
    const QList<RecommendedJob> &jobs() const { return m_jobs; }
    const ClusterShape &cluster() const { return m_cluster; }
    /// metadata.estimated_duration_<predictor>, e.g. metadata.estimated_duration_kavier.
    const QString &durationColumn() const { return m_durationColumn; }
    /// The predictor that estimated the durations, with its files (TraceRecommender::predictorDescription);
    /// the predictor name when not set.
    QString predictorDescription() const { return m_predictorDescription; }
    void setPredictorDescription(const QString &text) { m_predictorDescription = text; }
    /// Rows whose recommendation was applied.
    int recommendedCount() const;
    /// Rows with a duration (estimated or observed): the M of "N rows, M with an estimated_duration_…".
    int withDurationCount() const;

    /// The recommended trace CSV of §8.9: front block (metadata.submission_time_issue_85_rescaled if
    /// present, metadata.model_name, resources.gpu_model, resources.num_gpus_per_node, resources.num_nodes,
    /// metadata.batch_size, the duration column, metadata.recommendation_note if any row has a note), then
    /// the input's other dotted columns in input order, then metadata.orig_number_gpus,
    /// metadata.orig_num_nodes, metadata.orig_batch_size, metadata.estimated_power_w_per_gpu,
    /// metadata.orig_power_w_per_gpu (unless the input had them); columns without a '.' are dropped.
    /// Recommended rows get the new layout and per-device batch; other cells are the input's text.
    OutputTable toTable() const;

    /// The jobs as submitted (original layout, observed duration) and as recommended, for the simulator.
    QList<SimulationJob> baselineJobs() const;
    QList<SimulationJob> recommendedJobs() const;

private:
    JobTrace m_input;
    QList<RecommendedJob> m_jobs;
    ClusterShape m_cluster;
    QString m_durationColumn;
    QString m_predictorDescription;
};
