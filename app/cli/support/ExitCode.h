#pragma once

namespace cli {

/// Exit codes of coastline-cli (cli.md "Common rules").
enum ExitCode : int {
    ExitSuccess = 0, ///< success
    ExitNoResult = 1, ///< the job ran but has no result
    ExitBadInput = 2, ///< bad usage or bad input
    ExitInterrupted = 130, ///< stopped by Ctrl-C (SIGINT), 128 + 2 as shells report it
};

} // namespace cli
