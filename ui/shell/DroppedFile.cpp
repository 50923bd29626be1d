#include "shell/DroppedFile.h"

#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

std::optional<DroppedFile> DroppedFile::of(const QMimeData *data)
{
    if (!data || !data->hasUrls())
        return std::nullopt;
    for (const QUrl &url : data->urls()) {
        const QString path = url.toLocalFile();
        const QString suffix = QFileInfo(path).suffix().toLower();
        if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"))
            return DroppedFile {Kind::Configuration, path};
        if (suffix == QLatin1String("csv"))
            return DroppedFile {Kind::MeasuredRuns, path};
    }
    return std::nullopt;
}
