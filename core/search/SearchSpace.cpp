#include "search/SearchSpace.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"

#include <QHash>
#include <QPair>
#include <QSet>
#include <algorithm>

namespace SearchSpace {

std::optional<Candidate> layoutFor(int totalGpus, int maxGpusPerNode)
{
    if (totalGpus < 1 || maxGpusPerNode < 1)
        return std::nullopt;
    int perNode = std::min(totalGpus, maxGpusPerNode);
    while (totalGpus % perNode != 0) // terminates: 1 divides everything
        --perNode;
    Candidate c;
    c.totalGpus = totalGpus;
    c.gpusPerNode = perNode;
    c.numberOfNodes = totalGpus / perNode;
    return c;
}

QList<Candidate> grid(const QList<int> &totalGpus, const QList<qint64> &batchSizes,
    const Infrastructure &infra, LayoutFilter layouts, QList<int> *leftOut)
{
    const QList<int> steps = totalGpus.isEmpty() ? powersOfTwo(infra.totalGpus) : totalGpus;
    QList<Candidate> out;
    // A repeated GPU count or batch size is emitted once, first place kept. The layout is a function
    // of the GPU count, so (GPUs, batch size) identifies a candidate: a hash keeps this linear.
    QSet<int> seenGpus;
    QSet<qint64> seenBatches;
    QList<qint64> batches;
    for (const qint64 b : batchSizes)
        if (b >= 1 && !seenBatches.contains(b)) {
            seenBatches.insert(b);
            batches.append(b);
        }
    for (const int n : steps) {
        if (n < 1 || n > infra.totalGpus || seenGpus.contains(n))
            continue;
        seenGpus.insert(n);
        if (!layoutFilterAccepts(layouts, n, infra.maxGpusPerNode)) {
            if (leftOut)
                leftOut->append(n);
            continue;
        }
        if (qint64(out.size()) + batches.size() > InputLimits::gridCandidates)
            throw CoastlineError(ErrorMessage(ErrorCode::GridTooLarge).arg(InputLimits::gridCandidates));
        const std::optional<Candidate> layout = layoutFor(n, infra.maxGpusPerNode);
        if (!layout || layout->numberOfNodes > infra.maxNodes)
            continue;
        for (const qint64 b : batches) {
            Candidate c = *layout;
            c.batchSize = b;
            out.append(c);
        }
    }
    return out;
}

QList<Candidate> minGpuCandidates(
    const Workload &workload, const Infrastructure &infra, LayoutFilter layouts, QList<int> *leftOut)
{
    const qint64 total = workload.totalBatch();
    QList<Candidate> out;
    for (const int g : powersOfTwo(infra.totalGpus)) {
        if (total % g != 0 || total / g < 1)
            continue;
        if (!layoutFilterAccepts(layouts, g, infra.maxGpusPerNode)) {
            if (leftOut)
                leftOut->append(g);
            continue;
        }
        const std::optional<Candidate> layout = layoutFor(g, infra.maxGpusPerNode);
        if (!layout || layout->numberOfNodes > infra.maxNodes)
            continue;
        Candidate c = *layout;
        c.batchSize = total / g;
        out.append(c);
    }
    return out;
}

QList<Candidate> avoidOomCandidates(const Workload &workload, const Infrastructure &infra)
{
    QList<Candidate> out;
    const int jobGpus = workload.jobGpus();
    const qint64 total = workload.totalBatch();
    if (jobGpus <= infra.totalGpus && workload.numberOfNodes.value_or(1) <= infra.maxNodes) {
        Candidate own;
        own.totalGpus = jobGpus;
        own.gpusPerNode = workload.gpusPerNode.value_or(1);
        own.numberOfNodes = workload.numberOfNodes.value_or(1);
        own.batchSize = workload.batchSize;
        out.append(own);
    }
    for (const int g : powersOfTwo(infra.totalGpus)) {
        if (g <= jobGpus || total % g != 0)
            continue;
        const std::optional<Candidate> layout = layoutFor(g, infra.maxGpusPerNode);
        if (!layout || layout->numberOfNodes > infra.maxNodes)
            continue;
        Candidate c = *layout;
        c.batchSize = total / g;
        out.append(c);
    }
    return out;
}

QList<Candidate> fixedBatchCandidates(const Workload &workload, const Infrastructure &infra)
{
    QList<Candidate> out;
    for (const int g : powersOfTwo(infra.totalGpus)) {
        const std::optional<Candidate> layout = layoutFor(g, infra.maxGpusPerNode);
        if (!layout || layout->numberOfNodes > infra.maxNodes)
            continue;
        Candidate c = *layout;
        c.batchSize = workload.batchSize;
        out.append(c);
    }
    return out;
}

QList<int> powersOfTwo(int limit)
{
    QList<int> out;
    for (qint64 p = 1; p <= limit; p *= 2)
        out.append(int(p));
    return out;
}

QList<Candidate> withLayouts(const QList<Candidate> &candidates, const LayoutSearch &search,
    const LlmSpec &llm, qint64 tokensPerSample, int scaleUpDomainGpus)
{
    if (search.isDataParallel())
        return candidates;
    QList<Candidate> out;
    out.reserve(candidates.size());
    for (const Candidate &c : candidates)
        for (const ParallelLayout &layout :
            search.layoutsFor(llm, c.totalGpus, c.gpusPerNode, tokensPerSample, scaleUpDomainGpus)) {
            Candidate withLayout = c;
            withLayout.layout = layout;
            out.append(withLayout);
        }
    return out;
}

qint64 countWithLayouts(const QList<Candidate> &candidates, const LayoutSearch &search, const LlmSpec &llm,
    qint64 tokensPerSample, int scaleUpDomainGpus)
{
    if (search.isDataParallel())
        return candidates.size();
    QHash<QPair<int, int>, qint64> layoutsAt; // (total GPUs, GPUs per node) → valid layouts
    qint64 count = 0;
    for (const Candidate &c : candidates) {
        const QPair<int, int> key(c.totalGpus, c.gpusPerNode);
        auto it = layoutsAt.constFind(key);
        if (it == layoutsAt.constEnd())
            it = layoutsAt.insert(key,
                search.layoutsFor(llm, c.totalGpus, c.gpusPerNode, tokensPerSample, scaleUpDomainGpus)
                    .size());
        count += *it;
    }
    return count;
}

} // namespace SearchSpace
