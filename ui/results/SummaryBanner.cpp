#include "results/SummaryBanner.h"

#include "feasibility/AutoconfChecker.h"
#include "report/ReasonText.h"

#include "common/Formatting.h"
#include "predict/PredictorRegistry.h"
#include "report/RecommendationSummary.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>
#include <algorithm>

SummaryBanner::SummaryBanner(QWidget *parent)
    : QFrame(parent)
    , m_headline(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_info(new QLabel(this))
{
    setObjectName(QStringLiteral("summaryBanner"));
    setFrameShape(QFrame::StyledPanel);
    m_headline->setObjectName(QStringLiteral("summaryHeadlineLabel"));
    m_detail->setObjectName(QStringLiteral("summaryDetailLabel"));
    QFont font = m_headline->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    m_headline->setFont(font);
    // Plain, non-selectable labels: a selectable label lays its text out as a QTextDocument again at
    // every width the layout asks about, which made a slider move's banner update cost more than its
    // re-rank. The text is copied with the context menu's Copy instead.
    for (QLabel *label : {m_headline, m_info, m_notes, m_detail}) {
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
    }
    m_notes->setObjectName(QStringLiteral("summaryNotesLabel"));
    m_notes->setToolTip(tr("Dominated: another feasible configuration has higher throughput and lower energy "
                           "per token. Near-tie: combined scores within %1. Implausible: model FLOP "
                           "utilisation above %2 % of the dense bf16 peak, or uncalibrated Kavier factors.")
                            .arg(Formatting::nearTieScore(), Formatting::mfuBoundPercent()));
    QPalette notesPalette = m_notes->palette();
    notesPalette.setColor(
        QPalette::WindowText, QColor(0xb0, 0x5a, 0x00)); // amber, readable on light and dark
    m_notes->setPalette(notesPalette);
    m_notes->hide();
    // Good news and what the numbers assume (time and money, fastest and cheapest, the assumptions) in the
    // text colour; only what the score hides is amber (issue 36 item 7).
    m_info->setObjectName(QStringLiteral("summaryInfoLabel"));
    m_info->hide();
    auto *copy = new QAction(tr("&Copy Summary"), this);
    copy->setObjectName(QStringLiteral("copySummaryAction"));
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(text()); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(2);
    layout->addWidget(m_headline);
    layout->addWidget(m_info);
    layout->addWidget(m_notes);
    layout->addWidget(m_detail);
    setMessage(tr("No recommendation yet"));
}

void SummaryBanner::setRecommendation(const Evaluation &evaluation, const Ranking &ranking)
{
    // The core's summary once (its trust notes scan the ranking): headline, trust notes, policy line.
    const QStringList lines = RecommendationSummary::summary(evaluation, ranking).split(QLatin1Char('\n'));
    m_headline->setText(lines.first());
    m_detail->setText(withFeasibilityNote(evaluation, lines.last()));
    QStringList info = RecommendationSummary::timeAndMoney(evaluation, ranking);
    if (!ranking.rows.isEmpty())
        if (const QString assumed = RecommendationSummary::assumptions(
                evaluation, evaluation.candidates.at(ranking.rows.first().candidateIndex));
            !assumed.isEmpty())
            info << assumed;
    // A parallel layout the data-parallel search did not try (issue 35 item 4): news, not a warning.
    if (const QString layout = RecommendationSummary::layoutAlternative(evaluation, ranking);
        !layout.isEmpty())
        info << layout;
    QStringList warnings;
    for (const QString &line : lines.mid(1, std::max<qsizetype>(lines.size() - 2, 0)))
        // "No measured run can match" is the input panel's (its lookup status and one-click fix), not
        // news on every run (issue 36 item 7).
        if (!info.contains(line) && !line.startsWith(noMeasuredRunPrefix()))
            warnings << line;
    m_info->setText(info.join(QLatin1Char('\n')));
    m_info->setVisible(!info.isEmpty());
    m_notes->setText(warnings.join(QLatin1Char('\n')));
    m_notes->setVisible(!warnings.isEmpty());
}

QString SummaryBanner::noMeasuredRunPrefix()
{
    // The summary's sentence up to its first argument, in the language shown.
    return QCoreApplication::translate("RecommendationRows",
        "No measured run can match: %1 names no catalog model; set lookup: default "
        "(--lookup default) for the bundled run database.")
        .section(QStringLiteral("%1"), 0, 0);
}

void SummaryBanner::setMessage(const QString &headline, const QString &detail)
{
    m_headline->setText(headline);
    m_detail->setText(detail);
    m_notes->clear();
    m_notes->hide();
    m_info->clear();
    m_info->hide();
}

QString SummaryBanner::text() const
{
    QStringList lines {m_headline->text()};
    if (!m_info->text().isEmpty())
        lines << m_info->text();
    if (!m_notes->text().isEmpty())
        lines << m_notes->text();
    if (!m_detail->text().isEmpty())
        lines << m_detail->text();
    return lines.join(QLatin1Char('\n'));
}

QString SummaryBanner::headline() const
{
    return m_headline->text();
}
QString SummaryBanner::detail() const
{
    return m_detail->text();
}
QString SummaryBanner::notes() const
{
    QStringList lines;
    for (const QLabel *label : {m_info, m_notes})
        if (!label->text().isEmpty())
            lines << label->text();
    return lines.join(QLatin1Char('\n'));
}

QString SummaryBanner::headlineFor(const Evaluation &evaluation, const Ranking &ranking)
{
    // The same sentence as the CLI's table output, from the core.
    return RecommendationSummary::summary(evaluation, ranking).section(QLatin1Char('\n'), 0, 0);
}

QString SummaryBanner::detailFor(const Evaluation &evaluation, const Ranking &ranking)
{
    // The policy line: the summary's last line (the trust notes between are shown on their own).
    return withFeasibilityNote(
        evaluation, RecommendationSummary::summary(evaluation, ranking).section(QLatin1Char('\n'), -1));
}

QString SummaryBanner::withFeasibilityNote(const Evaluation &evaluation, const QString &policyLine)
{
    if (evaluation.config.predictors.feasibility == PredictorId::Autoconf) {
        // Name the training stack the memory verdicts assume (issue 22).
        const Reason stack = AutoconfChecker::stackNote(evaluation.config.training);
        return tr("%1 (autoconf here is a GPU-memory model standing in for IBM AutoConf; it %2.)",
            "%1: the policy line of the summary; %2: 'assumes <training stack>'")
            .arg(policyLine, ReasonText::text(stack, ReasonText::Language::Interface));
    }
    return policyLine;
}
