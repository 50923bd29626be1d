// Parallel layouts in the GUI (issue 35 item 4): the Search grid's "Parallel layouts" field (edit → run,
// validation, undo, save and reopen), the TP/PP/CP/DP columns of the ranking and of the Rejected tab, and the
// breakdowns of a layout row: the per-rank memory of the stage that peaks and the step in its parts with the
// pipeline bubble, equal to the `bubble_s` the exports give for that row.
#include "MainWindowProbe.h"
#include "charts/MemoryChartView.h"
#include "charts/StepTimeChartView.h"
#include "common/DialogHooks.h"
#include "common/Formatting.h"
#include "common/Settings.h"
#include "config/ConfigurationIo.h"
#include "inputs/FieldHighlight.h"
#include "report/OutputColumns.h"
#include "results/RankingTableModel.h"
#include "results/RejectedTableModel.h"
#include "shell/MainWindow.h"

#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QStackedBarSeries>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace MainWindowProbe;

namespace {

/// The value of the part named `name` in the stacked bar of `view` (nullopt when the bar has no such part).
std::optional<double> barPart(const StackedBarChartView &view, const QString &name)
{
    for (QAbstractSeries *series : view.chart()->series())
        if (auto *bars = qobject_cast<QStackedBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                if (set->label() == name)
                    return set->at(0);
    return std::nullopt;
}

/// The sum of every part of the stacked bar of `view`.
double barTotal(const StackedBarChartView &view)
{
    double total = 0;
    for (QAbstractSeries *series : view.chart()->series())
        if (auto *bars = qobject_cast<QStackedBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                total += set->at(0);
    return total;
}

/// Replaces the text of the editable "Parallel layouts" field as a user types it.
void typeLayouts(const MainWindow &w, const QString &text)
{
    auto *combo = child<QComboBox>(w, "parallelLayoutsComboBox");
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), text);
}

bool ranWith(const MainWindow &w, const QString &layouts)
{
    const auto evaluation = rankingModel(w)->evaluation();
    return !w.isBusy() && evaluation && evaluation->config.search.layouts.name() == layouts
        && rankingModel(w)->rowCount() > 0;
}

} // namespace

class TestUiLayouts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { DialogHooks::reset(); }
    void layoutEditRunsAndShowsTheColumns();
    void layoutRowShowsPerRankMemoryAndTheBubble();
    void badLayoutListIsMarkedAndDoesNotRun();
    void layoutsSaveAndReopen();
    void memoryTitleGivesTheTokenLimitOfTheVerdict();

private:
    QTemporaryDir m_dir;
};

void TestUiLayouts::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiLayouts::layoutEditRunsAndShowsTheColumns()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *ranking = child<QTableView>(w, "rankingTableView");
    auto *rejected = child<QTableView>(w, "rejectedTableView");
    auto *combo = child<QComboBox>(w, "parallelLayoutsComboBox");
    // The default searches data parallel only: no layout columns in either table.
    QCOMPARE(combo->currentText(), QStringLiteral("data-parallel"));
    for (const int column :
        {RankingTableModel::TensorParallelColumn, RankingTableModel::PipelineParallelColumn,
            RankingTableModel::ContextParallelColumn, RankingTableModel::DataParallelColumn})
        QVERIFY(ranking->isColumnHidden(column));
    for (const int column :
        {RejectedTableModel::TensorParallelColumn, RejectedTableModel::PipelineParallelColumn,
            RejectedTableModel::ContextParallelColumn, RejectedTableModel::DataParallelColumn})
        QVERIFY(rejected->isColumnHidden(column));

    typeLayouts(w, QStringLiteral("dp,tp2,pp2"));
    QVERIFY(w.isWindowModified());
    QTRY_VERIFY_WITH_TIMEOUT(ranWith(w, QStringLiteral("dp,tp2,pp2")), runTimeoutMs);
    for (const int column :
        {RankingTableModel::TensorParallelColumn, RankingTableModel::PipelineParallelColumn,
            RankingTableModel::ContextParallelColumn, RankingTableModel::DataParallelColumn})
        QVERIFY(!ranking->isColumnHidden(column));
    for (const int column :
        {RejectedTableModel::TensorParallelColumn, RejectedTableModel::PipelineParallelColumn,
            RejectedTableModel::ContextParallelColumn, RejectedTableModel::DataParallelColumn})
        QVERIFY(!rejected->isColumnHidden(column));

    // The cells are the candidates' layouts, in both tables.
    const RankingTableModel *model = rankingModel(w);
    const auto evaluation = model->evaluation();
    QSet<QString> ranked;
    for (int row = 0; row < model->rowCount(); ++row) {
        const Candidate &c = evaluation->candidates.at(model->candidateIndexAt(row)).candidate;
        QCOMPARE(model->index(row, RankingTableModel::TensorParallelColumn).data().toString(),
            QString::number(c.layout.tp));
        ranked.insert(c.layout.name());
    }
    QVERIFY2(ranked.contains(QStringLiteral("pp2")), qPrintable(QStringList(ranked.values()).join(u',')));
    auto *rejectedModel = qobject_cast<const RejectedTableModel *>(
        static_cast<const QSortFilterProxyModel *>(rejected->model())->sourceModel());
    QVERIFY(rejectedModel->rowCount() > 0);
    for (int row = 0; row < rejectedModel->rowCount(); ++row) {
        const Candidate &c = evaluation->candidates.at(rejectedModel->candidateIndexAt(row)).candidate;
        QCOMPARE(rejectedModel->index(row, RejectedTableModel::TensorParallelColumn).data().toString(),
            QString::number(c.layout.tp));
        QCOMPARE(rejectedModel->index(row, RejectedTableModel::PipelineParallelColumn).data().toString(),
            QString::number(c.layout.pp));
        QCOMPARE(rejectedModel->index(row, RejectedTableModel::ContextParallelColumn).data().toString(),
            QString::number(c.layout.cp));
        QCOMPARE(rejectedModel->index(row, RejectedTableModel::DataParallelColumn).data().toString(),
            QString::number(c.layout.dataParallel(c.totalGpus)));
    }
    // The pane under the Rejected table names the layout too.
    QVERIFY2(
        rejectedModel->details(0).contains(QStringLiteral(" DP")), qPrintable(rejectedModel->details(0)));

    // Undo goes back to data parallel (and to the unmodified document); the columns hide again.
    QVERIFY(w.undoStack()->count() >= 1);
    while (w.undoStack()->canUndo())
        child<QAction>(w, "undoAction")->trigger();
    QCOMPARE(combo->currentText(), QStringLiteral("data-parallel"));
    QVERIFY(!w.isWindowModified());
    QTRY_VERIFY_WITH_TIMEOUT(ranWith(w, QStringLiteral("data-parallel")), runTimeoutMs);
    QVERIFY(ranking->isColumnHidden(RankingTableModel::TensorParallelColumn));
    QVERIFY(rejected->isColumnHidden(RejectedTableModel::TensorParallelColumn));
}

void TestUiLayouts::layoutRowShowsPerRankMemoryAndTheBubble()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    typeLayouts(w, QStringLiteral("tp2pp2,pp2"));
    QTRY_VERIFY_WITH_TIMEOUT(ranWith(w, QStringLiteral("tp2pp2,pp2")), runTimeoutMs);

    // The first ranked row with a pipeline, selected in the table as a user clicks it.
    const RankingTableModel *model = rankingModel(w);
    const auto evaluation = model->evaluation();
    int row = 0;
    while (row < model->rowCount()
        && evaluation->candidates.at(model->candidateIndexAt(row)).candidate.layout.pp < 2)
        ++row;
    QVERIFY(row < model->rowCount());
    const int index = model->candidateIndexAt(row);
    const EvaluatedCandidate &selected = evaluation->candidates.at(index);
    auto *view = child<QTableView>(w, "rankingTableView");
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(view->model());
    view->selectionModel()->setCurrentIndex(proxy->mapFromSource(model->index(row, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

    // The step: its parts as LayoutStepTime computes them; the bubble is the row's bubble_s.
    auto *step = child<StepTimeChartView>(w, "stepTimeChartView");
    QCOMPARE(step->shownCandidate()->layout, selected.candidate.layout);
    QVERIFY(step->hasBreakdown());
    const RankedConfiguration *ranked = nullptr;
    for (const RankedConfiguration &r : w.pipeline()->ranking().rows)
        if (r.candidateIndex == index)
            ranked = &r;
    QVERIFY(ranked);
    const QList<OutputColumns::Column> &columns = OutputColumns::recommend();
    const QVariantList cells
        = OutputColumns::row(columns, {*evaluation, selected, ranked, w.pipeline()->ranking().policy, {}});
    const double bubbleS
        = cells.at(OutputColumns::indexOf(columns, OutputColumns::Id::BubbleTime)).toDouble();
    QVERIFY(bubbleS > 0);
    QCOMPARE(bubbleS, selected.prediction->stepTime->bubbleS);
    const std::optional<double> bubbleBar = barPart(*step, QStringLiteral("Pipeline bubble"));
    QVERIFY(bubbleBar);
    QCOMPARE(*bubbleBar, bubbleS);
    QVERIFY2(step->chart()->title().contains(
                 QStringLiteral("Pipeline bubble %1 s").arg(Formatting::decimal(bubbleS, 3))),
        qPrintable(step->chart()->title()));
    // The parts add up to the step.
    QVERIFY(qAbs(barTotal(*step) - selected.prediction->stepTime->stepS)
        <= 1e-9 * selected.prediction->stepTime->stepS);
    if (selected.candidate.layout.tp > 1) {
        QVERIFY(barPart(*step, QStringLiteral("TP comm.")));
        QCOMPARE(*barPart(*step, QStringLiteral("TP comm.")), selected.prediction->stepTime->tensorParallelS);
    }

    // The memory: one rank of the stage that peaks, the figures of LayoutMemory's breakdown.
    auto *memory = child<MemoryChartView>(w, "memoryChartView");
    QVERIFY(memory->hasBreakdown());
    const MemoryBreakdown &m = *selected.verdict.memory;
    QVERIFY(m.peakStage == 0 || m.peakStage == selected.candidate.layout.pp - 1);
    const QString title = memory->chart()->title();
    QVERIFY2(
        title.contains(Formatting::parallelLayout(selected.candidate.layout, selected.candidate.totalGpus)),
        qPrintable(title));
    QVERIFY2(title.contains(m.peakStage == 0 ? QStringLiteral("first stage") : QStringLiteral("last stage")),
        qPrintable(title));
    QCOMPARE(*barPart(*memory, QStringLiteral("Weights")), m.weightsGb);
    QCOMPARE(*barPart(*memory, QStringLiteral("Activations")), m.activationsGb);
}

void TestUiLayouts::badLayoutListIsMarkedAndDoesNotRun()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    const auto before = rankingModel(w)->evaluation();
    typeLayouts(w, QStringLiteral("tp2,tq4"));
    auto *combo = child<QComboBox>(w, "parallelLayoutsComboBox");
    QTRY_VERIFY_WITH_TIMEOUT(w.messageText().contains(QStringLiteral("Parallel layouts:")), 5000);
    QVERIFY2(w.messageText().contains(QStringLiteral("tq4")), qPrintable(w.messageText()));
    QVERIFY(FieldHighlight::isInvalid(combo));
    QTest::qWait(500);
    QVERIFY(!w.isBusy());
    QCOMPARE(rankingModel(w)->evaluation(), before); // nothing ran (the run guard checks the inputs)
    // Fixed, it runs.
    typeLayouts(w, QStringLiteral("auto"));
    QTRY_VERIFY_WITH_TIMEOUT(ranWith(w, QStringLiteral("auto")), runTimeoutMs);
    QVERIFY(!FieldHighlight::isInvalid(combo));
}

void TestUiLayouts::layoutsSaveAndReopen()
{
    for (const QString &layouts : {QStringLiteral("tp2,tp4cp2"), QStringLiteral("auto")}) {
        const QString path = m_dir.filePath(QStringLiteral("layouts-%1.yaml").arg(layouts.size()));
        MainWindow w;
        w.show();
        typeLayouts(w, layouts);
        QVERIFY(w.isWindowModified());
        DialogHooks::setNextFileName(path);
        QVERIFY(w.saveAs());
        QVERIFY(!w.isWindowModified());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(
            text.contains(QStringLiteral("search:")) && text.contains(QStringLiteral("layouts: ") + layouts),
            qPrintable(text));

        MainWindow again;
        QVERIFY2(again.openFile(path), qPrintable(again.messageText()));
        QCOMPARE(child<QComboBox>(again, "parallelLayoutsComboBox")->currentText(), layouts);
        QCOMPARE(again.configuration().search.layouts, LayoutSearch::parse(layouts, QStringLiteral("test")));
        QCOMPARE(
            ConfigurationIo::serialise(again.configuration()), ConfigurationIo::serialise(w.configuration()));
        QVERIFY(!again.isWindowModified());
    }
}

void TestUiLayouts::memoryTitleGivesTheTokenLimitOfTheVerdict()
{
    // A configuration in the risk band has its own sample past the `fits` token limit: the title gives the
    // `tight` limit, named as such; a configuration that fits gives the `fits` limit (the chart is the
    // same for a layout row and a data-parallel one).
    EvaluatedCandidate c;
    c.candidate.totalGpus = 64;
    c.candidate.gpusPerNode = 8;
    c.candidate.numberOfNodes = 8;
    c.candidate.batchSize = 1;
    c.verdict.feasible = true;
    c.verdict.memory = MemoryBreakdown {};
    c.verdict.memory->activationsGb = 70;
    c.verdict.memory->totalGb = 81.21;
    c.verdict.memory->capacityGb = 85.90;
    c.verdict.memoryVerdict = MemoryVerdict::Tight;
    c.verdict.maxPerDeviceBatchTight = 1;
    c.verdict.maxTokensPerSample = 12664;
    c.verdict.maxTokensPerSampleTight = 17408;
    MemoryChartView view;
    view.setCandidate(&c);
    QVERIFY(view.hasBreakdown());
    QString title = view.chart()->title();
    QVERIFY2(title.contains(QStringLiteral("tight up to batch 1; tight to 17,408 tokens at batch 1")),
        qPrintable(title));
    QVERIFY2(!title.contains(QStringLiteral("12,664")), qPrintable(title));

    c.verdict.memoryVerdict = MemoryVerdict::Fits;
    c.verdict.maxPerDeviceBatch = 1;
    view.setCandidate(&c);
    title = view.chart()->title();
    QVERIFY2(
        title.contains(QStringLiteral("fits up to batch 1; 12,664 tokens at batch 1")), qPrintable(title));
}

QTEST_MAIN(TestUiLayouts)
#include "test_ui_layouts.moc"
