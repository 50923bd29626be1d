#pragma once

#include "support/Command.h"

namespace cli {

/// `coastline-cli catalog` (cli.md "catalog").
class CatalogCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("catalog"); }
    QString summary() const override
    {
        return QStringLiteral("List the bundled LLM or GPU catalog (catalog llms | catalog gpus).");
    }

protected:
    QString description() const override;
    void addOptions(CommandLine &cl) const override;
    int execute(const CommandLine &cl) const override;
};

} // namespace cli
