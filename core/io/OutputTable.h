#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

/// A rectangular result (named columns, rows of cells) that renders as the three output formats of
/// cli.md "Common rules": `table` (aligned text for humans), `csv` and `json` (full precision).
///
/// Cells are QVariant holding a double (or float), an integer (int, qint64, unsigned), a bool, a
/// QString, or nothing (a default-constructed QVariant, or any null variant) for a missing value.
/// Other types are rendered through QVariant::toString().
class OutputTable
{
public:
    enum class Format { Table, Csv, Json };

    OutputTable() = default;
    explicit OutputTable(QStringList columns);

    const QStringList &columns() const { return m_columns; }
    void setColumns(const QStringList &columns) { m_columns = columns; }
    /// Appends a row. A short row is padded with missing values; cells beyond the column count are dropped.
    void addRow(QVariantList cells);
    int rowCount() const { return int(m_rows.size()); }
    const QVariantList &row(int index) const { return m_rows.at(index); }

    /// Renders in `format` (see toTable(), toCsv(), toJson()).
    QString render(Format format) const;

    /// Aligned text: header, a dashed rule, one line per row, columns separated by two spaces.
    /// Columns holding only numbers are right-aligned; numbers are rounded for reading (whole numbers without
    /// decimals, |x| ≥ 100 with 2 decimals, otherwise 6 significant digits); text is left-aligned, line
    /// breaks become spaces and cells longer than `maxCellWidth` characters are cut with "…". Missing =
    /// empty.
    QString toTable(int maxCellWidth = 48) const;
    /// RFC 4180 CSV: a header line then one line per row, "\n" line ends. A cell is quoted when it
    /// contains a comma, a double quote, CR or LF, or starts/ends with a space; quotes are doubled.
    /// Numbers use formatNumber() (shortest round-trip), booleans true/false, missing = empty cell.
    /// A non-finite number (inf, nan) is a missing value here, in toTable() and in toJson() (null): no
    /// output holds "inf" or "nan" (issue 23).
    QString toCsv() const;
    /// A JSON array of objects (keys in column order), one object per line. Numbers use
    /// formatNumber(); missing values and non-finite numbers are null.
    QString toJson() const;

    /// `table`, `csv` or `json` (case-insensitive); nullopt otherwise.
    static std::optional<Format> parseFormat(const QString &name);
    /// The accepted format names, in the order above.
    static QStringList formatNames();

    /// Shortest text that reads back as exactly `value` (std::to_chars), e.g. "0.1", "17626.02437",
    /// "1e+20"; whole numbers below 1e16 without an exponent ("8100000000"). Non-finite values give
    /// "nan", "inf" or "-inf".
    static QString formatNumber(double value);
    /// One CSV cell, quoted if needed (see toCsv()).
    static QString csvField(const QString &text);
    /// One JSON value for a cell (see toJson()); a QVariantList cell is a JSON array and a QVariantMap
    /// an object (keys sorted), each member rendered the same way (JSON only: CSV and table show them
    /// as text).
    static QString jsonValue(const QVariant &cell);
    /// A JSON string literal with quotes, escaping `"`, `\` and control characters.
    static QString jsonString(const QString &text);
    /// Cell text as written to CSV (empty for a missing value).
    static QString csvText(const QVariant &cell);
    /// Appends `cells` as toCsv() writes a row, UTF-8, separated by commas, without the line end: the
    /// same bytes as csvField(csvText(cell)) per cell, with numbers, integers and booleans written
    /// straight into `out` (no string per cell). For output written row by row (`recommend --input`).
    static void appendCsvCells(QByteArray &out, const QVariantList &cells);
    /// True when `cell` is a missing value.
    static bool isMissing(const QVariant &cell);

private:
    QStringList m_columns;
    QList<QVariantList> m_rows;
};
