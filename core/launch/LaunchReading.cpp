#include "launch/LaunchReading.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "model/LlmSpec.h"

#include <algorithm>

QString LaunchValue::text() const
{
    switch (kind) {
    case LaunchKeyType::Dict:
        return QStringLiteral("{…}");
    case LaunchKeyType::Flag:
        return QString();
    case LaunchKeyType::List:
        return value.toStringList().join(u',');
    case LaunchKeyType::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case LaunchKeyType::Float:
    case LaunchKeyType::Number:
        return QString::number(value.toDouble(), 'g', 17);
    default:
        return value.toString();
    }
}

LaunchReading::LaunchReading(LaunchFormat format, const QString &path, const Configuration &base)
    : format(format)
    , path(path)
    , config(base)
{ }

namespace {

bool typeFits(LaunchKeyType want, LaunchKeyType got)
{
    if (want == got)
        return true;
    switch (want) {
    case LaunchKeyType::Float:
    case LaunchKeyType::Number:
        return got == LaunchKeyType::Int || got == LaunchKeyType::Float;
    default:
        return false;
    }
}

QString typeWords(LaunchKeyType type)
{
    static const QStringList words {QStringLiteral("a whole number"), QStringLiteral("a number"),
        QStringLiteral("a number"), QStringLiteral("true or false"), QStringLiteral("a string"),
        QStringLiteral("a list"), QStringLiteral("a table"), QStringLiteral("a flag without a value")};
    return words.at(int(type));
}

} // namespace

void LaunchReading::accept(const QList<LaunchValue> &values, const Interpret &interpret)
{
    QStringList unknown;
    for (const LaunchValue &v : values) {
        const LaunchKey *row = LaunchKeys::find(format, v.key);
        if (!row) {
            if (!unknown.contains(v.key))
                unknown.append(v.key);
            continue;
        }
        LaunchValue typed = v;
        // A YAML or command-line scalar is text: a number or a switch may stand where a string is meant.
        const bool textual = format == LaunchFormat::Megatron || format == LaunchFormat::Accelerate;
        if (row->type == LaunchKeyType::String && textual && v.kind != LaunchKeyType::List
            && v.kind != LaunchKeyType::Dict && v.kind != LaunchKeyType::Flag) {
            typed.kind = LaunchKeyType::String;
            typed.value = v.text();
        } else if (!typeFits(row->type, v.kind)) {
            throw CoastlineError(ErrorMessage(ErrorCode::LaunchWrongType)
                                     .arg(path)
                                     .arg(v.line)
                                     .arg(v.key, typeWords(row->type), v.text()));
        }
        read.append(typed);
        interpret(*row, typed);
    }
    if (!unknown.isEmpty())
        warnings.append(QStringLiteral("%1: %2 keys not read (coastline does not model them): %3")
                            .arg(path)
                            .arg(unknown.size())
                            .arg(unknown.join(QStringLiteral(", "))));
}

const LaunchValue *LaunchReading::value(const QString &key) const
{
    for (const LaunchValue &v : read)
        if (v.key == key)
            return &v;
    return nullptr;
}

void LaunchReading::malformed(int line, const QString &key, const QString &detail) const
{
    throw CoastlineError(ErrorMessage(ErrorCode::LaunchMalformed).arg(path).arg(line).arg(key, detail));
}

void LaunchReading::contradiction(const LaunchValue &value, const QString &other, const QString &detail) const
{
    throw CoastlineError(
        ErrorMessage(ErrorCode::LaunchContradiction).arg(path).arg(value.line).arg(value.key, other, detail));
}

qint64 LaunchReading::atLeast(const LaunchValue &value, qint64 minimum) const
{
    const qint64 n = value.value.toLongLong();
    if (n < minimum || n > (qint64(1) << 40))
        malformed(value.line, value.key,
            QStringLiteral("must be between %1 and %2, got %3").arg(minimum).arg(qint64(1) << 40).arg(n));
    return n;
}

void LaunchReading::finish(const Catalog &catalog)
{
    finishModel(catalog);
    finishGpus();
    finishBatch();
}

void LaunchReading::finishModel(const Catalog &catalog)
{
    QString resolved;
    if (model) {
        const QString where = QStringLiteral("%1:%2: %3").arg(path).arg(model->line).arg(model->key);
        QString name = model->text().trimmed();
        while (name.endsWith(u'/'))
            name.chop(1);
        resolved = catalog.findLlmName(name);
        if (resolved.isEmpty())
            resolved = catalog.resolveLlmName(name.section(u'/', -1), where);
        config.workload.llmModel = resolved;
    } else {
        resolved = catalog.findLlmName(config.workload.llmModel);
    }
    if (resolved.isEmpty())
        return; // the verb reports the unknown name of the flag or configuration
    const LlmSpec &llm = catalog.llm(resolved);
    const auto check
        = [&](const std::optional<int> &read, int catalogValue, const QString &key, const QString &what) {
              if (read && catalogValue > 0 && *read != catalogValue)
                  contradiction(*value(key), model ? model->key : QStringLiteral("--llm"),
                      QStringLiteral("%1 has %2 %3 in the catalog, the file says %4")
                          .arg(resolved)
                          .arg(catalogValue)
                          .arg(what)
                          .arg(*read));
          };
    check(layers, llm.nLayers, QStringLiteral("--num-layers"), QStringLiteral("layers"));
    check(hiddenSize, llm.dModel, QStringLiteral("--hidden-size"), QStringLiteral("hidden size"));
    check(attentionHeads, llm.nHeads, QStringLiteral("--num-attention-heads"),
        QStringLiteral("attention heads"));
    if (layersPerStage) {
        const qint64 perStage = layersPerStage->value.toLongLong();
        const int stages = pp.value_or(1);
        if (perStage < 1 || llm.nLayers % (perStage * stages) != 0)
            contradiction(*layersPerStage, QStringLiteral("the pipeline degree"),
                QStringLiteral("%1's %2 layers do not split into %3 stages of %4 layers")
                    .arg(resolved)
                    .arg(llm.nLayers)
                    .arg(stages)
                    .arg(perStage));
        virtualStages = int(llm.nLayers / (perStage * stages));
    }
}

void LaunchReading::finishGpus()
{
    ParallelLayout layout;
    layout.tp = tp.value_or(1);
    layout.pp = pp.value_or(1);
    layout.cp = cp.value_or(1);
    layout.virtualStages = virtualStages.value_or(1);
    std::optional<int> total = processes;
    if (!total && dpShard && *dpShard > 0)
        total = *dpShard * dpReplicate.value_or(1) * layout.modelParallelGpus();
    if (total) {
        Workload &w = config.workload;
        const int baseGpn = w.gpusPerNode.value_or(1);
        if (nodes) {
            if (*total % *nodes != 0)
                contradiction(*value(QStringLiteral("num_processes")), QStringLiteral("num_machines"),
                    QStringLiteral("%1 processes do not spread evenly over %2 machines")
                        .arg(*total)
                        .arg(*nodes));
            w.numberOfNodes = *nodes;
            w.gpusPerNode = *total / *nodes;
        } else if (*total >= baseGpn && *total % baseGpn == 0) {
            w.gpusPerNode = baseGpn;
            w.numberOfNodes = *total / baseGpn;
        } else {
            w.gpusPerNode = *total;
            w.numberOfNodes = 1;
        }
    }
    if (layout.isDataParallel() && layout.virtualStages == 1) {
        config.search.layouts = LayoutSearch {};
    } else {
        config.search.layouts.mode = LayoutSearch::Mode::List;
        config.search.layouts.layouts = {layout};
    }
    if (dpReplicate && *dpReplicate > 1) // torchtitan's HSDP (shard × replicate) or DDP (replicate only)
        config.training.sharding = dpShard.value_or(1) > 1 ? TrainingSetup::Sharding::HybridShard
                                                           : TrainingSetup::Sharding::NoShard;
}

void LaunchReading::finishBatch()
{
    const ParallelLayout layout
        = config.search.layouts.layouts.isEmpty() ? ParallelLayout {} : config.search.layouts.layouts.first();
    const int dp = std::max(1, layout.dataParallel(config.workload.jobGpus()));
    qint64 micro = microBatch.value_or(localBatch.value_or(0));
    qint64 accumulation = 1; // at most 2^40 x 2^40 / 1: checked against the maximum below
    // torchtitan: a step's local batch is split into pipeline micro-batches (pp > 1), and global / (local ·
    // dp) local batches are accumulated.
    if (localBatch && microBatch && format == LaunchFormat::Torchtitan) {
        if (*localBatch % *microBatch != 0)
            contradiction(*value(QStringLiteral("training.local_batch_size")),
                QStringLiteral("parallelism.pipeline_parallel_microbatch_size"),
                QStringLiteral("%1 samples do not split into micro-batches of %2")
                    .arg(*localBatch)
                    .arg(*microBatch));
        accumulation = *localBatch / *microBatch;
    }
    const qint64 perRankStep = localBatch.value_or(micro);
    if (globalBatch && *globalBatch > 0 && perRankStep > 0) {
        const LaunchValue *global = &read.first();
        for (const LaunchValue &v : read)
            if (v.key == u"training.global_batch_size" || v.key == u"--global-batch-size"
                || v.key == u"train_batch_size")
                global = &v;
        const LaunchValue &where = *global;
        if (*globalBatch % (perRankStep * dp) != 0)
            contradiction(where, QStringLiteral("the per-device batch"),
                QStringLiteral("a global batch of %1 is not a whole number of steps of %2 samples x %3 "
                               "data-parallel ranks")
                    .arg(*globalBatch)
                    .arg(perRankStep)
                    .arg(dp));
        const qint64 fromGlobal = *globalBatch / (perRankStep * dp);
        if (gradientAccumulation && *gradientAccumulation != fromGlobal)
            contradiction(where, QStringLiteral("gradient_accumulation_steps"),
                QStringLiteral("%1 = %2 x %3 x %4 data-parallel ranks is expected")
                    .arg(double(perRankStep) * *gradientAccumulation * dp, 0, 'f', 0)
                    .arg(perRankStep)
                    .arg(*gradientAccumulation)
                    .arg(dp));
        accumulation = fromGlobal > TrainingSetup::kMaxGradientAccumulationSteps ? fromGlobal
                                                                                 : accumulation * fromGlobal;
    } else if (gradientAccumulation) {
        accumulation = *gradientAccumulation;
    }
    if (micro > 0)
        config.workload.batchSize = micro;
    if (accumulation > TrainingSetup::kMaxGradientAccumulationSteps)
        malformed(read.isEmpty() ? 1 : read.first().line, QStringLiteral("gradient accumulation"),
            QStringLiteral("%1 micro-steps per optimizer step is above the maximum %2")
                .arg(accumulation)
                .arg(TrainingSetup::kMaxGradientAccumulationSteps));
    if (globalBatch || gradientAccumulation || (localBatch && microBatch))
        config.training.gradientAccumulationSteps = int(accumulation);
}
