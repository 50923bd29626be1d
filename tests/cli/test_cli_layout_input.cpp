// Issue 35, the input and output rough edges of parallel layouts found by a fresh-user pass: --layouts'
// unknown words and bad list items (every accepted form listed, the closest suggested, the item named),
// search.layouts as a YAML list and its errors located once (file, line, key), the layout rules' messages
// with their numbers, --tp/--pp/--cp values, tp/pp/cp in the text tables when layouts are searched, and
// "did you mean" for --method, --power-model and --energy-power.

#include "CliRunner.h"
#include "TestData.h"
#include "TestFiles.h"
#include "io/CsvTable.h"
#include "support/ExitCode.h"

#include <QTemporaryDir>
#include <QtTest>

class TestCliLayoutInput : public QObject
{
    Q_OBJECT
private slots:
    void unknownWordListsEveryFormAndTheClosest_data();
    void unknownWordListsEveryFormAndTheClosest();
    void badListItemIsNamed_data();
    void badListItemIsNamed();
    void layoutInvalidForOneCandidateIsLeftOut();
    void yamlListIsTheCommaList();
    void yamlErrorsAreLocatedOnce_data();
    void yamlErrorsAreLocatedOnce();
    void ruleErrorsNameTheRule_data();
    void ruleErrorsNameTheRule();
    void degreeFlagsAreChecked_data();
    void degreeFlagsAreChecked();
    void textTablesShowTheLayout();
    void virtualStagesAreAColumn();
    void tooManyGpusGivesTheLimit();
    void onlyValidCloseSuggestions_data();
    void onlyValidCloseSuggestions();
    void gridLayoutsPointsToSearchLayouts();
    void contradictoryFlagsAreNamed_data();
    void contradictoryFlagsAreNamed();
    void otherFlagsSuggestTheClosest_data();
    void otherFlagsSuggestTheClosest();

private:
    QTemporaryDir m_dir;
};

namespace {

const QString kChoices = QStringLiteral("choose from data-parallel, auto or a list of layouts such as "
                                        "tp2,tp4cp2 (each dp or tpN, ppN, cpN, epN, vpN); "
                                        "or the GPU-count filters any, whole-nodes, powers-of-two");

/// The one "error: …" line of a run that must exit 2.
QString badInput(const QStringList &arguments)
{
    const CliRun run = CliRunner::run(arguments);
    if (run.exitCode != int(cli::ExitBadInput))
        qWarning("%s exited %d: %s", qPrintable(arguments.join(u' ')), run.exitCode, qPrintable(run.err));
    return run.err.trimmed();
}

QStringList split(const char *arguments)
{
    return QString::fromUtf8(arguments).split(u' ', Qt::SkipEmptyParts);
}

/// The header of a text table: the first line that starts with `first` (the first column and a space).
QStringList tableHeader(const QByteArray &out, const QString &first = QStringLiteral("rank "))
{
    for (const QString &line : QString::fromUtf8(out).split(u'\n'))
        if (line.trimmed().startsWith(first))
            return line.split(u' ', Qt::SkipEmptyParts);
    return {};
}

} // namespace

void TestCliLayoutInput::unknownWordListsEveryFormAndTheClosest_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("autp") << QStringLiteral("autp")
                          << QStringLiteral("error: --layouts: unknown value 'autp' (did you mean 'auto'?); ")
            + kChoices;
    QTest::newRow("data-paralel") << QStringLiteral("data-paralel")
                                  << QStringLiteral(
                                         "error: --layouts: unknown value 'data-paralel' (did you mean "
                                         "'data-parallel'?); ")
            + kChoices;
    QTest::newRow("whole-node") << QStringLiteral("whole-node")
                                << QStringLiteral(
                                       "error: --layouts: unknown value 'whole-node' (did you mean "
                                       "'whole-nodes'?); ")
            + kChoices;
    // A layout name with one character too many: the name without it.
    QTest::newRow("tp3x") << QStringLiteral("tp3x")
                          << QStringLiteral(
                                 "error: --layouts: 'tp3x' is not a parallel layout (unexpected 'x') "
                                 "(did you mean 'tp3'?); ")
            + kChoices;
    QTest::newRow("nothing close") << QStringLiteral(
        "zzzzzzzz") << QStringLiteral("error: --layouts: unknown value 'zzzzzzzz'; ") + kChoices;
}

void TestCliLayoutInput::unknownWordListsEveryFormAndTheClosest()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(badInput({QStringLiteral("recommend"), QStringLiteral("--layouts"), value}), expected);
}

void TestCliLayoutInput::badListItemIsNamed_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("tpx4") << QStringLiteral("tp2,tpx4")
                          << QStringLiteral(
                                 "error: --layouts: 'tpx4' (item 2 of 'tp2,tpx4') is not a parallel "
                                 "layout (unexpected 'tpx4') (did you mean 'tp4'?); choose from "
                                 "data-parallel, auto or a list of layouts such as tp2,tp4cp2 (each "
                                 "dp or tpN, ppN, cpN, epN, vpN); or the GPU-count filters any, "
                                 "whole-nodes, powers-of-two");
    // a degree out of range is no misspelling: the reason names the range, no one-edit guess
    QTest::newRow("cp0") << QStringLiteral("tp2,cp0")
                         << QStringLiteral(
                                "error: --layouts: 'cp0' (item 2 of 'tp2,cp0') is not a parallel layout "
                                "(cp must be 1 … 1024, got 0); ")
            + kChoices;
    QTest::newRow("repeated") << QStringLiteral("tp2,tp2")
                              << QStringLiteral(
                                     "error: --layouts: 'tp2' (item 2 of 'tp2,tp2') repeats 'tp2' (item "
                                     "1), the same layout tp2; list each layout once");
    QTest::newRow("repeated by another name")
        << QStringLiteral("dp,tp4,TP1")
        << QStringLiteral("error: --layouts: 'TP1' (item 3 of 'dp,tp4,TP1') repeats 'dp' (item 1), the same "
                          "layout dp; list each layout once");
    QTest::newRow("empty item") << QStringLiteral("tp2,,tp4")
                                << QStringLiteral(
                                       "error: --layouts: '' (item 2 of 'tp2,,tp4') is not a parallel "
                                       "layout (empty); ")
            + kChoices;
}

void TestCliLayoutInput::badListItemIsNamed()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(badInput({QStringLiteral("recommend"), QStringLiteral("--layouts"), value}), expected);
}

void TestCliLayoutInput::layoutInvalidForOneCandidateIsLeftOut()
{
    // cli.md: a well-formed layout that breaks a rule for a candidate only leaves that candidate out:
    // tp8 needs 8 GPUs in a node, so the 4-GPU count keeps only dp.
    const CliRun run
        = CliRunner::run(split("explain --layouts dp,tp8 --llm llama3-70b --gpu H100-SXM --tokens 4096 "
                               "--batch-sizes 1 --total-gpus 4,8 --cluster-gpus 8 --format csv"));
    QCOMPARE(run.exitCode, 0);
    const CsvTable csv = CsvTable::parse(run.out, QStringLiteral("stdout"));
    QStringList rows;
    for (int r = 0; r < csv.rowCount(); ++r)
        rows << csv.cell(r, QStringLiteral("total_gpus")) + u'/' + csv.cell(r, QStringLiteral("tp"));
    QCOMPARE(rows, (QStringList {QStringLiteral("4/1"), QStringLiteral("8/1"), QStringLiteral("8/8")}));
}

void TestCliLayoutInput::yamlListIsTheCommaList()
{
    const QString flow
        = TestFiles::write(m_dir, QStringLiteral("flow.yaml"), "search:\n  layouts: [tp2, tp4cp2]\n");
    const QString block = TestFiles::write(
        m_dir, QStringLiteral("block.yaml"), "search:\n  layouts:\n    - tp2\n    - tp4cp2\n");
    const QString text
        = TestFiles::write(m_dir, QStringLiteral("text.yaml"), "search:\n  layouts: tp2,tp4cp2\n");
    const QStringList common = split("explain --llm llama3-70b --gpu H100-SXM --tokens 4096 --batch-sizes 1 "
                                     "--total-gpus 8 --cluster-gpus 8 --format csv --config");
    const CliRun expected = CliRunner::run(common + QStringList {text});
    QCOMPARE(expected.exitCode, 0);
    const CsvTable csv = CsvTable::parse(expected.out, QStringLiteral("stdout"));
    QCOMPARE(csv.rowCount(), 2);
    QCOMPARE(csv.cell(0, QStringLiteral("tp")), QStringLiteral("2"));
    QCOMPARE(csv.cell(1, QStringLiteral("cp")), QStringLiteral("2"));
    for (const QString &file : {flow, block}) {
        const CliRun run = CliRunner::run(common + QStringList {file});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, expected.out);
    }
}

void TestCliLayoutInput::yamlErrorsAreLocatedOnce_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("word") << QByteArray("search:\n  layouts: autp\n")
                          << QStringLiteral(
                                 "job.yaml:2: search.layouts: unknown value 'autp' (did you mean "
                                 "'auto'?); choose from data-parallel, auto or a list of layouts such "
                                 "as tp2,tp4cp2 (each dp or tpN, ppN, cpN, epN, vpN)");
    QTest::newRow("list item") << QByteArray("search:\n  layouts: [tp2, tpx4]\n")
                               << QStringLiteral(
                                      "job.yaml:2: search.layouts: 'tpx4' (item 2 of the list) is not a "
                                      "parallel layout (unexpected 'tpx4') (did you mean 'tp4'?)");
    QTest::newRow("repeated in a block list")
        << QByteArray("search:\n  layouts:\n    - tp2\n    - tp2\n")
        << QStringLiteral("job.yaml:3: search.layouts: 'tp2' (item 2 of the list) repeats 'tp2' (item 1), "
                          "the same layout "
                          "tp2; list each layout once");
    QTest::newRow("a mapping") << QByteArray("search:\n  layouts: {tp: 2}\n")
                               << QStringLiteral("job.yaml:2: search.layouts: expected");
    QTest::newRow("a mapping in the list") << QByteArray("search:\n  layouts: [tp2, {tp: 4}]\n")
                                           << QStringLiteral("job.yaml:2: search.layouts: expected");
    // The other readers that parse a field's text: a list where a word belongs is said once.
    QTest::newRow("grid.layouts as a list")
        << QByteArray("grid:\n  layouts: [any]\n") << QStringLiteral("job.yaml:2: grid.layouts: expected");
    QTest::newRow("energy_metric as a list")
        << QByteArray("strategy:\n  energy_metric: [power]\n")
        << QStringLiteral("job.yaml:2: strategy.energy_metric: expected");
    QTest::newRow("deadline as a list") << QByteArray("strategy:\n  deadline: [2h]\n")
                                        << QStringLiteral("job.yaml:2: strategy.deadline: expected");
    QTest::newRow("predictors.energy as a list") << QByteArray("predictors:\n  energy: [kavier_power]\n")
                                                 << QStringLiteral("job.yaml:2: predictors.energy: expected");
    QTest::newRow("predictors.power misspelt")
        << QByteArray("predictors:\n  power: roofline\n")
        << QStringLiteral("job.yaml:2: predictors.power: unknown energy "
                          "predictor 'roofline' (did you mean "
                          "'roofline_power'?)");
    // Found after reading: a list that no GPU count takes, fp8 on a GPU without FP8 tensor cores.
    QTest::newRow("no GPU count takes the list")
        << QByteArray("search:\n  layouts: tp16\n")
        << QStringLiteral(
               "job.yaml:2: search.layouts: no GPU count of the grid takes the layout; on 32 GPUs "
               "(8 per node): parallel layout tp16: TP = 16 GPUs must fit within one scale-up (NVLink) "
               "domain, and a domain here has 8 GPUs");
    QTest::newRow("fp8 on an A100") << QByteArray(
        "workload:\n  gpu_model: A100-SXM4-80GB\ntraining:\n  precision: fp8\n")
                                    << QStringLiteral(
                                           "job.yaml:4: training.precision: precision fp8 needs FP8 "
                                           "tensor cores, and NVIDIA-A100-SXM4-80GB has none");
}

void TestCliLayoutInput::yamlErrorsAreLocatedOnce()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    const QString file = TestFiles::write(m_dir, QStringLiteral("job.yaml"), yaml);
    const CliRun run = CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--config"), file});
    QCOMPARE(run.exitCode, int(cli::ExitBadInput));
    const QString error = run.err.trimmed().section(u'\n', -1); // the error: line (warnings come before)
    const QString located = error.mid(error.indexOf(QStringLiteral("job.yaml")));
    QVERIFY2(located.startsWith(expected), qPrintable(error));
    QCOMPARE(error.count(QStringLiteral("job.yaml:")), 1);
    QCOMPARE(error.count(expected.section(u':', 2, 2).trimmed() + u':'), 1); // the key once
}

void TestCliLayoutInput::ruleErrorsNameTheRule_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("expected");
    // simulate names the flags that declared the layout, as explain and recommend do
    QTest::newRow("tp 3 on one GPU")
        << QStringLiteral("simulate --gpus-per-node 1 --nodes 1 --tp 3")
        << QStringLiteral("error: --tp 3: parallel layout tp3: TP = 3 GPUs must fit within one scale-up "
                          "(NVLink) domain, and a "
                          "domain here has 1 GPU (TP runs its collectives every layer on the domain's bus)");
    QTest::newRow("tp 3 on 8 GPUs a node")
        << QStringLiteral("simulate --gpus-per-node 8 --tp 3")
        << QStringLiteral(
               "error: --tp 3: parallel layout tp3: TP = 3 must divide the 8 GPUs per node (TP groups tile "
               "a node; their collectives run every layer on the domain's bus)");
    QTest::newRow("pp 3 of 2 nodes of 8")
        << QStringLiteral("simulate --gpus-per-node 8 --nodes 2 --pp 3")
        << QStringLiteral(
               "error: --pp 3: parallel layout pp3: TP × PP × CP = 3 must divide the job's 16 GPUs");
    // granite-3.1-8b-instruct (the default): 32 attention heads, 8 KV heads, 40 layers.
    QTest::newRow("tp 16 heads") << QStringLiteral("simulate --gpus-per-node 16 --tp 16")
                                 << QStringLiteral(
                                        "error: --tp 16: parallel layout tp16: TP = 16 must divide the "
                                        "attention heads and the KV heads, "
                                        "and granite-3.1-8b-instruct has 32 attention heads and 8 KV heads");
    QTest::newRow("pp 3 layers")
        << QStringLiteral("simulate --gpus-per-node 3 --pp 3")
        << QStringLiteral("error: --pp 3: parallel layout pp3: PP × virtual stages = 3 must divide "
                          "the layers, and granite-3.1-8b-instruct has 40 layers");
    // explain's grid: the flags that declared the layout, and CP's rule in tokens per rank
    QTest::newRow("explain cp 8 of 15 tokens")
        << QStringLiteral("explain --cp 8 --tokens 15")
        << QStringLiteral(
               "error: --cp 8: no GPU count of the grid takes the layout; on 32 GPUs (8 per node): "
               "parallel layout cp8: each CP rank needs at least 2 tokens of the sequence: 8 ranks "
               "need at least 16 tokens, and the sequence has 15");
    QTest::newRow("recommend --layouts tp3")
        << QStringLiteral("recommend --layouts tp3")
        << QStringLiteral(
               "error: --layouts tp3: no GPU count of the grid takes the layout; on 32 GPUs (8 per "
               "node): parallel layout tp3: TP = 3 must divide the 8 GPUs per node (TP groups tile a "
               "node; their collectives run every layer on the domain's bus)");
    QTest::newRow("recommend --layouts tp2 on one GPU")
        << QStringLiteral("recommend --layouts tp2 --total-gpus 1 --batch-sizes 1")
        << QStringLiteral(
               "error: --layouts tp2: parallel layout tp2: TP = 2 GPUs must fit within one scale-up "
               "(NVLink) domain, and a domain here has 1 GPU (TP runs its collectives every layer on the "
               "domain's bus)");
}

void TestCliLayoutInput::ruleErrorsNameTheRule()
{
    QFETCH(QString, arguments);
    QFETCH(QString, expected);
    QCOMPARE(badInput(arguments.split(u' ')), expected);
}

void TestCliLayoutInput::degreeFlagsAreChecked_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("tp 0") << QStringLiteral("--tp") << QStringLiteral("0")
                          << QStringLiteral("error: --tp: must be at least 1, got 0");
    QTest::newRow("pp -2") << QStringLiteral("--pp") << QStringLiteral("-2")
                           << QStringLiteral("error: --pp: must be at least 1, got -2");
    QTest::newRow("cp two") << QStringLiteral("--cp") << QStringLiteral("two")
                            << QStringLiteral("error: --cp: expected a whole number, got 'two'");
    QTest::newRow("tp 1.5") << QStringLiteral("--tp") << QStringLiteral("1.5")
                            << QStringLiteral("error: --tp: expected a whole number, got '1.5'");
    QTest::newRow("tp huge") << QStringLiteral("--tp") << QStringLiteral("99999999999999999999")
                             << QStringLiteral("error: --tp: 99999999999999999999 is above the maximum 1024");
    QTest::newRow("cp 2048") << QStringLiteral("--cp") << QStringLiteral("2048")
                             << QStringLiteral("error: --cp: 2048 is above the maximum 1024");
}

void TestCliLayoutInput::degreeFlagsAreChecked()
{
    QFETCH(QString, flag);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    for (const QString &verb : {QStringLiteral("simulate"), QStringLiteral("explain")})
        QCOMPARE(badInput({verb, flag, value}), expected);
}

void TestCliLayoutInput::textTablesShowTheLayout()
{
    // The default job (granite-3.1-8b-instruct on A100s): data parallel fits, so both tables have rows.
    const QStringList job = split("--batch-sizes 4 --total-gpus 8,16");
    const auto header = [&](const QString &verb, const QStringList &extra) {
        const CliRun run = CliRunner::run(QStringList {verb} + job + extra);
        if (run.exitCode != 0 && run.exitCode != int(cli::ExitNoResult))
            qWarning("%s exited %d: %s", qPrintable(verb), run.exitCode, qPrintable(run.err));
        return tableHeader(run.out);
    };
    const QStringList layoutColumns {QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("cp")};
    for (const QString &verb : {QStringLiteral("recommend"), QStringLiteral("explain")}) {
        // Layouts searched: tp, pp, cp right after number_of_nodes.
        const QStringList searched = header(verb, split("--layouts dp,tp2,tp4cp2"));
        const qsizetype nodes = searched.indexOf(QStringLiteral("number_of_nodes"));
        QVERIFY2(nodes > 0, qPrintable(searched.join(u' ')));
        QCOMPARE(searched.mid(nodes + 1, 3), layoutColumns);
        QCOMPARE(searched.at(nodes + 4), QStringLiteral("vp")); // virtual stages, next to cp
        QCOMPARE(searched.at(nodes + 5), QStringLiteral("ep")); // expert parallelism (issue 47)
        // The data-parallel default: no layout columns.
        const QStringList plain = header(verb, {});
        QVERIFY2(!plain.isEmpty(), qPrintable(verb));
        for (const QString &column : layoutColumns)
            QVERIFY2(!plain.contains(column), qPrintable(plain.join(u' ')));
        QVERIFY2(!plain.contains(QStringLiteral("vp")), qPrintable(plain.join(u' ')));
        QVERIFY2(!plain.contains(QStringLiteral("ep")), qPrintable(plain.join(u' ')));
        QCOMPARE(searched.size(), plain.size() + 5);
    }
    // A batch's table too (its CSV and JSON carry every column already).
    const QString batch = TestData::path(QStringLiteral("workloads/sample_workloads.csv"));
    const QStringList batchSearched
        = tableHeader(CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--input"), batch,
                                         QStringLiteral("--layouts"), QStringLiteral("auto")})
                          .out,
            QStringLiteral("llm_model "));
    const qsizetype batchNodes = batchSearched.indexOf(QStringLiteral("recommended_number_of_nodes"));
    QVERIFY2(batchNodes > 0, qPrintable(batchSearched.join(u' ')));
    QCOMPARE(batchSearched.mid(batchNodes + 1, 3), layoutColumns);
    const QStringList batchPlain
        = tableHeader(CliRunner::run({QStringLiteral("recommend"), QStringLiteral("--input"), batch}).out,
            QStringLiteral("llm_model "));
    QCOMPARE(batchSearched.size(), batchPlain.size() + 3);
    // explain's rows of a declared layout say it, rejected ones too.
    const CliRun declared
        = CliRunner::run(split("explain --llm llama3-70b --gpu H100-SXM --tokens 4096 "
                               "--total-gpus 8 --cluster-gpus 8 --batch-sizes 1,64 --tp 2"));
    QCOMPARE(tableHeader(declared.out).mid(4, 3), layoutColumns);
    QVERIFY2(QString::fromUtf8(declared.out).contains(QStringLiteral("rejected")), declared.out.constData());
}

void TestCliLayoutInput::virtualStagesAreAColumn()
{
    // pp4 and pp4vp2 differ only in virtual stages: each output names them (issue 35 fresh-user pass).
    const QStringList job = split("--llm llama3-8b --method full --gpu H100-SXM --tokens 4096 --total-gpus 8 "
                                  "--batch-sizes 1 --layouts pp4,pp4vp2 --grad-accum 8");
    for (const QString &verb : {QStringLiteral("recommend"), QStringLiteral("explain")}) {
        const CliRun csv = CliRunner::run(QStringList {verb} + job + split("--format csv"));
        QCOMPARE(csv.exitCode, 0);
        const QStringList lines = QString::fromUtf8(csv.out).trimmed().split(u'\n');
        const QStringList header = lines.constFirst().split(u',');
        const qsizetype cp = header.indexOf(QStringLiteral("cp"));
        QVERIFY2(cp > 0, qPrintable(lines.constFirst()));
        QCOMPARE(header.at(cp + 1), QStringLiteral("vp"));
        QSet<QString> stages;
        for (const QString &line : lines.mid(1)) {
            const QStringList cells = line.split(u',');
            stages.insert(cells.at(cells.size() - header.size() + cp + 1)); // counted from the end: reasons
        }
        QCOMPARE(stages, (QSet<QString> {QStringLiteral("1"), QStringLiteral("2")}));
        const CliRun json = CliRunner::run(QStringList {verb} + job + split("--format json"));
        QVERIFY2(json.out.contains("\"vp\": 2"), json.out.left(400).constData());
    }
    // Data parallel: no vp anywhere.
    const CliRun plain = CliRunner::run(split("explain --batch-sizes 4 --total-gpus 8 --format csv"));
    QVERIFY(!plain.out.split('\n').constFirst().split(',').contains("vp"));
}

void TestCliLayoutInput::contradictoryFlagsAreNamed_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--layouts auto --tp 2")
        << QStringLiteral("explain --layouts auto --tp 2") << int(cli::ExitBadInput)
        << QStringLiteral("error: --tp 2 declares one parallel layout and --layouts auto asks for others; "
                          "give either --tp/--pp/--cp/--ep or --layouts");
    QTest::newRow("--layouts tp4 --tp 2 --cp 2")
        << QStringLiteral("explain --layouts tp4 --tp 2 --cp 2") << int(cli::ExitBadInput)
        << QStringLiteral("error: --tp 2 --cp 2 declares one parallel layout and --layouts tp4 asks for "
                          "others; give either --tp/--pp/--cp/--ep or --layouts");
    QTest::newRow("--layouts data-parallel --tp 2")
        << QStringLiteral("explain --layouts data-parallel --tp 2") << 0
        << QStringLiteral(
               "warning: --layouts data-parallel: --tp 2 declares a parallel layout, which is used");
    QTest::newRow("recommend --layouts auto --goal min-gpu")
        << QStringLiteral("recommend --layouts auto --goal min-gpu") << 0
        << QStringLiteral("warning: --layouts auto: min-GPU walks data-parallel configurations only; the "
                          "summary names a parallel layout when one needs fewer GPUs");
    QTest::newRow("explain --tp 2 --goal min-gpu")
        << QStringLiteral("explain --tp 2 --goal min-gpu") << 0
        << QStringLiteral("warning: --tp 2: min-GPU walks data-parallel configurations only (the rows have "
                          "tp, pp and cp 1); the summary says when the declared layout needs fewer GPUs");
}

void TestCliLayoutInput::contradictoryFlagsAreNamed()
{
    QFETCH(QString, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    const CliRun run = CliRunner::run(arguments.split(u' ') + split("--batch-sizes 4 --total-gpus 8"));
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err.trimmed(), expected);
}

void TestCliLayoutInput::onlyValidCloseSuggestions_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("auto in a list")
        << QStringLiteral("recommend --layouts auto,tp2")
        << QStringLiteral(
               "error: --layouts: 'auto' (item 1 of 'auto,tp2'): auto tries every valid layout and "
               "cannot be combined with a list; give auto alone or list the layouts");
    QTest::newRow("tp2048: out of range, no 'tp048'")
        << QStringLiteral("recommend --layouts tp2048")
        << QStringLiteral(
               "error: --layouts: 'tp2048' is not a parallel layout (tp must be 1 … 1024, got 2048); ")
            + kChoices;
    QTest::newRow("tp2.5: a decimal, no 'tp25'")
        << QStringLiteral("recommend --layouts tp2.5")
        << QStringLiteral(
               "error: --layouts: 'tp2.5' is not a parallel layout (degrees are whole numbers, got "
               "'tp2.5'); ")
            + kChoices;
    QTest::newRow("tp2cp2tp2: twice, no 'pp2cp2tp2'")
        << QStringLiteral("recommend --layouts tp2cp2tp2")
        << QStringLiteral("error: --layouts: 'tp2cp2tp2' is not a parallel layout (tp given twice); ")
            + kChoices;
    QTest::newRow("a misspelt name is still repaired")
        << QStringLiteral("recommend --layouts tpx4")
        << QStringLiteral(
               "error: --layouts: 'tpx4' is not a parallel layout (unexpected 'tpx4') (did you mean "
               "'tp4'?); ")
            + kChoices;
    QTest::newRow("recommend --tp 2")
        << QStringLiteral("recommend --tp 2")
        << QStringLiteral(
               "error: recommend: unknown option 'tp'; --tp, --pp and --cp declare one layout on "
               "simulate and explain, recommend searches layouts: give --layouts tpN (e.g. --layouts "
               "tp2) (see coastline-cli recommend --help)");
    QTest::newRow("--memory-margin 2: no stray space")
        << QStringLiteral("recommend --memory-margin 2")
        << QStringLiteral("error: --memory-margin: the memory margin must be between 0 and 1, got 2");
    QTest::newRow("a short unknown option gets no far suggestion")
        << QStringLiteral("recommend --tpp 2")
        << QStringLiteral("error: recommend: unknown option 'tpp' (see coastline-cli recommend --help)");
}

void TestCliLayoutInput::onlyValidCloseSuggestions()
{
    QFETCH(QString, arguments);
    QFETCH(QString, expected);
    QCOMPARE(badInput(arguments.split(u' ')), expected);
}

void TestCliLayoutInput::gridLayoutsPointsToSearchLayouts()
{
    const QString file
        = TestFiles::write(m_dir, QStringLiteral("grid-auto.yaml"), "grid:\n  layouts: auto\n");
    QCOMPARE(badInput({QStringLiteral("recommend"), QStringLiteral("--config"), file}),
        QStringLiteral("error: %1:2: grid.layouts: 'auto' is a parallel-layout setting; write it as "
                       "search.layouts: auto (grid.layouts takes the GPU-count filters any, whole-nodes, "
                       "powers-of-two)")
            .arg(file));
}

void TestCliLayoutInput::tooManyGpusGivesTheLimit()
{
    const QString file = TestFiles::write(m_dir, QStringLiteral("big.csv"),
        "llm_model,fine_tuning_method,gpu_model,tokens_per_sample,batch_size,gpus_per_node,number_of_nodes\n"
        "mistral-7b-v0.1,lora,NVIDIA-A100-SXM4-80GB,1024,16,8,1000000\n");
    const CliRun run = CliRunner::run({QStringLiteral("simulate"), QStringLiteral("--input"), file,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(QString::fromUtf8(run.out).contains(
                 QStringLiteral("gpus_per_node × number_of_nodes = 8000000 exceeds 1000000 GPUs")),
        run.out.constData());
}

void TestCliLayoutInput::otherFlagsSuggestTheClosest_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--method lorra") << QStringLiteral("recommend --method lorra")
                                    << QStringLiteral("(did you mean 'lora'?)");
    QTest::newRow("--power-model roofline") << QStringLiteral("recommend --power-model roofline")
                                            << QStringLiteral("(did you mean 'roofline_power'?)");
    QTest::newRow("--energy-power nod")
        << QStringLiteral("recommend --energy-power nod")
        << QStringLiteral("error: --energy-power: unknown value 'nod' (did you mean "
                          "'node'?); choose from auto, gpu, node");
    // other tools' names of our flags: torchrun, Megatron-LM, the measured-runs columns
    QTest::newRow("--number-of-nodes")
        << QStringLiteral("recommend --number-of-nodes 2") << QStringLiteral("; did you mean --nodes?");
    QTest::newRow("--nnodes") << QStringLiteral("simulate --nnodes 2")
                              << QStringLiteral("; did you mean --nodes?");
    QTest::newRow("--nproc-per-node")
        << QStringLiteral("simulate --nproc-per-node 8") << QStringLiteral("; did you mean --gpus-per-node?");
    QTest::newRow("--seq-length") << QStringLiteral("simulate --seq-length 4096")
                                  << QStringLiteral("; did you mean --tokens?");
    QTest::newRow("--micro-batch-size")
        << QStringLiteral("recommend --micro-batch-size 2") << QStringLiteral("; did you mean --batch?");
    QTest::newRow("--tensor-model-parallel-size") << QStringLiteral("simulate --tensor-model-parallel-size 2")
                                                  << QStringLiteral("; did you mean --tp?");
    QTest::newRow("--num-gpus") << QStringLiteral("recommend --num-gpus 16")
                                << QStringLiteral("; did you mean --total-gpus?");
}

void TestCliLayoutInput::otherFlagsSuggestTheClosest()
{
    QFETCH(QString, arguments);
    QFETCH(QString, expected);
    const QString error = badInput(arguments.split(u' '));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCliLayoutInput)
#include "test_cli_layout_input.moc"
