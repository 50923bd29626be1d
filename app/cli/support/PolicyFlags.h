#pragma once

// The policy flags of recommend, explain, recommend-trace and simulate-trace (cli.md "Policy flags"):
// they override the configuration's strategy, grid, predictors and infrastructure.

#include "model/Configuration.h"

#include <QCommandLineParser>

namespace cli {

class CommandLine;

/// Policy flags (cli.md "Common rules"; override the configuration): --goal --alpha --beta --top-k
/// --max-slowdown --predictor --fallback --feasibility --empirical-oom-guard --token-budget --lookup
/// --batch-sizes --total-gpus --cluster-gpus --max-nodes --max-gpus-per-node --infrastructure.
void addPolicyOptions(QCommandLineParser &parser);
/// The predictor flags, the part of the policy flags `simulate` takes (declared once, in
/// addPolicyOptions()'s table): --predictor --fallback --feasibility --empirical-oom-guard --token-budget
/// --lookup --model-file --inter-node-gbps.
void addPredictorOptions(QCommandLineParser &parser);
/// Applies the predictor flags that were given to `config` (predictors, infrastructure.inter_node_gbps).
/// Throws CoastlineError naming the flag for a bad value (e.g. an unknown predictor name, a token
/// budget < 1).
void applyPredictorFlags(const CommandLine &commandLine, Configuration &config);
/// Applies the policy flags that were given to `config` (after parse(); addPolicyOptions() must have been
/// called), then warns on the command line's console about given flags the chosen policy ignores. Throws
/// CoastlineError naming the flag for a bad value.
void applyPolicyFlags(const CommandLine &commandLine, Configuration &config);

} // namespace cli
