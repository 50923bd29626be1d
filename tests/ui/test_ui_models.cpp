// Item models and the sorting proxy of the desktop app, on hand-built Evaluation/Ranking values.
#include "batch/BatchResultsModel.h"
#include "charts/ScalingChartData.h"
#include "charts/ScalingChartView.h"
#include "common/Formatting.h"
#include "common/ItemRoles.h"
#include "common/OutputColumnsTableModel.h"
#include "common/RankingProxyModel.h"
#include "report/OutputColumns.h"
#include "report/RecommendationRows.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "results/SummaryBanner.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QLabel>
#include <QLogValueAxis>
#include <QSortFilterProxyModel>
#include <QTranslator>
#include <QtTest>

namespace {

EvaluatedCandidate candidate(int gpus, int perNode, qint64 batch, std::optional<double> tput,
    std::optional<double> watts, bool feasible = true)
{
    EvaluatedCandidate c;
    c.candidate = {gpus, perNode, gpus / perNode, batch};
    c.verdict.feasible = feasible;
    c.verdict.reason = Reason::text(feasible ? QStringLiteral("fits: 40.00 GB of 84.29 GB")
                                             : QStringLiteral("out of memory: 95.10 GB of 84.29 GB"));
    MemoryBreakdown m;
    m.weightsGb = 16.0 / gpus;
    m.gradientsGb = 16.0 / gpus;
    m.optimizerGb = 64.0 / gpus;
    m.workingSetGb = gpus > 1 ? 2.5 : 0.0;
    m.activationsGb = 10.0;
    m.totalGb = m.weightsGb + m.gradientsGb + m.optimizerGb + m.workingSetGb + m.activationsGb;
    m.capacityGb = 84.29;
    c.verdict.memory = m;
    if (tput) {
        Prediction p;
        p.throughputTokensPerSecond = *tput;
        p.powerWattsPerGpu = watts;
        p.source = QStringLiteral("kavier");
        c.prediction = p;
    }
    return c;
}

/// Four candidates: two ranked (index 1 first), one infeasible (0), one dropped by max_slowdown (3).
std::shared_ptr<Evaluation> evaluation(bool withJobSize = false)
{
    auto e = std::make_shared<Evaluation>();
    e->candidates << candidate(1, 1, 8, std::nullopt, std::nullopt, false) // 0: OOM
                  << candidate(4, 4, 8, 40000.0, 350.0) // 1
                  << candidate(2, 2, 8, 21000.0, 300.0) // 2
                  << candidate(8, 8, 4, 9000.0, 200.0); // 3
    e->candidates[2].prediction->source = QStringLiteral("cache");
    e->candidates[2].prediction->runCount = 3;
    if (withJobSize)
        e->config.jobSize.totalTokens = 3.6e9;
    return e;
}

Ranking ranking()
{
    Ranking r;
    r.policy.goal = Goal::Performance;
    r.policy.weights = {0.8, 0.2};
    r.policy.topK = 1;
    r.rows << RankedConfiguration {1, 1, 1.0, 0.0, 0.8, true}
           << RankedConfiguration {2, 2, 0.0, 1.0, 0.2, false};
    r.droppedBySlowdown << 3;
    return r;
}

QStringList dump(const QAbstractItemModel &model, const QList<int> &columns, int role = Qt::DisplayRole)
{
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column : columns)
            cells << model.index(row, column).data(role).toString();
        lines << cells.join(QLatin1Char('|'));
    }
    return lines;
}

} // namespace

class TestUiModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void rankingContents();
    void memoryVerdictWords();
    void rankingRolesAndTooltip();
    void rankingJobSizeColumns();
    void rankingRowLookup();
    void rankingReorderMovesRowsWithoutReset();
    void rankOrderProxyKeepsTheSourceOrder();
    void rejectedContents();
    void proxySortsByRawValue();
    void exportMatchesCoreRows();
    void columnsComeFromOutputColumns();
    void rawValuesAreExportCells();
    void batchRowsFromOutputColumns();
    void formatToText();
    void constantsReachTooltipsFormatted();
    void scalingChartEnergyPerToken();
    void scalingChartAroundOneGpuCount();
};

void TestUiModels::rankingReorderMovesRowsWithoutReset()
{
    // Issue 12 item 4: when only the order changes (a re-rank of the same evaluation), the rows move
    // with a layout change; persistent indexes (a view's selection and current row) follow them.
    RankingTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSortFilterProxyModel proxy; // a view's selection lives on the proxy's persistent indexes
    proxy.setSourceModel(&model);
    proxy.sort(RankingTableModel::RankColumn);
    const std::shared_ptr<const Evaluation> e = evaluation();
    model.setResults(e, ranking());
    QCOMPARE(model.rowOfCandidate(1), 0);
    QCOMPARE(model.rowOfCandidate(2), 1);
    QCOMPARE(model.rowOfCandidate(3), -1);
    const QPersistentModelIndex second(model.index(1, RankingTableModel::ThroughputColumn));
    const QPersistentModelIndex secondInProxy(proxy.mapFromSource(second));
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);

    Ranking energy = ranking();
    energy.rows.swapItemsAt(0, 1);
    energy.rows[0].rank = 1;
    energy.rows[1].rank = 2;
    model.setResults(e, energy);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(layouts.count(), 1);
    QCOMPARE(second.row(), 0); // candidate 2 moved up, its index with it
    QCOMPARE(second.column(), int(RankingTableModel::ThroughputColumn));
    QCOMPARE(second.data(ItemRoles::CandidateIndexRole).toInt(), 2);
    QCOMPARE(second.data().toString(), QStringLiteral("21,000.0"));
    QCOMPARE(model.index(0, RankingTableModel::RankColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.rowOfCandidate(2), 0);
    QCOMPARE(model.candidateIndexAt(1), 1);
    QCOMPARE(secondInProxy.data(ItemRoles::CandidateIndexRole).toInt(), 2);
    QCOMPARE(secondInProxy.row(), 0); // the proxy re-sorted by rank

    // Another evaluation (a run), or other ranked candidates, reset the model.
    model.setResults(evaluation(), energy);
    QCOMPARE(resets.count(), 1);
    Ranking fewer = energy;
    fewer.rows.removeLast();
    model.setResults(model.evaluation(), fewer);
    QCOMPARE(resets.count(), 2);
    QCOMPARE(model.rowCount(), 1);
}

void TestUiModels::rankOrderProxyKeepsTheSourceOrder()
{
    // The results page's proxy: rank ascending is the model's own row order (no sort: a re-rank only
    // maps the rows again); after a reorder, the cells that depend on the ranking are the new ones
    // while the candidate's own cells stay as they were.
    RankingTableModel model;
    RankingProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setRowOrderColumn(RankingTableModel::RankColumn);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(RankingTableModel::RankColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.sortColumn(), -1);
    const std::shared_ptr<const Evaluation> e = evaluation();
    model.setResults(e, ranking());
    const auto candidateAt
        = [&proxy](int row) { return proxy.index(row, 0).data(ItemRoles::CandidateIndexRole).toInt(); };
    QCOMPARE(candidateAt(0), 1);
    QCOMPARE(candidateAt(1), 2);
    const QVariant throughputBefore
        = proxy.index(1, RankingTableModel::ThroughputColumn).data(ItemRoles::RawValueRole);

    Ranking energy = ranking();
    energy.rows.swapItemsAt(0, 1);
    energy.rows[0].rank = 1;
    energy.rows[1].rank = 2;
    energy.rows[0].combinedScore = 0.75;
    model.setResults(e, energy);
    QCOMPARE(candidateAt(0), 2);
    QCOMPARE(candidateAt(1), 1);
    QCOMPARE(proxy.index(0, RankingTableModel::CombinedScoreColumn).data(ItemRoles::RawValueRole).toDouble(),
        0.75);
    QCOMPARE(
        proxy.index(0, RankingTableModel::ThroughputColumn).data(ItemRoles::RawValueRole), throughputBefore);

    // Descending rank and any other column sort for real.
    proxy.sort(RankingTableModel::RankColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.sortColumn(), int(RankingTableModel::RankColumn));
    QCOMPARE(candidateAt(0), 1);
}

void TestUiModels::rankingContents()
{
    RankingTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(RankingTableModel::ColumnCount));
    model.setResults(evaluation(), ranking());
    QCOMPARE(model.rowCount(), 2);
    using M = RankingTableModel;
    const QList<int> columns {M::RankColumn, M::TotalGpusColumn, M::GpusPerNodeColumn, M::NodesColumn,
        M::BatchSizeColumn, M::TotalBatchColumn, M::ThroughputColumn, M::SourceColumn, M::PowerPerGpuColumn,
        M::ClusterPowerColumn, M::TokensPerJouleColumn, M::RuntimeScoreColumn, M::EnergyScoreColumn,
        M::CombinedScoreColumn};
    const QStringList expected {
        QStringLiteral("1|4|4|1|8|32|40,000.0|kavier|350.0|1,400.0|28.571|1.0000|0.0000|0.8000"),
        QStringLiteral("2|2|2|1|8|16|21,000.0|cache (3 runs)|300.0|600.0|35.000|0.0000|1.0000|0.2000"),
    };
    QCOMPARE(dump(model, columns), expected);
    QCOMPARE(model.headerData(M::ThroughputColumn, Qt::Horizontal).toString(),
        QStringLiteral("Throughput\n(tokens/s)"));
    QCOMPARE(model.headerData(M::ClusterPowerColumn, Qt::Horizontal).toString(),
        QStringLiteral("Cluster\npower (W)"));
    QCOMPARE(
        model.index(0, M::FeasibilityColumn).data().toString(), QStringLiteral("fits: 40.00 GB of 84.29 GB"));
    QVERIFY(model.index(0, M::RuntimeColumn).data().toString().isEmpty());

    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUiModels::rankingRolesAndTooltip()
{
    RankingTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(evaluation(), ranking());
    using M = RankingTableModel;
    QCOMPARE(model.index(0, M::ThroughputColumn).data(ItemRoles::RawValueRole).toDouble(), 40000.0);
    QCOMPARE(model.index(1, M::ClusterPowerColumn).data(ItemRoles::RawValueRole).toDouble(), 600.0);
    QCOMPARE(model.index(0, M::RankColumn).data(ItemRoles::CandidateIndexRole).toInt(), 1);
    QCOMPARE(model.index(1, M::RankColumn).data(ItemRoles::CandidateIndexRole).toInt(), 2);
    QVERIFY(model.index(0, 0).data(ItemRoles::InTopKRole).toBool());
    QVERIFY(!model.index(1, 0).data(ItemRoles::InTopKRole).toBool());
    QVERIFY(model.index(0, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(!model.index(1, 0).data(Qt::BackgroundRole).isValid());
    const auto alignment
        = model.index(0, M::ThroughputColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>();
    QVERIFY(alignment & Qt::AlignRight);

    const QString first = model.index(0, 3).data(Qt::ToolTipRole).toString();
    QVERIFY2(first.contains(QStringLiteral("= 0.80 × 1.0000 + 0.20 × 0.0000 = 0.8000")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("predicted by the kavier model")), qPrintable(first));
    const QString second = model.index(1, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(second.contains(QStringLiteral("cache hit, 3 run(s)")), qPrintable(second));

    Ranking minGpu = ranking();
    minGpu.policy.goal = Goal::MinGpu;
    minGpu.rows[0].combinedScore = 0.25;
    model.setResults(evaluation(), minGpu);
    const QString min = model.index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(min.contains(QStringLiteral("1 / total GPUs = 1 / 4 = 0.2500")), qPrintable(min));
}

void TestUiModels::rankingJobSizeColumns()
{
    RankingTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(evaluation(true), ranking());
    QVERIFY(model.hasJobSize());
    using M = RankingTableModel;
    // 3.6e9 tokens / 40,000 tokens/s = 90,000 s; 1,400 W × 90,000 s / 3.6e6 = 35 kWh.
    QCOMPARE(dump(model, {M::RuntimeColumn, M::EnergyColumn}),
        QStringList({QStringLiteral("90,000|35.00"), QStringLiteral("171,429|28.57")}));
    QCOMPARE(model.index(0, M::RuntimeColumn).data(ItemRoles::RawValueRole).toDouble(), 90000.0);
    QCOMPARE(model.headerData(M::EnergyColumn, Qt::Horizontal).toString(), QStringLiteral("Energy\n(kWh)"));
}

void TestUiModels::rankingRowLookup()
{
    RankingTableModel model;
    model.setResults(evaluation(), ranking());
    QCOMPARE(model.rowOfCandidate(1), 0);
    QCOMPARE(model.rowOfCandidate(2), 1);
    QCOMPARE(model.rowOfCandidate(0), -1);
    QCOMPARE(model.candidateIndexAt(1), 2);
    QCOMPARE(model.candidateIndexAt(5), -1);
}

void TestUiModels::rejectedContents()
{
    RejectedTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(evaluation(), ranking());
    using R = RejectedTableModel;
    const QList<int> columns {R::TotalGpusColumn, R::GpusPerNodeColumn, R::NodesColumn, R::BatchSizeColumn,
        R::TotalBatchColumn, R::StageColumn, R::ReasonColumn, R::MemoryTotalColumn, R::CapacityColumn,
        R::WeightsColumn, R::GradientsColumn, R::OptimizerColumn, R::WorkingSetColumn, R::ActivationsColumn};
    // Memory in GB as the CLI shows it (issue 36 item 7; the app showed GiB: 106 GB = 98.72 GiB).
    const QStringList expected {
        QStringLiteral("1|1|1|8|8|feasibility|out of memory: 95.10 GB of 84.29 "
                       "GB|106.00|84.29|16.00|16.00|64.00|0.00|10.00"),
        QStringLiteral("8|8|1|4|32|max slowdown|slower than the fastest configuration divided by "
                       "max_slowdown|24.50|84.29|2.00|2.00|8.00|2.50|10.00"),
    };
    QCOMPARE(dump(model, columns), expected);
    // Issue 36 item 4: the pane under the table has the row in full (layout, whole reason), nothing cut.
    const QString details = model.details(0);
    QVERIFY2(details.contains(model.index(0, R::ReasonColumn).data().toString()), qPrintable(details));
    QVERIFY2(details.startsWith(Formatting::configurationTitle(1, 1, 1, 8)), qPrintable(details));
    QVERIFY(!details.contains(QChar(0x2026)));
    QCOMPARE(model.details(-1), QString());
    // Text columns' titles are left-aligned (a centred one sat out of view in German); numbers keep the
    // header's default.
    const int left = int(Qt::AlignLeft | Qt::AlignVCenter);
    QCOMPARE(model.headerData(R::FixColumn, Qt::Horizontal, Qt::TextAlignmentRole).toInt(), left);
    QCOMPARE(model.headerData(R::ReasonColumn, Qt::Horizontal, Qt::TextAlignmentRole).toInt(), left);
    QVERIFY(!model.headerData(R::TotalGpusColumn, Qt::Horizontal, Qt::TextAlignmentRole).isValid());
    QCOMPARE(model.index(0, 0).data(ItemRoles::CandidateIndexRole).toInt(), 0);
    QCOMPARE(model.rowOfCandidate(3), 1);
    QCOMPARE(model.candidateIndexAt(0), 0);
    QCOMPARE(model.index(0, R::MemoryTotalColumn).data(ItemRoles::RawValueRole).toDouble(), 106.0);

    // Without a ranking (no configuration could be ranked) every candidate is listed; a feasible one
    // without prediction is a "prediction" rejection.
    auto e = evaluation();
    e->candidates[2].prediction.reset();
    e->candidates[2].predictionError = Reason::text(QStringLiteral("cache miss"));
    model.setResults(e, Ranking {});
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(2, R::StageColumn).data().toString(), QStringLiteral("prediction"));
    QCOMPARE(model.index(2, R::ReasonColumn).data().toString(), QStringLiteral("cache miss"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUiModels::proxySortsByRawValue()
{
    RankingTableModel model;
    RankingProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(evaluation(), ranking());
    using M = RankingTableModel;
    proxy.sort(M::ClusterPowerColumn, Qt::AscendingOrder);
    QCOMPARE(dump(proxy, {M::RankColumn}), QStringList({QStringLiteral("2"), QStringLiteral("1")}));
    proxy.sort(M::ThroughputColumn, Qt::DescendingOrder);
    QCOMPARE(dump(proxy, {M::RankColumn}), QStringList({QStringLiteral("1"), QStringLiteral("2")}));
    proxy.sort(M::SourceColumn, Qt::AscendingOrder);
    QCOMPARE(dump(proxy, {M::SourceColumn}),
        QStringList({QStringLiteral("cache (3 runs)"), QStringLiteral("kavier")}));
    // Numeric, not lexical: 1,400 W > 600 W although "1" < "6".
    proxy.sort(M::ClusterPowerColumn, Qt::DescendingOrder);
    QCOMPARE(dump(proxy, {M::ClusterPowerColumn}),
        QStringList({QStringLiteral("1,400.0"), QStringLiteral("600.0")}));
    // Survives a reset (rerank) with the sort kept.
    Ranking swapped = ranking();
    std::swap(swapped.rows[0].candidateIndex, swapped.rows[1].candidateIndex);
    model.setResults(evaluation(), swapped);
    QCOMPARE(dump(proxy, {M::ClusterPowerColumn}),
        QStringList({QStringLiteral("1,400.0"), QStringLiteral("600.0")}));

    RejectedTableModel rejected;
    RankingProxyModel rejectedProxy;
    rejectedProxy.setSourceModel(&rejected);
    QAbstractItemModelTester rejectedTester(
        &rejectedProxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rejected.setResults(evaluation(), Ranking {});
    rejectedProxy.sort(RejectedTableModel::MemoryTotalColumn, Qt::DescendingOrder);
    QCOMPARE(
        rejectedProxy.index(0, RejectedTableModel::TotalGpusColumn).data().toString(), QStringLiteral("1"));
}

void TestUiModels::exportMatchesCoreRows()
{
    // The table's tokens/J cells are the core's export cells.
    RankingTableModel model;
    const auto e = evaluation(true);
    model.setResults(e, ranking());
    const QStringList columns = RecommendationRows::recommendColumns();
    const QList<QVariantList> rows = RecommendationRows::recommendRows(*e, ranking(), false);
    QCOMPARE(rows.size(), model.rowCount());
    for (int row = 0; row < rows.size(); ++row) {
        const auto cell
            = [&](const char *name) { return rows.at(row).at(columns.indexOf(QLatin1String(name))); };
        using M = RankingTableModel;
        QCOMPARE(model.index(row, M::RankColumn).data(ItemRoles::RawValueRole).toLongLong(),
            cell("rank").toLongLong());
        QCOMPARE(model.index(row, M::ThroughputColumn).data(ItemRoles::RawValueRole).toDouble(),
            cell("throughput_tokens_per_s").toDouble());
        QCOMPARE(model.index(row, M::TokensPerJouleColumn).data(ItemRoles::RawValueRole).toDouble(),
            cell("tokens_per_joule").toDouble());
        QCOMPARE(model.index(row, M::RuntimeColumn).data(ItemRoles::RawValueRole).toDouble(),
            cell("runtime_s").toDouble());
        QCOMPARE(model.index(row, M::EnergyColumn).data(ItemRoles::RawValueRole).toDouble(),
            cell("energy_kwh").toDouble());
        QCOMPARE(model.index(row, M::CombinedScoreColumn).data(ItemRoles::RawValueRole).toDouble(),
            cell("combined_score").toDouble());
    }
}

void TestUiModels::columnsComeFromOutputColumns()
{
    // Every column of the result tables shows (or derives from) one OutputColumns column, named and
    // with its unit in the header roles.
    const auto check = [](const QAbstractItemModel &model, const QList<OutputColumns::Column> &output,
                           const auto &outputColumn) {
        QSet<int> ids;
        for (int column = 0; column < model.columnCount(); ++column) {
            const OutputColumns::Id id = outputColumn(column);
            const int index = OutputColumns::indexOf(output, id);
            QVERIFY2(index >= 0, qPrintable(QString::number(column)));
            QVERIFY(!ids.contains(int(id)));
            ids.insert(int(id));
            QCOMPARE(model.headerData(column, Qt::Horizontal, ItemRoles::OutputColumnRole).toString(),
                output.at(index).name);
            QCOMPARE(model.headerData(column, Qt::Horizontal, ItemRoles::UnitRole).toString(),
                output.at(index).unit);
        }
    };
    RankingTableModel ranking;
    check(ranking, OutputColumns::recommend(), RankingTableModel::outputColumn);
    QCOMPARE(ranking.headerData(RankingTableModel::ThroughputColumn, Qt::Horizontal, ItemRoles::UnitRole)
                 .toString(),
        QStringLiteral("tokens/s"));
    RejectedTableModel rejected;
    check(rejected, OutputColumns::explain(), RejectedTableModel::outputColumn);
    QCOMPARE(
        rejected.headerData(RejectedTableModel::WeightsColumn, Qt::Horizontal, ItemRoles::OutputColumnRole)
            .toString(),
        QStringLiteral("weights_gb"));
}

void TestUiModels::rawValuesAreExportCells()
{
    // The raw value of every Ranking column is the `recommend` export cell of the same candidate; the
    // Rejected table's counts and memory are the `explain` cells (Stage and Reason are the GUI's words).
    const auto e = evaluation(true);
    RankingTableModel model;
    model.setResults(e, ranking());
    const QList<QVariantList> rows = RecommendationRows::recommendRows(*e, ranking(), false);
    QCOMPARE(model.rowCount(), rows.size());
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const int cell
                = OutputColumns::indexOf(OutputColumns::recommend(), RankingTableModel::outputColumn(column));
            QCOMPARE(model.index(row, column).data(ItemRoles::RawValueRole), rows.at(row).at(cell));
        }
    }
    QCOMPARE(
        model.index(1, RankingTableModel::SourceColumn).data().toString(), QStringLiteral("cache (3 runs)"));

    RejectedTableModel rejected;
    rejected.setResults(e, ranking());
    const QList<QVariantList> explain = RecommendationRows::explainRows(*e, ranking());
    for (int row = 0; row < rejected.rowCount(); ++row) {
        const QVariantList &cells = explain.at(rejected.candidateIndexAt(row));
        for (int column = 0; column < rejected.columnCount(); ++column) {
            if (column == RejectedTableModel::StageColumn || column == RejectedTableModel::ReasonColumn)
                continue;
            const int cell
                = OutputColumns::indexOf(OutputColumns::explain(), RejectedTableModel::outputColumn(column));
            QCOMPARE(rejected.index(row, column).data(ItemRoles::RawValueRole), cells.at(cell));
        }
    }
}

void TestUiModels::batchRowsFromOutputColumns()
{
    // One recommended job (candidate 1 of evaluation(): 4 GPUs, 4 × 1, batch 8, 40000 tokens/s, 350 W per
    // GPU, combined score 0.8) and one failed job, under the model tester.
    BatchResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    BatchResult ok;
    ok.row = 0;
    ok.inputCells = {QStringLiteral("llama-2-7b"), QStringLiteral("lora"), QStringLiteral("A100-80GB"),
        QStringLiteral("1024"), QStringLiteral("8")};
    ok.evaluation = evaluation();
    ok.ranking = ranking();
    ok.best = ok.ranking.rows.first();
    BatchResult failed;
    failed.row = 1;
    failed.inputCells = {QStringLiteral("x"), QStringLiteral("full"), QStringLiteral("H100"),
        QStringLiteral("2048"), QStringLiteral("16")};
    failed.error = QStringLiteral("jobs.csv:3: unknown LLM");
    model.addResult(ok);
    model.addResult(failed);
    QList<int> all;
    for (int c = 0; c < BatchResultsModel::ColumnCount; ++c)
        all << c;
    // cluster power 4 × 350 W = 1,400.0 W; the layout is GPUs per node × nodes
    QCOMPARE(dump(model, all),
        (QStringList {
            QStringLiteral("1|llama-2-7b|lora|A100-80GB|1024|8|4|4 × 1|8|40,000.0|1,400.0|0.8000|ok"),
            QStringLiteral("2|x|full|H100|2048|16|||||||jobs.csv:3: unknown LLM")}));
    using B = BatchResultsModel;
    QCOMPARE(model.index(0, B::TokensColumn).data(ItemRoles::RawValueRole), QVariant(qint64(1024)));
    QCOMPARE(model.index(0, B::LayoutColumn).data(ItemRoles::RawValueRole).toLongLong(), 1); // nodes
    QCOMPARE(model.index(0, B::ClusterPowerColumn).data(ItemRoles::RawValueRole).toDouble(), 1400.0);
    QVERIFY(model.index(1, B::ThroughputColumn).data(ItemRoles::RawValueRole).isNull());
    QCOMPARE(model.index(1, B::StatusColumn).data(Qt::ToolTipRole).toString(), failed.error);
    QCOMPARE(
        model.index(1, B::StatusColumn).data(Qt::ForegroundRole).value<QColor>(), QColor(0xda, 0x44, 0x53));
    QVERIFY(!model.index(0, B::StatusColumn).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(0, B::StatusColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
        Qt::AlignLeft | Qt::AlignVCenter);
    QCOMPARE(model.index(0, B::TokensColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
        Qt::AlignRight | Qt::AlignVCenter);
    QCOMPARE(model.headerData(B::ThroughputColumn, Qt::Horizontal, ItemRoles::OutputColumnRole).toString(),
        QStringLiteral("throughput_tokens_per_s"));
    QCOMPARE(model.headerData(B::ThroughputColumn, Qt::Horizontal, ItemRoles::UnitRole).toString(),
        QStringLiteral("tokens/s"));
    QCOMPARE(
        model.headerData(B::LlmColumn, Qt::Horizontal, ItemRoles::OutputColumnRole).toString(), QString());
    QCOMPARE(model.headerData(B::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUiModels::formatToText()
{
    using F = OutputColumnsTableModel::Format;
    const auto text = &OutputColumnsTableModel::text;
    QCOMPARE(text(QVariant(), F::Count), QString());
    QCOMPARE(text(QVariant(), F::Score), QString());
    QCOMPARE(text(QVariant(), F::ScoreOrNotApplicable), QStringLiteral("n/a"));
    QCOMPARE(text(qint64(1234567), F::Count), QStringLiteral("1,234,567"));
    QCOMPARE(text(qint64(1234567), F::Number), QStringLiteral("1234567"));
    QCOMPARE(text(12.34, F::Decimal0), QStringLiteral("12"));
    QCOMPARE(text(12.34, F::Decimal1), QStringLiteral("12.3"));
    QCOMPARE(text(12.34, F::Decimal2), QStringLiteral("12.34"));
    QCOMPARE(text(0.5, F::Decimal3), QStringLiteral("0.500"));
    QCOMPARE(text(40000.0, F::Throughput), QStringLiteral("40,000.0"));
    QCOMPARE(text(312.44, F::Watts), QStringLiteral("312.4"));
    QCOMPARE(text(0.8, F::ScoreOrNotApplicable), QStringLiteral("0.8000"));
    QCOMPARE(text(106.0, F::Gibibytes), QStringLiteral("98.72")); // 106e9 / 2^30
    QCOMPARE(text(QStringLiteral("kavier"), F::Text), QStringLiteral("kavier"));
}

void TestUiModels::constantsReachTooltipsFormatted()
{
    // Ranker::nearTieScore = 1e-3 and Plausibility::maxModelFlopsUtilization = 0.60, formatted, not copied.
    QCOMPARE(Formatting::nearTieScore(), QStringLiteral("0.001"));
    QCOMPARE(Formatting::mfuBoundPercent(), QStringLiteral("60"));
    RankingTableModel model;
    QCOMPARE(model.headerData(RankingTableModel::RankColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral(
            "\"=1\" marks a near-tie: combined scores within 0.001 of the tied group's first row"));
    QVERIFY(model.headerData(RankingTableModel::ThroughputColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("model FLOP utilisation above 60 % of the GPU's dense bf16 peak")));
    SummaryBanner banner;
    const auto *notes = banner.findChild<QLabel *>(QStringLiteral("summaryNotesLabel"));
    QVERIFY(notes);
    QVERIFY(notes->toolTip().contains(QStringLiteral("Near-tie: combined scores within 0.001. Implausible: "
                                                     "model FLOP utilisation above 60 % of")));
    // in the user's locale: a German decimal comma
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(Formatting::nearTieScore(), QStringLiteral("0,001"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiModels::scalingChartEnergyPerToken()
{
    // Energy per token (issue 34) = cluster power / throughput, counting node power when the prediction
    // says so: 8 GPUs × (600 + 285) W / 10,000 tokens/s = 0.708 J/token; 16 GPUs × 500 W (GPU power
    // counted) / 16,000 tokens/s = 0.5 J/token.
    Evaluation e;
    const auto add = [&](int gpus, double throughput, double gpuW, double nodeW, bool node) {
        EvaluatedCandidate c;
        c.candidate = {gpus, 8, gpus / 8, 1};
        c.verdict.feasible = true;
        Prediction p;
        p.throughputTokensPerSecond = throughput;
        p.powerWattsPerGpu = gpuW;
        p.nodePowerWattsPerGpu = nodeW;
        p.countsNodePower = node;
        c.prediction = p;
        e.candidates.append(c);
    };
    add(8, 10000, 600, 885, true);
    add(16, 16000, 500, 785, false);
    const ScalingChartData energy = ScalingChartData::build(e, ScalingChartData::Metric::EnergyPerToken);
    QCOMPARE(energy.points.size(), 2);
    QCOMPARE(energy.points.value(0), QPointF(8, 8 * 885.0 / 10000));
    QCOMPARE(energy.points.value(1), QPointF(16, 16 * 500.0 / 16000));
    const ScalingChartData throughput = ScalingChartData::build(e);
    QCOMPARE(throughput.points.value(1), QPointF(16, 16000));
}

void TestUiModels::scalingChartAroundOneGpuCount()
{
    // Issue 45 item 7: when every point has the same GPU count (layouts on a fixed cluster), the GPU axis
    // is a power of 2 either side of it, not 1 to 64 with every point at its right end.
    auto e = std::make_shared<Evaluation>();
    for (const int batch : {1, 2, 4}) {
        EvaluatedCandidate c;
        c.candidate = {64, 8, 8, batch};
        c.verdict.feasible = true;
        Prediction p;
        p.throughputTokensPerSecond = 1000.0 * batch;
        c.prediction = p;
        e->candidates.append(c);
    }
    const ScalingChartData data = ScalingChartData::build(*e);
    QCOMPARE(data.minX, 64.0);
    QCOMPARE(data.maxX, 64.0);
    ScalingChartView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setEvaluation(e);
    const auto *axis = qobject_cast<QLogValueAxis *>(view.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QTRY_VERIFY(axis->max() >= 128);
    QVERIFY2(axis->min() > 16 && axis->min() <= 32, qPrintable(QString::number(axis->min())));
}

QTEST_MAIN(TestUiModels)
// Issue 37: the table shows the memory verdict in the interface's words (translated), the CSV word stays
// the raw value that the proxy sorts by.
void TestUiModels::memoryVerdictWords()
{
    using Format = OutputColumnsTableModel::Format;
    QCOMPARE(OutputColumnsTableModel::text(QStringLiteral("does-not-fit"), Format::MemoryVerdict),
        QStringLiteral("does not fit"));
    QCOMPARE(OutputColumnsTableModel::text(QStringLiteral("tight"), Format::MemoryVerdict),
        QStringLiteral("tight"));
    QCOMPARE(OutputColumnsTableModel::text(QVariant(), Format::MemoryVerdict), QString());
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/coastline_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString shown
        = OutputColumnsTableModel::text(QStringLiteral("does-not-fit"), Format::MemoryVerdict);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(shown, QStringLiteral("passt nicht"));
}

#include "test_ui_models.moc"
