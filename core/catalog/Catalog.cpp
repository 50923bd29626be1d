#include "catalog/Catalog.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "config/Configuration.h"
#include "io/CsvTable.h"

#include <QFile>
#include <algorithm>
#include <limits>
#include <mutex>
#include <numeric>

namespace {

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
    throw CoastlineError(QStringLiteral("%1:%2: column '%3': expected true or false, got '%4'")
                             .arg(t.fileName())
                             .arg(t.lineOf(row))
                             .arg(column, text));
}

CsvTable readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CoastlineError(QStringLiteral("%1: bundled catalog missing from the resources").arg(path));
    return CsvTable::parse(file, path);
}

/// Names longer than this are cut before comparing or quoting them: no catalog name comes close,
/// and an edit distance over a huge string would take minutes.
constexpr int kMaxComparedNameLength = 120;

/// One catalog entry for "did you mean": the name shown and every spelling it answers to (its name,
/// aliases, Hugging Face repository name). An entry scores its best spelling.
struct NameSpellings
{
    QString name;
    QStringList spellings;
};

QStringList closestNames(const QList<NameSpellings> &entries, const QString &name, int count)
{
    const QString needle = NamedChoice::forgivingKey(name.left(kMaxComparedNameLength));
    QList<QPair<int, QString>> scored;
    for (const NameSpellings &entry : entries) {
        int best = std::numeric_limits<int>::max();
        for (const QString &spelling : entry.spellings) {
            const QString hay = NamedChoice::forgivingKey(spelling);
            int d = editDistance(needle, hay);
            if (!needle.isEmpty() && hay.contains(needle))
                d = std::min(d, int(hay.size() - needle.size()) / 4); // a substring is a strong hint
            best = std::min(best, d);
        }
        scored.append({best, entry.name});
    }
    std::stable_sort(
        scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList out;
    for (int i = 0; i < std::min<int>(count, scored.size()); ++i)
        out.append(scored.at(i).second);
    return out;
}

/// The part of a Hugging Face repository id after the organisation.
QString repoShortName(const QString &repo)
{
    return repo.mid(repo.lastIndexOf(u'/') + 1);
}

QString unknownNameMessage(const QString &what, const QString &name, const QStringList &closest)
{
    const QString shown = name.size() > 60 ? name.left(57) + QStringLiteral("...") : name;
    return QStringLiteral("%1: unknown name '%2'; closest catalog names: %3")
        .arg(what, shown, closest.join(QStringLiteral(", ")));
}

} // namespace

int editDistance(const QString &a, const QString &b)
{
    QList<int> previous(b.size() + 1);
    std::iota(previous.begin(), previous.end(), 0);
    QList<int> current(b.size() + 1);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

const Catalog &Catalog::bundled()
{
    static const Catalog catalog = fromTables(readResource(QStringLiteral(":/catalog/llms.csv")),
        readResource(QStringLiteral(":/catalog/gpus.csv")));
    return catalog;
}

Catalog Catalog::effective(const Configuration &config)
{
    Catalog catalog = bundled();
    for (const LlmSpec &llm : config.catalogLlms)
        catalog.addLlm(llm);
    for (const GpuSpec &gpu : config.catalogGpus)
        catalog.addGpu(gpu);
    return catalog;
}

Catalog Catalog::fromTables(const CsvTable &llms, const CsvTable &gpus)
{
    llms.requireColumns({QStringLiteral("llm_name"), QStringLiteral("n_layers"), QStringLiteral("d_model"),
        QStringLiteral("p_bytes"), QStringLiteral("m_params"), QStringLiteral("active_params")});
    gpus.requireColumns({QStringLiteral("gpu_name"), QStringLiteral("memory_bandwidth_GBps"),
        QStringLiteral("fp16_tensor_core_tflops"), QStringLiteral("idle_power_w"),
        QStringLiteral("max_power_w"), QStringLiteral("mfu_factor")});
    Catalog catalog;
    for (int r = 0; r < llms.rowCount(); ++r) {
        LlmSpec s;
        s.name = llms.cell(r, QStringLiteral("llm_name"));
        s.nLayers = int(llms.integer(r, QStringLiteral("n_layers")));
        s.nHeads = optionalInt(llms, r, QStringLiteral("n_heads")).value_or(0);
        s.dHead = optionalInt(llms, r, QStringLiteral("d_head")).value_or(0);
        s.dModel = int(llms.integer(r, QStringLiteral("d_model")));
        s.pBytes = int(llms.integer(r, QStringLiteral("p_bytes")));
        s.mParams = llms.number(r, QStringLiteral("m_params"));
        s.activeParams = llms.number(r, QStringLiteral("active_params"));
        s.isMoe = optionalInt(llms, r, QStringLiteral("is_moe")).value_or(0) != 0;
        s.upstreamComment = llms.cell(r, QStringLiteral("upstream_comment"));
        s.hfRepoId = llms.cell(r, QStringLiteral("hf_repo_id"));
        s.vocabSize = optionalNumber(llms, r, QStringLiteral("vocab_size"));
        s.intermediateSize = optionalNumber(llms, r, QStringLiteral("intermediate_size"));
        s.numKeyValueHeads = optionalInt(llms, r, QStringLiteral("num_key_value_heads"));
        s.tieWordEmbeddings = optionalBool(llms, r, QStringLiteral("tie_word_embeddings"));
        s.numExperts = optionalInt(llms, r, QStringLiteral("num_experts"));
        s.expertsPerToken = optionalInt(llms, r, QStringLiteral("experts_per_token"));
        s.sharedExpertIntermediateSize
            = optionalNumber(llms, r, QStringLiteral("shared_expert_intermediate_size"));
        s.totalParamsPublished = optionalNumber(llms, r, QStringLiteral("total_params_published"));
        s.mlpGated = optionalBool(llms, r, QStringLiteral("mlp_gated"));
        s.architectureConfidence = llms.cell(r, QStringLiteral("architecture_confidence"));
        s.architectureSource = llms.cell(r, QStringLiteral("architecture_source"));
        catalog.m_llms.append(s);
    }
    for (int r = 0; r < gpus.rowCount(); ++r) {
        GpuSpec g;
        g.name = gpus.cell(r, QStringLiteral("gpu_name"));
        const QString aliases = gpus.cell(r, QStringLiteral("aliases"));
        if (!aliases.isEmpty())
            for (const QString &a : aliases.split(u';'))
                g.aliases.append(a.trimmed());
        g.memoryGb = optionalNumber(gpus, r, QStringLiteral("memory_gb")).value_or(0);
        g.memoryMib = optionalNumber(gpus, r, QStringLiteral("memory_mib")).value_or(g.memoryGb * 1024.0);
        g.memoryMibSource = gpus.cell(r, QStringLiteral("memory_mib_source"));
        g.memoryBandwidthGBps = gpus.number(r, QStringLiteral("memory_bandwidth_GBps"));
        g.fp16TensorCoreTflops = gpus.number(r, QStringLiteral("fp16_tensor_core_tflops"));
        g.tflopsBasis = gpus.cell(r, QStringLiteral("tflops_basis"));
        g.gpuCores = optionalInt(gpus, r, QStringLiteral("gpu_cores")).value_or(0);
        g.gpuCoreMaxMhz = optionalInt(gpus, r, QStringLiteral("gpu_core_max_mhz")).value_or(0);
        g.basePowerW = optionalNumber(gpus, r, QStringLiteral("base_power_w")).value_or(0);
        g.idlePowerW = gpus.number(r, QStringLiteral("idle_power_w"));
        g.maxPowerW = gpus.number(r, QStringLiteral("max_power_w"));
        g.mseCalibFactor = optionalNumber(gpus, r, QStringLiteral("mse_calib_factor")).value_or(1.0);
        g.mfuFactor = gpus.number(r, QStringLiteral("mfu_factor"));
        g.networkBandwidthGbps
            = optionalNumber(gpus, r, QStringLiteral("network_bandwidth_gbps")).value_or(400.0);
        g.networkBandwidthSource = gpus.cell(r, QStringLiteral("network_bandwidth_source"));
        g.denseBf16Tflops = optionalNumber(gpus, r, QStringLiteral("dense_bf16_tflops")).value_or(0);
        g.denseTflopsSource = gpus.cell(r, QStringLiteral("dense_tflops_source"));
        g.intraNodeBusGBps = optionalNumber(gpus, r, QStringLiteral("intra_node_bus_GBps")).value_or(0);
        g.intraNodeBusSource = gpus.cell(r, QStringLiteral("intra_node_bus_source"));
        g.interNodeGbps = optionalNumber(gpus, r, QStringLiteral("inter_node_gbps")).value_or(0);
        g.interNodeSource = gpus.cell(r, QStringLiteral("inter_node_source"));
        g.architecture = gpus.cell(r, QStringLiteral("architecture"));
        catalog.m_gpus.append(g);
    }
    return catalog;
}

void Catalog::addLlm(const LlmSpec &llm)
{
    for (LlmSpec &existing : m_llms)
        if (existing.name == llm.name) {
            existing = llm;
            return;
        }
    m_llms.append(llm);
}

void Catalog::addGpu(const GpuSpec &gpu)
{
    for (GpuSpec &existing : m_gpus)
        if (existing.name == gpu.name) {
            existing = gpu;
            return;
        }
    m_gpus.append(gpu);
}

QString Catalog::llmAlias(const QString &lowercaseShortName)
{
    static const QHash<QString, QString> aliases = {
        {QStringLiteral("llama-3.2-1b"), QStringLiteral("llama3.2-1b")},
        {QStringLiteral("llama-3.2-3b"), QStringLiteral("llama3.2-3b")},
        {QStringLiteral("llama-3.1-8b"), QStringLiteral("llama3.1-8b")},
        {QStringLiteral("meta-llama-3.1-8b"), QStringLiteral("llama3.1-8b")},
        {QStringLiteral("llama-3.1-70b"), QStringLiteral("llama3.1-70b")},
        {QStringLiteral("meta-llama-3.1-70b"), QStringLiteral("llama3.1-70b")},
        {QStringLiteral("meta-llama-3-8b"), QStringLiteral("llama3-8b")},
        {QStringLiteral("meta-llama-3-70b"), QStringLiteral("llama3-70b")},
        {QStringLiteral("llama-2-13b-hf"), QStringLiteral("Llama-2-13B")},
        {QStringLiteral("llama-2-70b-hf"), QStringLiteral("llama2-70b")},
        {QStringLiteral("llama-2-70b"), QStringLiteral("llama2-70b")},
        {QStringLiteral("granite-3.0-8b-base"), QStringLiteral("granite-3-8b")},
        {QStringLiteral("granite-3.1-2b-base"), QStringLiteral("granite-3.1-2b")},
        {QStringLiteral("granite-3.3-8b-base"), QStringLiteral("granite-3.3-8b")},
    };
    return aliases.value(lowercaseShortName);
}

QString Catalog::findLlmName(const QString &name) const
{
    QString shortName = name.trimmed();
    const qsizetype slash = shortName.lastIndexOf(u'/');
    if (slash >= 0)
        shortName = shortName.mid(slash + 1);
    if (shortName.isEmpty())
        return {};
    for (const LlmSpec &s : m_llms)
        if (s.name == shortName)
            return s.name;
    for (const LlmSpec &s : m_llms)
        if (s.name.compare(shortName, Qt::CaseInsensitive) == 0)
            return s.name;
    const QString alias = llmAlias(shortName.toLower());
    if (!alias.isEmpty())
        for (const LlmSpec &s : m_llms)
            if (s.name == alias)
                return s.name;
    // Forgiving: `-`, `_` and space alike; then the entry's Hugging Face repository name; then the same
    // without a variant suffix (-Instruct, -chat, -hf: fine-tuned variants share the architecture).
    QString key = NamedChoice::forgivingKey(shortName);
    for (int pass = 0; pass < 2; ++pass) {
        for (const LlmSpec &s : m_llms)
            if (NamedChoice::forgivingKey(s.name) == key)
                return s.name;
        for (const LlmSpec &s : m_llms)
            if (!s.hfRepoId.isEmpty() && NamedChoice::forgivingKey(repoShortName(s.hfRepoId)) == key)
                return s.name;
        bool stripped = false;
        for (const QString &suffix :
            {QStringLiteral("-instruct"), QStringLiteral("-chat"), QStringLiteral("-hf")})
            if (key.endsWith(suffix) && key.size() > suffix.size()) {
                key.chop(suffix.size());
                stripped = true;
                break;
            }
        if (!stripped)
            break;
    }
    return {};
}

QString Catalog::findGpuName(const QString &name) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return {};
    for (const GpuSpec &g : m_gpus)
        if (g.name == trimmed)
            return g.name;
    for (const GpuSpec &g : m_gpus)
        if (g.name.compare(trimmed, Qt::CaseInsensitive) == 0)
            return g.name;
    for (const GpuSpec &g : m_gpus)
        for (const QString &alias : g.aliases)
            if (alias.compare(trimmed, Qt::CaseInsensitive) == 0)
                return g.name;
    const QString key = NamedChoice::forgivingKey(trimmed); // forgiving: `-`, `_` and space alike
    for (const GpuSpec &g : m_gpus) {
        if (NamedChoice::forgivingKey(g.name) == key)
            return g.name;
        for (const QString &alias : g.aliases)
            if (NamedChoice::forgivingKey(alias) == key)
                return g.name;
    }
    return {};
}

QString Catalog::resolveLlmName(const QString &name, const QString &what) const
{
    const QString key = findLlmName(name);
    if (key.isEmpty())
        throw CoastlineError(unknownNameMessage(what, name, closestLlmNames(name)));
    return key;
}

QString Catalog::resolveGpuName(const QString &name, const QString &what) const
{
    const QString key = findGpuName(name);
    if (key.isEmpty())
        throw CoastlineError(unknownNameMessage(what, name, closestGpuNames(name)));
    return key;
}

const LlmSpec &Catalog::llm(const QString &name) const
{
    const QString key = resolveLlmName(name);
    return *std::find_if(m_llms.cbegin(), m_llms.cend(), [&](const LlmSpec &s) { return s.name == key; });
}

const GpuSpec &Catalog::gpu(const QString &name) const
{
    const QString key = resolveGpuName(name);
    return *std::find_if(m_gpus.cbegin(), m_gpus.cend(), [&](const GpuSpec &g) { return g.name == key; });
}

QStringList Catalog::closestLlmNames(const QString &name, int count) const
{
    QList<NameSpellings> entries;
    for (const LlmSpec &s : m_llms) {
        NameSpellings entry {s.name, {s.name}};
        if (!s.hfRepoId.isEmpty())
            entry.spellings.append(repoShortName(s.hfRepoId));
        entries.append(entry);
    }
    QString shortName = name.trimmed();
    shortName = shortName.mid(shortName.lastIndexOf(u'/') + 1);
    return closestNames(entries, shortName, count);
}

QStringList Catalog::closestGpuNames(const QString &name, int count) const
{
    QList<NameSpellings> entries;
    for (const GpuSpec &g : m_gpus)
        entries.append({g.name, QStringList {g.name} + g.aliases});
    return closestNames(entries, name.trimmed(), count);
}
