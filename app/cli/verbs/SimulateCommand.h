#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli simulate` (cli.md "simulate").
class SimulateCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("simulate"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Predict one declared configuration (or a CSV of them): throughput, power, feasibility.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
