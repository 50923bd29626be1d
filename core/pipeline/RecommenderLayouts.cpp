// Recommender's layout alternatives (issue 35 item 4): under search.layouts data-parallel and on the
// min-GPU walk, `auto`'s layouts at a few GPU counts, so the summary can say when a layout would be faster,
// would fit, or would need fewer GPUs. Recommender.cpp has the stages.
#include "pipeline/Recommender.h"

#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "model/PredictorIds.h"
#include "rank/Ranking.h"
#include "search/SearchSpace.h"

#include <algorithm>

namespace {

/// The fastest rankable candidate of `candidates`, else the first feasible one; nullptr when none fits.
const EvaluatedCandidate *fastestFitting(const QList<EvaluatedCandidate> &candidates)
{
    const EvaluatedCandidate *best = nullptr;
    for (const EvaluatedCandidate &c : candidates)
        if (c.isRankable()
            && (!best || !best->prediction
                || c.prediction->throughputTokensPerSecond > best->prediction->throughputTokensPerSecond))
            best = &c;
    if (best)
        return best;
    const auto fits = std::find_if(candidates.cbegin(), candidates.cend(),
        [](const EvaluatedCandidate &c) { return c.verdict.feasible; });
    return fits == candidates.cend() ? nullptr : &*fits;
}

} // namespace

QList<EvaluatedCandidate> Recommender::evaluateLayouts(
    const QList<Candidate> &candidates, const std::atomic_bool *cancelled) const
{
    QList<EvaluatedCandidate> results;
    results.reserve(candidates.size());
    for (qsizetype start = 0; start < candidates.size(); start += CandidateBlock)
        results.append(
            evaluateBlock(std::span<const Candidate>(candidates.constData() + start,
                              size_t(std::min<qsizetype>(CandidateBlock, candidates.size() - start))),
                cancelled, m_layoutChecker.get()));
    return results;
}

std::optional<LayoutAlternative> Recommender::layoutAlternative(
    const Evaluation &evaluation, const std::atomic_bool *cancelled) const
{
    // The min-GPU walk stays data parallel whatever search.layouts says; the grid names alternatives only
    // under the data-parallel default (auto and a list rank the layouts themselves).
    if (!m_layoutChecker || (!evaluation.minGpu && !m_config.search.layouts.isDataParallel())
        || evaluation.candidates.isEmpty() || (cancelled && *cancelled))
        return std::nullopt;
    const LayoutSearch autoLayouts {LayoutSearch::Mode::Auto, {}, {}};
    // Each candidate once per valid layout of `auto` other than plain data parallelism.
    const auto withLayouts = [&](const QList<Candidate> &candidates) {
        QList<Candidate> laidOut
            = SearchSpace::withLayouts(candidates, autoLayouts, *m_llm, m_config.workload.tokensPerSample);
        laidOut.removeIf([](const Candidate &c) { return c.layout.isDataParallel(); });
        return laidOut;
    };
    const auto alternative = [](LayoutAlternative::Kind kind, const EvaluatedCandidate &c) {
        return std::optional<LayoutAlternative>(LayoutAlternative {kind, c});
    };

    if (evaluation.minGpu) {
        // The walk's GPU counts before its first feasible one (all of them when none fits), fewest first.
        for (const EvaluatedCandidate &c : evaluation.candidates) {
            if (c.verdict.feasible)
                break;
            // Checked, not predicted (the walk simulates only its top_k): the layout with the fewest
            // model-parallel GPUs that fits (one that fits outside the memory risk band before a tight
            // one), in `auto`'s order among equals. Like with like: at the walk's total batch at this GPU
            // count, so per-device batch = that total / dp (the tp·pp·cp ranks share a micro-batch); a
            // layout whose dp does not divide it, or that needs a per-device batch beyond
            // Limits::maxBatchSize, is skipped.
            const qint64 walkTotal = c.candidate.totalBatch();
            const auto tight
                = [](const EvaluatedCandidate &e) { return e.verdict.memoryVerdict == MemoryVerdict::Tight; };
            std::optional<EvaluatedCandidate> fits;
            for (Candidate laidOut : withLayouts({c.candidate})) {
                const int dp = laidOut.layout.dataParallel(laidOut.totalGpus);
                if (dp < 1 || walkTotal % dp != 0 || walkTotal / dp > Limits::maxBatchSize)
                    continue;
                laidOut.batchSize = walkTotal / dp;
                const int gpus = laidOut.layout.modelParallelGpus();
                if (fits
                    && (fits->candidate.layout.modelParallelGpus() < gpus
                        || (fits->candidate.layout.modelParallelGpus() == gpus && !tight(*fits))))
                    continue;
                EvaluatedCandidate checked;
                checked.candidate = laidOut;
                checked.verdict = m_layoutChecker->check(m_config.workload, laidOut);
                if (checked.verdict.feasible
                    && (!fits || fits->candidate.layout.modelParallelGpus() > gpus || !tight(checked)))
                    fits = std::move(checked);
            }
            if (fits)
                return alternative(LayoutAlternative::Kind::FewerGpus, *fits);
        }
        return std::nullopt;
    }

    const RankingPolicy policy = RankingPolicy::fromConfiguration(m_config);
    const auto pickOf = [&](const Evaluation &e) -> const EvaluatedCandidate * {
        try {
            const Ranking ranking = Ranker::rank(e, policy);
            return ranking.rows.isEmpty() ? nullptr : &ranking.candidateAt(e, 0);
        } catch (const CoastlineError &) {
            return nullptr; // nothing fits or nothing qualifies
        }
    };
    if (const EvaluatedCandidate *pick = pickOf(evaluation)) {
        // The grid's rows at the pick's GPU count, each with every valid layout.
        // Kept only when faster than every data-parallel row there too, so the gain is the layout's and
        // not a larger batch's; and only like with like: only the roofline models a layout's step (Kavier
        // would predict it as data parallel), so the layout, the pick and the rows it is compared with must
        // all come from the roofline.
        QList<Candidate> atPickGpus;
        for (const EvaluatedCandidate &c : evaluation.candidates)
            if (c.candidate.totalGpus == pick->candidate.totalGpus)
                atPickGpus.append(c.candidate);
        const QList<EvaluatedCandidate> laidOut = evaluateLayouts(withLayouts(atPickGpus), cancelled);
        const EvaluatedCandidate *fastest = fastestFitting(laidOut);
        if (!fastest || !fastest->prediction || !pick->prediction
            || fastest->prediction->source != PredictorId::Roofline // the one that models the layout
            || pick->prediction->source != fastest->prediction->source)
            return std::nullopt;
        for (const EvaluatedCandidate &c : evaluation.candidates)
            if (c.candidate.totalGpus == pick->candidate.totalGpus && c.isRankable()
                && (c.prediction->source != fastest->prediction->source
                    || c.prediction->throughputTokensPerSecond
                        >= fastest->prediction->throughputTokensPerSecond))
                return std::nullopt;
        return alternative(LayoutAlternative::Kind::Faster, *fastest);
    }
    if (evaluation.feasibleCount() > 0)
        return std::nullopt; // something fits but the policy's limits leave it out: not a memory matter
    // Nothing fits: every grid row with every valid layout, ranked by the same policy.
    Evaluation laidOut;
    laidOut.config = evaluation.config;
    QList<Candidate> grid;
    for (const EvaluatedCandidate &c : evaluation.candidates)
        grid.append(c.candidate);
    laidOut.candidates = evaluateLayouts(withLayouts(grid), cancelled);
    if (const EvaluatedCandidate *pick = pickOf(laidOut))
        return alternative(LayoutAlternative::Kind::Fits, *pick);
    return std::nullopt;
}
