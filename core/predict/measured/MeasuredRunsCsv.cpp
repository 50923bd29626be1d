#include "predict/measured/MeasuredRunsCsv.h"

const QStringList &MeasuredRunsCsv::configurationColumns()
{
    static const QStringList columns {QStringLiteral("model_name"), QStringLiteral("method"),
        QStringLiteral("gpu_model"), QStringLiteral("number_nodes"), QStringLiteral("number_gpus"),
        QStringLiteral("tokens_per_sample"), QStringLiteral("batch_size")};
    return columns;
}

bool MeasuredRunsCsv::isValidText(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && value == 1.0;
}

MeasuredRunsCsv::MeasuredRunsCsv(const CsvTable &table, const QStringList &targetColumns)
    : m_table(table)
    , m_hasValidity(table.hasColumn(validColumn()))
{
    table.requireColumns(configurationColumns() + targetColumns);
}

bool MeasuredRunsCsv::isValid(int row) const
{
    return !m_hasValidity || isValidText(m_table.cell(row, validColumn()));
}

QString MeasuredRunsCsv::validText(int row) const
{
    return m_hasValidity ? m_table.cell(row, validColumn()).trimmed() : QString();
}
