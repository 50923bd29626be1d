#include "io/CsvTable.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"

#include <QFile>
#include <QIODevice>
#include <cmath>
#include <optional>

CsvTable CsvTable::parse(QIODevice &device, const QString &fileName)
{
    return parse(BoundedFile::read(device, fileName, InputLimits::csvFileBytes), fileName);
}

CsvTable CsvTable::parse(
    const QByteArray &data, const QString &fileName, qint64 maxCells, bool longRowsFailOnlyTheRow)
{
    if (data.size() > InputLimits::csvFileBytes)
        throw CoastlineError(ErrorMessage(ErrorCode::FileTooLarge)
                                 .arg(fileName, BoundedFile::formatBytes(InputLimits::csvFileBytes)));
    CsvTable table;
    table.m_fileName = fileName;
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);

    // The record being read has its cells at the end of `arena` (from starts[recordFirstCell] on);
    // a finished data row stays there, the header and blank lines are taken off again.
    QString &arena = table.m_text;
    QList<qsizetype> &starts = table.m_cellStarts;
    arena.reserve(text.size());
    bool haveHeader = false;
    qsizetype recordFirstCell = 0;
    qsizetype fieldStart = 0;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    int recordLine = 1;
    qsizetype extraCells = 0; // cells of the current row past the header's width: counted, not kept
    qint64 cells = 0;
    auto recordCells = [&] { return starts.size() - recordFirstCell; };
    auto cellText = [&](qsizetype cell) {
        const qsizetype end = cell + 1 < starts.size() ? starts.at(cell + 1) : arena.size();
        return QStringView(arena).mid(starts.at(cell), end - starts.at(cell));
    };
    auto endField = [&] {
        if (!haveHeader && recordCells() >= InputLimits::csvColumns)
            throw CoastlineError(QStringLiteral("%1:%2: the header has more than %3 columns")
                                     .arg(fileName)
                                     .arg(recordLine)
                                     .arg(InputLimits::csvColumns));
        if (haveHeader && recordCells() >= table.m_header.size()) {
            ++extraCells;
            arena.truncate(fieldStart);
        } else {
            starts.append(fieldStart);
        }
        fieldStart = arena.size();
        fieldStarted = false;
    };
    auto appendRun = [&](QStringView run) { // to the field being read, within InputLimits::csvCellChars
        if (arena.size() - fieldStart + run.size() > InputLimits::csvCellChars)
            throw CoastlineError(QStringLiteral("%1:%2: a cell is longer than %3 characters")
                                     .arg(fileName)
                                     .arg(recordLine)
                                     .arg(InputLimits::csvCellChars));
        arena.append(run);
    };
    auto appendToField = [&](QChar c) { appendRun(QStringView(&c, 1)); };
    auto endRecord = [&] {
        endField();
        const bool blank
            = recordCells() == 1 && extraCells == 0 && cellText(recordFirstCell).trimmed().isEmpty();
        if (!blank) {
            if (haveHeader && extraCells > 0 && longRowsFailOnlyTheRow)
                table.m_rowErrors.insert(int(table.m_lines.size()),
                    QStringLiteral("row has %1 cells but the header has %2 columns")
                        .arg(recordCells() + extraCells)
                        .arg(table.m_header.size()));
            else if (haveHeader && extraCells > 0)
                throw CoastlineError(ErrorMessage(ErrorCode::CsvRowCells)
                                         .arg(fileName)
                                         .arg(recordLine)
                                         .count(recordCells() + extraCells)
                                         .arg(table.m_header.size()));
            cells += recordCells();
            if (cells > maxCells)
                throw CoastlineError(QStringLiteral("%1:%2: the table has more than %3 cells; split the file")
                                         .arg(fileName)
                                         .arg(recordLine)
                                         .arg(maxCells));
            if (haveHeader) {
                table.m_rowFirstCell.append(recordFirstCell);
                table.m_lines.append(recordLine);
            } else {
                for (qsizetype c = recordFirstCell; c < starts.size(); ++c)
                    table.m_header.append(cellText(c).trimmed().toString());
                table.m_headerLine = recordLine;
                haveHeader = true;
                arena.resize(0); // not clear(): that would free the reserved capacity
                arena.reserve(text.size());
                starts.clear();
            }
        } else {
            arena.truncate(starts.at(recordFirstCell));
            starts.resize(recordFirstCell);
        }
        recordFirstCell = starts.size();
        fieldStart = arena.size();
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
        if (c == u'"' && !fieldStarted) { // a field not started is empty: the quote opens it
            inQuotes = true;
            fieldStarted = true;
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
            // The run of plain characters up to the next separator or line end, appended at once.
            qsizetype end = i + 1;
            while (
                end < text.size() && text.at(end) != u',' && text.at(end) != u'\n' && text.at(end) != u'\r')
                ++end;
            appendRun(QStringView(text).mid(i, end - i));
            i = end - 1;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        throw CoastlineError(ErrorMessage(ErrorCode::CsvUnterminatedQuote).arg(fileName).arg(recordLine));
    if (arena.size() > fieldStart || recordCells() > 0)
        endRecord();
    starts.append(arena.size()); // one past the last cell

    if (!haveHeader)
        throw CoastlineError(ErrorMessage(ErrorCode::CsvEmpty).arg(fileName));
    const int headerLine = table.m_headerLine;
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
    return table;
}

CsvTable CsvTable::read(const QString &path, qint64 maxCells, bool longRowsFailOnlyTheRow)
{
    return parse(BoundedFile::read(path, InputLimits::csvFileBytes), path, maxCells, longRowsFailOnlyTheRow);
}

int CsvTable::cellCount(int row) const
{
    const qsizetype end
        = row + 1 < m_rowFirstCell.size() ? m_rowFirstCell.at(row + 1) : m_cellStarts.size() - 1;
    return int(end - m_rowFirstCell.at(row));
}

QString CsvTable::cell(int row, const QString &column) const
{
    const auto it = m_columnIndex.constFind(column);
    if (it == m_columnIndex.constEnd())
        return {};
    const qsizetype first = m_rowFirstCell.at(row);
    const qsizetype end
        = row + 1 < m_rowFirstCell.size() ? m_rowFirstCell.at(row + 1) : m_cellStarts.size() - 1;
    const qsizetype cell = first + *it;
    if (cell >= end)
        return {}; // a short row
    return QStringView(m_text)
        .mid(m_cellStarts.at(cell), m_cellStarts.at(cell + 1) - m_cellStarts.at(cell))
        .trimmed()
        .toString();
}

void CsvTable::requireColumns(const QStringList &columns) const
{
    if (!m_duplicateColumns.isEmpty())
        throw CoastlineError(ErrorMessage(ErrorCode::CsvDuplicateColumn)
                                 .arg(m_fileName)
                                 .arg(m_headerLine)
                                 .arg(m_duplicateColumns.first()));
    QStringList missing;
    for (const QString &c : columns)
        if (!hasColumn(c))
            missing.append(c);
    if (!missing.isEmpty())
        throw CoastlineError(
            ErrorMessage(ErrorCode::CsvMissingColumns).arg(m_fileName, missing.join(QStringLiteral(", "))));
}

double CsvTable::number(int row, const QString &column) const
{
    const QString text = cell(row, column);
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw CoastlineError(
            ErrorMessage(ErrorCode::CsvNotNumber).arg(m_fileName).arg(lineOf(row)).arg(column, text));
    return value;
}

namespace {

/// The value of `text` when it is only an optional '-' and 1–15 ASCII digits (the usual whole-number
/// cell), which number() would read as exactly this whole double; nullopt for anything else.
std::optional<qint64> plainInteger(QStringView text)
{
    const QStringView digits = text.startsWith(u'-') ? text.mid(1) : text;
    if (digits.isEmpty() || digits.size() > 15)
        return std::nullopt;
    qint64 value = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        value = value * 10 + (c.unicode() - u'0');
    }
    return digits.size() == text.size() ? value : -value;
}

} // namespace

qint64 CsvTable::integer(int row, const QString &column) const
{
    if (const std::optional<qint64> plain = plainInteger(cell(row, column))) // without toDouble()
        return *plain;
    const double value = number(row, column);
    if (value != std::floor(value) || std::fabs(value) > 9.0e15)
        throw CoastlineError(ErrorMessage(ErrorCode::CsvNotWholeNumber)
                                 .arg(m_fileName)
                                 .arg(lineOf(row))
                                 .arg(column, cell(row, column)));
    return qint64(value);
}
