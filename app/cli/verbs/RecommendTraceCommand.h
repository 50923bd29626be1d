#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli recommend-trace` (cli.md "recommend-trace, trace-to-runs, simulate-trace"; traces.md).
class RecommendTraceCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("recommend-trace"); }
    QString summary() const override
    {
        return QStringLiteral("Recommend every job of a scheduler trace (top-1, default goal min_gpu) and "
                              "write the recommended trace.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
