// `coastline-cli catalog llms|gpus` (cli.md "catalog"): every field of every catalog entry.

#include "verbs/CatalogCommand.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogFields.h"
#include "catalog/CatalogYaml.h"
#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"

namespace cli {

namespace {

/// One row per entry, one column per catalog field in the bundled CSV's column order
/// (CatalogFields: the names are those of resources/catalog/llms.csv and gpus.csv).
template<typename Spec>
OutputTable fieldTable(const QList<CatalogFields::Field<Spec>> &fields, const QList<Spec> &specs)
{
    const QList<const CatalogFields::Field<Spec> *> columns = CatalogFields::byColumn(fields);
    QStringList names;
    for (const auto *field : columns)
        names.append(field->name);
    OutputTable t(names);
    for (const Spec &spec : specs) {
        QVariantList row;
        for (const auto *field : columns)
            row.append(field->value(spec));
        t.addRow(row);
    }
    return t;
}

/// `catalog import --hf-config config.json [--name N] [--config FILE --output FILE]` (cli.md third part).
int importModel(const CommandLine &cl)
{
    const QString path = cl.value(QStringLiteral("hf-config"));
    if (path.trimmed().isEmpty())
        throw CoastlineError(
            QStringLiteral("catalog import: give the model's config.json with --hf-config FILE"));
    const HfConfigImport::Result imported = HfConfigImport::fromFile(path, cl.value(QStringLiteral("name")));
    for (const QString &warning : imported.warnings)
        cl.console().warning(warning);
    if (Catalog::bundled().findLlmName(imported.llm.name) == imported.llm.name)
        cl.console().warning(QStringLiteral("'%1' replaces the bundled catalog entry of that name in this "
                                            "configuration; give another with --name")
                                 .arg(imported.llm.name));
    if (cl.configPath().isEmpty()) { // the entry as a catalog: block, to paste into a configuration
        cl.writeOutput(QString::fromUtf8(CatalogYaml::llmBlock({imported.llm})));
        return ExitSuccess;
    }
    if (cl.outputPath().isEmpty())
        throw CoastlineError(QStringLiteral(
            "--output: give the file to save the configuration with the imported entry to (with --config)"));
    QStringList warnings;
    Configuration config = ConfigurationIo::load(cl.configPath(), &warnings);
    for (const QString &warning : warnings)
        cl.console().warning(warning);
    const bool replaced = HfConfigImport::addTo(config.catalogLlms, imported.llm);
    QString error;
    if (!ConfigurationIo::save(config, cl.outputPath(), &error))
        throw CoastlineError(QStringLiteral("--output: %1").arg(error));
    cl.console().out(QStringLiteral("%1 %2 in the catalog block of %3 (%4 parameters computed)\n")
                         .arg(replaced ? QStringLiteral("replaced") : QStringLiteral("added"),
                             imported.llm.name, cl.outputPath())
                         .arg(imported.llm.mParams, 0, 'g', 6));
    return ExitSuccess;
}

} // namespace

QString CatalogCommand::description() const
{
    return QStringLiteral("Lists the LLM or GPU catalog with every field.");
}

void CatalogCommand::addOptions(CommandLine &cl) const
{
    cl.addPositional(QStringLiteral("kind"),
        QStringLiteral("llms or gpus; or import (a model from its Hugging Face config.json)."),
        QStringLiteral("llms|gpus|import"));
    cl.parser().addOptions({
        {QStringLiteral("hf-config"), QStringLiteral("import: the model's Hugging Face config.json."),
            QStringLiteral("file")},
        {QStringLiteral("name"),
            QStringLiteral("import: the catalog name of the entry (default: from the file)."),
            QStringLiteral("name")},
    });
    cl.addOutputOptions();
    cl.addConfigOption();
}

int CatalogCommand::execute(const CommandLine &cl) const
{
    const QStringList positional = cl.positionalArguments();
    if (positional.size() != 1)
        throw CoastlineError(positional.isEmpty()
                ? QStringLiteral("catalog: expected 'llms' or 'gpus'")
                : QStringLiteral("catalog: expected one of 'llms' or 'gpus', got %1 arguments")
                      .arg(positional.size()));
    const QString kind = positional.first().toLower();
    if (kind == u"import")
        return importModel(cl);
    RecommenderContext::Inputs prepared; // the catalog, built once (also to check the file's names)
    const Catalog &catalog = prepared.catalogOf(effectiveConfiguration(cl, &prepared));
    if (kind == u"llms" || kind == u"llm")
        cl.writeTable(fieldTable(CatalogFields::llm(), catalog.llms()));
    else if (kind == u"gpus" || kind == u"gpu")
        cl.writeTable(fieldTable(CatalogFields::gpu(), catalog.gpus()));
    else
        throw CoastlineError(QStringLiteral("catalog: unknown catalog '%1'; expected 'llms' or 'gpus'")
                                 .arg(positional.first()));
    return ExitSuccess;
}

} // namespace cli
