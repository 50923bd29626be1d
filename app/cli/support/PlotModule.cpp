#include "support/PlotModule.h"

#include "common/CoastlineError.h"
#include "trace/TracePlotModule.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace cli {

namespace {

PlotModule::Writer g_writer = nullptr;

/// The loaded module (kept loaded until exit). Throws CoastlineError when no candidate loads.
QLibrary &module()
{
    static QLibrary library;
    if (library.isLoaded())
        return library;
    // Before a QCoreApplication exists (createApplication), applicationDirPath() is not available: the
    // executable's folder comes from /proc/self/exe.
    const QString binDir
        = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath().section(u'/', 0, -2);
    const QStringList folders {
        binDir, QDir::cleanPath(binDir + u'/' + QStringLiteral(COASTLINE_PLOT_MODULE_DIR))};
    QStringList errors;
    for (const QString &folder : folders) {
        library.setFileName(folder + u'/' + QLatin1String(TracePlotModule::moduleName));
        if (library.load())
            return library;
        errors.append(library.errorString());
    }
    throw CoastlineError(
        QStringLiteral("cannot load the plot module: %1").arg(errors.join(QStringLiteral("; "))));
}

template<typename Function> Function resolve(const char *symbol)
{
    auto function = reinterpret_cast<Function>(module().resolve(symbol));
    if (!function)
        throw CoastlineError(QStringLiteral("cannot load the plot module: %1: no symbol %2")
                                 .arg(module().fileName(), QLatin1String(symbol)));
    return function;
}

} // namespace

std::unique_ptr<QCoreApplication> PlotModule::createApplication(int &argc, char **argv, bool drawsPlots)
{
    if (!drawsPlots)
        return std::make_unique<QCoreApplication>(argc, argv);
    const auto application
        = resolve<TracePlotModule::ApplicationFunction>(TracePlotModule::applicationSymbol);
    return std::unique_ptr<QCoreApplication>(application(&argc, argv));
}

void PlotModule::write(const QString &path, const Schedule &baseline, const Schedule *recommended)
{
    if (g_writer) {
        g_writer(path, baseline, recommended);
        return;
    }
    const auto write = resolve<TracePlotModule::WriteFunction>(TracePlotModule::writeSymbol);
    QString error;
    if (!write(&path, &baseline, recommended, &error))
        throw CoastlineError(error);
}

void PlotModule::setWriter(Writer writer)
{
    g_writer = writer;
}

} // namespace cli
