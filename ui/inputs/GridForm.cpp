#include "inputs/GridForm.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "inputs/FieldHighlight.h"
#include "model/LayoutSearch.h"
#include "search/GridExpression.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <limits>
#include <utility>

GridForm::GridForm(QWidget *parent)
    : QGroupBox(tr("Search grid"), parent)
{
    setObjectName(QStringLiteral("gridGroupBox"));
    m_batchSizes = new QLineEdit(this);
    m_batchSizes->setObjectName(QStringLiteral("batchSizesLineEdit"));
    m_batchSizes->setToolTip(tr("Per-device batch sizes to sweep: numbers and ranges, e.g. 4, 8, 16 or "
                                "1-128 (every number), 8-1024:8 (step 8), pow2:1-1024 (powers of two)"));
    m_totalGpus = new QLineEdit(this);
    m_totalGpus->setObjectName(QStringLiteral("totalGpusLineEdit"));
    m_totalGpus->setToolTip(tr("Total GPU counts to sweep: numbers and ranges, e.g. 1, 2, 4, 8 or 1-1024 or "
                               "pow2:1-1024 (empty: powers of two up to the cluster's GPUs)"));
    m_totalGpus->setPlaceholderText(tr("powers of two up to the cluster"));
    m_layouts = new QComboBox(this);
    m_layouts->setObjectName(QStringLiteral("layoutsComboBox"));
    m_layouts->addItem(tr("Any GPU count"), int(LayoutFilter::Any));
    m_layouts->addItem(tr("Whole nodes"), int(LayoutFilter::WholeNodes));
    m_layouts->addItem(tr("Powers of two"), int(LayoutFilter::PowersOfTwo));
    m_layouts->setToolTip(tr("Which GPU counts the grid keeps. Whole nodes: at most one node's GPUs, or a "
                             "multiple of the GPUs per node (no 23 GPUs as 23 single-GPU nodes)."));
    // Issue 35: the parallel layouts the search tries, as the config's `search.layouts` and the CLI's
    // --layouts take them (cli.md "Parallel layouts"); the two words are in the list, a list is typed.
    m_parallelLayouts = new QComboBox(this);
    m_parallelLayouts->setObjectName(QStringLiteral("parallelLayoutsComboBox"));
    m_parallelLayouts->setEditable(true);
    m_parallelLayouts->setInsertPolicy(QComboBox::NoInsert);
    m_parallelLayouts->addItems({QStringLiteral("data-parallel"), QStringLiteral("auto")});
    m_parallelLayouts->setToolTip(
        tr("Parallel layouts the search tries: data-parallel (every configuration plain data parallel, "
           "the default), auto (every valid TP ∈ {1, 2, 4, 8}, PP dividing the layers up to 16, CP ∈ {1, 2, "
           "4, 8}) or a list such as tp2,tp4cp2 (write dp in the list to keep plain data parallelism)"));
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Batch si&zes:"), m_batchSizes);
    form->addRow(tr("Total G&PUs:"), m_totalGpus);
    form->addRow(tr("&Layouts:"), m_layouts);
    form->addRow(tr("Parallel la&youts:"), m_parallelLayouts);
    for (QLineEdit *edit : {m_batchSizes, m_totalGpus})
        connect(edit, &QLineEdit::textEdited, this, [this, edit] { notify(edit->objectName()); });
    connect(m_layouts, &QComboBox::currentIndexChanged, this, [this] { notify(m_layouts->objectName()); });
    connect(m_parallelLayouts, &QComboBox::currentTextChanged, this,
        [this] { notify(m_parallelLayouts->objectName()); });
}

void GridForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

std::optional<QList<qint64>> GridForm::parseList(
    const QString &text, qint64 maximum, int maxValues, QString *error)
{
    if (text.trimmed().isEmpty())
        return QList<qint64>();
    try {
        return GridExpression::parse(text, 1, maximum, maxValues, QStringLiteral("list"));
    } catch (const CoastlineError &e) {
        if (error)
            *error = e.translatedMessage();
        return std::nullopt;
    }
}

void GridForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    m_batchSizes->setText(GridExpression::format(config.grid.batchSizes));
    m_totalGpus->setText(
        GridExpression::format(QList<qint64>(config.grid.totalGpus.cbegin(), config.grid.totalGpus.cend())));
    m_layouts->setCurrentIndex(m_layouts->findData(int(config.grid.layouts)));
    m_parallelLayouts->setCurrentText(config.search.layouts.name());
    FieldHighlight::setInvalid(m_batchSizes, false, {});
    FieldHighlight::setInvalid(m_totalGpus, false, {});
    FieldHighlight::setInvalid(m_parallelLayouts, false, {});
    m_updating = updating;
}

void GridForm::apply(Configuration *config) const
{
    if (const auto batches
        = parseList(m_batchSizes->text(), Limits::maxBatchSize, InputLimits::batchSizeValues);
        batches && !batches->isEmpty())
        config->grid.batchSizes = *batches;
    if (const auto gpus = parseList(m_totalGpus->text(), Limits::maxGpus, InputLimits::listValues)) {
        QList<int> counts;
        for (qint64 g : *gpus)
            counts << int(qMin<qint64>(g, std::numeric_limits<int>::max()));
        config->grid.totalGpus = counts;
    }
    config->grid.layouts = LayoutFilter(m_layouts->currentData().toInt());
    if (const auto layouts = parseLayouts(m_parallelLayouts->currentText()))
        config->search.layouts = *layouts;
}

std::optional<LayoutSearch> GridForm::parseLayouts(const QString &text, QString *error)
{
    try {
        return LayoutSearch::parse(text.trimmed(), QStringLiteral("search.layouts"));
    } catch (const CoastlineError &e) {
        if (error)
            *error = e.translatedMessage();
        return std::nullopt;
    }
}

QList<InputProblem> GridForm::validate()
{
    QList<InputProblem> problems;
    QString batchError;
    const auto batches
        = parseList(m_batchSizes->text(), Limits::maxBatchSize, InputLimits::batchSizeValues, &batchError);
    const bool batchesOk = batches && !batches->isEmpty();
    const QString syntax = tr("Numbers ≥ 1 and ranges, e.g. 4, 8, 16 or 1-128 or 8-1024:8 or pow2:1-1024");
    FieldHighlight::setInvalid(m_batchSizes, !batchesOk, batchError.isEmpty() ? syntax : batchError);
    if (!batchesOk)
        problems.append({tr("Batch sizes: %1. %2")
                             .arg(batchError.isEmpty() ? tr("the list is empty") : batchError, syntax),
            m_batchSizes->objectName(), {}});
    QString gpusError;
    const bool gpusOk
        = parseList(m_totalGpus->text(), Limits::maxGpus, InputLimits::listValues, &gpusError).has_value();
    FieldHighlight::setInvalid(m_totalGpus, !gpusOk, gpusError.isEmpty() ? syntax : gpusError);
    if (!gpusOk)
        problems.append(
            {tr("Total GPU counts: %1. %2").arg(gpusError, syntax), m_totalGpus->objectName(), {}});
    QString layoutsError;
    const bool layoutsOk = parseLayouts(m_parallelLayouts->currentText(), &layoutsError).has_value();
    const QString layoutsSyntax = tr("data-parallel, auto or a list of layouts such as tp2,tp4cp2,pp4");
    FieldHighlight::setInvalid(m_parallelLayouts, !layoutsOk, layoutsError + u'\n' + layoutsSyntax);
    if (!layoutsOk) // the error gives examples already ("write e.g. dp, tp2, tp4cp2 or tp2pp4vp2")
        problems.append({tr("Parallel layouts: %1").arg(layoutsError), m_parallelLayouts->objectName(), {}});
    return problems;
}
