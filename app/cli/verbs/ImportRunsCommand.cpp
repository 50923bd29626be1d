// `coastline-cli import-runs --from torchtitan|megatron|hf-trainer|mllog FILE... [job flags] [--output CSV]`:
// each log (TrainingLog) with the job described by the workload flags becomes one measured run
// (LogImport), written as the measured-runs CSV that calibrate, evaluate, tune and --lookup read. Every log
// is read before anything is written: a malformed one is one `error:` line with file:line, exit 2.

#include "verbs/ImportRunsCommand.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "io/OutputTable.h"
#include "runs/LogImport.h"
#include "runs/TrainingLog.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/JobConfiguration.h"
#include "support/TraceFlags.h"

namespace cli {

QString ImportRunsCommand::description() const
{
    return QStringLiteral(
        "Reads the measured training speed from each log FILE and writes one measured run per log: the job "
        "of the workload flags (--llm, --method, --gpu, --tokens per sample, --batch per device, "
        "--gpus-per-node, --nodes) with the log's whole-job throughput in tokens/s. --from names the log "
        "format: torchtitan (`step: … tps: …` lines, tokens/s per GPU), megatron (Megatron-LM and NeMo: "
        "`elapsed time per iteration (ms)`, `global batch size`), hf-trainer (trainer_state.json or the "
        "Trainer's `train_samples_per_second`), mllog (MLPerf `:::MLLOG` lines: tracked_stats throughput in "
        "samples/s). The first --skip-first measurements (default 1) are warm-up and left out, never the "
        "last one; the median of the rest is the run's figure. Writes CSV to --output (atomically) or "
        "stdout; "
        "a malformed log writes nothing.");
}

void ImportRunsCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("from"),
            QStringLiteral("Log format: torchtitan, megatron, hf-trainer or mllog (required)."),
            QStringLiteral("format")},
        {QStringLiteral("skip-first"),
            QStringLiteral(
                "Warm-up measurements to leave out of each log (default 1; the last is always kept)."),
            QStringLiteral("n")},
        {QStringLiteral("stack"),
            QStringLiteral("The `framework` cell written (default: the format's stack; mllog: mlperf)."),
            QStringLiteral("name")},
        {QStringLiteral("output"),
            QStringLiteral("The measured-runs CSV to write, atomically (default stdout)."),
            QStringLiteral("file")},
    });
    cl.addPositional(
        QStringLiteral("FILE"), QStringLiteral("Training logs, one run each."), QStringLiteral("FILE..."));
    cl.addWorkloadOptions();
    cl.addConfigOption();
}

int ImportRunsCommand::execute(const CommandLine &cl) const
{
    if (!cl.isSet(QStringLiteral("from")))
        throw CoastlineError(
            QStringLiteral("--from: expected the log format (torchtitan, megatron, hf-trainer, mllog)"));
    const TrainingLog::Format format = TrainingLog::parseFormat(cl.value(QStringLiteral("from")));
    const QStringList files = cl.positionalArguments();
    if (files.isEmpty())
        throw CoastlineError(QStringLiteral("import-runs: expected at least one log FILE"));
    const int skipFirst = cl.isSet(QStringLiteral("skip-first"))
        ? int(
            parseInteger(cl.value(QStringLiteral("skip-first")), QStringLiteral("--skip-first"), 0, 1000000))
        : 1;
    RecommenderContext::Inputs prepared;
    Configuration config = effectiveConfiguration(cl, &prepared);
    applyWorkloadFlags(cl, config, &prepared);
    QString stack = cl.isSet(QStringLiteral("stack")) ? cl.value(QStringLiteral("stack")).trimmed()
                                                      : TrainingLog::stackOf(format);
    if (stack.isEmpty())
        stack = QStringLiteral("mlperf");
    OutputTable table(LogImport::columns());
    for (const QString &file : files) {
        const TrainingLog log
            = TrainingLog::parse(format, BoundedFile::read(file, InputLimits::csvFileBytes), file, skipFirst);
        table.addRow(LogImport::cells(LogImport::run(log, config.workload, file), stack, file));
    }
    const QString output
        = cl.isSet(QStringLiteral("output")) ? cl.value(QStringLiteral("output")) : QString();
    if (output.isEmpty()) {
        cl.console().out(table.toCsv());
        return ExitSuccess;
    }
    writeCsvFile(output, QStringLiteral("--output"), table);
    cl.console().out(QStringLiteral("wrote %1: %2 measured runs (%3 log)\n")
                         .arg(output)
                         .arg(table.rowCount())
                         .arg(TrainingLog::formatNames().at(int(format))));
    return ExitSuccess;
}

} // namespace cli
