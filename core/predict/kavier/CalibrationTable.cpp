#include "predict/kavier/CalibrationTable.h"

#include "common/BoundedFile.h"
#include "common/BoundedValue.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "io/JsonText.h"
#include "model/PredictorIds.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <cmath>

// Reads the Kavier calibration JSON (kavier.md §5). Schema of the three shipped tables
// (schema_version 1, version 3):
//   comm_scale: number, training_overhead_s: number, mfu_batch_scale: {alpha, beta},
//   mfu_multiplier: {gpu: number}, multi_gpu_correction: {by_num_gpus: {"2": number, ...}, _note},
//   method_scale: {method: number}, model_scale: {model: number},
//   interaction_scale: {"model|method|gpu|N": number}, _note: text.
// Keys starting with '_' are notes and ignored; other unknown top-level keys are ignored too.
// "version", when present, must be 3; every factor must lie in its documented range (kScale, …). A missing
// factor group means "nothing calibrated" (every factor falls back to 1.0).

namespace {

struct BuiltIn
{
    QStringView name;
    QStringView tableName;
    QStringView resource;
};

/// Every name of CalibrationId::names(), with the table it loads.
constexpr BuiltIn kBuiltIns[] = {
    {CalibrationId::Default, CalibrationId::Default, u":/calibration/default.json"},
    {CalibrationId::SixModel, CalibrationId::Default, u":/calibration/default.json"},
    {CalibrationId::FourModel, CalibrationId::FourModel, u":/calibration/4model.json"},
    {CalibrationId::AllModels, CalibrationId::AllModels, u":/calibration/allmodels.json"},
};

[[noreturn]] void fail(const QString &file, const QString &key, const QString &problem)
{
    throw CoastlineError(QStringLiteral("%1: %2: %3").arg(file, key, problem));
}

constexpr BoundedValue::Range kScale = CalibrationTable::ScaleRange;
constexpr BoundedValue::Range kOverhead = CalibrationTable::OverheadRange;
constexpr BoundedValue::Range kAlpha = CalibrationTable::BatchAlphaRange;
constexpr BoundedValue::Range kBeta = CalibrationTable::BatchBetaRange;
/// Any finite number (schema_version, read before its own check).
constexpr BoundedValue::Range kAny {-1e300, 1e300, "a number"};
const QList<int> kVersions {CalibrationTable::Version};

double readNumber(
    const QString &file, const QString &key, const QJsonValue &v, const BoundedValue::Range &range)
{
    return BoundedValue::read(v, range, file, key);
}

QString typeName(const QJsonValue &v)
{
    return BoundedValue::typeName(v);
}

QJsonObject readObject(const QString &file, const QString &key, const QJsonValue &v)
{
    if (!v.isObject())
        fail(file, key, QStringLiteral("expected an object, got %1").arg(typeName(v)));
    return v.toObject();
}

/// Reads {name: positive number} into `out`, skipping "_note"-style keys.
void readScaleMap(const QString &file, const QString &key, const QJsonValue &v, QHash<QString, double> *out)
{
    const QJsonObject o = readObject(file, key, v);
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (it.key().startsWith(u'_'))
            continue;
        out->insert(it.key(), readNumber(file, key + u'.' + it.key(), it.value(), kScale));
    }
}

CalibrationTable parseTable(const QByteArray &data, const QString &file, const QString &tableName)
{
    const QJsonDocument doc = JsonText::parse(data, file, QStringLiteral("invalid JSON"));
    if (!doc.isObject())
        throw CoastlineError(QStringLiteral("%1: expected a JSON object at the top level").arg(file));
    const QJsonObject root = doc.object();
    if (root.value(u"format").toString() == u"coastline-learned-model")
        fail(file, QStringLiteral("format"),
            QStringLiteral("this is a learned model file (model '%1'), not a Kavier calibration table; "
                           "give it with --model-file (or predictors.model_file)")
                .arg(root.value(u"model").toString()));

    CalibrationTable t;
    t.name = tableName;
    if (root.contains(u"schema_version")) {
        const double schema
            = readNumber(file, QStringLiteral("schema_version"), root.value(u"schema_version"), kAny);
        if (schema != 1)
            fail(file, QStringLiteral("schema_version"),
                QStringLiteral("unsupported schema version %1 (expected 1)").arg(schema));
    }
    BoundedValue::requireVersion(root, QStringLiteral("version"), kVersions, file);
    if (root.contains(u"comm_scale"))
        t.commScale = readNumber(file, QStringLiteral("comm_scale"), root.value(u"comm_scale"), kScale);
    if (root.contains(u"training_overhead_s"))
        t.trainingOverheadSeconds = readNumber(
            file, QStringLiteral("training_overhead_s"), root.value(u"training_overhead_s"), kOverhead);
    if (root.contains(u"mfu_batch_scale")) {
        const QJsonObject o
            = readObject(file, QStringLiteral("mfu_batch_scale"), root.value(u"mfu_batch_scale"));
        if (o.contains(u"alpha"))
            t.mfuBatchAlpha
                = readNumber(file, QStringLiteral("mfu_batch_scale.alpha"), o.value(u"alpha"), kAlpha);
        if (o.contains(u"beta"))
            t.mfuBatchBeta
                = readNumber(file, QStringLiteral("mfu_batch_scale.beta"), o.value(u"beta"), kBeta);
    }
    if (root.contains(u"mfu_multiplier"))
        readScaleMap(file, QStringLiteral("mfu_multiplier"), root.value(u"mfu_multiplier"), &t.mfuMultiplier);
    if (root.contains(u"multi_gpu_correction")) {
        const QJsonObject o
            = readObject(file, QStringLiteral("multi_gpu_correction"), root.value(u"multi_gpu_correction"));
        if (!o.contains(u"by_num_gpus"))
            fail(file, QStringLiteral("multi_gpu_correction.by_num_gpus"), QStringLiteral("missing"));
        const QString key = QStringLiteral("multi_gpu_correction.by_num_gpus");
        const QJsonObject counts = readObject(file, key, o.value(u"by_num_gpus"));
        for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
            if (it.key().startsWith(u'_'))
                continue;
            bool ok = false;
            const int gpus = it.key().toInt(&ok);
            if (!ok || gpus < 1)
                fail(file, key + u'.' + it.key(), QStringLiteral("expected a GPU count >= 1 as the key"));
            t.multiGpuCorrection[gpus] = readNumber(file, key + u'.' + it.key(), it.value(), kScale);
        }
    }
    if (root.contains(u"method_scale"))
        readScaleMap(file, QStringLiteral("method_scale"), root.value(u"method_scale"), &t.methodScale);
    if (root.contains(u"model_scale"))
        readScaleMap(file, QStringLiteral("model_scale"), root.value(u"model_scale"), &t.modelScale);
    if (root.contains(u"interaction_scale")) {
        const QString key = QStringLiteral("interaction_scale");
        readScaleMap(file, key, root.value(u"interaction_scale"), &t.interactionScale);
        for (auto it = t.interactionScale.constBegin(); it != t.interactionScale.constEnd(); ++it) {
            const QStringList parts = it.key().split(u'|');
            bool ok = false;
            if (parts.size() == 4)
                parts.at(3).toInt(&ok);
            if (!ok)
                fail(file, key + u'.' + it.key(),
                    QStringLiteral("expected a key \"model|method|gpu|total GPUs\""));
        }
    }
    return t;
}

} // namespace

QStringList CalibrationTable::builtInNames()
{
    return CalibrationId::names();
}

QStringList CalibrationTable::builtInTables()
{
    QStringList names;
    for (const BuiltIn &b : kBuiltIns)
        if (b.name == b.tableName)
            names.append(b.name.toString());
    return names;
}

CalibrationTable CalibrationTable::load(const QString &nameOrPath)
{
    const QString trimmed = nameOrPath.trimmed();
    for (const BuiltIn &b : kBuiltIns) {
        if (trimmed.compare(b.name, Qt::CaseInsensitive) != 0)
            continue;
        const QString resource = b.resource.toString();
        QFile file(resource);
        if (!file.open(QIODevice::ReadOnly))
            throw CoastlineError(
                QStringLiteral("%1: built-in calibration table missing from the resources").arg(resource));
        return parseTable(file.readAll(), resource, b.tableName.toString());
    }
    const bool looksLikePath = trimmed.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
        || trimmed.contains(u'/') || trimmed.contains(u'\\') || QFileInfo::exists(trimmed);
    if (trimmed.isEmpty() || !looksLikePath)
        throw CoastlineError(QStringLiteral(
            "unknown calibration table '%1'; built-in tables: %2 (or give the path of a JSON file)")
                                 .arg(nameOrPath, builtInNames().join(QStringLiteral(", "))));
    QByteArray data;
    try {
        data = BoundedFile::read(trimmed, InputLimits::calibrationFileBytes);
    } catch (const CoastlineError &e) {
        // "<path>: cannot read: <reason>" -> "<path>: cannot read the calibration table (<reason>)"
        const QString prefix = trimmed + QStringLiteral(": cannot read: ");
        const QString reason = e.message().startsWith(prefix) ? e.message().mid(prefix.size()) : e.message();
        throw CoastlineError(
            QStringLiteral("%1: cannot read the calibration table (%2)").arg(trimmed, reason));
    }
    if (data.contains("\"coastline-roofline-calibration\""))
        throw CoastlineError(
            QStringLiteral("%1: a roofline calibration file, not a Kavier calibration table; give "
                           "it with --roofline-calibration (config predictors.roofline_calibration)")
                .arg(trimmed));
    return parseTable(data, trimmed, trimmed);
}

CalibrationTable CalibrationTable::parse(const QByteArray &json, const QString &fileName)
{
    return parseTable(json, fileName, fileName);
}
