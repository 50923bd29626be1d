#include "inputs/GridForm.h"

#include "inputs/FieldHighlight.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <limits>
#include <utility>

namespace {
template<typename T> QString joinList(const QList<T> &values)
{
    QStringList parts;
    for (T v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}
} // namespace

GridForm::GridForm(QWidget *parent)
    : QGroupBox(tr("Search grid"), parent)
{
    setObjectName(QStringLiteral("gridGroupBox"));
    m_batchSizes = new QLineEdit(this);
    m_batchSizes->setObjectName(QStringLiteral("batchSizesLineEdit"));
    m_batchSizes->setToolTip(tr("Per-device batch sizes to sweep, e.g. 4, 8, 16, 32, 64"));
    m_totalGpus = new QLineEdit(this);
    m_totalGpus->setObjectName(QStringLiteral("totalGpusLineEdit"));
    m_totalGpus->setToolTip(
        tr("Total GPU counts to sweep, e.g. 1, 2, 4, 8 (empty: powers of two up to the cluster's GPUs)"));
    m_totalGpus->setPlaceholderText(tr("powers of two up to the cluster"));
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Batch si&zes:"), m_batchSizes);
    form->addRow(tr("Total G&PUs:"), m_totalGpus);
    for (QLineEdit *edit : {m_batchSizes, m_totalGpus})
        connect(edit, &QLineEdit::textEdited, this, [this, edit] { notify(edit->objectName()); });
}

void GridForm::notify(const QString &field)
{
    if (!m_updating)
        emit edited(field);
}

std::optional<QList<qint64>> GridForm::parseList(const QString &text)
{
    QList<qint64> values;
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 value = part.toLongLong(&ok);
        if (!ok || value < 1)
            return std::nullopt;
        values << value;
    }
    return values;
}

void GridForm::setConfiguration(const Configuration &config)
{
    const bool updating = std::exchange(m_updating, true);
    m_batchSizes->setText(joinList(config.grid.batchSizes));
    m_totalGpus->setText(joinList(config.grid.totalGpus));
    FieldHighlight::setInvalid(m_batchSizes, false, {});
    FieldHighlight::setInvalid(m_totalGpus, false, {});
    m_updating = updating;
}

void GridForm::apply(Configuration *config) const
{
    if (const auto batches = parseList(m_batchSizes->text()); batches && !batches->isEmpty())
        config->grid.batchSizes = *batches;
    if (const auto gpus = parseList(m_totalGpus->text())) {
        QList<int> counts;
        for (qint64 g : *gpus)
            counts << int(qMin<qint64>(g, std::numeric_limits<int>::max()));
        config->grid.totalGpus = counts;
    }
}

QList<InputProblem> GridForm::validate()
{
    QList<InputProblem> problems;
    const auto batches = parseList(m_batchSizes->text());
    const bool batchesOk = batches && !batches->isEmpty();
    FieldHighlight::setInvalid(m_batchSizes, !batchesOk, tr("Whole numbers ≥ 1, separated by commas"));
    if (!batchesOk)
        problems.append({tr("Batch sizes must be whole numbers ≥ 1 separated by commas, e.g. 4, 8, 16."),
            m_batchSizes->objectName(), {}});
    const bool gpusOk = parseList(m_totalGpus->text()).has_value();
    FieldHighlight::setInvalid(m_totalGpus, !gpusOk, tr("Whole numbers ≥ 1, separated by commas"));
    if (!gpusOk)
        problems.append(
            {tr("Total GPU counts must be whole numbers ≥ 1 separated by commas, e.g. 1, 2, 4, 8."),
                m_totalGpus->objectName(), {}});
    return problems;
}
