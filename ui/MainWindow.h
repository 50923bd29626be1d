#pragma once

#include <QMainWindow>

/// The main window of Coastline Desktop (ui.md).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};
