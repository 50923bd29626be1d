#include "io/CsvTable.h"

#include "common/CoastlineError.h"

#include <QFile>
#include <QIODevice>
#include <cmath>

CsvTable CsvTable::parse(QIODevice &device, const QString &fileName)
{
    CsvTable table;
    table.m_fileName = fileName;
    QString text = QString::fromUtf8(device.readAll());
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);

    QList<QStringList> records;
    QList<int> lines;
    QStringList record;
    QString field;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    int recordLine = 1;
    auto endField = [&] {
        record.append(field);
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.size() == 1 && record.first().trimmed().isEmpty();
        if (!blank) {
            records.append(record);
            lines.append(recordLine);
        }
        record.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u'"' && !fieldStarted && field.trimmed().isEmpty()) {
            inQuotes = true;
            fieldStarted = true;
            field.clear();
        } else if (c == u',') {
            endField();
        } else if (c == u'\r') {
            // CRLF or lone CR: the newline is handled at '\n' (or here for a lone CR).
            if (i + 1 < text.size() && text.at(i + 1) == u'\n')
                continue;
            endRecord();
            recordLine = ++line;
        } else if (c == u'\n') {
            endRecord();
            recordLine = ++line;
        } else {
            field.append(c);
            fieldStarted = true;
        }
    }
    if (inQuotes)
        throw CoastlineError(
            QStringLiteral("%1:%2: unterminated quoted field").arg(fileName).arg(recordLine));
    if (!field.isEmpty() || !record.isEmpty())
        endRecord();

    if (records.isEmpty())
        throw CoastlineError(QStringLiteral("%1: the CSV file is empty (no header row)").arg(fileName));
    for (QString &h : records.first())
        h = h.trimmed();
    table.m_header = records.takeFirst();
    const int headerLine = lines.takeFirst();
    table.m_headerLine = headerLine;
    for (int i = 0; i < table.m_header.size(); ++i) {
        if (table.m_columnIndex.contains(table.m_header.at(i)))
            table.m_duplicateColumns.append(table.m_header.at(i));
        else
            table.m_columnIndex.insert(table.m_header.at(i), i); // the first of repeated names wins
    }
    for (int r = 0; r < records.size(); ++r) {
        if (records.at(r).size() > table.m_header.size())
            throw CoastlineError(QStringLiteral("%1:%2: row has %3 cells but the header has %4 columns")
                                     .arg(fileName)
                                     .arg(lines.at(r))
                                     .arg(records.at(r).size())
                                     .arg(table.m_header.size()));
    }
    table.m_rows = records;
    table.m_lines = lines;
    return table;
}

CsvTable CsvTable::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CoastlineError(QStringLiteral("%1: cannot read the file (%2)").arg(path, file.errorString()));
    return parse(file, path);
}

QString CsvTable::cell(int row, const QString &column) const
{
    const auto it = m_columnIndex.constFind(column);
    if (it == m_columnIndex.constEnd())
        return {};
    const QStringList &cells = m_rows.at(row);
    return *it < cells.size() ? cells.at(*it).trimmed() : QString();
}

void CsvTable::requireColumns(const QStringList &columns) const
{
    if (!m_duplicateColumns.isEmpty())
        throw CoastlineError(QStringLiteral("%1:%2: column '%3' appears more than once in the header")
                                 .arg(m_fileName)
                                 .arg(m_headerLine)
                                 .arg(m_duplicateColumns.first()));
    QStringList missing;
    for (const QString &c : columns)
        if (!hasColumn(c))
            missing.append(c);
    if (!missing.isEmpty())
        throw CoastlineError(QStringLiteral("%1: missing required columns: %2")
                                 .arg(m_fileName, missing.join(QStringLiteral(", "))));
}

double CsvTable::number(int row, const QString &column) const
{
    const QString text = cell(row, column);
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw CoastlineError(QStringLiteral("%1:%2: column '%3': expected a number, got '%4'")
                                 .arg(m_fileName)
                                 .arg(lineOf(row))
                                 .arg(column, text));
    return value;
}

qint64 CsvTable::integer(int row, const QString &column) const
{
    const double value = number(row, column);
    if (value != std::floor(value) || std::fabs(value) > 9.0e15)
        throw CoastlineError(QStringLiteral("%1:%2: column '%3': expected a whole number, got '%4'")
                                 .arg(m_fileName)
                                 .arg(lineOf(row))
                                 .arg(column, cell(row, column)));
    return qint64(value);
}
