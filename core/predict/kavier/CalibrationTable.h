#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <map>

/// One Kavier calibration table (kavier.md §5; files resources/calibration/*.json, byte-identical to
/// upstream's calibration.json and versions/*.json). Factors absent from the table fall back to 1.0.
struct CalibrationTable
{
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
    /// path with the same schema. Throws CoastlineError naming the file/key on a bad table, and listing
    /// the built-in names for an unknown one.
    static CalibrationTable load(const QString &nameOrPath);
    /// The built-in table names accepted by load(), aliases included: default, 6model, 4model,
    /// allmodels. This is the one list of them (config validation, CLI help, the GUI).
    static QStringList builtInNames();
    /// The distinct built-in tables, without aliases (6model is default): default, 4model, allmodels.
    static QStringList builtInTables();
    /// Reads a calibration table from JSON bytes; `fileName` names it in messages and as the table
    /// name. Throws CoastlineError "<file>: <key>: <problem>" like load().
    static CalibrationTable parse(const QByteArray &json, const QString &fileName);
};
