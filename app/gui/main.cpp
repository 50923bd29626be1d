#include "MainWindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("coastline"));
    QApplication::setApplicationVersion(QStringLiteral(COASTLINE_VERSION));
    MainWindow window;
    window.show();
    return app.exec();
}
