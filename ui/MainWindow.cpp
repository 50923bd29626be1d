#include "MainWindow.h"

#include <QLabel>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Coastline Desktop"));
    setCentralWidget(new QLabel(tr("Coastline Desktop"), this));
}
