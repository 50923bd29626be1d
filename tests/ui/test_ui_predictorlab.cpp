// The predictor lab (Tools → Predictor lab…): models trained and cross-validated on the bundled runs in
// the background, the metrics table recomputed from the cross-validation rows, the parity chart, Cancel,
// a bad CSV, and "Use this model" with Undo. The learned ranking then shows ± uncertainty and the
// extrapolation marker. With COASTLINE_LAB_SCREENSHOT=FILE.png the lab on all seven models is saved there.

#include "TestData.h"
#include "common/DialogHooks.h"
#include "common/ItemRoles.h"
#include "common/Settings.h"
#include "predict/learned/LearnedModel.h"
#include "predict/learned/regressors/Regressor.h"
#include "predictorlab/LabMetricsModel.h"
#include "predictorlab/ParityChartView.h"
#include "predictorlab/PredictorLabWindow.h"
#include "results/RankingTableModel.h"
#include "shell/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

constexpr int timeoutMs = 120000;

QString bundledRuns()
{
    return TestData::path(QStringLiteral("measured/run_database.csv"));
}

/// The metrics of `predicted` against `measured`, computed here from their definitions
/// (learned-predictors.md "Evaluation"), independently of AccuracyMetrics.
struct Expected
{
    double mdape, mape, worst, r2;
};
Expected expectedMetrics(const QList<double> &measured, const QList<double> &predicted)
{
    std::vector<double> ape;
    double logMean = 0;
    for (qsizetype i = 0; i < measured.size(); ++i) {
        ape.push_back(std::abs(predicted[i] - measured[i]) / measured[i] * 100.0);
        logMean += std::log(measured[i]) / double(measured.size());
    }
    std::sort(ape.begin(), ape.end());
    const size_t n = ape.size();
    const double median = n % 2 ? ape[n / 2] : (ape[n / 2 - 1] + ape[n / 2]) / 2.0;
    double mean = 0, residual = 0, total = 0;
    for (size_t i = 0; i < n; ++i) {
        mean += ape[i] / double(n);
        residual += std::pow(std::log(measured[qsizetype(i)]) - std::log(predicted[qsizetype(i)]), 2);
        total += std::pow(std::log(measured[qsizetype(i)]) - logMean, 2);
    }
    return {median, mean, ape.back(), 1.0 - residual / total};
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

int rowOf(const LabMetricsModel *model, const QString &name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->modelAt(row) == name)
            return row;
    }
    return -1;
}

double raw(const LabMetricsModel *model, int row, int column)
{
    return model->index(row, column).data(ItemRoles::RawValueRole).toDouble();
}

/// Runs `window` on the bundled runs with `models`, 3-fold, and waits for it.
bool runBundled(PredictorLabWindow &window, const QStringList &models)
{
    window.setDataFile(bundledRuns());
    window.setModels(models);
    window.setValidation(PredictorLabWindow::Validation::KFold, 3, 42);
    QSignalSpy finished(&window, &PredictorLabWindow::finished);
    return window.start() && window.isRunning() && finished.wait(timeoutMs);
}

} // namespace

class TestUiPredictorLab : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { DialogHooks::reset(); }
    void trainsAndScoresOnTheBundledRuns();
    void cancelStopsARun();
    void badCsvKeepsThePreviousTable();
    void useThisModelIsUndoable();
    void screenshot();

private:
    QTemporaryDir m_dir;
};

void TestUiPredictorLab::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiPredictorLab::trainsAndScoresOnTheBundledRuns()
{
    PredictorLabWindow window;
    window.setBaseConfiguration(Configuration {});
    window.resize(1400, 900);
    window.show();
    // the metrics model through its reset with the run's rows (the window gives a const view of it)
    QAbstractItemModelTester tester(const_cast<LabMetricsModel *>(window.metricsModel()),
        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(runBundled(window, {QStringLiteral("bayesian_ridge"), QStringLiteral("knn")}));
    QVERIFY(!window.isRunning());
    const PredictorLabRun *run = window.lastRun();
    QVERIFY(run);
    QCOMPARE(run->data->size() + run->data->skipped(), 70); // the bundled database
    QVERIFY(run->data->size() >= 60);
    QCOMPARE(run->results.size(), 2);

    // Every row: the metrics recomputed from the held-out predictions, Kavier's on the same rows.
    const LabMetricsModel *model = window.metricsModel();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->modelAt(2), QStringLiteral("roofline")); // the model learned ones correct
    for (const QString &name : {QStringLiteral("bayesian_ridge"), QStringLiteral("knn")}) {
        const CrossValidationResult *result = run->result(name);
        QVERIFY(result);
        QCOMPARE(result->folds, 3);
        QCOMPARE(result->rows.size(), run->data->size());
        QList<double> measured, predicted, kavier;
        for (const CrossValidationRow &row : result->rows) {
            measured << row.measuredTokensPerSecond;
            predicted << row.predictedTokensPerSecond;
            kavier << row.kavierTokensPerSecond;
        }
        const Expected e = expectedMetrics(measured, predicted);
        const int row = rowOf(model, name);
        QVERIFY(close(raw(model, row, LabMetricsModel::MdapeColumn), e.mdape));
        QVERIFY(close(raw(model, row, LabMetricsModel::MapeColumn), e.mape));
        QVERIFY(close(raw(model, row, LabMetricsModel::WorstColumn), e.worst));
        QVERIFY(close(raw(model, row, LabMetricsModel::R2Column), e.r2));
        QCOMPARE(int(raw(model, row, LabMetricsModel::RowsColumn)), run->data->size());
        const Expected k = expectedMetrics(measured, kavier);
        QVERIFY(close(raw(model, row, LabMetricsModel::KavierMdapeColumn), k.mdape));
        QVERIFY(close(raw(model, 2, LabMetricsModel::MdapeColumn), k.mdape));
        QVERIFY(close(raw(model, 2, LabMetricsModel::WorstColumn), k.worst));
        QCOMPARE(model->index(row, LabMetricsModel::MdapeColumn).data().toString(),
            QLocale().toString(e.mdape, 'f', 1));
        // kNN is about as good as the roofline baseline on runs like those it was trained on: within half a
        // point of MdAPE (the roofline alone is at 4.0 % on these runs after the fifth release's refit, kNN
        // at 4.5 %); Bayesian ridge, a linear correction, is about the same too: the roofline already
        // explains these runs.
        if (name == u"knn")
            QVERIFY2(e.mdape < k.mdape + 0.5,
                qPrintable(QStringLiteral("%1: %2 vs %3").arg(name).arg(e.mdape).arg(k.mdape)));
    }

    // Sorting is the proxy's, by the raw value.
    auto *table = window.findChild<QTableView *>(QStringLiteral("metricsTable"));
    table->sortByColumn(LabMetricsModel::MdapeColumn, Qt::DescendingOrder);
    const QAbstractItemModel *proxy = table->model();
    for (int row = 1; row < proxy->rowCount(); ++row)
        QVERIFY(proxy->index(row - 1, LabMetricsModel::MdapeColumn).data(ItemRoles::RawValueRole).toDouble()
            >= proxy->index(row, LabMetricsModel::MdapeColumn).data(ItemRoles::RawValueRole).toDouble());

    // The parity chart: one point per usable row, for the model shown and for Kavier.
    window.showModel(QStringLiteral("knn"));
    QCOMPARE(window.parityChart()->pointCount(), run->data->size());
    window.showModel(QStringLiteral("kavier"));
    QCOMPARE(window.parityChart()->pointCount(), run->data->size());
    const CrossValidationRow &first = run->result(QStringLiteral("knn"))->rows.constFirst();
    const QString tip = ParityChartView::describe(*run->data, first, false);
    QVERIFY2(tip.contains(run->data->run(first.row).llmModel) && tip.contains(QStringLiteral("APE")),
        qPrintable(tip));
}

void TestUiPredictorLab::cancelStopsARun()
{
    PredictorLabWindow window;
    window.setBaseConfiguration(Configuration {});
    window.setDataFile(bundledRuns());
    window.setModels(Regressor::names());
    window.setValidation(PredictorLabWindow::Validation::LeaveOneOut, 2, 42); // 7 × ~70 trainings
    QSignalSpy finished(&window, &PredictorLabWindow::finished);
    QVERIFY(window.start());
    QTest::qWait(300);
    QVERIFY(window.isRunning());
    window.cancel();
    QVERIFY(!window.isRunning());
    QVERIFY(!finished.wait(1000));
    QCOMPARE(window.metricsModel()->rowCount(), 0);
    QVERIFY(!window.lastRun());
    QVERIFY(window.messageText().contains(QStringLiteral("Cancelled")));
}

void TestUiPredictorLab::badCsvKeepsThePreviousTable()
{
    PredictorLabWindow window;
    window.setBaseConfiguration(Configuration {});
    QVERIFY(runBundled(window, {QStringLiteral("bayesian_ridge")}));
    QCOMPARE(window.metricsModel()->rowCount(), 2);
    const double mdape = raw(window.metricsModel(), 0, LabMetricsModel::MdapeColumn);

    // line 3: a negative throughput
    QFile source(bundledRuns());
    QVERIFY(source.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = source.readAll().split('\n');
    lines[2].replace(",6438.3182,", ",-6438.3182,");
    const QString bad = m_dir.filePath(QStringLiteral("bad_runs.csv"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lines.join('\n'));
    file.close();

    window.setDataFile(bad);
    QSignalSpy finished(&window, &PredictorLabWindow::finished);
    QVERIFY(window.start());
    QVERIFY(finished.wait(timeoutMs));
    QVERIFY2(
        window.messageText().contains(QStringLiteral("bad_runs.csv:3:")), qPrintable(window.messageText()));
    QVERIFY2(window.messageText().contains(QStringLiteral("dataset_tokens_per_second")),
        qPrintable(window.messageText()));
    QCOMPARE(window.metricsModel()->rowCount(), 2);
    QCOMPARE(raw(window.metricsModel(), 0, LabMetricsModel::MdapeColumn), mdape);
    QCOMPARE(window.lastRun()->dataFile, bundledRuns());

    // too few rows: the first 6 runs
    const QString few = m_dir.filePath(QStringLiteral("few_runs.csv"));
    QFile fewFile(few);
    QVERIFY(fewFile.open(QIODevice::WriteOnly));
    fewFile.write(lines.at(0) + '\n' + lines.mid(3, 6).join('\n') + '\n');
    fewFile.close();
    window.setDataFile(few);
    QVERIFY(window.start());
    QVERIFY(finished.wait(timeoutMs));
    QVERIFY2(window.messageText().contains(QStringLiteral("few_runs.csv")), qPrintable(window.messageText()));
    QVERIFY2(window.messageText().contains(QStringLiteral("at least 10")), qPrintable(window.messageText()));
    QCOMPARE(window.metricsModel()->rowCount(), 2);
}

void TestUiPredictorLab::useThisModelIsUndoable()
{
    QStandardPaths::setTestModeEnabled(true); // model files go to ~/.qttest, not the user's data folder
    MainWindow w;
    QSignalSpy results(&w, &MainWindow::resultsUpdated);
    QVERIFY(results.wait(timeoutMs));
    const Configuration before = w.configuration();
    QVERIFY(before.predictors.modelFile.isEmpty());
    w.findChild<QAction *>(QStringLiteral("predictorLabAction"))->trigger();
    auto *lab = w.findChild<PredictorLabWindow *>();
    QVERIFY(lab);
    QVERIFY(runBundled(*lab, {QStringLiteral("gaussian_process"), QStringLiteral("bayesian_ridge")}));
    lab->showModel(QStringLiteral("bayesian_ridge"));

    // No save dialog first (issue 25): the file goes to the data folder of an unsaved configuration,
    // under a name that does not overwrite an earlier one.
    const QString file = lab->automaticModelPath(QStringLiteral("bayesian_ridge"));
    QVERIFY2(file.endsWith(u"/models/bayesian_ridge.json") || file.contains(u"/models/bayesian_ridge-"),
        qPrintable(file));
    QVERIFY(!QFileInfo::exists(file));
    QSignalSpy saved(lab, &PredictorLabWindow::modelSaved);
    QVERIFY(lab->useModel());
    QVERIFY(saved.wait(timeoutMs));
    QCOMPARE(saved.at(0).at(0).toString(), file);
    QVERIFY(lab->automaticModelPath(QStringLiteral("bayesian_ridge")) != file); // the next one is new
    QCOMPARE(LearnedModel::load(file).name(), QStringLiteral("bayesian_ridge"));
    QCOMPARE(w.configuration().predictors.performance, QStringLiteral("bayesian_ridge"));
    QCOMPARE(w.configuration().predictors.modelFile, file);
    QVERIFY(w.isWindowModified());

    // The learned ranking: ± uncertainty on every row, the marker where the job lies outside the runs.
    QVERIFY(results.wait(timeoutMs));
    const auto *ranking = w.findChild<RankingTableModel *>();
    QVERIFY(ranking && ranking->rowCount() > 0);
    for (int row = 0; row < ranking->rowCount(); ++row) {
        const QString text = ranking->index(row, RankingTableModel::ThroughputColumn).data().toString();
        QVERIFY2(
            text.contains(QStringLiteral(" ±")) && text.endsWith(QStringLiteral(" %")), qPrintable(text));
        const Prediction &p
            = *ranking->evaluation()->candidates.at(ranking->candidateIndexAt(row)).prediction;
        QVERIFY(p.inDomain.has_value());
        const QVariant icon
            = ranking->index(row, RankingTableModel::ThroughputColumn).data(Qt::DecorationRole);
        const bool plausible = ranking->index(row, RankingTableModel::ThroughputColumn)
                                   .data(ItemRoles::PlausibleRole)
                                   .toBool();
        QCOMPARE(icon.isValid(), !*p.inDomain || !plausible); // the marker is shared with implausible rows
        if (!*p.inDomain)
            QVERIFY(ranking->index(row, 0)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("xtrapolated")));
    }

    w.undoStack()->undo();
    QCOMPARE(w.configuration().predictors.performance, before.predictors.performance);
    QVERIFY(w.configuration().predictors.modelFile.isEmpty());
    w.undoStack()->redo();
    QCOMPARE(w.configuration().predictors.performance, QStringLiteral("bayesian_ridge"));
    QCOMPARE(w.configuration().predictors.modelFile, file);
}

void TestUiPredictorLab::screenshot()
{
    const QString shot = qEnvironmentVariable("COASTLINE_LAB_SCREENSHOT");
    if (shot.isEmpty())
        QSKIP("COASTLINE_LAB_SCREENSHOT not set");
    PredictorLabWindow window;
    window.setBaseConfiguration(Configuration {});
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setDataFile(QStringLiteral("default"));
    window.setModels(Regressor::names());
    window.setValidation(PredictorLabWindow::Validation::KFold, 5, 42);
    QSignalSpy finished(&window, &PredictorLabWindow::finished);
    QVERIFY(window.start());
    QVERIFY(finished.wait(timeoutMs * 3));
    QTest::qWait(300);
    QVERIFY(window.grab().save(shot));
}

QTEST_MAIN(TestUiPredictorLab)
#include "test_ui_predictorlab.moc"
