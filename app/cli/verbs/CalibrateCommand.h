#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli calibrate` (cli.md fifth part "Intervals, trials, calibration"): the user's measured runs
/// → a sealed calibration profile of their cluster (CalibrationProfile).
class CalibrateCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("calibrate"); }
    QString summary() const override
    {
        return QStringLiteral("Fit a calibration profile of your cluster from your measured runs.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
