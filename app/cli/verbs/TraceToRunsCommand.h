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
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
