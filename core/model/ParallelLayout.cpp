#include "model/ParallelLayout.h"

#include "common/CoastlineError.h"
#include "model/LlmSpec.h"

#include <QRegularExpression>

double ParallelLayout::bubbleFraction(int microBatches) const
{
    if (pp <= 1)
        return 0;
    const double m = std::max(1, microBatches);
    const double v = std::max(1, virtualStages);
    return (pp - 1.0) / (v * m + pp - 1.0);
}

qint64 ParallelLayout::paddedSequence(qint64 tokensPerSample) const
{
    if (cp <= 1)
        return tokensPerSample;
    const qint64 multiple = 2LL * cp;
    return (tokensPerSample + multiple - 1) / multiple * multiple;
}

QString ParallelLayout::name() const
{
    if (isDataParallel() && virtualStages == 1)
        return QStringLiteral("dp");
    QString text;
    if (tp > 1)
        text += QStringLiteral("tp%1").arg(tp);
    if (pp > 1)
        text += QStringLiteral("pp%1").arg(pp);
    if (cp > 1)
        text += QStringLiteral("cp%1").arg(cp);
    if (virtualStages > 1)
        text += QStringLiteral("vp%1").arg(virtualStages);
    return text;
}

ParallelLayout ParallelLayout::parse(const QString &text, const QString &what)
{
    const QString word = text.trimmed().toLower();
    const auto fail = [&](const QString &why) {
        return CoastlineError(QStringLiteral("%1: '%2' is not a parallel layout (%3); write e.g. dp, tp2, "
                                             "tp4cp2 or tp2pp4vp2")
                                  .arg(what, text, why));
    };
    if (word == u"dp" || word == u"data-parallel" || word == u"data_parallel")
        return {};
    static const QRegularExpression part(QStringLiteral("(tp|pp|cp|vp)(\\d{1,5})"));
    ParallelLayout layout;
    bool seen[4] = {};
    qsizetype at = 0;
    while (at < word.size()) {
        const QRegularExpressionMatch m = part.match(
            word, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            throw fail(QStringLiteral("unexpected '%1'").arg(word.mid(at)));
        const QString key = m.captured(1);
        const int degree = m.captured(2).toInt();
        if (degree < 1 || degree > kMaxDegree)
            throw fail(QStringLiteral("%1 must be 1 … %2").arg(key).arg(kMaxDegree));
        const int index = key == u"tp" ? 0 : key == u"pp" ? 1 : key == u"cp" ? 2 : 3;
        if (std::exchange(seen[index], true))
            throw fail(QStringLiteral("%1 given twice").arg(key));
        (index == 0          ? layout.tp
                : index == 1 ? layout.pp
                : index == 2 ? layout.cp
                             : layout.virtualStages)
            = degree;
        at = m.capturedEnd();
    }
    if (word.isEmpty())
        throw fail(QStringLiteral("empty"));
    return layout;
}

QString ParallelLayout::rejection(
    const LlmSpec &llm, int totalGpus, int gpusPerNode, qint64 tokensPerSample) const
{
    const QString name = this->name();
    if (tp < 1 || pp < 1 || cp < 1 || virtualStages < 1)
        return QStringLiteral("%1: every degree must be at least 1").arg(name);
    const int perNode = std::max(1, gpusPerNode);
    if (tp * cp > perNode || perNode % (tp * cp) != 0)
        return QStringLiteral("%1: TP × CP = %2 must fit within one node and divide its %3 GPUs (their "
                              "collectives run every layer on the intra-node bus)")
            .arg(name)
            .arg(tp * cp)
            .arg(perNode);
    if (totalGpus % modelParallelGpus() != 0)
        return QStringLiteral("%1: TP × PP × CP = %2 does not divide the %3 GPUs")
            .arg(name)
            .arg(modelParallelGpus())
            .arg(totalGpus);
    const int kvHeads = llm.numKeyValueHeads.value_or(llm.nHeads);
    if (tp > 1 && (llm.nHeads < 1 || llm.nHeads % tp != 0 || kvHeads < 1 || kvHeads % tp != 0))
        return QStringLiteral("%1: TP %2 does not divide %3's %4 attention heads and %5 KV heads")
            .arg(name)
            .arg(tp)
            .arg(llm.name)
            .arg(llm.nHeads)
            .arg(kvHeads);
    if (llm.nLayers % (pp * virtualStages) != 0)
        return QStringLiteral("%1: PP × virtual stages = %2 does not divide %3's %4 layers")
            .arg(name)
            .arg(pp * virtualStages)
            .arg(llm.name)
            .arg(llm.nLayers);
    if (virtualStages > 1 && pp == 1)
        return QStringLiteral("%1: virtual stages need pipeline parallelism (pp ≥ 2)").arg(name);
    if (cp > 1 && tokensPerSample < 2LL * cp)
        return QStringLiteral("%1: CP %2 splits a %3-token sequence into chunks of less than a token (it "
                              "needs at least %4 tokens)")
            .arg(name)
            .arg(cp)
            .arg(tokensPerSample)
            .arg(2 * cp);
    return {};
}
