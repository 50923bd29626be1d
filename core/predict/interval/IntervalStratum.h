#pragma once

#include "model/ParallelLayout.h"

#include <QString>

/// The stratum of a prediction for its 80 % interval (step-time-model.md §3; issue "How sure"): what
/// changes the roofline's error on the development data. Five dimensions, in this order:
/// - stack: the training framework that ran it (`megatron`, `torchtitan`, `hf-trainer`, `deepspeed`, or a
///   development set's own, e.g. `llm-foundry`); empty when the planner's stack is not known;
/// - layout class: data parallel, tensor/context parallel (tp or cp > 1, pp = 1), pipeline (pp > 1);
/// - GPU-count band: 1, 2–8, 9–64, 65–512, > 512;
/// - accelerator family: the GPU's architecture generation (catalog `architecture`: ampere, hopper, …);
/// - in-fit: the configuration lies in the roofline fit's domain (data parallel on a GPU model the
///   fit's runs used) or not.
/// The interval table (IntervalTable) keeps one residual quantile pair per stratum and per coarser
/// stratum (level()); a prediction takes the finest one with enough runs.
struct IntervalStratum
{
    enum class Layout { DataParallel, TensorContext, Pipeline };

    QString stack;
    Layout layout = Layout::DataParallel;
    int gpuBand = 0; ///< bandOf(total GPUs): 0 … 4
    QString family;
    bool inFit = false;

    /// Coarsening levels, finest first: 0 all five; 1 without the stack; 2 also without in-fit; 3 also
    /// without the GPU band; 4 the layout class only; 5 everything pooled.
    static constexpr int kLevels = 6;

    /// The band of `totalGpus`: 0 for 1, 1 for 2–8, 2 for 9–64, 3 for 65–512, 4 above.
    static int bandOf(int totalGpus);
    /// The layout class of `layout`.
    static Layout classOf(const ParallelLayout &layout);
    /// The key of this stratum at `level` (0 … kLevels − 1), e.g.
    /// "stack=megatron;layout=tp-cp;gpus=9-64;family=hopper;fit=out" at 0, "layout=tp-cp" at 4, "all" at 5.
    QString key(int level) const;
    /// The same key in words for a person, e.g. "megatron, TP/CP, 9–64 GPUs, hopper, out of fit".
    QString describe(int level) const;
};
