// The plot module's entry points (TracePlotModule.h): built as the `coastline-plot` shared module that
// coastline-cli loads for `simulate-trace --plot`.

#include "trace/TracePlotModule.h"

#include "TracePlotFile.h"
#include "common/CoastlineError.h"

#include <QApplication>

extern "C" {

Q_DECL_EXPORT QCoreApplication *coastline_plot_application(int *argc, char **argv)
{
    return new QApplication(*argc, argv);
}

Q_DECL_EXPORT bool coastline_plot_write(
    const QString *path, const Schedule *baseline, const Schedule *recommended, QString *error)
{
    try {
        TracePlotFile::write(*path, *baseline, recommended);
        return true;
    } catch (const CoastlineError &e) {
        *error = e.message();
        return false;
    }
}

} // extern "C"
