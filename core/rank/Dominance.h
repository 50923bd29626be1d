#pragma once

#include <vector>

/// Pareto dominance on (throughput, energy per token) (issue 14, docs/user-guide.md "Dominance"): a
/// configuration is dominated when another one has strictly higher throughput and strictly lower energy
/// per token — it does the same work sooner and with less energy. This holds whatever metric the
/// ranking's energy score uses.
namespace Dominance {

/// For each i, whether some j has throughput[j] > throughput[i] and joulesPerToken[j] <
/// joulesPerToken[i]. Both vectors have the same length; values are finite and positive.
/// O(n log n): one sweep in order of decreasing throughput.
std::vector<bool> dominated(const std::vector<double> &throughput, const std::vector<double> &joulesPerToken);

} // namespace Dominance
