#include "catalog/HfConfigImport.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "io/JsonText.h"
#include "model/ParameterCount.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace HfConfigImport {

namespace {

/// How a family names its experts (transformers' configuration classes of each model_type).
enum class Experts {
    None, ///< dense
    Local, ///< num_local_experts, each intermediate_size wide (Mixtral, Granite MoE, gpt-oss, Llama 4)
    Qwen, ///< num_experts, moe_intermediate_size, decoder_sparse_step (Qwen2-MoE, Qwen3-MoE)
    DeepSeek, ///< n_routed_experts, moe_intermediate_size, n_shared_experts, first_k_dense_replace, MLA
};

struct Family
{
    QString type;
    Experts experts = Experts::None;
};

const QList<Family> &families()
{
    static const QList<Family> list {{QStringLiteral("llama"), Experts::None},
        {QStringLiteral("mistral"), Experts::None}, {QStringLiteral("qwen2"), Experts::None},
        {QStringLiteral("qwen3"), Experts::None}, {QStringLiteral("gemma"), Experts::None},
        {QStringLiteral("gemma2"), Experts::None}, {QStringLiteral("gemma3"), Experts::None},
        {QStringLiteral("gemma3_text"), Experts::None}, {QStringLiteral("phi3"), Experts::None},
        {QStringLiteral("granite"), Experts::None}, {QStringLiteral("mixtral"), Experts::Local},
        {QStringLiteral("granitemoe"), Experts::Local}, {QStringLiteral("granitemoehybrid"), Experts::Local},
        {QStringLiteral("gpt_oss"), Experts::Local}, {QStringLiteral("llama4"), Experts::Local},
        {QStringLiteral("llama4_text"), Experts::Local}, {QStringLiteral("qwen2_moe"), Experts::Qwen},
        {QStringLiteral("qwen3_moe"), Experts::Qwen}, {QStringLiteral("deepseek_v2"), Experts::DeepSeek},
        {QStringLiteral("deepseek_v3"), Experts::DeepSeek}, {QStringLiteral("kimi_k2"), Experts::DeepSeek}};
    return list;
}

const Family *familyOf(const QString &type)
{
    for (const Family &f : families())
        if (f.type == type)
            return &f;
    return nullptr;
}

QString knownTypes()
{
    QStringList names;
    for (const Family &f : families())
        names.append(f.type);
    return names.join(QStringLiteral(", "));
}

/// Keys that only a mixture of experts or a latent-attention model has: an unknown model_type with one
/// of them is refused rather than read as a dense Llama.
const char *const moeKeys[] = {"num_local_experts", "num_experts", "n_routed_experts",
    "moe_intermediate_size", "num_experts_per_tok", "experts_per_token", "kv_lora_rank", "n_shared_experts"};

/// The largest count a field may hold (a 10⁷-wide layer or a 10⁸-token vocabulary is a typo).
constexpr double maxCount = 1e8;

/// A JSON value as the user wrote it, for an error message: `"32"` for a text, `true`, `a list`.
QString shown(const QJsonValue &v)
{
    if (v.isString())
        return QStringLiteral("the text \"%1\"").arg(v.toString());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isArray())
        return QStringLiteral("a list");
    if (v.isObject())
        return QStringLiteral("an object");
    return QString::number(v.toDouble());
}

/// Reads whole-number fields of one config object, collecting the missing ones.
class Reader
{
public:
    Reader(const QJsonObject &o, const QString &path)
        : m_o(o)
        , m_path(path)
    { }
    bool has(const char *key) const
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }
    /// The value of `key`, a whole number from `minimum` to 10⁸; absent: `fallback`, else recorded as
    /// missing (0).
    double count(const char *key, std::optional<double> fallback = std::nullopt, double minimum = 1)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (fallback)
                return *fallback;
            m_missing.append(QLatin1String(key));
            return 0;
        }
        const double x = v.toDouble(-1);
        if (!v.isDouble() || !(x >= minimum) || x > maxCount || std::floor(x) != x)
            throw CoastlineError(ErrorMessage(ErrorCode::HfNotWholeNumber)
                                     .arg(m_path, QLatin1String(key))
                                     .arg(minimum)
                                     .arg(maxCount)
                                     .arg(shown(v)));
        return x;
    }
    /// Throws naming every missing key ("<path>: <what>: cannot find a, b").
    void requireFound(const QString &what)
    {
        if (!m_missing.isEmpty())
            throw CoastlineError(ErrorMessage(ErrorCode::HfCannotFind)
                                     .arg(m_path, what, m_missing.join(QStringLiteral(", "))));
    }
    const QJsonObject &object() const { return m_o; }

private:
    QJsonObject m_o;
    QString m_path;
    QStringList m_missing;
};

/// Refuses an unknown model_type whose config has mixture-of-experts or latent-attention keys.
void refuseUnknownMoe(const Reader &r, const QString &type, const QString &path)
{
    if (familyOf(type))
        return;
    QStringList found;
    for (const char *key : moeKeys)
        if (r.has(key))
            found.append(QLatin1String(key));
    if (!found.isEmpty())
        throw CoastlineError(ErrorMessage(ErrorCode::HfUnknownMoeType)
                                 .arg(path, type.isEmpty() ? QStringLiteral("(none)") : type,
                                     found.join(QStringLiteral(", ")), knownTypes()));
}

/// Attention: heads, key/value heads and head width; MLA's ranks and head widths.
void readAttention(Reader &r, LlmSpec &s, const QString &path)
{
    const double heads = s.nHeads;
    const double kvHeads = r.count("num_key_value_heads", heads);
    if (kvHeads > heads || std::fmod(heads, kvHeads) != 0)
        throw CoastlineError(ErrorMessage(ErrorCode::HfKvHeadsNotDivisor).arg(path).arg(kvHeads).arg(heads));
    s.numKeyValueHeads = int(kvHeads);
    if (r.has("kv_lora_rank")) {
        s.kvLoraRank = int(r.count("kv_lora_rank"));
        if (r.has("q_lora_rank"))
            s.qLoraRank = int(r.count("q_lora_rank"));
        s.qkRopeHeadDim = int(r.count("qk_rope_head_dim"));
        s.qkNopeHeadDim = int(r.count("qk_nope_head_dim"));
        s.vHeadDim = int(r.count("v_head_dim"));
        r.requireFound(QStringLiteral("a latent-attention config (kv_lora_rank)"));
        s.dHead = *s.qkRopeHeadDim + *s.qkNopeHeadDim; // a query/key head's width
        return;
    }
    if (!r.has("head_dim") && std::fmod(double(s.dModel), heads) != 0)
        throw CoastlineError(ErrorMessage(ErrorCode::HfHeadsNotDivisor).arg(path).arg(heads).arg(s.dModel));
    s.dHead = int(r.count("head_dim", s.dModel / heads));
}

/// The experts of `family`: count, top-k, widths, shared experts, dense layers and MoE frequency.
void readExperts(Reader &r, LlmSpec &s, const QString &type, Experts family, const QString &path)
{
    const char *countKey = family == Experts::Qwen ? "num_experts"
        : family == Experts::DeepSeek              ? "n_routed_experts"
                                                   : "num_local_experts";
    const bool hybrid = type == u"granitemoehybrid";
    if (!r.has(countKey) && !hybrid)
        throw CoastlineError(
            ErrorMessage(ErrorCode::HfNoExpertCount).arg(path, type, QLatin1String(countKey)));
    const double experts = r.count(countKey, 0.0, 0);
    if (hybrid) { // Granite 4: Mamba-2 layers are not counted; an MLP-only one is a plain transformer
        const QJsonArray layerTypes = r.object().value(QLatin1String("layer_types")).toArray();
        for (const QJsonValue &layer : layerTypes)
            if (layer.toString() != u"attention")
                throw CoastlineError(ErrorMessage(ErrorCode::HfUncountable)
                                         .arg(path, QStringLiteral("layer_types"),
                                             QStringLiteral("it has '%1' layers").arg(layer.toString())));
        const double shared = r.count("shared_intermediate_size", 0.0, 0);
        if (experts < 1) {
            s.intermediateSize = shared; // dense: the shared MLP is the layer's MLP
            return;
        }
        s.sharedExpertIntermediateSize = shared;
        s.numSharedExperts = shared > 0 ? 1 : 0;
    }
    if (experts < 1)
        return;
    const double perToken
        = r.count(r.has("experts_per_token") && !r.has("num_experts_per_tok") ? "experts_per_token"
                                                                              : "num_experts_per_tok");
    r.requireFound(QStringLiteral("a config with %1 experts").arg(experts));
    if (perToken > experts)
        throw CoastlineError(
            ErrorMessage(ErrorCode::HfTooManyExpertsPerToken).arg(path).arg(perToken).arg(experts));
    s.isMoe = true;
    s.numExperts = int(experts);
    s.expertsPerToken = int(perToken);
    if (type.startsWith(u"llama4")) { // one shared expert as wide as a routed one; dense layers wider
        s.moeIntermediateSize = s.intermediateSize;
        s.intermediateSize = r.count("intermediate_size_mlp", *s.intermediateSize);
        s.numSharedExperts = 1;
        s.sharedExpertIntermediateSize = s.moeIntermediateSize;
        s.moeLayerFreq = int(r.count("interleave_moe_layer_step", 1.0));
    } else if (family == Experts::Qwen) {
        s.moeIntermediateSize = r.count("moe_intermediate_size");
        const double shared = r.count("shared_expert_intermediate_size", 0.0, 0);
        s.numSharedExperts = shared > 0 ? 1 : 0;
        s.sharedExpertIntermediateSize = shared;
        s.moeLayerFreq = int(r.count("decoder_sparse_step", 1.0));
        if (!r.object().value(QLatin1String("mlp_only_layers")).toArray().isEmpty())
            throw CoastlineError(ErrorMessage(ErrorCode::HfUncountable)
                                     .arg(path, QStringLiteral("mlp_only_layers"),
                                         QStringLiteral("it lists dense layers among the MoE ones")));
    } else if (family == Experts::DeepSeek) {
        s.moeIntermediateSize = r.count("moe_intermediate_size");
        s.numSharedExperts = int(r.count("n_shared_experts", 0.0, 0));
        s.sharedExpertIntermediateSize = *s.numSharedExperts * *s.moeIntermediateSize;
        s.firstKDenseReplace = int(r.count("first_k_dense_replace", 0.0, 0));
        s.moeLayerFreq = int(r.count("moe_layer_freq", 1.0));
        s.mtpLayers = int(r.count("num_nextn_predict_layers", 0.0, 0));
    }
    r.requireFound(QStringLiteral("model_type '%1' config").arg(type));
}

/// The config object holding the language model: `text_config` of a multimodal wrapper (Llama 4,
/// Gemma 3), else the whole object.
QJsonObject languageModel(const QJsonObject &o)
{
    return o.value(QLatin1String("text_config")).isObject() ? o.value(QLatin1String("text_config")).toObject()
                                                            : o;
}

} // namespace

Result fromJson(const QByteArray &json, const QString &path, const QString &name)
{
    const QJsonDocument doc = JsonText::parse(json, path, QStringLiteral("not a config.json: invalid JSON"));
    if (!doc.isObject())
        throw CoastlineError(ErrorMessage(ErrorCode::HfNotAConfig).arg(path));
    const QJsonObject outer = doc.object();
    Reader r(languageModel(outer), path);
    QString type = r.object().value(QLatin1String("model_type")).toString();
    if (type.isEmpty())
        type = outer.value(QLatin1String("model_type")).toString();
    refuseUnknownMoe(r, type, path);
    const Family *family = familyOf(type);
    LlmSpec s;
    s.nLayers = int(r.count("num_hidden_layers"));
    s.dModel = int(r.count("hidden_size"));
    s.nHeads = int(r.count("num_attention_heads"));
    s.vocabSize = r.count("vocab_size");
    const bool hybrid = type == u"granitemoehybrid"; // its MLP width may be shared_intermediate_size alone
    s.intermediateSize
        = r.count("intermediate_size", hybrid ? std::optional(0.0) : std::nullopt, hybrid ? 0 : 1);
    r.requireFound(
        type.isEmpty() ? QStringLiteral("this config") : QStringLiteral("model_type '%1' config").arg(type));
    readAttention(r, s, path);
    if (family && family->experts != Experts::None)
        readExperts(r, s, type, family->experts, path);
    if (!(s.expertWidth() > 0) && !(s.intermediateSize.value_or(0) > 0))
        throw CoastlineError(ErrorMessage(ErrorCode::HfNoIntermediateSize).arg(path));

    const QJsonValue tiedValue = r.object().value(QLatin1String("tie_word_embeddings"));
    const QJsonValue outerTied = outer.value(QLatin1String("tie_word_embeddings"));
    s.tieWordEmbeddings = tiedValue.isBool() ? tiedValue.toBool()
        : outerTied.isBool()                 ? outerTied.toBool()
                                             : type.startsWith(u"gemma"); // transformers' default: gemma ties
    s.mlpGated = true;
    const ParameterCount count = ParameterCount::of(s);
    s.pBytes = 2;
    s.mParams = count.total;
    s.activeParams = count.active;

    Result result;
    if (!family)
        result.warnings.append(
            QStringLiteral(
                "%1: model_type '%2' is not one Coastline knows (%3); read with the Llama-style keys, "
                "check the entry")
                .arg(path, type.isEmpty() ? QStringLiteral("(none)") : type, knownTypes()));
    QString entryName = name.trimmed();
    const QString repo = outer.value(QLatin1String("_name_or_path")).toString();
    if (entryName.isEmpty())
        entryName = repo.section(u'/', -1).trimmed();
    if (entryName.isEmpty())
        throw CoastlineError(ErrorMessage(ErrorCode::HfNoName).arg(path));
    s.name = entryName;
    s.hfRepoId = repo;
    s.architectureConfidence = family ? QStringLiteral("computed") : QStringLiteral("inferred");
    s.architectureSource
        = QStringLiteral("%1 (Hugging Face config.json, model_type %2); parameter count computed "
                         "from the architecture")
              .arg(QFileInfo(path).fileName(), type.isEmpty() ? QStringLiteral("none") : type);
    result.llm = s;
    return result;
}

Result fromFile(const QString &path, const QString &name)
{
    return fromJson(BoundedFile::read(path, 1 << 20), path, name);
}

bool addTo(QList<LlmSpec> &entries, const LlmSpec &llm)
{
    for (LlmSpec &existing : entries)
        if (existing.name == llm.name) {
            existing = llm;
            return true;
        }
    entries.append(llm);
    return false;
}

} // namespace HfConfigImport
