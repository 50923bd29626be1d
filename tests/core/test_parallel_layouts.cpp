// Parallel layouts (issue 35; step-time-model.md §7): the layout's rules, the per-rank memory and the
// step-time terms on hand-computed cases, the physical-sanity cases of the issue, and the accuracy on the
// development runs with tensor, pipeline and context parallelism (tests/data/measured/nemo_layouts.csv).
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "feasibility/LayoutMemory.h"
#include "feasibility/MemoryModel.h"
#include "model/LayoutNames.h"
#include "model/LayoutSearch.h"
#include "model/ParallelLayout.h"
#include "predict/roofline/LayoutStepTime.h"
#include "predict/roofline/RooflineEvaluation.h"
#include "predict/roofline/RooflineModel.h"
#include "search/SearchSpace.h"

#include <QMap>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

QString data(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/") + QLatin1String(name);
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

const LlmSpec &llm(const char *name)
{
    return Catalog::bundled().llm(QString::fromLatin1(name));
}

const GpuSpec &gpu(const char *name)
{
    return Catalog::bundled().gpu(QString::fromLatin1(name));
}

Candidate candidate(int totalGpus, int perNode, qint64 batch, ParallelLayout layout = {})
{
    Candidate c {totalGpus, perNode, std::max(1, totalGpus / perNode), batch};
    c.layout = layout;
    return c;
}

/// The layout family of a run, for the accuracy table: the degrees above 1, e.g. "tp+pp".
QString family(const ParallelLayout &l)
{
    QStringList parts;
    if (l.tp > 1)
        parts << QStringLiteral("tp");
    if (l.pp > 1)
        parts << QStringLiteral("pp");
    if (l.cp > 1)
        parts << QStringLiteral("cp");
    return parts.isEmpty() ? QStringLiteral("dp") : parts.join(u'+');
}

} // namespace

class TestParallelLayouts : public QObject
{
    Q_OBJECT

private slots:
    void bubbleHandComputed()
    {
        // Narayanan et al. 2021: (p − 1)/(m + p − 1); p = 4, m = 8 → 3/11; interleaved v = 2 → 3/19.
        QCOMPARE(ParallelLayout({1, 4, 1, 1}).bubbleFraction(8), 3.0 / 11.0);
        QCOMPARE(ParallelLayout({1, 4, 1, 2}).bubbleFraction(8), 3.0 / 19.0);
        QCOMPARE(ParallelLayout({2, 1, 2, 1}).bubbleFraction(8), 0.0);
    }

    void namesParseBack()
    {
        const ParallelLayout l = ParallelLayout::parse(QStringLiteral("CP2tp4"), QStringLiteral("--layouts"));
        QCOMPARE(l, ParallelLayout({4, 1, 2, 1}));
        QCOMPARE(l.name(), QStringLiteral("tp4cp2"));
        QCOMPARE(ParallelLayout::parse(QStringLiteral("dp"), {}), ParallelLayout {});
        QCOMPARE(ParallelLayout({2, 4, 1, 2}).name(), QStringLiteral("tp2pp4vp2"));
        QVERIFY_THROWS_EXCEPTION(CoastlineError, ParallelLayout::parse(QStringLiteral("tp2tp4"), {}));
        QVERIFY_THROWS_EXCEPTION(CoastlineError, ParallelLayout::parse(QStringLiteral("tp0"), {}));
        QVERIFY_THROWS_EXCEPTION(CoastlineError, ParallelLayout::parse(QStringLiteral("tx2"), {}));
        const LayoutSearch list = LayoutSearch::parse(QStringLiteral("tp2, tp4cp2"), {});
        QCOMPARE(list.mode, LayoutSearch::Mode::List);
        QCOMPARE(list.layouts.size(), 2);
        QCOMPARE(list.name(), QStringLiteral("tp2,tp4cp2"));
        // A repeated layout is refused, not dropped (issue 35's fresh-user pass), also under another name.
        QVERIFY_THROWS_EXCEPTION(CoastlineError, LayoutSearch::parse(QStringLiteral("tp2, tp4cp2,tp2"), {}));
        QVERIFY_THROWS_EXCEPTION(CoastlineError, LayoutSearch::parse(QStringLiteral("cp2tp4,tp4cp2"), {}));
        QCOMPARE(LayoutNames::parseList({QStringLiteral("tp2"), QStringLiteral("TP4cp2")}, {}), list);
        QCOMPARE(LayoutNames::parseList({QStringLiteral("auto")}, {}).mode, LayoutSearch::Mode::Auto);
        // The closest accepted form: one edit repairs a layout name; else the closest word.
        QCOMPARE(LayoutNames::closest(QStringLiteral("tpx4")), QStringLiteral("tp4"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("tp3x")), QStringLiteral("tp3"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("tp4cp")), QStringLiteral("tp4cp2"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("autp")), QStringLiteral("auto"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("Data_Paralel")), QStringLiteral("data-parallel"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("powers-of-tw"), {QStringLiteral("powers-of-two")}),
            QStringLiteral("powers-of-two"));
        QCOMPARE(LayoutNames::closest(QStringLiteral("zzzzzzzz")), QString());
        QVERIFY(LayoutSearch::parse(QStringLiteral("data-parallel"), {}).isDataParallel());
        QCOMPARE(LayoutSearch::parse(QStringLiteral("AUTO"), {}).mode, LayoutSearch::Mode::Auto);
        QVERIFY(!LayoutSearch::looksLike(QStringLiteral("whole-nodes")));
    }

    void configurationKeyRoundTrips()
    {
        QStringList warnings;
        const Configuration defaults = ConfigurationIo::embeddedDefault();
        QVERIFY(defaults.search.layouts.isDataParallel());
        QVERIFY(!ConfigurationIo::serialise(defaults).contains("search:")); // the default writes nothing
        const Configuration listed = ConfigurationIo::parse(
            "search:\n  layouts: tp2,tp4cp2\n", QStringLiteral("job.yaml"), &warnings);
        QCOMPARE(listed.search.layouts.name(), QStringLiteral("tp2,tp4cp2"));
        const QByteArray saved = ConfigurationIo::serialise(listed);
        QVERIFY2(saved.contains("search:\n  layouts: tp2,tp4cp2"), saved.constData());
        QCOMPARE(ConfigurationIo::parse(saved, QStringLiteral("saved.yaml"), &warnings).search.layouts,
            listed.search.layouts);
        QCOMPARE(ConfigurationIo::parse("search:\n  layouts: auto\n", QStringLiteral("job.yaml"), &warnings)
                     .search.layouts.mode,
            LayoutSearch::Mode::Auto);
        try {
            ConfigurationIo::parse("search:\n  layouts: tq2\n", QStringLiteral("job.yaml"), &warnings);
            QFAIL("an unreadable layout must fail");
        } catch (const CoastlineError &e) {
            QVERIFY2(
                e.message().contains(u"job.yaml:2") && e.message().contains(u"tq2"), qPrintable(e.message()));
        }
    }

    void rulesRejectWithReasons()
    {
        const LlmSpec &l70 = llm("llama3-70b"); // 80 layers, 64 heads, 8 KV heads
        QVERIFY(ParallelLayout({8, 1, 1, 1}).rejection(l70, 64, 8, 4096).isEmpty());
        // TP across the nodes of 8-GPU domains: 16 > 8 GPUs per node; CP may cross nodes (step-time-model.md
        // §8.3: Megatron's rank order tp-cp-dp-pp).
        QVERIFY(ParallelLayout({16, 1, 1, 1})
                    .rejection(l70, 64, 8, 4096, 8)
                    .contains(u"within one scale-up (NVLink) domain"));
        QVERIFY(ParallelLayout({4, 1, 4, 1}).rejection(l70, 64, 8, 4096, 8).isEmpty());
        // On a GB200 NVL72 rack (72-GPU domain, 4-GPU trays) TP 8 spans two trays; TP 6 is not whole trays.
        QVERIFY(ParallelLayout({8, 1, 1, 1}).rejection(l70, 64, 4, 4096, 72).isEmpty());
        QVERIFY(ParallelLayout({8, 1, 1, 1}).rejection(l70, 64, 4, 4096).contains(u"within one scale-up"));
        QVERIFY(ParallelLayout({3, 1, 1, 1}).rejection(l70, 48, 6, 4096).contains(u"heads"));
        QVERIFY(ParallelLayout({1, 3, 1, 1}).rejection(l70, 48, 8, 4096).contains(u"layers"));
        QVERIFY(ParallelLayout({1, 4, 1, 1})
                    .rejection(l70, 6, 2, 4096)
                    .contains(u"must divide the job's 6 GPUs"));
        QVERIFY(ParallelLayout({1, 1, 8, 1})
                    .rejection(l70, 8, 8, 8)
                    .contains(u"8 ranks need at least 16 tokens, and the sequence has 8"));
        // tp must divide the KV heads too: llama3-70b has 8, so TP 16 fails on heads even inside a node.
        QVERIFY(ParallelLayout({16, 1, 1, 1}).rejection(l70, 16, 16, 4096).contains(u"KV heads"));
        // auto keeps only valid layouts, plain data parallelism first.
        const QList<ParallelLayout> autoLayouts
            = LayoutSearch::parse(QStringLiteral("auto"), {}).layoutsFor(l70, 64, 8, 16384);
        QCOMPARE(autoLayouts.first(), ParallelLayout {});
        for (const ParallelLayout &layout : autoLayouts)
            QVERIFY(layout.tp <= 8 && 80 % layout.pp == 0
                && 64 % layout.modelParallelGpus() == 0); // CP may span nodes
        QVERIFY(autoLayouts.contains(ParallelLayout({8, 1, 1, 1})));
        QVERIFY(autoLayouts.contains(ParallelLayout({2, 4, 2, 1})));
        // The data-parallel search leaves the grid as it is.
        const QList<Candidate> grid {candidate(8, 8, 4), candidate(16, 8, 4)};
        QCOMPARE(SearchSpace::withLayouts(grid, LayoutSearch {}, l70, 4096), grid);
        const QList<Candidate> expanded = SearchSpace::withLayouts(
            grid, LayoutSearch::parse(QStringLiteral("dp,tp2,tp4cp2,tp16"), {}), l70, 4096);
        QCOMPARE(expanded.size(), 6); // tp16 breaks the node rule on both
        QCOMPARE(expanded.at(2).layout, ParallelLayout({4, 1, 2, 1}));
    }

    void memoryTermsHandComputed()
    {
        const MemoryModel model(llm("llama3-8b"), gpu("H100-SXM"));
        const TrainingSetup setup; // the calibrated stack: bf16 AdamW, checkpointing
        const auto full = MemoryModel::Method::Full;
        // TP = 2 on 2 GPUs (dp = 1): half of every layer's and the embeddings' state, as one GPU's.
        const MemoryModel::Estimate one
            = LayoutMemory::estimate(model, full, setup, 4096, candidate(1, 1, 1));
        const MemoryModel::Estimate tp2
            = LayoutMemory::estimate(model, full, setup, 4096, candidate(2, 2, 1, {2, 1, 1, 1}));
        QCOMPARE(LayoutMemory::parameterShare(model, {2, 1, 1, 1}, LayoutMemory::Stage::First), 0.5);
        QCOMPARE(tp2.stateBytes, one.stateBytes / 2);
        QCOMPARE(tp2.breakdown.weightsGb, one.breakdown.weightsGb / 2);
        // TP with sequence parallelism and CP divide the activations and the logits: tp2cp2 → ÷ 4.
        const MemoryModel::Estimate tp2cp2
            = LayoutMemory::estimate(model, full, setup, 4096, candidate(4, 4, 1, {2, 1, 2, 1}));
        QCOMPARE(tp2cp2.activationBytes, one.activationBytes / 4);
        QCOMPARE(tp2cp2.logitsBytes, one.logitsBytes / 4);
        QCOMPARE(tp2cp2.contextBytes, one.contextBytes);
        // PP = 4 with m = 8 micro-batches: the first stage holds min(4, 8) = 4 micro-batches of 8 of the 32
        // layers, as many activations as the whole model's one micro-batch, and no logits; the last stage
        // one micro-batch of 8 layers and all logits. The parameters: P_body / 4 + V·h per end stage.
        TrainingSetup accumulated = setup;
        accumulated.gradientAccumulationSteps = 8;
        const ParallelLayout pp4 {1, 4, 1, 1};
        QCOMPARE(LayoutMemory::microBatchesInFlight(pp4, 8, LayoutMemory::Stage::First), 4.0);
        QCOMPARE(LayoutMemory::microBatchesInFlight(pp4, 2, LayoutMemory::Stage::First), 2.0);
        QCOMPARE(LayoutMemory::microBatchesInFlight(pp4, 8, LayoutMemory::Stage::Last), 1.0);
        QCOMPARE(LayoutMemory::microBatchesInFlight({1, 4, 1, 2}, 8, LayoutMemory::Stage::First), 4 * 1.375);
        const double p = model.parameters();
        const double vh = 128256.0 * 4096.0;
        QCOMPARE(
            LayoutMemory::parameterShare(model, pp4, LayoutMemory::Stage::Last), ((p - 2 * vh) / 4 + vh) / p);
        const MemoryModel::Estimate oneAcc
            = LayoutMemory::estimate(model, full, accumulated, 4096, candidate(1, 1, 1));
        const MemoryModel::Estimate staged
            = LayoutMemory::estimate(model, full, accumulated, 4096, candidate(4, 4, 1, pp4));
        if (staged.breakdown.peakStage == 0) {
            QCOMPARE(staged.activationBytes, oneAcc.activationBytes);
            QCOMPARE(staged.logitsBytes, 0.0);
        } else {
            QCOMPARE(staged.breakdown.peakStage, 3);
            QCOMPARE(staged.activationBytes, oneAcc.activationBytes / 4);
            QCOMPARE(staged.logitsBytes, oneAcc.logitsBytes);
        }
        // The data-parallel path is unchanged: no peak stage.
        QCOMPARE(one.breakdown.peakStage, -1);
    }

    void stepTermsHandComputed()
    {
        // TP: 8 collectives per layer, each (t − 1)/t of T·d bf16 values: 32 layers · 8 · 4096·4096·2·½ B
        // at 100 GB/s = 0.04295 s (12 with checkpointing).
        CollectiveModel::Links links;
        links.domainBytesPerS = 1e11;
        const CollectiveModel bus(links);
        QCOMPARE(LayoutStepTime::tensorParallelSeconds(2, 4096, 4096, 32, bus, {2, 2}, false),
            32 * 8 * 4096.0 * 4096 * 2 * 0.5 / 1e11);
        QCOMPARE(LayoutStepTime::tensorParallelSeconds(2, 4096, 4096, 32, bus, {2, 2}, true),
            32 * 12 * 4096.0 * 4096 * 2 * 0.5 / 1e11);
        QCOMPARE(LayoutStepTime::tensorParallelSeconds(1, 4096, 4096, 32, bus, {1, 1}, false), 0.0);
        // CP ring: per layer cp − 1 sends of K and V (2·chunk·h_kv values) forward, twice that backward.
        QCOMPARE(LayoutStepTime::contextParallelSeconds(2, 4096, 1024, 32, bus, {2, 2}),
            32 * 3 * 2 * 4096.0 * 1024 * 2 / 1e11);
        QCOMPARE(LayoutStepTime::contextParallelSeconds(4, 4096, 1024, 32, bus, {4, 4}),
            32 * 3 * 3 * 2 * 4096.0 * 1024 * 2 / 1e11);
        // A CP group that spans nodes sends over one NIC per rank: slower than inside the domain.
        links.nicBytesPerS = 4e10;
        QVERIFY(LayoutStepTime::contextParallelSeconds(2, 4096, 1024, 32, CollectiveModel(links), {2, 1})
            > LayoutStepTime::contextParallelSeconds(2, 4096, 1024, 32, bus, {2, 2}));

        // TP = 2 halves the per-layer weights of a rank; PP = 4 keeps a quarter of the layers.
        const RooflineModel model;
        TrainingSetup setup;
        setup.gradientAccumulationSteps = 8;
        const RooflineModel::Prepared whole
            = model.prepare(llm("llama3-70b"), gpu("H100-SXM"), QStringLiteral("full"), setup);
        const RooflineModel::Prepared rank = LayoutStepTime::rankPrepared(whole, {2, 4, 1, 1});
        for (int i = 0; i < 4; ++i)
            QCOMPARE(rank.layerGemms[i].n * rank.layerGemms[i].k,
                whole.layerGemms[i].n * whole.layerGemms[i].k / 2);
        QCOMPARE(rank.layers, whole.layers / 4);
        QCOMPARE(rank.parameters, whole.parameters / 8);

        // The bubble of p = 4, m = 8 is 3/11 of the pipeline's time.
        const StepTime t = LayoutStepTime::step(model, whole, {2, 4, 1, 1}, 4096, 1, 8, 4);
        const double pipeline = t.computeS + t.recomputeS + t.tensorParallelS + t.contextParallelExposedS
            + t.pipelineSendS + t.bubbleS;
        QVERIFY(std::abs(t.bubbleS / pipeline - 3.0 / 11.0) < 1e-12);
        QVERIFY(t.tensorParallelS > 0 && t.pipelineSendS > 0 && t.contextParallelS == 0);
        QVERIFY(std::abs(t.stepS
                    - (pipeline + t.exposedCommS - t.tensorParallelS - t.contextParallelExposedS
                        - t.pipelineSendS + t.optimizerS + t.fixedS))
            < 1e-9 * t.stepS);
    }

    void tensorParallelOverlapHandComputed()
    {
        // Overlap hides TP traffic under the layer GEMMs: only what exceeds them is exposed.
        QCOMPARE(LayoutStepTime::exposedTensorParallelSeconds(0.5, 0.3, false), 0.5);
        QCOMPARE(LayoutStepTime::exposedTensorParallelSeconds(0.5, 0.3, true), 0.5 - 0.3);
        QCOMPARE(LayoutStepTime::exposedTensorParallelSeconds(0.1, 0.3, true), 0.0);
        // A stack that hides only a share of it (torchtitan's async TP): 0.5 − 0.4 · min(0.5, 0.3).
        QCOMPARE(LayoutStepTime::exposedTensorParallelSeconds(0.5, 0.3, true, 0.4), 0.5 - 0.4 * 0.3);
        // The layer GEMMs of one micro-batch: 4 GEMMs of n = k = 1024 at T = 4096 tokens, 2·T·n·k = 8.59
        // GFLOP each, at log2(8.59) = 3.1026 on the curve's (0, 0.6)–(4, 0.9) segment: 0.6 + 0.3 · 3.1026 / 4
        // = 0.83270 of 1 PFLOP/s = 10.3158 µs; 2 layers · 4 GEMMs · (forward + 2 backward) = 24 of them =
        // 247.58 µs (a frozen base: 16 of them; checkpointing adds the recompute's forward).
        RooflineModel::Prepared rank;
        rank.gemmFlops = 1e15;
        rank.layers = 2;
        for (int i = 0; i < 4; ++i) {
            rank.layerGemms[i] = {1024, 1024};
            rank.layerLog2[i] = std::log2(2e-9 * 1024 * 1024);
        }
        rank.recomputeShare = 0;
        QVERIFY(std::abs(LayoutStepTime::gemmSeconds(rank, 4096) - 247.5787e-6) < 1e-9);
        rank.recomputeShare = 1;
        QVERIFY(std::abs(LayoutStepTime::gemmSeconds(rank, 4096) - 4.0 / 3 * 247.5787e-6) < 1e-9);
        rank.recomputeShare = 0;
        rank.backwardMatmulFactor = 1;
        QVERIFY(std::abs(LayoutStepTime::gemmSeconds(rank, 4096) - 2.0 / 3 * 247.5787e-6) < 1e-9);

        // In a step: 70B on H100 TP4 × CP2 (the MLPerf llama2_70b_lora layout), whose TP traffic (~0.1 s)
        // is smaller than its GEMMs: overlap hides all of it and takes it out of the step.
        const RooflineModel model;
        TrainingSetup setup;
        setup.checkpointing = TrainingSetup::Checkpointing::Off;
        const RooflineModel::Prepared plain
            = model.prepare(llm("llama2-70b"), gpu("H100-SXM"), QStringLiteral("lora"), setup);
        setup.tpCommOverlap = true;
        const RooflineModel::Prepared overlapped
            = model.prepare(llm("llama2-70b"), gpu("H100-SXM"), QStringLiteral("lora"), setup);
        const StepTime off = LayoutStepTime::step(model, plain, {4, 1, 2, 1}, 8192, 1, 8, 8);
        const StepTime on = LayoutStepTime::step(model, overlapped, {4, 1, 2, 1}, 8192, 1, 8, 8);
        QVERIFY(off.tensorParallelS > 0.05);
        QCOMPARE(on.tensorParallelS, 0.0);
        QVERIFY(std::abs(off.stepS - on.stepS - off.tensorParallelS) < 1e-9);
        QCOMPARE(on.communicationS, off.communicationS); // the traffic is the same, only hidden
        // Without TP there is nothing to overlap: the same step.
        QCOMPARE(LayoutStepTime::step(model, overlapped, {1, 1, 2, 1}, 8192, 1, 8, 8).stepS,
            LayoutStepTime::step(model, plain, {1, 1, 2, 1}, 8192, 1, 8, 8).stepS);
    }

    void tensorParallelOnSmallModelIsSlower()
    {
        // TP = 8 on an 8B model at 2k tokens: every layer's activations cross NVLink for little compute.
        const RooflineModel model;
        const RooflineModel::Prepared p
            = model.prepare(llm("llama3-8b"), gpu("H100-SXM"), QStringLiteral("full"), {});
        const StepTime dp = model.step(p, 2048, 4, 8, 1);
        const double dpThroughput = RooflineModel::throughput(dp, 2048, 4, 8);
        // tp8 on 8 GPUs (dp = 1) at the same work per replica: 8 × the micro-batch.
        const StepTime tp = LayoutStepTime::step(model, p, {8, 1, 1, 1}, 2048, 32, 8, 1);
        const double tpThroughput = LayoutStepTime::throughput(tp, {8, 1, 1, 1}, 2048, 32, 8);
        QVERIFY2(tpThroughput < dpThroughput,
            qPrintable(QStringLiteral("tp8 %1 vs dp %2 tokens/s").arg(tpThroughput).arg(dpThroughput)));
    }

    void longSequenceSeventyBNeedsALayout()
    {
        // 70B full fine-tune at 16k tokens on 64 H100s (8 per node), mixed precision AdamW without
        // checkpointing (Megatron's and NeMo's default stack): no data-parallel configuration fits; `auto`
        // finds one.
        const MemoryModel model(llm("llama3-70b"), gpu("H100-SXM"));
        TrainingSetup setup;
        setup.precision = TrainingSetup::Precision::Mixed;
        setup.checkpointing = TrainingSetup::Checkpointing::Off;
        const auto full = MemoryModel::Method::Full;
        QVERIFY(!LayoutMemory::estimate(model, full, setup, 16384, candidate(64, 8, 1)).fits());
        const QList<Candidate> layouts = SearchSpace::withLayouts(
            {candidate(64, 8, 1)}, LayoutSearch::parse(QStringLiteral("auto"), {}), llm("llama3-70b"), 16384);
        QVERIFY(layouts.size() > 10);
        QStringList fitting;
        for (const Candidate &c : layouts)
            if (LayoutMemory::estimate(model, full, setup, 16384, c).fits())
                fitting << c.layout.name();
        QVERIFY2(!fitting.isEmpty(), "auto must find a layout that fits");
        QVERIFY(!fitting.contains(QStringLiteral("dp")));
        qInfo("70B full at 16k on 64 H100: %lld of %lld layouts fit, e.g. %s", qint64(fitting.size()),
            qint64(layouts.size()), qPrintable(fitting.first()));
    }

    /// The share of TP traffic torchtitan's async TP hides (RooflineCalibration::stackTpOverlapShare):
    /// the MdAPE of torchtitan's async-TP rows for shares 0, 0.1 … 1; the shipped share is the best of them.
    void torchtitanAsyncTpShare()
    {
        QStringList warnings;
        const Catalog catalog
            = Catalog::effective(ConfigurationIo::load(data("development_catalog.yaml"), &warnings));
        const RooflineRuns runs = RooflineEvaluation::loadAll(data("torchtitan_layouts.csv"), catalog);
        const auto torchtitan = std::size_t(TrainingSetup::Stack::Torchtitan);
        double bestShare = -1, bestMdape = 1e9;
        for (int tenths = 0; tenths <= 10; ++tenths) {
            RooflineCalibration c = RooflineCalibration::shipped();
            c.stackTpOverlapShare[torchtitan] = tenths / 10.0;
            QList<double> apes;
            for (const RooflineEvaluation::Score &s : RooflineEvaluation::score(runs, catalog, c))
                if (s.run.setup.tpCommOverlap && s.run.setup.stack == TrainingSetup::Stack::Torchtitan)
                    apes.append(s.apePercent());
            QCOMPARE(apes.size(), 11);
            const double mdape = median(apes);
            qInfo("torchtitan async TP share %.1f: MdAPE %.1f %% on %lld rows", tenths / 10.0, mdape,
                qint64(apes.size()));
            if (mdape < bestMdape - 1e-9) {
                bestMdape = mdape;
                bestShare = tenths / 10.0;
            }
        }
        QCOMPARE(RooflineCalibration::shipped().stackTpOverlapShare[torchtitan], bestShare);
        QCOMPARE(
            RooflineCalibration::shipped().stackTpOverlapShare[std::size_t(TrainingSetup::Stack::Megatron)],
            -1.0); // Megatron's userbuffers: all of it
    }

    /// Megatron's fixed cost per optimizer step (RooflineCalibration::stackFixedStepS): the MdAPE of the 54
    /// Megatron development rows (nemo_dp.csv, and the stack-megatron rows of nemo_layouts.csv and
    /// nemo_scaleout.csv) for a grid of costs; the shipped cost is the best of them.
    void megatronFixedStepCost()
    {
        QStringList warnings;
        const Catalog catalog
            = Catalog::effective(ConfigurationIo::load(data("development_catalog.yaml"), &warnings));
        RooflineRuns runs;
        for (const char *file : {"nemo_dp.csv", "nemo_layouts.csv", "nemo_scaleout.csv"}) {
            const RooflineRuns loaded = RooflineEvaluation::loadAll(data(file), catalog);
            for (RooflineRun run : loaded.runs()) {
                if (QLatin1String(file) == QLatin1String("nemo_dp.csv"))
                    run.setup.stack = TrainingSetup::Stack::Megatron; // NeMo's own rows, without the column
                if (run.setup.stack == TrainingSetup::Stack::Megatron)
                    runs.append(run);
            }
        }
        QCOMPARE(runs.runs().size(), 54);
        const auto index = std::size_t(TrainingSetup::Stack::Megatron);
        double best = -1, bestMdape = 1e9;
        for (const double cost : {0.0, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1128895}) {
            RooflineCalibration c = RooflineCalibration::shipped();
            c.stackFixedStepS[index] = cost;
            QList<double> apes, ratios;
            for (const RooflineEvaluation::Score &s : RooflineEvaluation::score(runs, catalog, c)) {
                apes.append(s.apePercent());
                ratios.append(s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
            }
            const double mdape = median(apes);
            qInfo("Megatron fixed step %.3f s: MdAPE %.2f %%, median ratio %.3f on %lld rows", cost, mdape,
                median(ratios), qint64(apes.size()));
            if (mdape < bestMdape - 1e-9) {
                bestMdape = mdape;
                best = cost;
            }
        }
        QCOMPARE(RooflineCalibration::shipped().stackFixedStepS[index], best);
    }

    void accuracyByLayoutFamily()
    {
        QStringList warnings;
        const Catalog catalog
            = Catalog::effective(ConfigurationIo::load(data("development_catalog.yaml"), &warnings));
        QList<RooflineEvaluation::Score> scores;
        for (const char *file : {"nemo_layouts.csv", "torchtitan_layouts.csv"}) {
            const RooflineRuns runs = RooflineEvaluation::loadAll(data(file), catalog);
            scores += RooflineEvaluation::score(runs, catalog, RooflineCalibration::shipped());
            qInfo("%s: skipped %d: %s", file, runs.skipped(),
                qPrintable(runs.skipReasons().join(QStringLiteral("; "))));
        }
        // 24 NeMo / Megatron-Bridge / AutoModel + 19 torchtitan runs (Llama 3.1 405B's pipeline split
        // counts the embedding and the loss as layers, as its recipes do)
        QCOMPARE(scores.size(), 43);
        QMap<QString, QList<double>> apes, ratios;
        for (const RooflineEvaluation::Score &s : scores) {
            for (const QString &key : {family(s.run.candidate.layout), QStringLiteral("all")}) {
                apes[key].append(s.apePercent());
                ratios[key].append(s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
            }
        }
        for (auto it = apes.cbegin(); it != apes.cend(); ++it)
            qInfo("layout family %-8s runs %3lld  MdAPE %5.1f %%  median predicted/measured %.2f",
                qPrintable(it.key()), qint64(it.value().size()), median(it.value()),
                median(ratios[it.key()]));
        // What the model reaches on these runs (scripts/accuracy-table.sh: MdAPE 11.0 %, median ratio 0.97 on
        // 43 runs with Llama 3.1 405B's pipeline split and torchtitan's async-TP share; 12.1 % on 34 runs
        // before, 16.9 % before collectives by topology), with a tolerance so that a regression fails (the
        // issue aims for 15 % on held-out runs).
        const double mdape = median(apes[QStringLiteral("all")]);
        const double ratio = median(ratios[QStringLiteral("all")]);
        QVERIFY2(std::abs(mdape - 11.0) < 1.0, qPrintable(QStringLiteral("MdAPE %1 %").arg(mdape)));
        QVERIFY2(std::abs(ratio - 0.97) < 0.03, qPrintable(QStringLiteral("median ratio %1").arg(ratio)));
    }
};

QTEST_GUILESS_MAIN(TestParallelLayouts)
#include "test_parallel_layouts.moc"
