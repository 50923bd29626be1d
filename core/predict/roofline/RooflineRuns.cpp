#include "predict/roofline/RooflineRuns.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "runs/MeasuredRunsCsv.h"

#include <cmath>

namespace {

/// A row whose `needs` names what the product may not describe (a precision, a GPU or model the catalog
/// lacks, a pipeline split Megatron makes) is skipped with its reason ("needs <what>: <error>") when it
/// cannot be described, and counted; empty when it can, or names no needs. Other rows keep the strict
/// errors of RooflineRuns::load.
QString unmetNeeds(
    const CsvTable &t, const MeasuredRunsCsv &csv, int r, const Catalog &catalog, const QString &where)
{
    const QString needs = t.cell(r, QStringLiteral("needs"));
    if (needs.isEmpty())
        return {};
    try {
        const MeasuredRun probe = csv.read(r);
        static_cast<void>(catalog.resolveLlmName(probe.llmModel, where));
        static_cast<void>(catalog.resolveGpuName(probe.gpuModel, where));
        static_cast<void>(csv.readStack(r, TrainingSetup {}));
    } catch (const CoastlineError &e) {
        return QStringLiteral("needs %1: %2").arg(needs, e.message());
    }
    return {};
}

/// Whether the run's layout, batch or tokens cannot be: fewer than one node, sample token or total
/// batch, fewer GPUs than nodes or a GPU count nodes do not divide, or a count beyond the sanity bounds
/// (10⁶ GPUs, 10⁹ tokens per sample or per-device batch, 10¹² total batch).
bool isImpossible(const MeasuredRun &run)
{
    return !(run.numberOfNodes >= 1 && run.totalGpus >= run.numberOfNodes && run.tokensPerSample >= 1
               && run.totalBatch >= 1)
        || run.totalGpus > 1000000 || run.tokensPerSample > 1000000000 || run.totalBatch > 1000000000000
        || run.perDeviceBatch > 1000000000 || run.totalGpus % run.numberOfNodes != 0;
}

} // namespace

RooflineRuns RooflineRuns::load(const QString &path, const Catalog &catalog)
{
    const CsvTable t = CsvTable::read(path);
    const MeasuredRunsCsv csv(t, {MeasuredRunsCsv::throughputColumn()});
    RooflineRuns out;
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
        const QString outcome = t.cell(r, QStringLiteral("outcome"));
        if (!outcome.isEmpty() && outcome != u"ran") {
            skip(QStringLiteral("outcome '%1'").arg(outcome));
            continue;
        }
        if (const QString why = unmetNeeds(t, csv, r, catalog, where); !why.isEmpty()) {
            skip(why);
            continue;
        }
        MeasuredRun run = csv.read(r);
        const double throughput = run.throughputTokensPerSecond;
        if (!std::isfinite(throughput) || throughput <= 0) {
            skip(QStringLiteral("no positive throughput"));
            continue;
        }
        // A name the catalog lacks is an error with the closest names (as `tune` does for learned models):
        // a silently skipped series would fit the constants on what is left.
        run.llmModel = catalog.resolveLlmName(run.llmModel, where + QStringLiteral(": model_name"));
        run.gpuModel = catalog.resolveGpuName(run.gpuModel, where + QStringLiteral(": gpu_model"));
        const std::optional<QString> method = normalisedMethod(run.method);
        if (!method)
            throw CoastlineError(QStringLiteral("%1: method: unknown fine-tuning method '%2'; choose from %3")
                                     .arg(where, run.method, fineTuningMethods().join(QStringLiteral(", "))));
        run.method = *method;
        if (isImpossible(run)) {
            skip(QStringLiteral("impossible layout, batch or tokens"));
            continue;
        }
        if (run.perDeviceBatch < 1) {
            skip(QStringLiteral("per-device batch below 1"));
            continue;
        }
        RooflineRun roofline;
        roofline.file = path;
        roofline.line = run.line;
        roofline.workload = run.workload();
        roofline.candidate = run.candidate();
        // Parallel layouts (issue 35): optional tensor_parallel, pipeline_parallel, context_parallel and
        // virtual_stages columns (empty = 1; MeasuredRunsCsv::layout); a layout that breaks a rule is skipped
        // with its reason.
        ParallelLayout &layout = roofline.candidate.layout;
        layout = csv.layout(r);
        roofline.setup = csv.readStack(r, TrainingSetup {});
        layout.split = roofline.setup.pipelineSplit(); // the row's pipeline split columns, if any
        if (!layout.isDataParallel()) {
            const QString why = layout.rejection(catalog.llm(run.llmModel), int(run.totalGpus),
                run.gpusPerNode(), run.tokensPerSample, catalog.gpu(run.gpuModel).nvlinkDomainGpus);
            if (!why.isEmpty()) {
                skip(why);
                continue;
            }
        }
        roofline.interNodeGbps = run.interNodeGbps;
        roofline.measuredTokensPerSecond = throughput;
        out.m_runs.append(roofline);
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
