#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

/// The top-level vocabulary of configuration files (spec "Configuration file"; upstream-behaviour.md
/// §2.1). Our sections are ConfigurationSection::all(); the keys of each are its key table
/// (SectionTable, in WorkloadSection.cpp … CatalogSection.cpp):
///
/// - *Owned* keys are read into Configuration and written back from it (in table order).
/// - *Kept* keys are upstream keys that Coastline Desktop accepts without using them (e.g.
///   `workload.torch_dtype`, `strategy.normalization`, `grid.gpu_models` beyond its first entry): they
///   are kept on save without a warning.
/// - *Upstream sections* (`system`, `orchestration`, `output`, `input`, `runtime`) are kept whole and
///   silently; only `system.default_gpu` is read.
/// - Anything else is unknown: kept on save, reported as a warning.
namespace ConfigurationKeys {

/// Our sections, in the order serialise() writes them.
const QStringList &sections();
/// The top-level keys "did you mean" chooses from: our sections and `system`.
QStringList topLevelKeys();
/// True for upstream's top-level sections that are kept whole and silently.
bool isUpstreamSection(const QString &name);
/// The entry of `known` closest to `key`, for "did you mean" hints: a case-insensitive match or an
/// edit distance of at most 2 (a key of 3 letters or fewer only case-insensitively). Empty when
/// nothing is close.
QString closestKey(const QStringList &known, const QString &key);
/// The command-line flag whose name `key` spells with `_` for `-` when that flag's setting has another
/// key ("cluster_gpus" → "--cluster-gpus", whose key is infrastructure.total_gpus); else empty.
QString flagSpelledAs(const QString &key);
/// Hints for keys spelled like flags, as forEachKey takes them: at the top level (`topLevel` true)
/// "cluster_gpus" → "infrastructure.total_gpus", inside `infrastructure:` → "total_gpus".
QHash<QString, QString> flagSpellingHints(bool topLevel);

} // namespace ConfigurationKeys
