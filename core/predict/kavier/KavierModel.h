#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"
#include "predict/kavier/CalibrationTable.h"

#include <QString>
#include <QStringList>
#include <map>

/// Everything Kavier computes for one configuration (kavier.md §2–§4, newest engine).
struct KavierResult
{
    double throughputTokensPerSecond = 0; ///< whole job, tokens/s (kavier.md §3)
    double powerWattsPerGpu = 0; ///< instantaneous W per GPU (kavier.md §4)
    double stepTimeSeconds = 0; ///< T_step (kavier.md §2)
    double forwardTimeSeconds = 0; ///< T_fwd
    double optimizerTimeSeconds = 0; ///< T_opt
    double commTimeSeconds = 0; ///< T_comm, incl. c_comm
    double mfu = 0; ///< raw physical MFU, fraction
    double memoryUtilization = 0; ///< memory-bandwidth utilisation, fraction in [0, 1]
    double trainableParams = 0; ///< P_trainable (kavier.md §2.4)
    int simulatedTotalGpus = 0; ///< N = gpusPerNode × nodes as Kavier sees it
    double multiGpuCorrection = 1; ///< mgc(N) after nearest-count snapping
    double methodScale = 1;
    double modelScale = 1;
    double interactionScale = 1;
    double mfuMultiplier = 1;

    /// A factor that fell back to 1.0 (or, for mgc, snapped to the nearest calibrated GPU count).
    enum Uncalibrated : quint8 {
        MethodScale = 1,
        ModelScale = 2,
        MfuMultiplier = 4,
        MultiGpuCorrection = 8,
        MgcSnapped = 16
    };
    quint8 uncalibrated = 0; ///< Uncalibrated bits (a flag per factor, so simulate() allocates nothing)

    /// The uncalibrated factors' names, for display, in this order: "method_scale", "model_scale",
    /// "mfu_multiplier", "multi_gpu_correction", "mgc_snapped".
    QStringList uncalibratedParts() const;
};

/// The Kavier analytical model of training throughput and per-GPU power, exactly as kavier.md
/// describes the newest engine. Matches ../reference/kavier/reference_predictions.csv to 1e-9.
/// Immutable after construction; simulate() is const and thread-safe.
class KavierModel
{
public:
    /// Uses `table` for every calibration factor (kavier.md §5). A default-constructed table (no
    /// factors, comm_scale 1, overhead 0) gives Kavier's raw physics (`calibrated=False`, §3).
    explicit KavierModel(CalibrationTable table);

    /// Simulates one configuration the way Coastline feeds Kavier (kavier.md §8).
    /// @param llm catalog entry; reads active_params, m_params, d_model, n_layers, p_bytes (all > 0).
    /// @param gpu catalog entry; reads fp16 TFLOP/s, memory bandwidth (GB/s), mfu_factor, intra-node
    ///        link (Gbit/s) (all > 0) and idle/max power (W), mse_calib_factor.
    /// @param method full, lora, qlora, gptq-lora, alora, or any method_scale key of the table
    ///        (case-insensitive, see normaliseMethod()); adapters are lora, gptq-lora, qlora, alora (§4.3).
    /// @param tokensPerSample sequence length S in tokens, ≥ 1.
    /// @param batchSize per-device batch B in samples, ≥ 1.
    /// @param gpusPerNode per-node width (Coastline passes max(1, total // nodes)), ≥ 1.
    /// @param numberOfNodes n ≥ 1; Kavier simulates N = gpusPerNode × numberOfNodes GPUs, and n only
    ///        changes the all-reduce term (§2.5, 200 Gbit/s between nodes).
    /// @return throughput (tokens/s, whole job, §3), power (W per GPU, §4) and every intermediate term;
    ///         factors missing from the table fall back to 1.0 and are listed in uncalibratedParts()
    ///         ("method_scale", "model_scale", "mfu_multiplier", "mgc_snapped").
    /// @throws CoastlineError for batch, tokens, GPUs per node or nodes < 1, for an unknown method
    ///         (§7), and for a catalog entry whose fields above are not finite and > 0.
    KavierResult simulate(const LlmSpec &llm, const GpuSpec &gpu, const QString &method,
        qint64 tokensPerSample, qint64 batchSize, int gpusPerNode, int numberOfNodes) const;

    /// What simulate() reads from the catalog entries, the method and the calibration table for one
    /// (LLM, GPU, method), resolved once by prepare(): numbers only, so that simulate(Prepared, …) does
    /// no string work. Valid for the model that prepared it.
    struct Prepared
    {
        double activeParams = 0, mParams = 0, dModel = 0, pBytes = 0; ///< LLM fields (§2)
        double fp16Tflops = 0, bandwidthBytes = 0, mfuFactor = 0, networkGbps = 0; ///< GPU fields
        double idlePowerW = 0, maxPowerW = 0, mseCalibFactor = 0; ///< GPU power curve (§4.2)
        double methodScale = 1, modelScale = 1, mfuMultiplier = 1; ///< 1.0 when not calibrated
        bool methodCalibrated = false, modelCalibrated = false, mfuCalibrated = false;
        double trainableParams = 0; ///< P_trainable (§2.4)
        std::map<qint64, double> interactionScale; ///< c_inter by simulated GPU count N (absent = 1.0)
    };
    /// Resolves `llm`, `gpu` and `method` once (see simulate() for the fields read). Throws CoastlineError
    /// for an unknown method or a catalog field that is not finite and > 0.
    Prepared prepare(const LlmSpec &llm, const GpuSpec &gpu, const QString &method) const;
    /// simulate() on prepared constants: identical doubles, numbers only. Throws CoastlineError for
    /// batch, tokens, GPUs per node or nodes < 1 (the error path only allocates).
    KavierResult simulate(const Prepared &prepared, qint64 tokensPerSample, qint64 batchSize, int gpusPerNode,
        int numberOfNodes) const;

    /// The method name as Kavier keys it: trimmed and lowercased for the known methods, or the table's
    /// own spelling of a method_scale key (case-insensitive match). Throws CoastlineError listing the
    /// accepted methods for any other name (kavier.md §4.3).
    QString normaliseMethod(const QString &method) const;

    /// The calibration table in use (kavier.md §5).
    const CalibrationTable &calibration() const { return m_table; }

    /// Methods Kavier accepts without a table: full, lora, gptq-lora, qlora, alora (kavier.md §4.3).
    static QStringList knownMethods();

private:
    CalibrationTable m_table;
};
