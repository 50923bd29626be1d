#pragma once

#include "launch/LaunchKeys.h"
#include "model/Configuration.h"

#include <QList>
#include <QStringList>
#include <QVariant>
#include <functional>
#include <optional>

class Catalog;

/// One value of a launch file as its parser found it: the dotted key (Megatron: the `--flag`), its type,
/// the value and its 1-based line.
struct LaunchValue
{
    QString key;
    LaunchKeyType kind = LaunchKeyType::String;
    QVariant value; ///< qint64, double, bool, QString, QStringList (List), or invalid (Dict, Flag)
    int line = 0;
    /// The value as text ("true", "4", "a,b"; "{…}" for a table; "" for a flag).
    QString text() const;
};

/// What a launch file says, being read: the base configuration with the file's job and training setup
/// on it, every value read (for `explain`), and the warnings (unknown keys). A format's reader parses
/// the file into LaunchValues and hands them to accept() with its interpretation; finish() derives
/// what combines several keys (gradient accumulation from the global batch, GPUs from the degrees) and
/// resolves the model against the catalog. Errors are CoastlineErrors naming file, line and key.
class LaunchReading
{
public:
    LaunchReading(LaunchFormat format, const QString &path, const Configuration &base);

    using Interpret = std::function<void(const LaunchKey &, const LaunchValue &)>;
    /// For each value: unknown keys (not in LaunchKeys::table) become one warning naming them; a value
    /// of the wrong type is an error (LaunchWrongType); the rest are recorded and interpreted.
    void accept(const QList<LaunchValue> &values, const Interpret &interpret);
    /// The value read for `key`, or nullptr.
    const LaunchValue *value(const QString &key) const;

    /// Throws "<file>:<line>: <key>: <detail>" (LaunchMalformed).
    [[noreturn]] void malformed(int line, const QString &key, const QString &detail) const;
    /// Throws "<file>:<line>: <key> contradicts <other>: <detail>" (LaunchContradiction).
    [[noreturn]] void contradiction(
        const LaunchValue &value, const QString &other, const QString &detail) const;
    /// A whole number ≥ `minimum` from `value` (an Int), else malformed().
    qint64 atLeast(const LaunchValue &value, qint64 minimum) const;

    /// Derives the combined quantities and resolves the model (see the class comment).
    void finish(const Catalog &catalog);

    LaunchFormat format;
    QString path;
    Configuration config;
    QList<LaunchValue> read; ///< every value read, in file order
    QStringList warnings;

    // Quantities that combine several keys, set by the interpretations and combined by finish().
    std::optional<LaunchValue> model;
    std::optional<qint64> microBatch, localBatch, globalBatch;
    std::optional<int> gradientAccumulation, dpShard, dpReplicate, tp, pp, cp, virtualStages;
    std::optional<LaunchValue> layersPerStage; ///< layers per virtual pipeline stage (→ virtualStages)
    std::optional<int> processes, nodes, layers, hiddenSize, attentionHeads;

private:
    void finishModel(const Catalog &catalog);
    void finishGpus();
    void finishBatch();
};
