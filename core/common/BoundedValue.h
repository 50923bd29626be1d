#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

/// Numbers read from a JSON file (calibration tables: CalibrationTable, and any later calibration
/// reader) checked against a documented range, so that a value no physical system has (a speed-up of
/// 1e300, a step overhead of 1e300 s) is refused with the file and key instead of ranking first; and
/// command-line numbers with a documented range (parse), which say what they expect in the same words as
/// the configuration key they mirror (expectation; InfrastructureBounds).
class BoundedValue
{
public:
    /// A closed range [min, max] and why it is the range (written in messages and docs).
    struct Range
    {
        double min;
        double max;
        const char *reason; ///< e.g. "a calibration corrects the physics by at most 1000x either way"
    };

    /// `v` as a finite number within `range`. Throws CoastlineError "<file>: <key>: expected a number,
    /// got a string", "… expected a finite number", "… expected a number > 0, got -1" (a range of
    /// positive numbers), "… expected a number >= 0, got -1", or "… expected a number in 0.001-1000
    /// (<reason>), got 1e+300".
    static double read(const QJsonValue &v, const Range &range, const QString &file, const QString &key);

    /// "expected <min> to <max> <reason>" (e.g. "expected 0 to 0.01 hours lost per node-hour"): what a
    /// value outside `range` is told, by a flag (parse) and by the configuration key it mirrors.
    static QString expectation(const Range &range);
    /// `text` (a command-line value) as a finite number within `range`. Throws CoastlineError "<what>:
    /// expected a finite number, got 'x'" or "<what>: <expectation(range)>, got <text>".
    static double parse(const QString &text, const Range &range, const QString &what);

    /// Checks the whole-number version under `key` of `root` against `known` (an absent key is accepted
    /// when `required` is false). Throws CoastlineError "<file>: <key>: unsupported version 99 (this
    /// Coastline reads 3)".
    static void requireVersion(const QJsonObject &root, const QString &key, const QList<int> &known,
        const QString &file, bool required = false);

    /// "a number", "a string", "an object", … for messages.
    static QString typeName(const QJsonValue &v);
};
