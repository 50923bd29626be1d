#include "launch/LaunchPlan.h"

#include "common/CoastlineError.h"
#include "model/Candidate.h"
#include "model/Configuration.h"
#include "model/LlmSpec.h"
#include "model/Prediction.h"

#include <QCoreApplication>
#include <cmath>

LaunchPlan LaunchPlan::of(const Configuration &config, const Candidate &candidate, const LlmSpec &llm,
    const std::optional<Prediction> &prediction)
{
    LaunchPlan plan;
    plan.workload = config.workload;
    plan.workload.llmModel = llm.name;
    plan.workload.batchSize = candidate.batchSize;
    plan.workload.gpusPerNode = candidate.gpusPerNode;
    plan.workload.numberOfNodes = candidate.numberOfNodes;
    plan.training = config.training;
    plan.layout = candidate.layout;
    plan.hfRepoId = llm.hfRepoId.isEmpty() ? llm.name : llm.hfRepoId;
    plan.layers = llm.nLayers;
    plan.hiddenSize = llm.dModel;
    plan.attentionHeads = llm.nHeads;
    plan.ffnHiddenSize = int(llm.intermediateSize.value_or(0));
    plan.queryGroups = llm.numKeyValueHeads.value_or(0);
    plan.headDim = llm.dHead;
    plan.gatedMlp = llm.mlpGated.value_or(true); // empty = gated (LlmSpec::mlpGated)
    plan.tiedEmbeddings = llm.tieWordEmbeddings.value_or(true);
    if (prediction) {
        plan.throughputTokensPerSecond = prediction->throughputTokensPerSecond;
        plan.uncertaintyPercent = prediction->throughputUncertaintyPercent;
        plan.throughputSource = prediction->source;
    }
    return plan;
}

namespace {

QString throughputText(const LaunchPlan &plan)
{
    if (!plan.throughputTokensPerSecond)
        return QStringLiteral("no prediction");
    const double t = *plan.throughputTokensPerSecond;
    QString text = QStringLiteral("%1 tokens/s").arg(qRound64(t));
    if (plan.uncertaintyPercent && std::isfinite(*plan.uncertaintyPercent)) {
        const double d = t * *plan.uncertaintyPercent / 100.0;
        text += QStringLiteral(" (%1 to %2, ± %3 %)")
                    .arg(qRound64(t - d))
                    .arg(qRound64(t + d))
                    .arg(*plan.uncertaintyPercent, 0, 'f', 1);
    }
    if (!plan.throughputSource.isEmpty())
        text += QStringLiteral(", %1").arg(plan.throughputSource);
    return text;
}

} // namespace

QStringList LaunchPlan::headerLines(const QString &framework) const
{
    return {
        QStringLiteral("%1 launch configuration written by coastline %2%3")
            .arg(framework, QCoreApplication::applicationVersion(),
                origin.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(origin)),
        QStringLiteral("plan: %1 %2, %3 tokens per sample, per-device batch %4, gradient accumulation %5")
            .arg(workload.llmModel, workload.method)
            .arg(workload.tokensPerSample)
            .arg(workload.batchSize)
            .arg(training.gradientAccumulationSteps),
        QStringLiteral("GPUs: %1 x %2 (%3 per node x %4 nodes), layout %5 (dp %6)")
            .arg(totalGpus())
            .arg(workload.gpuModel)
            .arg(workload.gpusPerNode.value_or(1))
            .arg(workload.numberOfNodes.value_or(1))
            .arg(layout.name())
            .arg(dataParallel()),
        QStringLiteral("predicted throughput: %1").arg(throughputText(*this)),
    };
}

QString LaunchPlan::headerSummary() const
{
    return QStringLiteral("coastline %1: %2 %3 on %4 x %5, %6")
        .arg(QCoreApplication::applicationVersion(), workload.llmModel, workload.method)
        .arg(totalGpus())
        .arg(workload.gpuModel, throughputText(*this));
}

void LaunchPlan::cannotExpress(
    LaunchFormat format, const QString &field, const QString &value, const QString &why)
{
    // The format's name (a fixed word without '%') first, then the rest in one step, as one five-argument
    // QString::arg() filled them.
    throw CoastlineError(ErrorMessage(ErrorCode::LaunchCannotExpress)
                             .arg(LaunchFormats::name(format))
                             .arg(LaunchFormats::title(format), field, value, why));
}

void LaunchPlan::refuseMegatronOnly(LaunchFormat format, const LaunchPlan &plan, bool zeroStageOne)
{
    using T = TrainingSetup;
    const T &t = plan.training;
    const QString only = QStringLiteral("only Megatron-LM's arguments (--to megatron) set it");
    if (t.sharding == T::Sharding::DistributedOptimizer && !zeroStageOne)
        cannotExpress(format, QStringLiteral("training.sharding"), T::name(t.sharding),
            QStringLiteral("its sharding shards weights and gradients too (use full-shard or shard-grad-op), "
                           "or %1")
                .arg(only));
    if (t.precision == T::Precision::Mxfp8 || t.precision == T::Precision::Nvfp4)
        cannotExpress(format, QStringLiteral("training.precision"), T::name(t.precision), only);
    if (t.fp8Params)
        cannotExpress(format, QStringLiteral("training.fp8_params"), QStringLiteral("on"), only);
    if (!t.pipelineSplit().isEven())
        cannotExpress(format, QStringLiteral("the pipeline split"), QStringLiteral("uneven"), only);
    refuseExpertParallel(format, plan);
}

void LaunchPlan::refuseSelectiveCheckpointing(LaunchFormat format, const LaunchPlan &plan)
{
    if (plan.training.checkpointing == TrainingSetup::Checkpointing::Selective)
        cannotExpress(format, QStringLiteral("training.activation_checkpointing"),
            QStringLiteral("selective"),
            QStringLiteral("torchtitan's op-level selective checkpointing: only torchtitan's job file "
                           "(--to torchtitan) sets it; use on or off"));
}

void LaunchPlan::refuseExpertParallel(LaunchFormat format, const LaunchPlan &plan)
{
    if (plan.layout.ep > 1)
        cannotExpress(format, QStringLiteral("the layout"), plan.layout.name(),
            QStringLiteral("expert parallelism (issue 47) is not written to launch files yet"));
}
