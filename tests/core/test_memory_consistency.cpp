#include "../support/MemoryFixture.h"
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "feasibility/FitSearch.h"
#include "feasibility/LayoutMemory.h"
#include "feasibility/MemoryCheck.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "report/RecommendationSummary.h"

#include <QtTest>

// Issue 37, fresh-user finding: a change that lowers the torch peak must not raise the driver total by
// switching reserve models. A chunked or fp32-fused loss holds fewer bytes than the standard loss
// (MemoryModel class comment, "Loss bound"), and every fix FitSearch offers needs less memory than the
// configuration it fixes.

namespace {

using namespace MemoryFixture;
using Method = MemoryModel::Method;

TrainingSetup withLoss(TrainingSetup t, TrainingSetup::Loss loss)
{
    t.loss = loss;
    return t;
}

/// The stacks the sweeps run: AutoConf's (calibrated), LoRA r = 16 on q, k, v, o, mixed precision,
/// checkpointing off, and two micro-steps per optimizer step.
QList<TrainingSetup> stacks()
{
    QList<TrainingSetup> list {TrainingSetup {}};
    TrainingSetup r16;
    r16.loraRank = 16;
    r16.loraTargets = {QStringLiteral("q_proj"), QStringLiteral("k_proj"), QStringLiteral("v_proj"),
        QStringLiteral("o_proj")};
    list << r16;
    TrainingSetup mixed;
    mixed.precision = TrainingSetup::Precision::Mixed;
    list << mixed;
    TrainingSetup noCheckpointing;
    noCheckpointing.checkpointing = TrainingSetup::Checkpointing::Off;
    list << noCheckpointing;
    TrainingSetup accumulation;
    accumulation.gradientAccumulationSteps = 2;
    list << accumulation;
    return list;
}

const QStringList &llms()
{
    static const QStringList names {QStringLiteral("llama3-70b"), QStringLiteral("granite-3.1-8b-instruct"),
        QStringLiteral("mistral-7b-v0.1"), QStringLiteral("Llama-3-8B"),
        QStringLiteral("mixtral-8x7b-instruct-v0.1")};
    return names;
}

} // namespace

class TestMemoryConsistency : public QObject
{
    Q_OBJECT
private slots:
    void chunkedLossOnTheCalibratedStackIsCappedAtStandard();
    void cheaperLossNeverRaisesTheTotal();
    void everyFixNeedsLessMemory();
    void evaluateMemoryReadsLayoutColumns();
    void evaluateMemoryNamesTheBadCell();
    void tightNoteIsWordedForTheMargin();
};

// The fresh-user example: llama3-70b full fine-tuning on 2 × 8 H100-SXM, 2 × 4,096 tokens. On AutoConf's
// stack the standard loss is β·V with the reserve absorbed (allocator 0); the chunked loss is physical
// (bf16 logits, 2 bytes per entry), so its torch peak is lower, and its reserve is capped at what the
// standard total leaves: total(chunked) = total(standard), allocator = total − peak − context.
void TestMemoryConsistency::chunkedLossOnTheCalibratedStackIsCappedAtStandard()
{
    const MemoryModel m = modelOf(QStringLiteral("llama3-70b"), QStringLiteral("H100-SXM"));
    const Candidate c = layout(16, 2);
    const auto standard = m.estimate(Method::Full, TrainingSetup {}, 4096, c);
    QCOMPARE(standard.allocatorBytes, 0.0);
    for (const auto loss : {TrainingSetup::Loss::Chunked, TrainingSetup::Loss::Fp32Fused}) {
        const auto e = m.estimate(Method::Full, withLoss({}, loss), 4096, c);
        QVERIFY(e.peakAllocatedBytes < standard.peakAllocatedBytes);
        QCOMPARE(e.totalBytes, standard.totalBytes);
        QCOMPARE(e.allocatorBytes, standard.totalBytes - e.peakAllocatedBytes - e.contextBytes);
        QCOMPARE(e.breakdown.totalGb, e.totalBytes / MemoryModel::kBytesPerGb);
    }
    // Off the calibrated stack (LoRA r = 16) the physical terms already order the losses: no cap, κ applies.
    TrainingSetup r16 = stacks().at(1);
    r16.loss = TrainingSetup::Loss::Chunked;
    const auto lora = m.estimate(Method::Lora, r16, 4096, c);
    QVERIFY(lora.allocatorBytes > 0);
    QVERIFY(lora.totalBytes < m.estimate(Method::Lora, stacks().at(1), 4096, c).totalBytes);
}

void TestMemoryConsistency::cheaperLossNeverRaisesTheTotal()
{
    int checked = 0;
    for (const QString &llm : llms()) {
        const MemoryModel m = modelOf(llm);
        for (const Method method : {Method::Full, Method::Lora, Method::Qlora, Method::GptqLora})
            for (int s = 0; s < stacks().size(); ++s)
                for (const int gpus : {1, 2, 8, 16})
                    for (const qint64 batch : {1, 4})
                        for (const qint64 tokens : {1024, 8192}) {
                            const TrainingSetup stack = stacks().at(s);
                            const Candidate c = layout(gpus, batch);
                            const double standard
                                = m.estimate(
                                       method, withLoss(stack, TrainingSetup::Loss::Standard), tokens, c)
                                      .totalBytes;
                            for (const auto loss :
                                {TrainingSetup::Loss::Chunked, TrainingSetup::Loss::Fp32Fused}) {
                                const double cheaper
                                    = m.estimate(method, withLoss(stack, loss), tokens, c).totalBytes;
                                if (!(cheaper <= standard))
                                    QFAIL(qPrintable(
                                        QStringLiteral("%1 %2 %3 GPUs × %4 × %5 (stack %6): %7 > %8 GB")
                                            .arg(llm, MemoryModel::methodName(method))
                                            .arg(gpus)
                                            .arg(batch)
                                            .arg(tokens)
                                            .arg(s)
                                            .arg(cheaper / 1e9)
                                            .arg(standard / 1e9)));
                                ++checked;
                            }
                        }
    }
    QCOMPARE(checked, 5 * 4 * 5 * 4 * 2 * 2 * 2);
}

// For every configuration the margin rejects, each fix FitSearch::fixes offers has a smaller total.
void TestMemoryConsistency::everyFixNeedsLessMemory()
{
    const Catalog &catalog = Catalog::bundled();
    int fixes = 0;
    for (const QString &llm : llms()) {
        const MemoryModel m = modelOf(llm);
        for (const Method method : {Method::Full, Method::Lora, Method::Qlora})
            for (int s = 0; s < stacks().size(); ++s)
                for (const double margin : {0.0, 1.0})
                    for (const int gpus : {1, 2, 8})
                        for (const qint64 batch : {2, 8}) {
                            TrainingSetup stack = stacks().at(s);
                            stack.memoryMargin = margin;
                            const Candidate c = layout(gpus, batch);
                            const double total = m.estimate(method, stack, 8192, c).totalBytes / 1e9;
                            for (const MemoryFix &fix :
                                FitSearch::fixes(m, method, stack, 8192, c, &catalog.llm(llm))) {
                                if (!(fix.memoryGb < total))
                                    QFAIL(qPrintable(
                                        QStringLiteral("%1 %2 %3 GPUs × %4 (stack %5): fix kind %6 "
                                                       "needs %7 GB, the configuration %8 GB")
                                            .arg(llm, MemoryModel::methodName(method))
                                            .arg(gpus)
                                            .arg(batch)
                                            .arg(s)
                                            .arg(int(fix.kind))
                                            .arg(fix.memoryGb)
                                            .arg(total)));
                                ++fixes;
                            }
                        }
    }
    QVERIFY2(fixes > 100, qPrintable(QString::number(fixes)));
}

// A row with tp, pp (short names) or tensor_parallel, … (nemo_layouts.csv's) is judged per rank: its
// estimate is the model's at that layout, not the pure data-parallel one.
void TestMemoryConsistency::evaluateMemoryReadsLayoutColumns()
{
    const QByteArray header = "model_name,method,gpu_model,number_nodes,number_gpus,per_device_batch,"
                              "tokens_per_sample,outcome,";
    const QByteArray row = "llama3-70b,full,H100-SXM,2,16,1,4096,ran,";
    for (const QByteArray &columns :
        {QByteArray("tp,pp,cp"), QByteArray("tensor_parallel,pipeline_parallel,context_parallel")}) {
        const MemoryCheck::Result r = MemoryCheck::run(
            CsvTable::parse(header + columns + "\n" + row + "4,2,1\n", QStringLiteral("layouts.csv")),
            Catalog::bundled(), TrainingSetup {});
        QCOMPARE(r.rows.size(), 1);
        Candidate c = layout(16, 1);
        c.layout.tp = 4;
        c.layout.pp = 2;
        const MemoryModel m = modelOf(QStringLiteral("llama3-70b"), QStringLiteral("H100-SXM"));
        QCOMPARE(r.rows.first().layout.tp, 4);
        QCOMPARE(r.rows.first().estimate.totalBytes,
            LayoutMemory::estimate(m, Method::Full, TrainingSetup {}, 4096, c).totalBytes);
        QVERIFY(r.rows.first().estimate.totalBytes
            != LayoutMemory::estimate(m, Method::Full, TrainingSetup {}, 4096, layout(16, 1)).totalBytes);
    }
}

// A negative batch names the file, line, column and value; a misspelled required column gets a hint.
void TestMemoryConsistency::evaluateMemoryNamesTheBadCell()
{
    const QByteArray header
        = "model_name,method,gpu_model,number_gpus,per_device_batch,tokens_per_sample,outcome\n";
    try {
        MemoryCheck::run(
            CsvTable::parse(header + "llama3-70b,full,H100-SXM,8,-2,4096,ran\n", QStringLiteral("runs.csv")),
            Catalog::bundled(), TrainingSetup {});
        QFAIL("no error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(),
            QStringLiteral(
                "runs.csv:2: column 'per_device_batch': the per-device batch must be >= 1, got '-2'"));
    }
    try {
        MemoryCheck::run(
            CsvTable::read(measured("hf_trainer_allocator_dev.csv")), Catalog::bundled(), TrainingSetup {});
        QFAIL("no error");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(
                     QStringLiteral("missing required columns: tokens_per_sample (did you "
                                    "mean 'measured_tokens_per_sample' for 'tokens_per_sample'?")),
            qPrintable(e.message()));
    }
}

// The summary's risk-band sentence says what the margin in use does: margin 0.5 accepts up to
// 85.90 × (0.77 + 0.5 × 0.23) = 85.90 × 0.885 = 76.02 GB.
void TestMemoryConsistency::tightNoteIsWordedForTheMargin()
{
    MemoryBreakdown memory;
    memory.totalGb = 72.36;
    memory.capacityGb = 85.8993;
    QVERIFY(RecommendationSummary::tightMemoryNote(memory, 0).endsWith(
        QStringLiteral("--memory-margin 1 rejects such configurations.")));
    QVERIFY2(RecommendationSummary::tightMemoryNote(memory, 0.5)
                 .endsWith(QStringLiteral("--memory-margin 0.5 accepts it because it accepts up to 76.02 GB "
                                          "(--memory-margin 1 rejects every tight configuration).")),
        qPrintable(RecommendationSummary::tightMemoryNote(memory, 0.5)));
}

QTEST_GUILESS_MAIN(TestMemoryConsistency)
#include "test_memory_consistency.moc"
