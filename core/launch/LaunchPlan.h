#pragma once

#include "launch/LaunchFormat.h"
#include "model/ParallelLayout.h"
#include "model/TrainingSetup.h"
#include "model/Workload.h"

#include <QString>
#include <QStringList>
#include <optional>

struct Candidate;
struct Configuration;
struct LlmSpec;
struct Prediction;

/// One configuration to launch: the job (names resolved, GPUs per node and nodes set), the training
/// setup, the parallel layout, and what the file header states about where it came from. The exporters
/// (TorchtitanLaunch … SlurmLaunch) write it; the readers give back the job and setup it describes.
struct LaunchPlan
{
    Workload workload; ///< resolved names; gpusPerNode and numberOfNodes set
    TrainingSetup training;
    ParallelLayout layout;
    QString hfRepoId; ///< the model's Hugging Face id (the catalog's), else its catalog name
    int layers = 0; ///< transformer layers L (catalog)
    int hiddenSize = 0; ///< hidden width h (catalog)
    int attentionHeads = 0; ///< attention heads (catalog)
    int ffnHiddenSize = 0; ///< MLP width (catalog intermediate_size); 0 = unknown
    int queryGroups = 0; ///< key/value heads (catalog num_key_value_heads); 0 = as many as attention heads
    int headDim = 0; ///< width of one attention head (catalog d_head); 0 = hidden ÷ heads
    bool gatedMlp = false; ///< SwiGLU MLP (catalog mlp_gated): a Llama-style block
    bool tiedEmbeddings = true; ///< input embedding shared with the LM head (catalog tie_word_embeddings)
    std::optional<double> throughputTokensPerSecond; ///< predicted whole-job tokens/s
    std::optional<double> uncertaintyPercent; ///< ± one standard deviation, % of the throughput
    QString throughputSource; ///< the predictor that made the figure
    QString origin; ///< e.g. "recommend, rank 1"

    /// The plan of `candidate` in `config` (the job's LLM `llm`, as the catalog describes it).
    static LaunchPlan of(const Configuration &config, const Candidate &candidate, const LlmSpec &llm,
        const std::optional<Prediction> &prediction);

    int totalGpus() const { return workload.gpusPerNode.value_or(1) * workload.numberOfNodes.value_or(1); }
    /// Data-parallel ranks: total GPUs / (tp · pp · cp).
    int dataParallel() const { return layout.dataParallel(totalGpus()); }
    /// Samples per optimizer step: per-device batch × dp × gradient accumulation.
    qint64 globalBatch() const
    {
        return workload.batchSize * dataParallel() * training.gradientAccumulationSteps;
    }
    /// The header lines (without comment marks): the plan (model, method, GPUs, layout, batch), the
    /// predicted throughput with its interval, and the product's version.
    QStringList headerLines(const QString &framework) const;
    /// One line: "coastline <version>: <model> <method>, <GPUs>, <throughput>".
    QString headerSummary() const;
    /// Throws CoastlineError "--to <format>: <Framework> cannot express <field> '<value>': <why>"
    /// (LaunchCannotExpress).
    [[noreturn]] static void cannotExpress(
        LaunchFormat format, const QString &field, const QString &value, const QString &why);
    /// Refuses (cannotExpress) what of `plan` only Megatron-LM's arguments write, for a `format` that has no
    /// setting for it: the distributed optimizer (unless `zeroStageOne`, DeepSpeed's ZeRO stage 1), the
    /// block-scaled precisions (MXFP8, NVFP4), FP8 parameters, and an uneven pipeline split.
    static void refuseMegatronOnly(LaunchFormat format, const LaunchPlan &plan, bool zeroStageOne = false);
    /// Throws LaunchCannotExpress for a layout with expert parallelism (ep > 1): no format writes it yet, so
    /// a launch file would silently drop it. refuseMegatronOnly() calls it; the Megatron writer too.
    static void refuseExpertParallel(LaunchFormat format, const LaunchPlan &plan);
    /// Throws LaunchPlan::cannotExpress's error under `activation_checkpointing: selective`, torchtitan's
    /// op-level policy, which no other format's files set (Megatron-LM's `selective` recomputes the core
    /// attention only). The Megatron, accelerate and DeepSpeed writers call it.
    static void refuseSelectiveCheckpointing(LaunchFormat format, const LaunchPlan &plan);
};
