#include "catalog/Catalog.h"

#include "catalog/CatalogFields.h"
#include "common/CoastlineError.h"
#include "common/NamedChoice.h"
#include "io/CsvTable.h"
#include "model/Configuration.h"

#include <QFile>
#include <algorithm>
#include <limits>
#include <mutex>

namespace {

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
            int d = NamedChoice::editDistance(needle, hay);
            if (!needle.isEmpty() && hay.contains(needle))
                d = std::min(d, int(hay.size() - needle.size()) / 4); // a substring is a strong hint
            // ... and so is a name with a suffix added ("B200-SXM" for B200), when the name is at least half
            // of what was typed (so "A10" is no hint for "A100-SXM")
            if (!hay.isEmpty() && 2 * hay.size() >= needle.size() && needle.startsWith(hay))
                d = std::min(d, int(needle.size() - hay.size()) / 8);
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

ErrorMessage unknownNameMessage(const QString &what, const QString &name, const QStringList &closest)
{
    const QString shown = name.size() > 60 ? name.left(57) + QStringLiteral("...") : name;
    return ErrorMessage(ErrorCode::UnknownName).arg(what, shown, closest.join(QStringLiteral(", ")));
}

} // namespace

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
    llms.requireColumns(CatalogFields::csvRequiredNames(CatalogFields::llm()));
    gpus.requireColumns(CatalogFields::csvRequiredNames(CatalogFields::gpu()));
    Catalog catalog;
    for (int r = 0; r < llms.rowCount(); ++r) {
        LlmSpec s;
        for (const auto &field : CatalogFields::llm())
            field.readCsv(s, llms, r);
        catalog.m_llms.append(s);
    }
    for (int r = 0; r < gpus.rowCount(); ++r) {
        GpuSpec g;
        for (const auto &field : CatalogFields::gpu())
            field.readCsv(g, gpus, r);
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
