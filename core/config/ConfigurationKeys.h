#pragma once

#include <QString>
#include <QStringList>

/// The key vocabulary of configuration files, shared by the reader and the writer of ConfigurationIo
/// (spec "Configuration file"; upstream-behaviour.md §2.1). A section's keys are those of its key
/// table (WorkloadSection, StrategySection, …, CatalogSection); the sections are listed here.
///
/// - *Owned* keys are read into Configuration and written back from it (in this order).
/// - *Kept* keys are upstream keys that Coastline Desktop accepts without using them (e.g.
///   `workload.torch_dtype`, `strategy.normalization`, `grid.gpu_models` beyond its first entry): they
///   are kept on save without a warning.
/// - *Upstream sections* (`system`, `orchestration`, `output`, `input`, `runtime`) are kept whole and
///   silently; only `system.default_gpu` is read.
/// - Anything else is unknown: kept on save, reported as a warning.
namespace ConfigurationKeys {

/// Our sections, in the order serialise() writes them.
const QStringList &sections();
/// Keys of `section` that Configuration holds (empty for a section that is not ours).
const QStringList &ownedKeys(const QString &section);
/// Upstream keys of `section` accepted and kept but not used.
const QStringList &keptKeys(const QString &section);
/// True for upstream's top-level sections that are kept whole and silently.
bool isUpstreamSection(const QString &name);
/// Known keys of `section` (owned and kept) that are closest to `key`, for "did you mean" hints:
/// a case-insensitive match or an edit distance of at most 2. Empty when nothing is close.
QString closestKey(const QString &section, const QString &key);

} // namespace ConfigurationKeys
