#include "model/PipelineSplit.h"

#include <algorithm>
#include <utility>

QString PipelineSplit::rejection(int layers, int pp, int vp) const
{
    const int v = std::max(1, vp);
    const bool uneven = firstStageLayers > 0 || lastStageLayers > 0;
    if ((uneven || embeddingAsLayer || lossAsLayer) && pp < 2)
        return QStringLiteral("an uneven pipeline split or the embedding / loss counted as layers needs "
                              "pipeline parallelism (pp ≥ 2)");
    if (uneven && (embeddingAsLayer || lossAsLayer))
        return QStringLiteral("decoder_first/last_pipeline_num_layers cannot be combined with "
                              "account_for_embedding/loss_in_pipeline_split (Megatron-LM: choose one way of "
                              "balancing the end stages)");
    if (uneven) {
        for (const auto &[count, which] :
            {std::pair {firstStageLayers, "first"}, std::pair {lastStageLayers, "last"}})
            if (count > 0 && count % v != 0)
                return QStringLiteral("number of layers at %1 stage: %2 must be divisible by virtual "
                                      "pipeline parallel degree %3")
                    .arg(QLatin1String(which))
                    .arg(count)
                    .arg(v);
        const int middleStages = pp - (firstStageLayers > 0) - (lastStageLayers > 0);
        const int middleLayers = layers - firstStageLayers - lastStageLayers;
        if (middleLayers < 0 || (middleStages == 0 && middleLayers != 0)
            || (middleStages > 0 && middleLayers % middleStages != 0))
            return QStringLiteral("number of layers at middle stage: %1 must be divisible by the middle "
                                  "pipeline model parallel size %2")
                .arg(middleLayers)
                .arg(middleStages);
        if (middleStages > 0 && (middleLayers / middleStages) % v != 0)
            return QStringLiteral("number of layers on each middle pipeline rank: %1 must be divisible by "
                                  "virtual pipeline parallel degree %2")
                .arg(middleLayers / middleStages)
                .arg(v);
        return {};
    }
    const int units = layers + (embeddingAsLayer ? 1 : 0) + (lossAsLayer ? 1 : 0);
    if (units % (pp * v) != 0) {
        if (embeddingAsLayer || lossAsLayer)
            return QStringLiteral(
                "number of layers (%1 + the embedding and loss counted as layers = %2) must "
                "be divisible by pipeline_model_parallel_size × "
                "virtual_pipeline_model_parallel_size = %3")
                .arg(layers)
                .arg(units)
                .arg(pp * v);
        return QStringLiteral("number of layers %1 must be divisible by pipeline_model_parallel_size × "
                              "virtual_pipeline_model_parallel_size = %2")
            .arg(layers)
            .arg(pp * v);
    }
    return {};
}

int PipelineSplit::peakStageLayers(int layers, int pp) const
{
    const int stages = std::max(1, pp);
    if (firstStageLayers > 0 || lastStageLayers > 0) {
        const int middleStages = stages - (firstStageLayers > 0) - (lastStageLayers > 0);
        const int middle
            = middleStages > 0 ? (layers - firstStageLayers - lastStageLayers) / middleStages : 0;
        return std::max({firstStageLayers, lastStageLayers, middle});
    }
    const int units = layers + (embeddingAsLayer ? 1 : 0) + (lossAsLayer ? 1 : 0);
    const int perStage = units / stages;
    if (stages == 1)
        return layers;
    // The first stage gives one of its slots to the embedding, the last one to the loss; a middle
    // stage (pp ≥ 3) holds perStage decoder layers.
    const int first = perStage - (embeddingAsLayer ? 1 : 0);
    const int last = perStage - (lossAsLayer ? 1 : 0);
    return stages >= 3 ? perStage : std::max(first, last);
}
