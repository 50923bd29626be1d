#include "predict/roofline/KernelEfficiency.h"

#include <algorithm>
#include <cmath>

namespace KernelEfficiency {

double gemmAtLog2(double x)
{
    // (log2 GFLOP, efficiency): Calculon's float16 matrix table, joined linearly in log2(size).
    struct Point
    {
        double log2Gflop;
        double efficiency;
    };
    static constexpr Point points[] = {{-4.0, 0.1}, {0.0, 0.6}, {4.0, 0.9}, {7.0, 0.95}};
    if (!(x > points[0].log2Gflop))
        return points[0].efficiency;
    for (int i = 1; i < 4; ++i)
        if (x < points[i].log2Gflop) {
            const Point &a = points[i - 1];
            const Point &b = points[i];
            return a.efficiency
                + (b.efficiency - a.efficiency) * (x - a.log2Gflop) / (b.log2Gflop - a.log2Gflop);
        }
    return points[3].efficiency;
}

double gemmCeiling(const QString &architecture)
{
    constexpr double calculonCeiling = 0.95;
    if (architecture == u"ampere")
        return 0.859 / calculonCeiling;
    if (architecture == u"hopper")
        return 0.801 / calculonCeiling;
    if (architecture == u"cdna")
        return 0.601 / calculonCeiling;
    return 1.0;
}

double gemm(double flops)
{
    return flops > 0 ? gemmAtLog2(std::log2(flops * 1e-9)) : 0.1;
}

AttentionCurve attention(int headDim, const QString &architecture)
{
    AttentionCurve c;
    if (architecture == u"hopper")
        c = {0.55, 900};
    else if (architecture == u"blackwell")
        c = {0.50, 1000};
    if (headDim > 0 && headDim <= 64)
        c.ceiling *= 0.85;
    return c;
}

} // namespace KernelEfficiency
