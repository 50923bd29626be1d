#pragma once

#include "common/BoundedValue.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <map>

/// One Kavier calibration table (kavier.md §5; files resources/calibration/*.json, byte-identical to
/// upstream's calibration.json and versions/*.json). Factors absent from the table fall back to 1.0.
struct CalibrationTable
{
    /// The table "version" this reader knows: the shipped tables are version 3 (an absent "version" is
    /// read as 3; any other is refused, e.g. "<file>: version: unsupported version 99 (this Coastline
    /// reads 3)").
    static constexpr int Version = 3;
    /// The documented physical range of every scale factor (comm_scale, mfu_multiplier, method_scale,
    /// model_scale, multi_gpu_correction, interaction_scale): Kavier multiplies or divides its physics by
    /// each, so a factor outside 1/1000-1000 would mean the physics is off by more than three orders of
    /// magnitude. The shipped tables span 0.029-15.9 and the refit (KavierCalibrationFit) stays within
    /// 20x of them (docs/user-guide.md "Calibration tables").
    static constexpr BoundedValue::Range ScaleRange {
        0.001, 1000, "a factor on Kavier's physics, at most 1000x either way"};
    /// training_overhead_s, seconds added to every step's forward time: at most an hour per step.
    static constexpr BoundedValue::Range OverheadRange {
        0, 3600, "seconds added to each step, at most an hour"};
    /// mfu_batch_scale: batch_scale = min(1, alpha·log2(B) + beta) is a fraction of the MFU, so alpha ≥ 0
    /// (a larger batch is not slower) and beta in (0, 1] (batch 1 keeps a positive fraction; 0.001 at least).
    static constexpr BoundedValue::Range BatchAlphaRange {
        0, 1, "the MFU fraction gained per doubling of the batch"};
    static constexpr BoundedValue::Range BatchBetaRange {0.001, 1, "the MFU fraction at batch 1"};

    QString name; ///< a builtInTables() name or the JSON path it was read from
    double commScale = 1.0; ///< c_comm, multiplies the all-reduce time
    double trainingOverheadSeconds = 0.0; ///< added to the forward time
    double mfuBatchAlpha = 0.0341; ///< batch_scale = min(1, α·log2(B) + β)
    double mfuBatchBeta = 0.8147;
    QHash<QString, double> mfuMultiplier; ///< by GPU name
    std::map<int, double> multiGpuCorrection; ///< by total GPUs, ascending (nearest-count snapping)
    QHash<QString, double> methodScale; ///< by method
    QHash<QString, double> modelScale; ///< by LLM name
    QHash<QString, double> interactionScale; ///< by "model|method|gpu|totalGpus"

    /// Loads `default` (= 6-model, the shipped table), `6model`, `4model`, `allmodels`, or a JSON file
    /// path with the same schema. Throws CoastlineError naming the file/key on a bad table (a factor
    /// outside its range above, another version or schema_version), and listing the built-in names for
    /// an unknown one.
    static CalibrationTable load(const QString &nameOrPath);
    /// The built-in table names accepted by load(), aliases included: default, 6model, 4model,
    /// allmodels: CalibrationId::names().
    static QStringList builtInNames();
    /// The distinct built-in tables, without aliases (6model is default): default, 4model, allmodels.
    static QStringList builtInTables();
    /// Reads a calibration table from JSON bytes; `fileName` names it in messages and as the table
    /// name. Throws CoastlineError "<file>: <key>: <problem>" like load().
    static CalibrationTable parse(const QByteArray &json, const QString &fileName);
};
