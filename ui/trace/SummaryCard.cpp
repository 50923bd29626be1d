#include "SummaryCard.h"

#include "common/Formatting.h"

#include <QLabel>
#include <QVBoxLayout>

SummaryCard::SummaryCard(const QString &title, bool lowerIsBetter, QWidget *parent)
    : QFrame(parent)
    , m_lowerIsBetter(lowerIsBetter)
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(title, this);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    m_values = new QLabel(this);
    m_change = new QLabel(this);
    layout->addWidget(heading);
    layout->addWidget(m_values);
    layout->addWidget(m_change);
    clear();
}

void SummaryCard::setValues(
    const QString &baselineText, const QString &recommendedText, double baseline, double recommended)
{
    m_values->setText(tr("%1 → %2").arg(baselineText, recommendedText));
    if (baseline == 0) {
        m_change->setText(QString());
        return;
    }
    const double change = (recommended - baseline) / baseline * 100.0;
    const bool better = m_lowerIsBetter ? change < 0 : change > 0;
    m_change->setText(
        tr("%1%2 %").arg(change > 0 ? QStringLiteral("+") : QString(), Formatting::decimal(change, 1)));
    m_change->setStyleSheet(qAbs(change) < 0.05 ? QString()
            : better                            ? QStringLiteral("color: #2ca02c")
                                                : QStringLiteral("color: #d62728"));
}

void SummaryCard::clear()
{
    m_values->setText(QStringLiteral("–"));
    m_change->setText(QString());
}

QString SummaryCard::text() const
{
    return m_change->text().isEmpty() ? m_values->text()
                                      : QStringLiteral("%1 (%2)").arg(m_values->text(), m_change->text());
}
