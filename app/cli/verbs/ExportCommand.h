#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli export` (cli.md "Launch files"): the recommendation's pick (or --rank N) as a launch file.
class ExportCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override
    {
        return QStringLiteral(
            "Export the recommended configuration as a torchtitan, Megatron-LM, accelerate, "
            "DeepSpeed or Slurm launch file.");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
