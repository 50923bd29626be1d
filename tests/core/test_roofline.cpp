// The roofline step-time model (step-time-model.md): the fit of its constants on the development data,
// its accuracy there (issue: "Done when"), the physical-sanity list of §5 on hand-checked cases, and
// its calibration file.
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationIo.h"
#include "predict/roofline/KernelEfficiency.h"
#include "predict/roofline/RooflineEvaluation.h"
#include "predict/roofline/RooflineFit.h"
#include "predict/roofline/RooflineModel.h"
#include "predict/roofline/RooflinePredictor.h"

#include <QTemporaryDir>
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
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// The bundled catalog plus the MPT models of the llm-foundry runs and the two architectures of the
/// pure data-parallel tables (tests/data/measured/development_catalog.yaml).
Catalog developmentCatalog()
{
    QStringList warnings;
    return Catalog::effective(ConfigurationIo::load(data("development_catalog.yaml"), &warnings));
}

/// Every development file (step-time-model.md §3, issue 33 item 4).
QString developmentFiles()
{
    return data("run_database.csv") + u',' + data("fsdp_a100_40gb_scaling.csv") + u','
        + data("hf_trainer_fsdp_runs.csv") + u',' + data("fsdp_pretraining_dp.csv") + u','
        + data("nemo_dp.csv");
}

double medianRatio(const QList<RooflineEvaluation::Score> &scores)
{
    QList<double> ratios;
    for (const auto &s : scores)
        ratios.append(s.predictedTokensPerSecond / s.run.measuredTokensPerSecond);
    return median(ratios);
}

double mdape(const QList<RooflineEvaluation::Score> &scores)
{
    QList<double> apes;
    for (const auto &s : scores)
        apes.append(s.apePercent());
    return median(apes);
}

/// Whole-job throughput of one configuration, tokens/s.
double throughput(const Catalog &catalog, const QString &llm, const QString &gpu, const QString &method,
    qint64 tokens, qint64 batch, int gpusPerNode, int nodes, const TrainingSetup &setup = {},
    StepTime *step = nullptr)
{
    const RooflineModel model;
    const auto prepared = model.prepare(catalog.llm(llm), catalog.gpu(gpu), method, setup);
    const StepTime t = model.step(prepared, tokens, batch, gpusPerNode, nodes);
    if (step)
        *step = t;
    return RooflineModel::throughput(t, tokens, batch, gpusPerNode * nodes);
}

const QString a100 = QStringLiteral("NVIDIA-A100-SXM4-80GB");
const QString h100 = QStringLiteral("H100-SXM");
const QString llama8b = QStringLiteral("llama3-8b");

} // namespace

class TestRoofline : public QObject
{
    Q_OBJECT

private slots:
    /// step-time-model.md §3: the shipped constants are the fit on the development data.
    void refitReproducesTheShippedConstants()
    {
        const Catalog catalog = developmentCatalog();
        const RooflineRuns runs = RooflineEvaluation::loadAll(developmentFiles(), catalog);
        QCOMPARE(runs.runs().size(), 70 + 78 + 23 + 18 + 8);
        QCOMPARE(runs.skipped(), 28); // the out-of-memory runs
        const RooflineFit::Result fit = RooflineFit::fit(runs, catalog);
        const RooflineCalibration shipped = RooflineCalibration::shipped();
        QCOMPARE(fit.rows, shipped.fittedRows);
        qInfo("refit: ampere %.7f ada %.7f hopper %.7f blackwell %.7f fp8 %.7f layer %.9f fixed %.7f "
              "attention %.7f",
            fit.calibration.efficiencyAmpere, fit.calibration.efficiencyAda, fit.calibration.efficiencyHopper,
            fit.calibration.efficiencyBlackwell, fit.calibration.fp8GemmFraction,
            fit.calibration.layerOverheadS, fit.calibration.fixedStepS, fit.calibration.attentionFraction);
        const auto close = [](double a, double b) { return std::abs(a - b) <= 0.002 * std::abs(b) + 1e-6; };
        for (const auto field : {&RooflineCalibration::efficiencyAmpere, &RooflineCalibration::efficiencyAda,
                 &RooflineCalibration::efficiencyHopper, &RooflineCalibration::efficiencyBlackwell,
                 &RooflineCalibration::fp8GemmFraction, &RooflineCalibration::layerOverheadS,
                 &RooflineCalibration::attentionFraction})
            QVERIFY2(close(fit.calibration.*field, shipped.*field),
                qPrintable(QString::number(fit.calibration.*field, 'g', 8)));
        QVERIFY2(close(fit.calibration.fixedStepS, shipped.fixedStepS),
            qPrintable(QString::number(fit.calibration.fixedStepS, 'g', 8)));
        QCOMPARE(fit.calibration.hbmEfficiency, shipped.hbmEfficiency); // a prior, not fitted
    }

    /// The accuracy targets on the development data, with no per-row fitting.
    void accuracyOnTheDevelopmentData()
    {
        const Catalog catalog = developmentCatalog();
        const RooflineCalibration c = RooflineCalibration::shipped();
        const auto mpt = RooflineEvaluation::score(
            RooflineRuns::load(data("fsdp_a100_40gb_scaling.csv"), catalog), catalog, c);
        QCOMPARE(mpt.size(), 78);
        QVERIFY2(mdape(mpt) <= 10, qPrintable(QString::number(mdape(mpt))));
        for (int gpus : {8, 16, 32, 64, 128}) {
            QList<RooflineEvaluation::Score> group;
            for (const auto &s : mpt)
                if (s.run.candidate.totalGpus == gpus)
                    group.append(s);
            const double m = medianRatio(group);
            QVERIFY2(m >= 0.85 && m <= 1.2, qPrintable(QStringLiteral("%1 GPUs: %2").arg(gpus).arg(m)));
        }
        const auto all
            = RooflineEvaluation::score(RooflineEvaluation::loadAll(developmentFiles(), catalog), catalog, c);
        QCOMPARE(all.size(), 197);
        QVERIFY2(mdape(all) <= 7, qPrintable(QString::number(mdape(all))));
        // By GPU model with at least 5 runs (A100-40GB, A100-80GB, H100-SXM, L40): median ratio in
        // [0.9, 1.1] (issue 33's target; GPUs with 1–2 runs are reported by scripts/accuracy-table.sh).
        QMap<QString, QList<RooflineEvaluation::Score>> byGpu;
        for (const auto &s : all)
            byGpu[s.run.workload.gpuModel].append(s);
        int groups = 0;
        for (auto it = byGpu.cbegin(); it != byGpu.cend(); ++it) {
            if (it.value().size() < 5)
                continue;
            ++groups;
            const double m = medianRatio(it.value());
            QVERIFY2(m >= 0.9 && m <= 1.1, qPrintable(QStringLiteral("%1: %2").arg(it.key()).arg(m)));
        }
        QCOMPARE(groups, 4);
        // Issue 33's "done when": by development set and by sequence band the median in [0.9, 1.1].
        QMap<QString, QList<RooflineEvaluation::Score>> bySet, byBand;
        for (const auto &s : all) {
            bySet[QFileInfo(s.run.file).fileName()].append(s);
            const double t = double(s.run.workload.tokensPerSample);
            const char *band = t <= 2048 ? "512-2k" : t <= 8192 ? "2k-8k" : t <= 16384 ? "8k-16k" : "16k-64k";
            byBand[QLatin1String(band)].append(s);
        }
        QCOMPARE(bySet.size(), 5);
        QCOMPARE(byBand.size(), 4);
        for (const auto *groups : {&bySet, &byBand})
            for (auto it = groups->cbegin(); it != groups->cend(); ++it) {
                const double m = medianRatio(it.value());
                QVERIFY2(m >= 0.9 && m <= 1.1, qPrintable(QStringLiteral("%1: %2").arg(it.key()).arg(m)));
            }
    }

    /// The kernel curves at their published points (KernelEfficiency's sources).
    void kernelCurves()
    {
        QCOMPARE(KernelEfficiency::gemm(1e9), 0.6); // Calculon: 1 GFLOP
        QCOMPARE(KernelEfficiency::gemm(16e9), 0.9); // 16 GFLOP
        QCOMPARE(KernelEfficiency::gemm(128e9), 0.95); // ≥ 128 GFLOP
        QCOMPARE(KernelEfficiency::gemm(1e15), 0.95);
        QVERIFY(std::abs(KernelEfficiency::gemm(4e9) - 0.75) < 1e-12); // halfway in log2 between 1 and 16
        QCOMPARE(KernelEfficiency::gemm(1e6), 0.1);
        const auto ampere = KernelEfficiency::attention(128, QStringLiteral("ampere"));
        QVERIFY(std::abs(ampere.at(512) - 0.30) < 1e-12); // FlashAttention-2 on A100: ~95 of 312 TFLOPS
        const auto hopper = KernelEfficiency::attention(128, QStringLiteral("hopper"));
        QVERIFY(std::abs(hopper.at(900) - 0.275) < 1e-12); // FlashAttention-3 / cuDNN on H100: η_max 0.55
        QVERIFY(std::abs(KernelEfficiency::attention(64, QStringLiteral("ampere")).ceiling - 0.51) < 1e-12);
        QCOMPARE(KernelEfficiency::gemmCeiling(QStringLiteral("hopper")), 0.801 / 0.95); // MAMF, H100-SXM
        QCOMPARE(KernelEfficiency::gemmCeiling(QStringLiteral("blackwell")), 1.0); // no MAMF figure
    }

    /// A hand-computed single-GPU step: no communication; GEMMs, attention, memory-bound work and the
    /// per-layer overhead as the class comment counts them; the optimizer over all parameters.
    void handComputedSingleGpuStep()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflineCalibration c = RooflineCalibration::shipped();
        TrainingSetup setup;
        setup.checkpointing = TrainingSetup::Checkpointing::Off;
        StepTime t;
        const double tps
            = throughput(catalog, llama8b, a100, QStringLiteral("full"), 4096, 2, 1, 1, setup, &t);
        // Llama-3-8B: P = 8,030,261,248 (published), untied, V = 128,256, d = 4096, L = 32, 32 × 128 heads,
        // 8 KV heads, d_ff 14,336 gated. Matmul parameters P − V·d; per layer (P − 2·V·d) / 32.
        const double P = 8030261248.0, V = 128256, d = 4096, L = 32, T = 2 * 4096.0, S = 4096;
        const double perLayer = (P - 2 * V * d) / L;
        const double shape = (4096 + 2 * 1024) * d + d * 4096 + 2 * 14336 * d + 14336 * d; // 218,103,808
        const double scale = perLayer / shape;
        const double rate = 312e12 * c.efficiencyAmpere;
        const double gemmRate = rate * 0.859 / 0.95; // A100's measured matmul ceiling (MAMF) over Calculon's
        double gemmS = 0;
        for (const double nk : {(4096 + 2 * 1024) * d, d * 4096, 2 * 14336 * d, 14336 * d}) {
            const double flops = 2 * T * nk * scale;
            gemmS += flops / (gemmRate * KernelEfficiency::gemm(flops));
        }
        gemmS *= L;
        const double head = 2 * T * V * d;
        gemmS += head / (gemmRate * KernelEfficiency::gemm(head));
        const double attentionS = T * 2 * L * 4096 * S / (rate * c.attentionFraction * 0.60 * S / (S + 512));
        const double hbm = 2039e9 * c.hbmEfficiency;
        const double memoryS = T * L * (20 * d + 4 * (4096 + 1024) + 6 * 14336 * scale) / hbm;
        const double crossEntropyS = T * 16 * V / hbm;
        const double expected
            = 3 * gemmS + 3.5 * attentionS + 3 * memoryS + crossEntropyS + 3 * c.layerOverheadS * L;
        QCOMPARE(t.exposedCommS, 0.0);
        QCOMPARE(t.communicationS, 0.0);
        QCOMPARE(t.recomputeS, 0.0);
        QVERIFY2(std::abs(t.computeS - expected) < 1e-9 * expected,
            qPrintable(QStringLiteral("%1 vs %2").arg(t.computeS).arg(expected)));
        QVERIFY(std::abs(t.optimizerS - P * 14 / hbm) < 1e-9); // pure bf16 AdamW: 14 B per parameter
        QVERIFY(std::abs(tps - T / t.stepS) < 1e-6 * tps);
        QCOMPARE(t.bound, StepTime::Bound::Compute);
        QVERIFY(t.hfu > 0.3 && t.hfu < t.efficiency);
    }

    /// step-time-model.md §5 and issue 33's additions.
    void physicalSanity()
    {
        const Catalog &catalog = Catalog::bundled();
        const QString full = QStringLiteral("full");
        // Doubling GPUs at a fixed per-device batch never lowers a compute-bound job's throughput.
        double previous = 0;
        for (int gpus = 1; gpus <= 512; gpus *= 2) {
            const int perNode = std::min(gpus, 8);
            const double t = throughput(catalog, llama8b, a100, full, 4096, 4, perNode, gpus / perNode);
            QVERIFY2(t > previous, qPrintable(QStringLiteral("%1 GPUs").arg(gpus)));
            previous = t;
        }
        // H100-SXM / A100 per GPU on the same compute-bound job.
        const double ratio = throughput(catalog, llama8b, h100, full, 4096, 4, 8, 1)
            / throughput(catalog, llama8b, a100, full, 4096, 4, 8, 1);
        QVERIFY2(ratio >= 1.8 && ratio <= 2.6, qPrintable(QString::number(ratio)));
        // Longer sequences cost more per token (attention): 32k vs 2k at the same tokens per micro-step.
        QVERIFY(throughput(catalog, llama8b, a100, full, 32768, 1, 8, 1)
            < throughput(catalog, llama8b, a100, full, 2048, 16, 8, 1));
        // LoRA faster than full; QLoRA slower than LoRA at a small batch (dequantization).
        const double lora = throughput(catalog, llama8b, a100, QStringLiteral("lora"), 4096, 4, 8, 1);
        QVERIFY(lora > throughput(catalog, llama8b, a100, full, 4096, 4, 8, 1));
        QVERIFY(throughput(catalog, llama8b, a100, QStringLiteral("qlora"), 512, 1, 1, 1)
            < throughput(catalog, llama8b, a100, QStringLiteral("lora"), 512, 1, 1, 1));
        // N = 1: no communication. No-shard 70B on 512 H100s behind 8 × 400 Gbit/s: the gradient buckets run
        // under the backward (step-time-model.md §8.2), only the last is exposed; behind 100 Gbit/s per node
        // the same job is communication-bound.
        StepTime one;
        throughput(catalog, llama8b, a100, full, 4096, 4, 1, 1, {}, &one);
        QCOMPARE(one.communicationS, 0.0);
        TrainingSetup ddp;
        ddp.sharding = TrainingSetup::Sharding::NoShard;
        StepTime big;
        throughput(catalog, QStringLiteral("llama3-70b"), h100, full, 4096, 1, 8, 64, ddp, &big);
        QVERIFY(big.exposedCommS > 0 && big.hiddenCommS > 10 * big.exposedCommS);
        QCOMPARE(big.bound, StepTime::Bound::Compute);
        const RooflineModel model;
        const auto seventy
            = model.prepare(catalog.llm(QStringLiteral("llama3-70b")), catalog.gpu(h100), full, ddp);
        const StepTime slow = model.step(seventy, 4096, 1, 8, 64, 100);
        QCOMPARE(slow.bound, StepTime::Bound::Communication);
        QVERIFY(slow.exposedCommS > big.exposedCommS);
        // Gradient accumulation spreads the per-step costs: more tokens per step, higher throughput.
        TrainingSetup accumulate;
        accumulate.gradientAccumulationSteps = 4;
        QVERIFY(throughput(catalog, llama8b, a100, full, 4096, 1, 8, 4, accumulate)
            > throughput(catalog, llama8b, a100, full, 4096, 1, 8, 4));
        // H200 (4.8 TB/s) faster than H100 (3.35 TB/s, same peak) on a memory-heavy job: QLoRA of a 70B
        // base at batch 1, where dequantizing the 4-bit base every pass is memory-bound; and equal peaks
        // still differ on a compute-bound job through the memory-bound part (norms, activations, optimizer).
        const QString qlora = QStringLiteral("qlora"), big70 = QStringLiteral("llama3-70b");
        const double h200 = throughput(catalog, big70, QStringLiteral("H200 SXM"), qlora, 512, 1, 1, 1);
        const double h100q = throughput(catalog, big70, h100, qlora, 512, 1, 1, 1);
        QVERIFY2(h200 > 1.05 * h100q, qPrintable(QStringLiteral("%1 vs %2").arg(h200).arg(h100q)));
        QVERIFY(throughput(catalog, llama8b, QStringLiteral("H200 SXM"), full, 4096, 4, 8, 1)
            > throughput(catalog, llama8b, h100, full, 4096, 4, 8, 1));
    }

    /// FP8 (issue 33 item 2): faster than BF16 on H100 and B200 by less than 2×; refused on an A100.
    void fp8()
    {
        const Catalog &catalog = Catalog::bundled();
        const QString full = QStringLiteral("full");
        TrainingSetup bf16;
        bf16.precision = TrainingSetup::Precision::Mixed;
        TrainingSetup fp8;
        fp8.precision = TrainingSetup::Precision::Fp8;
        for (const QString &gpu : {h100, QStringLiteral("B200")}) {
            const double speedup = throughput(catalog, llama8b, gpu, full, 8192, 2, 8, 1, fp8)
                / throughput(catalog, llama8b, gpu, full, 8192, 2, 8, 1, bf16);
            QVERIFY2(
                speedup > 1.0 && speedup < 2.0, qPrintable(QStringLiteral("%1: %2").arg(gpu).arg(speedup)));
        }
        QString error;
        try {
            throughput(catalog, llama8b, a100, full, 4096, 2, 8, 1, fp8);
        } catch (const CoastlineError &e) {
            error = e.message();
        }
        QVERIFY2(error.contains(u"precision fp8 needs FP8 tensor cores, and NVIDIA-A100-SXM4-80GB has none"),
            qPrintable(error));
    }

    /// The planner case: Kavier's 19k tokens/s for Llama-3-70B full on 512 H100s was 25× low.
    void seventyBillionOn512H100()
    {
        const double t = throughput(
            Catalog::bundled(), QStringLiteral("llama3-70b"), h100, QStringLiteral("full"), 4096, 2, 8, 64);
        QVERIFY2(t > 2e5 && t < 1e6, qPrintable(QString::number(t)));
    }

    void predictorCarriesTheBreakdown()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflinePredictor predictor(catalog, RooflineModel(), TrainingSetup {}, 3200);
        const Workload w {
            QStringLiteral("granite-3.1-8b-instruct"), QStringLiteral("full"), a100, 7621, 4, 8, 1};
        const auto p = predictor.predict(w, Candidate {16, 8, 2, 4});
        QVERIFY(p && p->stepTime);
        QCOMPARE(p->source, QStringLiteral("roofline"));
        QCOMPARE(p->stepTime->interNodeGbps, 3200.0);
        QVERIFY(!p->stepTime->interNodeDefault);
        QVERIFY(!p->powerWattsPerGpu); // power stays kavier_power's
        const auto single = predictor.predict(w, Candidate {8, 8, 1, 4});
        QVERIFY(single && p->throughputTokensPerSecond > 1.8 * single->throughputTokensPerSecond);
    }

    /// Issue 33 item 5: a job outside what the fit has seen says so, with the leave-one-out band.
    void outsideTheFitSaysSo()
    {
        const Catalog &catalog = Catalog::bundled();
        const RooflinePredictor predictor(catalog, RooflineModel(), TrainingSetup {});
        const auto predict = [&](const QString &gpu, qint64 tokens) {
            return predictor.predict(
                Workload {llama8b, QStringLiteral("full"), gpu, tokens, 1, 8, 1}, Candidate {8, 8, 1, 1});
        };
        const auto inside = predict(h100, 4096);
        QVERIFY(inside && inside->notes.isEmpty() && !inside->throughputUncertaintyPercent);
        const auto amd = predict(QStringLiteral("MI300X"), 4096);
        QVERIFY(amd && amd->notes.size() == 1);
        QCOMPARE(amd->notes.first(),
            QStringLiteral(
                "outside the roofline's fitted data: GPU family cdna (fitted: ampere, ada, hopper, "
                "blackwell): expect about ±31 % (leave-one-GPU-out MdAPE)"));
        QCOMPARE(amd->throughputUncertaintyPercent, std::optional<double>(31));
        const auto longSequence = predict(h100, 65536);
        QVERIFY(longSequence && longSequence->notes.size() == 1);
        QVERIFY2(longSequence->notes.first().contains(u"sequence 65536 tokens (fitted: 279–32768)"),
            qPrintable(longSequence->notes.first()));
        TrainingSetup fp32;
        fp32.precision = TrainingSetup::Precision::Fp32;
        const RooflinePredictor full32(catalog, RooflineModel(), fp32);
        const auto p = full32.predict(
            Workload {llama8b, QStringLiteral("full"), h100, 4096, 1, 8, 1}, Candidate {8, 8, 1, 1});
        QVERIFY(p && p->notes.size() == 1
            && p->notes.first().contains(u"precision fp32 (fitted: bf16, mixed, fp8)"));
    }

    /// Fresh-user findings: too few runs, an unknown model and a lone generation do not write nonsense.
    void fitRefusesThinOrUnknownData()
    {
        const Catalog &catalog = Catalog::bundled();
        QTemporaryDir dir;
        const QString few = dir.filePath(QStringLiteral("few.csv"));
        QFile f(few);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("model_name,method,gpu_model,number_nodes,number_gpus,tokens_per_sample,batch_size,"
                "dataset_tokens_per_second\n"
                "granite-3.1-2b,full,NVIDIA-A100-SXM4-80GB,1,1,4096,1,5964\n");
        f.close();
        QString error;
        try {
            RooflineFit::fit(RooflineRuns::load(few, catalog), catalog);
        } catch (const CoastlineError &e) {
            error = e.message();
        }
        QVERIFY2(error.contains(u"a fit needs at least 10"), qPrintable(error));
        // The llm-foundry runs without their catalog: the unknown model is an error with the closest names.
        error.clear();
        try {
            RooflineRuns::load(data("fsdp_a100_40gb_scaling.csv"), catalog);
        } catch (const CoastlineError &e) {
            error = e.message();
        }
        QVERIFY2(
            error.contains(u"model_name: unknown name 'mpt-70b'; closest catalog names"), qPrintable(error));
        // The run database has one L40S run and no Hopper or Blackwell run: those architectures take the
        // lowest fitted fraction (here Ampere's, the only one), not the start file's (no leak in a
        // leave-one-GPU-out check).
        const RooflineFit::Result fit
            = RooflineFit::fit(RooflineRuns::load(data("run_database.csv"), catalog), catalog);
        QVERIFY(fit.calibration.efficiencyAmpere != RooflineCalibration::shipped().efficiencyAmpere);
        QCOMPARE(fit.calibration.efficiencyAda, fit.calibration.efficiencyAmpere);
        QCOMPARE(fit.calibration.efficiencyHopper, fit.calibration.efficiencyAmpere);
        QCOMPARE(fit.calibration.efficiencyBlackwell, fit.calibration.efficiencyAmpere);
        QCOMPARE(fit.calibration.fp8GemmFraction, RooflineCalibration::shipped().fp8GemmFraction);
        // A file named twice is read once.
        QCOMPARE(
            RooflineEvaluation::loadAll(data("run_database.csv") + u',' + data("run_database.csv"), catalog)
                .runs()
                .size(),
            70);
    }

    void calibrationFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("roof.json"));
        RooflineCalibration c = RooflineCalibration::shipped();
        c.efficiencyAda = 0.5;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(c.toJson());
        f.close();
        QCOMPARE(RooflineCalibration::load(path).efficiencyAda, 0.5);
        const auto rejects = [&](const QByteArray &text, const QString &needle) {
            QFile g(path);
            if (!g.open(QIODevice::WriteOnly))
                return false;
            g.write(text);
            g.close();
            try {
                RooflineCalibration::load(path);
            } catch (const CoastlineError &e) {
                return e.message().contains(needle) && e.message().startsWith(path);
            }
            return false;
        };
        QByteArray json = c.toJson();
        QVERIFY(rejects(
            QByteArray(json).replace("\"version\": 3", "\"version\": 99"), QStringLiteral("version")));
        QVERIFY(rejects(QByteArray(json).replace("\"version\": 3", "\"version\": 1"),
            QStringLiteral("re-run `tune --model roofline`")));
        QVERIFY(rejects(QByteArray(json).replace("\"version\": 3", "\"version\": 2"),
            QStringLiteral("re-run `tune --model roofline`")));
        QVERIFY(rejects(QByteArray(json).replace("\"efficiency_ada\": 0.5", "\"efficiency_ada\": 1e300"),
            QStringLiteral("efficiency_ada")));
        QVERIFY(rejects(QByteArray(json).replace("\"efficiency_ada\": 0.5", "\"efficiency_ada\": -1"),
            QStringLiteral("efficiency_ada")));
        QVERIFY(rejects("{\"tables\": {}}", QStringLiteral("--calibration")));
        QVERIFY(rejects("not json", QStringLiteral("not a JSON object")));
    }
};

QTEST_GUILESS_MAIN(TestRoofline)
#include "test_roofline.moc"
