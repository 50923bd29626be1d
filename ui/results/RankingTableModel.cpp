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

RankingTableModel::RankingTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_tokensPerJouleCell(
          int(RecommendationRows::recommendColumns().indexOf(QStringLiteral("tokens_per_joule"))))
{ }

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

std::optional<double> RankingTableModel::coreNumber(const RankedConfiguration &row, int cell) const
{
    const int index = int(&row - m_ranking.rows.constData());
    if (index < 0 || index >= m_cells.size() || cell < 0 || cell >= m_cells.at(index).size())
        return std::nullopt;
    const QVariant value = m_cells.at(index).at(cell);
    return value.isValid() && !value.isNull() ? std::optional<double>(value.toDouble()) : std::nullopt;
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
        return displayValue(row, c, index.column());
    case ItemRoles::RawValueRole:
        return rawValue(row, c, index.column());
    case ItemRoles::CandidateIndexRole:
        return row.candidateIndex;
    case ItemRoles::InTopKRole:
        return row.inTopK;
    case Qt::TextAlignmentRole:
        if (index.column() == SourceColumn || index.column() == FeasibilityColumn)
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
    case Qt::ToolTipRole:
        return toolTip(row, c);
    default:
        return {};
    }
}

QVariant RankingTableModel::displayValue(
    const RankedConfiguration &row, const EvaluatedCandidate &c, int column) const
{
    switch (column) {
    case RankColumn:
        return Formatting::integer(row.rank);
    case TotalGpusColumn:
        return Formatting::integer(c.candidate.totalGpus);
    case GpusPerNodeColumn:
        return Formatting::integer(c.candidate.gpusPerNode);
    case NodesColumn:
        return Formatting::integer(c.candidate.numberOfNodes);
    case BatchSizeColumn:
        return Formatting::integer(c.candidate.batchSize);
    case TotalBatchColumn:
        return Formatting::integer(c.candidate.totalBatch());
    case ThroughputColumn:
        return c.prediction ? Formatting::throughput(c.prediction->throughputTokensPerSecond) : QString();
    case SourceColumn:
        if (!c.prediction)
            return {};
        if (c.prediction->source == PredictorId::Cache)
            return c.prediction->runCount == 1 ? tr("cache (1 run)")
                                               : tr("cache (%1 runs)").arg(c.prediction->runCount);
        return c.prediction->source;
    case PowerPerGpuColumn:
        return c.prediction && c.prediction->powerWattsPerGpu
            ? Formatting::watts(*c.prediction->powerWattsPerGpu)
            : QString();
    case ClusterPowerColumn:
        return Formatting::watts(c.clusterPowerWatts());
    case TokensPerJouleColumn:
        return Formatting::decimal(coreNumber(row, m_tokensPerJouleCell), 3);
    case RuntimeScoreColumn:
        return Formatting::score(row.runtimeScore);
    case EnergyScoreColumn:
        return Formatting::score(row.energyScore);
    case CombinedScoreColumn:
        return Formatting::score(row.combinedScore);
    case RuntimeColumn:
        return Formatting::decimal(RecommendationRows::runtimeSeconds(*m_evaluation, c), 0);
    case EnergyColumn:
        return Formatting::decimal(RecommendationRows::energyKwh(*m_evaluation, c), 2);
    case FeasibilityColumn:
        return ReasonText::verdict(c.verdict, ReasonText::Language::Interface);
    default:
        return {};
    }
}

QVariant RankingTableModel::rawValue(
    const RankedConfiguration &row, const EvaluatedCandidate &c, int column) const
{
    const auto optional = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    switch (column) {
    case RankColumn:
        return row.rank;
    case TotalGpusColumn:
        return c.candidate.totalGpus;
    case GpusPerNodeColumn:
        return c.candidate.gpusPerNode;
    case NodesColumn:
        return c.candidate.numberOfNodes;
    case BatchSizeColumn:
        return c.candidate.batchSize;
    case TotalBatchColumn:
        return c.candidate.totalBatch();
    case ThroughputColumn:
        return c.prediction ? QVariant(c.prediction->throughputTokensPerSecond) : QVariant();
    case SourceColumn:
        return c.prediction ? c.prediction->source : QString();
    case PowerPerGpuColumn:
        return c.prediction ? optional(c.prediction->powerWattsPerGpu) : QVariant();
    case ClusterPowerColumn:
        return c.clusterPowerWatts();
    case TokensPerJouleColumn:
        return optional(coreNumber(row, m_tokensPerJouleCell));
    case RuntimeScoreColumn:
        return row.runtimeScore;
    case EnergyScoreColumn:
        return row.energyScore;
    case CombinedScoreColumn:
        return row.combinedScore;
    case RuntimeColumn:
        return optional(RecommendationRows::runtimeSeconds(*m_evaluation, c));
    case EnergyColumn:
        return optional(RecommendationRows::energyKwh(*m_evaluation, c));
    case FeasibilityColumn:
        return ReasonText::verdict(c.verdict);
    default:
        return {};
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
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TokensPerJouleColumn:
            return tr("Throughput divided by cluster power");
        case RuntimeScoreColumn:
            return tr("Runtime score s_r: min-max normalised 1/throughput, 1 = fastest");
        case EnergyScoreColumn:
            return tr("Energy score s_e: min-max normalised cluster power, 1 = lowest");
        case CombinedScoreColumn:
            return tr("Combined score S = α·s_r + β·s_e (min-GPU: 1 / total GPUs)");
        case RuntimeColumn:
        case EnergyColumn:
            return tr("Needs a job size (total tokens, or dataset tokens × epochs)");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
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
    case ThroughputColumn:
        return tr("Throughput\n(tokens/s)");
    case SourceColumn:
        return tr("Source");
    case PowerPerGpuColumn:
        return tr("Power\n(W/GPU)");
    case ClusterPowerColumn:
        return tr("Cluster\npower (W)");
    case TokensPerJouleColumn:
        return tr("Tokens\nper J");
    case RuntimeScoreColumn:
        return tr("Runtime\nscore");
    case EnergyScoreColumn:
        return tr("Energy\nscore");
    case CombinedScoreColumn:
        return tr("Combined\nscore");
    case RuntimeColumn:
        return tr("Runtime\n(s)");
    case EnergyColumn:
        return tr("Energy\n(kWh)");
    case FeasibilityColumn:
        return tr("Feasibility");
    default:
        return {};
    }
}
