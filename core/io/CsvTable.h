#pragma once

#include "common/InputLimits.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

/// A parsed CSV file (RFC 4180: quoted fields, doubled quotes, embedded commas/newlines).
/// A UTF-8 BOM and CRLF line endings are accepted. Rows keep their 1-based source line for errors.
/// Parsing errors (unterminated quote, row with more cells than the header) throw CoastlineError
/// naming the file and line.
///
/// The cells are stored packed: the text of every cell in one string and the cells' start offsets in
/// one array (about 8 bytes per cell plus its text), not one string object per cell, so a jobs file of
/// 10⁶ rows takes about 100 MB and parsing allocates nothing per cell.
class CsvTable
{
public:
    /// Parses `device` (already open for reading); `fileName` is used in error messages only.
    static CsvTable parse(QIODevice &device, const QString &fileName);
    /// Parses CSV bytes (UTF-8). Bounds (InputLimits): at most csvFileBytes bytes, csvColumns header
    /// columns, csvHeaderChars characters per header name, csvCellChars per cell and csvCells cells in
    /// all; beyond one it throws CoastlineError "<file>:<line>: ..." naming the bound. A row with more
    /// cells than the header fails at that row, without keeping its extra cells.
    /// `maxCells` replaces the csvCells bound (e.g. InputLimits::jobsCsvCells for a jobs file). With
    /// `longRowsFailOnlyTheRow` (a jobs file, where a row with too few cells also fails only that row),
    /// such a row is kept with the header's width of cells and rowError() says why.
    static CsvTable parse(const QByteArray &data, const QString &fileName,
        qint64 maxCells = InputLimits::csvCells, bool longRowsFailOnlyTheRow = false);
    /// Opens and parses a file (regular file, device or FIFO, read up to InputLimits::csvFileBytes);
    /// throws CoastlineError "<path>: cannot read: ..." when it cannot be read or is too large.
    /// `maxCells` as for parse().
    static CsvTable read(
        const QString &path, qint64 maxCells = InputLimits::csvCells, bool longRowsFailOnlyTheRow = false);

    const QStringList &header() const { return m_header; }
    int rowCount() const { return int(m_lines.size()); }
    bool hasColumn(const QString &name) const { return m_columnIndex.contains(name); }
    /// Cell text (trimmed), empty when the column is absent or the row is short.
    QString cell(int row, const QString &column) const;
    /// Cells row `row` has (fewer than the header's columns for a short row).
    int cellCount(int row) const;
    /// 1-based line in the source file where row `row` starts (for error messages).
    int lineOf(int row) const { return m_lines.at(row); }
    const QString &fileName() const { return m_fileName; }
    /// Why row `row` is malformed, without the "<file>:<line>: " prefix (e.g. "row has 9 cells but the
    /// header has 8 columns"); empty for a well-formed row. Only set with longRowsFailOnlyTheRow.
    QString rowError(int row) const { return m_rowErrors.value(row); }

    /// Throws CoastlineError "<file>: missing required columns: a, b" if any is absent, and
    /// "<file>:<line>: column 'x' appears more than once in the header" for a repeated column name (an
    /// input file must be unambiguous; no output of ours repeats a column name either, docs/cli.md).
    void requireColumns(const QStringList &columns) const;
    /// Cell parsed as a finite double; throws CoastlineError "<file>:<line>: column '<c>': ..." otherwise.
    double number(int row, const QString &column) const;
    /// Cell parsed as a whole number (e.g. "4", "4.0"); throws like number().
    qint64 integer(int row, const QString &column) const;

private:
    QString m_fileName;
    QStringList m_header;
    QHash<QString, int> m_columnIndex;
    QStringList m_duplicateColumns;
    QHash<int, QString> m_rowErrors; ///< by 0-based row
    int m_headerLine = 1;
    QString m_text; ///< every data cell's text, untrimmed, one after the other
    QList<qsizetype> m_cellStarts; ///< offset in m_text of each data cell, plus one past the last cell
    QList<qsizetype> m_rowFirstCell; ///< index in m_cellStarts of each row's first cell
    QList<int> m_lines;
};
