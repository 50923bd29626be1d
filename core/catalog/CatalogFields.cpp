#include "catalog/CatalogFields.h"

#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "io/YamlReader.h"
#include "io/YamlWriter.h"

#include <optional>
#include <yaml-cpp/yaml.h>

namespace {

using CatalogFields::Field;
using CatalogFields::Type;

/// Upper bound of counts that have no physical bound of their own (heads, experts, MHz).
constexpr qint64 maxCount = 1000000;

std::optional<double> optionalNumber(const CsvTable &t, int row, const QString &column)
{
    if (t.cell(row, column).isEmpty())
        return std::nullopt;
    return t.number(row, column);
}

std::optional<int> optionalInt(const CsvTable &t, int row, const QString &column)
{
    if (t.cell(row, column).isEmpty())
        return std::nullopt;
    return int(t.integer(row, column));
}

std::optional<bool> optionalBool(const CsvTable &t, int row, const QString &column)
{
    const QString text = t.cell(row, column).toLower();
    if (text.isEmpty())
        return std::nullopt;
    if (text == u"true" || text == u"1")
        return true;
    if (text == u"false" || text == u"0")
        return false;
    throw CoastlineError(
        ErrorMessage(ErrorCode::CsvBoolean).arg(t.fileName()).arg(t.lineOf(row)).arg(column, text));
}

/// Whether a field is always written and shown, or only when it says something.
enum class Presence {
    Always, ///< required in the CSV (or defaulted), always written
    WhenSet, ///< written only when non-empty (text) or positive (numbers: 0 means unknown)
};

template<typename Spec>
Field<Spec> row(const char *name, Type type, bool required, const char *unit, int column)
{
    Field<Spec> f;
    f.name = QString::fromLatin1(name);
    f.type = type;
    f.required = required;
    f.unit = QString::fromUtf8(unit);
    f.column = column;
    return f;
}

/// A text field. A required one (the entry's name) must be non-empty in YAML.
template<typename Spec>
Field<Spec> text(const char *name, QString Spec::*member, int column, bool required = false)
{
    Field<Spec> f = row<Spec>(name, Type::Text, required, "", column);
    f.csvRequired = required;
    const QString key = f.name;
    f.readCsv = [=](Spec &s, const CsvTable &t, int r) { s.*member = t.cell(r, key); };
    f.readYaml = [=](Spec &s, const YamlReader &y, const YamlField &v) { s.*member = y.text(v, !required); };
    f.write = [=](YamlWriter &w, const Spec &s) {
        if (required || !(s.*member).isEmpty()) {
            w.key(key);
            w.text(s.*member);
        }
    };
    f.value = [=](const Spec &s) {
        return required || !(s.*member).isEmpty() ? QVariant(s.*member) : QVariant();
    };
    return f;
}

void writeValue(YamlWriter &w, int value)
{
    w.integer(value);
}

void writeValue(YamlWriter &w, double value)
{
    w.number(value);
}

void writeValue(YamlWriter &w, bool value)
{
    w.boolean(value);
}

/// A number field of type T (int or double). In the CSV a `csvDefault` of nullopt makes the cell
/// required (`readCell`), else an empty cell reads as the default (`readOptionalCell`); `readYaml`
/// checks the YAML value's range. Presence::WhenSet writes only a value > 0 (0 means unknown).
template<typename Spec, typename T, typename ReadCell, typename ReadOptionalCell, typename ReadYaml>
Field<Spec> scalar(const char *name, Type type, T Spec::*member, int column, bool required,
    std::optional<T> csvDefault, Presence presence, const char *unit, ReadCell readCell,
    ReadOptionalCell readOptionalCell, ReadYaml readYaml)
{
    Field<Spec> f = row<Spec>(name, type, required, unit, column);
    f.csvRequired = !csvDefault;
    const QString key = f.name;
    f.readCsv = [=](Spec &s, const CsvTable &t, int r) {
        s.*member = csvDefault ? readOptionalCell(t, r, key).value_or(*csvDefault) : readCell(t, r, key);
    };
    f.readYaml = [=](Spec &s, const YamlReader &y, const YamlField &v) { s.*member = readYaml(y, v); };
    f.write = [=](YamlWriter &w, const Spec &s) {
        if (presence == Presence::Always || s.*member > 0) {
            w.key(key);
            writeValue(w, s.*member);
        }
    };
    f.value = [=](const Spec &s) { return QVariant(s.*member); };
    return f;
}

/// A whole number within [minimum, maximum] in YAML.
template<typename Spec>
Field<Spec> integer(const char *name, int Spec::*member, int column, qint64 minimum, qint64 maximum,
    bool required, std::optional<int> csvDefault, Presence presence, const char *unit = "")
{
    return scalar<Spec>(
        name, Type::Integer, member, column, required, csvDefault, presence, unit,
        [](const CsvTable &t, int r, const QString &key) { return int(t.integer(r, key)); }, optionalInt,
        [=](const YamlReader &y, const YamlField &v) { return int(y.integer(v, minimum, maximum)); });
}

/// A finite number ≥ 0 (> 0 when `exclusive`) in YAML.
template<typename Spec>
Field<Spec> number(const char *name, double Spec::*member, int column, bool exclusive, bool required,
    std::optional<double> csvDefault, Presence presence, const char *unit = "")
{
    return scalar<Spec>(
        name, Type::Number, member, column, required, csvDefault, presence, unit,
        [](const CsvTable &t, int r, const QString &key) { return t.number(r, key); }, optionalNumber,
        [=](const YamlReader &y, const YamlField &v) { return y.finiteNumber(v, 0, exclusive); });
}

/// A field that may be unknown (an empty cell, an absent key), written only when known.
template<typename Spec, typename T, typename ReadCell, typename ReadYaml>
Field<Spec> optionalField(const char *name, Type type, std::optional<T> Spec::*member, int column,
    const char *unit, ReadCell readCell, ReadYaml readYaml)
{
    Field<Spec> f = row<Spec>(name, type, false, unit, column);
    const QString key = f.name;
    f.readCsv = [=](Spec &s, const CsvTable &t, int r) { s.*member = readCell(t, r, key); };
    f.readYaml = [=](Spec &s, const YamlReader &y, const YamlField &v) { s.*member = readYaml(y, v); };
    f.write = [=](YamlWriter &w, const Spec &s) {
        if (s.*member) {
            w.key(key);
            writeValue(w, *(s.*member));
        }
    };
    f.value = [=](const Spec &s) { return s.*member ? QVariant::fromValue(*(s.*member)) : QVariant(); };
    return f;
}

/// An architecture number that may be unknown; ≥ 0 (> 0 when `exclusive`).
template<typename Spec>
Field<Spec> optionalNumberField(
    const char *name, std::optional<double> Spec::*member, int column, bool exclusive, const char *unit = "")
{
    return optionalField<Spec>(name, Type::Number, member, column, unit, optionalNumber,
        [=](const YamlReader &y, const YamlField &v) { return y.finiteNumber(v, 0, exclusive); });
}

template<typename Spec>
Field<Spec> optionalIntegerField(
    const char *name, std::optional<int> Spec::*member, int column, qint64 minimum, qint64 maximum)
{
    return optionalField<Spec>(name, Type::Integer, member, column, "", optionalInt,
        [=](const YamlReader &y, const YamlField &v) { return int(y.integer(v, minimum, maximum)); });
}

template<typename Spec>
Field<Spec> optionalBooleanField(const char *name, std::optional<bool> Spec::*member, int column)
{
    return optionalField<Spec>(name, Type::Boolean, member, column, "", optionalBool,
        [](const YamlReader &y, const YamlField &v) { return y.boolean(v); });
}

QList<Field<LlmSpec>> makeLlmFields()
{
    using S = LlmSpec;
    using P = Presence;
    QList<Field<S>> fields {
        text<S>("llm_name", &S::name, 0, true),
        integer<S>("n_layers", &S::nLayers, 1, 1, 100000, true, std::nullopt, P::Always),
        integer<S>("n_heads", &S::nHeads, 2, 0, maxCount, false, 0, P::WhenSet),
        integer<S>("d_head", &S::dHead, 3, 0, maxCount, false, 0, P::WhenSet),
        integer<S>("d_model", &S::dModel, 4, 1, 10 * maxCount, true, std::nullopt, P::Always),
        integer<S>("p_bytes", &S::pBytes, 5, 1, 16, false, std::nullopt, P::Always, "bytes"),
        number<S>("m_params", &S::mParams, 6, true, true, std::nullopt, P::Always),
        // Absent in YAML: m_params (CatalogYaml::readLlms).
        number<S>("active_params", &S::activeParams, 7, true, false, std::nullopt, P::Always),
    };
    // is_moe: 0/1 in the bundled CSV, a boolean in YAML, written only when true.
    Field<S> moe = row<S>("is_moe", Type::Boolean, false, "", 8);
    moe.readCsv = [](S &s, const CsvTable &t, int r) {
        s.isMoe = optionalInt(t, r, QStringLiteral("is_moe")).value_or(0) != 0;
    };
    moe.readYaml = [](S &s, const YamlReader &y, const YamlField &v) { s.isMoe = y.boolean(v); };
    moe.write = [](YamlWriter &w, const S &s) {
        if (s.isMoe) {
            w.key(QStringLiteral("is_moe"));
            w.boolean(true);
        }
    };
    moe.value = [](const S &s) { return QVariant(s.isMoe); };
    fields << moe << text<S>("upstream_comment", &S::upstreamComment, 9)
           << text<S>("hf_repo_id", &S::hfRepoId, 10)
           << optionalNumberField<S>("vocab_size", &S::vocabSize, 11, true)
           << optionalNumberField<S>("intermediate_size", &S::intermediateSize, 12, true)
           << optionalIntegerField<S>("num_key_value_heads", &S::numKeyValueHeads, 13, 1, maxCount)
           << optionalBooleanField<S>("tie_word_embeddings", &S::tieWordEmbeddings, 14)
           << optionalIntegerField<S>("num_experts", &S::numExperts, 15, 0, maxCount)
           << optionalIntegerField<S>("experts_per_token", &S::expertsPerToken, 16, 0, maxCount)
           << optionalNumberField<S>(
                  "shared_expert_intermediate_size", &S::sharedExpertIntermediateSize, 17, false)
           << optionalNumberField<S>("total_params_published", &S::totalParamsPublished, 18, true)
           << optionalBooleanField<S>("mlp_gated", &S::mlpGated, 21)
           << text<S>("architecture_confidence", &S::architectureConfidence, 19)
           << text<S>("architecture_source", &S::architectureSource, 20)
           // Mixture of experts and multi-head latent attention (config.json's names).
           << optionalNumberField<S>("moe_intermediate_size", &S::moeIntermediateSize, 22, true)
           << optionalIntegerField<S>("num_shared_experts", &S::numSharedExperts, 23, 0, maxCount)
           << optionalIntegerField<S>("first_k_dense_replace", &S::firstKDenseReplace, 24, 0, 100000)
           << optionalIntegerField<S>("moe_layer_freq", &S::moeLayerFreq, 25, 1, 100000)
           << optionalIntegerField<S>("q_lora_rank", &S::qLoraRank, 26, 1, maxCount)
           << optionalIntegerField<S>("kv_lora_rank", &S::kvLoraRank, 27, 1, maxCount)
           << optionalIntegerField<S>("qk_rope_head_dim", &S::qkRopeHeadDim, 28, 0, maxCount)
           << optionalIntegerField<S>("qk_nope_head_dim", &S::qkNopeHeadDim, 29, 0, maxCount)
           << optionalIntegerField<S>("v_head_dim", &S::vHeadDim, 30, 1, maxCount)
           << optionalIntegerField<S>("num_nextn_predict_layers", &S::mtpLayers, 31, 0, 1000);
    return fields;
}

QList<Field<GpuSpec>> makeGpuFields()
{
    using S = GpuSpec;
    using P = Presence;
    QList<Field<S>> fields {text<S>("gpu_name", &S::name, 0, true)};
    // aliases: `;`-separated in the CSV; a list or a `;`-separated text in YAML; written as a list.
    Field<S> aliases = row<S>("aliases", Type::TextList, false, "", 1);
    aliases.readCsv = [](S &g, const CsvTable &t, int r) {
        const QString cell = t.cell(r, QStringLiteral("aliases"));
        if (!cell.isEmpty())
            for (const QString &a : cell.split(u';'))
                g.aliases.append(a.trimmed());
    };
    aliases.readYaml = [](S &g, const YamlReader &y, const YamlField &v) {
        if (v.value.IsSequence()) {
            g.aliases = y.textList(v, true);
            return;
        }
        g.aliases.clear();
        for (const QString &alias : y.text(v, true).split(u';', Qt::SkipEmptyParts))
            if (!alias.trimmed().isEmpty())
                g.aliases.append(alias.trimmed());
    };
    aliases.write = [](YamlWriter &w, const S &g) {
        if (!g.aliases.isEmpty()) {
            w.key(QStringLiteral("aliases"));
            w.textList(g.aliases);
        }
    };
    aliases.value
        = [](const S &g) { return g.aliases.isEmpty() ? QVariant() : QVariant(g.aliases.join(u';')); };
    fields << aliases << number<S>("memory_gb", &S::memoryGb, 2, true, true, 0.0, P::Always, "GB");
    // memory_mib: an empty cell is memory_gb × 1024 (memory-model.md §5.3a rule 5); YAML: readGpus.
    Field<S> mib = number<S>("memory_mib", &S::memoryMib, 3, true, false, 0.0, P::Always, "MiB");
    mib.readCsv = [](S &g, const CsvTable &t, int r) {
        g.memoryMib = optionalNumber(t, r, QStringLiteral("memory_mib")).value_or(g.memoryGb * 1024.0);
    };
    fields << mib << text<S>("memory_mib_source", &S::memoryMibSource, 4)
           << number<S>("memory_bandwidth_GBps", &S::memoryBandwidthGBps, 5, true, true, std::nullopt,
                  P::Always, "GB/s")
           << number<S>("fp16_tensor_core_tflops", &S::fp16TensorCoreTflops, 6, true, true, std::nullopt,
                  P::Always, "TFLOP/s")
           << text<S>("tflops_basis", &S::tflopsBasis, 7)
           << integer<S>("gpu_cores", &S::gpuCores, 8, 0, 10 * maxCount, false, 0, P::Always)
           << integer<S>("gpu_core_max_mhz", &S::gpuCoreMaxMhz, 9, 0, maxCount, false, 0, P::Always, "MHz")
           << number<S>("base_power_w", &S::basePowerW, 10, false, false, 0.0, P::Always, "W")
           << number<S>("idle_power_w", &S::idlePowerW, 11, false, true, std::nullopt, P::Always, "W")
           << number<S>("max_power_w", &S::maxPowerW, 12, true, true, std::nullopt, P::Always, "W")
           << number<S>("mse_calib_factor", &S::mseCalibFactor, 13, true, false, 1.0, P::Always);
    // mfu_factor: a fraction of the peak (kavier.md §2.2).
    Field<S> mfu = number<S>("mfu_factor", &S::mfuFactor, 14, true, true, std::nullopt, P::Always);
    mfu.readYaml = [](S &g, const YamlReader &y, const YamlField &v) {
        g.mfuFactor = y.finiteNumber(v, 0, true);
        if (g.mfuFactor > 1.0)
            y.fail(v,
                QStringLiteral("must be a fraction of the peak in (0, 1], got %1")
                    .arg(YamlReader::formatNumber(g.mfuFactor)));
    };
    fields << mfu
           << number<S>("network_bandwidth_gbps", &S::networkBandwidthGbps, 15, true, false, 400.0, P::Always,
                  "Gbit/s")
           << text<S>("network_bandwidth_source", &S::networkBandwidthSource, 16);
    // dense_bf16_tflops: `catalog` shows the dense peak the roofline uses (GpuSpec::denseTflops()).
    Field<S> dense
        = number<S>("dense_bf16_tflops", &S::denseBf16Tflops, 17, true, false, 0.0, P::WhenSet, "TFLOP/s");
    dense.value = [](const S &g) { return QVariant(g.denseTflops()); };
    fields << dense << text<S>("dense_tflops_source", &S::denseTflopsSource, 18)
           << number<S>("intra_node_bus_GBps", &S::intraNodeBusGBps, 19, true, false, 0.0, P::WhenSet, "GB/s")
           << text<S>("intra_node_bus_source", &S::intraNodeBusSource, 20)
           << number<S>("inter_node_gbps", &S::interNodeGbps, 21, true, false, 0.0, P::WhenSet, "Gbit/s")
           << text<S>("inter_node_source", &S::interNodeSource, 22);
    // architecture: lower-cased when read from YAML (it selects the roofline's efficiency ceiling).
    Field<S> architecture = text<S>("architecture", &S::architecture, 23);
    architecture.readYaml
        = [](S &g, const YamlReader &y, const YamlField &v) { g.architecture = y.text(v, true).toLower(); };
    fields << architecture
           << number<S>("dense_fp8_tflops", &S::denseFp8Tflops, 24, false, false, 0.0, P::WhenSet, "TFLOP/s")
           << text<S>("dense_fp8_source", &S::denseFp8Source, 25)
           << text<S>("kavier_fields_source", &S::kavierFieldsSource, 26)
           << number<S>("board_idle_w", &S::boardIdleW, 27, false, false, 0.0, P::WhenSet, "W")
           << number<S>("board_tdp_w", &S::boardTdpW, 28, false, false, 0.0, P::WhenSet, "W")
           << text<S>("board_power_source", &S::boardPowerSource, 29)
           << number<S>("dense_fp4_tflops", &S::denseFp4Tflops, 30, false, false, 0.0, P::WhenSet, "TFLOP/s")
           << text<S>("dense_fp4_source", &S::denseFp4Source, 31)
           << integer<S>("nvlink_domain_gpus", &S::nvlinkDomainGpus, 32, 0, maxCount, false, 0, P::WhenSet)
           << number<S>("nic_gbps_per_gpu", &S::nicGbpsPerGpu, 33, false, false, 0.0, P::WhenSet, "Gbit/s")
           << text<S>("topology_source", &S::topologySource, 34);
    // cooling: air or liquid (empty = air), lower-cased; anything else is an error naming file, line and
    // column.
    Field<S> cooling = text<S>("cooling", &S::cooling, 35);
    cooling.readCsv = [](S &g, const CsvTable &t, int r) {
        g.cooling = t.cell(r, QStringLiteral("cooling")).trimmed().toLower();
        if (!g.cooling.isEmpty() && g.cooling != u"air" && g.cooling != u"liquid")
            throw CoastlineError(
                ErrorMessage(ErrorCode::CsvChoice)
                    .arg(t.fileName())
                    .arg(t.lineOf(r))
                    .arg(QStringLiteral("cooling"), QStringLiteral("air, liquid"), g.cooling));
    };
    cooling.readYaml = [](S &g, const YamlReader &y, const YamlField &v) {
        g.cooling = y.text(v, true).trimmed().toLower();
        if (!g.cooling.isEmpty() && g.cooling != u"air" && g.cooling != u"liquid")
            y.fail(v, QStringLiteral("expected air or liquid, got '%1'").arg(g.cooling));
    };
    fields << cooling << text<S>("cooling_source", &S::coolingSource, 36);
    return fields;
}

} // namespace

namespace CatalogFields {

const QList<Field<LlmSpec>> &llm()
{
    static const QList<Field<LlmSpec>> fields = makeLlmFields();
    return fields;
}

const QList<Field<GpuSpec>> &gpu()
{
    static const QList<Field<GpuSpec>> fields = makeGpuFields();
    return fields;
}

const QList<SourcedField> &gpuSources()
{
    static const QList<SourcedField> sources {
        {QStringLiteral("memory_gb"), QStringLiteral("memory_mib_source")},
        {QStringLiteral("memory_mib"), QStringLiteral("memory_mib_source")},
        {QStringLiteral("memory_bandwidth_GBps"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("fp16_tensor_core_tflops"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("gpu_cores"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("gpu_core_max_mhz"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("base_power_w"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("idle_power_w"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("max_power_w"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("mse_calib_factor"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("mfu_factor"), QStringLiteral("kavier_fields_source")},
        {QStringLiteral("network_bandwidth_gbps"), QStringLiteral("network_bandwidth_source")},
        {QStringLiteral("dense_bf16_tflops"), QStringLiteral("dense_tflops_source")},
        {QStringLiteral("intra_node_bus_GBps"), QStringLiteral("intra_node_bus_source")},
        {QStringLiteral("inter_node_gbps"), QStringLiteral("inter_node_source")},
        {QStringLiteral("dense_fp8_tflops"), QStringLiteral("dense_fp8_source")},
        {QStringLiteral("board_idle_w"), QStringLiteral("board_power_source")},
        {QStringLiteral("board_tdp_w"), QStringLiteral("board_power_source")},
        {QStringLiteral("dense_fp4_tflops"), QStringLiteral("dense_fp4_source")},
        {QStringLiteral("nvlink_domain_gpus"), QStringLiteral("topology_source")},
        {QStringLiteral("nic_gbps_per_gpu"), QStringLiteral("topology_source")},
        {QStringLiteral("cooling"), QStringLiteral("cooling_source")},
    };
    return sources;
}

} // namespace CatalogFields
