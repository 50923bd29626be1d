// The training settings of step-time-model.md §8.3–8.5: the precision recipes (PrecisionTraits: one
// description for memory, roofline and every front end), MXFP8 and NVFP4 (memory, compute, refusal, the
// fitted FP4 share), Megatron's distributed optimizer (memory and step time), the stack and its defaults,
// and Megatron's pipeline split (the rules Megatron applies, the peak stage).
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "feasibility/LayoutMemory.h"
#include "feasibility/MemoryModel.h"
#include "io/CsvTable.h"
#include "model/PrecisionTraits.h"
#include "model/TrainingFields.h"
#include "model/TrainingSetup.h"
#include "model/TrainingStack.h"
#include "predict/roofline/LayoutStepTime.h"
#include "predict/roofline/RooflineModel.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

namespace {

using P = TrainingSetup::Precision;

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

QString errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const CoastlineError &e) {
        return e.message();
    }
    return {};
}

TrainingSetup withPrecision(P precision)
{
    TrainingSetup t;
    t.precision = precision;
    return t;
}

/// One NVFP4 / MXFP8 pair of the development data (tests/data/measured/nemo_nvfp4_pairs.csv).
struct Pair
{
    QString gpu;
    QString llm;
    ParallelLayout layout;
    int gpus = 0;
    int microBatches = 0;
    qint64 sequence = 0;
    double measuredRatio = 0;
};

/// The pairs with the same layout in both precisions whose layout the catalog model takes with an even
/// split (the 70B rows; the 405B rows need the embedding and loss counted as layers).
QList<Pair> developmentPairs()
{
    const CsvTable t
        = CsvTable::read(QStringLiteral(COASTLINE_TEST_DATA_DIR "/measured/nemo_nvfp4_pairs.csv"));
    QList<Pair> pairs;
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.cell(r, QStringLiteral("same_layout")) != u"yes")
            continue;
        Pair p;
        p.gpu = t.cell(r, QStringLiteral("gpu"));
        const QString model = t.cell(r, QStringLiteral("model"));
        p.llm = model == u"LLAMA3_70B" ? QStringLiteral("llama3-70b") : QStringLiteral("Llama-3.1-405B");
        p.layout.tp = int(t.integer(r, QStringLiteral("tp")));
        p.layout.pp = int(t.integer(r, QStringLiteral("pp")));
        p.layout.cp = int(t.integer(r, QStringLiteral("cp")));
        p.layout.virtualStages = int(t.integer(r, QStringLiteral("vp")));
        if (p.llm == u"Llama-3.1-405B")
            p.layout.split = {0, 0, true, true}; // Megatron-Bridge's 405B recipe
        p.gpus = int(t.integer(r, QStringLiteral("n_gpus")));
        const int dp = p.gpus / p.layout.modelParallelGpus();
        p.microBatches = int(t.integer(r, QStringLiteral("gbs")) / t.integer(r, QStringLiteral("mbs")) / dp);
        p.sequence = t.integer(r, QStringLiteral("seq_len"));
        p.measuredRatio = t.number(r, QStringLiteral("nvfp4_tokens_per_s_per_gpu"))
            / t.number(r, QStringLiteral("mxfp8_tokens_per_s_per_gpu"));
        pairs.append(p);
    }
    return pairs;
}

/// The roofline's NVFP4 / MXFP8 throughput ratio of `pair` with `share` of the GEMM FLOPs at FP4.
double predictedRatio(const Pair &pair, double share)
{
    const Catalog &catalog = Catalog::bundled();
    const RooflineModel model;
    const LlmSpec &llm = catalog.llm(pair.llm);
    const GpuSpec &gpu = catalog.gpu(pair.gpu);
    TrainingSetup setup;
    setup.applyStackDefaults(TrainingSetup::Stack::Megatron);
    setup.gradientAccumulationSteps = pair.microBatches;
    double throughput[2] = {};
    for (const P precision : {P::Mxfp8, P::Nvfp4}) {
        setup.precision = precision;
        RooflineModel::Prepared prepared = model.prepare(llm, gpu, QStringLiteral("full"), setup);
        if (precision == P::Nvfp4) {
            PrecisionTraits traits = PrecisionTraits::of(P::Nvfp4);
            traits.fp4FlopShare = share;
            prepared.gemmFlops = RooflineModel::gemmFlops(traits, gpu, model.calibration());
        }
        const int perNode = gpu.name.startsWith(u"GB") ? 4 : 8;
        const StepTime step = LayoutStepTime::step(
            model, prepared, pair.layout, pair.sequence, 1, perNode, pair.gpus / perNode);
        throughput[precision == P::Nvfp4]
            = LayoutStepTime::throughput(step, pair.layout, pair.sequence, 1, pair.gpus);
    }
    return throughput[1] / throughput[0];
}

} // namespace

class TestTrainingSettings : public QObject
{
    Q_OBJECT

private slots:
    /// training-setups.md "Accounting" and §8.4: the bytes per trained parameter of each recipe, the same
    /// figure in the memory model, the GUI's precision labels and the recipe text.
    void precisionRecipes()
    {
        const QList<std::pair<P, double>> expected {{P::Bf16, 8}, {P::Mixed, 16}, {P::Fp32, 16}, {P::Fp8, 18},
            {P::Mxfp8, 18}, {P::Nvfp4, 2 + 9.0 / 16 + 2 + 4 + 8}};
        const TrainingFields::Field *field = TrainingFields::find(QStringLiteral("precision"));
        QVERIFY(field);
        QCOMPARE(field->choices, TrainingSetup::precisionNames());
        QCOMPARE(field->choiceNumbers.size(), field->choices.size());
        for (const auto &[precision, bytes] : expected) {
            const PrecisionTraits &traits = PrecisionTraits::of(precision);
            QCOMPARE(traits.precision, precision);
            QCOMPARE(traits.bytesPerParameter(), bytes);
            QCOMPARE(MemoryModel::bytesPerTrainedParameter(withPrecision(precision)), bytes);
            const qsizetype at = field->choices.indexOf(TrainingSetup::name(precision));
            QCOMPARE(field->choiceNumbers.at(at), bytes);
            const QString label = QString::fromUtf8(field->choiceLabels.at(at));
            QVERIFY2(label.contains(u"%1 bytes/param") || label.contains(u"%1 B/param"), qPrintable(label));
            QVERIFY2(
                traits.recipeText().endsWith(QStringLiteral("%1 B/param with AdamW").arg(bytes, 0, 'g', 6)),
                qPrintable(traits.recipeText()));
        }
        // fp8 says what it does to a pure-bf16 job: an fp32 master and fp32 states.
        QVERIFY(PrecisionTraits::of(P::Fp8).recipeText().contains(u"master weights fp32"));
        QVERIFY(PrecisionTraits::of(P::Nvfp4).recipeText().contains(u"NVFP4"));
    }

    /// §8.4: mxfp8 and nvfp4 only on Blackwell (exit 2 naming the GPU and --precision), nvfp4 faster than
    /// fp8 / mxfp8 and less than 2× faster.
    void blackwellPrecisions()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflineModel model;
        const LlmSpec &llm = catalog.llm(QStringLiteral("llama3-8b"));
        for (const QString &gpu : {QStringLiteral("H100-SXM"), QStringLiteral("MI300X")}) {
            const QString error = errorOf([&] {
                model.prepare(llm, catalog.gpu(gpu), QStringLiteral("full"), withPrecision(P::Nvfp4));
            });
            QVERIFY2(error.startsWith(u"precision nvfp4 (--precision, training.precision)")
                    && error.contains(catalog.gpu(gpu).name),
                qPrintable(error));
            QVERIFY(!errorOf([&] {
                model.prepare(llm, catalog.gpu(gpu), QStringLiteral("full"), withPrecision(P::Mxfp8));
            }).isEmpty());
        }
        for (const QString &gpu : {QStringLiteral("B200"), QStringLiteral("B300"), QStringLiteral("GB200"),
                 QStringLiteral("GB300")}) {
            const GpuSpec &spec = catalog.gpu(gpu);
            QVERIFY2(spec.denseFp4Tflops > spec.denseFp8Tflops, qPrintable(gpu));
            QVERIFY(!spec.denseFp4Source.isEmpty());
            double tokens[3] = {};
            int i = 0;
            for (const P precision : {P::Fp8, P::Mxfp8, P::Nvfp4}) {
                TrainingSetup t = withPrecision(precision);
                const auto prepared = model.prepare(llm, spec, QStringLiteral("full"), t);
                tokens[i++] = RooflineModel::throughput(model.step(prepared, 8192, 2, 8, 1), 8192, 2, 8);
            }
            QCOMPARE(tokens[1], tokens[0]); // MXFP8's GEMMs at the FP8 peak; its extra copy is memory
            const double speedup = tokens[2] / tokens[1];
            QVERIFY2(
                speedup > 1.0 && speedup < 2.0, qPrintable(QStringLiteral("%1: %2").arg(gpu).arg(speedup)));
        }
        // Memory: MXFP8 as fp8 (two FP8 copies), NVFP4 9/16 B per weight.
        const MemoryModel memory(llm, catalog.gpu(QStringLiteral("B200")));
        const Candidate one {1, 1, 1, 1, {}};
        const double params = memory.parameters();
        const auto state = [&](P precision) {
            return memory.estimate(MemoryModel::Method::Full, withPrecision(precision), 1024, one).stateBytes;
        };
        QCOMPARE(state(P::Mxfp8), state(P::Fp8));
        QCOMPARE(state(P::Fp8) - state(P::Nvfp4), (2 - 9.0 / 16) * params);
    }

    /// §8.4: the share of GEMM FLOPs at FP4 is the fit that makes the roofline's median NVFP4 / MXFP8
    /// ratio on the development pairs equal the measured one; re-fitting reproduces the shipped share.
    void nvfp4ShareIsTheFit()
    {
        const QList<Pair> pairs = developmentPairs();
        QCOMPARE(pairs.size(), 11);
        QList<double> measured;
        for (const Pair &p : pairs)
            measured.append(p.measuredRatio);
        const double target = median(measured);
        QVERIFY(target > 1.3 && target < 1.5); // the published 1.3–1.5×
        const auto medianPredicted = [&](double share) {
            QList<double> ratios;
            for (const Pair &p : pairs)
                ratios.append(predictedRatio(p, share));
            return median(ratios);
        };
        double low = 0, high = 1;
        for (int i = 0; i < 30; ++i) {
            const double mid = (low + high) / 2;
            (medianPredicted(mid) < target ? low : high) = mid;
        }
        const double fitted = (low + high) / 2;
        qInfo(
            "NVFP4: measured median ratio %.3f, fitted FP4 share %.3f (shipped %.3f), predicted median %.3f",
            target, fitted, PrecisionTraits::of(P::Nvfp4).fp4FlopShare,
            medianPredicted(PrecisionTraits::of(P::Nvfp4).fp4FlopShare));
        QVERIFY(std::abs(fitted - PrecisionTraits::of(P::Nvfp4).fp4FlopShare) <= 0.01);
    }

    /// §8.3: Megatron's distributed optimizer: states and fp32 master ÷ DP, weights and gradients whole;
    /// one reduce-scatter + one all-gather per step, less than DDP's all-reduce of fp32 gradients.
    void distributedOptimizer()
    {
        QCOMPARE(TrainingSetup::parseSharding(QStringLiteral("zero1"), QStringLiteral("--sharding")),
            TrainingSetup::Sharding::DistributedOptimizer);
        QCOMPARE(TrainingSetup::name(TrainingSetup::Sharding::DistributedOptimizer),
            QStringLiteral("distributed-optimizer"));
        const Catalog &catalog = Catalog::bundled();
        const LlmSpec &llm = catalog.llm(QStringLiteral("llama3-8b"));
        const GpuSpec &gpu = catalog.gpu(QStringLiteral("H100-SXM"));
        const MemoryModel memory(llm, gpu);
        TrainingSetup t = withPrecision(P::Mixed);
        t.sharding = TrainingSetup::Sharding::DistributedOptimizer;
        const Candidate eight {8, 8, 1, 1, {}};
        const MemoryModel::Estimate e = memory.estimate(MemoryModel::Method::Full, t, 4096, eight);
        const double params = memory.parameters();
        QCOMPARE(
            e.stateBytes, 2 * params + 2 * params + 12 * params / 8); // Megatron's 6 + 12/d with bf16 grads
        QCOMPARE(e.breakdown.gradientsGb, 2 * params / 1e9);
        QCOMPARE(e.workingSetBytes, 0.0); // nothing gathered
        const RooflineModel model;
        TrainingSetup ddp = t;
        ddp.sharding = TrainingSetup::Sharding::NoShard;
        const StepTime withOptimizer
            = model.step(model.prepare(llm, gpu, QStringLiteral("full"), t), 4096, 1, 8, 4);
        const StepTime withDdp
            = model.step(model.prepare(llm, gpu, QStringLiteral("full"), ddp), 4096, 1, 8, 4);
        QVERIFY(withOptimizer.communicationS > 0);
        QVERIFY(withOptimizer.communicationS < withDdp.communicationS);
        QVERIFY(withOptimizer.optimizerS < withDdp.optimizerS); // the update over the DP shard only
    }

    /// §8.5: a stack sets its defaults; every explicit key wins over them, whatever its order in the file.
    void stackDefaults()
    {
        TrainingSetup t;
        t.applyStackDefaults(TrainingSetup::Stack::Megatron);
        QVERIFY(t.stack == TrainingSetup::Stack::Megatron);
        QCOMPARE(t.sharding, TrainingSetup::Sharding::DistributedOptimizer);
        QCOMPARE(t.precision, P::Mixed);
        QVERIFY(t.tpCommOverlap);
        QVERIFY(t.fusedRopeNorm && !t.expandableSegments);
        t.applyStackDefaults(TrainingSetup::Stack::Torchtitan);
        QCOMPARE(t.fsdpVersion, TrainingSetup::FsdpVersion::Fsdp2);
        QVERIFY(t.expandableSegments && t.fusedRopeNorm); // run_train.sh's allocator; compiled norms
        for (const auto stack : {TrainingSetup::Stack::HfTrainer, TrainingSetup::Stack::DeepSpeed}) {
            t.applyStackDefaults(stack);
            QVERIFY(!t.expandableSegments && !t.fusedRopeNorm); // Hugging Face's eager RMSNorm
        }
        QCOMPARE(TrainingSetup::stackNames(),
            (QStringList {QStringLiteral("megatron"), QStringLiteral("torchtitan"),
                QStringLiteral("hf-trainer"), QStringLiteral("deepspeed")}));
        QCOMPARE(TrainingSetup::parseStack(QStringLiteral("NeMo"), QStringLiteral("--stack")),
            TrainingSetup::Stack::Megatron);
        QVERIFY(errorOf([] {
            TrainingSetup::parseStack(QStringLiteral("megatorn"), QStringLiteral("--stack"));
        }).contains(u"did you mean 'megatron'"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("training:\n  sharding: full-shard\n  stack: megatron\n");
        file.close();
        QStringList warnings;
        const Configuration config = ConfigurationIo::load(path, &warnings);
        QVERIFY(config.training.stack == TrainingSetup::Stack::Megatron);
        QCOMPARE(config.training.sharding, TrainingSetup::Sharding::FullShard); // the explicit key
        QCOMPARE(config.training.precision, P::Mixed); // the stack's default
        // No stack: the generic costs; a stack without fitted costs of its own: the same.
        const RooflineCalibration shipped = RooflineCalibration::shipped();
        QCOMPARE(shipped.stackCosts(std::nullopt).fixedStepS, shipped.fixedStepS);
    }

    /// §8.3: Megatron's pipeline split: Llama-3.1-405B's 126 + 2 = 128 over 8 × 8 is accepted, its even
    /// split is refused with Megatron's reason, and uneven first / last stages follow Megatron's rules.
    void pipelineSplit()
    {
        const LlmSpec &llm = Catalog::bundled().llm(QStringLiteral("Llama-3.1-405B"));
        QCOMPARE(llm.nLayers, 126);
        ParallelLayout layout;
        layout.tp = 8;
        layout.pp = 8;
        layout.virtualStages = 8;
        QVERIFY(layout.rejection(llm, 512, 8, 8192).contains(u"must divide the layers"));
        layout.split = {0, 0, true, true};
        QCOMPARE(layout.rejection(llm, 512, 8, 8192), QString());
        QCOMPARE(layout.split.peakStageLayers(126, 8), 16);
        layout.split = {0, 0, true, false}; // 127 over 64
        QVERIFY(layout.rejection(llm, 512, 8, 8192).contains(u"Megatron-LM refuses this pipeline split"));

        PipelineSplit uneven {14, 14, false, false}; // 126 − 28 = 98 layers over 6 middle stages
        QVERIFY(uneven.rejection(126, 8, 1).contains(u"number of layers at middle stage: 98"));
        uneven = {15, 15, false, false}; // 15 + 6 × 16 + 15 = 126
        QCOMPARE(uneven.rejection(126, 8, 1), QString());
        QCOMPARE(uneven.peakStageLayers(126, 8), 16);
        QVERIFY(
            uneven.rejection(126, 8, 2).contains(u"number of layers at first stage: 15 must be divisible by "
                                                 u"virtual pipeline parallel degree 2"));
        QVERIFY((PipelineSplit {15, 0, true, false}.rejection(126, 8, 1).contains(u"cannot be combined")));
        QVERIFY((!PipelineSplit {4, 0, false, false}.rejection(32, 1, 1).isEmpty()));

        // The peak stage's memory follows the split: 16 of 126 layers, not 126 / 8.
        const MemoryModel memory(llm, Catalog::bundled().gpu(QStringLiteral("H100-SXM")));
        TrainingSetup t = withPrecision(P::Mixed);
        t.sharding = TrainingSetup::Sharding::DistributedOptimizer;
        Candidate c {512, 8, 64, 1, {}};
        c.layout = layout;
        c.layout.split = {0, 0, true, true};
        const double split
            = LayoutMemory::estimate(memory, MemoryModel::Method::Full, t, 8192, c).breakdown.weightsGb;
        QVERIFY2(split > 0, qPrintable(QString::number(split)));
        QCOMPARE(c.layout.stageDivisor(126), 126.0 / 16);
    }
};

QTEST_GUILESS_MAIN(TestTrainingSettings)
#include "test_training_settings.moc"
