#pragma once

#include "model/Evaluation.h"
#include "rank/Ranking.h"

#include <QFrame>

class ElidedLabel;
class QToolButton;

/// The one-sentence recommendation above the result tabs ("4 GPUs (4 × 1), batch 8 per device —
/// fastest of 17 feasible configurations, 2.1× the throughput of the runner-up") with the policy and
/// predictors that produced it; between them, in a warning colour, what the score hides about the pick
/// (a dominated pick with its better alternatives, a near-tie, an implausible prediction).
///
/// Compact by default (at most four lines at 1280 × 800): the headline in at most two lines, then one
/// line of the time and money and one amber line, each cut with "…" (hovering shows it whole). Details
/// shows every line in full, and the policy line.
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

    /// Every line in full, with the policy line (Details pressed), or the compact banner.
    void setExpanded(bool expanded);
    bool isExpanded() const;

    /// The sentences themselves (for tests and the screenshot docs).
    static QString headlineFor(const Evaluation &evaluation, const Ranking &ranking);
    static QString detailFor(const Evaluation &evaluation, const Ranking &ranking);

private:
    /// The policy line, with the note that autoconf is a memory model when it ran.
    static QString withFeasibilityNote(const Evaluation &evaluation, const QString &policyLine);
    /// The start of the summary's "No measured run can match: …" line, translated.
    static QString noMeasuredRunPrefix();

    /// Lines shown and cut for the compact or expanded banner.
    void updateCompactness();

    static constexpr int compactHeadlineLines = 2;
    ElidedLabel *m_headline = nullptr;
    ElidedLabel *m_detail = nullptr; ///< the policy line, or a message's reason
    ElidedLabel *m_notes = nullptr; ///< amber: what the score hides
    ElidedLabel *m_info = nullptr; ///< text colour: time and money, assumptions
    QToolButton *m_detailsButton = nullptr;
    bool m_isMessage = true; ///< setMessage() (not setRecommendation()) set the text
};
