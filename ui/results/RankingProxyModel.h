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
    /// order), compared by row without reading any data: re-sorting 10⁴ rows after a re-rank then
    /// costs a few milliseconds instead of half a second. -1 (default): every column sorts by value.
    void setRowOrderColumn(int column) { m_rowOrderColumn = column; }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QCollator m_collator;
    int m_rowOrderColumn = -1;
};
