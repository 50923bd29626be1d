#include "rank/Dominance.h"

#include <algorithm>
#include <limits>
#include <numeric>

std::vector<bool> Dominance::dominated(
    const std::vector<double> &throughput, const std::vector<double> &joulesPerToken)
{
    const size_t n = throughput.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return throughput[a] > throughput[b]; });
    std::vector<bool> result(n, false);
    // Sweep from the fastest down; `lowest` is the least energy per token among strictly faster ones.
    double lowest = std::numeric_limits<double>::infinity();
    for (size_t start = 0; start < n;) {
        size_t end = start;
        while (end < n && throughput[order[end]] == throughput[order[start]])
            ++end;
        for (size_t k = start; k < end; ++k)
            result[order[k]] = lowest < joulesPerToken[order[k]];
        for (size_t k = start; k < end; ++k)
            lowest = std::min(lowest, joulesPerToken[order[k]]);
        start = end;
    }
    return result;
}
