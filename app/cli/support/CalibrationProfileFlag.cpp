#include "support/CalibrationProfileFlag.h"

#include "common/CoastlineError.h"
#include "predict/interval/CalibrationProfile.h"
#include "support/CommandLine.h"

#include <optional>

namespace cli {

namespace {

std::optional<CalibrationProfile> profileOf(const CommandLine &commandLine)
{
    if (!commandLine.isSet(QStringLiteral("calibration-profile")))
        return std::nullopt;
    const QString path = commandLine.value(QStringLiteral("calibration-profile")).trimmed();
    if (path.isEmpty())
        throw CoastlineError(QStringLiteral("--calibration-profile: expected a profile file from calibrate"));
    return CalibrationProfile::load(path);
}

} // namespace

void applyCalibrationProfile(const CommandLine &commandLine, Evaluation &evaluation)
{
    if (const std::optional<CalibrationProfile> profile = profileOf(commandLine))
        profile->apply(evaluation);
}

void applyCalibrationProfile(
    const CommandLine &commandLine, const Configuration &config, EvaluatedCandidate &candidate)
{
    if (const std::optional<CalibrationProfile> profile = profileOf(commandLine))
        profile->apply(config, candidate);
}

} // namespace cli
