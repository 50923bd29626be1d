#pragma once

#include "CalibrationTable.h"
#include "GpuSpec.h"
#include "LlmSpec.h"

#include <QString>
#include <QStringList>

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
    QStringList uncalibratedParts; ///< factors that fell back to 1.0 (or snapped), for display
};

/// The Kavier analytical model of training throughput and per-GPU power, exactly as kavier.md
/// describes the newest engine. Matches ../reference/kavier/reference_predictions.csv to 1e-9.
class KavierModel
{
public:
    explicit KavierModel(CalibrationTable table);

    /// Simulates one configuration the way Coastline feeds Kavier (kavier.md §8): `gpusPerNode` is
    /// the per-node width (max(1, total // nodes)), `numberOfNodes` the node count; Kavier simulates
    /// N = gpusPerNode × numberOfNodes GPUs. `batchSize` is per device. Methods: full, lora, qlora,
    /// gptq-lora, alora, or any method_scale key. Throws CoastlineError for batch, tokens, GPUs or
    /// nodes < 1 and for an unknown method.
    KavierResult simulate(const LlmSpec &llm, const GpuSpec &gpu, const QString &method,
        qint64 tokensPerSample, qint64 batchSize, int gpusPerNode, int numberOfNodes) const;

    const CalibrationTable &calibration() const { return m_table; }

    /// Methods Kavier accepts without a table (kavier.md §4.3).
    static QStringList knownMethods();

private:
    CalibrationTable m_table;
};
