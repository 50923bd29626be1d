#include "io/OutputTable.h"

#include "io/OutputTableWriter.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <utility>

namespace {

enum class Kind { Missing, Number, Integer, Boolean, Text };

Kind kindOf(const QVariant &cell)
{
    if (OutputTable::isMissing(cell))
        return Kind::Missing;
    switch (cell.metaType().id()) {
    case QMetaType::Double:
    case QMetaType::Float: // inf and nan are no value: written empty (CSV, table) or null (JSON)
        return std::isfinite(cell.toDouble()) ? Kind::Number : Kind::Missing;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Short:
    case QMetaType::UShort:
        return Kind::Integer;
    case QMetaType::Bool:
        return Kind::Boolean;
    default:
        return Kind::Text;
    }
}

QString integerText(const QVariant &cell)
{
    switch (cell.metaType().id()) {
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::ULong:
    case QMetaType::UShort:
        return QString::number(cell.toULongLong());
    default:
        return QString::number(cell.toLongLong());
    }
}

QString humanNumber(double v)
{
    if (!std::isfinite(v))
        return OutputTable::formatNumber(v);
    if (v == std::trunc(v) && std::fabs(v) < 1e15)
        return QString::number(qint64(v));
    if (std::fabs(v) >= 100 && std::fabs(v) < 1e15) // beyond, 'f' would print hundreds of digits
        return QString::number(v, 'f', 2);
    return QString::number(v, 'g', 6);
}

} // namespace

OutputTable::OutputTable(QStringList columns)
    : m_columns(std::move(columns))
{ }

void OutputTable::addRow(QVariantList cells)
{
    while (cells.size() < m_columns.size())
        cells.append(QVariant());
    if (cells.size() > m_columns.size())
        cells.resize(m_columns.size());
    m_rows.append(std::move(cells));
}

bool OutputTable::isMissing(const QVariant &cell)
{
    return !cell.isValid() || cell.isNull();
}

std::optional<OutputTable::Format> OutputTable::parseFormat(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"table")
        return Format::Table;
    if (n == u"csv")
        return Format::Csv;
    if (n == u"json")
        return Format::Json;
    return std::nullopt;
}

QStringList OutputTable::formatNames()
{
    return {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")};
}

namespace {

/// formatNumber()'s text of a finite `value`, written to `buffer`; returns its length.
qsizetype writeFiniteNumber(std::array<char, 400> &buffer, double value)
{
    // Whole numbers below 1e16 are written without an exponent (8100000000, not 8.1e+09).
    const bool plain = value == std::trunc(value) && std::fabs(value) < 1e16;
    const auto result = plain
        ? std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed)
        : std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return result.ptr - buffer.data();
}

/// Appends csvField(text) as UTF-8; an ASCII text that needs no quotes (the usual cell: a name, a
/// source) is copied byte by byte, without the two strings csvField() and toUtf8() would make.
void appendCsvField(QByteArray &out, const QString &text)
{
    const bool ascii = std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x80 && u != u',' && u != u'"' && u != u'\n' && u != u'\r';
    });
    if (!ascii || text.startsWith(u' ') || text.endsWith(u' ')) {
        out += OutputTable::csvField(text).toUtf8();
        return;
    }
    const qsizetype at = out.size();
    out.resize(at + text.size());
    std::transform(text.cbegin(), text.cend(), out.begin() + at, [](QChar c) { return char(c.unicode()); });
}

} // namespace

QString OutputTable::formatNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    std::array<char, 400> buffer {};
    return QString::fromLatin1(buffer.data(), writeFiniteNumber(buffer, value));
}

void OutputTable::appendCsvCells(QByteArray &out, const QVariantList &cells)
{
    std::array<char, 400> buffer {};
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += ',';
        const QVariant &cell = cells.at(i);
        switch (kindOf(cell)) {
        case Kind::Missing:
            break;
        case Kind::Number: { // never quoted: digits, '.', 'e', signs, nan, inf
            const double value = cell.toDouble();
            if (std::isfinite(value))
                out.append(buffer.data(), writeFiniteNumber(buffer, value));
            else
                out += formatNumber(value).toLatin1();
            break;
        }
        case Kind::Integer: { // integerText()'s decimal digits
            const auto id = cell.metaType().id();
            const bool isUnsigned = id == QMetaType::UInt || id == QMetaType::ULongLong
                || id == QMetaType::ULong || id == QMetaType::UShort;
            const auto result = isUnsigned
                ? std::to_chars(buffer.data(), buffer.data() + buffer.size(), cell.toULongLong())
                : std::to_chars(buffer.data(), buffer.data() + buffer.size(), cell.toLongLong());
            out.append(buffer.data(), result.ptr - buffer.data());
            break;
        }
        case Kind::Boolean:
            out += cell.toBool() ? "true" : "false";
            break;
        case Kind::Text:
            appendCsvField(out, cell.toString());
            break;
        }
    }
}

QString OutputTable::csvField(const QString &text)
{
    const bool quote = text.contains(u',') || text.contains(u'"') || text.contains(u'\n')
        || text.contains(u'\r') || text.startsWith(u' ') || text.endsWith(u' ');
    if (!quote)
        return text;
    QString escaped = text;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QString OutputTable::csvText(const QVariant &cell)
{
    switch (kindOf(cell)) {
    case Kind::Missing:
        return {};
    case Kind::Number:
        return formatNumber(cell.toDouble());
    case Kind::Integer:
        return integerText(cell);
    case Kind::Boolean:
        return cell.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Kind::Text:
        break;
    }
    return cell.toString();
}

QString OutputTable::jsonString(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out.append(u'"');
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'"':
            out.append(QStringLiteral("\\\""));
            break;
        case u'\\':
            out.append(QStringLiteral("\\\\"));
            break;
        case u'\n':
            out.append(QStringLiteral("\\n"));
            break;
        case u'\r':
            out.append(QStringLiteral("\\r"));
            break;
        case u'\t':
            out.append(QStringLiteral("\\t"));
            break;
        default:
            if (c.unicode() < 0x20)
                out.append(QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0')));
            else
                out.append(c);
        }
    }
    out.append(u'"');
    return out;
}

QString OutputTable::jsonValue(const QVariant &cell)
{
    // Nested values (explain's `fixes`): a list is an array, a map an object (keys in sorted order).
    if (cell.metaType().id() == QMetaType::QVariantList) {
        QStringList items;
        for (const QVariant &item : cell.toList())
            items.append(jsonValue(item));
        return u'[' + items.join(QStringLiteral(", ")) + u']';
    }
    if (cell.metaType().id() == QMetaType::QVariantMap) {
        QStringList members;
        const QVariantMap map = cell.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            members.append(jsonString(it.key()) + QStringLiteral(": ") + jsonValue(it.value()));
        return u'{' + members.join(QStringLiteral(", ")) + u'}';
    }
    switch (kindOf(cell)) {
    case Kind::Missing:
        return QStringLiteral("null");
    case Kind::Number: {
        const double v = cell.toDouble();
        return std::isfinite(v) ? formatNumber(v) : QStringLiteral("null");
    }
    case Kind::Integer:
        return integerText(cell);
    case Kind::Boolean:
        return cell.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Kind::Text:
        break;
    }
    return jsonString(cell.toString());
}

QString OutputTable::toCsv() const
{
    QString out;
    QStringList fields;
    for (const QString &c : m_columns)
        fields.append(csvField(c));
    out += fields.join(u',') + u'\n';
    for (const QVariantList &row : m_rows) {
        fields.clear();
        for (const QVariant &cell : row)
            fields.append(csvField(csvText(cell)));
        out += fields.join(u',') + u'\n';
    }
    return out;
}

QString OutputTable::toJson() const
{
    if (m_rows.isEmpty())
        return QStringLiteral("[]\n");
    QString out = QStringLiteral("[\n");
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        out += OutputTableWriter::jsonObject(m_columns, m_rows.at(r));
        out += r + 1 < m_rows.size() ? QStringLiteral(",\n") : QStringLiteral("\n");
    }
    out += QStringLiteral("]\n");
    return out;
}

QString OutputTable::toTable(int maxCellWidth) const
{
    const qsizetype columnCount = m_columns.size();
    QList<QStringList> texts;
    QList<bool> rightAligned(columnCount, false); // numbers only (missing cells aside)
    QList<bool> hasText(columnCount, false);
    QList<qsizetype> widths(columnCount, 0);
    auto clip = [maxCellWidth](QString text) {
        text.replace(u'\r', u' ').replace(u'\n', u' ');
        if (maxCellWidth > 1 && text.size() > maxCellWidth)
            text = text.left(maxCellWidth - 1) + QChar(0x2026);
        return text;
    };
    for (qsizetype c = 0; c < columnCount; ++c)
        widths[c] = m_columns.at(c).size();
    for (const QVariantList &row : m_rows) {
        QStringList line;
        for (qsizetype c = 0; c < columnCount; ++c) {
            const QVariant &cell = row.at(c);
            QString text;
            switch (kindOf(cell)) {
            case Kind::Missing:
                break;
            case Kind::Number:
                text = humanNumber(cell.toDouble());
                rightAligned[c] = true;
                break;
            case Kind::Integer:
                text = integerText(cell);
                rightAligned[c] = true;
                break;
            case Kind::Boolean:
                text = cell.toBool() ? QStringLiteral("true") : QStringLiteral("false");
                hasText[c] = true;
                break;
            case Kind::Text:
                text = clip(cell.toString());
                hasText[c] = true;
                break;
            }
            widths[c] = std::max(widths[c], text.size());
            line.append(text);
        }
        texts.append(line);
    }
    for (qsizetype c = 0; c < columnCount; ++c)
        rightAligned[c] = rightAligned[c] && !hasText[c];
    auto format = [&](const QStringList &cells) {
        QString line;
        for (qsizetype c = 0; c < columnCount; ++c) {
            const bool last = c + 1 == columnCount;
            QString cell = rightAligned[c] ? cells.at(c).rightJustified(widths[c])
                                           : (last ? cells.at(c) : cells.at(c).leftJustified(widths[c]));
            if (c > 0)
                line += QStringLiteral("  ");
            line += cell;
        }
        while (line.endsWith(u' '))
            line.chop(1);
        return line + u'\n';
    };
    QStringList header;
    QStringList rule;
    for (qsizetype c = 0; c < columnCount; ++c) {
        header.append(m_columns.at(c));
        rule.append(QString(widths[c], u'-'));
    }
    QString out = format(header) + format(rule);
    for (const QStringList &line : texts)
        out += format(line);
    return out;
}

QString OutputTable::render(Format format) const
{
    switch (format) {
    case Format::Table:
        return toTable();
    case Format::Csv:
        return toCsv();
    case Format::Json:
        return toJson();
    }
    return {};
}
