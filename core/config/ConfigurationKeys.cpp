#include "config/ConfigurationKeys.h"

#include "common/NamedChoice.h"

#include <QHash>

namespace {

QStringList keys(std::initializer_list<const char16_t *> names)
{
    QStringList list;
    for (const char16_t *name : names)
        list.append(QString::fromUtf16(name));
    return list;
}

} // namespace

namespace ConfigurationKeys {

const QStringList &sections()
{
    static const QStringList list = keys(
        {u"workload", u"strategy", u"predictors", u"grid", u"training", u"infrastructure", u"catalog"});
    return list;
}

const QStringList &ownedKeys(const QString &section)
{
    static const QHash<QString, QStringList> table = {
        {QStringLiteral("workload"),
            keys({u"llm_model", u"fine_tuning_method", u"gpu_model", u"tokens_per_sample", u"batch_size",
                u"gpus_per_node", u"number_of_nodes", u"total_tokens", u"dataset_tokens", u"epochs"})},
        {QStringLiteral("strategy"),
            keys({u"name", u"preset", u"alpha", u"beta", u"max_slowdown", u"runtime_guard_k",
                u"energy_metric", u"deadline", u"budget"})},
        {QStringLiteral("predictors"),
            keys({u"performance", u"fallback", u"energy", u"feasibility", u"empirical_oom_guard",
                u"empirical_oom_token_budget", u"lookup", u"lookup_throughput_col", u"lookup_runtime_col",
                u"kavier_calibration", u"roofline_calibration", u"model_file"})},
        {QStringLiteral("grid"), keys({u"batch_sizes", u"total_gpus", u"top_k", u"layouts"})},
        {QStringLiteral("training"),
            keys({u"precision", u"optimizer", u"activation_checkpointing", u"sharding", u"lora_rank",
                u"lora_targets", u"offload", u"loss", u"fsdp_version", u"torch_compile",
                u"optimizer_in_backward", u"activation_offload", u"reserve_gib",
                u"gradient_accumulation_steps"})},
        {QStringLiteral("infrastructure"),
            keys({u"total_gpus", u"max_nodes", u"max_gpus_per_node", u"gpu_models", u"inter_node_gbps",
                u"price_per_gpu_hour", u"price_per_kwh", u"currency"})},
        {QStringLiteral("catalog"), keys({u"llms", u"gpus"})},
    };
    static const QStringList none;
    const auto it = table.constFind(section);
    return it == table.constEnd() ? none : it.value();
}

const QStringList &keptKeys(const QString &section)
{
    static const QHash<QString, QStringList> table = {
        {QStringLiteral("workload"), keys({u"torch_dtype", u"enable_roce", u"feasibility_model"})},
        {QStringLiteral("strategy"), keys({u"normalization"})},
        {QStringLiteral("predictors"), keys({u"autoconf_model_version"})},
        {QStringLiteral("grid"), keys({u"gpu_models"})},
    };
    static const QStringList none;
    const auto it = table.constFind(section);
    return it == table.constEnd() ? none : it.value();
}

bool isUpstreamSection(const QString &name)
{
    static const QStringList list = keys({u"system", u"orchestration", u"output", u"input", u"runtime"});
    return list.contains(name);
}

QString closestKey(const QString &section, const QString &key)
{
    QStringList known
        = section.isEmpty() ? sections() + keys({u"system"}) : ownedKeys(section) + keptKeys(section);
    // A key of 3 letters or fewer is only matched case-insensitively: 2 edits would reach any key.
    return NamedChoice::closest(
        key, known, key.size() > 3 ? 2 : 0, [](const QString &k) { return k.toLower(); });
}

} // namespace ConfigurationKeys
