#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli trace-to-runs` (cli.md "recommend-trace, trace-to-runs, simulate-trace"; traces.md).
class TraceToRunsCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("trace-to-runs"); }
    QString summary() const override
    {
        return QStringLiteral("Convert a scheduler trace to the flat measured-runs schema.");
    }

protected:
    int execute(const QStringList &arguments, const Console &console) const override;
};

} // namespace cli
