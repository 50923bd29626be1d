#include "catalog/HfConfigImport.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "io/JsonText.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace HfConfigImport {

namespace {

const QStringList knownTypes {QStringLiteral("llama"), QStringLiteral("mistral"), QStringLiteral("mixtral"),
    QStringLiteral("qwen2"), QStringLiteral("qwen2_moe"), QStringLiteral("qwen3"), QStringLiteral("gemma"),
    QStringLiteral("gemma2"), QStringLiteral("phi3"), QStringLiteral("granite"),
    QStringLiteral("granitemoe")};

/// The largest count a field may hold (a 10⁷-wide layer or a 10⁸-token vocabulary is a typo).
constexpr double maxCount = 1e8;

/// Model types whose configs must say how many experts there are and how many each token uses: the key
/// naming the expert count (transformers' MixtralConfig, GraniteMoeConfig, Qwen2MoeConfig).
const QList<std::pair<QString, const char *>> moeTypes {{QStringLiteral("mixtral"), "num_local_experts"},
    {QStringLiteral("granitemoe"), "num_local_experts"}, {QStringLiteral("qwen2_moe"), "num_experts"}};

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

} // namespace

Result fromJson(const QByteArray &json, const QString &path, const QString &name)
{
    const QJsonDocument doc = JsonText::parse(json, path, QStringLiteral("not a config.json: invalid JSON"));
    if (!doc.isObject())
        throw CoastlineError(QStringLiteral("%1: not a config.json (expected a JSON object)").arg(path));
    QJsonObject o = doc.object();
    if (o.value(QLatin1String("text_config")).isObject()) // multimodal wrappers keep the LM here
        o = o.value(QLatin1String("text_config")).toObject();
    const QString type = o.value(QLatin1String("model_type")).toString();
    Result result;
    QStringList missing;
    const auto count = [&](const char *key, std::optional<double> fallback = std::nullopt) -> double {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (fallback)
                return *fallback;
            missing.append(QLatin1String(key));
            return 0;
        }
        const double x = v.toDouble(-1);
        if (!v.isDouble() || !(x >= 1) || x > maxCount || std::floor(x) != x)
            throw CoastlineError(QStringLiteral("%1: %2: expected a whole number from 1 to %3, got %4")
                                     .arg(path, QLatin1String(key))
                                     .arg(maxCount)
                                     .arg(shown(v)));
        return x;
    };
    const double layers = count("num_hidden_layers");
    const double hidden = count("hidden_size");
    const double heads = count("num_attention_heads");
    const double vocabulary = count("vocab_size");
    const double intermediate = count("intermediate_size");
    if (!missing.isEmpty())
        throw CoastlineError(
            QStringLiteral("%1: %2 config: cannot find %3")
                .arg(path,
                    type.isEmpty() ? QStringLiteral("this") : QStringLiteral("model_type '%1'").arg(type),
                    missing.join(QStringLiteral(", "))));
    const double kvHeads = count("num_key_value_heads", heads);
    if (kvHeads > heads || std::fmod(heads, kvHeads) != 0)
        throw CoastlineError(
            QStringLiteral("%1: num_key_value_heads: %2 must divide num_attention_heads (%3)")
                .arg(path)
                .arg(kvHeads)
                .arg(heads));
    if (o.value(QLatin1String("head_dim")).isUndefined() && std::fmod(hidden, heads) != 0)
        throw CoastlineError(
            QStringLiteral("%1: num_attention_heads: %2 does not divide hidden_size (%3); the config needs "
                           "head_dim")
                .arg(path)
                .arg(heads)
                .arg(hidden));
    const double headDim = count("head_dim", hidden / heads);
    // Experts: Mixtral and Granite MoE say num_local_experts, Qwen2-MoE num_experts; a MoE model type
    // must give its count and num_experts_per_tok (no default: a missing one would make a dense model).
    for (const auto &[moeType, key] : moeTypes)
        if (type == moeType && o.value(QLatin1String(key)).isUndefined())
            throw CoastlineError(
                QStringLiteral("%1: model_type '%2' config: cannot find %3 (the expert count)")
                    .arg(path, type, QLatin1String(key)));
    const double experts = count("num_local_experts", count("num_experts", 1.0));
    const double perToken = experts > 1 ? count("num_experts_per_tok") : 1.0;
    if (!missing.isEmpty())
        throw CoastlineError(QStringLiteral("%1: a config with %2 experts: cannot find num_experts_per_tok")
                                 .arg(path)
                                 .arg(experts));
    if (perToken > experts)
        throw CoastlineError(QStringLiteral("%1: num_experts_per_tok: %2 is more than the %3 experts")
                                 .arg(path)
                                 .arg(perToken)
                                 .arg(experts));
    // Qwen2-MoE's routed experts have their own width.
    const double expertWidth
        = type == u"qwen2_moe" ? count("moe_intermediate_size", intermediate) : intermediate;
    const bool gemma = type.startsWith(u"gemma");
    const QJsonValue tiedValue = o.value(QLatin1String("tie_word_embeddings"));
    const bool tied = tiedValue.isBool() ? tiedValue.toBool() : gemma; // transformers' default: gemma ties
    const bool qkvBias = type.startsWith(u"qwen2") || o.value(QLatin1String("attention_bias")).toBool(false);

    const double attention = hidden * headDim * (heads + 2 * kvHeads) + headDim * heads * hidden
        + (qkvBias ? headDim * (heads + 2 * kvHeads) : 0);
    const double mlpPerExpert = 3 * hidden * expertWidth;
    const double router = experts > 1 ? hidden * experts : 0;
    const double norms = 2 * hidden;
    const double embedding = vocabulary * hidden;
    const double total = embedding + layers * (attention + experts * mlpPerExpert + router + norms) + hidden
        + (tied ? 0 : embedding);
    const double active = total - layers * (experts - perToken) * mlpPerExpert;

    if (!knownTypes.contains(type))
        result.warnings.append(QStringLiteral(
            "%1: model_type '%2' is not one Coastline knows (%3); read with the Llama-style keys, "
            "check the entry")
                                   .arg(path, type.isEmpty() ? QStringLiteral("(none)") : type,
                                       knownTypes.join(QStringLiteral(", "))));
    LlmSpec &s = result.llm;
    QString entryName = name.trimmed();
    if (entryName.isEmpty())
        entryName = o.value(QLatin1String("_name_or_path")).toString().section(u'/', -1).trimmed();
    if (entryName.isEmpty())
        throw CoastlineError(
            QStringLiteral("%1: _name_or_path: missing or empty, so the model has no name; give one (--name)")
                .arg(path));
    s.name = entryName;
    s.hfRepoId = o.value(QLatin1String("_name_or_path")).toString();
    s.nLayers = int(layers);
    s.nHeads = int(heads);
    s.dHead = int(headDim);
    s.dModel = int(hidden);
    s.pBytes = 2;
    s.mParams = total;
    s.activeParams = active;
    s.isMoe = experts > 1;
    s.vocabSize = vocabulary;
    s.intermediateSize = expertWidth;
    s.numKeyValueHeads = int(kvHeads);
    s.tieWordEmbeddings = tied;
    if (experts > 1) {
        s.numExperts = int(experts);
        s.expertsPerToken = int(perToken);
    }
    s.mlpGated = true;
    s.architectureConfidence
        = knownTypes.contains(type) ? QStringLiteral("computed") : QStringLiteral("inferred");
    s.architectureSource
        = QStringLiteral("%1 (Hugging Face config.json, model_type %2); parameter count computed "
                         "from the architecture")
              .arg(QFileInfo(path).fileName(), type.isEmpty() ? QStringLiteral("none") : type);
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
