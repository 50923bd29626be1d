#pragma once

#include <QString>
#include <optional>

class QMimeData;

/// A file dragged onto the main window that it can take: a YAML configuration (or upstream
/// infrastructure file) to open, or a CSV to use as the measured runs. Chosen by suffix, case-insensitive.
struct DroppedFile
{
    enum class Kind {
        Configuration, ///< *.yaml, *.yml
        MeasuredRuns, ///< *.csv
    };
    Kind kind = Kind::Configuration;
    QString path; ///< a local file path

    /// The first of `data`'s URLs that is such a file; nullopt when none is (or `data` has no URLs).
    static std::optional<DroppedFile> of(const QMimeData *data);
};
