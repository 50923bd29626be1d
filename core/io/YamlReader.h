#pragma once

#include "common/ErrorMessage.h"
#include "common/InputLimits.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <optional>

namespace YAML {
class Node;
}

/// One `key: value` of a YAML mapping as ConfigurationIo reads it: the dotted key for messages
/// ("workload.batch_size"), the 1-based line of the key, and the value node.
struct YamlField
{
    const YAML::Node &value;
    QString key; ///< dotted path, e.g. "grid.top_k"
    int keyLine = 0; ///< 1-based line of the key (0 when unknown)
};

/// Typed, validated reads from a yaml-cpp document for the configuration reader. Every problem throws
/// CoastlineError "<file>:<line>: <key>: <problem>"; warnings are appended as "<file>:<line>: <text>".
/// Internal to core: yaml-cpp is a private dependency, so this header only forward-declares its types
/// and must be included from core's .cpp files only.
///
/// Numbers follow YAML 1.2 plus PyYAML's habits (upstream files are written for PyYAML): `1_000` is
/// 1000, `.inf`/`.nan` are floats, a whole number may be written `8.0`, and a quoted number is read as
/// the number. Booleans accept true/false, yes/no, on/off and 1/0 in any letter case.
class YamlReader
{
public:
    YamlReader(const QString &fileName, QStringList *warnings);

    const QString &fileName() const { return m_fileName; }
    /// 1-based line of `node`, or 0 when yaml-cpp has no position for it.
    static int lineOf(const YAML::Node &node);
    /// Line to report for a field: its value's line when the value has one, else the key's.
    static int lineOf(const YamlField &field);

    /// Throws CoastlineError "<file>:<line>: <key>: <problem>" (or "<file>:<line>: <problem>" without key).
    [[noreturn]] void fail(int line, const QString &key, const QString &problem) const;
    [[noreturn]] void fail(const YamlField &field, const QString &problem) const;
    /// The same with a coded problem (translated in the GUI; the location stays as it is).
    [[noreturn]] void fail(int line, const QString &key, const ErrorMessage &problem) const;
    [[noreturn]] void fail(const YamlField &field, const ErrorMessage &problem) const;
    /// Appends "<file>:<line>: <text>" (or "<file>: <text>" when line is 0) to the warnings.
    /// Control characters echoed from the file are escaped (TerminalText).
    void warn(int line, const QString &text) const;
    /// Like warn(), for warnings that a file may repeat many times (`kind` names them in the plural,
    /// e.g. "duplicate keys"): the first kRepeatedShown of a kind are appended, the rest collapse into
    /// one line "<file>: … and 37 more duplicate keys" that is kept up to date.
    void warnRepeated(const QString &kind, int line, const QString &text) const;
    /// How many warnings of one kind are shown before they collapse.
    static constexpr int kRepeatedShown = 3;

    /// True when the value is YAML null (`key:` with nothing after it, `~`, `null`).
    static bool isNull(const YamlField &field);
    /// "a list", "a mapping", "'text'", "nothing": what a value is, for messages.
    static QString describe(const YAML::Node &node);

    /// Requires a mapping (null counts as an empty mapping).
    void requireMap(const YamlField &field) const;
    /// A single text value, trimmed; fails on lists, mappings and (unless allowEmpty) empty text.
    QString text(const YamlField &field, bool allowEmpty = false) const;
    /// A whole number within [minimum, maximum].
    qint64 integer(const YamlField &field, qint64 minimum, qint64 maximum) const;
    /// Any number (may be infinite or NaN: the caller decides).
    double number(const YamlField &field) const;
    /// A finite number ≥ minimum (or > minimum when `exclusive`).
    double finiteNumber(const YamlField &field, double minimum, bool exclusive) const;
    bool boolean(const YamlField &field) const;
    /// A non-empty list of at most `maxValues` whole numbers in [minimum, maximum]; duplicates are
    /// dropped with a warning. Linear in the length of the list.
    QList<qint64> integerList(const YamlField &field, qint64 minimum, qint64 maximum,
        int maxValues = InputLimits::listValues) const;
    /// A list of non-empty texts (non-empty unless `allowEmpty`) with at most InputLimits::listValues
    /// values; duplicates are dropped with a warning.
    QStringList textList(const YamlField &field, bool allowEmpty = false) const;

    /// Parses a YAML scalar as a number (see the class comment); nullopt when it is not one.
    static std::optional<double> parseNumber(const QString &text);
    /// Parses a YAML scalar as a boolean; nullopt when it is not one.
    static std::optional<bool> parseBoolean(const QString &text);
    /// Shortest text that reads back as the same double (e.g. "0.1", "60224", ".inf").
    static QString formatNumber(double value);
    /// Fails ("the list has N values; at most M are allowed") when the sequence `field` is longer.
    void requireListSize(const YamlField &field, int maxValues) const;

private:
    QString scalar(const YamlField &field, const QString &expected) const;

    struct Repeated
    {
        int count = 0; ///< warnings of this kind so far
        qsizetype summaryIndex = -1; ///< index of the "… and N more" line in *m_warnings
    };

    QString m_fileName;
    QStringList *m_warnings;
    mutable QHash<QString, Repeated> m_repeated;
};
