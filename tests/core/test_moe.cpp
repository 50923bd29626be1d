// Mixture of experts (issue 47): expert parallelism as a layout axis (parsing, Megatron's rules, auto), the
// dispatch and combine all-to-all (a hand count of one layer's bytes, EP8 inside one node against EP16 across
// two), the grouped-GEMM efficiency (a fine-grained MoE below a dense model of the same active parameters),
// memory per rank under EP, and the accuracy on the MoE development rows (tests/data/measured/nemo_moe.csv):
// MdAPE by model and by accelerator, and leave-one-model-out of the one fitted constant.
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "feasibility/LayoutMemory.h"
#include "feasibility/MemoryModel.h"
#include "model/LayoutSearch.h"
#include "model/ParallelLayout.h"
#include "predict/roofline/ExpertParallelism.h"
#include "predict/roofline/LayoutStepTime.h"
#include "predict/roofline/RooflineEvaluation.h"
#include "predict/roofline/RooflineModel.h"

#include <QMap>
#include <QtTest>
#include <algorithm>
#include <cmath>

namespace {

const LlmSpec &llm(const char *name)
{
    return Catalog::bundled().llm(QString::fromLatin1(name));
}

const GpuSpec &gpu(const char *name)
{
    return Catalog::bundled().gpu(QString::fromLatin1(name));
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

ParallelLayout withEp(ParallelLayout layout, int ep)
{
    layout.ep = ep;
    return layout;
}

/// Megatron's stack as the MoE rows ran: distributed optimizer, no checkpointing, bf16.
TrainingSetup megatronSetup(int accumulation)
{
    TrainingSetup setup;
    setup.sharding = TrainingSetup::Sharding::DistributedOptimizer;
    setup.checkpointing = TrainingSetup::Checkpointing::Off;
    setup.gradientAccumulationSteps = accumulation;
    return setup;
}

QList<RooflineEvaluation::Score> scoreMoe(const RooflineCalibration &calibration)
{
    QStringList warnings;
    const QString dir = QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/");
    const Catalog catalog = Catalog::effective(
        ConfigurationIo::load(dir + QStringLiteral("development_catalog.yaml"), &warnings));
    const RooflineRuns runs = RooflineEvaluation::loadAll(dir + QStringLiteral("nemo_moe.csv"), catalog);
    if (runs.skipped() > 0)
        qInfo("nemo_moe.csv: skipped %d: %s", runs.skipped(),
            qPrintable(runs.skipReasons().join(QStringLiteral("; "))));
    return RooflineEvaluation::score(runs, catalog, calibration);
}

} // namespace

class TestMoe : public QObject
{
    Q_OBJECT

private slots:
    void parsesEp()
    {
        ParallelLayout l = ParallelLayout::parse(QStringLiteral("tp2ep8"), QStringLiteral("--layouts"));
        QCOMPARE(l.tp, 2);
        QCOMPARE(l.ep, 8);
        QCOMPARE(l.name(), QStringLiteral("tp2ep8"));
        QCOMPARE(ParallelLayout::parse(QStringLiteral("EP4pp2"), {}).name(), QStringLiteral("pp2ep4"));
        QCOMPARE(ParallelLayout::parse(QStringLiteral("ep1"), {}), ParallelLayout {});
        QVERIFY_THROWS_EXCEPTION(CoastlineError, ParallelLayout::parse(QStringLiteral("ep8ep2"), {}));
        QVERIFY_THROWS_EXCEPTION(CoastlineError, ParallelLayout::parse(QStringLiteral("ep0"), {}));
        const LayoutSearch list
            = LayoutSearch::parse(QStringLiteral("ep8,tp2ep4"), QStringLiteral("--layouts"));
        QCOMPARE(list.layouts.size(), 2);
        QCOMPARE(list.layouts.at(1).ep, 4);
        QVERIFY(!withEp({}, 8).isDataParallel());
    }

    void megatronRules()
    {
        const LlmSpec &moe = llm("qwen3-30b-a3b"); // 128 experts
        // dp·cp = 8 takes ep 8; ep 16 needs 16 ranks of dp·cp
        QVERIFY(withEp({}, 8).rejection(moe, 8, 8, 4096).isEmpty());
        QVERIFY(withEp({}, 16).rejection(moe, 8, 8, 4096).contains(u"must divide DP × CP = 8"));
        QVERIFY(withEp({1, 1, 2, 1, {}}, 16).rejection(moe, 16, 8, 4096).isEmpty()); // dp 8 × cp 2
        QVERIFY(withEp({2, 1, 1, 1, {}}, 8).rejection(moe, 8, 8, 4096).contains(u"DP × CP = 4"));
        // the experts: 128 are not divisible by 3 (and 3 does not divide dp·cp either; experts first)
        QVERIFY(withEp({}, 3).rejection(moe, 24, 8, 4096).contains(u"num_moe_experts must be divisible"));
        // a dense model
        const QString dense = withEp({}, 8).rejection(llm("llama3-8b"), 8, 8, 4096);
        QVERIFY2(dense.contains(u"dense") && dense.contains(u"num_moe_experts"), qPrintable(dense));
    }

    void autoSearchesEpForMoeOnly()
    {
        LayoutSearch search;
        search.mode = LayoutSearch::Mode::Auto;
        const QList<ParallelLayout> moe = search.layoutsFor(llm("qwen3-30b-a3b"), 16, 8, 4096);
        QVERIFY(std::any_of(moe.cbegin(), moe.cend(), [](const ParallelLayout &l) { return l.ep == 16; }));
        QVERIFY(std::all_of(moe.cbegin(), moe.cend(),
            [](const ParallelLayout &l) { return l.ep == 1 || (l.dataParallel(16) * l.cp) % l.ep == 0; }));
        const QList<ParallelLayout> dense = search.layoutsFor(llm("llama3-8b"), 16, 8, 4096);
        QVERIFY(std::all_of(dense.cbegin(), dense.cend(), [](const ParallelLayout &l) { return l.ep == 1; }));
    }

    void allToAllBytesHandCount()
    {
        // One MoE layer of qwen3-30b-a3b (d = 2048, top-8), one micro-batch of 4 × 4096 tokens on a rank:
        // each dispatch sends every token's hidden state to its 8 experts, bf16.
        const ExpertParallelism::Shape s = ExpertParallelism::shapeOf(llm("qwen3-30b-a3b"));
        QCOMPARE(s.hidden, 2048.0);
        QCOMPARE(s.topK, 8);
        QCOMPARE(s.experts, 128);
        const double tokens = 4.0 * 4096;
        QCOMPARE(
            ExpertParallelism::allToAllBytes(tokens, s.topK, s.hidden), 16384.0 * 8 * 2048 * 2); // 512 MiB
        // The time of one layer inside an 8-GPU domain: 4 all-to-alls (forward dispatch + combine, backward
        // the same) of S · (n − 1)/n over the bus, plus the latency.
        CollectiveModel::Links links;
        links.domainBytesPerS = 400e9;
        links.latencyS = 20e-6;
        const CollectiveModel c(links);
        ExpertParallelism::Shape one = s;
        one.moeLayers = 1;
        const double bytes = 16384.0 * 8 * 2048 * 2;
        const double expected = 4 * (20e-6 + bytes * 7.0 / 8.0 / 400e9);
        QVERIFY(std::abs(ExpertParallelism::allToAllSeconds(one, tokens, 1.0, c, {8, 8}, false) - expected)
            < 1e-9);
    }

    void epInsideOneNodeIsFaster()
    {
        // The same job (qwen3-30b-a3b on 16 H100, dp 16): EP8 inside a node against EP16 across two.
        const RooflineModel model;
        const RooflineModel::Prepared p
            = model.prepare(llm("qwen3-30b-a3b"), gpu("H100-SXM"), QStringLiteral("full"), megatronSetup(8));
        const StepTime inNode = LayoutStepTime::step(model, p, withEp({}, 8), 4096, 2, 8, 2);
        const StepTime acrossNodes = LayoutStepTime::step(model, p, withEp({}, 16), 4096, 2, 8, 2);
        qInfo("EP8 step %.3f s (a2a %.3f s), EP16 step %.3f s (a2a %.3f s)", inNode.stepS,
            inNode.expertAllToAllS, acrossNodes.stepS, acrossNodes.expertAllToAllS);
        QVERIFY(inNode.expertAllToAllS < acrossNodes.expertAllToAllS);
        QVERIFY(inNode.stepS < acrossNodes.stepS);
    }

    void fineGrainedMoeBelowDense()
    {
        // qwen3-30b-a3b (128 experts, top-8, 3.3B active) against qwen3-4b-class dense work: a dense model
        // built from the same catalog entry with one expert of the active width has the same active
        // parameters and GEMM FLOPs; the MoE's grouped GEMMs and all-to-alls cost it MFU.
        const RooflineModel model;
        const LlmSpec &moe = llm("qwen3-30b-a3b");
        LlmSpec dense = moe;
        dense.name = QStringLiteral("dense-a3b");
        dense.isMoe = false;
        dense.numExperts = 0;
        dense.intermediateSize = moe.expertWidth() * *moe.expertsPerToken;
        dense.moeIntermediateSize.reset();
        dense.mParams = dense.activeParams = moe.activeParams;
        dense.totalParamsPublished = moe.activeParams * moe.parameterCount() / moe.mParams;
        const TrainingSetup setup = megatronSetup(8);
        const RooflineModel::Prepared pm = model.prepare(moe, gpu("H100-SXM"), QStringLiteral("full"), setup);
        const RooflineModel::Prepared pd
            = model.prepare(dense, gpu("H100-SXM"), QStringLiteral("full"), setup);
        const StepTime m = LayoutStepTime::step(model, pm, withEp({}, 8), 4096, 2, 8, 1);
        const StepTime d = LayoutStepTime::step(model, pd, ParallelLayout {}, 4096, 2, 8, 1);
        qInfo("MFU: fine-grained MoE %.1f %%, dense of the same active parameters %.1f %%", 100 * m.mfu,
            100 * d.mfu);
        QVERIFY(m.mfu < d.mfu);
    }

    void memoryShardsExperts()
    {
        // 64 H100 with the distributed optimizer: EP8 holds 1/8 of the routed experts' weights and gradients.
        const LlmSpec &moe = llm("qwen3-30b-a3b");
        const MemoryModel model(moe, gpu("H100-SXM"));
        QVERIFY(model.routedExpertParameters() > 0.8 * model.parameters());
        const TrainingSetup setup = megatronSetup(8);
        Candidate c {64, 8, 8, 1};
        c.layout = withEp({1, 2, 1, 1, {}}, 1);
        const MemoryModel::Estimate ep1
            = LayoutMemory::estimate(model, MemoryModel::Method::Full, setup, 4096, c);
        c.layout.ep = 8;
        const MemoryModel::Estimate ep8
            = LayoutMemory::estimate(model, MemoryModel::Method::Full, setup, 4096, c);
        qInfo("weights %.2f -> %.2f GB, gradients %.2f -> %.2f GB, total %.1f -> %.1f GB",
            ep1.breakdown.weightsGb, ep8.breakdown.weightsGb, ep1.breakdown.gradientsGb,
            ep8.breakdown.gradientsGb, ep1.breakdown.totalGb, ep8.breakdown.totalGb);
        QVERIFY(ep8.breakdown.weightsGb < 0.3 * ep1.breakdown.weightsGb);
        QVERIFY(ep8.breakdown.gradientsGb < 0.3 * ep1.breakdown.gradientsGb);
        QCOMPARE(ep8.breakdown.optimizerGb, ep1.breakdown.optimizerGb); // sharded over dp·cp either way
        QVERIFY(ep8.totalBytes < ep1.totalBytes);
    }

    void accuracyOnMoeRows()
    {
        const RooflineCalibration shipped = RooflineCalibration::shipped();
        const QList<RooflineEvaluation::Score> scores = scoreMoe(shipped);
        QVERIFY(scores.size() >= 30);
        QMap<QString, QList<double>> apes, ratios;
        for (const RooflineEvaluation::Score &s : scores) {
            const QString model = QStringLiteral("model ") + s.run.workload.llmModel;
            const QString accelerator = QStringLiteral("gpu ") + s.run.workload.gpuModel;
            for (const QString &key : {model, accelerator, QStringLiteral("all")}) {
                apes[key].append(s.apePercent());
                ratios[key].append(s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
            }
        }
        for (auto it = apes.cbegin(); it != apes.cend(); ++it)
            qInfo("%-24s runs %3lld  MdAPE %5.1f %%  median predicted/measured %.2f", qPrintable(it.key()),
                qint64(it.value().size()), median(it.value()), median(ratios[it.key()]));
        // Leave one model out: k0 refitted (the grid's lowest MdAPE, as the shipped k0) on the other models.
        const QList<double> grid {0, 64, 128, 256, 512, 1024, 2048, 4096};
        QStringList models;
        for (const RooflineEvaluation::Score &s : scores)
            if (!models.contains(s.run.workload.llmModel))
                models.append(s.run.workload.llmModel);
        QList<QList<RooflineEvaluation::Score>> byK0;
        for (const double k0 : grid) {
            RooflineCalibration c = shipped;
            c.groupedGemmHalfTokens = k0;
            byK0.append(scoreMoe(c));
        }
        for (qsizetype i = 0; i < grid.size(); ++i) {
            QList<double> a, r;
            for (const RooflineEvaluation::Score &s : byK0.at(i)) {
                a.append(s.apePercent());
                r.append(s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
            }
            qInfo(
                "k0 %6.0f: MdAPE %5.1f %%, median predicted/measured %.2f", grid.at(i), median(a), median(r));
        }
        QList<double> heldOut;
        for (const QString &left : models) {
            qsizetype best = 0;
            double bestDistance = 1e9;
            for (qsizetype i = 0; i < grid.size(); ++i) {
                QList<double> others;
                for (const RooflineEvaluation::Score &s : byK0.at(i))
                    if (s.run.workload.llmModel != left)
                        others.append(s.apePercent());
                if (const double distance = median(others); distance < bestDistance) {
                    bestDistance = distance;
                    best = i;
                }
            }
            QList<double> leftApes;
            for (const RooflineEvaluation::Score &s : byK0.at(best))
                if (s.run.workload.llmModel == left)
                    leftApes.append(s.apePercent());
            heldOut += leftApes;
            qInfo("leave out %-18s k0 %6.0f  held-out MdAPE %5.1f %%", qPrintable(left), grid.at(best),
                median(leftApes));
        }
        qInfo("leave-one-model-out MdAPE %.1f %% over %lld runs", median(heldOut), qint64(heldOut.size()));
        const double mdape = median(apes[QStringLiteral("all")]);
        // Measured with the shipped k0 (see docs/user-guide.md "Mixture of experts"); + 2 points of
        // tolerance.
        QVERIFY2(mdape <= kMeasuredMdape + 2.0, qPrintable(QStringLiteral("MdAPE %1 %").arg(mdape)));
    }

private:
    /// MdAPE measured on nemo_moe.csv with the shipped k0 (2,048): 21.0 % over 37 runs.
    static constexpr double kMeasuredMdape = 21.0;
};

QTEST_GUILESS_MAIN(TestMoe)
#include "test_moe.moc"
