#include "feasibility/FitSearch.h"

#include "feasibility/LayoutMemory.h"

#include <algorithm>
#include <cmath>

namespace FitSearch {

namespace {

/// GPUs per node assumed when more GPUs are tried (a DGX-class node), unless the layout has more.
constexpr int kNodeSize = 8;
/// The most GPUs the "more GPUs" change tries.
constexpr qint64 kMaxGpus = 65536;

/// The largest x in [1, cap] whose driver total fits, or nullopt when x = 1 does not fit. `total(x)`
/// is the model's total in bytes and grows monotonically with x. Every term grows linearly with the
/// tokens per device, so the line through x = 1 and x = 2 predicts the answer; the prediction is kept
/// only when the model confirms it (x fits, x + 1 does not), else a plain binary search over the model
/// decides. Either way the answer is the model's, found in 4 estimates in the usual case instead of
/// about 25 (a grid of 10⁵ candidates checks each one).
template<typename Total> std::optional<qint64> largestFitting(qint64 cap, double capacity, const Total &total)
{
    const auto fits = [&](qint64 x) { return total(x) <= capacity; };
    const double one = total(1);
    if (!(one <= capacity))
        return std::nullopt;
    if (cap >= 2) {
        const double slope = total(2) - one;
        if (slope > 0) {
            const double guess = 1.0 + std::floor((capacity - one) / slope);
            if (guess >= 1 && guess < double(cap)) {
                const qint64 x = qint64(guess);
                if (fits(x) && !fits(x + 1))
                    return x;
            }
        }
    }
    if (fits(cap))
        return cap;
    qint64 low = 1; // fits
    qint64 high = cap; // does not fit
    while (high - low > 1) {
        const qint64 middle = low + (high - low) / 2;
        (fits(middle) ? low : high) = middle;
    }
    return low;
}

/// `e` as a fix: accepted when the setup's margin accepts it (as the configuration itself was judged).
MemoryFix fix(MemoryFix::Kind kind, const MemoryModel::Estimate &e, const TrainingSetup &setup,
    qint64 value = 0, qint64 value2 = 0)
{
    return {kind, value, value2, e.totalBytes / MemoryModel::kBytesPerGb,
        e.acceptedWithMargin(setup.memoryMargin), e.verdict()};
}

/// The largest driver total `limit` allows on `model`'s device (the same comparisons as Estimate::verdict
/// and Estimate::acceptedWithMargin).
double limitBytes(const MemoryModel &model, Limit limit, const TrainingSetup &setup)
{
    switch (limit) {
    case Limit::Fits:
        return MemoryModel::kTightBandFrom * model.deviceBytes();
    case Limit::Tight:
        return model.deviceBytes();
    case Limit::Accepted:
        break;
    }
    return MemoryModel::Estimate::limitBytes(model.deviceBytes(), setup.memoryMargin);
}

} // namespace

std::optional<qint64> maxPerDeviceBatch(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, qint64 tokensPerSample, const Candidate &candidate, Limit limit)
{
    Candidate c = candidate;
    return largestFitting(kMaxBatch, limitBytes(model, limit, setup), [&](qint64 batch) {
        c.batchSize = batch;
        return LayoutMemory::estimate(model, method, setup, tokensPerSample, c).totalBytes;
    });
}

std::optional<qint64> maxTokensPerSample(const MemoryModel &model, MemoryModel::Method method,
    const TrainingSetup &setup, const Candidate &candidate, Limit limit)
{
    return largestFitting(kMaxTokens, limitBytes(model, limit, setup), [&](qint64 tokens) {
        return LayoutMemory::estimate(model, method, setup, tokens, candidate).totalBytes;
    });
}

QList<MemoryFix> fixes(const MemoryModel &model, MemoryModel::Method method, const TrainingSetup &setup,
    qint64 tokensPerSample, const Candidate &candidate, const LlmSpec *llm)
{
    using K = MemoryFix::Kind;
    QList<MemoryFix> list;
    const auto accepted
        = [&](const MemoryModel::Estimate &e) { return e.acceptedWithMargin(setup.memoryMargin); };
    const MemoryModel::Estimate current
        = LayoutMemory::estimate(model, method, setup, tokensPerSample, candidate);
    if (accepted(current))
        return list;
    const auto withSetup = [&](K kind, auto change) {
        TrainingSetup changed = setup;
        change(changed);
        list.append(
            fix(kind, LayoutMemory::estimate(model, method, changed, tokensPerSample, candidate), setup));
    };
    if (setup.checkpointing != TrainingSetup::Checkpointing::Full)
        withSetup(K::CheckpointingOn,
            [](TrainingSetup &t) { t.checkpointing = TrainingSetup::Checkpointing::Full; });
    if (setup.loss != TrainingSetup::Loss::Chunked)
        withSetup(K::ChunkedLoss, [](TrainingSetup &t) { t.loss = TrainingSetup::Loss::Chunked; });
    if (const std::optional<qint64> maxBatch
        = maxPerDeviceBatch(model, method, setup, tokensPerSample, candidate, Limit::Accepted)) {
        qint64 batch = std::min(*maxBatch, candidate.batchSize - 1);
        while (batch > 1 && candidate.batchSize % batch != 0)
            --batch;
        if (batch >= 1 && candidate.batchSize % batch == 0) {
            Candidate smaller = candidate;
            smaller.batchSize = batch;
            list.append(
                fix(K::SmallerBatch, LayoutMemory::estimate(model, method, setup, tokensPerSample, smaller),
                    setup, batch, candidate.batchSize / batch));
        }
    }
    if (candidate.totalGpus >= 2 && setup.sharding != TrainingSetup::Sharding::FullShard)
        withSetup(K::FullShard, [](TrainingSetup &t) { t.sharding = TrainingSetup::Sharding::FullShard; });
    if (setup.optimizer == TrainingSetup::Optimizer::AdamW)
        withSetup(K::EightBitOptimizer,
            [](TrainingSetup &t) { t.optimizer = TrainingSetup::Optimizer::AdamW8Bit; });
    if (setup.offload == TrainingSetup::Offload::None)
        withSetup(
            K::OffloadOptimizer, [](TrainingSetup &t) { t.offload = TrainingSetup::Offload::Optimizer; });
    if (llm) { // issue 35: the tensor- and context-parallel degrees of the layout, each alone
        for (int ParallelLayout::*degree : {&ParallelLayout::tp, &ParallelLayout::cp}) {
            std::optional<MemoryFix> change;
            for (const int value : {2, 4, 8}) {
                Candidate split = candidate;
                split.layout.*degree = value;
                if (value <= candidate.layout.*degree
                    || !split.layout.rejection(*llm, split.totalGpus, split.gpusPerNode, tokensPerSample)
                            .isEmpty())
                    continue;
                change = fix(degree == &ParallelLayout::tp ? K::TensorParallel : K::ContextParallel,
                    LayoutMemory::estimate(model, method, setup, tokensPerSample, split), setup, value);
                if (change->fits)
                    break;
            }
            if (change)
                list.append(*change);
        }
    }
    {
        Candidate more = candidate;
        std::optional<MemoryModel::Estimate> last;
        for (qint64 factor = 2; factor <= candidate.batchSize && candidate.batchSize % factor == 0
             && candidate.totalGpus * factor <= kMaxGpus;
             factor *= 2) {
            more.totalGpus = int(candidate.totalGpus * factor);
            // The fewest nodes: GPUs per node = the largest divisor within the node size (at least 8).
            more.gpusPerNode = std::min(more.totalGpus, std::max(candidate.gpusPerNode, kNodeSize));
            while (more.totalGpus % more.gpusPerNode != 0)
                --more.gpusPerNode;
            more.numberOfNodes = more.totalGpus / more.gpusPerNode;
            more.batchSize = candidate.batchSize / factor;
            last = LayoutMemory::estimate(model, method, setup, tokensPerSample, more);
            if (accepted(*last))
                break;
        }
        if (last)
            list.append(fix(K::MoreGpus, *last, setup, more.totalGpus, more.batchSize));
    }
    if (const std::optional<qint64> tokens
        = maxTokensPerSample(model, method, setup, candidate, Limit::Accepted);
        tokens && *tokens < tokensPerSample)
        list.append(fix(K::ShorterSequence, LayoutMemory::estimate(model, method, setup, *tokens, candidate),
            setup, *tokens));
    if (method == MemoryModel::Method::Full) {
        TrainingSetup lora = setup;
        lora.loraRank = TrainingSetup {}.loraRank;
        lora.loraTargets = TrainingSetup {}.loraTargets;
        list.append(fix(K::Lora,
            LayoutMemory::estimate(model, MemoryModel::Method::Lora, lora, tokensPerSample, candidate),
            setup));
    }
    // A fix must need less memory than the configuration it fixes (fresh-user finding: on AutoConf's
    // stack a chunked loss is capped at the standard loss's total, so it is no fix there).
    const double currentGb = current.totalBytes / MemoryModel::kBytesPerGb;
    list.removeIf([&](const MemoryFix &f) { return !(f.memoryGb < currentGb); });
    return list;
}

} // namespace FitSearch
