#include "model/TrainingSetup.h"

#include "common/CoastlineError.h"
#include "common/ErrorMessage.h"
#include "common/NamedChoice.h"
#include "model/GpuSpec.h"
#include "model/PrecisionTraits.h"
#include "model/TrainingFields.h"
#include "model/TrainingStack.h"

#include <utility>
#include <vector>

namespace {

template<typename Enum> using NameTable = std::vector<std::pair<QString, Enum>>;

/// "<what>: the name is empty; <valid>" or "<what>: unknown <kind> 'x'; <valid> (did you mean 'y'?)",
/// the suggestion the closest of `listed`, the names that `valid` shows (never an unlisted alias).
CoastlineError unknownName(const QString &text, const QStringList &listed, const QString &what,
    const QString &kind, const QString &valid)
{
    if (text.trimmed().isEmpty())
        return CoastlineError(QStringLiteral("%1: the name is empty; %2").arg(what, valid));
    return CoastlineError(
        QStringLiteral("%1: unknown %2 '%3'; %4%5")
            .arg(what, kind, text.trimmed(), valid,
                NamedChoice::didYouMean(NamedChoice::closest(text, listed, 3, NamedChoice::forgivingKey))));
}

/// The table's value for `text`, else an error listing `choices` (and `listedAliases`, when given)
/// with the closest of them.
template<typename Enum>
Enum parseName(const NameTable<Enum> &table, const QStringList &choices, const QString &text,
    const QString &what, const QString &kind, const QStringList &listedAliases = {})
{
    const QString key = NamedChoice::forgivingKey(text);
    for (const auto &[name, value] : table)
        if (NamedChoice::forgivingKey(name) == key)
            return value;
    QString valid = QStringLiteral("choose from ") + choices.join(QStringLiteral(", "));
    if (!listedAliases.isEmpty())
        valid += QStringLiteral(" (aliases %1)").arg(listedAliases.join(QStringLiteral(", ")));
    throw unknownName(text, choices + listedAliases, what, kind, valid);
}

const NameTable<TrainingSetup::Precision> &precisionTable()
{
    using P = TrainingSetup::Precision;
    static const NameTable<P> table {{QStringLiteral("bf16"), P::Bf16}, {QStringLiteral("mixed"), P::Mixed},
        {QStringLiteral("fp32"), P::Fp32}, {QStringLiteral("fp8"), P::Fp8},
        {QStringLiteral("mxfp8"), P::Mxfp8}, {QStringLiteral("nvfp4"), P::Nvfp4}};
    return table;
}

const NameTable<TrainingSetup::Optimizer> &optimizerTable()
{
    using O = TrainingSetup::Optimizer;
    static const NameTable<O> table {{QStringLiteral("adamw"), O::AdamW},
        {QStringLiteral("adamw-8bit"), O::AdamW8Bit}, {QStringLiteral("paged-adamw-8bit"), O::PagedAdamW8Bit},
        {QStringLiteral("sgd"), O::Sgd}, {QStringLiteral("sgd-momentum"), O::SgdMomentum}};
    return table;
}

const NameTable<TrainingSetup::Sharding> &shardingTable()
{
    using S = TrainingSetup::Sharding;
    static const NameTable<S> table {{QStringLiteral("full-shard"), S::FullShard},
        {QStringLiteral("hybrid-shard"), S::HybridShard}, {QStringLiteral("shard-grad-op"), S::ShardGradOp},
        {QStringLiteral("no-shard"), S::NoShard},
        {QStringLiteral("distributed-optimizer"), S::DistributedOptimizer},
        {QStringLiteral("zero3"), S::FullShard}, {QStringLiteral("zero2"), S::ShardGradOp},
        {QStringLiteral("ddp"), S::NoShard}, {QStringLiteral("zero1"), S::DistributedOptimizer}};
    return table;
}

const NameTable<TrainingSetup::Stack> &stackTable()
{
    using S = TrainingSetup::Stack;
    static const NameTable<S> table {{QStringLiteral("megatron"), S::Megatron},
        {QStringLiteral("torchtitan"), S::Torchtitan}, {QStringLiteral("hf-trainer"), S::HfTrainer},
        {QStringLiteral("deepspeed"), S::DeepSpeed}, {QStringLiteral("nemo"), S::Megatron},
        {QStringLiteral("megatron-lm"), S::Megatron}, {QStringLiteral("megatron-bridge"), S::Megatron},
        {QStringLiteral("hf"), S::HfTrainer}, {QStringLiteral("huggingface"), S::HfTrainer},
        {QStringLiteral("accelerate"), S::HfTrainer}};
    return table;
}

const NameTable<TrainingSetup::Offload> &offloadTable()
{
    using O = TrainingSetup::Offload;
    static const NameTable<O> table {{QStringLiteral("none"), O::None},
        {QStringLiteral("optimizer"), O::Optimizer},
        {QStringLiteral("optimizer+params"), O::OptimizerAndParams}};
    return table;
}

const NameTable<TrainingSetup::Checkpointing> &checkpointingTable()
{
    using C = TrainingSetup::Checkpointing;
    static const NameTable<C> table {{QStringLiteral("on"), C::Full}, {QStringLiteral("off"), C::Off},
        {QStringLiteral("selective"), C::Selective}, {QStringLiteral("full"), C::Full},
        {QStringLiteral("true"), C::Full}, {QStringLiteral("false"), C::Off},
        {QStringLiteral("yes"), C::Full}, {QStringLiteral("no"), C::Off}, {QStringLiteral("1"), C::Full},
        {QStringLiteral("0"), C::Off}};
    return table;
}

const NameTable<TrainingSetup::Loss> &lossTable()
{
    using L = TrainingSetup::Loss;
    static const NameTable<L> table {{QStringLiteral("standard"), L::Standard},
        {QStringLiteral("chunked"), L::Chunked}, {QStringLiteral("fp32-fused"), L::Fp32Fused},
        {QStringLiteral("fused"), L::Chunked}};
    return table;
}

const NameTable<TrainingSetup::FsdpVersion> &fsdpVersionTable()
{
    using F = TrainingSetup::FsdpVersion;
    static const NameTable<F> table {{QStringLiteral("1"), F::Fsdp1}, {QStringLiteral("2"), F::Fsdp2},
        {QStringLiteral("fsdp1"), F::Fsdp1}, {QStringLiteral("fsdp2"), F::Fsdp2}};
    return table;
}

template<typename Enum> QStringList namesOf(const NameTable<Enum> &table, qsizetype count)
{
    QStringList names;
    for (qsizetype i = 0; i < count; ++i)
        names.append(table.at(size_t(i)).first);
    return names;
}

template<typename Enum> QString nameOf(const NameTable<Enum> &table, Enum value)
{
    for (const auto &[name, entry] : table)
        if (entry == value)
            return name;
    return {};
}

} // namespace

const QStringList &TrainingSetup::loraTargetNames()
{
    static const QStringList names {QStringLiteral("q_proj"), QStringLiteral("k_proj"),
        QStringLiteral("v_proj"), QStringLiteral("o_proj"), QStringLiteral("gate_proj"),
        QStringLiteral("up_proj"), QStringLiteral("down_proj")};
    return names;
}

QStringList TrainingSetup::precisionNames()
{
    return namesOf(precisionTable(), 6);
}

QStringList TrainingSetup::optimizerNames()
{
    return namesOf(optimizerTable(), 5);
}

QStringList TrainingSetup::shardingNames()
{
    return namesOf(shardingTable(), 5);
}

QStringList TrainingSetup::stackNames()
{
    return namesOf(stackTable(), 4);
}

QString TrainingSetup::name(Stack value)
{
    return nameOf(stackTable(), value);
}

TrainingSetup::Stack TrainingSetup::parseStack(const QString &text, const QString &what)
{
    return parseName(stackTable(), stackNames(), text, what, QStringLiteral("stack"));
}

void TrainingSetup::applyStackDefaults(Stack value)
{
    TrainingStack::defaults(value).applyTo(*this);
    stack = value;
}

QStringList TrainingSetup::offloadNames()
{
    return namesOf(offloadTable(), 3);
}

QStringList TrainingSetup::checkpointingNames()
{
    return namesOf(checkpointingTable(), 3);
}

QStringList TrainingSetup::lossNames()
{
    return namesOf(lossTable(), 3);
}

QStringList TrainingSetup::fsdpVersionNames()
{
    return namesOf(fsdpVersionTable(), 2);
}

QString TrainingSetup::name(FsdpVersion value)
{
    return nameOf(fsdpVersionTable(), value);
}

TrainingSetup::FsdpVersion TrainingSetup::parseFsdpVersion(const QString &text, const QString &what)
{
    const QString key = NamedChoice::forgivingKey(text);
    for (const auto &[name, value] : fsdpVersionTable())
        if (NamedChoice::forgivingKey(name) == key)
            return value;
    // A whole number may be written 2.0 or 2e0, as for every integer flag and key (cli.md).
    bool isNumber = false;
    const double number = key.toDouble(&isNumber);
    if (isNumber && (number == 1 || number == 2))
        return number == 1 ? FsdpVersion::Fsdp1 : FsdpVersion::Fsdp2;
    // A number is no misspelt name: "-1" or "3" get no "did you mean".
    throw unknownName(text, isNumber ? QStringList() : fsdpVersionNames(), what,
        QStringLiteral("FSDP version"), QStringLiteral("must be 1 or 2"));
}

QString TrainingSetup::name(Loss value)
{
    return nameOf(lossTable(), value);
}

TrainingSetup::Loss TrainingSetup::parseLoss(const QString &text, const QString &what)
{
    return parseName(lossTable(), lossNames(), text, what, QStringLiteral("loss"));
}

QString TrainingSetup::name(Precision value)
{
    return nameOf(precisionTable(), value);
}

QString TrainingSetup::name(Optimizer value)
{
    return nameOf(optimizerTable(), value);
}

QString TrainingSetup::name(Sharding value)
{
    return nameOf(shardingTable(), value);
}

QString TrainingSetup::name(Offload value)
{
    return nameOf(offloadTable(), value);
}

QStringList TrainingSetup::saverNames() const
{
    QStringList names;
    for (const TrainingFields::Field &field : TrainingFields::all())
        if (!field.saverName.isEmpty() && !field.isDefault(*this))
            names.append(field.saverName);
    return names;
}

QString TrainingSetup::name(Checkpointing value)
{
    return nameOf(checkpointingTable(), value);
}

QString TrainingSetup::loraTargetsText() const
{
    return targetsText(loraTargets);
}

QString TrainingSetup::targetsText(const QStringList &targets)
{
    return targets == loraTargetNames() ? QStringLiteral("all-linear") : targets.join(u',');
}

TrainingSetup::Precision TrainingSetup::parsePrecision(const QString &text, const QString &what)
{
    return parseName(precisionTable(), precisionNames(), text, what, QStringLiteral("precision"));
}

TrainingSetup::Optimizer TrainingSetup::parseOptimizer(const QString &text, const QString &what)
{
    return parseName(optimizerTable(), optimizerNames(), text, what, QStringLiteral("optimizer"));
}

TrainingSetup::Sharding TrainingSetup::parseSharding(const QString &text, const QString &what)
{
    return parseName(shardingTable(), shardingNames(), text, what, QStringLiteral("sharding"),
        {QStringLiteral("zero3"), QStringLiteral("zero2"), QStringLiteral("ddp"), QStringLiteral("zero1")});
}

TrainingSetup::Offload TrainingSetup::parseOffload(const QString &text, const QString &what)
{
    return parseName(offloadTable(), offloadNames(), text, what, QStringLiteral("offload"));
}

TrainingSetup::Checkpointing TrainingSetup::parseCheckpointing(const QString &text, const QString &what)
{
    return parseName(checkpointingTable(), checkpointingNames(), text, what,
        QStringLiteral("activation_checkpointing value"), {QStringLiteral("full")});
}

bool TrainingSetup::parseSwitch(const QString &text, const QString &what, const QString &kind)
{
    static const NameTable<bool> table {{QStringLiteral("on"), true}, {QStringLiteral("off"), false},
        {QStringLiteral("true"), true}, {QStringLiteral("false"), false}, {QStringLiteral("yes"), true},
        {QStringLiteral("no"), false}, {QStringLiteral("1"), true}, {QStringLiteral("0"), false}};
    return parseName(table, {QStringLiteral("on"), QStringLiteral("off")}, text, what, kind);
}

QStringList TrainingSetup::parseLoraTargets(const QString &text, const QString &what)
{
    if (NamedChoice::forgivingKey(text) == u"all-linear")
        return loraTargetNames();
    return parseLoraTargets(text.split(u','), what);
}

QStringList TrainingSetup::parseLoraTargets(const QStringList &items, const QString &what)
{
    NameTable<int> table;
    for (int i = 0; i < loraTargetNames().size(); ++i) {
        const QString &target = loraTargetNames().at(i);
        table.emplace_back(target, i);
        table.emplace_back(target.chopped(5), i); // "q" for "q_proj"
    }
    QList<bool> chosen(loraTargetNames().size(), false);
    bool any = false;
    for (const QString &item : items) {
        if (item.trimmed().isEmpty())
            continue;
        if (NamedChoice::forgivingKey(item) == u"all-linear")
            return loraTargetNames();
        chosen[parseName(table, loraTargetNames() + QStringList {QStringLiteral("all-linear")}, item, what,
            QStringLiteral("LoRA target"))]
            = true;
        any = true;
    }
    if (!any)
        throw CoastlineError(
            QStringLiteral("%1: no LoRA target given; name matrices such as q_proj,v_proj or all-linear")
                .arg(what));
    QStringList targets;
    for (int i = 0; i < chosen.size(); ++i)
        if (chosen.at(i))
            targets.append(loraTargetNames().at(i));
    return targets;
}

int TrainingSetup::checkedLoraRank(qint64 rank, const QString &what)
{
    return int(TrainingFields::checkedInteger(rank, 1, kMaxLoraRank, QStringLiteral("the LoRA rank"), what));
}

int TrainingSetup::checkedGradientAccumulationSteps(qint64 steps, const QString &what)
{
    return int(TrainingFields::checkedInteger(
        steps, 1, kMaxGradientAccumulationSteps, QStringLiteral("gradient accumulation steps"), what));
}

void TrainingSetup::requirePrecisionSupport(const GpuSpec &gpu) const
{
    const PrecisionTraits &traits = PrecisionTraits::of(precision);
    const bool blackwell = gpu.architecture == u"blackwell";
    const bool fp4 = traits.gemmPeak != PrecisionTraits::GemmPeak::Fp4 || gpu.denseFp4Tflops > 0;
    if (traits.blackwellOnly && !(blackwell && gpu.denseFp8Tflops > 0 && fp4))
        throw CoastlineError(
            ErrorMessage(ErrorCode::PrecisionNeedsBlackwell)
                .arg(name(precision),
                    precision == Precision::Nvfp4 ? QStringLiteral("FP4") : QStringLiteral("FP8"), gpu.name,
                    blackwell ? QStringLiteral("blackwell, no dense FP4 peak")
                              : QStringLiteral("architecture %1")
                                    .arg(gpu.architecture.isEmpty() ? QStringLiteral("unknown")
                                                                    : gpu.architecture)));
    if (precision == Precision::Fp8 && !(gpu.denseFp8Tflops > 0))
        throw CoastlineError(
            QStringLiteral("precision fp8 needs FP8 tensor cores, and %1 has none (its catalog entry "
                           "states no dense FP8 peak); FP8 training runs on Ada, Hopper, Blackwell "
                           "and CDNA 3 or newer GPUs, e.g. H100-SXM, H200 SXM, B200, L40S, MI300X")
                .arg(gpu.name));
}
