#include "predict/roofline/RooflineRuns.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "predict/measured/MeasuredRunsCsv.h"

#include <cmath>

namespace {

TrainingSetup::Precision parsePrecision(const QString &text, const QString &what)
{
    const QString t = text.trimmed().toLower();
    if (t.contains(u"pure")) // "fp16/bf16 pure (torch_dtype, no AMP)": half precision throughout
        return TrainingSetup::Precision::Bf16;
    if (t.contains(u"amp"))
        return TrainingSetup::Precision::Mixed;
    return TrainingSetup::parsePrecision(t, what);
}

} // namespace

RooflineRuns RooflineRuns::load(const QString &path, const Catalog &catalog)
{
    const CsvTable t = CsvTable::read(path);
    const MeasuredRunsCsv csv(t, {MeasuredRunsCsv::throughputColumn()});
    RooflineRuns out;
    const auto cell = [&](int r, const char *column) {
        const QString name = QString::fromLatin1(column);
        return t.hasColumn(name) ? t.cell(r, name).trimmed() : QString();
    };
    for (int r = 0; r < t.rowCount(); ++r) {
        const QString where = QStringLiteral("%1:%2").arg(path).arg(t.lineOf(r));
        const auto skip = [&](const QString &why) {
            ++out.m_skipped;
            if (out.m_skipReasons.size() < 5)
                out.m_skipReasons.append(where + QStringLiteral(": ") + why);
        };
        if (!csv.isValid(r)) {
            const QString valid = csv.validText(r);
            skip(QStringLiteral("is_valid is %1").arg(valid.isEmpty() ? QStringLiteral("empty") : valid));
            continue;
        }
        const QString outcome = cell(r, "outcome");
        if (!outcome.isEmpty() && outcome != u"ran") {
            skip(QStringLiteral("outcome '%1'").arg(outcome));
            continue;
        }
        bool ok = false;
        const double throughput = cell(r, "dataset_tokens_per_second").toDouble(&ok);
        if (!ok || !std::isfinite(throughput) || throughput <= 0) {
            skip(QStringLiteral("no positive throughput"));
            continue;
        }
        // A name the catalog lacks is an error with the closest names (as `tune` does for learned models):
        // a silently skipped series would fit the constants on what is left.
        const QString llm
            = catalog.resolveLlmName(cell(r, "model_name"), where + QStringLiteral(": model_name"));
        const QString gpu
            = catalog.resolveGpuName(cell(r, "gpu_model"), where + QStringLiteral(": gpu_model"));
        const std::optional<QString> method = normalisedMethod(cell(r, "method"));
        if (!method)
            throw CoastlineError(
                QStringLiteral("%1: method: unknown fine-tuning method '%2'; choose from %3")
                    .arg(where, cell(r, "method"), fineTuningMethods().join(QStringLiteral(", "))));
        RooflineRun run;
        run.file = path;
        run.line = t.lineOf(r);
        const double nodes = t.number(r, QStringLiteral("number_nodes"));
        const double gpus = t.number(r, QStringLiteral("number_gpus"));
        const double totalBatch = t.number(r, QStringLiteral("batch_size"));
        const double tokens = t.number(r, QStringLiteral("tokens_per_sample"));
        if (!(nodes >= 1 && gpus >= nodes && tokens >= 1 && totalBatch >= 1) || gpus > 1e6 || tokens > 1e9
            || totalBatch > 1e12 || std::fmod(gpus, nodes) != 0) {
            skip(QStringLiteral("impossible layout, batch or tokens"));
            continue;
        }
        run.candidate.numberOfNodes = int(nodes);
        run.candidate.totalGpus = int(gpus);
        run.candidate.gpusPerNode = int(gpus / nodes);
        const QString perDevice = cell(r, "per_device_batch");
        // Every count is range-checked before it becomes an integer (a huge cell is an error, not UB).
        const auto count = [&](const QString &text, const char *column, double maximum) {
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !(v >= 0 && v <= maximum))
                throw CoastlineError(QStringLiteral("%1: %2: expected a number from 0 to %3, got '%4'")
                                         .arg(where, QLatin1String(column))
                                         .arg(maximum)
                                         .arg(text));
            return qint64(v);
        };
        run.candidate.batchSize = perDevice.isEmpty() ? std::max<qint64>(1, qint64(totalBatch / gpus))
                                                      : count(perDevice, "per_device_batch", 1e9);
        if (run.candidate.batchSize < 1) {
            skip(QStringLiteral("per-device batch below 1"));
            continue;
        }
        run.workload = Workload {llm, *method, gpu, qint64(tokens), run.candidate.batchSize,
            run.candidate.gpusPerNode, run.candidate.numberOfNodes};
        const QString accumulation = cell(r, "gradient_accumulation_steps");
        if (!accumulation.isEmpty())
            run.setup.gradientAccumulationSteps = TrainingSetup::checkedGradientAccumulationSteps(
                count(accumulation, "gradient_accumulation_steps", 1e9),
                where + QStringLiteral(": gradient_accumulation_steps"));
        if (const QString c = cell(r, "activation_checkpointing"); !c.isEmpty())
            run.setup.activationCheckpointing
                = TrainingSetup::parseCheckpointing(c, where + QStringLiteral(": activation_checkpointing"));
        if (const QString c = cell(r, "sharding"); !c.isEmpty())
            run.setup.sharding = TrainingSetup::parseSharding(c, where + QStringLiteral(": sharding"));
        if (const QString c = cell(r, "precision"); !c.isEmpty())
            run.setup.precision = parsePrecision(c, where + QStringLiteral(": precision"));
        if (const QString c = cell(r, "lora_rank"); !c.isEmpty())
            run.setup.loraRank = TrainingSetup::checkedLoraRank(
                count(c, "lora_rank", 1e9), where + QStringLiteral(": lora_rank"));
        if (const QString c = cell(r, "lora_targets"); !c.isEmpty())
            run.setup.loraTargets
                = TrainingSetup::parseLoraTargets(c, where + QStringLiteral(": lora_targets"));
        if (const QString c = cell(r, "inter_node_gbps"); !c.isEmpty())
            run.interNodeGbps = double(count(c, "inter_node_gbps", Infrastructure::kMaxInterNodeGbps));
        run.measuredTokensPerSecond = throughput;
        out.m_runs.append(run);
    }
    return out;
}

void RooflineRuns::append(const RooflineRuns &other)
{
    m_runs.append(other.m_runs);
    m_skipped += other.m_skipped;
    for (const QString &reason : other.m_skipReasons)
        if (m_skipReasons.size() < 5)
            m_skipReasons.append(reason);
}
