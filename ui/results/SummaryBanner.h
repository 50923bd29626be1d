#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QFrame>

class QLabel;

/// The one-sentence recommendation above the result tabs ("4 GPUs (4 × 1), batch 8 per device —
/// fastest of 17 feasible configurations, 2.1× the throughput of the runner-up") with the policy and
/// predictors that produced it; between them, in a warning colour, what the score hides about the pick
/// (a dominated pick with its better alternatives, a near-tie, an implausible prediction).
class SummaryBanner : public QFrame
{
    Q_OBJECT
public:
    explicit SummaryBanner(QWidget *parent = nullptr);

    void setRecommendation(const Evaluation &evaluation, const Ranking &ranking);
    /// A headline without a recommendation (running, failed, nothing yet).
    void setMessage(const QString &headline, const QString &detail = {});

    /// Headline, trust notes and policy line, one per line (what the context menu's Copy copies).
    QString text() const;
    QString headline() const;
    QString detail() const;
    /// The lines between the headline and the policy line, one each: the time and money and what the pick
    /// assumes (text colour), then what the score hides about the pick (dominated, near-tie,
    /// implausible; amber; RecommendationSummary::trustNotes); empty when nothing.
    QString notes() const;

    /// The sentences themselves (for tests and the screenshot docs).
    static QString headlineFor(const Evaluation &evaluation, const Ranking &ranking);
    static QString detailFor(const Evaluation &evaluation, const Ranking &ranking);

private:
    /// The policy line, with the note that autoconf is a memory model when it ran.
    static QString withFeasibilityNote(const Evaluation &evaluation, const QString &policyLine);
    /// The start of the summary's "No measured run can match: …" line, translated.
    static QString noMeasuredRunPrefix();

    QLabel *m_headline = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_notes = nullptr; ///< amber: what the score hides
    QLabel *m_info = nullptr; ///< text colour: time and money, assumptions
};
