#pragma once

#include "io/OutputTable.h"

#include <QByteArray>
#include <QStringList>
#include <QVariantList>
#include <functional>

/// Writes a table as CSV or JSON row by row, for outputs too large to hold whole (`explain` on a large
/// grid): the same bytes as OutputTable::toCsv() / toJson() of a table with these columns and rows, handed
/// to `write` in UTF-8 pieces of about pieceBytes(). Only the rows not yet written are held.
class OutputTableWriter
{
public:
    using Write = std::function<void(const QByteArray &)>;

    /// `format` is Csv or Json (Table needs every row for its widths: use OutputTable). `write` may throw;
    /// the exception leaves the writer unusable.
    OutputTableWriter(QStringList columns, OutputTable::Format format, Write write);

    /// Appends a row. A short row is padded with missing values; cells beyond the column count are dropped
    /// (as OutputTable::addRow()).
    void addRow(const QVariantList &cells);
    /// Writes what is held and the end of the output (JSON's closing bracket). Call once, after the rows.
    void finish();

    /// One row as toJson() writes it, without the line end: `  {"column": value, ...}`.
    static QString jsonObject(const QStringList &columns, const QVariantList &cells);
    /// The size of the pieces handed to `write`: 1 MiB.
    static qsizetype pieceBytes() { return qsizetype(1) << 20; }

private:
    void flush();

    QStringList m_columns;
    OutputTable::Format m_format;
    Write m_write;
    QByteArray m_pending;
    qsizetype m_rows = 0;
};
