#include "SummaryBanner.h"

#include "Formatting.h"

#include <QApplication>
#include <QLabel>
#include <QVBoxLayout>

SummaryBanner::SummaryBanner(QWidget *parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    , m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("summaryBanner"));
    setFrameShape(QFrame::StyledPanel);
    m_headline->setObjectName(QStringLiteral("summaryHeadlineLabel"));
    m_detail->setObjectName(QStringLiteral("summaryDetailLabel"));
    QFont font = m_headline->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    m_headline->setFont(font);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(2);
    layout->addWidget(m_headline);
    layout->addWidget(m_detail);
    setMessage(tr("No recommendation yet"));
}

void SummaryBanner::setRecommendation(const Evaluation &evaluation, const Ranking &ranking)
{
    m_headline->setText(headlineFor(evaluation, ranking));
    m_detail->setText(detailFor(evaluation, ranking));
}

void SummaryBanner::setMessage(const QString &headline, const QString &detail)
{
    m_headline->setText(headline);
    m_detail->setText(detail);
}

QString SummaryBanner::headline() const
{
    return m_headline->text();
}
QString SummaryBanner::detail() const
{
    return m_detail->text();
}

QString SummaryBanner::headlineFor(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.rows.isEmpty())
        return tr("No feasible configuration");
    const EvaluatedCandidate &best = evaluation.candidates.at(ranking.rows.first().candidateIndex);
    const Candidate &c = best.candidate;
    const QString title
        = Formatting::configurationTitle(c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize);
    if (ranking.policy.goal == Goal::MinGpu) {
        return tr("%1 — the fewest GPUs that fit the job's total batch of %2")
            .arg(title, Formatting::integer(c.totalBatch()));
    }
    const int compared = int(ranking.rows.size() + ranking.droppedBySlowdown.size());
    const double throughput = best.prediction ? best.prediction->throughputTokensPerSecond : 0.0;
    bool fastest = true;
    bool lowestPower = true;
    for (const RankedConfiguration &row : ranking.rows) {
        const EvaluatedCandidate &other = evaluation.candidates.at(row.candidateIndex);
        if (other.prediction && other.prediction->throughputTokensPerSecond > throughput)
            fastest = false;
        if (other.clusterPowerWatts() < best.clusterPowerWatts())
            lowestPower = false;
    }
    QString quality;
    if (compared == 1)
        quality = tr("the only feasible configuration");
    else if (fastest)
        quality = tr("fastest of %1 feasible configurations").arg(compared);
    else if (lowestPower)
        quality = tr("lowest cluster power of %1 feasible configurations").arg(compared);
    else
        quality = tr("best combined score of %1 feasible configurations").arg(compared);
    QString sentence = tr("%1 — %2").arg(title, quality);
    if (ranking.rows.size() >= 2) {
        const EvaluatedCandidate &second = evaluation.candidates.at(ranking.rows.at(1).candidateIndex);
        if (second.prediction && second.prediction->throughputTokensPerSecond > 0 && throughput > 0) {
            const double ratio = throughput / second.prediction->throughputTokensPerSecond;
            sentence += tr(", %1× the throughput of the runner-up")
                            .arg(Formatting::decimal(ratio, ratio >= 1.1 ? 1 : 2));
        }
    }
    return sentence;
}

QString SummaryBanner::detailFor(const Evaluation &evaluation, const Ranking &ranking)
{
    const RankingPolicy &policy = ranking.policy;
    const PredictorSettings &p = evaluation.config.predictors;
    QString policyText;
    if (policy.goal == Goal::MinGpu) {
        policyText = tr("Policy: min-GPU, top %1").arg(policy.topK);
    } else {
        policyText
            = tr("Policy: %1 (α %2, β %3), top %4")
                  .arg(Formatting::goalTitle(policy.goal), Formatting::decimal(policy.weights.alpha, 2),
                      Formatting::decimal(policy.weights.beta, 2))
                  .arg(policy.topK);
        if (policy.maxSlowdown)
            policyText += tr(", max slowdown %1×").arg(Formatting::decimal(*policy.maxSlowdown, 2));
    }
    QString predictor = p.performance == QLatin1String("intelligent")
        ? tr("throughput: measured runs, else %1").arg(p.fallback)
        : tr("throughput: %1").arg(p.performance);
    QString feasibility = p.feasibility == QLatin1String("autoconf")
        ? tr("feasibility: autoconf (GPU-memory model standing in for IBM AutoConf)")
        : tr("feasibility: %1").arg(p.feasibility);
    if (p.empiricalOomGuard)
        feasibility += tr(" + empirical guard (%1 tokens/device)")
                           .arg(Formatting::integer(p.empiricalOomTokenBudget));
    QString text = QStringList {policyText, predictor, tr("power: %1").arg(p.energy), feasibility}.join(
        QStringLiteral(" · "));
    if (!ranking.rows.isEmpty()) {
        const EvaluatedCandidate &best = evaluation.candidates.at(ranking.rows.first().candidateIndex);
        if (best.prediction)
            text = tr("%1 tokens/s at %2 W (%3) · ")
                       .arg(Formatting::throughput(best.prediction->throughputTokensPerSecond),
                           Formatting::watts(best.clusterPowerWatts()), best.prediction->source)
                + text;
    }
    return text;
}
