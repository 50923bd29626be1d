#include "../support/MemoryFixture.h"
#include "catalog/Catalog.h"
#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "feasibility/AutoconfChecker.h"
#include "feasibility/FitSearch.h"
#include "feasibility/MemoryCheck.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "report/ReasonText.h"

#include <QtTest>

// Issue 37 ("Will it fit, part 2"): the caching allocator's reserve per transient block, the risk band
// (fits / tight / does-not-fit) with its margin and limits, mixture-of-experts terms, and the done-when
// figures on the development data. Expected values are computed by hand in the comments from the
// catalog's architecture (resources/catalog/llms.csv).

namespace {

using namespace MemoryFixture;

Catalog catalogOf(const char *file)
{
    QStringList warnings;
    return Catalog::effective(ConfigurationIo::load(measured(file), &warnings));
}

/// LoRA r = 16 on q, k, v, o: the fms-acceleration benchmarks' adapters (not AutoConf's calibrated r = 4).
TrainingSetup loraR16()
{
    TrainingSetup t;
    t.loraRank = 16;
    t.loraTargets = {QStringLiteral("q_proj"), QStringLiteral("k_proj"), QStringLiteral("v_proj"),
        QStringLiteral("o_proj")};
    return t;
}

MemoryModel::Estimate withTotal(double total)
{
    MemoryModel::Estimate e;
    e.capacityBytes = 100;
    e.totalBytes = total;
    return e;
}

} // namespace

class TestMemoryBand : public QObject
{
    Q_OBJECT
private slots:
    void allocatorReserveFollowsTheTransientBlocks();
    void allocatorReserveWithDequantAndChunkedLoss();
    void calibratedStackHasNoAllocatorTerm();
    void bandEdges();
    void marginRejectsTheTopOfTheBand();
    void checkerVerdictsAndReasons();
    void fitsAndTightLimitsAreConsistent();
    void mixtralLoraOnTwoGpus();
    void importedMixtralMatchesTheCatalog();
    void developmentDataOutsideTheBand();
    void torchPeakWithinTenPercent();
    void moeOutcomesAgree();
    void feasibilityMarginConfigKey();
};

// mistral-7b-v0.1 (V = 32,000, h = 4,096, L = 32, I = 14,336, P_body = 6,979,588,096), LoRA r = 16 on
// q, k, v, o, standard loss, 2 GPUs × 2 × 4,096 tokens (T = 8,192). The distinct transient blocks:
// fp32 logits T·V·4 = 1,048,576,000; one layer's MLP intermediate T·I·2 = 234,881,024; FSDP's
// all-gather bucket, one layer unsharded (P_body / 32)·(2 + 0) = 436,224,256. Reserve = κ × their sum.
void TestMemoryBand::allocatorReserveFollowsTheTransientBlocks()
{
    const MemoryModel m = modelOf(QStringLiteral("mistral-7b-v0.1"));
    const auto e = m.estimate(MemoryModel::Method::Lora, loraR16(), 4096, layout(2, 2));
    const double blocks = 1048576000.0 + 234881024.0 + 436224256.0;
    QCOMPARE(e.allocatorBytes, 1.30 * blocks);
    QCOMPARE(MemoryModel::kFragmentationPerBlock, 1.30);
    QCOMPARE(e.totalBytes, e.peakAllocatedBytes + e.allocatorBytes + 1.5 * 1073741824.0);
    // On one GPU there is no all-gather bucket; twice the batch doubles the token blocks.
    const auto one = m.estimate(MemoryModel::Method::Lora, loraR16(), 4096, layout(1, 4));
    QCOMPARE(one.allocatorBytes, 1.30 * 2 * (1048576000.0 + 234881024.0));
}

// mistral qlora on 1 GPU, chunked loss, 2 × 4,096: bf16 logits T·V·2 = 524,288,000; MLP 234,881,024;
// NF4 dequantisation workspace h × max(q width 4,096, I 14,336) × 2 = 117,440,512.
void TestMemoryBand::allocatorReserveWithDequantAndChunkedLoss()
{
    const MemoryModel m = modelOf(QStringLiteral("mistral-7b-v0.1"));
    TrainingSetup t = loraR16();
    t.loss = TrainingSetup::Loss::Chunked;
    const auto e = m.estimate(MemoryModel::Method::Qlora, t, 4096, layout(1, 2));
    QCOMPARE(e.dequantBytes, 117440512.0);
    QCOMPARE(e.allocatorBytes, 1.30 * (524288000.0 + 234881024.0 + 117440512.0));
    // fp32-fused keeps the fp32 logits block (4 bytes per entry) and 8 bytes per entry in the peak.
    t.loss = TrainingSetup::Loss::Fp32Fused;
    const auto f = m.estimate(MemoryModel::Method::Qlora, t, 4096, layout(1, 2));
    QCOMPARE(f.allocatorBytes, 1.30 * (1048576000.0 + 234881024.0 + 117440512.0));
    QCOMPARE(f.logitsBytes, 8.0 * 32000 * 8192);
}

// AutoConf's stack (bf16, checkpointing, standard loss, r = 4 on q, v) keeps β and no allocator term: its
// verdicts (analytic_model_check.csv, the seed example) do not move.
void TestMemoryBand::calibratedStackHasNoAllocatorTerm()
{
    const MemoryModel m = modelOf(QStringLiteral("granite-3.1-8b-instruct"));
    const auto e = m.estimate(MemoryModel::Method::Full, 7621, 4, 8);
    QCOMPARE(e.allocatorBytes, 0.0);
    QCOMPARE(QString::number(e.breakdown.totalGb, 'f', 2), QStringLiteral("65.05"));
    QVERIFY(MemoryModel::isCalibratedLossStack(TrainingSetup {}));
    QVERIFY(!MemoryModel::isCalibratedLossStack(loraR16())); // other adapters: accounted physically
}

// fits ≤ 0.77 × device < tight ≤ device < does-not-fit.
void TestMemoryBand::bandEdges()
{
    QCOMPARE(MemoryModel::kTightBandFrom, 0.77);
    QCOMPARE(withTotal(77).verdict(), MemoryVerdict::Fits);
    QCOMPARE(withTotal(77.01).verdict(), MemoryVerdict::Tight);
    QCOMPARE(withTotal(100).verdict(), MemoryVerdict::Tight);
    QCOMPARE(withTotal(100.01).verdict(), MemoryVerdict::DoesNotFit);
    QVERIFY(withTotal(100).fits());
    QVERIFY(!withTotal(100.01).fits());
    QCOMPARE(memoryVerdictName(MemoryVerdict::DoesNotFit), QStringLiteral("does-not-fit"));
}

// margin m accepts totals up to device × (1 − m × 0.23): 0 → 100, 0.5 → 88.5, 1 → 77.
void TestMemoryBand::marginRejectsTheTopOfTheBand()
{
    QVERIFY(withTotal(100).acceptedWithMargin(0));
    QCOMPARE(MemoryModel::Estimate::limitBytes(100, 0.5), 88.5);
    QVERIFY(withTotal(88.5).acceptedWithMargin(0.5));
    QVERIFY(!withTotal(88.6).acceptedWithMargin(0.5));
    QVERIFY(withTotal(77).acceptedWithMargin(1));
    QVERIFY(!withTotal(77.01).acceptedWithMargin(1));
}

// granite-3.1-8b-instruct full, 2 GPUs × 16 × 4,096 (a measured run that ran): 83.13 + 1.61 = 84.74 GB of
// 85.90, inside the band: feasible by default, rejected with margin 1. The seed's 4-GPU admit (65.05 GB,
// 75.7 %) fits.
void TestMemoryBand::checkerVerdictsAndReasons()
{
    const Catalog &catalog = Catalog::bundled();
    Workload w;
    w.llmModel = QStringLiteral("granite-3.1-8b-instruct");
    w.method = QStringLiteral("full");
    w.gpuModel = kA100;
    w.tokensPerSample = 4096;
    const AutoconfChecker byDefault(catalog.llm(w.llmModel), catalog.gpu(kA100));
    const FeasibilityVerdict tight = byDefault.check(w, layout(2, 16));
    QVERIFY(tight.feasible);
    QCOMPARE(*tight.memoryVerdict, MemoryVerdict::Tight);
    QCOMPARE(tight.reason.code, Reason::Code::TightFits);
    QVERIFY2(
        ReasonText::verdict(tight).startsWith(QStringLiteral("tight: 84.74 GB of 85.90 GB per GPU, inside "
                                                             "the risk band from 66.14 GB")),
        qPrintable(ReasonText::verdict(tight)));
    TrainingSetup strict;
    strict.memoryMargin = 1;
    const AutoconfChecker noRisk(catalog.llm(w.llmModel), catalog.gpu(kA100), strict);
    const FeasibilityVerdict rejected = noRisk.check(w, layout(2, 16));
    QVERIFY(!rejected.feasible);
    QCOMPARE(rejected.reason.code, Reason::Code::TightRejected);
    w.tokensPerSample = 7621;
    const FeasibilityVerdict seed = noRisk.check(w, layout(4, 8));
    QVERIFY(seed.feasible);
    QCOMPARE(*seed.memoryVerdict, MemoryVerdict::Fits);
    QCOMPARE(*byDefault.check(w, layout(2, 16)).memoryVerdict, MemoryVerdict::DoesNotFit);
}

// The fits limit fits, one more is past the band's start; the tight limit is not does-not-fit, one more is.
void TestMemoryBand::fitsAndTightLimitsAreConsistent()
{
    const Catalog &catalog = Catalog::bundled();
    for (const QString &method : {QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora")}) {
        Workload w;
        w.llmModel = QStringLiteral("llama3.1-8b");
        w.method = method;
        w.gpuModel = kA100;
        w.tokensPerSample = 4096;
        const AutoconfChecker checker(catalog.llm(w.llmModel), catalog.gpu(kA100), loraR16());
        const MemoryModel &m = checker.memoryModel();
        const MemoryModel::Method mm = *MemoryModel::parseMethod(method);
        const FeasibilityVerdict v = checker.check(w, layout(2, 1));
        QVERIFY2(v.maxPerDeviceBatch && v.maxPerDeviceBatchTight, qPrintable(method));
        QVERIFY(*v.maxPerDeviceBatch <= *v.maxPerDeviceBatchTight);
        const auto at
            = [&](qint64 batch) { return m.estimate(mm, loraR16(), 4096, layout(2, batch)).verdict(); };
        QCOMPARE(at(*v.maxPerDeviceBatch), MemoryVerdict::Fits);
        QVERIFY(at(*v.maxPerDeviceBatch + 1) != MemoryVerdict::Fits);
        QVERIFY(at(*v.maxPerDeviceBatchTight) != MemoryVerdict::DoesNotFit);
        QCOMPARE(at(*v.maxPerDeviceBatchTight + 1), MemoryVerdict::DoesNotFit);
        QVERIFY(v.maxTokensPerSample && v.maxTokensPerSampleTight);
        const auto atTokens
            = [&](qint64 tokens) { return m.estimate(mm, loraR16(), tokens, layout(2, 1)).verdict(); };
        QCOMPARE(atTokens(*v.maxTokensPerSample), MemoryVerdict::Fits);
        QVERIFY(atTokens(*v.maxTokensPerSample + 1) != MemoryVerdict::Fits);
        QCOMPARE(atTokens(*v.maxTokensPerSampleTight + 1), MemoryVerdict::DoesNotFit);
    }
}

// Mixtral-8x7B (P = 46,702,792,704; V = 32,000, untied: P_emb = 262,144,000; L = 32, h = 4,096,
// 8 experts of I = 14,336, top-2; q 4,096 wide, k and v 1,024) with LoRA r = 16 on q, k, v, o over
// 2 GPUs at 8 × 279 tokens (T = 2,232), the a100_80gb_moe.csv sequence:
// - adapters 32 · 16 · ((4,096 + 4,096) · 2 + (4,096 + 1,024) · 2) = 13,631,488 parameters, attention only;
// - state (2 · P + 8 · 13,631,488) / 2 bytes (bf16 base; adapters, their gradients and bf16 AdamW
//   states): the experts sharded like the rest;
// - no gradients for the frozen experts (or the frozen attention);
// - the router's fp32 logits of every layer: 2,232 · 8 · 4 · 32 = 2,285,568 bytes;
// - the MLP activations at top-2: I_act = 2 · 14,336.
void TestMemoryBand::mixtralLoraOnTwoGpus()
{
    const MemoryModel m = modelOf(QStringLiteral("mixtral-8x7b-instruct-v0.1"));
    QCOMPARE(m.loraTrainableParameters(loraR16()), 13631488.0);
    QCOMPARE(m.activeIntermediateSize(), 2.0 * 14336);
    const auto e = m.estimate(MemoryModel::Method::Lora, loraR16(), 279, layout(2, 8));
    QCOMPARE(e.frozenGradientBytes, 0.0);
    QCOMPARE(e.routerBytes, 2232.0 * 8 * 4 * 32);
    // bf16 adapters with bf16 AdamW: 2 + 2 + 2 · 2 = 8 bytes each
    QCOMPARE(e.stateBytes, (2.0 * 46702792704 + 8.0 * 13631488) / 2);
    // All linear layers: the expert matrices get adapters once per expert.
    TrainingSetup all = loraR16();
    all.loraTargets = TrainingSetup::loraTargetNames();
    QCOMPARE(m.loraTrainableParameters(all),
        13631488.0 + 32.0 * 16 * 8 * 3 * (4096 + 14336)); // + 603,979,776 in the experts
    // Per GPU it is about half of the 93 GB of bf16 weights, not the whole: 57–65 GB was measured
    // (held-out) for Mixtral LoRA on 2 GPUs; the model is inside that range at this load.
    const double gb = e.peakAllocatedBytes / 1e9;
    QVERIFY2(gb > 50 && gb < 60, qPrintable(QString::number(gb)));
}

// `catalog import --hf-config` of Mixtral's config.json gives the same verdict and a total within 1 %.
void TestMemoryBand::importedMixtralMatchesTheCatalog()
{
    const HfConfigImport::Result imported
        = HfConfigImport::fromFile(QStringLiteral(COASTLINE_TEST_DATA_DIR "/hf_configs/mixtral-8x7b.json"),
            QStringLiteral("my-mixtral"));
    const MemoryModel fromConfig(imported.llm, Catalog::bundled().gpu(kA100));
    const MemoryModel bundled = modelOf(QStringLiteral("mixtral-8x7b-instruct-v0.1"));
    const auto a = fromConfig.estimate(MemoryModel::Method::Lora, loraR16(), 4096, layout(2, 1));
    const auto b = bundled.estimate(MemoryModel::Method::Lora, loraR16(), 4096, layout(2, 1));
    QVERIFY2(
        std::abs(a.totalBytes / b.totalBytes - 1) < 0.01, qPrintable(QString::number(a.totalBytes / 1e9)));
    QCOMPARE(a.verdict(), b.verdict());
    QCOMPARE(a.routerBytes, b.routerBytes);
    QCOMPARE(fromConfig.activeIntermediateSize(), bundled.activeIntermediateSize());
}

// Done when: on every development set the verdicts agree outside the band and every out-of-memory run is
// tight or does-not-fit.
void TestMemoryBand::developmentDataOutsideTheBand()
{
    struct Set
    {
        const char *file;
        const char *catalog;
        int rows;
    };
    for (const Set &set : {Set {"hf_trainer_memory_check.csv", nullptr, 51},
             Set {"hf_trainer_allocator_check.csv", "powerlm_catalog.yaml", 28},
             Set {"torchtune_peak_memory.csv", nullptr, 12},
             Set {"mpt_memory_check.csv", "mpt_catalog.yaml", 78}}) {
        const Catalog catalog = set.catalog ? catalogOf(set.catalog) : Catalog::bundled();
        const MemoryCheck::Result r
            = MemoryCheck::run(CsvTable::read(measured(set.file)), catalog, TrainingSetup {});
        QCOMPARE(r.summary.rows, set.rows);
        QCOMPARE(r.summary.agreeOutsideBand, r.summary.rows - r.summary.tight);
        QCOMPARE(r.summary.outOfMemoryFits, 0);
    }
}

// Done when: the torch peak within ±10 % on ≥ 85 % of the development runs that report one (the 28
// allocator runs and torchtune's 12).
void TestMemoryBand::torchPeakWithinTenPercent()
{
    const MemoryCheck::Result allocator
        = MemoryCheck::run(CsvTable::read(measured("hf_trainer_allocator_check.csv")),
            catalogOf("powerlm_catalog.yaml"), TrainingSetup {});
    const MemoryCheck::Result torchtune = MemoryCheck::run(
        CsvTable::read(measured("torchtune_peak_memory.csv")), Catalog::bundled(), TrainingSetup {});
    const int within = allocator.summary.peakWithin10 + torchtune.summary.peakWithin10;
    const int rows = allocator.summary.peakRows + torchtune.summary.peakRows;
    QCOMPARE(rows, 40);
    QVERIFY2(within >= 34, qPrintable(QStringLiteral("%1 of %2").arg(within).arg(rows))); // 85 % of 40
}

// Done when, MoE: the development data hold no measured MoE peak (hf_trainer_fsdp_runs.csv's MoE rows and
// the run database's have outcomes only; torchtune's README and the allocator runs have no MoE model), so
// the MoE rows are checked on their verdicts: 16 Mixtral-8x7B rows on L40 (6 ran, 10 out of memory; full,
// LoRA, GPTQ-LoRA, QLoRA) and 3 granite-3.1-3b-a800m rows on A100-80GB (ran) in hf_trainer_memory_check.csv:
// 6 fits / 3 tight / 10 does-not-fit, the 16 outside the band all agree, no out-of-memory run is `fits`.
void TestMemoryBand::moeOutcomesAgree()
{
    const MemoryCheck::Result r = MemoryCheck::run(
        CsvTable::read(measured("hf_trainer_memory_check.csv")), Catalog::bundled(), TrainingSetup {});
    const auto moe = std::find_if(r.families.cbegin(), r.families.cend(),
        [](const MemoryCheck::FamilySummary &f) { return f.family == u"moe"; });
    QVERIFY(moe != r.families.cend());
    const MemoryCheck::Summary &s = moe->summary;
    QCOMPARE(s.rows, 19);
    QCOMPARE(s.outOfMemory, 10);
    QCOMPARE(s.fits, 6);
    QCOMPARE(s.tight, 3);
    QCOMPARE(s.doesNotFit, 10);
    QCOMPARE(s.agreeOutsideBand, 16);
    QCOMPARE(s.outOfMemoryFits, 0);
    QCOMPARE(s.peakRows, 0);
}

// `feasibility: margin:` reads into the setup's margin; out of range names the file, line and key.
void TestMemoryBand::feasibilityMarginConfigKey()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("margin.yaml"));
    const auto write = [&](const QByteArray &text) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write("feasibility:\n  margin: 0.5\n");
    QStringList warnings;
    const Configuration c = ConfigurationIo::load(path, &warnings);
    QCOMPARE(c.training.memoryMargin, 0.5);
    const QString saved = dir.filePath(QStringLiteral("saved.yaml"));
    QString error;
    QVERIFY2(ConfigurationIo::save(c, saved, &error), qPrintable(error));
    QCOMPARE(ConfigurationIo::load(saved, &warnings).training.memoryMargin, 0.5);
    write("feasibility:\n  margin: 2\n");
    try {
        ConfigurationIo::load(path, &warnings);
        QFAIL("a margin of 2 was accepted");
    } catch (const CoastlineError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("margin.yaml:2")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("margin")), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TestMemoryBand)
#include "test_memory_band.moc"
