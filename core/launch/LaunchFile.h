#pragma once

#include "launch/LaunchFormat.h"
#include "launch/LaunchReading.h"

#include <QList>
#include <QString>
#include <QStringList>

class Catalog;
struct Configuration;
struct LaunchPlan;

/// Launch files in and out: the export of a plan in one format (one file; accelerate's two), and the
/// reading of a file of any readable format as the job and training setup (cli.md "Launch files").
class LaunchFile
{
public:
    struct Output
    {
        QString path; ///< where it goes (empty: standard output)
        QString text;
    };
    /// The files of `plan` in `format` for `path` (empty: one text for standard output; accelerate's YAML
    /// is then followed by `---` and its arguments JSON). Throws CoastlineError (LaunchCannotExpress) for
    /// what the format cannot express; appends to `warnings` where the framework runs a close variant.
    static QList<Output> render(
        LaunchFormat format, const LaunchPlan &plan, const QString &path, QStringList *warnings);
    /// Reads the launch file at `path` (its format from LaunchFormats::detect) on `base` (the configuration
    /// with the flags' workload), finished against `catalog`. Throws CoastlineError for an unreadable,
    /// unknown, malformed or contradictory file, naming file, line and key.
    static LaunchReading read(const QString &path, const Configuration &base, const Catalog &catalog);
    /// Parses `text` as `format` into `reading` (not finished); what read() and the fuzz target call.
    static void parse(LaunchFormat format, const QByteArray &text, LaunchReading &reading);
    /// "key = value (file:line)" for every value read, in file order: what `explain` lists.
    static QStringList fieldLines(const LaunchReading &reading);
};
