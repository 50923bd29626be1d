#pragma once

#include <QCoreApplication>

class QWidget;

/// Help → About Coastline Desktop: the version, what the app does, the models and data it ships and
/// the libraries with their licences, in a QMessageBox::about.
class AboutBox
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
public:
    /// Shows the box over `parent` (modal).
    static void show(QWidget *parent);
};
