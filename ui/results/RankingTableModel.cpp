#include "results/RankingTableModel.h"

#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "predict/PredictorRegistry.h"
#include "report/ReasonText.h"
#include "report/RecommendationRows.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <cmath>
#include <iterator>

namespace {

using Id = OutputColumns::Id;

/// How a column shows its OutputColumns value; a missing value shows blank, a missing score "n/a".
enum class Format { Count, Throughput, Watts, Score, Decimal0, Decimal2, Decimal3, Source, Verdict };

/// One column of the table: the OutputColumns value it shows, its header and header tooltip
/// (translated in the RankingTableModel context) and how the value is formatted.
struct ColumnDescriptor
{
    Id id;
    const char *header;
    const char *headerToolTip;
    Format format;
};

const char *const jobSizeTip
    = QT_TRANSLATE_NOOP("RankingTableModel", "Needs a job size (total tokens, or dataset tokens × epochs)");

/// In RankingTableModel::Column order.
const ColumnDescriptor columns[] = {
    {Id::Rank, QT_TRANSLATE_NOOP("RankingTableModel", "Rank"), nullptr, Format::Count},
    {Id::TotalGpus, QT_TRANSLATE_NOOP("RankingTableModel", "Total\nGPUs"), nullptr, Format::Count},
    {Id::GpusPerNode, QT_TRANSLATE_NOOP("RankingTableModel", "GPUs/\nnode"), nullptr, Format::Count},
    {Id::NumberOfNodes, QT_TRANSLATE_NOOP("RankingTableModel", "Nodes"), nullptr, Format::Count},
    {Id::BatchSize, QT_TRANSLATE_NOOP("RankingTableModel", "Batch/\ndevice"), nullptr, Format::Count},
    {Id::TotalBatch, QT_TRANSLATE_NOOP("RankingTableModel", "Total\nbatch"), nullptr, Format::Count},
    {Id::Throughput, QT_TRANSLATE_NOOP("RankingTableModel", "Throughput\n(tokens/s)"), nullptr,
        Format::Throughput},
    {Id::ThroughputSource, QT_TRANSLATE_NOOP("RankingTableModel", "Source"), nullptr, Format::Source},
    {Id::PowerPerGpu, QT_TRANSLATE_NOOP("RankingTableModel", "Power\n(W/GPU)"), nullptr, Format::Watts},
    {Id::ClusterPower, QT_TRANSLATE_NOOP("RankingTableModel", "Cluster\npower (W)"), nullptr, Format::Watts},
    {Id::TokensPerJoule, QT_TRANSLATE_NOOP("RankingTableModel", "Tokens\nper J"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Throughput divided by cluster power"), Format::Decimal3},
    {Id::RuntimeScore, QT_TRANSLATE_NOOP("RankingTableModel", "Runtime\nscore"),
        QT_TRANSLATE_NOOP(
            "RankingTableModel", "Runtime score s_r: min-max normalised 1/throughput, 1 = fastest"),
        Format::Score},
    {Id::EnergyScore, QT_TRANSLATE_NOOP("RankingTableModel", "Energy\nscore"),
        QT_TRANSLATE_NOOP(
            "RankingTableModel", "Energy score s_e: min-max normalised cluster power, 1 = lowest"),
        Format::Score},
    {Id::CombinedScore, QT_TRANSLATE_NOOP("RankingTableModel", "Combined\nscore"),
        QT_TRANSLATE_NOOP("RankingTableModel", "Combined score S = α·s_r + β·s_e (min-GPU: 1 / total GPUs)"),
        Format::Score},
    {Id::Runtime, QT_TRANSLATE_NOOP("RankingTableModel", "Runtime\n(s)"), jobSizeTip, Format::Decimal0},
    {Id::Energy, QT_TRANSLATE_NOOP("RankingTableModel", "Energy\n(kWh)"), jobSizeTip, Format::Decimal2},
    {Id::Reason, QT_TRANSLATE_NOOP("RankingTableModel", "Feasibility"), nullptr, Format::Verdict},
};
static_assert(std::size(columns) == RankingTableModel::ColumnCount);

const OutputColumns::Column &outputColumnOf(int column)
{
    const QList<OutputColumns::Column> &all = OutputColumns::recommend();
    return all.at(OutputColumns::indexOf(all, columns[column].id));
}

} // namespace

RankingTableModel::RankingTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

OutputColumns::Id RankingTableModel::outputColumn(int column)
{
    return columns[column].id;
}

void RankingTableModel::setResults(std::shared_ptr<const Evaluation> evaluation, const Ranking &ranking)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_ranking = m_evaluation ? ranking : Ranking {};
    // The export rows of the core, so the table shows exactly what the CSV/JSON export writes.
    m_cells = m_evaluation ? RecommendationRows::recommendRows(*m_evaluation, m_ranking, false)
                           : QList<QVariantList> {};
    endResetModel();
}

void RankingTableModel::clear()
{
    setResults(nullptr, {});
}

QVariant RankingTableModel::cell(int row, OutputColumns::Id id) const
{
    return m_cells.at(row).at(OutputColumns::indexOf(OutputColumns::recommend(), id));
}
bool RankingTableModel::hasJobSize() const
{
    return m_evaluation && m_evaluation->config.jobSize.resolvedTotalTokens().has_value();
}

int RankingTableModel::rowOfCandidate(int candidateIndex) const
{
    for (int row = 0; row < m_ranking.rows.size(); ++row) {
        if (m_ranking.rows.at(row).candidateIndex == candidateIndex)
            return row;
    }
    return -1;
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

int RankingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RankingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_evaluation)
        return {};
    const RankedConfiguration &row = m_ranking.rows.at(index.row());
    const EvaluatedCandidate &c = m_evaluation->candidates.at(row.candidateIndex);
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(index.row(), c, index.column());
    case ItemRoles::RawValueRole:
        return cell(index.row(), columns[index.column()].id);
    case ItemRoles::CandidateIndexRole:
        return row.candidateIndex;
    case ItemRoles::InTopKRole:
        return row.inTopK;
    case Qt::TextAlignmentRole:
        if (columns[index.column()].format == Format::Source
            || columns[index.column()].format == Format::Verdict)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
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
        // The extrapolation marker: a learned model outside its training domain.
        if (columns[index.column()].format == Format::Throughput && c.prediction && c.prediction->inDomain
            && !*c.prediction->inDomain)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ToolTipRole:
        return toolTip(row, c);
    default:
        return {};
    }
}

QString RankingTableModel::displayValue(int row, const EvaluatedCandidate &c, int column) const
{
    const QVariant value = cell(row, columns[column].id);
    const bool missing = value.isNull();
    switch (columns[column].format) {
    case Format::Count:
        return missing ? QString() : Formatting::integer(value.toLongLong());
    case Format::Throughput: {
        // A learned prediction's uncertainty (± one standard deviation) beside the value.
        const QVariant uncertainty = cell(row, Id::ThroughputUncertainty);
        if (missing || uncertainty.isNull())
            return missing ? QString() : Formatting::throughput(value.toDouble());
        return tr("%1 ±%2 %")
            .arg(Formatting::throughput(value.toDouble()), Formatting::decimal(uncertainty.toDouble(), 1));
    }
    case Format::Watts:
        return missing ? QString() : Formatting::watts(value.toDouble());
    case Format::Score:
        return Formatting::score(missing ? NAN : value.toDouble()); // "n/a" (min-GPU has no s_r, s_e)
    case Format::Decimal0:
        return missing ? QString() : Formatting::decimal(value.toDouble(), 0);
    case Format::Decimal2:
        return missing ? QString() : Formatting::decimal(value.toDouble(), 2);
    case Format::Decimal3:
        return missing ? QString() : Formatting::decimal(value.toDouble(), 3);
    case Format::Source: {
        // The source, with the number of measured runs when it is the cache.
        const QVariant runs = cell(row, Id::MeasuredRunCount);
        if (missing || runs.isNull())
            return value.toString();
        return runs.toLongLong() == 1 ? tr("cache (1 run)") : tr("cache (%1 runs)").arg(runs.toLongLong());
    }
    case Format::Verdict: // the Reason column, worded for the interface
        return ReasonText::verdict(c.verdict, ReasonText::Language::Interface);
    }
    return {};
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
    if (policy.goal == Goal::MinGpu) {
        lines << tr("Min-GPU: score = 1 / total GPUs = 1 / %1 = %2")
                     .arg(c.candidate.totalGpus)
                     .arg(Formatting::score(row.combinedScore));
    } else {
        lines << tr("%1 policy: S = α·s<sub>r</sub> + β·s<sub>e</sub> = %2 × %3 + %4 × %5 = %6")
                     .arg(Formatting::goalTitle(policy.goal), Formatting::decimal(policy.weights.alpha, 2),
                         Formatting::score(row.runtimeScore), Formatting::decimal(policy.weights.beta, 2),
                         Formatting::score(row.energyScore), Formatting::score(row.combinedScore));
        lines << tr("s<sub>r</sub>: runtime score (1 = fastest); s<sub>e</sub>: energy score (1 = lowest "
                    "cluster power)");
    }
    if (c.prediction) {
        const Prediction &p = *c.prediction;
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
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const ColumnDescriptor &column = columns[section];
    switch (role) {
    case Qt::DisplayRole:
        return tr(column.header);
    case Qt::ToolTipRole:
        return column.headerToolTip ? tr(column.headerToolTip) : QVariant();
    case ItemRoles::OutputColumnRole:
        return outputColumnOf(section).name;
    case ItemRoles::UnitRole:
        return outputColumnOf(section).unit;
    default:
        return {};
    }
}
