#include "rank/Ranking.h"

#include "common/CoastlineError.h"
#include "common/PluralText.h"
#include "model/GoalInfo.h"
#include "rank/ConstrainedRanking.h"
#include "rank/Dominance.h"
#include "rank/Reranker.h"

#include <limits>

Ranking Ranker::rank(const Evaluation &evaluation, const RankingPolicy &policy)
{
    Ranking ranking;
    ranking.policy = policy;
    const auto &candidates = evaluation.candidates;

    QList<int> pool;
    for (int i = 0; i < candidates.size(); ++i)
        if (candidates.at(i).isRankable())
            pool.append(i);
    if (pool.isEmpty() && evaluation.minGpu) {
        const Workload &w = evaluation.config.workload;
        const Goal goal = evaluation.config.strategy.goal;
        if (evaluation.feasibleCount() == 0 && goal == Goal::AvoidOom)
            throw CoastlineError(
                QStringLiteral(
                    "avoid_oom: the job (%1 GPUs, batch %2 per device) does not fit, and no larger "
                    "GPU count up to %3 fits at its total batch of %4 (%5 layouts tried)")
                    .arg(w.jobGpus())
                    .arg(w.batchSize)
                    .arg(evaluation.config.infrastructure.totalGpus)
                    .arg(w.totalBatch())
                    .arg(evaluation.candidates.size()),
                CoastlineError::Kind::NoResult);
        if (evaluation.feasibleCount() == 0 && goal == Goal::MinGpuFixedBatch)
            throw CoastlineError(
                QStringLiteral("min_gpu_fixed_batch: no GPU count from 1 to %1 is feasible at %2 per device "
                               "(%3 counts tried)")
                    .arg(evaluation.config.infrastructure.totalGpus)
                    .arg(w.batchSize)
                    .arg(evaluation.candidates.size()),
                CoastlineError::Kind::NoResult);
        if (evaluation.feasibleCount() == 0)
            throw CoastlineError(ErrorMessage(ErrorCode::NoGpuCountFeasible)
                                     .arg(evaluation.config.infrastructure.totalGpus)
                                     .arg(w.totalBatch())
                                     .count(evaluation.candidates.size()),
                CoastlineError::Kind::NoResult);
        throw CoastlineError(
            QStringLiteral("min-GPU: none of the returned configurations could be predicted"),
            CoastlineError::Kind::NoResult);
    }
    if (candidates.isEmpty()) {
        const Infrastructure &infra = evaluation.config.infrastructure;
        // Contradictory input, not a run without a result: the grid and the cluster, by key and flag.
        throw CoastlineError(QStringLiteral(
            "grid.total_gpus (--total-gpus): the search grid is empty: no GPU count in it fits "
            "the cluster of %1 (infrastructure.total_gpus, --cluster-gpus), at most %2 "
            "(--max-nodes) of %3 (--max-gpus-per-node); or grid.batch_sizes "
            "(--batch-sizes) is empty")
                                 .arg(PluralText::english("%n GPU(s)", infra.totalGpus),
                                     PluralText::english("%n node(s)", infra.maxNodes),
                                     PluralText::english("%n GPU(s)", infra.maxGpusPerNode)));
    }
    if (pool.isEmpty()) {
        ErrorMessage message = ErrorMessage(ErrorCode::NoFeasibleConfiguration)
                                   .count(candidates.size())
                                   .arg(evaluation.rejectedCount());
        // The predictor's own reason, when it gave one (e.g. precision fp8 on a GPU without FP8 cores),
        // follows in English (it has no code yet).
        for (const EvaluatedCandidate &c : candidates)
            if (c.predictionError && c.predictionError->code == Reason::Code::Text
                && !c.predictionError->args.isEmpty()) {
                message = ErrorMessage::text(
                    message.english() + QStringLiteral(": ") + c.predictionError->args.first().toString());
                break;
            }
        throw CoastlineError(message, CoastlineError::Kind::NoResult);
    }

    if (GoalInfo::of(policy.goal).kind == GoalKind::Constrained)
        return ConstrainedRanking::rank(evaluation, policy);
    if (!isGpuCountGoal(policy.goal))
        return Reranker(evaluation).rank(policy); // scores over arrays; the one multi-objective ranking

    // Min-GPU (and avoid_oom, min_gpu_fixed_batch): the walk order is the ranking; score = 1 / total GPUs.
    for (int i : pool) {
        RankedConfiguration row;
        row.candidateIndex = i;
        row.runtimeScore = std::numeric_limits<double>::quiet_NaN();
        row.energyScore = std::numeric_limits<double>::quiet_NaN();
        row.combinedScore = 1.0 / candidates.at(i).candidate.totalGpus;
        ranking.rows.append(row);
    }
    // Dominance on (throughput, J/token) whatever the goal; a walk's order has no near-ties.
    std::vector<double> rowThroughput, rowJoulesPerToken;
    for (const RankedConfiguration &row : std::as_const(ranking.rows)) {
        const EvaluatedCandidate &c = candidates.at(row.candidateIndex);
        rowThroughput.push_back(c.prediction->throughputTokensPerSecond);
        rowJoulesPerToken.push_back(c.clusterPowerWatts() / rowThroughput.back());
    }
    const std::vector<bool> dominated = Dominance::dominated(rowThroughput, rowJoulesPerToken);
    for (int r = 0; r < ranking.rows.size(); ++r) {
        RankedConfiguration &row = ranking.rows[r];
        row.rank = r + 1;
        row.tieRank = r + 1;
        row.inTopK = r < policy.topK;
        row.dominated = dominated[size_t(r)];
    }
    return ranking;
}
