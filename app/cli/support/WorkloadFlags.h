#pragma once

#include "model/Workload.h"

#include <QString>
#include <QtGlobal>
#include <optional>

namespace cli {

/// Workload flags as given (unset = not on the command line): --llm --method --gpu --tokens --batch
/// --gpus-per-node --nodes. Numbers are already checked (≥ 1, within Limits), the method normalised.
struct WorkloadFlags
{
    std::optional<QString> llm;
    std::optional<QString> method;
    std::optional<QString> gpu;
    std::optional<qint64> tokens;
    std::optional<qint64> batch;
    std::optional<int> gpusPerNode;
    std::optional<int> nodes;

    /// Whether any workload flag was given.
    bool any() const { return llm || method || gpu || tokens || batch || gpusPerNode || nodes; }
    /// `base` with every given flag applied on top (flags override the config's workload).
    Workload appliedTo(Workload base) const;
};

} // namespace cli
