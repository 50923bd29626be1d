#include "../support/MemoryFixture.h"
#include "catalog/Catalog.h"
#include "feasibility/AutoconfChecker.h"
#include "feasibility/FitSearch.h"
#include "feasibility/MemoryModel.h"
#include "report/MemoryCells.h"

#include <QtTest>

// Issue 37, the inverse answers against the risk band: (1) FitSearch's fixes are judged as the
// configuration was, under the planner's feasibility.margin (with margin 1 a fix that fits is `fits`, with
// the default margin it may be `tight` and says so); (2) the max-batch and max-tokens answers agree with
// the checker's verdicts over many configurations: the `fits` limit is `fits`, the `tight` limit is not
// `does-not-fit`, one more than the `tight` limit is `does-not-fit`.

namespace {

using namespace MemoryFixture;

/// LoRA r = 16 on q, k, v, o (the fms-acceleration benchmarks' adapters) in mixed precision, standard loss:
/// a physically accounted stack (allocator reserve, fp32 logits), not AutoConf's calibrated one.
TrainingSetup benchmarkStack()
{
    TrainingSetup t;
    t.precision = TrainingSetup::Precision::Mixed;
    t.loraRank = 16;
    t.loraTargets = {QStringLiteral("q_proj"), QStringLiteral("k_proj"), QStringLiteral("v_proj"),
        QStringLiteral("o_proj")};
    return t;
}

Workload workloadOf(const QString &llm, const QString &method, const QString &gpu, qint64 tokens)
{
    Workload w;
    w.llmModel = llm;
    w.method = method;
    w.gpuModel = gpu;
    w.tokensPerSample = tokens;
    return w;
}

} // namespace

class TestMemoryLimits : public QObject
{
    Q_OBJECT

private slots:
    void fixesUnderMarginOneAllFit();
    void fixesUnderDefaultMarginMayBeTight();
    void tightConfigurationGetsFixesUnderMarginOne();
    void limitsAgreeWithVerdicts();
};

// granite-3.1-8b-instruct full, AutoConf's stack, 2 A100-80GB × 32 × 4,096: does-not-fit. Per-device batch
// 16 is 84.74 GB of 85.90 (tight: test_memory_band::checkerVerdictsAndReasons), so by default the smaller
// batch offered is 16 (`tight`, accepted); with margin 1 (accept ≤ 0.77 × 85.90 = 66.14 GB) it must be a
// batch whose verdict is `fits`, and so must every other change that is marked as fitting.
void TestMemoryLimits::fixesUnderMarginOneAllFit()
{
    const Catalog &catalog = Catalog::bundled();
    const Workload w
        = workloadOf(QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"), kA100, 4096);
    TrainingSetup strict;
    strict.memoryMargin = 1;
    const AutoconfChecker checker(catalog.llm(w.llmModel), catalog.gpu(kA100), strict);
    const FeasibilityVerdict v = checker.check(w, layout(2, 32));
    QVERIFY(!v.feasible);
    QVERIFY(!v.fixes.isEmpty());
    int fitting = 0;
    for (const MemoryFix &f : v.fixes) {
        if (f.fits) {
            ++fitting;
            QCOMPARE(f.verdict, MemoryVerdict::Fits);
            QVERIFY2(f.memoryGb <= 0.77 * 85.899345920 + 1e-9, qPrintable(QString::number(f.memoryGb)));
        } else {
            QVERIFY(f.verdict != MemoryVerdict::Fits);
        }
        if (f.kind == MemoryFix::Kind::SmallerBatch) {
            QVERIFY2(f.value < 16, qPrintable(QString::number(f.value)));
            QCOMPARE(f.value * f.value2, qint64(32));
        }
    }
    QVERIFY(fitting > 0);
    // The JSON of explain says which band each fix is in.
    const QVariantList json = MemoryCells::fixesJson(v);
    QCOMPARE(json.size(), v.fixes.size());
    for (const QVariant &fix : json)
        QVERIFY(fix.toMap().contains(QStringLiteral("memory_verdict")));
}

// The same configuration with the default margin: per-device batch 16 × 2 accumulation is offered and
// marked as fitting although its verdict is `tight` (84.74 GB), and its JSON says "tight".
void TestMemoryLimits::fixesUnderDefaultMarginMayBeTight()
{
    const Catalog &catalog = Catalog::bundled();
    const Workload w
        = workloadOf(QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"), kA100, 4096);
    const AutoconfChecker checker(catalog.llm(w.llmModel), catalog.gpu(kA100));
    const FeasibilityVerdict v = checker.check(w, layout(2, 32));
    QVERIFY(!v.feasible);
    const auto smaller = std::find_if(v.fixes.cbegin(), v.fixes.cend(),
        [](const MemoryFix &f) { return f.kind == MemoryFix::Kind::SmallerBatch; });
    QVERIFY(smaller != v.fixes.cend());
    QCOMPARE(smaller->value, qint64(16));
    QCOMPARE(smaller->value2, qint64(2));
    QVERIFY(smaller->fits);
    QCOMPARE(smaller->verdict, MemoryVerdict::Tight);
    QCOMPARE(QString::number(smaller->memoryGb, 'f', 2), QStringLiteral("84.74"));
    const QVariantList json = MemoryCells::fixesJson(v);
    const QVariantMap smallerJson = json.at(int(smaller - v.fixes.cbegin())).toMap();
    QCOMPARE(smallerJson.value(QStringLiteral("memory_verdict")).toString(), QStringLiteral("tight"));
    QVERIFY(smallerJson.value(QStringLiteral("fits")).toBool());
}

// A configuration that is only `tight` (2 × 16 × 4,096, 84.74 GB) is rejected under margin 1, and the
// fixes are searched for it (they were left empty because its total is below the device's memory).
void TestMemoryLimits::tightConfigurationGetsFixesUnderMarginOne()
{
    const Catalog &catalog = Catalog::bundled();
    const Workload w
        = workloadOf(QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"), kA100, 4096);
    TrainingSetup strict;
    strict.memoryMargin = 1;
    const FeasibilityVerdict v
        = AutoconfChecker(catalog.llm(w.llmModel), catalog.gpu(kA100), strict).check(w, layout(2, 16));
    QVERIFY(!v.feasible);
    QCOMPARE(*v.memoryVerdict, MemoryVerdict::Tight);
    QVERIFY(!v.fixes.isEmpty());
    for (const MemoryFix &f : v.fixes)
        QVERIFY(!f.fits || f.verdict == MemoryVerdict::Fits);
    // Default margin: accepted, no fixes.
    QVERIFY(
        AutoconfChecker(catalog.llm(w.llmModel), catalog.gpu(kA100)).check(w, layout(2, 16)).fixes.isEmpty());
}

// Property over 6 models (dense, MoE: Mixtral-8x7B and granite-3.1-3b-a800m) × 4 methods (full, LoRA, QLoRA,
// GPTQ-LoRA) × 3 GPUs (A100-80GB, A100-40GB, H100) × 3 sample lengths × 1, 2 and 8 GPUs × 2 stacks
// (AutoConf's calibrated one and LoRA r16 in mixed precision with the allocator reserve): the checker's
// verdict at each inverse answer, recomputed through AutoconfChecker::check at that value.
void TestMemoryLimits::limitsAgreeWithVerdicts()
{
    const Catalog &catalog = Catalog::bundled();
    const QStringList llms {QStringLiteral("llama3.1-8b"), QStringLiteral("mistral-7b-v0.1"),
        QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("llama3.1-70b"),
        QStringLiteral("mixtral-8x7b-instruct-v0.1"), QStringLiteral("granite-3.1-3b-a800m-instruct")};
    const QStringList methods {
        QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
    const QStringList gpus {kA100, QStringLiteral("A100-SXM4-40GB"), QStringLiteral("H100-SXM")};
    const QList<TrainingSetup> stacks {TrainingSetup {}, benchmarkStack()};
    int configurations = 0;
    int withBothLimits = 0;
    for (const TrainingSetup &stack : stacks)
        for (const QString &llm : llms)
            for (const QString &gpu : gpus) {
                const AutoconfChecker checker(catalog.llm(llm), catalog.gpu(gpu), stack);
                for (const QString &method : methods)
                    for (const qint64 tokens : {qint64(512), qint64(4096), qint64(16384)})
                        for (const int n : {1, 2, 8}) {
                            const Workload w = workloadOf(llm, method, gpu, tokens);
                            const FeasibilityVerdict v = checker.check(w, layout(n, 1));
                            const QString where
                                = QStringLiteral("%1 %2 %3 %4 tokens %5 GPUs (%6 stack)")
                                      .arg(llm, method, gpu)
                                      .arg(tokens)
                                      .arg(n)
                                      .arg(stack.isAutoconfStack() ? QStringLiteral("AutoConf")
                                                                   : QStringLiteral("r16"));
                            QVERIFY2(v.memoryVerdict, qPrintable(where));
                            ++configurations;
                            const auto verdictAt = [&](qint64 batch, qint64 sampleTokens) {
                                const FeasibilityVerdict at = checker.check(
                                    workloadOf(llm, method, gpu, sampleTokens), layout(n, batch));
                                return at.memoryVerdict.value_or(MemoryVerdict::DoesNotFit);
                            };
                            const auto check = [&](std::optional<qint64> fits, std::optional<qint64> tight,
                                                   qint64 cap, auto at, const char *what) {
                                const QString here = where + QLatin1String(": ") + QLatin1String(what);
                                if (fits) {
                                    QVERIFY2(tight && *fits <= *tight, qPrintable(here));
                                    QVERIFY2(at(*fits) == MemoryVerdict::Fits, qPrintable(here));
                                    if (*fits < cap)
                                        QVERIFY2(at(*fits + 1) != MemoryVerdict::Fits, qPrintable(here));
                                } else {
                                    QVERIFY2(at(1) != MemoryVerdict::Fits, qPrintable(here));
                                }
                                if (tight) {
                                    QVERIFY2(at(*tight) != MemoryVerdict::DoesNotFit, qPrintable(here));
                                    if (*tight < cap)
                                        QVERIFY2(
                                            at(*tight + 1) == MemoryVerdict::DoesNotFit, qPrintable(here));
                                } else {
                                    QVERIFY2(at(1) == MemoryVerdict::DoesNotFit, qPrintable(here));
                                }
                            };
                            check(
                                v.maxPerDeviceBatch, v.maxPerDeviceBatchTight, FitSearch::kMaxBatch,
                                [&](qint64 b) { return verdictAt(b, tokens); }, "max_per_device_batch");
                            check(
                                v.maxTokensPerSample, v.maxTokensPerSampleTight, FitSearch::kMaxTokens,
                                [&](qint64 t) { return verdictAt(1, t); }, "max_tokens_per_sample");
                            if (QTest::currentTestFailed())
                                return;
                            withBothLimits += v.maxPerDeviceBatch && v.maxPerDeviceBatchTight ? 1 : 0;
                        }
            }
    QCOMPARE(configurations, 2 * 6 * 3 * 4 * 3 * 3);
    QVERIFY2(withBothLimits > configurations / 3, qPrintable(QString::number(withBothLimits)));
}

QTEST_GUILESS_MAIN(TestMemoryLimits)
#include "test_memory_limits.moc"
