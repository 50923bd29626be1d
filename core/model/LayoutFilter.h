#pragma once

#include <QString>
#include <QStringList>

/// Which total GPU counts the search grid keeps (`grid.layouts`, CLI `--layouts`). A count such as 23
/// on 8-GPU nodes can only be laid out as 23 single-GPU nodes, which a planner rarely wants and which
/// makes throughput curves jump between neighbouring counts.
enum class LayoutFilter {
    Any, ///< every GPU count (the seed's grid; the default)
    WholeNodes, ///< g ≤ GPUs per node (one partly used node), or a multiple of GPUs per node
    PowersOfTwo, ///< g = 1, 2, 4, 8, …
};

/// Canonical names, in enum order: "any", "whole-nodes", "powers-of-two".
QStringList layoutFilterNames();
/// The canonical name of `filter`.
QString layoutFilterName(LayoutFilter filter);
/// Parses a name (any case; `-`, `_` and space alike). Throws CoastlineError naming `what`, the value,
/// the closest name and the choices otherwise.
LayoutFilter parseLayoutFilter(const QString &text, const QString &what);
/// True when `filter` keeps `totalGpus` (≥ 1) on nodes of at most `maxGpusPerNode` (≥ 1) GPUs.
bool layoutFilterAccepts(LayoutFilter filter, int totalGpus, int maxGpusPerNode);
