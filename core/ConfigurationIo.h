#pragma once

#include "Configuration.h"

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

/// Loads `path` over the embedded defaults. Reads `infrastructure.yaml` from the same folder when it
/// exists and `infrastructurePath` is empty. Appends "warning" texts (unknown keys, empty file) to
/// `warnings`. Throws CoastlineError "<file>:<line>: <key>: <problem>" for malformed YAML, tabs,
/// wrong types, impossible values (batch/tokens/GPUs < 1, top_k < 1, max_slowdown < 1, negative or
/// all-zero alpha/beta, token budget < 1), unknown goal/preset/strategy/predictor/feasibility names.
/// A UTF-8 BOM and CRLF line endings are accepted.
Configuration load(const QString &path, QStringList *warnings, const QString &infrastructurePath = {});

/// Parses YAML text (fileName is used in messages only). Same rules as load(), no infrastructure lookup.
Configuration parse(const QByteArray &yaml, const QString &fileName, QStringList *warnings);

/// Reads an upstream `infrastructure.yaml` into `infrastructure` (all four keys validated).
void loadInfrastructure(const QString &path, Infrastructure *infrastructure);

/// Serialises `config` in the same format (workload, strategy, predictors, grid, infrastructure,
/// catalog), keeping any keys of `config.sourceYaml` it does not understand.
QByteArray serialise(const Configuration &config);

/// Writes serialise(config) atomically (QSaveFile). On failure returns false, sets `error`
/// ("<file>: cannot write: <reason>") and leaves any existing file untouched.
bool save(const Configuration &config, const QString &path, QString *error);

} // namespace ConfigurationIo
