#pragma once

#include "io/YamlReader.h"
#include "model/Configuration.h"

#include <QList>
#include <QString>
#include <QStringList>

class YamlWriter;

/// One of our sections of a configuration file (spec "Configuration file"): its name, its reader and
/// its writer, both built on the section's key table (SectionTable, the one place its keys are
/// spelled). Each section is defined in its own file (WorkloadSection.cpp … CatalogSection.cpp); all()
/// lists them in the order they are read and written. Internal to core: include from core's .cpp files.
struct ConfigurationSection
{
    /// What reading the sections collects besides the configuration itself.
    struct Reading
    {
        Configuration &config; ///< read over (a key the file leaves out keeps its value)
        bool workloadGpuGiven = false; ///< workload.gpu_model was given
        QStringList gridGpus {}; ///< upstream's grid.gpu_models; its first entry may name the GPU
        ValueOrigin gridGpusOrigin {}; ///< where grid.gpu_models was read
        bool hasInfrastructureSection = false; ///< a non-null `infrastructure:` section was read
    };
    /// Reads the section's mapping into `reading`; fails "<file>:<line>: <key>: <problem>".
    using Read = void (*)(const YamlReader &reader, const YamlField &section, Reading &reading);
    /// Writes `<name>:` with the section's keys from `config`, then the keys of the section of `source`
    /// (the document read) that it does not own; or nothing when the section is not written.
    using Write = void (*)(YamlWriter &writer, const Configuration &config, const YAML::Node &source);

    QString name;
    Read read = nullptr;
    Write write = nullptr;

    /// workload, strategy, predictors, grid, training, feasibility, infrastructure, catalog.
    static const QList<ConfigurationSection> &all();

    /// Reads the top level of the document `root` (a mapping) over `config`: our sections in the order of
    /// all() whatever the file's order, upstream's sections kept silently (only system.default_gpu is
    /// read), unknown keys warned. The workload's GPU is workload.gpu_model, else grid.gpu_models[0],
    /// else system.default_gpu. Returns whether a non-null `infrastructure:` section was read.
    static bool readDocument(const YamlReader &reader, const YAML::Node &root, Configuration &config);

    /// The job (workload and job size); WorkloadSection.cpp.
    static ConfigurationSection workload();
    /// The goal, weights, slowdown, energy metric and limits; StrategySection.cpp.
    static ConfigurationSection strategy();
    /// Predictor and feasibility names, the lookup, calibrations, model file; PredictorsSection.cpp.
    static ConfigurationSection predictors();
    /// The batch sizes and GPU counts to sweep, top_k, layouts; GridSection.cpp.
    static ConfigurationSection grid();
    /// The parallel layouts the search tries (issue 35); SearchSection.cpp.
    static ConfigurationSection search();
    /// The training stack (training-setups.md); TrainingSection.cpp.
    static ConfigurationSection training();
    /// The memory risk band's margin (issue 37); FeasibilitySection.cpp.
    static ConfigurationSection feasibility();
    /// The cluster, bandwidth and prices; InfrastructureSection.cpp.
    static ConfigurationSection infrastructure();
    /// The user's LLM and GPU entries (CatalogYaml); CatalogSection.cpp.
    static ConfigurationSection catalog();

    /// Reads an upstream `infrastructure.yaml` document (the infrastructure keys at its top level;
    /// total_gpus, max_nodes, max_gpus_per_node and gpu_models required, unknown keys ignored) over
    /// `infrastructure`; InfrastructureSection.cpp.
    static void readInfrastructureFile(
        const YamlReader &reader, const YAML::Node &document, Infrastructure &infrastructure);
    /// True for a key of the infrastructure section.
    static bool isInfrastructureKey(const QString &key);
};
