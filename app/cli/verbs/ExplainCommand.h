#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli explain` (cli.md "explain").
class ExplainCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("explain"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Every candidate with its feasibility verdict, memory breakdown, prediction and score.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
