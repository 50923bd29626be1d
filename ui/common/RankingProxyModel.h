#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>

/// The one sorting proxy of the result tables (style.md example 6): sorts on ItemRoles::RawValueRole,
/// numbers numerically, text locale-aware; rows without a value sort last in ascending order.
class RankingProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RankingProxyModel(QObject *parent = nullptr);

    /// Sorting by `column` follows the source model's row order (RankingTableModel's rows are in rank
    /// order): ascending is the source order itself (no sort at all: after a re-rank the proxy only
    /// maps its rows again, O(n)), descending compares rows without reading any data. -1 (default):
    /// every column sorts by value.
    void setRowOrderColumn(int column) { m_rowOrderColumn = column; }

    /// As QSortFilterProxyModel::sort, except that the row-order column ascending keeps the source
    /// order (sortColumn() is then -1).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QCollator m_collator;
    int m_rowOrderColumn = -1;
};
