#pragma once

namespace cli {

/// Exit codes of coastline-cli (cli.md "Common rules").
enum ExitCode : int {
    ExitSuccess = 0, ///< success
    ExitNoResult = 1, ///< the job ran but has no result
    ExitBadInput = 2, ///< bad usage or bad input
};

} // namespace cli
