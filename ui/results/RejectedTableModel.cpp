#include "results/RejectedTableModel.h"

#include <algorithm>

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "report/ReasonText.h"
#include "report/RecommendationRows.h"

#include <iterator>

namespace {

using Id = OutputColumns::Id;

using Format = OutputColumnsTableModel::Format;

/// In RejectedTableModel::Column order. Stage and Reason are the GUI's words, which are also their raw
/// value so that sorting follows what is shown (Format::Text).
const OutputColumnsTableModel::Column columns[] = {
    {Id::TotalGpus, QT_TRANSLATE_NOOP("RejectedTableModel", "Total\nGPUs"), nullptr, Format::Count},
    {Id::GpusPerNode, QT_TRANSLATE_NOOP("RejectedTableModel", "GPUs/\nnode"), nullptr, Format::Count},
    {Id::NumberOfNodes, QT_TRANSLATE_NOOP("RejectedTableModel", "Nodes"), nullptr, Format::Count},
    // issue 35: the parallel layout, as the ranking shows it (hidden unless layouts are searched)
    {Id::TensorParallel, QT_TRANSLATE_NOOP("RejectedTableModel", "TP"),
        QT_TRANSLATE_NOOP("RejectedTableModel", "Tensor-parallel degree (with sequence parallelism)"),
        Format::Count},
    {Id::PipelineParallel, QT_TRANSLATE_NOOP("RejectedTableModel", "PP"),
        QT_TRANSLATE_NOOP("RejectedTableModel", "Pipeline stages"), Format::Count},
    {Id::ContextParallel, QT_TRANSLATE_NOOP("RejectedTableModel", "CP"),
        QT_TRANSLATE_NOOP("RejectedTableModel", "Context-parallel degree"), Format::Count},
    {Id::DataParallel, QT_TRANSLATE_NOOP("RejectedTableModel", "DP"),
        QT_TRANSLATE_NOOP("RejectedTableModel", "Data-parallel degree: total GPUs / (TP × PP × CP)"),
        Format::Count},
    {Id::BatchSize, QT_TRANSLATE_NOOP("RejectedTableModel", "Batch/\ndevice"), nullptr, Format::Count},
    {Id::TotalBatch, QT_TRANSLATE_NOOP("RejectedTableModel", "Total\nbatch"), nullptr, Format::Count},
    {Id::Verdict, QT_TRANSLATE_NOOP("RejectedTableModel", "Stage"), nullptr, Format::Text},
    // issue 37: fits, tight (rejected by the memory margin) or does-not-fit, beside the stage
    {Id::MemoryVerdict, QT_TRANSLATE_NOOP("RejectedTableModel", "Memory"),
        QT_TRANSLATE_NOOP("RejectedTableModel",
            "fits, tight (inside the risk band; rejected by the memory margin) or does-not-fit"),
        Format::MemoryVerdict},
    {Id::MaxPerDeviceBatch, QT_TRANSLATE_NOOP("RejectedTableModel", "Fits up to\nbatch"), nullptr,
        Format::Count},
    {Id::MaxTokensPerSample, QT_TRANSLATE_NOOP("RejectedTableModel", "Fits up to\ntokens"),
        QT_TRANSLATE_NOOP(
            "RejectedTableModel", "The longest sample (tokens) that fits at this batch and layout"),
        Format::Count},
    // The first single change that fits, with its memory (customText; raw: the explain export's English).
    {Id::Fix, QT_TRANSLATE_NOOP("RejectedTableModel", "Would fit with"), nullptr, Format::Label},
    {Id::Error, QT_TRANSLATE_NOOP("RejectedTableModel", "Reason"), nullptr, Format::Text},
    {Id::MemoryPerGpu, QT_TRANSLATE_NOOP("RejectedTableModel", "Memory\n(GB/GPU)"), nullptr,
        Format::Decimal2},
    {Id::MemoryCapacity, QT_TRANSLATE_NOOP("RejectedTableModel", "Capacity\n(GB)"), nullptr,
        Format::Decimal2},
    {Id::WeightsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Weights\n(GB)"), nullptr, Format::Decimal2},
    {Id::GradientsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Gradients\n(GB)"), nullptr, Format::Decimal2},
    {Id::OptimizerGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Optimizer\n(GB)"), nullptr, Format::Decimal2},
    {Id::WorkingSetGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Working\nset (GB)"), nullptr,
        Format::Decimal2},
    {Id::ActivationsGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Activations\n(GB)"), nullptr,
        Format::Decimal2},
    {Id::OptimizerStepGb, QT_TRANSLATE_NOOP("RejectedTableModel", "Optimizer\nstep (GB)"), nullptr,
        Format::Decimal2},
};
static_assert(std::size(columns) == RejectedTableModel::ColumnCount);

} // namespace

RejectedTableModel::RejectedTableModel(QObject *parent)
    : OutputColumnsTableModel({std::cbegin(columns), std::cend(columns)}, parent)
{ }

OutputColumns::Id RejectedTableModel::outputColumn(int column)
{
    return *columns[column].id;
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

QVariant RejectedTableModel::rawValue(int row, int column) const
{
    const Row &r = m_rows.at(row);
    switch (column) {
    case StageColumn:
        return stageName(r.stage);
    case ReasonColumn:
        return reason(r, m_evaluation->candidates.at(r.candidateIndex));
    default:
        return cellsOf(r).at(OutputColumns::indexOf(OutputColumns::explain(), *columns[column].id));
    }
}

QVariant RejectedTableModel::roleData(const QModelIndex &index, int role) const
{
    const Row &row = m_rows.at(index.row());
    if (role == ItemRoles::CandidateIndexRole)
        return row.candidateIndex;
    if (role == Qt::ToolTipRole) {
        const EvaluatedCandidate &c = m_evaluation->candidates.at(row.candidateIndex);
        return index.column() == FixColumn && !c.verdict.fixes.isEmpty() ? fixes(c) : reason(row, c);
    }
    return {};
}

QString RejectedTableModel::customText(int row, int column) const
{
    if (column != FixColumn)
        return OutputColumnsTableModel::customText(row, column);
    const EvaluatedCandidate &c = m_evaluation->candidates.at(m_rows.at(row).candidateIndex);
    const std::optional<MemoryFix> first = ReasonText::firstFitting(c.verdict.fixes);
    if (first && first->verdict == MemoryVerdict::Tight)
        return tr("%1 (%2 GB, tight)")
            .arg(ReasonText::fix(*first, ReasonText::Language::Interface),
                Formatting::gigabytes(first->memoryGb));
    return first ? tr("%1 (%2 GB)")
                       .arg(ReasonText::fix(*first, ReasonText::Language::Interface),
                           Formatting::gigabytes(first->memoryGb))
        : c.verdict.fixes.isEmpty() ? QString() // not rejected for memory
                                    : tr("no single change"); // the tooltip lists each with its total
}

QString RejectedTableModel::fixes(const EvaluatedCandidate &c) const
{
    QStringList lines;
    for (const MemoryFix &f : c.verdict.fixes)
        lines.append(
            tr("%1: %2 GB (%3)")
                .arg(ReasonText::fix(f, ReasonText::Language::Interface), Formatting::gigabytes(f.memoryGb),
                    !f.fits                                 ? tr("too big")
                        : f.verdict == MemoryVerdict::Tight ? tr("tight")
                                                            : tr("fits")));
    return tr("Single changes, least disruptive first:") + u'\n' + lines.join(u'\n');
}

QString RejectedTableModel::details(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    const Row &r = m_rows.at(row);
    const EvaluatedCandidate &c = m_evaluation->candidates.at(r.candidateIndex);
    const Candidate &layout = c.candidate;
    QString title = Formatting::configurationTitle(
        layout.totalGpus, layout.gpusPerNode, layout.numberOfNodes, layout.batchSize);
    if (!m_evaluation->config.search.layouts.isDataParallel()) // issue 35: the layout it was tried with
        title = tr("%1, %2").arg(title, Formatting::parallelLayout(layout.layout, layout.totalGpus));
    QStringList lines {tr("%1: %2").arg(title, reason(r, c))};
    const FeasibilityVerdict &v = c.verdict;
    if (v.memory) {
        QString limits = v.maxPerDeviceBatch
            ? tr("Fits up to batch %1 at this layout").arg(Formatting::integer(*v.maxPerDeviceBatch))
            : tr("Does not fit even at batch 1 at this layout");
        if (v.maxTokensPerSample)
            limits += tr("; up to %1 tokens per sample at batch %2")
                          .arg(Formatting::integer(*v.maxTokensPerSample),
                              Formatting::integer(layout.batchSize));
        lines << limits + u'.';
    }
    if (!v.fixes.isEmpty())
        lines << fixes(c)
                     .replace(u'\n', QStringLiteral("; "))
                     .replace(QStringLiteral(":; "), QStringLiteral(": "));
    return lines.join(u'\n');
}
