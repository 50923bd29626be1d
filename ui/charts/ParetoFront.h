#pragma once

#include <QList>
#include <QPointF>

/// The Pareto front of (cost x, benefit y) points: the points no other point beats with lower or
/// equal cost and higher or equal benefit (one strictly). Returns their indices ordered by cost.
/// Used to draw the throughput-vs-cluster-power front; it selects points, it computes no values.
QList<int> paretoFront(const QList<QPointF> &points);
