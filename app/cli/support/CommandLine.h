#pragma once

// The command line of one coastline-cli verb (cli.md): a QCommandLineParser plus the option groups the
// verbs share (workload flags, --format, --output, --config, --calibration, policy and job size).

#include "io/OutputTable.h"
#include "model/Configuration.h"
#include "support/ExitCode.h"
#include "support/WorkloadFlags.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <optional>

namespace cli {

class Console;

/// One verb's command line: a QCommandLineParser plus the shared option groups.
class CommandLine
{
public:
    /// `verb` is the command name ("simulate"); `description` the first line of its --help. --help,
    /// writeOutput() and the warnings of applyPolicyFlags() go to `console`, which must outlive this.
    CommandLine(const QString &verb, const QString &description, const Console &console);

    /// Where the command writes.
    const Console &console() const { return m_console; }

    QCommandLineParser &parser() { return m_parser; }

    /// --llm --method --gpu --tokens --batch --gpus-per-node --nodes
    void addWorkloadOptions();
    /// --format table|csv|json (default table) and --output FILE
    void addOutputOptions();
    /// --config FILE
    void addConfigOption();
    /// --calibration NAME|PATH (default "default")
    void addCalibrationOption();
    /// The policy flags (PolicyFlags.h: cli::addPolicyOptions()).
    void addPolicyOptions();
    /// Job size flags: --total-tokens, or --dataset-tokens with --epochs (runtime and energy columns).
    void addJobSizeOptions();
    /// Applies the policy flags (cli::applyPolicyFlags(), with its warnings) and the job-size flags that
    /// were given to `config` (after parse()). Throws CoastlineError naming the flag for a bad value.
    void applyPolicyFlags(Configuration &config) const;
    /// A positional argument shown in --help; a verb that declares none gets its positional arguments
    /// refused by parse(), one that declares some checks them itself (positionalArguments()).
    void addPositional(const QString &name, const QString &description, const QString &syntax = {});

    /// Parses `arguments` (the verb's own arguments, without the program and verb names).
    /// Returns ExitSuccess when --help was given (help written to the console; the caller returns it), or
    /// nullopt when the verb should run. Throws CoastlineError for unknown options, missing values,
    /// bad integers or an unknown format, and "<verb>: unexpected argument 'x'" for a positional
    /// argument when the verb declares none (addPositional()).
    std::optional<int> parse(const QStringList &arguments);

    /// Throws CoastlineError "--input: cannot be combined with the workload flags" when both were given.
    void rejectWorkloadFlagsWithInput() const;
    /// The verb's positional arguments (after parse()).
    QStringList positionalArguments() const;
    /// The workload flags given (after parse(); addWorkloadOptions() must have been called).
    const WorkloadFlags &workloadFlags() const { return m_workload; }
    OutputTable::Format format() const { return m_format; }
    /// --output FILE, or empty for stdout.
    QString outputPath() const { return m_outputPath; }
    /// --config FILE, or empty.
    QString configPath() const { return m_configPath; }
    /// --calibration value, or empty when not given (the configuration's table is used then).
    QString calibration() const { return m_calibration; }
    /// --roofline-calibration value, or empty when not given.
    QString rooflineCalibration() const { return m_rooflineCalibration; }
    /// --infrastructure FILE, or empty (also when the verb has no policy options).
    QString infrastructurePath() const
    {
        return m_hasPolicy ? m_parser.value(QStringLiteral("infrastructure")) : QString();
    }
    /// Whether `name` (without dashes) was given.
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    /// Whether `name` was given, also for a verb that does not define it (then false, no Qt warning).
    bool parserOptionGiven(const QString &name) const { return m_parser.optionNames().contains(name); }
    QString value(const QString &name) const { return m_parser.value(name); }

    /// Writes `text` to --output (atomically) or to the console's output. Throws CoastlineError
    /// "<file>: cannot write: <reason>" when the file cannot be written.
    void writeOutput(const QString &text) const;
    /// Renders `table` in the chosen --format and writeOutput()s it.
    void writeTable(const OutputTable &table) const;

private:
    /// Throws when --output or --schedule names the same existing file as one of the inputs (--config,
    /// --input, --data, --lookup, --calibration, --model-file, --recommended).
    void refuseOutputThatIsAnInput() const;
    const Console &m_console;
    QString m_verb;
    QCommandLineParser m_parser;
    bool m_hasWorkload = false;
    bool m_hasOutput = false;
    bool m_hasConfig = false;
    bool m_hasCalibration = false;
    bool m_hasPolicy = false;
    bool m_hasJobSize = false;
    WorkloadFlags m_workload;
    OutputTable::Format m_format = OutputTable::Format::Table;
    QString m_outputPath;
    QString m_configPath;
    QString m_calibration;
    QString m_rooflineCalibration;
    QStringList m_positionalSyntax;
};

} // namespace cli
