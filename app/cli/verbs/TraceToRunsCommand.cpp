// `coastline-cli trace-to-runs` (cli.md; upstream-behaviour.md §8.10): a scheduler trace (or an already flat
// file) → the flat measured-runs schema.

#include "verbs/TraceToRunsCommand.h"

#include "io/CsvTable.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/TraceFlags.h"
#include "trace/TraceToRuns.h"

namespace cli {

QString TraceToRunsCommand::description() const
{
    return QStringLiteral(
        "Converts a scheduler trace (or a raw profiling trace already in the flat schema) to the "
        "measured-runs CSV that --lookup reads: model_name, method, gpu_model, number_nodes, "
        "number_gpus (total GPUs), tokens_per_sample, batch_size (total batch), "
        "dataset_tokens_per_second, train_runtime, is_valid. Prints one line.");
}

void TraceToRunsCommand::addOptions(CommandLine &cl) const
{
    cl.parser().addOptions({
        {QStringLiteral("input"), QStringLiteral("The trace CSV (required)."), QStringLiteral("file")},
        {QStringLiteral("output"), QStringLiteral("The measured-runs CSV to write, atomically (required)."),
            QStringLiteral("file")},
    });
}

int TraceToRunsCommand::execute(const CommandLine &cl) const
{
    const QString input = requiredFile(cl, QStringLiteral("input"), QStringLiteral("the trace CSV"));
    const QString output = requiredFile(cl, QStringLiteral("output"), QStringLiteral("the CSV to write"));
    const OutputTable runs = TraceToRuns::convert(CsvTable::read(input));
    writeCsvFile(output, QStringLiteral("--output"), runs);
    cl.console().out(QStringLiteral("wrote %1: %2 rows (%3 valid) in the flat measured-runs schema\n")
                         .arg(output)
                         .arg(runs.rowCount())
                         .arg(TraceToRuns::validCount(runs)));
    return ExitSuccess;
}

} // namespace cli
