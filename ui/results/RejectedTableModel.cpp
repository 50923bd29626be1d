#include "results/RejectedTableModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "report/ReasonText.h"

#include <QSet>

RejectedTableModel::RejectedTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RejectedTableModel::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_rows.clear();
    if (m_evaluation) {
        QSet<int> ranked;
        for (const RankedConfiguration &row : ranking.rows)
            ranked.insert(row.candidateIndex);
        const QSet<int> dropped(ranking.droppedBySlowdown.cbegin(), ranking.droppedBySlowdown.cend());
        for (int i = 0; i < m_evaluation->candidates.size(); ++i) {
            if (ranked.contains(i))
                continue;
            const EvaluatedCandidate &c = m_evaluation->candidates.at(i);
            Stage stage = Stage::Prediction;
            if (!c.verdict.feasible)
                stage = Stage::Feasibility;
            else if (dropped.contains(i))
                stage = Stage::MaxSlowdown;
            m_rows.append({i, stage});
        }
    }
    endResetModel();
}

void RejectedTableModel::clear()
{
    setResults(nullptr, {});
}

int RejectedTableModel::rowOfCandidate(int candidateIndex) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).candidateIndex == candidateIndex)
            return row;
    }
    return -1;
}

int RejectedTableModel::candidateIndexAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).candidateIndex : -1;
}

int RejectedTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RejectedTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RejectedTableModel::stageName(Stage stage) const
{
    switch (stage) {
    case Stage::Feasibility:
        return tr("feasibility");
    case Stage::Prediction:
        return tr("prediction");
    case Stage::MaxSlowdown:
        return tr("max slowdown");
    }
    return {};
}

QString RejectedTableModel::reason(const Row &row, const EvaluatedCandidate &c) const
{
    switch (row.stage) {
    case Stage::Feasibility:
        return ReasonText::verdict(c.verdict, ReasonText::Language::Interface);
    case Stage::Prediction:
        return !c.predictionError ? tr("no usable throughput or power prediction")
                                  : ReasonText::text(*c.predictionError, ReasonText::Language::Interface);
    case Stage::MaxSlowdown:
        return tr("slower than the fastest configuration divided by max_slowdown");
    }
    return {};
}

QVariant RejectedTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_evaluation)
        return {};
    const Row &row = m_rows.at(index.row());
    const EvaluatedCandidate &c = m_evaluation->candidates.at(row.candidateIndex);
    const std::optional<MemoryBreakdown> &m = c.verdict.memory;
    const int column = index.column();

    if (role == ItemRoles::CandidateIndexRole)
        return row.candidateIndex;
    if (role == Qt::TextAlignmentRole) {
        if (column == StageColumn || column == ReasonColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole)
        return reason(row, c);
    if (role != Qt::DisplayRole && role != ItemRoles::RawValueRole)
        return {};
    const bool raw = role == ItemRoles::RawValueRole;
    const auto memory = [&](double MemoryBreakdown::*field) -> QVariant {
        if (!m)
            return {};
        return raw ? QVariant((*m).*field) : QVariant(Formatting::gigabytes((*m).*field));
    };
    const auto count
        = [&](qint64 v) -> QVariant { return raw ? QVariant(v) : QVariant(Formatting::integer(v)); };
    switch (column) {
    case TotalGpusColumn:
        return count(c.candidate.totalGpus);
    case GpusPerNodeColumn:
        return count(c.candidate.gpusPerNode);
    case NodesColumn:
        return count(c.candidate.numberOfNodes);
    case BatchSizeColumn:
        return count(c.candidate.batchSize);
    case TotalBatchColumn:
        return count(c.candidate.totalBatch());
    case StageColumn:
        return stageName(row.stage);
    case ReasonColumn:
        return reason(row, c);
    case MemoryTotalColumn:
        return memory(&MemoryBreakdown::totalGb);
    case CapacityColumn:
        return memory(&MemoryBreakdown::capacityGb);
    case WeightsColumn:
        return memory(&MemoryBreakdown::weightsGb);
    case GradientsColumn:
        return memory(&MemoryBreakdown::gradientsGb);
    case OptimizerColumn:
        return memory(&MemoryBreakdown::optimizerGb);
    case WorkingSetColumn:
        return memory(&MemoryBreakdown::workingSetGb);
    case ActivationsColumn:
        return memory(&MemoryBreakdown::activationsGb);
    default:
        return {};
    }
}

QVariant RejectedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TotalGpusColumn:
        return tr("Total\nGPUs");
    case GpusPerNodeColumn:
        return tr("GPUs/\nnode");
    case NodesColumn:
        return tr("Nodes");
    case BatchSizeColumn:
        return tr("Batch/\ndevice");
    case TotalBatchColumn:
        return tr("Total\nbatch");
    case StageColumn:
        return tr("Stage");
    case ReasonColumn:
        return tr("Reason");
    case MemoryTotalColumn:
        return tr("Memory\n(GB/GPU)");
    case CapacityColumn:
        return tr("Capacity\n(GB)");
    case WeightsColumn:
        return tr("Weights\n(GB)");
    case GradientsColumn:
        return tr("Gradients\n(GB)");
    case OptimizerColumn:
        return tr("Optimizer\n(GB)");
    case WorkingSetColumn:
        return tr("Working\nset (GB)");
    case ActivationsColumn:
        return tr("Activations\n(GB)");
    default:
        return {};
    }
}
