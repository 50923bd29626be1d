#include "trace/TraceRecommender.h"

#include "common/CoastlineError.h"
#include "common/WorkerPool.h"
#include "model/PredictorIds.h"
#include "model/PredictorName.h"
#include "pipeline/Recommender.h"
#include "predict/measured/MeasuredRuns.h"
#include "rank/Ranking.h"
#include "report/ReasonText.h"

#include <QHash>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <cmath>

namespace {

bool atLeastOne(const std::optional<qint64> &value)
{
    return value && *value >= 1;
}

QString workloadKey(const Workload &w)
{
    return QStringLiteral("%1\x1f%2\x1f%3\x1f%4\x1f%5\x1f%6\x1f%7")
        .arg(w.llmModel, w.method, w.gpuModel)
        .arg(w.tokensPerSample)
        .arg(w.batchSize)
        .arg(w.gpusPerNode.value_or(0))
        .arg(w.numberOfNodes.value_or(0));
}

/// Upstream's reasons (§8.9) from an evaluation without any rankable candidate.
QString whyNothingRanks(const Evaluation &evaluation, int clusterGpus, const QString &error)
{
    const QString mode = evaluation.config.predictors.feasibility;
    if (!evaluation.candidates.isEmpty() && evaluation.feasibleCount() == 0) {
        if (mode == PredictorId::Autoconf)
            return QStringLiteral("infeasible within %1 GPUs: every config would run out of GPU memory "
                                  "(autoconf OOM check)")
                .arg(clusterGpus);
        return QStringLiteral("no config passes the %1 check within %2 GPUs").arg(mode).arg(clusterGpus);
    }
    for (const EvaluatedCandidate &c : evaluation.candidates)
        if (c.verdict.feasible && !c.prediction && c.predictionError)
            return QStringLiteral("'%1' could not predict this workload: %2")
                .arg(evaluation.config.predictors.performance, ReasonText::text(*c.predictionError));
    return error;
}

} // namespace

TraceRecommender::JobFunction TraceRecommender::pipelineFunction(
    const Configuration &base, const ClusterShape &cluster)
{
    return [base, cluster](const Workload &job) {
        JobRecommendation result;
        Configuration config = base;
        config.workload = job;
        config.infrastructure = {
            cluster.totalGpus(), cluster.nodes, cluster.gpusPerNode, {}, base.infrastructure.interNodeGbps};
        config.grid.topK = 1;
        try {
            Recommender recommender(config);
            recommender.skipLayoutAlternatives(); // the trace shows no summary
            const Candidate original {
                job.jobGpus(), job.gpusPerNode.value_or(1), job.numberOfNodes.value_or(1), job.batchSize};
            const EvaluatedCandidate own = recommender.evaluateOne(original);
            if (own.prediction) {
                result.originalPowerWattsPerGpu = own.prediction->powerWattsPerGpu;
                if (own.prediction->throughputTokensPerSecond > 0)
                    result.originalThroughputTokensPerSecond = own.prediction->throughputTokensPerSecond;
            }
            const Evaluation evaluation = recommender.evaluate();
            try {
                const Ranking ranking
                    = Ranker::rank(evaluation, RankingPolicy::fromConfiguration(evaluation.config));
                const EvaluatedCandidate &best = ranking.candidateAt(evaluation, 0);
                result.candidate = best.candidate;
                result.throughputTokensPerSecond = best.prediction->throughputTokensPerSecond;
                result.powerWattsPerGpu = best.prediction->powerWattsPerGpu;
            } catch (const CoastlineError &e) {
                result.failure = whyNothingRanks(evaluation, cluster.totalGpus(), e.message());
            }
        } catch (const CoastlineError &e) {
            result.failure = e.message();
        }
        return result;
    };
}

QString TraceRecommender::predictorDescription(const Configuration &config)
{
    const PredictorSettings &p = config.predictors;
    auto model = [&p](const QString &id) {
        if (id == PredictorId::Roofline)
            return QStringLiteral("roofline with calibration %1").arg(p.rooflineCalibration);
        if (id == PredictorId::Kavier)
            return QStringLiteral("kavier with calibration %1").arg(p.kavierCalibration);
        const PredictorName *d = PredictorName::find(id, PredictorName::Kind::Performance);
        if (d && d->needsTraining)
            return p.modelFile.isEmpty() ? QStringLiteral("%1 trained on the measured runs in use").arg(id)
                                         : QStringLiteral("%1 with model file %2").arg(id, p.modelFile);
        return id;
    };
    QString lookup = p.lookup;
    if (p.lookup.trimmed().isEmpty()) {
        const QString path = MeasuredRuns::resolvePath(QString()); // never throws for an empty lookup
        lookup = path == u":/data/sample_raw_trace.csv" ? QStringLiteral("the bundled sample") : path;
    } else if (p.lookup.trimmed().compare(u"default", Qt::CaseInsensitive) == 0) {
        lookup = QStringLiteral("the bundled run database (lookup: default)");
    }
    if (p.performance == PredictorId::Intelligent)
        return QStringLiteral("intelligent (measured runs from %1, else %2)").arg(lookup, model(p.fallback));
    if (p.performance == PredictorId::Cache)
        return QStringLiteral("cache (measured runs from %1)").arg(lookup);
    return model(p.performance);
}

RecommendedTrace TraceRecommender::recommend(const JobTrace &trace, const ClusterShape &cluster,
    const JobFunction &recommendJob, const QString &predictorName, const std::atomic_bool *cancelled,
    const std::function<void(int, int)> &progress)
{
    // Distinct workloads of the rows that can be recommended; -1 for the others.
    QHash<QString, int> distinctIndex;
    QList<Workload> distinct;
    QList<int> workloadOf;
    for (const TraceJob &job : trace.jobs()) {
        if (!(atLeastOne(job.tokensPerSample) && atLeastOne(job.batchSize) && atLeastOne(job.gpusPerNode)
                && atLeastOne(job.numNodes))) {
            workloadOf.append(-1);
            continue;
        }
        const Workload w {job.modelName, job.method, job.gpuModel, *job.tokensPerSample, *job.batchSize,
            int(std::min<qint64>(*job.gpusPerNode, 1'000'000)),
            int(std::min<qint64>(*job.numNodes, 1'000'000))};
        const QString key = workloadKey(w);
        auto it = distinctIndex.constFind(key);
        if (it == distinctIndex.constEnd()) {
            it = distinctIndex.insert(key, int(distinct.size()));
            distinct.append(w);
        }
        workloadOf.append(*it);
    }

    std::atomic_int done {0};
    const int total = int(distinct.size());
    std::function<JobRecommendation(const Workload &)> one = [&](const Workload &w) {
        JobRecommendation r;
        if (cancelled && *cancelled) {
            r.failure = QStringLiteral("cancelled");
        } else {
            try {
                r = recommendJob(w);
            } catch (const CoastlineError &e) {
                r = {};
                r.failure = e.message();
            }
        }
        if (progress)
            progress(++done, total);
        return r;
    };
    const QList<JobRecommendation> results = QtConcurrent::blockingMapped<QList<JobRecommendation>>(
        WorkerPool::pool(WorkerPool::Level::TraceJobs), distinct, one);

    QList<RecommendedJob> rows;
    rows.reserve(trace.jobCount());
    for (int i = 0; i < trace.jobCount(); ++i) {
        RecommendedJob row;
        row.original = trace.jobs().at(i);
        row.durationSeconds = row.original.observedDuration();
        if (workloadOf.at(i) < 0) {
            row.note
                = QStringLiteral("missing or invalid tokens_per_sample, batch_size, num_gpus_per_node or "
                                 "num_nodes (each must be at least 1)")
                + keptSuffix;
            rows.append(row);
            continue;
        }
        const JobRecommendation &r = results.at(workloadOf.at(i));
        row.originalPowerWattsPerGpu = r.originalPowerWattsPerGpu;
        row.powerWattsPerGpu = r.originalPowerWattsPerGpu;
        const auto observed = row.original.observedDuration();
        if (r.candidate && r.throughputTokensPerSecond > 0 && observed && r.originalThroughputTokensPerSecond
            && std::isfinite(
                *observed * *r.originalThroughputTokensPerSecond / r.throughputTokensPerSecond)) {
            row.recommended = r.candidate;
            row.throughputTokensPerSecond = r.throughputTokensPerSecond;
            row.originalThroughputTokensPerSecond = r.originalThroughputTokensPerSecond;
            row.durationSeconds
                = *observed * *r.originalThroughputTokensPerSecond / r.throughputTokensPerSecond;
            row.powerWattsPerGpu = r.powerWattsPerGpu;
        } else if (r.candidate && !observed) {
            row.note = QStringLiteral("recommended config discarded: no observed duration (train_runtime or "
                                      "extrapolated_duration) to compare with")
                + keptSuffix;
        } else if (r.candidate) {
            row.note = QStringLiteral("recommended config discarded: '%1' could not predict the job's own "
                                      "layout, so the two layouts cannot be compared")
                           .arg(predictorName)
                + keptSuffix;
        } else {
            row.note = (r.failure.isEmpty() ? QStringLiteral("no recommendation") : r.failure) + keptSuffix;
        }
        rows.append(row);
    }
    return RecommendedTrace(trace, rows, cluster, predictorName);
}
