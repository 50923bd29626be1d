#include "TracePlotFile.h"

#include "TraceChart.h"
#include "common/AtomicFile.h"
#include "common/CoastlineError.h"

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

void TracePlotFile::write(const QString &path, const Schedule &baseline, const Schedule *recommended)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        throw CoastlineError(QStringLiteral("%1: drawing a chart needs a QApplication").arg(path));
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != u"png" && suffix != u"svg" && suffix != u"pdf")
        throw CoastlineError(
            QStringLiteral("%1: unknown plot format '.%2'; use .png, .svg or .pdf").arg(path, suffix));

    QGraphicsScene scene; // owns the chart
    QChart *chart = TraceChart::create(baseline, recommended);
    if (suffix != u"pdf")
        chart->setTitle(tr("Cluster what-if: %1 nodes × %2 GPUs")
                            .arg(baseline.cluster.nodes)
                            .arg(baseline.cluster.gpusPerNode));
    scene.addItem(chart);
    chart->setGeometry(0, 0, width, height);
    QCoreApplication::sendPostedEvents(); // the chart lays itself out on posted events
    const QRectF area(0, 0, width, height);

    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == u"png") {
        QImage image(width, height, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, area, area);
        painter.end();
        image.save(&buffer, "PNG");
    } else if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(width, height));
        svg.setViewBox(area);
        svg.setTitle(chart->title());
        QPainter painter(&svg);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, area, area);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(72);
        pdf.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(QStringLiteral("Cluster what-if"));
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, QRectF(0, 0, pdf.width(), pdf.height()), area);
    }
    buffer.close();
    QString error;
    if (!AtomicFile::write(path, data, &error))
        throw CoastlineError(error);
}
