#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli evaluate` (cli.md "evaluate"): predicts every usable row of a measured-runs CSV with a
/// model file or a named predictor, without training, and compares with the measured throughput.
class EvaluateCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("evaluate"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Score a model file or predictor against measured runs (MdAPE, MAPE, worst, R²).");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
