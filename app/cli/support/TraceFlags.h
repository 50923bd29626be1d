#pragma once

// Helpers shared by the trace verbs (cli.md "recommend-trace, trace-to-runs, simulate-trace"; traces.md).

#include "io/OutputTable.h"
#include "trace/RecommendedTrace.h"

#include <QString>

namespace cli {

class CommandLine;

/// The value of the file option `name` (e.g. "input"), which must be given. Throws CoastlineError
/// "--<name>: required (<what>)" when it is missing or empty.
QString requiredFile(const CommandLine &commandLine, const QString &name, const QString &what);

/// Writes `table` as CSV to `path` atomically. Throws CoastlineError "<flag>: <path>: cannot write: …".
void writeCsvFile(const QString &path, const QString &flag, const OutputTable &table);

/// recommend-trace on `trace` with the command line's --config, policy flags and cluster: the goal is
/// --goal, else min_gpu (upstream's default for traces, whatever the configuration says); the cluster is
/// --cluster-gpus / --max-gpus-per-node (else the configuration's infrastructure), laid out as
/// ClusterShape::fromTotal. Rows that cannot be recommended are reported as `warning:` lines naming the
/// file and line. Throws CoastlineError naming the flag for a bad cluster.
RecommendedTrace recommendTrace(const CommandLine &commandLine, const JobTrace &trace);

} // namespace cli
