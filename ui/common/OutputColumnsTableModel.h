#pragma once

#include "report/OutputColumns.h"

#include <QAbstractTableModel>
#include <QList>
#include <optional>

/// The base of the GUI's table models (Ranking, Rejected, Batch, the predictor lab's metrics, the
/// what-if jobs): a QAbstractTableModel whose columns come from one descriptor list {the OutputColumns
/// value a column shows or derives from, header, header tooltip, format}. It answers columnCount(),
/// headerData() (DisplayRole, ToolTipRole, and ItemRoles::OutputColumnRole / UnitRole from the
/// OutputColumns descriptor), and data() for Qt::DisplayRole (one format-to-text, text()),
/// ItemRoles::RawValueRole (rawValue(), what RankingProxyModel sorts by) and Qt::TextAlignmentRole
/// (text left, numbers right); every other role goes to roleData(). Headers and tooltips are
/// translated in the subclass's context (its class name, as its tr()).
class OutputColumnsTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    /// How a column's raw value becomes its display text. Every format shows nothing for a missing
    /// (null) value, except ScoreOrNotApplicable ("n/a") and the subclass's own Label and Custom.
    enum class Format {
        Text, ///< left-aligned: the value as text
        Label, ///< left-aligned: the subclass's customText()
        Custom, ///< right-aligned: the subclass's customText()
        Number, ///< the value as text (no digit grouping)
        Count, ///< Formatting::integer
        Decimal0, ///< Formatting::decimal, 0 decimals
        Decimal1,
        Decimal2,
        Decimal3,
        Throughput, ///< Formatting::throughput (tokens/s)
        Watts, ///< Formatting::watts
        Score, ///< Formatting::score
        ScoreOrNotApplicable, ///< Formatting::score, "n/a" when missing (min-GPU has no s_r, s_e)
        Gibibytes, ///< Formatting::gibibytes: a GB value shown in GiB
        MemoryVerdict, ///< left-aligned: fits / tight / does-not-fit in the interface language (issue 37)
    };

    /// One column: the OutputColumns value it shows or derives from (none for the GUI's own columns),
    /// its header and header tooltip (QT_TRANSLATE_NOOP in the subclass's context; tooltip may be null)
    /// and how its value is shown.
    struct Column
    {
        std::optional<OutputColumns::Id> id;
        const char *header = nullptr;
        const char *headerToolTip = nullptr;
        Format format = Format::Text;
    };

    /// `value` as `format` shows it (Label and Custom: the value as text).
    static QString text(const QVariant &value, Format format);

    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    /// `columns` is the subclass's descriptor list, in its Column enum order.
    OutputColumnsTableModel(QList<Column> columns, QObject *parent);

    const Column &descriptor(int column) const { return m_columns.at(column); }
    /// The raw (sortable) value of a valid cell: double, qint64, int, bool, QString, or null.
    virtual QVariant rawValue(int row, int column) const = 0;
    /// The display text of a Label or Custom cell (default: the raw value as text).
    virtual QString customText(int row, int column) const;
    /// Every role but Display, RawValue and TextAlignment (default: none).
    virtual QVariant roleData(const QModelIndex &index, int role) const;
    /// false while there is nothing to show (data() answers nothing then).
    virtual bool hasData() const { return true; }

private:
    QList<Column> m_columns;
};
