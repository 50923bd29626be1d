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

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QCollator m_collator;
};
