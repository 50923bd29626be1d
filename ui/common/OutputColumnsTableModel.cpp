#include "common/OutputColumnsTableModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"

#include <QCoreApplication>
#include <cmath>

OutputColumnsTableModel::OutputColumnsTableModel(QList<Column> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(std::move(columns))
{ }

QString OutputColumnsTableModel::text(const QVariant &value, Format format)
{
    if (format == Format::ScoreOrNotApplicable)
        return Formatting::score(value.isNull() ? NAN : value.toDouble());
    if (value.isNull())
        return {};
    switch (format) {
    case Format::Text:
    case Format::Label:
    case Format::Custom:
    case Format::Number:
        return value.toString();
    case Format::Count:
        return Formatting::integer(value.toLongLong());
    case Format::Decimal0:
        return Formatting::decimal(value.toDouble(), 0);
    case Format::Decimal1:
        return Formatting::decimal(value.toDouble(), 1);
    case Format::Decimal2:
        return Formatting::decimal(value.toDouble(), 2);
    case Format::Decimal3:
        return Formatting::decimal(value.toDouble(), 3);
    case Format::Throughput:
        return Formatting::throughput(value.toDouble());
    case Format::Watts:
        return Formatting::watts(value.toDouble());
    case Format::Score:
    case Format::ScoreOrNotApplicable:
        return Formatting::score(value.toDouble());
    case Format::Gibibytes:
        return Formatting::gibibytes(value.toDouble());
    case Format::MemoryVerdict: {
        // the CSV/JSON words (MemoryVerdict names), translated for the table
        static const char *const words[][2] = {
            {"fits", QT_TRANSLATE_NOOP("OutputColumnsTableModel", "fits")},
            {"tight", QT_TRANSLATE_NOOP("OutputColumnsTableModel", "tight")},
            {"does-not-fit", QT_TRANSLATE_NOOP("OutputColumnsTableModel", "does not fit")},
        };
        for (const auto &w : words)
            if (value.toString() == QLatin1String(w[0]))
                return QCoreApplication::translate("OutputColumnsTableModel", w[1]);
        return value.toString();
    }
    }
    return {};
}

int OutputColumnsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QString OutputColumnsTableModel::customText(int row, int column) const
{
    return rawValue(row, column).toString();
}

QVariant OutputColumnsTableModel::roleData(const QModelIndex &, int) const
{
    return {};
}

QVariant OutputColumnsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !hasData())
        return {};
    const Format format = m_columns.at(index.column()).format;
    switch (role) {
    case Qt::DisplayRole:
        if (format == Format::Label || format == Format::Custom)
            return customText(index.row(), index.column());
        return text(rawValue(index.row(), index.column()), format);
    case ItemRoles::RawValueRole:
        return rawValue(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (format == Format::Text || format == Format::Label || format == Format::MemoryVerdict
                    ? Qt::AlignLeft
                    : Qt::AlignRight)
            | Qt::AlignVCenter);
    default:
        return roleData(index, role);
    }
}

QVariant OutputColumnsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Column &c = m_columns.at(section);
    const char *context = metaObject()->className(); // the subclass's tr() context
    switch (role) {
    case Qt::DisplayRole:
        return QCoreApplication::translate(context, c.header);
    case Qt::ToolTipRole:
        // Without a tooltip of its own, the header in one line: a narrowed column's header ends in "…".
        return c.headerToolTip
            ? QCoreApplication::translate(context, c.headerToolTip)
            : QCoreApplication::translate(context, c.header).replace(QLatin1Char('\n'), QLatin1Char(' '));
    case Qt::TextAlignmentRole:
        // Text columns are wide and left-aligned: a centred title can sit out of view (fresh-user finding:
        // the German Rejected tab's "Would fit with" header looked blank).
        return c.format == Format::Label || c.format == Format::Text || c.format == Format::MemoryVerdict
            ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : QVariant();
    case ItemRoles::OutputColumnRole:
        return c.id ? OutputColumns::column(*c.id).name : QString();
    case ItemRoles::UnitRole:
        return c.id ? OutputColumns::column(*c.id).unit : QString();
    default:
        return {};
    }
}
