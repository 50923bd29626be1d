// Past one node (step-time-model.md §8): collectives by topology checked against the published
// nccl-tests figures of tests/data/measured/collective_bandwidth.csv, and the physical sanity of scale-out
// (issue "Done when"): data parallelism across nodes keeps its per-GPU throughput, the all-reduce of 16 GB
// across 8 × 400 Gb/s nodes, and TP/CP groups that span the trays of a GB200 NVL72 rack.
#include "catalog/Catalog.h"
#include "config/ConfigurationIo.h"
#include "io/CsvTable.h"
#include "model/ParallelLayout.h"
#include "pipeline/Recommender.h"
#include "predict/roofline/CollectiveModel.h"
#include "predict/roofline/LayoutStepTime.h"
#include "predict/roofline/RooflineModel.h"

#include <QtTest>

namespace {

using Collective = CollectiveModel::Collective;

Collective collectiveNamed(const QString &name)
{
    if (name == u"all_reduce")
        return Collective::AllReduce;
    if (name == u"all_gather")
        return Collective::AllGather;
    if (name == u"reduce_scatter")
        return Collective::ReduceScatter;
    if (name == u"all_to_all")
        return Collective::AllToAll;
    return Collective::PointToPoint;
}

/// The collectives of `gpu`'s links on nodes of `gpusPerNode` (the catalog's NICs, shipped calibration).
CollectiveModel collectivesOf(const Catalog &catalog, const QString &gpu, int gpusPerNode)
{
    const RooflineModel model;
    const auto prepared = model.prepare(
        catalog.llm(QStringLiteral("llama3-8b")), catalog.gpu(gpu), QStringLiteral("full"), {});
    return CollectiveModel(model.links(prepared, gpusPerNode, 0));
}

/// An 8B Megatron-style pretraining job: bf16 mixed precision, DDP (no-shard), no checkpointing,
/// 8,192-token samples, micro-batch 1, 8 micro-batches per step.
TrainingSetup megatronSetup()
{
    TrainingSetup s;
    s.precision = TrainingSetup::Precision::Mixed;
    s.sharding = TrainingSetup::Sharding::NoShard;
    s.checkpointing = TrainingSetup::Checkpointing::Off;
    s.gradientAccumulationSteps = 8;
    return s;
}

double perGpu(const RooflineModel &model, const RooflineModel::Prepared &p, const ParallelLayout &layout,
    int gpusPerNode, int nodes, StepTime *step = nullptr)
{
    const StepTime t = LayoutStepTime::step(model, p, layout, 8192, 1, gpusPerNode, nodes);
    if (step)
        *step = t;
    return LayoutStepTime::throughput(t, layout, 8192, 1, gpusPerNode * nodes) / (gpusPerNode * nodes);
}

} // namespace

class TestScaling : public QObject
{
    Q_OBJECT

private slots:
    void collectivesMatchPublishedBusBandwidth()
    {
        const Catalog &catalog = Catalog::bundled();
        const CsvTable t
            = CsvTable::read(QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/collective_bandwidth.csv"));
        int checked = 0;
        for (int r = 0; r < t.rowCount(); ++r) {
            const QString gpu = t.cell(r, QStringLiteral("gpu_model"));
            const GpuSpec &spec = catalog.gpu(gpu);
            // The figure was measured on the NICs the catalog states for this GPU.
            QCOMPARE(spec.nicGbpsPerGpu, t.number(r, QStringLiteral("nic_gbps_per_gpu")));
            const double tolerance = t.number(r, QStringLiteral("tolerance_percent"));
            if (tolerance < 0)
                continue; // recorded, not checked (the note says why)
            const CollectiveModel model
                = collectivesOf(catalog, gpu, int(t.number(r, QStringLiteral("gpus_per_node"))));
            const CollectiveModel::Group group {int(t.number(r, QStringLiteral("ranks"))),
                int(t.number(r, QStringLiteral("ranks_per_domain")))};
            const Collective c = collectiveNamed(t.cell(r, QStringLiteral("collective")));
            const double bytes = t.number(r, QStringLiteral("message_bytes"));
            const double busbw
                = bytes * CollectiveModel::busFactor(c, group.ranks) / model.seconds(c, bytes, group) / 1e9;
            const double published = t.number(r, QStringLiteral("busbw_GBps"));
            const double error = std::abs(busbw / published - 1) * 100;
            if (error > tolerance)
                QFAIL(qPrintable(QStringLiteral("line %1 (%2, %3 ranks): model %4 GB/s, published %5 GB/s")
                                     .arg(r + 2)
                                     .arg(gpu)
                                     .arg(group.ranks)
                                     .arg(busbw, 0, 'f', 0)
                                     .arg(published, 0, 'f', 0)));
            ++checked;
        }
        QVERIFY(checked >= 10);
    }

    void smallMessagesAreLatencyBound()
    {
        const CollectiveModel model = collectivesOf(Catalog::bundled(), QStringLiteral("H100-SXM"), 8);
        const CollectiveModel::Group group {64, 8};
        double previous = 0;
        for (const double bytes : {1e5, 1e6, 1e7, 1e8, 1e9, 1e10}) {
            const double busbw = bytes * CollectiveModel::busFactor(Collective::AllReduce, 64)
                / model.seconds(Collective::AllReduce, bytes, group);
            QVERIFY(busbw > previous); // rises with the message size
            previous = busbw;
        }
        QVERIFY(previous <= model.busBytesPerS(Collective::AllReduce, group)); // and saturates
        // A group with one rank per node uses one NIC per node, not the node's eight.
        QVERIFY(model.busBytesPerS(Collective::AllReduce, {8, 1}) * 7.9
            < model.busBytesPerS(Collective::AllReduce, {64, 8}));
    }

    void allReduceOf16GbAcrossNodes()
    {
        const CollectiveModel model = collectivesOf(Catalog::bundled(), QStringLiteral("H100-SXM"), 8);
        for (const int nodes : {2, 4, 8, 16, 32, 64}) {
            const CollectiveModel::Group group {8 * nodes, 8};
            const double seconds = model.seconds(Collective::AllReduce, 16e9, group);
            const double busbw
                = 16e9 * CollectiveModel::busFactor(Collective::AllReduce, group.ranks) / seconds;
            QVERIFY2(seconds >= 0.080 && seconds <= 0.150, qPrintable(QString::number(seconds)));
            QVERIFY2(busbw >= 300e9 && busbw <= 400e9, qPrintable(QString::number(busbw)));
        }
    }

    void dataParallelAcrossEightNodesKeepsItsThroughput()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflineModel model;
        const auto p = model.prepare(catalog.llm(QStringLiteral("llama3-8b")),
            catalog.gpu(QStringLiteral("H100-SXM")), QStringLiteral("full"), megatronSetup());
        StepTime one, eight;
        const double oneNode = perGpu(model, p, {}, 8, 1, &one);
        const double eightNodes = perGpu(model, p, {}, 8, 8, &eight);
        QVERIFY2(eightNodes >= 0.75 * oneNode,
            qPrintable(QStringLiteral("%1 of %2 tokens/s per GPU").arg(eightNodes).arg(oneNode)));
        // The gradient buckets run under the backward: most of the all-reduce is hidden.
        QVERIFY(eight.hiddenCommS > eight.exposedCommS);
        QCOMPARE(eight.hiddenCommS + eight.exposedCommS, eight.communicationS);
    }

    void nvl72NodesAreTraysOfFour()
    {
        // A GB200 job's node is a 4-GPU compute tray (1600 Gbit/s of NICs at 400 per GPU): a grid that puts
        // 8 GPUs on a node gets one warning naming the tray; 4 per node, or an 8-GPU HGX part, none.
        Configuration config = ConfigurationIo::embeddedDefault();
        config.workload.llmModel = QStringLiteral("llama3-8b");
        config.workload.gpuModel = QStringLiteral("GB200");
        config.grid.totalGpus = {8, 16};
        config.grid.batchSizes = {1};
        config.infrastructure.totalGpus = 16;
        config.infrastructure.maxNodes = 4;
        const auto trayWarnings = [](const Configuration &c) {
            QStringList found;
            for (const QString &w : Recommender(c).evaluate().warnings)
                if (w.contains(QStringLiteral("compute tray")))
                    found << w;
            return found;
        };
        config.infrastructure.maxGpusPerNode = 8;
        const QStringList eight = trayWarnings(config);
        QCOMPARE(eight.size(), 1);
        QVERIFY2(eight.first().contains(QStringLiteral("tray of 4 GPUs"))
                && eight.first().contains(QStringLiteral("up to 8 GPUs on a node")),
            qPrintable(eight.first()));
        config.infrastructure.maxGpusPerNode = 4;
        config.infrastructure.maxNodes = 4;
        QVERIFY(trayWarnings(config).isEmpty());
        config.workload.gpuModel = QStringLiteral("H100-SXM");
        config.infrastructure.maxGpusPerNode = 8;
        QVERIFY(trayWarnings(config).isEmpty());
    }

    void nvl72GroupsSpanTrays()
    {
        const Catalog &catalog = Catalog::bundled();
        const GpuSpec &gb200 = catalog.gpu(QStringLiteral("GB200"));
        const LlmSpec &llm = catalog.llm(QStringLiteral("llama3-70b"));
        const ParallelLayout tp8 {8, 1, 1, 1};
        const ParallelLayout tp4cp4 {4, 1, 4, 1};
        // Trays of 4 in one 72-GPU NVLink domain: TP 8 spans two trays, CP 4 spans four.
        QVERIFY(tp8.rejection(llm, 64, 4, 8192, gb200.nvlinkDomainGpus).isEmpty());
        QVERIFY(tp4cp4.rejection(llm, 64, 4, 8192, gb200.nvlinkDomainGpus).isEmpty());
        // On 8-GPU HGX nodes TP stays inside the node; CP may cross nodes.
        const GpuSpec &h100 = catalog.gpu(QStringLiteral("H100-SXM"));
        QVERIFY(!(ParallelLayout {16, 1, 1, 1}).rejection(llm, 64, 8, 8192, h100.nvlinkDomainGpus).isEmpty());
        QVERIFY((ParallelLayout {8, 1, 2, 1}).rejection(llm, 64, 8, 8192, h100.nvlinkDomainGpus).isEmpty());

        const RooflineModel model;
        TrainingSetup setup = megatronSetup();
        const auto p = model.prepare(llm, gb200, QStringLiteral("full"), setup);
        for (const ParallelLayout &layout : {tp8, tp4cp4}) {
            // The same layout on 16 trays of 4 and inside 8-GPU "trays": no slower across trays.
            const double trays = perGpu(model, p, layout, 4, 16);
            const double inside = perGpu(model, p, layout, 8, 8);
            QVERIFY2(trays >= inside * (1 - 1e-9), qPrintable(layout.name()));
        }
    }

    void contextParallelAcrossNodesUsesTheNics()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflineModel model;
        const auto p = model.prepare(catalog.llm(QStringLiteral("llama3-70b")),
            catalog.gpu(QStringLiteral("H100-SXM")), QStringLiteral("full"), megatronSetup());
        StepTime inNode, across;
        perGpu(model, p, {4, 1, 2, 1}, 8, 2, &inNode); // CP 2 inside a node
        perGpu(model, p, {8, 1, 2, 1}, 8, 2, &across); // CP 2 across the two nodes
        QVERIFY(across.contextParallelS > 0);
        QVERIFY(across.contextParallelS <= across.stepS);
        QVERIFY(inNode.contextParallelS > 0);
    }
};

QTEST_GUILESS_MAIN(TestScaling)
#include "test_scaling.moc"
