#include "common/RankingProxyModel.h"

#include "common/ItemRoles.h"

RankingProxyModel::RankingProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ItemRoles::RawValueRole);
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
}

void RankingProxyModel::sort(int column, Qt::SortOrder order)
{
    if (column >= 0 && column == m_rowOrderColumn && order == Qt::AscendingOrder)
        column = -1; // QSortFilterProxyModel: -1 restores the source order
    QSortFilterProxyModel::sort(column, order);
}

bool RankingProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() == m_rowOrderColumn)
        return left.row() < right.row();
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (!a.isValid() || !b.isValid()) {
        if (a.isValid() != b.isValid())
            return a.isValid(); // values before blanks
        return left.row() < right.row();
    }
    const auto isText = [](const QVariant &v) { return v.typeId() == QMetaType::QString; };
    if (isText(a) || isText(b)) {
        const int order = m_collator.compare(a.toString(), b.toString());
        return order != 0 ? order < 0 : left.row() < right.row();
    }
    const double x = a.toDouble();
    const double y = b.toDouble();
    if (x != y)
        return x < y;
    return left.row() < right.row(); // stable: keep the core's order among equals
}
