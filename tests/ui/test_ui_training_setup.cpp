// The input panel's "Training setup" group (training-setups.md; issue 11): shows and writes back the
// configuration's `training:` section, marks bad LoRA targets, and its edits re-run the pipeline and are
// undoable in the main window; the new verdicts reach the memory chart's breakdown.

#include "MainWindowProbe.h"
#include "common/Settings.h"
#include "config/ConfigurationIo.h"
#include "inputs/InputPanel.h"
#include "inputs/TrainingSetupForm.h"
#include "pipeline/Pipeline.h"
#include "results/RankingTableModel.h"
#include "shell/MainWindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace MainWindowProbe;

namespace {

TrainingSetup nonDefaultSetup()
{
    TrainingSetup t;
    t.precision = TrainingSetup::Precision::Mixed;
    t.optimizer = TrainingSetup::Optimizer::PagedAdamW8Bit;
    t.checkpointing = TrainingSetup::Checkpointing::Off;
    t.sharding = TrainingSetup::Sharding::HybridShard;
    t.loraRank = 32;
    t.loraTargets = TrainingSetup::loraTargetNames();
    t.offload = TrainingSetup::Offload::Optimizer;
    t.reserveGib = 2.5;
    t.fsdpVersion = TrainingSetup::FsdpVersion::Fsdp2;
    t.optimizerInBackward = true;
    t.activationOffload = true;
    return t;
}

} // namespace

class TestUiTrainingSetup : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void formRoundTrip();
    void badTargetsAreMarked();
    void inputPanelCarriesTheSetup();
    void editRerunsAndUndoes();

private:
    QTemporaryDir m_dir;
};

void TestUiTrainingSetup::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::useFileForTests(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestUiTrainingSetup::formRoundTrip()
{
    Configuration config;
    config.training = nonDefaultSetup();
    TrainingSetupForm form;
    QSignalSpy edited(&form, &TrainingSetupForm::edited);
    form.setConfiguration(config);
    QCOMPARE(edited.count(), 0); // showing a configuration is not an edit
    QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("precisionComboBox"))->currentData().toString(),
        QStringLiteral("mixed"));
    QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("activationCheckpointingComboBox"))
                 ->currentData()
                 .toString(),
        QStringLiteral("off"));
    QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("loraTargetsComboBox"))->currentText(),
        QStringLiteral("all-linear"));
    QCOMPARE(form.findChild<QDoubleSpinBox *>(QStringLiteral("reserveGibSpinBox"))->value(), 2.5);
    QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("fsdpVersionComboBox"))->currentData().toString(),
        QStringLiteral("2"));
    QVERIFY(!form.findChild<QCheckBox *>(QStringLiteral("torchCompileCheckBox"))->isChecked());
    QVERIFY(form.findChild<QCheckBox *>(QStringLiteral("optimizerInBackwardCheckBox"))->isChecked());
    QVERIFY(form.findChild<QCheckBox *>(QStringLiteral("activationOffloadCheckBox"))->isChecked());
    Configuration back;
    form.apply(&back);
    QCOMPARE(back.training, config.training);

    form.findChild<QComboBox *>(QStringLiteral("shardingComboBox"))->setCurrentIndex(3); // no-shard (DDP)
    form.findChild<QSpinBox *>(QStringLiteral("loraRankSpinBox"))->setValue(8);
    form.findChild<QCheckBox *>(QStringLiteral("torchCompileCheckBox"))->setChecked(true);
    QCOMPARE(edited.count(), 3);
    QCOMPARE(edited.at(2).at(0).toString(), QStringLiteral("torchCompileCheckBox"));
    QCOMPARE(edited.at(0).at(0).toString(), QStringLiteral("shardingComboBox"));
    form.apply(&back);
    QCOMPARE(back.training.sharding, TrainingSetup::Sharding::NoShard);
    QCOMPARE(back.training.loraRank, 8);
    QVERIFY(back.training.torchCompile);
}

void TestUiTrainingSetup::badTargetsAreMarked()
{
    TrainingSetupForm form;
    form.setConfiguration(Configuration {});
    QVERIFY(form.validate().isEmpty());
    form.findChild<QComboBox *>(QStringLiteral("loraTargetsComboBox"))
        ->setCurrentText(QStringLiteral("q_proj,attn"));
    const QList<InputProblem> problems = form.validate();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().fieldName, QStringLiteral("loraTargetsComboBox"));
    Configuration back;
    back.training.loraTargets = {QStringLiteral("k_proj")};
    form.apply(&back);
    QCOMPARE(back.training.loraTargets, QStringList {QStringLiteral("k_proj")}); // unparsable: kept
}

void TestUiTrainingSetup::inputPanelCarriesTheSetup()
{
    Configuration config = ConfigurationIo::embeddedDefault();
    config.training = nonDefaultSetup();
    InputPanel panel;
    panel.setConfiguration(config);
    QCOMPARE(panel.configuration(ConfigurationIo::embeddedDefault()).training, config.training);
    QSignalSpy runs(&panel, &InputPanel::simulationInputEdited);
    QSignalSpy reranks(&panel, &InputPanel::policyEdited);
    panel.findChild<QComboBox *>(QStringLiteral("precisionComboBox"))->setCurrentIndex(0);
    QCOMPARE(runs.count(), 1); // a new setup changes verdicts: a run, not a re-rank
    QCOMPARE(reranks.count(), 0);
    // Saved with the configuration: the training section round-trips through the YAML writer.
    const Configuration edited = panel.configuration(config);
    QStringList warnings;
    QCOMPARE(
        ConfigurationIo::parse(ConfigurationIo::serialise(edited), QStringLiteral("saved.yaml"), &warnings)
            .training,
        edited.training);
}

void TestUiTrainingSetup::editRerunsAndUndoes()
{
    MainWindow w;
    w.show();
    QTRY_VERIFY_WITH_TIMEOUT(idleWithResults(w), runTimeoutMs);
    auto *precision = child<QComboBox>(w, "precisionComboBox");
    QSignalSpy started(w.pipeline(), &Pipeline::started);
    precision->setCurrentIndex(precision->findData(QStringLiteral("mixed")));
    QCOMPARE(w.undoStack()->count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(started.count() == 1 && idleWithResults(w), runTimeoutMs);
    // The seed's 8 × 4 now needs 16 bytes per parameter plus the optimizer-step transient.
    const std::shared_ptr<const Evaluation> e = rankingModel(w)->evaluation();
    QCOMPARE(e->config.training.precision, TrainingSetup::Precision::Mixed);
    bool sawTransient = false;
    for (const EvaluatedCandidate &c : e->candidates)
        sawTransient |= c.verdict.memory && c.verdict.memory->optimizerStepGb > 0;
    QVERIFY(sawTransient);
    child<QAction>(w, "undoAction")->trigger();
    QCOMPARE(precision->currentData().toString(), QStringLiteral("bf16"));
    QTRY_VERIFY_WITH_TIMEOUT(started.count() == 2 && idleWithResults(w), runTimeoutMs);
    QCOMPARE(rankingModel(w)->evaluation()->config.training, TrainingSetup {});
}

QTEST_MAIN(TestUiTrainingSetup)
#include "test_ui_training_setup.moc"
