#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli recommend` (cli.md "recommend").
class RecommendCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("recommend"); }
    QString summary() const override
    {
        return QStringLiteral("Recommend GPU configurations for a job (or a CSV of jobs), best first.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
