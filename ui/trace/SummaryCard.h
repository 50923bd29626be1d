#pragma once

#include <QFrame>

class QLabel;

/// One metric of the cluster what-if summary: its title, "baseline → recommended" and the change in percent
/// (green when it improves, red when it worsens; lower is better unless set otherwise).
class SummaryCard : public QFrame
{
    Q_OBJECT
public:
    SummaryCard(const QString &title, bool lowerIsBetter, QWidget *parent = nullptr);

    /// Shows the two values, already formatted with their unit, and the change (recommended − baseline) /
    /// baseline × 100; no change is shown when `baseline` is 0.
    void setValues(
        const QString &baselineText, const QString &recommendedText, double baseline, double recommended);
    void clear();
    /// The text shown, e.g. "12.3 h → 8.1 h (−34.1 %)" (tests and accessibility).
    QString text() const;

private:
    bool m_lowerIsBetter;
    QLabel *m_values = nullptr;
    QLabel *m_change = nullptr;
};
