#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli import-runs` (cli.md fifth part "Intervals, trials, calibration"): training logs → the
/// measured-runs CSV.
class ImportRunsCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("import-runs"); }
    QString summary() const override
    {
        return QStringLiteral("Read measured step times from training logs into the measured-runs CSV.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
