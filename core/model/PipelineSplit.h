#pragma once

#include <QString>

/// How the layers are split over pipeline stages (step-time-model.md §8.3), as Megatron-LM splits them:
/// evenly (L over p·v virtual stages), with uneven first and last stages
/// (`decoder_first_pipeline_num_layers`, `decoder_last_pipeline_num_layers`, the rest even over the middle
/// stages), or counting the input embedding and the loss as one layer each
/// (`account_for_embedding_in_pipeline_split`, `account_for_loss_in_pipeline_split`): Llama-3.1-405B's 126
/// layers + 2 = 128 over 8 × 8 virtual stages. Config keys `training.<that name>`; the default (all unset) is
/// the even split.
struct PipelineSplit
{
    int firstStageLayers = 0; ///< decoder layers on the first stage, ≥ 1; 0 = not set (even)
    int lastStageLayers = 0; ///< decoder layers on the last stage, ≥ 1; 0 = not set (even)
    bool embeddingAsLayer = false; ///< the input embedding counts as one layer of the first stage
    bool lossAsLayer = false; ///< the LM head and loss count as one layer of the last stage

    bool operator==(const PipelineSplit &) const = default;
    /// True for the even split (nothing set).
    bool isEven() const { return *this == PipelineSplit {}; }

    /// Why Megatron-LM refuses this split of `layers` decoder layers over `pp` stages of `vp` virtual
    /// stages each, in Megatron's words (megatron/core/transformer/transformer_config.py and
    /// megatron/training/arguments.py), prefixed by nothing; empty when it accepts it.
    QString rejection(int layers, int pp, int vp) const;
    /// Decoder layers on the fullest stage (all of its virtual stages) of an accepted split.
    int peakStageLayers(int layers, int pp) const;
};
