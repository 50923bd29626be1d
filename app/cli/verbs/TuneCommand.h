#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli tune` (cli.md "tune"; learned-predictors.md): trains one learned model on measured
/// runs, prints its cross-validated metrics next to Kavier's and writes the model file; `--model kavier`
/// fits Kavier's calibration factors instead and writes a calibration JSON.
class TuneCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("tune"); }
    QString summary() const override
    {
        return QStringLiteral("Train a learned throughput model (or Kavier's calibration) on measured runs.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
