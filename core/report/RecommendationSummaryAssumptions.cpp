// RecommendationSummary::assumptions (issue 36 items 1, 2, 4; issue 35): the summary's "Assumed:" line, and
// the Policy line's weights and energy counting, kept apart from RecommendationSummary.cpp for its size.
#include "report/RecommendationSummary.h"

#include "model/PrecisionTraits.h"
#include "model/PredictorIds.h"
#include "model/TrainingStack.h"
#include "report/ReasonText.h"

#include <QCoreApplication>

QString RecommendationSummary::assumptions(const Evaluation &evaluation, const EvaluatedCandidate &pick)
{
    QStringList parts;
    const TrainingSetup &training = evaluation.config.training;
    if (training.stack) // the stack's defaults, each overridable (step-time-model.md §8.5)
        parts << QCoreApplication::translate("RecommendationRows", "stack %1")
                     .arg(TrainingStack::defaults(*training.stack).description());
    // A low-precision GEMM recipe, spelled: fp8 moves a pure-bf16 job to an fp32 master (PrecisionTraits).
    if (const PrecisionTraits &traits = PrecisionTraits::of(training.precision);
        traits.gemmPeak != PrecisionTraits::GemmPeak::Bf16)
        parts << QCoreApplication::translate("RecommendationRows", "precision %1: %2")
                     .arg(TrainingSetup::name(training.precision), traits.recipeText());
    if (pick.candidate.totalGpus > 1 && training.sharding == TrainingSetup::Sharding::DistributedOptimizer)
        parts << QCoreApplication::translate("RecommendationRows",
            "layout %1, Megatron's distributed optimizer (optimizer states and fp32 master weights sharded "
            "over the data-parallel group, weights and gradients whole)")
                     .arg(pick.candidate.layout.name());
    else if (pick.candidate.totalGpus > 1 && pick.candidate.layout.isDataParallel())
        parts << QCoreApplication::translate(
            "RecommendationRows", "FSDP data parallel (%1), no tensor or pipeline parallelism")
                     .arg(TrainingSetup::name(evaluation.config.training.sharding));
    else if (pick.candidate.totalGpus
        > 1) // issue 35: the pick's own layout, FSDP over its data-parallel group
        parts << QCoreApplication::translate(
            "RecommendationRows", "layout %1, %2 over the data-parallel group")
                     .arg(pick.candidate.layout.name(),
                         TrainingSetup::name(evaluation.config.training.sharding));
    const AssumedNetwork &n = evaluation.network;
    const auto number = [](double v) { return QString::number(v, 'g', 6); };
    // (no network is known for an evaluation made without a Recommender: n.gpu is empty)
    if (!n.gpu.isEmpty() && pick.prediction && pick.prediction->source == PredictorId::Kavier)
        parts << QCoreApplication::translate(
            "RecommendationRows", "Kavier's network: %1 Gbit/s inside a node, %2 Gbit/s between nodes")
                     .arg(number(n.kavierIntraNodeGbps), number(AssumedNetwork::kavierInterNodeGbps));
    else if (!n.gpu.isEmpty()) {
        const QString inter = n.interNodeFromUser
            ? QCoreApplication::translate("RecommendationRows", "%1 Gbit/s between nodes (yours)")
            : n.interNodeDefault ? QCoreApplication::translate("RecommendationRows",
                  "%1 Gbit/s between nodes (no catalog figure: a default; set --inter-node-gbps)")
                                 : QCoreApplication::translate("RecommendationRows",
                                     "%1 Gbit/s between nodes (--inter-node-gbps to change)");
        parts << (n.intraNodeDefault
                ? QCoreApplication::translate("RecommendationRows",
                    "network %1 GB/s inside a node (no catalog figure for %2: PCIe 4.0 assumed), %3")
                : QCoreApplication::translate("RecommendationRows", "network %1 GB/s inside a node (%2), %3"))
                     .arg(number(n.intraNodeGBps), n.gpu, inter.arg(number(n.interNodeGbps)));
    }
    for (const Reason &note : pick.verdict.notes)
        if (note.code == Reason::Code::StackAssumed)
            parts << QCoreApplication::translate("RecommendationRows", "memory %1")
                         .arg(ReasonText::text(note, ReasonText::Language::Interface));
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("RecommendationRows", "Assumed: %1.")
        .arg(parts.join(QStringLiteral("; ")));
}

QString RecommendationSummary::weightsText(const RankingPolicy &policy)
{
    const bool perToken = policy.energyMetric == EnergyMetric::EnergyPerToken;
    const bool relative = policy.scoreNormalization == ScoreNormalization::Relative;
    if (!perToken && !relative) // the seed's scores, the seed's words
        return QCoreApplication::translate("RecommendationRows", " (alpha %1 runtime, beta %2 energy)")
            .arg(policy.weights.alpha, 0, 'f', 2)
            .arg(policy.weights.beta, 0, 'f', 2);
    return QCoreApplication::translate("RecommendationRows", " (alpha %1 runtime, beta %2 %3; %4 scores)")
        .arg(policy.weights.alpha, 0, 'f', 2)
        .arg(policy.weights.beta, 0, 'f', 2)
        .arg(perToken ? QCoreApplication::translate("RecommendationRows", "energy per token")
                      : QCoreApplication::translate("RecommendationRows", "cluster power"),
            relative ? QCoreApplication::translate("RecommendationRows", "relative")
                     : QCoreApplication::translate("RecommendationRows", "min-max"));
}

QString RecommendationSummary::energyCountingText(
    const Evaluation &evaluation, const EvaluatedCandidate &pick)
{
    if (!pick.prediction || !pick.prediction->countsNodePower)
        return QCoreApplication::translate("RecommendationRows", "GPU power");
    // Where the host power per node comes from: the user's figure, or the default of the nodes' cooling.
    const QString origin = evaluation.config.infrastructure.hostPowerWPerNode
        ? QCoreApplication::translate("RecommendationRows", "as set")
        : evaluation.liquidCooled ? QCoreApplication::translate("RecommendationRows", "liquid-cooled default")
                                  : QCoreApplication::translate("RecommendationRows", "air-cooled default");
    return QCoreApplication::translate("RecommendationRows", "node power (GPU + %1 W host per node, %2)")
        .arg(evaluation.hostPowerWPerNode, 0, 'f', 0)
        .arg(origin);
}
