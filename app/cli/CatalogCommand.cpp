// `coastline-cli catalog llms|gpus` (cli.md "catalog"): every field of every catalog entry.

#include "CatalogCommand.h"

#include "ArgumentParsing.h"
#include "CommandLine.h"
#include "Console.h"
#include "JobConfiguration.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogYaml.h"
#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"

#include <optional>

namespace cli {

namespace {

template<typename T> QVariant optional(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

QVariant text(const QString &value)
{
    return value.isEmpty() ? QVariant() : QVariant(value);
}

// Column names are those of resources/catalog/llms.csv and gpus.csv.
OutputTable llmTable(const Catalog &catalog)
{
    OutputTable t({QStringLiteral("llm_name"), QStringLiteral("n_layers"), QStringLiteral("n_heads"),
        QStringLiteral("d_head"), QStringLiteral("d_model"), QStringLiteral("p_bytes"),
        QStringLiteral("m_params"), QStringLiteral("active_params"), QStringLiteral("is_moe"),
        QStringLiteral("upstream_comment"), QStringLiteral("hf_repo_id"), QStringLiteral("vocab_size"),
        QStringLiteral("intermediate_size"), QStringLiteral("num_key_value_heads"),
        QStringLiteral("tie_word_embeddings"), QStringLiteral("num_experts"),
        QStringLiteral("experts_per_token"), QStringLiteral("shared_expert_intermediate_size"),
        QStringLiteral("total_params_published"), QStringLiteral("architecture_confidence"),
        QStringLiteral("architecture_source"), QStringLiteral("mlp_gated")});
    for (const LlmSpec &s : catalog.llms())
        t.addRow({s.name, s.nLayers, s.nHeads, s.dHead, s.dModel, s.pBytes, s.mParams, s.activeParams,
            s.isMoe, text(s.upstreamComment), text(s.hfRepoId), optional(s.vocabSize),
            optional(s.intermediateSize), optional(s.numKeyValueHeads), optional(s.tieWordEmbeddings),
            optional(s.numExperts), optional(s.expertsPerToken), optional(s.sharedExpertIntermediateSize),
            optional(s.totalParamsPublished), text(s.architectureConfidence), text(s.architectureSource),
            optional(s.mlpGated)});
    return t;
}

OutputTable gpuTable(const Catalog &catalog)
{
    OutputTable t({QStringLiteral("gpu_name"), QStringLiteral("aliases"), QStringLiteral("memory_gb"),
        QStringLiteral("memory_mib"), QStringLiteral("memory_mib_source"),
        QStringLiteral("memory_bandwidth_GBps"), QStringLiteral("fp16_tensor_core_tflops"),
        QStringLiteral("tflops_basis"), QStringLiteral("gpu_cores"), QStringLiteral("gpu_core_max_mhz"),
        QStringLiteral("base_power_w"), QStringLiteral("idle_power_w"), QStringLiteral("max_power_w"),
        QStringLiteral("mse_calib_factor"), QStringLiteral("mfu_factor"),
        QStringLiteral("network_bandwidth_gbps"), QStringLiteral("network_bandwidth_source"),
        QStringLiteral("dense_bf16_tflops"), QStringLiteral("dense_tflops_source"),
        QStringLiteral("intra_node_bus_GBps"), QStringLiteral("intra_node_bus_source"),
        QStringLiteral("inter_node_gbps"), QStringLiteral("inter_node_source"),
        QStringLiteral("architecture")});
    for (const GpuSpec &g : catalog.gpus())
        t.addRow({g.name, text(g.aliases.join(u';')), g.memoryGb, g.memoryMib, text(g.memoryMibSource),
            g.memoryBandwidthGBps, g.fp16TensorCoreTflops, text(g.tflopsBasis), g.gpuCores, g.gpuCoreMaxMhz,
            g.basePowerW, g.idlePowerW, g.maxPowerW, g.mseCalibFactor, g.mfuFactor, g.networkBandwidthGbps,
            text(g.networkBandwidthSource), g.denseTflops(), text(g.denseTflopsSource), g.intraNodeBusGBps,
            text(g.intraNodeBusSource), g.interNodeGbps, text(g.interNodeSource), text(g.architecture)});
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

int CatalogCommand::execute(const QStringList &arguments, const Console &console) const
{
    CommandLine cl(
        QStringLiteral("catalog"), QStringLiteral("Lists the LLM or GPU catalog with every field."), console);
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
    if (const auto exit = cl.parse(arguments))
        return *exit;
    const QStringList positional = cl.positionalArguments();
    if (positional.size() != 1)
        throw CoastlineError(positional.isEmpty()
                ? QStringLiteral("catalog: expected 'llms' or 'gpus'")
                : QStringLiteral("catalog: expected one of 'llms' or 'gpus', got %1 arguments")
                      .arg(positional.size()));
    const QString kind = positional.first().toLower();
    if (kind == u"import")
        return importModel(cl);
    const Catalog catalog = Catalog::effective(effectiveConfiguration(cl));
    if (kind == u"llms" || kind == u"llm")
        cl.writeTable(llmTable(catalog));
    else if (kind == u"gpus" || kind == u"gpu")
        cl.writeTable(gpuTable(catalog));
    else
        throw CoastlineError(QStringLiteral("catalog: unknown catalog '%1'; expected 'llms' or 'gpus'")
                                 .arg(positional.first()));
    return ExitSuccess;
}

} // namespace cli
