#pragma once

#include "model/Evaluation.h"

namespace cli {

class CommandLine;

/// `--calibration-profile PROFILE` (recommend, explain, simulate; declared with the predictor flags): reads
/// the sealed profile (CalibrationProfile::load) and applies it to `evaluation`'s roofline predictions before
/// they are ranked or shown. Nothing when the flag is not given. Throws CoastlineError for an unreadable,
/// malformed or tampered profile.
void applyCalibrationProfile(const CommandLine &commandLine, Evaluation &evaluation);
/// The same for one candidate of `config`'s job (simulate).
void applyCalibrationProfile(
    const CommandLine &commandLine, const Configuration &config, EvaluatedCandidate &candidate);

} // namespace cli
