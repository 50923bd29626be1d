#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli simulate-trace` (cli.md "recommend-trace, trace-to-runs, simulate-trace"; traces.md).
class SimulateTraceCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("simulate-trace"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Simulate a trace's schedule on a cluster, baseline vs recommended (summary, schedule, plot).");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
