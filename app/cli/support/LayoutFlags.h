#pragma once

// The declared-layout flags of simulate and explain (cli.md "Parallel layouts", issue 35): --tp, --pp and
// --cp (each >= 1, default 1) declare one parallel layout.

#include "model/Configuration.h"

#include <QCommandLineParser>

namespace cli {

class CommandLine;

/// --tp N, --pp N, --cp N.
void addLayoutOptions(QCommandLineParser &parser);
/// When any of the three was given (after parse()): `config.search.layouts` becomes the one declared
/// layout (tp, pp, cp; the unset ones 1). Throws CoastlineError naming the flag for a value < 1 or too
/// large, and when --layouts (explain) was given as auto or a list ("--tp 2 declares one parallel layout
/// and --layouts auto asks for others; …"). Warns (stderr `warning:`) when --layouts data-parallel was
/// given (the declared layout is used), under a min-GPU goal (it walks data parallel only) and when the
/// tokens per sample are not a multiple of 2 × CP (the load-balanced causal split needs one).
/// Whether the layout fits the job (ParallelLayout::rejection) is checked where the job is known.
void applyLayoutFlags(const CommandLine &commandLine, Configuration &config);

} // namespace cli
