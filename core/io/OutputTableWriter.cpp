#include "io/OutputTableWriter.h"

#include <utility>

OutputTableWriter::OutputTableWriter(QStringList columns, OutputTable::Format format, Write write)
    : m_columns(std::move(columns))
    , m_format(format)
    , m_write(std::move(write))
{
    Q_ASSERT(m_format != OutputTable::Format::Table);
    if (m_format == OutputTable::Format::Csv) {
        QStringList fields;
        for (const QString &column : std::as_const(m_columns))
            fields.append(OutputTable::csvField(column));
        m_pending = (fields.join(u',') + u'\n').toUtf8();
    }
}

void OutputTableWriter::addRow(const QVariantList &cells)
{
    QVariantList row = cells;
    row.resize(m_columns.size()); // padded with missing values, or cut
    if (m_format == OutputTable::Format::Csv) {
        OutputTable::appendCsvCells(m_pending, row);
        m_pending += '\n';
    } else {
        m_pending += m_rows == 0 ? "[\n" : ",\n";
        m_pending += jsonObject(m_columns, row).toUtf8();
    }
    ++m_rows;
    if (m_pending.size() >= pieceBytes())
        flush();
}

void OutputTableWriter::finish()
{
    if (m_format == OutputTable::Format::Json)
        m_pending += m_rows == 0 ? "[]\n" : "\n]\n";
    flush();
}

QString OutputTableWriter::jsonObject(const QStringList &columns, const QVariantList &cells)
{
    QStringList members;
    members.reserve(columns.size());
    for (qsizetype c = 0; c < columns.size(); ++c)
        members.append(OutputTable::jsonString(columns.at(c)) + QStringLiteral(": ")
            + OutputTable::jsonValue(cells.value(c)));
    return QStringLiteral("  {") + members.join(QStringLiteral(", ")) + u'}';
}

void OutputTableWriter::flush()
{
    if (m_pending.isEmpty())
        return;
    m_write(m_pending);
    m_pending.clear(); // keeps the buffer's capacity for the next piece
}
