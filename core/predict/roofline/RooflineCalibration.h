#pragma once

#include "model/TrainingSetup.h"

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

/// The fitted and assumed constants of the roofline step-time model (step-time-model.md §2, §3 and §7),
/// and the calibration file that carries them (`tune --model roofline` writes it;
/// `--roofline-calibration` / `predictors.roofline_calibration` reads it).
///
/// Fitted (RooflineFit, in log space, on the development data only: the bundled run database and
/// tests/data/measured/{fsdp_a100_40gb_scaling,hf_trainer_fsdp_runs,fsdp_pretraining_dp,nemo_dp}.csv):
/// - `efficiencyAmpere`, `efficiencyAda`, `efficiencyHopper`, `efficiencyBlackwell`: the framework's
///   achieved fraction of the kernel curves (KernelEfficiency: Calculon's GEMM table × the part's
///   measured matmul ceiling, FlashAttention's published attention curves) on GPUs of that
///   architecture — what kernel benchmarks reach and a training stack does not (launch gaps, FSDP hooks,
///   stream waits, clocks under power limits). GPUs of another architecture (volta, turing, cdna, unknown)
///   use the lower of Ampere's and Hopper's;
/// - `fp8GemmFraction`: FP8 GEMMs reach this fraction of the BF16 curve's efficiency, applied to the
///   dense FP8 peak (Transformer-Engine-style training, precision `fp8`); the fit on 8 FP8 runs (NVIDIA's
///   tuned Megatron stacks and torchtitan with torch.compile) ends at its upper bound, 1;
/// - `layerOverheadS`: fixed time per transformer layer per pass (forward, each backward pass,
///   recompute) that does not scale with the part's speed: kernel launches and FSDP per-layer hooks;
///   fitted inside [0, 300 µs] (RooflineFit: the launch-bound range) and ends at 300 µs;
/// - `fixedStepS`: fixed time per optimizer step (data loading, logging);
/// - `attentionFraction`: the fraction of the published attention-kernel curve (KernelEfficiency::attention)
///   the stacks reach, on every architecture: one constant for the attention implementation the runs
///   used (llm-foundry's Triton flash attention on the A100 table, PyTorch SDPA, Transformer Engine's
///   cuDNN attention); it is what carries the cost of attention at 16k–32k tokens.
///
/// The shipped values are that fit on 197 runs (RooflineFit; test_roofline re-fits them).
///
/// Not fitted (priors with their source):
/// - `memoryTrafficFraction` = 1: the memory-bound activation traffic (norms, residuals, rotary, the MLP
///   activation, cross-entropy) a stack moves, as a fraction of RooflineModel's unfused count; kernel
///   fusion moves less. 1 = the count as it stands (fitted freely it falls
///   to its lower bound, 0.05, which would make the memory-bound work vanish: the development data
///   cannot separate it from the other terms);
/// - `hbmEfficiency` = 0.90: Calculon's `mem1` "MB_efficiency" at ≥ 100 MB (systems/a100_80g.json,
///   h100_80g_nvl8.json) — memory-bound work (norms, activations, cross-entropy, optimizer,
///   dequantization, FP8 casts) moves its bytes at this fraction of the datasheet HBM bandwidth;
/// - `networkEfficiency` = 0.85: NCCL over InfiniBand / RoCE reaches about 85 % of each NIC's line rate
///   for large messages: ~340 GB/s bus bandwidth across nodes of 8 × 400 Gbit/s, against 320–350 GB/s
///   published (NVIDIA/nccl #1221, NVIDIA/nccl-tests #283; tests/data/measured/collective_bandwidth.csv);
/// - `collectiveLatencyS` = 20 µs per collective and tree level (CollectiveModel: 1 + log2 of the scale-up
///   domains a collective spans);
/// - `dequantBytesPerParam` = 4.5 B per base parameter and pass: a 4-bit base is read (0.5 B), written
///   as bf16 (2 B) and read again by the GEMM (2 B) (bitsandbytes / AutoGPTQ dequantize-then-GEMM).
struct RooflineCalibration
{
    double efficiencyAmpere = 0.8128602; ///< fraction of the kernel curves, (0, 1]
    double efficiencyAda = 0.8545877; ///< fraction of the kernel curves, (0, 1]
    double efficiencyHopper = 0.6611196; ///< fraction of the kernel curves, (0, 1]
    double efficiencyBlackwell = 0.7216109; ///< fraction of the kernel curves, (0, 1]
    double fp8GemmFraction = 1.0; ///< FP8 GEMM efficiency over the BF16 curve's, (0, 1]
    double memoryTrafficFraction = 1.0; ///< fraction of the unfused activation traffic, (0, 2]
    double layerOverheadS = 300e-6; ///< s per layer per pass, [0, 0.1]
    double fixedStepS = 0.1128895; ///< s per optimizer step, [0, 60]
    double attentionFraction = 0.7259694; ///< fraction of the attention-kernel curve, (0, 2]
    double hbmEfficiency = 0.90; ///< fraction of the HBM bandwidth, (0, 1]
    double networkEfficiency = 0.85; ///< fraction of the inter-node line rate, (0, 1]
    double collectiveLatencyS = 20e-6; ///< s per collective and hop, [0, 0.01]
    double dequantBytesPerParam = 4.5; ///< bytes per base parameter per pass, [0, 64]
    /// k0 of the MoE grouped-GEMM efficiency m_e / (m_e + k0), tokens per expert per micro-batch
    /// (ExpertParallelism): fitted on the MoE development rows (tests/data/measured/nemo_moe.csv from
    /// NVIDIA-NeMo/Megatron-Bridge's performance summary, 37 runs): the lowest MdAPE of the grid 0 … 4096
    /// (21.0 % at 2048; 23.5 % at 512, 25.3 % with no grouped-GEMM penalty; test_moe::accuracyOnMoeRows
    /// prints the scan). Not a key of the calibration file (a loaded file keeps this value).
    double groupedGemmHalfTokens = 2048;
    /// A stack's own fixed costs (step-time-model.md §8.5), fitted on that stack's development rows
    /// (RooflineCalibration.cpp names them); a negative value = not fitted, the generic constant above.
    /// Indexed by TrainingSetup::Stack. Shipped constants, not carried by calibration files.
    std::array<double, 4> stackFixedStepS {-1, -1, -1, -1};
    std::array<double, 4> stackLayerOverheadS {-1, -1, -1, -1};
    /// The share of the TP traffic that TP communication overlap hides under the layers' GEMMs, by stack,
    /// [0, 1]; negative = all of it (Megatron's userbuffers, the layout set's fit: step-time-model.md §8.2).
    /// torchtitan's async TP (micro-pipelined collective matmuls) hides less: its share is fitted on the
    /// async-TP rows of tests/data/measured/torchtitan_layouts.csv: 0.1 in shipped() (test_parallel_layouts::
    /// torchtitanAsyncTpShare prints the scan).
    std::array<double, 4> stackTpOverlapShare {-1, -1, -1, -1};
    QStringList fittedOn; ///< the files the constants were fitted on (names and SHA-256), for display
    /// What the fit has seen (issue 33 item 5): GPU architectures with a fitted framework fraction, the
    /// shortest and longest sequence (tokens per sample), and the precisions of its runs. Empty = unknown
    /// (a file without them): no note is made.
    QStringList fittedArchitectures;
    double fittedShortestSequence = 0;
    double fittedLongestSequence = 0;
    QStringList fittedPrecisions;
    /// The leave-one-GPU-out MdAPE quoted as the uncertainty of a prediction outside what the fit has seen,
    /// %; 0 = unknown. Shipped: 31 %, the worst held-out GPU whose whole family left the fit with it
    /// (H100-SXM, 13 runs, MdAPE 31.2 %, median ratio 1.31; scripts/accuracy-table.sh).
    double leaveOneOutMdapePercent = 0;
    int fittedRows = 0; ///< development rows used by the fit
    QString origin; ///< "shipped", or the calibration file's path

    /// Why a job is outside what the fit has seen ("GPU family cdna (fitted: …)", "sequence 65536 tokens
    /// (fitted: 279–32768)", "precision fp32 (fitted: …)"), joined by "; "; empty when inside or when the
    /// fit's domain is unknown.
    QString outsideFit(const QString &architecture, double sequence, const QString &precision) const;
    /// The start of the prediction note RooflinePredictor makes for such a job.
    static QString outsideFitPrefix() { return QStringLiteral("outside the roofline's fitted data: "); }

    /// The per-step and per-layer costs a job on `stack` pays: the stack's fitted ones, else the generic
    /// fixedStepS and layerOverheadS (also with no stack).
    struct StackCosts
    {
        double fixedStepS = 0;
        double layerOverheadS = 0;
        double tpOverlapShare = 1; ///< of the TP traffic, hidden under the GEMMs when TP overlap is on
    };
    StackCosts stackCosts(std::optional<TrainingSetup::Stack> stack) const
    {
        StackCosts costs {fixedStepS, layerOverheadS, 1};
        if (stack) {
            const auto i = std::size_t(*stack);
            if (stackFixedStepS.at(i) >= 0)
                costs.fixedStepS = stackFixedStepS.at(i);
            if (stackLayerOverheadS.at(i) >= 0)
                costs.layerOverheadS = stackLayerOverheadS.at(i);
            if (stackTpOverlapShare.at(i) >= 0)
                costs.tpOverlapShare = stackTpOverlapShare.at(i);
        }
        return costs;
    }

    /// The framework fraction for a catalog `architecture` (ampere, ada, hopper, blackwell; other →
    /// min(ampere, hopper)).
    double efficiency(const QString &architecture) const;

    /// The shipped constants (fitted by RooflineFit on the development data; test_roofline re-fits them).
    static RooflineCalibration shipped();

    /// Reads `path` ("default" or empty = shipped()). Throws CoastlineError "<path>: …" for an unreadable
    /// file, invalid JSON, another format (a Kavier calibration table says to use --calibration), an
    /// unknown version (version 1 and 2 files, of earlier models, say to re-run `tune --model
    /// roofline`), or a constant outside its range (naming the key).
    static RooflineCalibration load(const QString &path);

    /// The JSON form (format `coastline-roofline-calibration`, version 3).
    QByteArray toJson() const;

    /// Throws CoastlineError "<what>: <key> must be …" for the first constant outside its range.
    void validate(const QString &what) const;

    /// The format tag written in every roofline calibration file.
    static constexpr const char *Format = "coastline-roofline-calibration";
};
