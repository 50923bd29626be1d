#include "report/RecommendationSummary.h"

#include "common/PluralText.h"
#include "predict/measured/MeasuredRuns.h"

#include "model/GoalInfo.h"
#include "model/GoalLimit.h"
#include "model/PredictorIds.h"
#include "model/PredictorName.h"
#include "model/TimeAndMoney.h"
#include "predict/Plausibility.h"
#include "predict/roofline/RooflineCalibration.h"
#include "report/PipelineBubbleNote.h"
#include "report/ReasonText.h"
#include "search/GridExpression.h"

#include <QCoreApplication>
#include <cmath>

QString RecommendationSummary::gridLine(const Evaluation &evaluation)
{
    const GridSettings &grid = evaluation.config.grid;
    QString text = evaluation.minGpu
        ? QStringLiteral("Grid: min-GPU walk over powers of two, %1 tried")
              .arg(PluralText::english("%n GPU count(s)", evaluation.candidates.size()))
        : QStringLiteral("Grid: %1 from %2")
              .arg(PluralText::english("%n candidate(s)", evaluation.candidates.size()),
                  PluralText::english("%n batch size(s)", grid.batchSizes.size()));
    text += QStringLiteral("; layouts %1").arg(layoutFilterName(grid.layouts));
    const QList<int> &leftOut = evaluation.gpuCountsLeftOutByLayout;
    if (!leftOut.isEmpty()) {
        QList<qint64> counts(leftOut.cbegin(), leftOut.cend());
        text += QStringLiteral(" left out %1 GPU count%2 (%3)")
                    .arg(leftOut.size())
                    .arg(leftOut.size() == 1 ? QString() : QStringLiteral("s"))
                    .arg(GridExpression::format(counts));
    }
    if (const LayoutSearch &layouts = evaluation.config.search.layouts; !layouts.isDataParallel())
        text += QStringLiteral("; parallel layouts %1").arg(layouts.name()); // issue 35: what the rows tried
    return text + QLatin1Char('.');
}

QString RecommendationSummary::layoutDegrees(const ParallelLayout &layout)
{
    QStringList degrees;
    for (const auto &[word, degree] :
        {std::pair {"TP", layout.tp}, std::pair {"PP", layout.pp}, std::pair {"CP", layout.cp},
            std::pair {"EP", layout.ep}, std::pair {"VP", layout.virtualStages}})
        if (degree > 1)
            degrees.append(QLatin1String(word) + QString::number(degree));
    return degrees.join(u' ');
}

namespace {
/// A ratio with 2 decimals, or 3 when 2 would print 1.00 for a value 0.05 % or more from 1 (0.998); closer,
/// 1.00, and the dominance sentence says "the same energy per token" (issue 45 item 4: not "1.0000×").
QString ratioText(double ratio)
{
    if (std::abs(ratio - 1) < 0.0005)
        return QStringLiteral("1.00");
    const QString text = QString::number(ratio, 'f', 2);
    return text.toDouble() != 1.0 ? text : QString::number(ratio, 'f', 3);
}

QString degreesText(const ParallelLayout &layout)
{
    return RecommendationSummary::layoutDegrees(layout);
}

// The summary sentence is translatable (context "RecommendationRows", kept from the file these words came
// from so the translations stay valid): the desktop app installs a translator, coastline-cli does not, so
// the CLI prints the English source text unchanged.
QString layoutText(const Candidate &c)
{
    const QString text = c.totalGpus == 1
        ? QCoreApplication::translate("RecommendationRows", "%1 GPU (%2 × %3), batch %4 per device")
        : QCoreApplication::translate("RecommendationRows", "%1 GPUs (%2 × %3), batch %4 per device");
    const QString gpus = text.arg(c.totalGpus).arg(c.gpusPerNode).arg(c.numberOfNodes).arg(c.batchSize);
    return c.layout.isDataParallel() ? gpus : gpus + QStringLiteral(", ") + degreesText(c.layout);
}

/// predictorLabel() for the summary: the same words, translatable.
QString summaryPredictorLabel(const Evaluation &evaluation)
{
    const PredictorSettings &p = evaluation.config.predictors;
    return PredictorName::outputLabel(p.performance, p.fallback, true);
}

/// The check that ran (FeasibilityChecker::mode() and tokenBudget()) for the summary: the words of
/// FeasibilityChecker::description(), translatable.
QString summaryCheckLabel(const QString &mode, std::optional<qint64> tokenBudget)
{
    const QString label = mode == PredictorId::Autoconf
        ? QCoreApplication::translate("RecommendationRows", "autoconf (memory model)")
        : mode; // rules, none: names as in the configuration
    if (tokenBudget)
        return QCoreApplication::translate("RecommendationRows", "%1 + token budget %2")
            .arg(label)
            .arg(*tokenBudget);
    return label;
}

/// feasibilityLabel() for the summary: the same words, translatable.
QString summaryFeasibilityLabel(const Evaluation &evaluation)
{
    if (!evaluation.feasibilityMode.isEmpty())
        return summaryCheckLabel(evaluation.feasibilityMode, evaluation.feasibilityTokenBudget);
    if (!evaluation.feasibilityDescription.isEmpty())
        return evaluation.feasibilityDescription;
    const PredictorSettings &p = evaluation.config.predictors;
    return p.empiricalOomGuard ? QCoreApplication::translate("RecommendationRows", "%1 + token budget %2")
                                     .arg(p.feasibility)
                                     .arg(p.empiricalOomTokenBudget)
                               : p.feasibility;
}

} // namespace

QStringList RecommendationSummary::trustNotes(const Evaluation &evaluation, const Ranking &ranking)
{
    QStringList notes;
    if (ranking.rows.isEmpty())
        return notes;
    const auto throughputAt
        = [&](int row) { return ranking.candidateAt(evaluation, row).prediction->throughputTokensPerSecond; };
    const auto joulesPerTokenAt = [&](int row) {
        return ranking.candidateAt(evaluation, row).clusterPowerWatts() / throughputAt(row);
    };
    // "rank 7 (8 GPUs, batch 64; 1.22× the throughput, 0.93× the energy per token)"
    const auto alternative = [&](int row) {
        const Candidate &c = ranking.candidateAt(evaluation, row).candidate;
        return (c.totalGpus == 1
                ? QCoreApplication::translate("RecommendationRows",
                    "rank %1 (%2 GPU, batch %3; %4× the throughput, %5× the energy per token)")
                : QCoreApplication::translate("RecommendationRows",
                    "rank %1 (%2 GPUs, batch %3; %4× the throughput, %5× the energy per token)"))
            .arg(row + 1)
            .arg(c.totalGpus)
            .arg(c.batchSize)
            .arg(ratioText(throughputAt(row) / throughputAt(0)),
                ratioText(joulesPerTokenAt(row) / joulesPerTokenAt(0)));
    };
    if (ranking.rows.first().dominated) {
        int dominator = -1, fastest = 0, leanest = 0;
        for (int r = 1; r < ranking.rows.size(); ++r) {
            if (dominator < 0 && throughputAt(r) > throughputAt(0)
                && joulesPerTokenAt(r) < joulesPerTokenAt(0))
                dominator = r;
            if (throughputAt(r) > throughputAt(fastest))
                fastest = r;
            if (joulesPerTokenAt(r) < joulesPerTokenAt(leanest))
                leanest = r;
        }
        // Strictly less energy per token, but within 0.05 % is the same energy in planner words.
        const bool sameEnergy = std::abs(joulesPerTokenAt(dominator) / joulesPerTokenAt(0) - 1) < 0.0005;
        QString text = (sameEnergy ? QCoreApplication::translate("RecommendationRows",
                            "The pick is dominated: %1 does the same work sooner with the same "
                            "energy per token.")
                                   : QCoreApplication::translate("RecommendationRows",
                                       "The pick is dominated: %1 does the same work sooner and with less "
                                       "energy."))
                           .arg(alternative(dominator));
        // The fastest and the most energy-efficient ranked configurations, named once when they are one.
        if (fastest != 0 && fastest == leanest)
            text += QLatin1Char(' ')
                + QCoreApplication::translate("RecommendationRows", "Fastest and most energy-efficient: %1.")
                      .arg(alternative(fastest));
        else if (fastest != 0 || leanest != 0)
            text += QLatin1Char(' ')
                + QCoreApplication::translate("RecommendationRows", "Fastest: %1; most energy-efficient: %2.")
                      .arg(fastest != 0 ? alternative(fastest)
                                        : QCoreApplication::translate("RecommendationRows", "the pick"),
                          leanest != 0 ? alternative(leanest)
                                       : QCoreApplication::translate("RecommendationRows", "the pick"));
        notes << text;
    }
    if (ranking.rows.size() > 1 && ranking.rows.at(1).tieRank == 1) {
        const Candidate &c = ranking.candidateAt(evaluation, 1).candidate;
        notes << PluralText::counted("RecommendationRows",
            QT_TRANSLATE_N_NOOP("RecommendationRows",
                "Near-tie: rank 2 (%n GPU(s), batch %1) scores %2 against %3, within %4; treat them as "
                "equal."),
            c.totalGpus)
                     .arg(c.batchSize)
                     .arg(ranking.rows.at(1).combinedScore, 0, 'f', 4)
                     .arg(ranking.rows.first().combinedScore, 0, 'f', 4)
                     .arg(Ranker::nearTieScore);
    }
    if (const QString tie = tightTieNote(evaluation, ranking); !tie.isEmpty())
        notes << tie; // fits beat tight on a tie
    if (const QString tie = intervalTie(evaluation, ranking); !tie.isEmpty())
        notes << tie;
    if (const QString risk = deadlineRisk(evaluation, ranking); !risk.isEmpty())
        notes << risk;
    notes << memoryNotes(evaluation, ranking); // tight (issue 37), the busiest pipeline stage (issue 46)
    if (const QString bubble = PipelineBubbleNote::text(evaluation, ranking.candidateAt(evaluation, 0));
        !bubble.isEmpty())
        notes << bubble;
    // Issue 33: a pick outside what the roofline was fitted on says so, with the leave-one-out band.
    for (const QString &note : ranking.candidateAt(evaluation, 0).prediction->notes)
        if (note.startsWith(RooflineCalibration::outsideFitPrefix()))
            notes << QCoreApplication::translate("RecommendationRows", "The pick's prediction is %1.")
                         .arg(note);
    QStringList problems;
    for (const Reason &problem : Plausibility::problems(*ranking.candidateAt(evaluation, 0).prediction))
        problems << ReasonText::text(problem, ReasonText::Language::Interface);
    if (!problems.isEmpty())
        notes << QCoreApplication::translate("RecommendationRows", "Check the pick's prediction: %1.")
                     .arg(problems.join(QStringLiteral("; ")));
    return notes;
}

QString RecommendationSummary::finishesText(const Evaluation &evaluation, const EvaluatedCandidate &candidate)
{
    const auto runtime = TimeAndMoney::runtimeSeconds(evaluation, candidate);
    if (!runtime)
        return {};
    QString text = (candidate.candidate.totalGpus == 1
            ? QCoreApplication::translate("RecommendationRows", "Finishes in %1 on %2 GPU, %3")
            : QCoreApplication::translate("RecommendationRows", "Finishes in %1 on %2 GPUs, %3"))
                       .arg(TimeAndMoney::durationText(*runtime))
                       .arg(candidate.candidate.totalGpus)
                       .arg(TimeAndMoney::gpuHoursText(*TimeAndMoney::gpuHours(evaluation, candidate)));
    if (const auto cost = TimeAndMoney::cost(evaluation, candidate))
        text += QStringLiteral(", ")
            + TimeAndMoney::moneyText(*cost, evaluation.config.infrastructure.currency);
    return text;
}

QStringList RecommendationSummary::timeAndMoney(const Evaluation &evaluation, const Ranking &ranking)
{
    QStringList lines;
    if (ranking.rows.isEmpty() || !evaluation.config.jobSize.resolvedTotalTokens())
        return lines;
    const QString currency = evaluation.config.infrastructure.currency;
    // "17 h, 1,088 GPU-h, $2,720" (the cost only with a price)
    const auto figures = [&](const EvaluatedCandidate &c) {
        QString text = QStringLiteral("%1, %2").arg(
            TimeAndMoney::durationText(*TimeAndMoney::runtimeSeconds(evaluation, c)),
            TimeAndMoney::gpuHoursText(*TimeAndMoney::gpuHours(evaluation, c)));
        if (const auto cost = TimeAndMoney::cost(evaluation, c))
            text += QStringLiteral(", ") + TimeAndMoney::moneyText(*cost, currency);
        return text;
    };
    const EvaluatedCandidate &pick = ranking.candidateAt(evaluation, 0);
    const QString first = finishesText(evaluation, pick);
    if (!first.isEmpty())
        lines << first + QLatin1Char('.');
    if (first.isEmpty() || evaluation.minGpu) // min-GPU predicts its first feasible counts only
        return lines;
    // The fastest and cheapest feasible configurations (least cost, else GPU-hours) within the goal's limit
    // if any, whatever the goal ranked, so the score never hides a faster or cheaper option.
    int fastest = -1, cheapest = -1;
    double fastestRuntime = 0, cheapestSpend = 0;
    for (int i = 0; i < evaluation.candidates.size(); ++i) {
        const EvaluatedCandidate &c = evaluation.candidates.at(i);
        if (!c.isRankable() || ranking.outsideLimit.contains(i))
            continue;
        const auto r = TimeAndMoney::runtimeSeconds(evaluation, c);
        const auto spend = TimeAndMoney::cost(evaluation, c) ? TimeAndMoney::cost(evaluation, c)
                                                             : TimeAndMoney::gpuHours(evaluation, c);
        if (!r || !spend)
            continue;
        if (fastest < 0 || *r < fastestRuntime)
            fastest = i, fastestRuntime = *r;
        if (cheapest < 0 || *spend < cheapestSpend)
            cheapest = i, cheapestSpend = *spend;
    }
    const int pickIndex = ranking.rows.first().candidateIndex;
    if (fastest < 0 || (fastest == pickIndex && cheapest == pickIndex)) {
        if (fastest >= 0)
            lines << QCoreApplication::translate("RecommendationRows",
                "The pick is also the fastest and the cheapest feasible configuration.");
        return lines;
    }
    const auto described = [&](int index) {
        if (index == pickIndex)
            return QCoreApplication::translate("RecommendationRows", "the pick");
        const EvaluatedCandidate &c = evaluation.candidates.at(index);
        return (c.candidate.totalGpus == 1
                ? QCoreApplication::translate("RecommendationRows", "%1 GPU, batch %2 (%3)")
                : QCoreApplication::translate("RecommendationRows", "%1 GPUs, batch %2 (%3)"))
            .arg(c.candidate.totalGpus)
            .arg(c.candidate.batchSize)
            .arg(figures(c));
    };
    lines << (fastest == cheapest
            ? QCoreApplication::translate("RecommendationRows", "Fastest and cheapest: %1.")
                  .arg(described(fastest))
            : QCoreApplication::translate("RecommendationRows", "Fastest: %1; cheapest: %2.")
                  .arg(described(fastest), described(cheapest)));
    return lines;
}

QString RecommendationSummary::closestFit(const Evaluation &evaluation)
{
    if (evaluation.feasibleCount() > 0)
        return {}; // something fits: what is missing is not memory (a deadline, a budget, a prediction)
    const EvaluatedCandidate *from = nullptr;
    std::optional<MemoryFix> best;
    double bestOvershoot = 0;
    for (const EvaluatedCandidate &c : evaluation.candidates) {
        if (c.verdict.feasible || !c.verdict.memory || !(c.verdict.memory->capacityGb > 0))
            continue;
        // The first fix that fits and that the cluster allows (more GPUs than it has is no change).
        std::optional<MemoryFix> fix;
        for (const MemoryFix &f : c.verdict.fixes)
            if (f.fits
                && !(f.kind == MemoryFix::Kind::MoreGpus
                    && f.value > evaluation.config.infrastructure.totalGpus)) {
                fix = f;
                break;
            }
        if (!fix)
            continue;
        // Least disruptive kind first; among equals, the candidate closest to fitting.
        const double overshoot = c.verdict.memory->totalGb / c.verdict.memory->capacityGb;
        if (!best || int(fix->kind) < int(best->kind)
            || (fix->kind == best->kind && overshoot < bestOvershoot)) {
            best = fix;
            from = &c;
            bestOvershoot = overshoot;
        }
    }
    if (!best)
        return {};
    // A fix the margin accepts may still be inside the risk band (issue 37): say so.
    return (best->verdict == MemoryVerdict::Tight
            ? QCoreApplication::translate("RecommendationRows",
                "The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB, "
                "tight: inside the memory risk band).")
            : QCoreApplication::translate("RecommendationRows",
                "The smallest change that would make one fit: %1, from %2 (%3 GB per GPU of %4 GB)."))
        .arg(ReasonText::fix(*best, ReasonText::Language::Interface), layoutText(from->candidate),
            QString::number(best->memoryGb, 'f', 2),
            QString::number(from->verdict.memory ? from->verdict.memory->capacityGb : 0.0, 'f', 2));
}

QString RecommendationSummary::summary(const Evaluation &evaluation, const Ranking &ranking)
{
    if (ranking.rows.isEmpty())
        return QCoreApplication::translate(
            "RecommendationRows", "No feasible configuration in the search space.");
    const EvaluatedCandidate &best = ranking.candidateAt(evaluation, 0);
    const RankingPolicy &policy = ranking.policy;
    QString headline;
    if (policy.goal == Goal::AvoidOom) {
        const Workload &w = evaluation.config.workload;
        const bool asSubmitted = ranking.rows.first().candidateIndex == 0
            && best.candidate.totalGpus == w.jobGpus() && best.candidate.batchSize == w.batchSize;
        headline = asSubmitted
            ? QCoreApplication::translate("RecommendationRows", "%1 — the job as submitted fits")
                  .arg(layoutText(best.candidate))
            : (w.jobGpus() == 1
                    ? QCoreApplication::translate("RecommendationRows",
                        "%1 — the job as submitted (%2 GPU, batch %3 per device) would run out of "
                        "memory; the fewest more GPUs that fit at its total batch of %4")
                    : QCoreApplication::translate("RecommendationRows",
                        "%1 — the job as submitted (%2 GPUs, batch %3 per device) would run out of "
                        "memory; the fewest more GPUs that fit at its total batch of %4"))
                  .arg(layoutText(best.candidate))
                  .arg(w.jobGpus())
                  .arg(w.batchSize)
                  .arg(w.totalBatch());
    } else if (policy.goal == Goal::MinGpuFixedBatch) {
        headline = QCoreApplication::translate("RecommendationRows",
            "%1 — the fewest GPUs that fit at %2 per device (%3 smaller counts rejected)")
                       .arg(layoutText(best.candidate))
                       .arg(best.candidate.batchSize)
                       .arg(ranking.rows.first().candidateIndex);
    } else if (policy.goal == Goal::MinGpu) {
        const int smaller = ranking.rows.first().candidateIndex;
        headline = PluralText::counted("RecommendationRows",
            QT_TRANSLATE_N_NOOP("RecommendationRows",
                "%1 — the fewest GPUs that fit for a total batch of %2 (%n smaller GPU count(s) rejected)"),
            smaller)
                       .arg(layoutText(best.candidate))
                       .arg(evaluation.config.workload.totalBatch());
    } else if (policy.goal == Goal::Deadline) {
        const int qualifying = int(ranking.rows.size());
        const bool priced = evaluation.config.infrastructure.hasPrices();
        // A tie within ConstrainedRanking::tieTolerance went to fewer GPUs: the pick may not be the lowest.
        const bool tied = ranking.rows.size() > 1 && ranking.rows.at(1).tieRank == 1;
        headline = (priced ? (tied ? QCoreApplication::translate("RecommendationRows",
                                  "%1 — the fewest GPUs at the lowest cost (within 1 %) of %2 "
                                  "configurations that finish within %3")
                                   : QCoreApplication::translate("RecommendationRows",
                                       "%1 — the lowest cost of %2 configurations that finish within %3"))
                           : (tied ? QCoreApplication::translate("RecommendationRows",
                                  "%1 — the fewest GPUs at the fewest GPU-hours (within 1 %) of %2 "
                                  "configurations that finish within %3")
                                   : QCoreApplication::translate("RecommendationRows",
                                       "%1 — the fewest GPU-hours of %2 configurations that finish within "
                                       "%3")))
                       .arg(layoutText(best.candidate))
                       .arg(qualifying)
                       .arg(TimeAndMoney::durationText(policy.deadlineSeconds.value_or(0)));
    } else if (policy.goal == Goal::Budget) {
        const Budget budget = policy.budget.value_or(Budget {});
        const QString limit = budget.unit == Budget::Unit::GpuHours
            ? TimeAndMoney::gpuHoursText(budget.amount)
            : TimeAndMoney::moneyText(budget.amount, evaluation.config.infrastructure.currency);
        const bool tied = ranking.rows.size() > 1 && ranking.rows.at(1).tieRank == 1;
        headline = (tied ? QCoreApplication::translate("RecommendationRows",
                        "%1 — the fewest GPUs at the shortest runtime (within 1 %) of %2 "
                        "configurations within the budget of %3")
                         : QCoreApplication::translate("RecommendationRows",
                             "%1 — the fastest of %2 configurations within the budget of %3"))
                       .arg(layoutText(best.candidate))
                       .arg(ranking.rows.size())
                       .arg(limit);
    } else {
        const qsizetype feasible = ranking.rows.size() + ranking.droppedBySlowdown.size();
        // One feasible configuration is not "of 1 feasible configurations" (fresh-user finding).
        headline = feasible == 1
            ? QCoreApplication::translate("RecommendationRows", "%1 — the only feasible configuration")
                  .arg(layoutText(best.candidate))
            : QCoreApplication::translate("RecommendationRows", "%1 — %2 of %3 feasible configurations")
                  .arg(layoutText(best.candidate), GoalInfo::of(policy.goal).translatedPhrase())
                  .arg(feasible);
        if (ranking.rows.size() > 1) {
            const EvaluatedCandidate &second = ranking.candidateAt(evaluation, 1);
            const double ratio
                = best.prediction->throughputTokensPerSecond / second.prediction->throughputTokensPerSecond;
            headline += (second.candidate.totalGpus == 1
                    ? QCoreApplication::translate(
                        "RecommendationRows", ", %1× the throughput of the runner-up (%2 GPU, batch %3)")
                    : QCoreApplication::translate(
                        "RecommendationRows", ", %1× the throughput of the runner-up (%2 GPUs, batch %3)"))
                            .arg(ratio, 0, 'f', 2)
                            .arg(second.candidate.totalGpus)
                            .arg(second.candidate.batchSize);
            if (!second.candidate.layout.isDataParallel() && headline.endsWith(u')'))
                headline.insert(
                    headline.size() - 1, QStringLiteral(", ") + degreesText(second.candidate.layout));
        }
    }
    QString text = QCoreApplication::translate("RecommendationRows", "%1.", "end of the headline sentence")
                       .arg(headline)
        + QLatin1Char('\n');
    for (const QString &line : timeAndMoney(evaluation, ranking))
        text += line + QLatin1Char('\n');
    for (const QString &note : trustNotes(evaluation, ranking))
        text += note + QLatin1Char('\n');
    if (const QString layout = layoutAlternative(evaluation, ranking); !layout.isEmpty())
        text += layout + QLatin1Char('\n'); // issue 35 item 4
    if (const QString assumed = assumptions(evaluation, best); !assumed.isEmpty())
        text += assumed + QLatin1Char('\n'); // issue 36 items 1, 2, 4
    // Measured runs that can never match (the bundled 5-row sample) would otherwise read as working.
    for (const QString &warning : evaluation.warnings)
        if (MeasuredRuns::isNoCatalogMatchText(warning)) {
            QString source = warning.section(QStringLiteral(" of "), 1).section(QStringLiteral(" ("), 0, 0);
            if (source
                == u"the bundled sample") // the registry's name for it (fresh-user finding: English in de)
                source = QCoreApplication::translate("RecommendationRows", "the bundled sample");
            text += QCoreApplication::translate("RecommendationRows",
                        "No measured run can match: %1 names no catalog model; set lookup: default "
                        "(--lookup default) for the bundled run database.")
                        .arg(source)
                + QLatin1Char('\n');
        }
    QString policyText = QCoreApplication::translate("RecommendationRows", "Policy: %1")
                             .arg(GoalInfo::of(policy.goal).translatedName());
    if (policy.goal == Goal::Deadline && policy.deadlineSeconds)
        policyText += QCoreApplication::translate("RecommendationRows", " (deadline %1)")
                          .arg(GoalLimit::durationText(*policy.deadlineSeconds));
    else if (policy.goal == Goal::Budget && policy.budget)
        policyText += QCoreApplication::translate("RecommendationRows", " (budget %1)")
                          .arg(GoalLimit::budgetText(*policy.budget));
    else if (GoalInfo::of(policy.goal).kind == GoalKind::MultiObjective)
        policyText += weightsText(policy);
    const QString &powerModel = evaluation.config.predictors.energy;
    if (powerModel == PredictorId::KavierPower && !best.prediction->countsNodePower)
        policyText += QCoreApplication::translate(
            "RecommendationRows", "; predictor %1, top pick from %2; power kavier_power; feasibility %3.")
                          .arg(summaryPredictorLabel(evaluation), best.prediction->source,
                              summaryFeasibilityLabel(evaluation));
    else // issue 34: say which power the energy figures count
        policyText += QCoreApplication::translate("RecommendationRows",
            "; predictor %1, top pick from %2; power %3, energy counting %4; feasibility %5.")
                          .arg(summaryPredictorLabel(evaluation), best.prediction->source, powerModel,
                              energyCountingText(evaluation, best), summaryFeasibilityLabel(evaluation));
    return text + policyText;
}
