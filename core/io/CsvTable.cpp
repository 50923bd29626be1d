#include "io/CsvTable.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"

#include <QFile>
#include <QIODevice>
#include <cmath>

CsvTable CsvTable::parse(QIODevice &device, const QString &fileName)
{
    return parse(BoundedFile::read(device, fileName, InputLimits::csvFileBytes), fileName);
}

CsvTable CsvTable::parse(const QByteArray &data, const QString &fileName)
{
    if (data.size() > InputLimits::csvFileBytes)
        throw CoastlineError(QStringLiteral("%1: cannot read: the file is larger than %2")
                                 .arg(fileName, BoundedFile::formatBytes(InputLimits::csvFileBytes)));
    CsvTable table;
    table.m_fileName = fileName;
    QString text = QString::fromUtf8(data);
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
    qsizetype extraCells = 0; // cells of the current row past the header's width: counted, not kept
    qint64 cells = 0;
    const auto headerWidth = [&] { return records.isEmpty() ? -1 : records.first().size(); };
    auto endField = [&] {
        if (headerWidth() < 0 && record.size() >= InputLimits::csvColumns)
            throw CoastlineError(QStringLiteral("%1:%2: the header has more than %3 columns")
                                     .arg(fileName)
                                     .arg(recordLine)
                                     .arg(InputLimits::csvColumns));
        if (headerWidth() >= 0 && record.size() >= headerWidth())
            ++extraCells;
        else
            record.append(field);
        field.clear();
        fieldStarted = false;
    };
    auto appendToField = [&](QChar c) {
        if (field.size() >= InputLimits::csvCellChars)
            throw CoastlineError(QStringLiteral("%1:%2: a cell is longer than %3 characters")
                                     .arg(fileName)
                                     .arg(recordLine)
                                     .arg(InputLimits::csvCellChars));
        field.append(c);
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.size() == 1 && extraCells == 0 && record.first().trimmed().isEmpty();
        if (!blank) {
            if (headerWidth() >= 0 && extraCells > 0)
                throw CoastlineError(QStringLiteral("%1:%2: row has %3 cells but the header has %4 columns")
                                         .arg(fileName)
                                         .arg(recordLine)
                                         .arg(record.size() + extraCells)
                                         .arg(headerWidth()));
            cells += record.size();
            if (cells > InputLimits::csvCells)
                throw CoastlineError(QStringLiteral("%1:%2: the table has more than %3 cells; split the file")
                                         .arg(fileName)
                                         .arg(recordLine)
                                         .arg(InputLimits::csvCells));
            records.append(record);
            lines.append(recordLine);
        }
        record.clear();
        extraCells = 0;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    appendToField(u'"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                appendToField(c);
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
            appendToField(c);
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
        if (table.m_header.at(i).size() > InputLimits::csvHeaderChars)
            throw CoastlineError(
                QStringLiteral("%1:%2: column %3: the header name is longer than %4 characters")
                    .arg(fileName)
                    .arg(headerLine)
                    .arg(i + 1)
                    .arg(InputLimits::csvHeaderChars));
        if (table.m_columnIndex.contains(table.m_header.at(i)))
            table.m_duplicateColumns.append(table.m_header.at(i));
        else
            table.m_columnIndex.insert(table.m_header.at(i), i); // the first of repeated names wins
    }
    table.m_rows = records;
    table.m_lines = lines;
    return table;
}

CsvTable CsvTable::read(const QString &path)
{
    return parse(BoundedFile::read(path, InputLimits::csvFileBytes), path);
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
