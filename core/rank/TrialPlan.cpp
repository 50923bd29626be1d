#include "rank/TrialPlan.h"

#include "predict/interval/PredictionInterval.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <functional>
#include <random>

namespace TrialPlan {

namespace {

constexpr double kZ80 = 1.2815515655446004;

struct Option
{
    int row = 0; ///< index in ranking.rows
    double logMean = 0; ///< ln(predicted throughput)
    double sigma = 0; ///< log standard deviation of the truth
    int stratum = 0;
};

/// Draws of the true log throughputs: truth[d][i], with the shared and own normal parts kept for the
/// posterior update (shared[d][h], own[d][i]).
struct Draws
{
    QList<QList<double>> truth;
    QList<QList<double>> shared;
};

Draws draw(const QList<Option> &options, int strata)
{
    std::mt19937_64 rng(42);
    std::normal_distribution<double> normal;
    Draws d;
    const double a = std::sqrt(kStratumCorrelation);
    const double b = std::sqrt(1 - kStratumCorrelation);
    for (int s = 0; s < kSamples; ++s) {
        QList<double> z(strata);
        for (double &x : z)
            x = normal(rng);
        QList<double> t;
        for (const Option &o : options)
            t.append(o.logMean + o.sigma * (a * z[o.stratum] + b * normal(rng)));
        d.shared.append(z);
        d.truth.append(t);
    }
    return d;
}

/// Expected regret (fraction of the pick's prediction) when `measured` are observed before deciding.
double regret(const QList<Option> &options, const Draws &d, const QList<int> &measured, double pickMean)
{
    const double a = std::sqrt(kStratumCorrelation);
    double total = 0;
    for (int s = 0; s < kSamples; ++s) {
        const QList<double> &t = d.truth[s];
        // The posterior mean of each stratum's shared part from the measured options in it.
        QHash<int, QPair<double, int>> sums;
        for (int i : measured) {
            const Option &o = options[i];
            if (o.sigma > 0) {
                auto &e = sums[o.stratum];
                e.first += (t[i] - o.logMean) / o.sigma;
                ++e.second;
            }
        }
        int chosen = 0;
        double chosenValue = -INFINITY;
        double best = -INFINITY;
        for (int i = 0; i < options.size(); ++i) {
            best = std::max(best, t[i]);
            double estimate = options[i].logMean;
            if (measured.contains(i)) {
                estimate = t[i];
            } else if (const auto it = sums.constFind(options[i].stratum); it != sums.constEnd()) {
                const double zHat
                    = a * it->first / (it->second * kStratumCorrelation + (1 - kStratumCorrelation));
                estimate += options[i].sigma * a * zHat;
            }
            if (estimate > chosenValue) {
                chosenValue = estimate;
                chosen = i;
            }
        }
        total += std::exp(best) - std::exp(t[chosen]);
    }
    return total / kSamples / std::exp(pickMean);
}

} // namespace

Choice choose(const QList<double> &logMeans, const QList<double> &sigmas, const QList<int> &strata, int k)
{
    QList<Option> options;
    int strataCount = 0;
    for (qsizetype i = 0; i < logMeans.size(); ++i) {
        options.append({int(i), logMeans[i], sigmas[i], strata[i]});
        strataCount = std::max(strataCount, strata[i] + 1);
    }
    Choice choice;
    if (options.size() < 2 || k < 1)
        return choice;
    const double pickMean = options.first().logMean;
    const Draws d = draw(options, strataCount);
    choice.now = regret(options, d, {}, pickMean);
    const int n = int(options.size());
    k = std::min(k, n);
    choice.after = INFINITY;
    // Every k-subset of the options (at most C(10, 3) = 120), best by the regret after.
    QList<int> index(k);
    std::function<void(int, int)> visit = [&](int from, int depth) {
        if (depth == k) {
            const double after = regret(options, d, index, pickMean);
            if (after < choice.after - 1e-12) {
                choice.after = after;
                choice.chosen = index;
            }
            return;
        }
        for (int i = from; i < n; ++i) {
            index[depth] = i;
            visit(i + 1, depth + 1);
        }
    };
    visit(0, 0);
    QList<QPair<double, int>> own;
    for (int i : choice.chosen)
        own.append({choice.now - regret(options, d, {i}, pickMean), i});
    std::stable_sort(own.begin(), own.end(), [](const auto &x, const auto &y) { return x.first > y.first; });
    choice.chosen.clear();
    for (const auto &[reduction, i] : own) {
        choice.chosen.append(i);
        choice.reduction.append(reduction);
    }
    return choice;
}

Plan plan(const Evaluation &evaluation, const Ranking &ranking, int k)
{
    QList<int> rows;
    QList<double> means, sigmas;
    QList<int> strata;
    QStringList names;
    for (int r = 0; r < ranking.rows.size() && rows.size() < kCandidates; ++r) {
        const EvaluatedCandidate &c = ranking.candidateAt(evaluation, r);
        const std::optional<PredictionInterval> interval = PredictionInterval::of(evaluation.config, c);
        if (!c.prediction || !interval || !(interval->p10TokensPerSecond > 0))
            continue;
        if (!names.contains(interval->factors.stratum))
            names.append(interval->factors.stratum);
        rows.append(r);
        means.append(std::log(c.prediction->throughputTokensPerSecond));
        sigmas.append(std::log(interval->p90TokensPerSecond / interval->p10TokensPerSecond) / (2 * kZ80));
        strata.append(int(names.indexOf(interval->factors.stratum)));
    }
    // The pick is the ranking's first row (its goal may weigh energy too); regrets are in its throughput.
    const Choice choice = choose(means, sigmas, strata, k);
    Plan result;
    result.regretNowPercent = choice.now * 100;
    result.regretAfterPercent = choice.chosen.isEmpty() ? 0 : choice.after * 100;
    for (qsizetype j = 0; j < choice.chosen.size(); ++j) {
        const int i = choice.chosen[j];
        const EvaluatedCandidate &c = ranking.candidateAt(evaluation, rows[i]);
        Trial t;
        t.rank = rows[i] + 1;
        t.regretReductionPercent = choice.reduction[j] * 100;
        const double stepSeconds = double(c.candidate.totalBatch())
            * double(evaluation.config.workload.tokensPerSample) / c.prediction->throughputTokensPerSecond;
        t.gpuHours = c.candidate.totalGpus * (kWarmupSteps + kMeasureSteps) * stepSeconds / 3600;
        t.reason = QStringLiteral("skip %1 warm-up steps, then time %2 steps; predicted %3 tokens/s ±%4 %, "
                                  "%5 % of the pick's; measuring it alone cuts the expected regret from %6 % "
                                  "to %7 % of the pick's throughput")
                       .arg(kWarmupSteps)
                       .arg(kMeasureSteps)
                       .arg(c.prediction->throughputTokensPerSecond, 0, 'f', 0)
                       .arg((std::exp(kZ80 * sigmas[i]) - 1) * 100, 0, 'f', 0)
                       .arg(std::exp(means[i] - means[0]) * 100, 0, 'f', 1)
                       .arg(result.regretNowPercent, 0, 'f', 2)
                       .arg(result.regretNowPercent - t.regretReductionPercent, 0, 'f', 2);
        result.trials.append(t);
    }
    return result;
}

QString text(const Plan &plan)
{
    if (plan.trials.isEmpty())
        return {};
    QString out
        = QStringLiteral("Short trials that could change the pick (expected regret %1 % of the pick's "
                         "throughput now, %2 % after all of them):\n")
              .arg(plan.regretNowPercent, 0, 'f', 2)
              .arg(plan.regretAfterPercent, 0, 'f', 2);
    for (const Trial &t : plan.trials)
        out += QStringLiteral("  rank %1 (%2 GPU-h): %3\n")
                   .arg(t.rank)
                   .arg(t.gpuHours, 0, 'f', 2)
                   .arg(t.reason);
    return out;
}

} // namespace TrialPlan
