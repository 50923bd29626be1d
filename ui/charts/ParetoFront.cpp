#include "charts/ParetoFront.h"

#include <algorithm>
#include <numeric>

QList<int> paretoFront(const QList<QPointF> &points)
{
    QList<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (points[a].x() != points[b].x())
            return points[a].x() < points[b].x();
        return points[a].y() > points[b].y();
    });
    QList<int> front;
    bool any = false;
    double bestY = 0;
    for (int i : order) {
        if (!any || points[i].y() > bestY) {
            front << i;
            bestY = points[i].y();
            any = true;
        }
    }
    return front;
}
