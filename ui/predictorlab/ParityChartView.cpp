#include "predictorlab/ParityChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMap>
#include <QScatterSeries>
#include <cmath>

namespace {
double predictedOf(const CrossValidationRow &row, bool kavier)
{
    return kavier ? row.kavierTokensPerSecond : row.predictedTokensPerSecond;
}
} // namespace

ParityChartView::ParityChartView(QWidget *parent)
    : ChartView(QStringLiteral("parityChartView"), parent)
{
    QChart *chart = this->chart();
    m_x = new QLogValueAxis(chart);
    m_x->setTitleText(tr("Measured throughput (tokens/s)"));
    m_y = new QLogValueAxis(chart);
    m_y->setTitleText(tr("Predicted throughput (tokens/s)"));
    for (QLogValueAxis *axis : {m_x, m_y}) {
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setMinorTickCount(8);
        axis->setRange(100, 100000);
    }
    addAxes(m_x, m_y, Qt::AlignBottom);
    setResult(nullptr, nullptr, false);
}

QString ParityChartView::describe(const LearningData &data, const CrossValidationRow &row, bool kavier)
{
    const MeasuredRun &run = data.run(row.row);
    const double predicted = predictedOf(row, kavier);
    const double ape
        = std::abs(predicted - row.measuredTokensPerSecond) / row.measuredTokensPerSecond * 100.0;
    return tr("%1, %2, %3\n%4 (%5 node(s)), %6 tokens per sample, batch %7 per device (%8 in total)\n"
              "Measured %9 tokens/s, predicted %10 tokens/s, APE %11 %")
        .arg(run.llmModel, run.method, run.gpuModel, Formatting::gpuCount(run.totalGpus))
        .arg(run.numberOfNodes)
        .arg(Formatting::integer(run.tokensPerSample), Formatting::integer(run.perDeviceBatch),
            Formatting::integer(run.totalBatch), Formatting::throughput(row.measuredTokensPerSecond),
            Formatting::throughput(predicted), Formatting::decimal(ape, 1));
}

void ParityChartView::setResult(const LearningData *data, const CrossValidationResult *result, bool kavier)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    m_rows.clear();
    if (!data || !result || result->rows.isEmpty()) {
        chart->setTitle(tr("Parity: measured vs predicted (no results)"));
        return;
    }
    const QString model = kavier ? QStringLiteral("kavier") : result->model;
    chart->setTitle(tr("Parity: %1, held-out predictions of %2 runs").arg(model).arg(result->rows.size()));

    double lo = INFINITY, hi = 0;
    for (const CrossValidationRow &row : result->rows) {
        for (double v : {row.measuredTokensPerSecond, predictedOf(row, kavier)}) {
            if (v > 0 && std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    // Whole decades at both ends, so that the axes carry labels at their ends.
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    if (hi <= lo)
        hi = lo * 10;

    QAreaSeries *band = ChartStyle::toleranceBand(
        chart, {{lo, lo * 1.1}, {hi, hi * 1.1}}, {{lo, lo * 0.9}, {hi, hi * 0.9}}, tr("±10 %"));
    auto *identity = new QLineSeries;
    identity->setName(tr("y = x"));
    identity->append({{lo, lo}, {hi, hi}});
    identity->setPen(ChartStyle::referenceLinePen());

    QMap<int, QScatterSeries *> byGpus;
    for (qsizetype i = 0; i < result->rows.size(); ++i) {
        const CrossValidationRow &row = result->rows.at(i);
        const double predicted = predictedOf(row, kavier);
        if (!(predicted > 0) || !std::isfinite(predicted))
            continue;
        QScatterSeries *&series = byGpus[data->run(row.row).totalGpus];
        if (!series)
            series = new QScatterSeries;
        series->append(row.measuredTokensPerSecond, predicted);
        m_rows[series].append(int(i));
    }
    addSeries(band, m_x, m_y);
    addSeries(identity, m_x, m_y);
    int colour = 0;
    for (auto it = byGpus.begin(); it != byGpus.end(); ++it) {
        QScatterSeries *series = it.value();
        series->setName(Formatting::gpuCount(it.key()));
        series->setMarkerSize(9);
        series->setColor(ChartStyle::seriesColor(colour++));
        series->setBorderColor(series->color().darker(140));
        addSeries(series, m_x, m_y);
        showTextOnHover(series, [rows = m_rows.value(series), data, result, kavier](qsizetype at) {
            return describe(*data, result->rows.at(rows.at(at)), kavier);
        });
    }
    m_x->setRange(lo, hi);
    m_y->setRange(lo, hi);
}

int ParityChartView::pointCount() const
{
    int count = 0;
    for (const QList<int> &rows : m_rows)
        count += int(rows.size());
    return count;
}
