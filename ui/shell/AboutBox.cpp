#include "shell/AboutBox.h"

#include <QApplication>
#include <QMessageBox>

void AboutBox::show(QWidget *parent)
{
    QMessageBox::about(parent, tr("About Coastline Desktop"),
        tr("<h3>Coastline Desktop %1</h3>"
           "<p>Recommends GPU configurations (total GPUs × per-device batch size) for LLM fine-tuning "
           "jobs.</p>"
           "<p><b>Models and data</b><br>"
           "Throughput and power: the Kavier analytical model, with the bundled calibration tables.<br>"
           "Feasibility: a GPU-memory model standing in for IBM AutoConf (AutoConf's classifier cannot be "
           "shipped in a C++ program).<br>"
           "Measured runs: a sample of the IBM fine-tuning profiling dataset.<br>"
           "Catalogs: Kavier's LLM and GPU libraries plus published model architectures.</p>"
           "<p><b>Libraries</b><br>Qt %2 (LGPL-3.0), Qt Charts (GPL-3.0), yaml-cpp (MIT).</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}
