#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli evaluate-memory` (docs/cli.md): the memory model against one's own runs. Each row of
/// a runs CSV (MemoryCheck: outcome, optional measured torch peak, optional training-stack columns) is
/// judged by the memory model; the output is the verdict agreement and the peak errors.
class EvaluateMemoryCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("evaluate-memory"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Check the memory model against runs with their outcome (agreement, peak errors).");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
