#include "results/RankingTableModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/PluralText.h"
#include "model/TimeAndMoney.h"
#include "predict/Plausibility.h"
#include "predict/PredictorRegistry.h"
#include "report/ReasonText.h"
#include "report/RecommendationRows.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <algorithm>
#include <cmath>
#include <iterator>

namespace {

using Id = OutputColumns::Id;

using Format = OutputColumnsTableModel::Format;

const char *const jobSizeTip
    = QT_TRANSLATE_NOOP("RankingTableModel", "Needs a job size (total tokens, or dataset tokens × epochs)");

/// In RankingTableModel::Column order. Rank, Throughput, Source, Verdict and Flag are worded here
/// (customText); the rest are OutputColumnsTableModel formats.
const OutputColumnsTableModel::Column columns[] = {
    {Id::Rank, QT_TRANSLATE_NOOP("RankingTableModel", "Rank"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "\"=1\" marks a near-tie: combined scores within %1 of the tied group's first row"),
        Format::Custom},
    {Id::TotalGpus, QT_TRANSLATE_NOOP("RankingTableModel", "Total\nGPUs"), nullptr, Format::Count},
    {Id::GpusPerNode, QT_TRANSLATE_NOOP("RankingTableModel", "GPUs/\nnode"), nullptr, Format::Count},
    {Id::NumberOfNodes, QT_TRANSLATE_NOOP("RankingTableModel", "Nodes"), nullptr, Format::Count},
    {Id::TensorParallel, QT_TRANSLATE_NOOP("RankingTableModel", "TP"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Tensor-parallel degree (with sequence parallelism)"),
        Format::Count},
    {Id::PipelineParallel, QT_TRANSLATE_NOOP("RankingTableModel", "PP"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Pipeline stages"), Format::Count},
    {Id::ContextParallel, QT_TRANSLATE_NOOP("RankingTableModel", "CP"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Context-parallel degree"), Format::Count},
    {Id::DataParallel, QT_TRANSLATE_NOOP("RankingTableModel", "DP"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Data-parallel degree: total GPUs / (TP × PP × CP)"),
        Format::Count},
    {Id::BatchSize, QT_TRANSLATE_NOOP("RankingTableModel", "Batch/\ndevice"), nullptr, Format::Count},
    {Id::TotalBatch, QT_TRANSLATE_NOOP("RankingTableModel", "Total\nbatch"), nullptr, Format::Count},
    {Id::Throughput, QT_TRANSLATE_NOOP("RankingTableModel", "Throughput\n(tokens/s)"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "A warning icon marks an implausible prediction: model FLOP utilisation above %1 % of the GPU's "
            "dense bf16 peak, or uncalibrated Kavier factors. The number is shown as the model computed it."),
        Format::Custom},
    {Id::ThroughputSource, QT_TRANSLATE_NOOP("RankingTableModel", "Source"), nullptr, Format::Label},
    {Id::PowerPerGpu, QT_TRANSLATE_NOOP("RankingTableModel", "Power\n(W/GPU)"), nullptr, Format::Watts},
    {Id::ClusterPower, QT_TRANSLATE_NOOP("RankingTableModel", "Cluster\npower (W)"), nullptr, Format::Watts},
    {Id::TokensPerJoule, QT_TRANSLATE_NOOP("RankingTableModel", "Tokens\nper J"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Throughput divided by cluster power"), Format::Decimal3},
    {Id::RuntimeScore, QT_TRANSLATE_NOOP("RankingTableModel", "Runtime\nscore"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "Runtime score s_r, 1 = fastest: throughput / best throughput (relative "
            "scores, the default) or min-max normalised 1/throughput"),
        Format::ScoreOrNotApplicable},
    {Id::EnergyScore, QT_TRANSLATE_NOOP("RankingTableModel", "Energy\nscore"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "Energy score s_e, 1 = lowest: the lowest energy per token (or cluster "
            "power) / this row's (relative scores, the default) or min-max normalised"),
        Format::ScoreOrNotApplicable},
    {Id::CombinedScore, QT_TRANSLATE_NOOP("RankingTableModel", "Combined\nscore"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Combined score S = α·s_r + β·s_e (min-GPU: 1 / total GPUs)"),
        Format::ScoreOrNotApplicable},
    {Id::Dominated, QT_TRANSLATE_NOOP("RankingTableModel", "Dominated"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "Another feasible configuration has higher throughput and lower energy per token: it does the "
            "same work sooner and with less energy"),
        Format::Custom},
    {Id::Runtime, QT_TRANSLATE_NOOP("RankingTableModel", "Runtime\n(s)"), jobSizeTip, Format::Decimal0},
    {Id::Energy, QT_TRANSLATE_NOOP("RankingTableModel", "Energy\n(kWh)"), jobSizeTip, Format::Decimal2},
    {Id::GpuHours, QT_TRANSLATE_NOOP("RankingTableModel", "GPU-\nhours"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Runtime × total GPUs / 3600; needs a job size"),
        Format::Decimal0},
    {Id::Cost, QT_TRANSLATE_NOOP("RankingTableModel", "Cost"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "GPU-hours × price per GPU-hour + kWh × price per kWh, in the cluster's currency; needs a job "
            "size "
            "and a price"),
        Format::Decimal2},
    {Id::Reason, QT_TRANSLATE_NOOP("RankingTableModel", "Feasibility"), nullptr, Format::Label},
    {Id::MemoryVerdict, QT_TRANSLATE_NOOP("RankingTableModel", "Memory"),
        QT_TRANSLATE_NOOP("RankingTableModel",
            "fits, tight (inside the risk band where measured runs both ran and ran out of memory) or "
            "does-not-fit"),
        Format::MemoryVerdict},
};
static_assert(std::size(columns) == RankingTableModel::ColumnCount);

/// The OutputColumns values that depend on the ranking (its order, scores and policy) rather than on the
/// candidate alone: computed when read, never cached, so that a re-rank keeps every other cached cell.
bool dependsOnRanking(Id id)
{
    switch (id) {
    case Id::Rank:
    case Id::RuntimeScore:
    case Id::EnergyScore:
    case Id::CombinedScore:
    case Id::Goal:
    case Id::Alpha:
    case Id::Beta:
    case Id::TieRank:
    case Id::Dominated:
        return true;
    default:
        return false;
    }
}

} // namespace

RankingTableModel::RankingTableModel(QObject *parent)
    : OutputColumnsTableModel({std::cbegin(columns), std::cend(columns)}, parent)
{ }

OutputColumns::Id RankingTableModel::outputColumn(int column)
{
    return *columns[column].id;
}

void RankingTableModel::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    if (evaluation && sameCandidates(evaluation, ranking)) {
        reorder(ranking);
        return;
    }
    beginResetModel();
    const bool newEvaluation = evaluation != m_evaluation;
    m_evaluation = std::move(evaluation);
    m_ranking = m_evaluation ? ranking : Ranking {};
    if (newEvaluation)
        m_candidateCells = QList<QVariantList>(m_evaluation ? m_evaluation->candidates.size() : 0);
    indexRows();
    endResetModel();
}

bool RankingTableModel::sameCandidates(
    const std::shared_ptr<const Evaluation> &evaluation, const Ranking &ranking) const
{
    if (evaluation != m_evaluation || ranking.rows.size() != m_ranking.rows.size())
        return false;
    return std::all_of(ranking.rows.cbegin(), ranking.rows.cend(),
        [this](const RankedConfiguration &row) { return rowOfCandidate(row.candidateIndex) >= 0; });
}

void RankingTableModel::reorder(const Ranking &ranking)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> candidates; // of each persistent index, to find its new row
    candidates.reserve(before.size());
    for (const QModelIndex &index : before)
        candidates << candidateIndexAt(index.row());
    m_ranking = ranking;
    indexRows(); // the cached cells belong to candidates, not rows: they stay
    QModelIndexList after;
    after.reserve(before.size());
    for (int i = 0; i < before.size(); ++i)
        after << index(rowOfCandidate(candidates.at(i)), before.at(i).column());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RankingTableModel::indexRows()
{
    m_rowOfCandidate = QList<int>(m_evaluation ? m_evaluation->candidates.size() : 0, -1);
    for (int row = 0; row < m_ranking.rows.size(); ++row)
        m_rowOfCandidate[m_ranking.rows.at(row).candidateIndex] = row;
}

void RankingTableModel::clear()
{
    setResults(nullptr, {});
}

QVariant RankingTableModel::cell(int row, OutputColumns::Id id) const
{
    // The export row of the core, so that the table shows exactly what the CSV/JSON export writes.
    const QList<OutputColumns::Column> &all = OutputColumns::recommend();
    const RankedConfiguration &ranked = m_ranking.rows.at(row);
    const OutputColumns::RowContext context {*m_evaluation,
        m_evaluation->candidates.at(ranked.candidateIndex), &ranked, m_ranking.policy, std::nullopt};
    if (dependsOnRanking(id))
        return all.at(OutputColumns::indexOf(all, id)).value(context);
    // The rest depends on the candidate alone: its cells are made when a view first reads them (a
    // 10⁴-row ranking costs only the rows shown) and kept across re-ranks.
    QVariantList &cells = m_candidateCells[ranked.candidateIndex];
    if (cells.isEmpty())
        cells = OutputColumns::row(all, context);
    return cells.at(OutputColumns::indexOf(all, id));
}

bool RankingTableModel::hasJobSize() const
{
    return m_evaluation && m_evaluation->config.jobSize.resolvedTotalTokens().has_value();
}

bool RankingTableModel::hasCost() const
{
    return hasJobSize() && m_evaluation->config.infrastructure.hasPrices();
}

int RankingTableModel::rowOfCandidate(int candidateIndex) const
{
    return candidateIndex >= 0 && candidateIndex < m_rowOfCandidate.size()
        ? m_rowOfCandidate.at(candidateIndex)
        : -1;
}

int RankingTableModel::candidateIndexAt(int row) const
{
    if (row < 0 || row >= m_ranking.rows.size())
        return -1;
    return m_ranking.rows.at(row).candidateIndex;
}

int RankingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ranking.rows.size());
}

QVariant RankingTableModel::rawValue(int row, int column) const
{
    if (column == RankColumn)
        return m_ranking.rows.at(row).rank; // the proxy's default sort: no need to build the row's cells
    return cell(row, *columns[column].id);
}

QVariant RankingTableModel::roleData(const QModelIndex &index, int role) const
{
    const RankedConfiguration &row = m_ranking.rows.at(index.row());
    const EvaluatedCandidate &c = m_evaluation->candidates.at(row.candidateIndex);
    switch (role) {
    case ItemRoles::CandidateIndexRole:
        return row.candidateIndex;
    case ItemRoles::InTopKRole:
        return row.inTopK;
    case Qt::BackgroundRole:
        if (row.inTopK) {
            QColor color = QApplication::palette().color(QPalette::Highlight);
            color.setAlpha(row.rank == 1 ? 90 : 45);
            return color;
        }
        return {};
    case Qt::FontRole:
        if (row.rank == 1) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        // Implausible (Plausibility) or extrapolated (a learned model outside its training domain): a
        // warning on the throughput; the tooltip says which.
        if (index.column() == ThroughputColumn
            && (!cell(index.row(), Id::Plausible).toBool()
                || (c.prediction && c.prediction->inDomain && !*c.prediction->inDomain)))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case ItemRoles::PlausibleRole:
        return cell(index.row(), Id::Plausible);
    case Qt::ToolTipRole:
        return toolTip(row, c);
    default:
        return {};
    }
}

QString RankingTableModel::customText(int row, int column) const
{
    const QVariant value = cell(row, *columns[column].id);
    const bool missing = value.isNull();
    switch (column) {
    case RankColumn: {
        // Near-ties share the group's first rank: "=1" for every row of the group.
        const RankedConfiguration &r = m_ranking.rows.at(row);
        const bool tied = (r.tieRank > 0 && r.tieRank != r.rank)
            || (row + 1 < m_ranking.rows.size() && m_ranking.rows.at(row + 1).tieRank == r.rank);
        return tied ? tr("=%1", "a rank shared by near-tied rows")
                          .arg(Formatting::integer(r.tieRank > 0 ? r.tieRank : r.rank))
                    : Formatting::integer(r.rank);
    }
    case DominatedColumn:
        return !missing && value.toBool() ? tr("dominated") : QString();
    case ThroughputColumn: {
        // A learned prediction's uncertainty (± one standard deviation) beside the value.
        const QVariant uncertainty = cell(row, Id::ThroughputUncertainty);
        if (missing || uncertainty.isNull())
            return text(value, Format::Throughput);
        return tr("%1 ±%2 %")
            .arg(Formatting::throughput(value.toDouble()), Formatting::decimal(uncertainty.toDouble(), 1));
    }
    case SourceColumn: {
        // The source, with the number of measured runs when it is the cache.
        const QVariant runs = cell(row, Id::MeasuredRunCount);
        if (missing || runs.isNull())
            return value.toString();
        return PluralText::counted("RankingTableModel",
            QT_TRANSLATE_N_NOOP("RankingTableModel", "cache (%n run(s))"), runs.toLongLong());
    }
    case FeasibilityColumn: // the Reason column, worded for the interface
        return ReasonText::verdict(
            m_evaluation->candidates.at(candidateIndexAt(row)).verdict, ReasonText::Language::Interface);
    default:
        return text(value, descriptor(column).format);
    }
}

QString RankingTableModel::toolTip(const RankedConfiguration &row, const EvaluatedCandidate &c) const
{
    QStringList lines;
    const RankingPolicy &policy = m_ranking.policy;
    lines << tr("<b>#%1</b> %2")
                 .arg(row.rank)
                 .arg(Formatting::configurationTitle(c.candidate.totalGpus, c.candidate.gpusPerNode,
                     c.candidate.numberOfNodes, c.candidate.batchSize)
                          .toHtmlEscaped());
    if (policy.goal == Goal::Deadline) {
        lines << tr("%1: score = the pick's cost (or GPU-hours) / this row's = %2")
                     .arg(Formatting::goalTitle(policy.goal), Formatting::score(row.combinedScore));
    } else if (policy.goal == Goal::Budget) {
        lines << tr("%1: score = the pick's runtime / this row's = %2")
                     .arg(Formatting::goalTitle(policy.goal), Formatting::score(row.combinedScore));
    } else if (isGpuCountGoal(policy.goal)) {
        lines << tr("%1: score = 1 / total GPUs = 1 / %2 = %3")
                     .arg(Formatting::goalTitle(policy.goal))
                     .arg(c.candidate.totalGpus)
                     .arg(Formatting::score(row.combinedScore));
    } else {
        lines << tr("%1 policy: S = α·s<sub>r</sub> + β·s<sub>e</sub> = %2 × %3 + %4 × %5 = %6")
                     .arg(Formatting::goalTitle(policy.goal), Formatting::decimal(policy.weights.alpha, 2),
                         Formatting::score(row.runtimeScore), Formatting::decimal(policy.weights.beta, 2),
                         Formatting::score(row.energyScore), Formatting::score(row.combinedScore));
        lines << (policy.energyMetric == EnergyMetric::EnergyPerToken
                ? tr("s<sub>r</sub>: runtime score (1 = fastest); s<sub>e</sub>: energy score (1 = lowest "
                     "energy per token)")
                : tr("s<sub>r</sub>: runtime score (1 = fastest); s<sub>e</sub>: energy score (1 = lowest "
                     "cluster power)"));
    }
    if (const auto runtime = TimeAndMoney::runtimeSeconds(*m_evaluation, c)) {
        QString money = TimeAndMoney::gpuHoursText(*TimeAndMoney::gpuHours(*m_evaluation, c));
        if (const auto cost = TimeAndMoney::cost(*m_evaluation, c))
            money += QStringLiteral(", ")
                + TimeAndMoney::moneyText(*cost, m_evaluation->config.infrastructure.currency);
        lines << tr("Finishes in %1: %2").arg(TimeAndMoney::durationText(*runtime), money.toHtmlEscaped());
    }
    if (c.prediction) {
        const Prediction &p = *c.prediction;
        for (const Reason &problem : Plausibility::problems(p))
            lines << tr("<b>Implausible:</b> %1")
                         .arg(ReasonText::text(problem, ReasonText::Language::Interface).toHtmlEscaped());
        if (p.modelFlopsUtilization)
            lines << tr("Model FLOP utilisation %1 % of the GPU's dense bf16 peak (plausible up to %2 %)")
                         .arg(Formatting::decimal(*p.modelFlopsUtilization * 100, 1))
                         .arg(Formatting::mfuBoundPercent());
        if (row.dominated)
            lines << tr("Dominated: another feasible configuration has higher throughput and lower energy "
                        "per token");
        if (row.tieRank > 0 && row.tieRank != row.rank)
            lines << tr("Near-tie with rank %1 (combined scores within %2)")
                         .arg(row.tieRank)
                         .arg(Formatting::nearTieScore());
        if (p.source == PredictorId::Cache) {
            lines << tr(
                "Throughput %1 tokens/s from measured runs: cache hit, %2 run(s) (min %3, max %4, σ %5)")
                         .arg(Formatting::throughput(p.throughputTokensPerSecond))
                         .arg(p.runCount)
                         .arg(Formatting::throughput(p.throughputMin),
                             Formatting::throughput(p.throughputMax),
                             Formatting::throughput(p.throughputStd));
        } else {
            lines << tr("Throughput %1 tokens/s predicted by the %2 model")
                         .arg(Formatting::throughput(p.throughputTokensPerSecond), p.source.toHtmlEscaped());
        }
        if (p.throughputUncertaintyPercent)
            lines << tr("Uncertainty ±%1 % (one standard deviation)")
                         .arg(Formatting::decimal(*p.throughputUncertaintyPercent, 1));
        if (p.inDomain && !*p.inDomain)
            lines << (p.source == PredictorId::Kavier
                    ? tr("Outside the learned model's training domain: Kavier predicted it instead")
                    : tr("Extrapolated: outside the learned model's training runs (LLM, GPU, method, or "
                         "GPU count, tokens or batch beyond their range); treat it with care"));
        if (p.powerWattsPerGpu)
            lines << tr("Power %1 W per GPU × %2 GPUs = %3 W (Kavier power model)")
                         .arg(Formatting::watts(*p.powerWattsPerGpu))
                         .arg(c.candidate.totalGpus)
                         .arg(Formatting::watts(c.clusterPowerWatts()));
    }
    if (const QString reason = ReasonText::verdict(c.verdict, ReasonText::Language::Interface);
        !reason.isEmpty())
        lines << tr("Feasibility: %1").arg(reason.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

QVariant RankingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QVariant value = OutputColumnsTableModel::headerData(section, orientation, role);
    if (orientation != Qt::Horizontal || role != Qt::ToolTipRole)
        return value;
    // The tooltips that name a constant format it (Ranker::nearTieScore, the MFU bound).
    if (section == RankColumn)
        return value.toString().arg(Formatting::nearTieScore());
    if (section == ThroughputColumn)
        return value.toString().arg(Formatting::mfuBoundPercent());
    return value;
}
