#include "predictorlab/ResidualChartView.h"

#include "charts/ChartStyle.h"
#include "predictorlab/ParityChartView.h"

#include <QAreaSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

ResidualChartView::ResidualChartView(QWidget *parent)
    : ChartView(QStringLiteral("residualChartView"), parent)
{
    QChart *chart = this->chart();
    m_x = new QLogValueAxis(chart);
    m_x->setTitleText(tr("Total GPUs"));
    m_x->setBase(2);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("ln(predicted / measured)"));
    m_y->setLabelFormat(QStringLiteral("%.1f"));
    addAxes(m_x, m_y, Qt::AlignBottom);
    setResult(nullptr, nullptr);
}

void ResidualChartView::setResult(const LearningData *data, const CrossValidationResult *result)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    if (!data || !result || result->rows.isEmpty()) {
        chart->setTitle(tr("Residuals (no results)"));
        m_x->setRange(1, 32);
        m_y->setRange(-1, 1);
        return;
    }
    chart->setTitle(tr("Residuals against total GPUs: %1 and roofline").arg(result->model));
    int maxGpus = 1;
    double extent = 0.2;
    auto *model = new QScatterSeries;
    model->setName(result->model);
    auto *kavier = new QScatterSeries;
    kavier->setName(tr("kavier"));
    QList<int> modelRows, kavierRows;
    for (qsizetype i = 0; i < result->rows.size(); ++i) {
        const CrossValidationRow &row = result->rows.at(i);
        const int gpus = data->run(row.row).totalGpus;
        maxGpus = std::max(maxGpus, gpus);
        const double m = std::log(row.predictedTokensPerSecond / row.measuredTokensPerSecond);
        const double k = std::log(row.kavierTokensPerSecond / row.measuredTokensPerSecond);
        if (std::isfinite(m)) {
            model->append(gpus, m);
            modelRows << int(i);
            extent = std::max(extent, std::abs(m));
        }
        if (std::isfinite(k)) {
            kavier->append(gpus, k);
            kavierRows << int(i);
            extent = std::max(extent, std::abs(k));
        }
    }
    extent = std::ceil(extent * 11.0) / 10.0; // a margin, in tenths
    const double left = 0.7, right = maxGpus * 1.4;

    QAreaSeries *band = ChartStyle::toleranceBand(chart, {{left, std::log(1.1)}, {right, std::log(1.1)}},
        {{left, std::log(0.9)}, {right, std::log(0.9)}}, tr("±10 %"));

    kavier->setMarkerSize(8);
    kavier->setColor(ChartStyle::isDarkPalette() ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x88, 0x88, 0x88));
    kavier->setBorderColor(kavier->color().darker(130));
    model->setMarkerSize(9);
    model->setColor(ChartStyle::seriesColor(0));
    model->setBorderColor(model->color().darker(140));
    addSeries(band, m_x, m_y);
    addSeries(kavier, m_x, m_y);
    addSeries(model, m_x, m_y);
    const auto hover = [this, data, result](QScatterSeries *series, const QList<int> &rows, bool isKavier) {
        showTextOnHover(series, [data, result, rows, isKavier](qsizetype at) {
            return ParityChartView::describe(*data, result->rows.at(rows.at(at)), isKavier);
        });
    };
    hover(model, modelRows, false);
    hover(kavier, kavierRows, true);
    m_x->setRange(left, right);
    m_y->setRange(-extent, extent);
    m_y->applyNiceNumbers();
}
