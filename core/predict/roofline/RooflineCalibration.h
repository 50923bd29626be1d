#pragma once

#include <QString>
#include <QStringList>

/// The fitted and assumed constants of the roofline step-time model (step-time-model.md §2–§3), and the
/// calibration file that carries them (`tune --model roofline` writes it; `--roofline-calibration` /
/// `predictors.roofline_calibration` reads it).
///
/// Fitted (RooflineFit, on the development data only: the bundled run database and
/// tests/data/measured/{fsdp_a100_40gb_scaling,hf_trainer_fsdp_runs}.csv):
/// - `efficiencyAmpere`, `efficiencyAda`: the achieved fraction of the dense peak reached by large
///   GEMMs (the per-architecture ceiling η_max);
/// - `layerOverheadS`: fixed time per transformer layer per pass (forward, backward, recompute):
///   kernel launches, FSDP hooks and waits. It makes η rise with the size of the GEMMs (tokens per
///   micro-step × hidden size) and saturate at the ceiling, and it costs more on faster GPUs;
/// - `fixedStepS`: fixed time per optimizer step (data loading, logging).
///
/// Not fitted (priors with their source):
/// - `hopperOverAmpere` = 43 / 52.5: published FSDP MFU midpoints, H100 40–46 % vs A100 50–55 %
///   (step-time-model.md §2); no development run is on a Hopper GPU. Hopper's ceiling is
///   efficiencyAmpere × hopperOverAmpere; GPUs of a generation without data (volta, turing,
///   blackwell, cdna, unknown) use the same, more conservative, ceiling;
/// - `networkEfficiency` = 0.85: NCCL over InfiniBand / RoCE reaches about 85 % of line rate for
///   large messages (nccl-tests figures);
/// - `collectiveLatencyS` = 20 µs per collective and hop;
/// - `dequantBytesPerParam` = 4.5 B per base parameter and pass: a 4-bit base is read (0.5 B), written
///   as bf16 (2 B) and read again by the GEMM (2 B) (bitsandbytes / AutoGPTQ dequantize-then-GEMM).
struct RooflineCalibration
{
    double efficiencyAmpere = 0.6361; ///< fraction of the dense peak, (0, 1]
    double efficiencyAda = 0.7176; ///< fraction of the dense peak, (0, 1]
    double layerOverheadS = 0.0017216; ///< s per layer per pass, [0, 0.1]
    double fixedStepS = 0.0; ///< s per optimizer step, [0, 60]
    double hopperOverAmpere = 43.0 / 52.5; ///< ratio, (0, 2]
    double networkEfficiency = 0.85; ///< fraction of the inter-node line rate, (0, 1]
    double collectiveLatencyS = 20e-6; ///< s per collective and hop, [0, 0.01]
    double dequantBytesPerParam = 4.5; ///< bytes per base parameter per pass, [0, 64]
    QStringList fittedOn; ///< the files the constants were fitted on (names and SHA-256), for display
    int fittedRows = 0; ///< development rows used by the fit
    QString origin; ///< "shipped", or the calibration file's path

    /// Efficiency ceiling for a catalog `architecture` (ampere, ada, hopper, other).
    double efficiency(const QString &architecture) const;

    /// The shipped constants (fitted by RooflineFit on the development data; test_roofline re-fits them).
    static RooflineCalibration shipped();

    /// Reads `path` ("default" or empty = shipped()). Throws CoastlineError "<path>: …" for an unreadable
    /// file, invalid JSON, another format (a Kavier calibration table says to use --calibration), an
    /// unknown version, or a constant outside its range (naming the key).
    static RooflineCalibration load(const QString &path);

    /// The JSON form (format `coastline-roofline-calibration`, version 1).
    QByteArray toJson() const;

    /// Throws CoastlineError "<what>: <key> must be …" for the first constant outside its range.
    void validate(const QString &what) const;

    /// The format tag written in every roofline calibration file.
    static constexpr const char *Format = "coastline-roofline-calibration";
};
