#include "charts/MemoryChartView.h"

#include "charts/ChartStyle.h"
#include "common/Formatting.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

MemoryChartView::MemoryChartView(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns it (setChart() would leak the default chart)
{
    setObjectName(QStringLiteral("memoryChartView"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    ChartStyle::apply(chart);
    m_x = new QBarCategoryAxis(chart);
    m_x->setLabelsVisible(false);
    m_x->setGridLineVisible(false);
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("GiB per GPU"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignRight);
    setCandidate(nullptr);
}

QString MemoryChartView::shortTitle(const Candidate &c)
{
    return tr("%1 GPUs (%2 × %3), batch %4")
        .arg(c.totalGpus)
        .arg(c.gpusPerNode)
        .arg(c.numberOfNodes)
        .arg(c.batchSize);
}

void MemoryChartView::setCandidate(const EvaluatedCandidate *candidate)
{
    m_shown = candidate ? std::optional<Candidate>(candidate->candidate) : std::nullopt;
    chart()->removeAllSeries();
    m_x->clear();
    m_x->setTitleText(QString());
    m_hasBreakdown = candidate && candidate->verdict.memory.has_value();
    if (!m_hasBreakdown) {
        chart()->setTitle(candidate
                ? tr("Memory per GPU: no breakdown (only the autoconf memory model gives one)")
                : tr("Memory per GPU: select a configuration"));
        m_y->setRange(0, 1);
        return;
    }
    const MemoryBreakdown &m = *candidate->verdict.memory;
    const Candidate &c = candidate->candidate;
    const QString category
        = Formatting::configurationTitle(c.totalGpus, c.gpusPerNode, c.numberOfNodes, c.batchSize);
    m_x->append(category);
    // GiB (2³⁰ bytes), as nvidia-smi reports the device memory; exports keep GB (10⁹ bytes).
    setToolTip(category + QLatin1Char('\n')
        + tr("Memory in GiB (2³⁰ bytes), as nvidia-smi reports it; CSV/JSON exports and the CLI use GB "
             "(10⁹ bytes): 1 GiB = 1.074 GB. The bar is what the driver would report (the torch peak, "
             "allocator headroom, CUDA context and NCCL buffers) against the device's memory."));
    const FeasibilityVerdict &v = candidate->verdict;
    const QString limit = v.maxPerDeviceBatch ? tr("fits up to batch %1").arg(*v.maxPerDeviceBatch)
                                              : tr("does not fit even at batch 1");
    chart()->setTitle(
        // Two lines, as the step-time chart's: the configuration shown, then its memory (issue 25).
        // Three lines (issue 22): the configuration, its memory, how large the batch can be.
        tr("%1<br>%2 of %3 GiB (%4)<br>%5")
            .arg(shortTitle(c), Formatting::gibibytes(m.totalGb), Formatting::gibibytes(m.capacityGb),
                v.feasible ? tr("fits") : tr("too big"), limit));

    auto *bars = new QStackedBarSeries;
    bars->setBarWidth(0.45);
    const QList<QPair<QString, double>> parts {{tr("Weights"), m.weightsGb}, {tr("Gradients"), m.gradientsGb},
        {tr("Optimizer"), m.optimizerGb}, {tr("Working set"), m.workingSetGb},
        {tr("Activations"), m.activationsGb}, {tr("Optimizer step"), m.optimizerStepGb},
        {tr("Logits and loss"), m.logitsGb}, {tr("Frozen-base gradients"), m.frozenGradientsGb},
        {tr("Dequantisation"), m.dequantGb}, {tr("Allocator headroom"), m.allocatorGb},
        {tr("CUDA context, NCCL"), m.contextGb}};
    int colour = 0;
    for (const auto &[name, value] : parts) {
        if (value <= 0 && name != parts.first().first) {
            ++colour; // a term this stack does not have: no legend entry, colours stay per term
            continue;
        }
        auto *set = new QBarSet(name);
        set->setColor(ChartStyle::seriesColor(colour++));
        set->setBorderColor(set->color().darker(130));
        *set << Formatting::toGibibytes(value);
        bars->append(set);
    }
    chart()->addSeries(bars);
    connect(bars, &QStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet *set) {
        if (status)
            QToolTip::showText(QCursor::pos(),
                tr("%1: %2 GiB").arg(set->label(), Formatting::decimal(set->at(index), 2)), this);
        else
            QToolTip::hideText();
    });
    bars->attachAxis(m_x);
    bars->attachAxis(m_y);

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Device memory"));
    QPen pen(candidate->verdict.feasible ? ChartStyle::selectionColor() : QColor(0xda, 0x44, 0x53));
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    capacity->setPen(pen);
    capacity->append(-0.5, Formatting::toGibibytes(m.capacityGb));
    capacity->append(0.5, Formatting::toGibibytes(m.capacityGb));
    chart()->addSeries(capacity);
    capacity->attachAxis(m_x);
    capacity->attachAxis(m_y);

    m_y->setRange(0, Formatting::toGibibytes(qMax(m.totalGb, m.capacityGb)) * 1.1);
    m_y->applyNiceNumbers();
}
