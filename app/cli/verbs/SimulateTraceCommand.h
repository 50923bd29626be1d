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
    int execute(const QStringList &arguments, const Console &console) const override;
};

} // namespace cli
