#pragma once

#include <QString>
#include <QStringList>

/// How a multi-objective ranking turns throughput and energy into scores in [0, 1]
/// (`strategy.score_normalization`, CLI `--score-normalization`; docs/user-guide.md "How the scores are
/// normalised").
/// - Relative (the default): ratios to the best candidate, runtime score = throughput / best throughput,
///   energy score = best energy / energy (energy per token or cluster power, per EnergyMetric). A
///   candidate's score does not depend on how slow or wasteful the worst candidate is, so adding slow
///   candidates to the search does not move the pick.
/// - MinMax: the seed's, over the ranked candidates, (worst − value) / (worst − best) of 1/throughput and
///   of the energy cost; all equal → 1 (seed "Ranking", upstream-behaviour.md §6.1).
enum class ScoreNormalization {
    Relative, ///< value / best (throughput), best / value (energy)
    MinMax, ///< the seed's min-max over the ranked candidates
};

/// Canonical names, in enum order: "relative", "min-max".
QStringList scoreNormalizationNames();
/// The canonical name of `normalization`.
QString scoreNormalizationName(ScoreNormalization normalization);
/// Parses a name (any case; `-`, `_` and space alike). Throws CoastlineError naming `what`, the value,
/// the closest name and the choices otherwise.
ScoreNormalization parseScoreNormalization(const QString &text, const QString &what);
