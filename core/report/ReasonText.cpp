#include "report/ReasonText.h"

#include <QCoreApplication>
#include <QLocale>

namespace ReasonText {

namespace {

/// A translatable wording and how it is filled: `source` is translated for Language::Interface; when
/// no translation is installed (or for Language::English), the source text is used, and numbers are
/// written as the outputs always wrote them.
class Words
{
public:
    Words(const char *source, Language language, const char *comment = nullptr)
        : m_source(QString::fromUtf8(source))
        , m_text(language == Language::Interface ? QCoreApplication::translate("ReasonText", source, comment)
                                                 : m_source)
        , m_localised(m_text != m_source)
    { }

    Words &gigabytes(const QVariant &value)
    {
        const double gb = value.toDouble();
        m_text = m_text.arg(m_localised ? QLocale().toString(gb, 'f', 2) : QString::number(gb, 'f', 2));
        return *this;
    }
    Words &percent(const QVariant &value)
    {
        const double p = value.toDouble();
        m_text = m_text.arg(m_localised ? QLocale().toString(p, 'f', 1) : QString::number(p, 'f', 1));
        return *this;
    }
    Words &integer(const QVariant &value)
    {
        const qint64 n = value.toLongLong();
        m_text = m_text.arg(m_localised ? QLocale().toString(n) : QString::number(n));
        return *this;
    }
    Words &name(const QVariant &value)
    {
        m_text = m_text.arg(value.toString());
        return *this;
    }
    QString text() const { return m_text; }

private:
    QString m_source;
    QString m_text;
    bool m_localised;
};

QVariant arg(const Reason &reason, int i)
{
    return reason.args.value(i);
}

} // namespace

QString text(const Reason &r, Language language)
{
    using Code = Reason::Code;
    const auto words = [language](const char *source) { return Words(source, language); };
    // Wordings marked QT_TRANSLATE_NOOP were translated before; the others (AutoConf's and the
    // configuration's own messages, the explain-only notes) stay English.
    switch (r.code) {
    case Code::Text:
        return arg(r, 0).toString();
    // Memory in GB (10⁹ bytes) everywhere, the app too (issue 36 item 7: the app said GiB where the CLI
    // says GB).
    case Code::Fits:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "fits: %1 GB of %2 GB per GPU (memory model standing in for AutoConf)"))
            .gigabytes(arg(r, 0))
            .gigabytes(arg(r, 1))
            .text();
    case Code::OutOfMemory:
        return words(QT_TRANSLATE_NOOP("ReasonText", "out of memory: %1 GB needed, %2 GB available per GPU"))
            .gigabytes(arg(r, 0))
            .gigabytes(arg(r, 1))
            .text();
    case Code::TightFits:
        // issue 37: inside the risk band, accepted (feasibility.margin 0)
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "tight: %1 GB of %2 GB per GPU, inside the risk band from %3 GB where measured "
                         "runs both ran and ran out of memory (memory model standing in for AutoConf)"))
            .gigabytes(arg(r, 0))
            .gigabytes(arg(r, 1))
            .gigabytes(arg(r, 2))
            .text();
    case Code::TightRejected:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "tight, rejected by the memory margin: %1 GB of %2 GB per GPU, margin %4 "
                         "accepts up to %3 GB"))
            .gigabytes(arg(r, 0))
            .gigabytes(arg(r, 1))
            .gigabytes(arg(r, 2))
            .name(QString::number(arg(r, 3).toDouble()))
            .text();
    case Code::RulesPassed:
        return words(QT_TRANSLATE_NOOP("ReasonText", "passes the structural rules (no memory check)")).text();
    case Code::NotChecked:
        return words(QT_TRANSLATE_NOOP("ReasonText", "not checked (feasibility: none)")).text();
    case Code::InvalidTotalGpus:
        return QStringLiteral("invalid total_gpus");
    case Code::BatchBelowOne:
        return QStringLiteral("batch_size must be >= 1 (per-device)");
    case Code::TokensPerSampleBelowOne:
        return QStringLiteral("invalid_job_config: tokens_per_sample must be >= 1, got %1")
            .arg(arg(r, 0).toLongLong());
    case Code::UnknownMethod:
        return QStringLiteral("invalid_job_config: unknown fine-tuning method '%1': expected one of "
                              "full, lora, qlora, gptq-lora")
            .arg(arg(r, 0).toString());
    case Code::BatchNotDivisible:
        return QStringLiteral(
            "Rule-based classifier error: batch_size must be evenly divisible by number_gpus.");
    case Code::TokenBudgetExceeded:
        return words(
            QT_TRANSLATE_NOOP("ReasonText",
                "per-device token load %1 (batch %2 x %3 tokens) exceeds the empirical budget of %4"))
            .integer(arg(r, 0))
            .integer(arg(r, 1))
            .integer(arg(r, 2))
            .integer(arg(r, 3))
            .text();
    case Code::HybridMambaWorkspace:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "hybrid Mamba model: the Mamba layers' workspace is not modelled (they are counted "
                         "like attention layers)"))
            .text();
    case Code::QloraUnmeasured:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "qlora was never measured in the stack this model is calibrated on, so this verdict "
                         "is a guess"))
            .text();
    case Code::StackAssumed: {
        struct Phrase
        {
            const char *source;
            const char *comment;
        };
        const auto phrase = [language](Phrase p) { return Words(p.source, language, p.comment); };
        // The values are words of the sentence too (fresh-user finding: the German GUI said "pure bf16").
        const QString precision = arg(r, 0).toString();
        const QString stack = precision == u"bf16"
            ? phrase(QT_TRANSLATE_NOOP3("ReasonText", "pure bf16", "training precision")).text()
            : precision == u"mixed"
            ? phrase(QT_TRANSLATE_NOOP3("ReasonText", "mixed-precision", "training precision")).text()
            : precision;
        const QString optimizer
            = arg(r, 1).toString() == u"adamw" ? QStringLiteral("AdamW") : arg(r, 1).toString();
        const QString checkpointingName = arg(r, 3).toString();
        const QString checkpointing = checkpointingName == u"on"
            ? phrase(QT_TRANSLATE_NOOP3("ReasonText", "on", "activation checkpointing")).text()
            : checkpointingName == u"selective"
            ? phrase(QT_TRANSLATE_NOOP3("ReasonText", "selective", "activation checkpointing")).text()
            : phrase(QT_TRANSLATE_NOOP3("ReasonText", "off", "activation checkpointing")).text();
        const QString loss = arg(r, 4).toString() == u"chunked"
            ? phrase(QT_TRANSLATE_NOOP3("ReasonText", "chunked", "loss")).text()
            : phrase(QT_TRANSLATE_NOOP3("ReasonText", "standard", "loss")).text();
        QString result = words(QT_TRANSLATE_NOOP("ReasonText",
                                   "assumes %1 %2 (%3 B/param), activation checkpointing %4, %5 loss"))
                             .name(stack)
                             .name(optimizer)
                             .name(QString::number(arg(r, 2).toDouble(), 'g', 4))
                             .name(checkpointing)
                             .name(loss)
                             .text();
        if (const QString savers = arg(r, 5).toString(); !savers.isEmpty())
            result += QStringLiteral(", ") + savers; // technical names, the same in every language
        if (r.args.size() > 6)
            result += words(QT_TRANSLATE_NOOP("ReasonText", "; mixed precision would need %1 GB"))
                          .gigabytes(arg(r, 6))
                          .text();
        return result;
    }
    case Code::NoPrediction:
        return words(QT_TRANSLATE_NOOP("ReasonText", "no prediction")).text();
    case Code::NoUsablePower:
        return words(QT_TRANSLATE_NOOP("ReasonText", "no usable power prediction: %1"))
            .name(arg(r, 0))
            .text();
    case Code::NoUsableThroughput:
        return words(QT_TRANSLATE_NOOP("ReasonText", "no usable throughput")).text();
    case Code::NotSimulatedMinGpu: {
        const qint64 topK = arg(r, 0).toLongLong();
        return QStringLiteral("not simulated: min-GPU stops after the first %1 feasible GPU count%2 (top_k)")
            .arg(topK)
            .arg(topK == 1 ? QString() : QStringLiteral("s"));
    }
    case Code::Cancelled:
        return words(QT_TRANSLATE_NOOP("ReasonText", "cancelled")).text();
    case Code::ImplausibleUtilization:
        return Words(
            QT_TRANSLATE_NOOP("ReasonText",
                "model FLOP utilisation %1 % is above the plausible %2 % of the GPU's dense bf16 peak"),
            language)
            .percent(arg(r, 0))
            .integer(arg(r, 1))
            .text();
    case Code::UncalibratedFactors:
        return Words(
            QT_TRANSLATE_NOOP("ReasonText",
                "Kavier factors not calibrated for this model, method and GPU (neutral 1.0 used): %1"),
            language)
            .name(arg(r, 0))
            .text();
    case Code::FineGrainedMoe:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "fine-grained mixture of experts (%1 experts of width %2 on hidden size %3): the "
                         "step-time models miss the expert dispatch; on the 4 measured runs of such a model "
                         "the roofline was 1.9-8.6x too fast"))
            .integer(arg(r, 0))
            .integer(arg(r, 1))
            .integer(arg(r, 2))
            .text();
    case Code::LayoutAssumed:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "layout assumed: FSDP data parallel (%1) over %2 GPUs, no tensor or pipeline "
                         "parallelism"))
            .name(arg(r, 0))
            .integer(arg(r, 1))
            .text();
    case Code::LayoutUnfitted:
        return words(
            QT_TRANSLATE_NOOP("ReasonText",
                "parallel layout %1: the layout step model is not fitted; on the 34 development runs "
                "with tensor, pipeline or context parallelism (NeMo, Megatron-Bridge, NeMo AutoModel, "
                "torchtitan) its MdAPE is 17 %"))
            .name(arg(r, 0))
            .text();
    case Code::LayoutNotModelled:
        return words(QT_TRANSLATE_NOOP("ReasonText",
                         "parallel layout %1: Kavier models data parallelism only, so this throughput is its "
                         "data-parallel estimate (the memory is per rank); --predictor roofline models the "
                         "layout"))
            .name(arg(r, 0))
            .text();
    case Code::BelowMaxSlowdown:
        return QStringLiteral("not ranked: below the fastest / max_slowdown = %1 / %2 = %3 tokens/s")
            .arg(arg(r, 0).toDouble(), 0, 'f', 2)
            .arg(arg(r, 1).toDouble())
            .arg(arg(r, 2).toDouble(), 0, 'f', 2);
    }
    return {};
}

QString fix(const MemoryFix &f, Language language)
{
    using K = MemoryFix::Kind;
    const auto words = [language](const char *source) { return Words(source, language); };
    switch (f.kind) {
    case K::CheckpointingOn:
        return words(QT_TRANSLATE_NOOP("ReasonText", "activation checkpointing on")).text();
    case K::ChunkedLoss:
        return words(QT_TRANSLATE_NOOP("ReasonText", "chunked loss")).text();
    case K::SmallerBatch:
        return words(QT_TRANSLATE_NOOP("ReasonText", "per-device batch %1 with %2x gradient accumulation"))
            .integer(f.value)
            .integer(f.value2)
            .text();
    case K::FullShard:
        return words(QT_TRANSLATE_NOOP("ReasonText", "sharding full-shard")).text();
    case K::EightBitOptimizer:
        return words(QT_TRANSLATE_NOOP("ReasonText", "8-bit AdamW optimizer")).text();
    case K::OffloadOptimizer:
        return words(QT_TRANSLATE_NOOP("ReasonText", "optimizer offload to the CPU")).text();
    case K::TensorParallel:
        return words(QT_TRANSLATE_NOOP("ReasonText", "tensor parallel %1")).integer(f.value).text();
    case K::ContextParallel:
        return words(QT_TRANSLATE_NOOP("ReasonText", "context parallel %1")).integer(f.value).text();
    case K::MoreGpus:
        return words(QT_TRANSLATE_NOOP("ReasonText", "%1 GPUs at batch %2 per device (same total batch)"))
            .integer(f.value)
            .integer(f.value2)
            .text();
    case K::ShorterSequence:
        return words(QT_TRANSLATE_NOOP("ReasonText", "%1 tokens per sample")).integer(f.value).text();
    case K::Lora:
        return words(QT_TRANSLATE_NOOP("ReasonText", "LoRA instead of full fine-tuning")).text();
    }
    return {};
}

std::optional<MemoryFix> firstFitting(const QList<MemoryFix> &fixes)
{
    for (const MemoryFix &f : fixes)
        if (f.fits)
            return f;
    return std::nullopt;
}

QString joined(const QList<Reason> &reasons, Language language)
{
    QStringList texts;
    for (const Reason &reason : reasons)
        texts.append(text(reason, language));
    return texts.join(QStringLiteral("; "));
}

QString verdict(const FeasibilityVerdict &v, Language language)
{
    static const struct
    {
        const char *source;
        const char *comment;
    } withNote = QT_TRANSLATE_NOOP3("ReasonText", "%1; note: %2", "a feasibility verdict and a caveat");
    QString result = text(v.reason, language);
    for (const Reason &note : v.notes)
        result = Words(withNote.source, language, withNote.comment)
                     .name(result)
                     .name(text(note, language))
                     .text();
    return result;
}

} // namespace ReasonText
