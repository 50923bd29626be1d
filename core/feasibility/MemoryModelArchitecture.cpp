// MemoryModel's names and architecture checks: the methods it knows, the catalog fields it needs and
// the hybrid Mamba test (memory-model.md §5.3a; the estimate itself is in MemoryModel.cpp).
#include "feasibility/MemoryModel.h"

#include <algorithm>

namespace {

/// QStringView::contains(needle, Qt::CaseInsensitive) for a lowercase ASCII `needle`, without Qt's
/// per-character case folding when `text` is ASCII (the catalog's notes are): a per-job cost otherwise.
bool mentions(QStringView text, QLatin1String needle)
{
    if (!std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; }))
        return text.contains(needle, Qt::CaseInsensitive);
    const auto sameIgnoringCase = [](QChar c, char lower) {
        const char16_t u = c.unicode();
        return (u >= u'A' && u <= u'Z' ? char16_t(u + (u'a' - u'A')) : u) == char16_t(lower);
    };
    return std::search(text.begin(), text.end(), needle.begin(), needle.end(), sameIgnoringCase)
        != text.end();
}

} // namespace

std::optional<MemoryModel::Method> MemoryModel::parseMethod(const QString &name)
{
    // The usual case, a normalised name, without a copy; anything else is trimmed and lowered below.
    if (name == u"full")
        return Method::Full;
    if (name == u"lora")
        return Method::Lora;
    const QString key = name.trimmed().toLower();
    if (key == u"full")
        return Method::Full;
    if (key == u"lora")
        return Method::Lora;
    if (key == u"gptq-lora")
        return Method::GptqLora;
    if (key == u"qlora")
        return Method::Qlora;
    return std::nullopt;
}

QString MemoryModel::methodName(Method method)
{
    switch (method) {
    case Method::Full:
        return QStringLiteral("full");
    case Method::Lora:
        return QStringLiteral("lora");
    case Method::GptqLora:
        return QStringLiteral("gptq-lora");
    case Method::Qlora:
        return QStringLiteral("qlora");
    }
    return {};
}

QStringList MemoryModel::missingArchitectureFields(const LlmSpec &llm)
{
    QStringList missing;
    if (llm.nLayers < 1)
        missing.append(QStringLiteral("n_layers"));
    if (llm.dModel < 1)
        missing.append(QStringLiteral("d_model"));
    if (!(llm.parameterCount() > 0))
        missing.append(QStringLiteral("total_params_published (or m_params)"));
    if (!llm.vocabSize || !(*llm.vocabSize > 0))
        missing.append(QStringLiteral("vocab_size"));
    if (!llm.intermediateSize || !(*llm.intermediateSize > 0))
        missing.append(QStringLiteral("intermediate_size"));
    if (!llm.tieWordEmbeddings)
        missing.append(QStringLiteral("tie_word_embeddings"));
    if (llm.hasExperts() && (!llm.expertsPerToken || *llm.expertsPerToken < 1))
        missing.append(QStringLiteral("experts_per_token"));
    return missing;
}

bool MemoryModel::isHybridMamba(const LlmSpec &llm)
{
    const QLatin1String pattern("granite-4.0-h-");
    const QLatin1String mamba("mamba");
    return mentions(llm.name, pattern) || mentions(llm.hfRepoId, pattern)
        || mentions(llm.upstreamComment, mamba) || mentions(llm.architectureSource, mamba);
}
