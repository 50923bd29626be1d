#include "feasibility/MemoryModel.h"

#include "common/CoastlineError.h"

#include <limits>

namespace {

bool isMoe(const LlmSpec &llm)
{
    return llm.isMoe || llm.numExperts.value_or(0) > 0;
}

/// P (§5.3a rule 1): the published count (tied tensors once) when present, else Kavier's m_params.
double parameterCount(const LlmSpec &llm)
{
    if (llm.totalParamsPublished && *llm.totalParamsPublished > 0)
        return *llm.totalParamsPublished;
    return llm.mParams;
}

} // namespace

MemoryModel::MemoryModel(const LlmSpec &llm, const GpuSpec &gpu)
{
    const QStringList missing = missingArchitectureFields(llm);
    if (!missing.isEmpty())
        throw CoastlineError(QStringLiteral("%1memory model: LLM '%2' lacks the architecture fields %3")
                                 .arg(llm.origin.isEmpty() ? QString() : llm.origin + QStringLiteral(": "),
                                     llm.name, missing.join(QStringLiteral(", "))));
    if (!(gpu.memoryMib > 0))
        throw CoastlineError(
            QStringLiteral("memory model: GPU '%1' has no memory size (memory_mib or memory_gb)")
                .arg(gpu.name));

    const double vocab = *llm.vocabSize;
    const double hidden = llm.dModel;
    m_layers = llm.nLayers;
    m_params = parameterCount(llm);
    m_embeddingParams = vocab * hidden * (*llm.tieWordEmbeddings ? 1.0 : 2.0); // §5.3a rule 2
    m_bodyParams = m_params - m_embeddingParams;
    m_activeIntermediate = isMoe(llm) // §5.3a rule 3
        ? *llm.expertsPerToken * *llm.intermediateSize + llm.sharedExpertIntermediateSize.value_or(0)
        : *llm.intermediateSize;
    m_bytesPerToken = kActivationBytes * m_layers * hidden // one bf16 checkpoint per layer
        + kActivationBytes * (kWorkspaceHiddenFactor * hidden + kWorkspaceFfnFactor * m_activeIntermediate)
        + kLogitsBytesPerVocabEntry * vocab;
    m_capacityBytes = gpu.memoryMib * kBytesPerMib - kReservedBytes; // §5.3a rule 5
    m_hybridMamba = isHybridMamba(llm);
}

MemoryModel::Estimate MemoryModel::estimate(
    Method method, qint64 tokensPerSample, int totalGpus, qint64 perDeviceBatch) const
{
    if (totalGpus < 1 || perDeviceBatch < 1 || tokensPerSample < 1)
        throw CoastlineError(
            QStringLiteral("memory model: total GPUs, per-device batch and tokens per sample "
                           "must be >= 1, got %1, %2 and %3")
                .arg(totalGpus)
                .arg(perDeviceBatch)
                .arg(tokensPerSample));

    // Unsharded training state, split for display (see the class comment), and the FSDP byte widths.
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double weightBytes = kWeightBytes16Bit; // w
    double gradientBytes = 0; // g
    switch (method) {
    case Method::Full:
        weights = kWeightBytes16Bit * m_params;
        gradients = kGradientBytes16Bit * m_params;
        optimizer = kOptimizerBytesAdamW * m_params;
        gradientBytes = kGradientBytes16Bit;
        break;
    case Method::Lora:
        weights = kWeightBytes16Bit * m_params;
        break;
    case Method::GptqLora:
        weightBytes = kGptqWeightBytes;
        weights = kGptqWeightBytes * m_bodyParams + kWeightBytes16Bit * m_embeddingParams;
        break;
    case Method::Qlora:
        weightBytes = kNf4WeightBytes;
        weights = kNf4WeightBytes * m_bodyParams + kWeightBytes16Bit * m_embeddingParams;
        break;
    }

    const double shards = totalGpus >= 2 ? totalGpus : 1; // S: FULL_SHARD only with 2+ GPUs (§5.3a rule 6)
    Estimate e;
    e.stateBytes = (weights + gradients + optimizer) / shards;
    if (totalGpus >= 2)
        e.workingSetBytes = kGatheredLayers * (m_bodyParams / m_layers) * (weightBytes + gradientBytes)
            + m_embeddingParams * (kWeightBytes16Bit + gradientBytes);
    if (qMulOverflow(perDeviceBatch, tokensPerSample, &e.tokensPerDevice))
        e.tokensPerDevice = std::numeric_limits<qint64>::max(); // display only; the bytes below stay exact
    e.activationBytes = double(perDeviceBatch) * double(tokensPerSample) * m_bytesPerToken;
    e.totalBytes = e.stateBytes + e.workingSetBytes + e.activationBytes;
    e.capacityBytes = m_capacityBytes;

    MemoryBreakdown &b = e.breakdown;
    b.weightsGb = weights / shards / kBytesPerGb;
    b.gradientsGb = gradients / shards / kBytesPerGb;
    b.optimizerGb = optimizer / shards / kBytesPerGb;
    b.workingSetGb = e.workingSetBytes / kBytesPerGb;
    b.activationsGb = e.activationBytes / kBytesPerGb;
    b.totalGb = e.totalBytes / kBytesPerGb;
    b.capacityGb = e.capacityBytes / kBytesPerGb;
    return e;
}

QList<Reason> MemoryModel::caveats(Method method) const
{
    QList<Reason> notes;
    if (m_hybridMamba)
        notes.append({Reason::Code::HybridMambaWorkspace, {}});
    if (method == Method::Qlora)
        notes.append({Reason::Code::QloraUnmeasured, {}});
    return notes;
}

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
    if (!(parameterCount(llm) > 0))
        missing.append(QStringLiteral("total_params_published (or m_params)"));
    if (!llm.vocabSize || !(*llm.vocabSize > 0))
        missing.append(QStringLiteral("vocab_size"));
    if (!llm.intermediateSize || !(*llm.intermediateSize > 0))
        missing.append(QStringLiteral("intermediate_size"));
    if (!llm.tieWordEmbeddings)
        missing.append(QStringLiteral("tie_word_embeddings"));
    if (isMoe(llm) && (!llm.expertsPerToken || *llm.expertsPerToken < 1))
        missing.append(QStringLiteral("experts_per_token"));
    return missing;
}

bool MemoryModel::isHybridMamba(const LlmSpec &llm)
{
    const auto mentions = [](const QString &text, const QString &needle) {
        return text.contains(needle, Qt::CaseInsensitive);
    };
    const QString pattern = QStringLiteral("granite-4.0-h-");
    const QString mamba = QStringLiteral("mamba");
    return mentions(llm.name, pattern) || mentions(llm.hfRepoId, pattern)
        || mentions(llm.upstreamComment, mamba) || mentions(llm.architectureSource, mamba);
}
