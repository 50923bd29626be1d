#include "predict/roofline/RooflineCalibration.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "io/JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace {

struct Range
{
    const char *key;
    double RooflineCalibration::*field;
    double low;
    bool lowOpen;
    double high;
};

/// Every constant with its key and physical range (the class comment says where each comes from).
const Range ranges[] = {
    {"efficiency_ampere", &RooflineCalibration::efficiencyAmpere, 0, true, 1},
    {"efficiency_ada", &RooflineCalibration::efficiencyAda, 0, true, 1},
    {"efficiency_hopper", &RooflineCalibration::efficiencyHopper, 0, true, 1},
    {"efficiency_blackwell", &RooflineCalibration::efficiencyBlackwell, 0, true, 1},
    {"fp8_gemm_fraction", &RooflineCalibration::fp8GemmFraction, 0, true, 1},
    {"memory_traffic_fraction", &RooflineCalibration::memoryTrafficFraction, 0, true, 2},
    {"layer_overhead_s", &RooflineCalibration::layerOverheadS, 0, false, 0.1},
    {"fixed_step_s", &RooflineCalibration::fixedStepS, 0, false, 60},
    {"hbm_efficiency", &RooflineCalibration::hbmEfficiency, 0, true, 1},
    {"network_efficiency", &RooflineCalibration::networkEfficiency, 0, true, 1},
    {"collective_latency_s", &RooflineCalibration::collectiveLatencyS, 0, false, 0.01},
    {"dequant_bytes_per_param", &RooflineCalibration::dequantBytesPerParam, 0, false, 64},
    {"attention_fraction", &RooflineCalibration::attentionFraction, 0, true, 2},
};

} // namespace

double RooflineCalibration::efficiency(const QString &architecture) const
{
    if (architecture == u"ampere")
        return efficiencyAmpere;
    if (architecture == u"ada")
        return efficiencyAda;
    if (architecture == u"hopper")
        return efficiencyHopper;
    if (architecture == u"blackwell")
        return efficiencyBlackwell;
    return std::min(efficiencyAmpere, efficiencyHopper);
}

QString RooflineCalibration::outsideFit(
    const QString &architecture, double sequence, const QString &precision) const
{
    QStringList why;
    if (!fittedArchitectures.isEmpty() && !fittedArchitectures.contains(architecture))
        why.append(QStringLiteral("GPU family %1 (fitted: %2)")
                       .arg(architecture.isEmpty() ? QStringLiteral("unknown") : architecture,
                           fittedArchitectures.join(QStringLiteral(", "))));
    if (fittedLongestSequence > 0 && (sequence < fittedShortestSequence || sequence > fittedLongestSequence))
        why.append(QStringLiteral("sequence %1 tokens (fitted: %2–%3)")
                       .arg(sequence, 0, 'f', 0)
                       .arg(fittedShortestSequence, 0, 'f', 0)
                       .arg(fittedLongestSequence, 0, 'f', 0));
    if (!fittedPrecisions.isEmpty() && !fittedPrecisions.contains(precision))
        why.append(QStringLiteral("precision %1 (fitted: %2)")
                       .arg(precision, fittedPrecisions.join(QStringLiteral(", "))));
    return why.join(QStringLiteral("; "));
}

RooflineCalibration RooflineCalibration::shipped()
{
    RooflineCalibration c;
    c.origin = QStringLiteral("shipped");
    c.fittedOn = QStringList {QStringLiteral("run_database.csv"),
        QStringLiteral("fsdp_a100_40gb_scaling.csv"), QStringLiteral("hf_trainer_fsdp_runs.csv"),
        QStringLiteral("fsdp_pretraining_dp.csv"), QStringLiteral("nemo_dp.csv")};
    c.fittedRows = 197;
    c.fittedArchitectures = QStringList {QStringLiteral("ampere"), QStringLiteral("ada"),
        QStringLiteral("hopper"), QStringLiteral("blackwell")};
    c.fittedShortestSequence = 279;
    c.fittedLongestSequence = 32768;
    c.fittedPrecisions = QStringList {QStringLiteral("bf16"), QStringLiteral("mixed"), QStringLiteral("fp8")};
    c.leaveOneOutMdapePercent = 31;
    // torchtitan's async TP hides a tenth of the TP traffic under the GEMMs (MdAPE 11.7 % on its 11
    // async-TP development rows; 25.3 % with all of it hidden, as Megatron's userbuffers do).
    c.stackTpOverlapShare.at(std::size_t(TrainingSetup::Stack::Torchtitan)) = 0.1;
    // Megatron-LM / NeMo / Megatron-Bridge: 10 ms per optimizer step (CUDA graphs, the fused distributed
    // optimizer), against the generic 113 ms of the FSDP stacks; fitted on the 54 Megatron development rows
    // (nemo_dp.csv, and the Megatron rows of nemo_layouts.csv and nemo_scaleout.csv): MdAPE 10.1 % and median
    // 0.93 at 10 ms, 10.7 % and 0.91 at 113 ms (test_parallel_layouts::megatronFixedStepCost prints the
    // scan).
    c.stackFixedStepS.at(std::size_t(TrainingSetup::Stack::Megatron)) = 0.01;
    return c;
}

void RooflineCalibration::validate(const QString &what) const
{
    for (const Range &r : ranges) {
        const double v = this->*r.field;
        const bool ok = std::isfinite(v) && (r.lowOpen ? v > r.low : v >= r.low) && v <= r.high;
        if (!ok)
            throw CoastlineError(
                QStringLiteral("%1: %2 must be in %3%4, %5], got %6")
                    .arg(what, QLatin1String(r.key), r.lowOpen ? QStringLiteral("(") : QStringLiteral("["))
                    .arg(r.low)
                    .arg(r.high)
                    .arg(v));
    }
}

RooflineCalibration RooflineCalibration::load(const QString &path)
{
    if (path.isEmpty() || path.compare(u"default", Qt::CaseInsensitive) == 0)
        return shipped();
    const QByteArray bytes = BoundedFile::read(path, 1 << 20);
    const QJsonDocument doc = JsonText::parse(bytes, path, QStringLiteral("not a JSON object: invalid JSON"));
    if (!doc.isObject())
        throw CoastlineError(QStringLiteral("%1: not a JSON object").arg(path));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("format")).toString() != QLatin1String(Format)) {
        if (o.contains(QLatin1String("model")) && o.contains(QLatin1String("payload")))
            throw CoastlineError(
                QStringLiteral("%1: a learned model file, not a roofline calibration; give it "
                               "with --model-file")
                    .arg(path));
        throw CoastlineError(
            QStringLiteral("%1: not a roofline calibration file (format '%2' expected); a Kavier "
                           "calibration table goes to --calibration")
                .arg(path, QLatin1String(Format)));
    }
    const int version = o.value(QLatin1String("version")).toInt(-1);
    if (version == 1)
        throw CoastlineError(
            QStringLiteral("%1: version: a version 1 roofline calibration (the third release's model: a "
                           "fitted ceiling per generation); re-run `tune --model roofline` to fit this "
                           "release's constants")
                .arg(path));
    if (version == 2)
        throw CoastlineError(
            QStringLiteral("%1: version: a version 2 roofline calibration (the fourth release's first "
                           "model: no attention fraction, FlashAttention-2's Hopper curve); re-run `tune "
                           "--model roofline` to fit this release's constants")
                .arg(path));
    if (version != 3)
        throw CoastlineError(
            QStringLiteral("%1: version: unknown roofline calibration version %2 (this release "
                           "reads version 3)")
                .arg(path, o.value(QLatin1String("version")).toVariant().toString()));
    RooflineCalibration c;
    const QJsonObject constants = o.value(QLatin1String("constants")).toObject();
    for (const Range &r : ranges) {
        const QJsonValue v = constants.value(QLatin1String(r.key));
        if (!v.isDouble())
            throw CoastlineError(
                QStringLiteral("%1: constants.%2: missing or not a number").arg(path, QLatin1String(r.key)));
        c.*r.field = v.toDouble();
    }
    c.validate(path + QStringLiteral(": constants"));
    for (const QJsonValue &f : o.value(QLatin1String("fitted_on")).toArray())
        c.fittedOn.append(f.toString());
    c.fittedRows = o.value(QLatin1String("fitted_rows")).toInt();
    const QJsonObject domain = o.value(QLatin1String("fitted_domain")).toObject();
    for (const QJsonValue &a : domain.value(QLatin1String("architectures")).toArray())
        c.fittedArchitectures.append(a.toString());
    for (const QJsonValue &a : domain.value(QLatin1String("precisions")).toArray())
        c.fittedPrecisions.append(a.toString());
    c.fittedShortestSequence = domain.value(QLatin1String("shortest_sequence")).toDouble();
    c.fittedLongestSequence = domain.value(QLatin1String("longest_sequence")).toDouble();
    c.leaveOneOutMdapePercent = domain.value(QLatin1String("leave_one_out_mdape_percent")).toDouble();
    if (!(c.fittedShortestSequence >= 0 && c.fittedLongestSequence >= c.fittedShortestSequence
            && c.leaveOneOutMdapePercent >= 0 && c.leaveOneOutMdapePercent < 1e6))
        throw CoastlineError(
            QStringLiteral("%1: fitted_domain: sequences or leave_one_out_mdape_percent out of range")
                .arg(path));
    c.origin = path;
    return c;
}

QByteArray RooflineCalibration::toJson() const
{
    QJsonObject constants;
    for (const Range &r : ranges)
        constants.insert(QLatin1String(r.key), this->*r.field);
    QJsonObject o;
    o.insert(QLatin1String("format"), QLatin1String(Format));
    o.insert(QLatin1String("version"), 3);
    o.insert(QLatin1String("constants"), constants);
    o.insert(QLatin1String("fitted_on"), QJsonArray::fromStringList(fittedOn));
    o.insert(QLatin1String("fitted_rows"), fittedRows);
    QJsonObject domain;
    domain.insert(QLatin1String("architectures"), QJsonArray::fromStringList(fittedArchitectures));
    domain.insert(QLatin1String("precisions"), QJsonArray::fromStringList(fittedPrecisions));
    domain.insert(QLatin1String("shortest_sequence"), fittedShortestSequence);
    domain.insert(QLatin1String("longest_sequence"), fittedLongestSequence);
    domain.insert(QLatin1String("leave_one_out_mdape_percent"), leaveOneOutMdapePercent);
    o.insert(QLatin1String("fitted_domain"), domain);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}
