#pragma once

// Shared pieces of `coastline-cli` (cli.md): exit codes, stdout/stderr helpers, and the options
// every verb shares (workload flags, --format, --output, --config, --calibration).
//
// Adding a verb: write `int runFoo(const QStringList &arguments)` in app/cli/FooCommand.cpp, declare
// it below under "Verbs", and add one line to the verb table in main.cpp. Build the verb's parser
// with CommandLine (add the option groups it takes, then parse()), and throw CoastlineError for bad
// input: main() prints it as one `error: ` line and maps it to the exit code.

#include "catalog/Catalog.h"
#include "config/Configuration.h"
#include "io/CsvTable.h"
#include "io/OutputTable.h"
#include "model/Workload.h"
#include "predict/PredictorRegistry.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <limits>
#include <optional>

namespace cli {

/// Upper bounds for workload numbers: beyond any real job, low enough that products never overflow.
constexpr qint64 kMaxTokensPerSample = 10'000'000;
constexpr qint64 kMaxBatchSize = 1'000'000;
constexpr qint64 kMaxGpus = 1'000'000;

/// Exit codes (cli.md "Common rules").
enum ExitCode : int {
    ExitSuccess = 0, ///< success
    ExitNoResult = 1, ///< the job ran but has no result
    ExitBadInput = 2, ///< bad usage or bad input
};

/// Writes to stdout / stderr (UTF-8, flushed).
void printOut(const QString &text);
void printErr(const QString &text);
/// "error: <message>" on one line of stderr (line breaks in `message` become spaces).
void printError(const QString &message);
/// "warning: <message>" on one line of stderr.
void printWarning(const QString &message);

/// The fine-tuning methods the CLI accepts (case-insensitive): full, lora, qlora, gptq-lora.
QStringList methodNames();
/// Lowercased method name; throws CoastlineError "<flag>: unknown method 'x'; valid methods: ..." otherwise.
QString normaliseMethod(const QString &text, const QString &flag);

/// Parses a whole number ≥ `minimum` and ≤ `maximum` given for `flag` (e.g. "--batch", or
/// "cases.csv:3: batch_size"). Throws CoastlineError "<flag>: ..." for non-numeric text, values
/// below the minimum (zero/negative) and values that overflow.
qint64 parseInteger(const QString &text, const QString &flag, qint64 minimum = 1,
    qint64 maximum = std::numeric_limits<qint64>::max());

/// Workload flags as given (unset = not on the command line).
struct WorkloadFlags
{
    std::optional<QString> llm;
    std::optional<QString> method;
    std::optional<QString> gpu;
    std::optional<qint64> tokens;
    std::optional<qint64> batch;
    std::optional<int> gpusPerNode;
    std::optional<int> nodes;

    /// Whether any workload flag was given.
    bool any() const { return llm || method || gpu || tokens || batch || gpusPerNode || nodes; }
    /// `base` with every given flag applied on top (flags override the config's workload).
    Workload appliedTo(Workload base) const;
};

/// One verb's command line: a QCommandLineParser plus the shared option groups.
class CommandLine
{
public:
    /// `verb` is the command name ("simulate"); `description` the first line of its --help.
    CommandLine(const QString &verb, const QString &description);

    QCommandLineParser &parser() { return m_parser; }

    /// --llm --method --gpu --tokens --batch --gpus-per-node --nodes
    void addWorkloadOptions();
    /// --format table|csv|json (default table) and --output FILE
    void addOutputOptions();
    /// --config FILE
    void addConfigOption();
    /// --calibration NAME|PATH (default "default")
    void addCalibrationOption();
    /// Policy flags (cli.md "Common rules"; override the configuration): --goal --alpha --beta --top-k
    /// --max-slowdown --predictor --fallback --feasibility --empirical-oom-guard --token-budget --lookup
    /// --batch-sizes --total-gpus --cluster-gpus --max-nodes --max-gpus-per-node --infrastructure.
    void addPolicyOptions();
    /// Job size flags: --total-tokens, or --dataset-tokens with --epochs (runtime and energy columns).
    void addJobSizeOptions();
    /// Applies the policy and job-size flags that were given to `config` (after parse()). Throws
    /// CoastlineError naming the flag for a bad value.
    void applyPolicyFlags(Configuration &config) const;
    /// A positional argument shown in --help.
    void addPositional(const QString &name, const QString &description, const QString &syntax = {});

    /// Parses `arguments` (the verb's own arguments, without the program and verb names).
    /// Returns ExitSuccess when --help was given (help printed on stdout; the caller returns it), or
    /// nullopt when the verb should run. Throws CoastlineError for unknown options, missing values,
    /// bad integers or an unknown format.
    std::optional<int> parse(const QStringList &arguments);

    /// Throws CoastlineError "<verb>: unexpected argument 'x'" when positional arguments were given.
    void rejectPositionalArguments() const;
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
    /// --infrastructure FILE, or empty (also when the verb has no policy options).
    QString infrastructurePath() const
    {
        return m_hasPolicy ? m_parser.value(QStringLiteral("infrastructure")) : QString();
    }
    /// Whether `name` (without dashes) was given.
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }

    /// Writes `text` to --output (atomically) or to stdout. Throws CoastlineError
    /// "<file>: cannot write: <reason>" when the file cannot be written.
    void writeOutput(const QString &text) const;
    /// Renders `table` in the chosen --format and writeOutput()s it.
    void writeTable(const OutputTable &table) const;

private:
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
    QStringList m_positionalSyntax;
};

/// PredictorRegistry::validated(), with errors naming `flag`.
QString validatedName(const QString &name, PredictorRegistry::Kind kind, const QString &flag);

/// The names of `kind` for a flag's help, `defaultId` first and marked, e.g. "kavier (default, or the
/// --config's), cache or intelligent".
QString namesWithDefault(PredictorRegistry::Kind kind, QStringView defaultId);
/// A --lookup value: "default", or an existing file made absolute (relative to the working directory).
QString lookupFlag(const QString &value);

/// Parses a finite number ≥ `minimum` given for `flag`; throws CoastlineError "<flag>: ..." otherwise.
double parseNumber(const QString &text, const QString &flag, double minimum);

/// A workload read from row `row` of a jobs/cases CSV (columns llm_model, fine_tuning_method,
/// gpu_model, tokens_per_sample, batch_size, and optionally gpus_per_node, number_of_nodes). Names are
/// resolved through `catalog`; every error names the file, line and column. With `layoutDefaultsToOne`
/// an empty layout cell means 1, otherwise it stays unset.
Workload workloadFromRow(const CsvTable &table, int row, const Catalog &catalog, bool layoutDefaultsToOne);
/// `message` about row `row` of `table`, starting "<file>:<line>: " (added unless already there).
QString rowError(const CsvTable &table, int row, const QString &message);
/// An input CSV cell as echoed to the output: a whole number when it is one, else the text, missing when
/// empty.
QVariant inputCell(const QString &text);

/// Applies the workload flags given to `config.workload` (flags override the configuration) and checks
/// the result against the flags, so errors name them: an unknown --llm or --gpu name (with the closest
/// catalog names) and a --gpus-per-node × --nodes layout over kMaxGpus GPUs.
void applyWorkloadFlags(const CommandLine &commandLine, Configuration &config);

/// The configuration a verb runs with: the embedded default, or --config FILE (with the
/// infrastructure.yaml beside it, or --infrastructure FILE), with --calibration applied on top
/// (predictors.kavier_calibration). Configuration warnings are printed as `warning:` lines. Workload
/// flags are applied by the verb (WorkloadFlags::appliedTo), policy flags by applyPolicyFlags().
Configuration effectiveConfiguration(const CommandLine &commandLine);
/// The configuration of recommend/explain: effectiveConfiguration(), then the workload flags, the
/// policy and job-size flags, and the flagged names resolved against the catalog.
Configuration jobConfiguration(const CommandLine &commandLine);

/// The bundled catalog plus the configuration's `catalog:` entries (spec decision 9).
Catalog effectiveCatalog(const Configuration &config);

// Verbs (each in its own *Command.cpp). `arguments` excludes the program and verb names.
int runCatalog(const QStringList &arguments);
int runSimulate(const QStringList &arguments);
int runRecommend(const QStringList &arguments);
int runExplain(const QStringList &arguments);

} // namespace cli
