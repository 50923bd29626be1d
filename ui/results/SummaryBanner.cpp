#include "results/SummaryBanner.h"

#include "feasibility/AutoconfChecker.h"
#include "report/ReasonText.h"

#include "common/ElidedLabel.h"
#include "common/Formatting.h"
#include "predict/PredictorRegistry.h"
#include "report/RecommendationSummary.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QCoreApplication>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPalette>
#include <QToolButton>
#include <algorithm>

SummaryBanner::SummaryBanner(QWidget *parent)
    : QFrame(parent)
    , m_headline(new ElidedLabel(compactHeadlineLines, this))
    , m_detail(new ElidedLabel(0, this))
    , m_notes(new ElidedLabel(1, this))
    , m_info(new ElidedLabel(1, this))
    , m_detailsButton(new QToolButton(this))
{
    setObjectName(QStringLiteral("summaryBanner"));
    setFrameShape(QFrame::StyledPanel);
    m_headline->setObjectName(QStringLiteral("summaryHeadlineLabel"));
    m_detail->setObjectName(QStringLiteral("summaryDetailLabel"));
    QFont font = m_headline->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    m_headline->setFont(font);
    // Plain, non-selectable labels (ElidedLabel): a selectable label lays its text out as a QTextDocument
    // again at every width the layout asks about, which made a slider move's banner update cost more than
    // its re-rank. The text is copied with the context menu's Copy instead.
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
    // Compact by default (issue 45 item 7): at most four lines at 1280 × 800, the rest behind Details.
    m_detailsButton->setObjectName(QStringLiteral("summaryDetailsButton"));
    m_detailsButton->setText(tr("Details"));
    m_detailsButton->setToolTip(tr("Show the whole summary: the time and money, what the numbers assume, "
                                   "what the score hides, and the policy and predictors"));
    m_detailsButton->setCheckable(true);
    m_detailsButton->setAutoRaise(true);
    m_detailsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_detailsButton->setArrowType(Qt::RightArrow);
    connect(m_detailsButton, &QToolButton::toggled, this, &SummaryBanner::setExpanded);
    // The headline across the whole width; Details at the right of the two one-line rows under it.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(10, 4, 6, 4);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(1);
    layout->addWidget(m_headline, 0, 0, 1, 2);
    layout->addWidget(m_info, 1, 0);
    layout->addWidget(m_notes, 2, 0);
    layout->addWidget(m_detailsButton, 1, 1, 2, 1, Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_detail, 3, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    setMessage(tr("No recommendation yet"));
}

void SummaryBanner::setExpanded(bool expanded)
{
    if (m_detailsButton->isChecked() != expanded)
        m_detailsButton->setChecked(expanded); // emits toggled(), which comes back here
    m_detailsButton->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    updateCompactness();
}

bool SummaryBanner::isExpanded() const
{
    return m_detailsButton->isChecked();
}

void SummaryBanner::updateCompactness()
{
    const bool expanded = isExpanded();
    m_headline->setMaxLines(expanded ? 0 : compactHeadlineLines);
    m_info->setMaxLines(expanded ? 0 : 1);
    m_notes->setMaxLines(expanded ? 0 : 1);
    // The policy line only in Details; a message's reason (a failed run) always, in up to two lines.
    m_detail->setMaxLines(expanded ? 0 : 2);
    m_detail->setVisible(!m_detail->text().isEmpty() && (expanded || m_isMessage));
    m_info->setVisible(!m_info->text().isEmpty());
    m_notes->setVisible(!m_notes->text().isEmpty());
}

void SummaryBanner::setRecommendation(const Evaluation &evaluation, const Ranking &ranking)
{
    // The core's summary once (its trust notes scan the ranking): headline, trust notes, policy line.
    const QStringList lines = RecommendationSummary::summary(evaluation, ranking).split(QLatin1Char('\n'));
    m_headline->setText(lines.first());
    m_detail->setText(withFeasibilityNote(evaluation, lines.last()));
    QStringList info = RecommendationSummary::timeAndMoney(evaluation, ranking);
    if (!ranking.rows.isEmpty())
        if (const QString assumed
            = RecommendationSummary::assumptions(evaluation, ranking.candidateAt(evaluation, 0));
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
    m_notes->setText(warnings.join(QLatin1Char('\n')));
    m_isMessage = false;
    updateCompactness();
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
    m_info->clear();
    m_isMessage = true;
    updateCompactness();
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
