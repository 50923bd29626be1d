#include "results/RejectedTableModel.h"

#include <algorithm>

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "report/ReasonText.h"
#include "report/RecommendationRows.h"

#include <iterator>

namespace {

using Id = OutputColumns::Id;

/// How a column shows its value: counts and gigabytes format the OutputColumns value (blank when
/// missing); Stage and Reason are the GUI's words, which are also their raw value so sorting follows
/// what is shown.
enum class Format { Count, Gigabytes, Stage, Reason, Fix };

/// One column of the table: the OutputColumns value it shows or derives from, its header (translated
/// in the RejectedTableModel context) and how it is shown.
struct ColumnDescriptor
{
    Id id;
    const char *header;
    Format format;
};

/// In RejectedTableModel::Column order.
const ColumnDescriptor columns[] = {
    {Id::TotalGpus, QT_TRANSLATE_NOOP("RejectedTableModel", "Total\nGPUs"), Format::Count},
    {Id::GpusPerNode, QT_TRANSLATE_NOOP("RejectedTableModel", "GPUs/\nnode"), Format::Count},
    {Id::NumberOfNodes, QT_TRANSLATE_NOOP("RejectedTableModel", "Nodes"), Format::Count},
    {Id::BatchSize, QT_TRANSLATE_NOOP("RejectedTableModel", "Batch/\ndevice"), Format::Count},
    {Id::TotalBatch, QT_TRANSLATE_NOOP("RejectedTableModel", "Total\nbatch"), Format::Count},
    {Id::Verdict, QT_TRANSLATE_NOOP("RejectedTableModel", "Stage"), Format::Stage},
    {Id::Fix, QT_TRANSLATE_NOOP("RejectedTableModel", "Would fit with"), Format::Fix},
    {Id::MaxPerDeviceBatch, QT_TRANSLATE_NOOP("RejectedTableModel", "Fits up to\nbatch"), Format::Count},
    {Id::Error, QT_TRANSLATE_NOOP("RejectedTableModel", "Reason"), Format::Reason},
    {Id::MemoryPerGpu, QT_TRANSLATE_NOOP("RejectedTableModel", "Memory\n(GiB/GPU)"), Format::Gigabytes},
    {Id::MemoryCapacity, QT_TRANSLATE_NOOP("RejectedTableModel", "Capacity\n(GiB)"), Format::Gigabytes},
    {Id::WeightsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Weights\n(GiB)"), Format::Gigabytes},
    {Id::GradientsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Gradients\n(GiB)"), Format::Gigabytes},
    {Id::OptimizerGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Optimizer\n(GiB)"), Format::Gigabytes},
    {Id::WorkingSetGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Working\nset (GiB)"), Format::Gigabytes},
    {Id::ActivationsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Activations\n(GiB)"), Format::Gigabytes},
    {Id::OptimizerStepGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Optimizer\nstep (GiB)"),
        Format::Gigabytes},
};
static_assert(std::size(columns) == RejectedTableModel::ColumnCount);

const OutputColumns::Column &outputColumnOf(int column)
{
    const QList<OutputColumns::Column> &all = OutputColumns::explain();
    return all.at(OutputColumns::indexOf(all, columns[column].id));
}

} // namespace

RejectedTableModel::RejectedTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

OutputColumns::Id RejectedTableModel::outputColumn(int column)
{
    return columns[column].id;
}

void RejectedTableModel::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_rows.clear();
    if (m_evaluation) {
        // Per candidate index: ranked, or removed by max_slowdown (flags, not hash sets: 10⁵ candidates).
        QList<bool> ranked(m_evaluation->candidates.size(), false);
        for (const RankedConfiguration &row : ranking.rows)
            ranked[row.candidateIndex] = true;
        QList<bool> dropped(m_evaluation->candidates.size(), false);
        for (int i : ranking.droppedBySlowdown)
            dropped[i] = true;
        m_policy = ranking.policy;
        m_rows.reserve(m_evaluation->candidates.size() - ranking.rows.size());
        for (int i = 0; i < m_evaluation->candidates.size(); ++i) {
            if (ranked.at(i))
                continue;
            const EvaluatedCandidate &c = m_evaluation->candidates.at(i);
            Stage stage = Stage::Prediction;
            if (!c.verdict.feasible)
                stage = Stage::Feasibility;
            else if (c.isNotNeeded())
                stage = Stage::NotNeeded;
            else if (dropped.at(i))
                stage = Stage::MaxSlowdown;
            m_rows.append({i, stage, {}}); // cells: filled when first read (cellsOf)
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

const QVariantList &RejectedTableModel::cellsOf(const Row &row) const
{
    // The layout and memory cells of the `explain` export; they depend on the candidate alone, so the
    // 10⁵ rejected rows of a large grid cost only the rows a view reads.
    if (row.cells.isEmpty())
        row.cells = OutputColumns::row(OutputColumns::explain(),
            {*m_evaluation, m_evaluation->candidates.at(row.candidateIndex), nullptr, m_policy,
                std::nullopt});
    return row.cells;
}

int RejectedTableModel::notNeededCount() const
{
    return int(std::count_if(
        m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return row.stage == Stage::NotNeeded; }));
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
    case Stage::NotNeeded:
        return tr("not needed");
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
    case Stage::NotNeeded:
        return tr("feasible, not needed: min-GPU stops after the first %n feasible GPU count(s) (top_k)", "",
            int(c.predictionError->args.value(0).toLongLong()));
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
    const int column = index.column();

    if (role == ItemRoles::CandidateIndexRole)
        return row.candidateIndex;
    if (role == Qt::TextAlignmentRole) {
        if (columns[column].format == Format::Stage || columns[column].format == Format::Reason
            || columns[column].format == Format::Fix)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole)
        return columns[column].format == Format::Fix ? fixes(c) : reason(row, c);
    if (role != Qt::DisplayRole && role != ItemRoles::RawValueRole)
        return {};
    const QVariant value
        = cellsOf(row).at(OutputColumns::indexOf(OutputColumns::explain(), columns[column].id));
    const bool raw = role == ItemRoles::RawValueRole;
    switch (columns[column].format) {
    case Format::Count:
        return raw || value.isNull() ? value : QVariant(Formatting::integer(value.toLongLong()));
    case Format::Gigabytes:
        return raw || value.isNull() ? value : QVariant(Formatting::gibibytes(value.toDouble()));
    case Format::Stage:
        return stageName(row.stage);
    case Format::Reason:
        return reason(row, c);
    case Format::Fix: {
        if (raw)
            return value; // the explain export's English cell
        const std::optional<MemoryFix> first = ReasonText::firstFitting(c.verdict.fixes);
        return first ? tr("%1 (%2 GiB)")
                           .arg(ReasonText::fix(*first, ReasonText::Language::Interface),
                               Formatting::gibibytes(first->memoryGb))
                     : QVariant();
    }
    }
    return {};
}

QString RejectedTableModel::fixes(const EvaluatedCandidate &c) const
{
    QStringList lines;
    for (const MemoryFix &f : c.verdict.fixes)
        lines.append(tr("%1: %2 GiB (%3)")
                         .arg(ReasonText::fix(f, ReasonText::Language::Interface),
                             Formatting::gibibytes(f.memoryGb), f.fits ? tr("fits") : tr("too big")));
    return lines.isEmpty() ? QString()
                           : tr("Single changes, least disruptive first:") + u'\n' + lines.join(u'\n');
}

QVariant RejectedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole:
        return tr(columns[section].header);
    case ItemRoles::OutputColumnRole:
        return outputColumnOf(section).name;
    case ItemRoles::UnitRole:
        return outputColumnOf(section).unit;
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}
