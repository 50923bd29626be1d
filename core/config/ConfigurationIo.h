#pragma once

#include "model/Configuration.h"

#include <QString>
#include <QStringList>

class QIODevice;

/// Reading and writing configuration files (spec "Configuration file") with yaml-cpp.
/// Upstream files (`experiment.yaml`, `default_experiment.yaml`, `batch_config.yaml`, `demo.yaml`)
/// open unchanged; an `infrastructure.yaml` next to the file (or given explicitly) is read too.
/// Unknown keys are reported as warnings and preserved on save.
namespace ConfigurationIo {

/// The embedded default configuration (resources/config/default.yaml).
Configuration embeddedDefault();

/// Loads `path` over the embedded defaults: a key the file leaves out (or sets to null) keeps the
/// default; a `workload:` section brings its own layout (gpus_per_node/number_of_nodes unset unless
/// given). The workload GPU is workload.gpu_model, else grid.gpu_models[0], else system.default_gpu.
/// Infrastructure precedence: `infrastructurePath` (errors are thrown) > the file's `infrastructure:`
/// section > `infrastructure.yaml` in the same folder (errors become a warning) > the defaults.
/// Appends "warning" texts (unknown keys, empty file) to `warnings`. Throws CoastlineError
/// "<file>:<line>: <key>: <problem>" for malformed YAML, tabs,
/// wrong types, impossible values (batch/tokens/GPUs < 1, top_k < 1, max_slowdown < 1, negative or
/// all-zero alpha/beta, token budget < 1), unknown goal/preset/strategy/predictor/feasibility names,
/// and "<file>: cannot read: <reason>" when the file cannot be read.
/// A UTF-8 BOM and CRLF line endings are accepted.
Configuration load(const QString &path, QStringList *warnings, const QString &infrastructurePath = {});

/// Parses YAML text (fileName is used in messages only). Same rules as load(), no infrastructure lookup.
Configuration parse(const QByteArray &yaml, const QString &fileName, QStringList *warnings);

/// Reads an upstream `infrastructure.yaml` into `infrastructure` (all four keys required and validated;
/// `infrastructure` is left unchanged on error). Unknown keys are appended to `warnings` when given.
/// Reads an infrastructure file's bytes (as loadInfrastructure does with a file); `fileName` is used in
/// messages. Throws CoastlineError naming the file and line.
void parseInfrastructure(const QByteArray &yaml, const QString &fileName, Infrastructure *infrastructure,
    QStringList *warnings = nullptr);
void loadInfrastructure(const QString &path, Infrastructure *infrastructure, QStringList *warnings = nullptr);

/// True when `path` holds an upstream infrastructure file rather than a configuration: a YAML mapping
/// with at least one infrastructure key (total_gpus, max_nodes, max_gpus_per_node, gpu_models) at the
/// top level and none of the configuration's sections. False for anything unreadable or malformed
/// (load() then reports the problem).
bool isInfrastructureFile(const QString &path);

/// Serialises `config` in the same format (workload, strategy, predictors, grid, infrastructure,
/// catalog), keeping any keys of `config.sourceYaml` it does not understand. Comments are not kept.
QByteArray serialise(const Configuration &config);

/// Writes serialise(config) atomically (AtomicFile). On failure returns false, sets `error`
/// ("<file>: cannot write: <reason>") and leaves any existing file untouched.
bool save(const Configuration &config, const QString &path, QString *error);

} // namespace ConfigurationIo
