#pragma once

#include "WhatIfResult.h"
#include "common/OutputColumnsTableModel.h"

#include <QHash>

/// The jobs table of the cluster what-if window: one row per trace row, original vs recommended layout,
/// per-device batch, duration and wait. Display text is formatted; ItemRoles::RawValueRole gives the
/// number to sort by (sorting happens in RankingProxyModel). Durations and waits are in hours.
class WhatIfJobsModel : public OutputColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        JobColumn,
        ModelColumn,
        OriginalLayoutColumn,
        RecommendedLayoutColumn,
        OriginalBatchColumn,
        RecommendedBatchColumn,
        BaselineDurationColumn,
        RecommendedDurationColumn,
        BaselineWaitColumn,
        RecommendedWaitColumn,
        NoteColumn,
        ColumnCount
    };

    explicit WhatIfJobsModel(QObject *parent = nullptr);

    /// Shows `result` (replaces the rows).
    void setResult(const WhatIfResult &result);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;

protected:
    QVariant rawValue(int row, int column) const override;
    QString customText(int row, int column) const override;
    QVariant roleData(const QModelIndex &index, int role) const override;

private:
    struct Row
    {
        int job = 0; ///< 1-based trace row
        QString model;
        qint64 originalNodes = 0, originalGpusPerNode = 0, nodes = 0, gpusPerNode = 0;
        std::optional<qint64> originalBatch, batch;
        std::optional<double> baselineDuration, duration, baselineWait, wait; ///< s
        QString note;
    };

    QList<Row> m_rows;
};
