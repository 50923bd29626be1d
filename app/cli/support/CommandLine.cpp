#include "support/CommandLine.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "common/TerminalText.h"
#include "predict/kavier/CalibrationTable.h"
#include "support/ArgumentParsing.h"
#include "support/Console.h"
#include "support/PolicyFlags.h"
#include "support/TrainingFlags.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QtNumeric>
#include <algorithm>
#include <cmath>

namespace cli {

CommandLine::CommandLine(const QString &verb, const QString &description, const Console &console)
    : m_console(console)
    , m_verb(verb)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
}

void CommandLine::addWorkloadOptions()
{
    m_hasWorkload = true;
    m_parser.addOptions({
        {QStringLiteral("llm"), QStringLiteral("LLM name (catalog key, HF id or alias)."),
            QStringLiteral("name")},
        {QStringLiteral("method"),
            QStringLiteral("Fine-tuning method: %1.").arg(fineTuningMethods().join(u'|')),
            QStringLiteral("method")},
        {QStringLiteral("gpu"), QStringLiteral("GPU name (catalog key or alias)."), QStringLiteral("name")},
        {QStringLiteral("tokens"), QStringLiteral("Tokens per sample (sequence length), >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("batch"), QStringLiteral("Per-device batch size, >= 1."), QStringLiteral("n")},
        {QStringLiteral("gpus-per-node"), QStringLiteral("GPUs per node, >= 1."), QStringLiteral("n")},
        {QStringLiteral("nodes"), QStringLiteral("Number of nodes, >= 1."), QStringLiteral("n")},
    });
}

void CommandLine::addOutputOptions()
{
    m_hasOutput = true;
    m_parser.addOptions({
        {QStringLiteral("format"),
            QStringLiteral("Output format: %1 (default table).").arg(OutputTable::formatNames().join(u'|')),
            QStringLiteral("format"), QStringLiteral("table")},
        {QStringLiteral("output"), QStringLiteral("Write the output to FILE (atomically) instead of stdout."),
            QStringLiteral("file")},
    });
}

void CommandLine::addConfigOption()
{
    m_hasConfig = true;
    m_parser.addOption({QStringLiteral("config"),
        QStringLiteral("Configuration file (YAML, upstream format); default: the embedded configuration."),
        QStringLiteral("file")});
}

void CommandLine::addCalibrationOption()
{
    m_hasCalibration = true;
    m_parser.addOption({QStringLiteral("calibration"),
        QStringLiteral("Kavier calibration table: %1, or a JSON file.")
            .arg(CalibrationTable::builtInNames().join(QStringLiteral(", "))),
        QStringLiteral("name|path")});
    m_parser.addOption({QStringLiteral("roofline-calibration"),
        QStringLiteral("Roofline calibration file written by `tune --model roofline` (default: the shipped "
                       "constants)."),
        QStringLiteral("path")});
}

void CommandLine::addPolicyOptions()
{
    m_hasPolicy = true;
    cli::addPolicyOptions(m_parser);
}

void CommandLine::addJobSizeOptions()
{
    m_hasJobSize = true;
    m_parser.addOptions({
        {QStringLiteral("total-tokens"),
            QStringLiteral("Tokens the whole job processes (adds runtime, energy)."), QStringLiteral("n")},
        {QStringLiteral("dataset-tokens"), QStringLiteral("Tokens in the dataset (with --epochs)."),
            QStringLiteral("n")},
        {QStringLiteral("epochs"), QStringLiteral("Passes over the dataset (with --dataset-tokens)."),
            QStringLiteral("n")},
    });
}

void CommandLine::applyPolicyFlags(Configuration &config) const
{
    auto given = [this](const char16_t *name) { return m_parser.isSet(QString::fromUtf16(name)); };
    auto text = [this](const char16_t *name) { return m_parser.value(QString::fromUtf16(name)); };
    if (m_hasPolicy)
        cli::applyPolicyFlags(*this, config);
    if (m_hasJobSize) {
        if (given(u"dataset-tokens") != given(u"epochs"))
            throw CoastlineError(
                QStringLiteral("%1: give --dataset-tokens and --epochs together")
                    .arg(given(u"epochs") ? QStringLiteral("--epochs") : QStringLiteral("--dataset-tokens")));
        if (given(u"total-tokens") && given(u"dataset-tokens"))
            throw CoastlineError(
                QStringLiteral("--total-tokens: give either --total-tokens or --dataset-tokens "
                               "with --epochs, not both"));
        const auto tokens = [&](const char16_t *name) {
            const QString flag = QStringLiteral("--") + QString::fromUtf16(name);
            const double n = parseNumber(text(name), flag, 1.0);
            if (n > Limits::maxTokens)
                throw CoastlineError(QStringLiteral("%1: at most %2 tokens, got %3")
                                         .arg(flag)
                                         .arg(Limits::maxTokens)
                                         .arg(text(name)));
            return n;
        };
        if (given(u"total-tokens"))
            config.jobSize.totalTokens = tokens(u"total-tokens");
        if (given(u"dataset-tokens")) {
            config.jobSize.datasetTokens = tokens(u"dataset-tokens");
            config.jobSize.epochs = parseNumber(text(u"epochs"), QStringLiteral("--epochs"), -qInf());
            if (!(*config.jobSize.epochs > 0))
                throw CoastlineError(
                    QStringLiteral("--epochs: must be greater than 0, got %1").arg(text(u"epochs")));
            if (!(*config.jobSize.datasetTokens * *config.jobSize.epochs <= Limits::maxTokens))
                throw CoastlineError(
                    QStringLiteral("--epochs: --dataset-tokens × --epochs is more than %1 tokens")
                        .arg(Limits::maxTokens));
        }
    }
}

void CommandLine::addPositional(const QString &name, const QString &description, const QString &syntax)
{
    m_parser.addPositionalArgument(name, description, syntax);
    m_positionalSyntax.append(syntax.isEmpty() ? name : syntax);
}

namespace {

/// Our flag for another tool's (or our CSV column's) name of it, or empty: the model is --llm here (other
/// planners call it --model); torchrun's --nnodes and --nproc-per-node, the measured-runs columns
/// number_of_nodes and number_gpus, Megatron-LM's --seq-length, --micro-batch-size and
/// --*-model-parallel-size; torchtune's training keys (trainingFlagHints).
QString otherToolFlag(const QString &unknown)
{
    static const QStringList modelNames {QStringLiteral("model"), QStringLiteral("model-name")};
    if (!NamedChoice::closest(unknown, modelNames, 2).isEmpty())
        return QStringLiteral("llm");
    static const QHash<QString, QString> workload = [] {
        QHash<QString, QString> names;
        const auto add = [&names](const QStringList &others, const char *ours) {
            for (const QString &other : others)
                names.insert(other, QString::fromLatin1(ours));
        };
        add({QStringLiteral("number-of-nodes"), QStringLiteral("num-nodes"), QStringLiteral("nnodes")},
            "nodes");
        add({QStringLiteral("nproc-per-node"), QStringLiteral("num-gpus-per-node")}, "gpus-per-node");
        add({QStringLiteral("number-gpus"), QStringLiteral("number-of-gpus"), QStringLiteral("num-gpus")},
            "total-gpus");
        // Megatron-LM's and Hugging Face's names for the sequence, the micro-batch and the layout
        add({QStringLiteral("seq-length"), QStringLiteral("seq-len"), QStringLiteral("max-seq-length"),
                QStringLiteral("max-seq-len"), QStringLiteral("sequence-length")},
            "tokens");
        add({QStringLiteral("micro-batch-size"), QStringLiteral("per-device-train-batch-size")}, "batch");
        add({QStringLiteral("tensor-model-parallel-size")}, "tp");
        add({QStringLiteral("pipeline-model-parallel-size")}, "pp");
        add({QStringLiteral("context-parallel-size")}, "cp");
        add({QStringLiteral("expert-model-parallel-size")}, "ep");
        add({QStringLiteral("virtual-pipeline-model-parallel-size")}, "vp");
        return names;
    }();
    const QString flag = workload.value(unknown);
    return flag.isEmpty() ? trainingFlagHints().value(unknown) : flag;
}

} // namespace

std::optional<int> CommandLine::parse(const QStringList &arguments)
{
    QStringList all = arguments;
    all.prepend(QStringLiteral("coastline-cli"));
    if (!m_parser.parse(all)) {
        QString text = TerminalText::errorPhrase(m_parser.errorText());
        // "did you mean": the closest option of this verb (edit distance ≤ 2) for the first unknown one.
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            // an option's name where it starts a line of the help (two spaces in), not a flag quoted in a
            // description (those lines are indented to the description column)
            static const QRegularExpression optionName(
                QStringLiteral("^  (?:-[a-zA-Z], )?--([a-z][a-z0-9-]*)"),
                QRegularExpression::MultilineOption);
            QStringList names;
            for (auto it = optionName.globalMatch(m_parser.helpText()); it.hasNext();)
                names.append(it.next().captured(1));
            // another tool's name for one of this verb's flags, else the closest flag
            const QString hint = otherToolFlag(unknown.first());
            const QString best = names.contains(hint)
                ? hint
                : NamedChoice::closest(unknown.first(), names,
                    // a short name is not close to everything 2 edits away
                    std::min<int>(2, int(unknown.first().size()) / 2));
            static const QStringList degrees {QStringLiteral("tp"), QStringLiteral("pp"),
                QStringLiteral("cp"), QStringLiteral("vp"), QStringLiteral("ep")};
            if (degrees.contains(unknown.first()) && names.contains(QStringLiteral("layouts")))
                // a declared layout's flag on a verb that searches layouts (cli.md "Parallel layouts")
                text += QStringLiteral("; --tp, --pp and --cp declare one layout on simulate and explain, "
                                       "%1 searches layouts: give --layouts %2N (e.g. --layouts %3)")
                            .arg(m_verb, unknown.first(), unknown.first() + u'2');
            else if (!best.isEmpty())
                text += QStringLiteral("; did you mean --%1?").arg(best);
        }
        throw CoastlineError(QStringLiteral("%1: %2 (see coastline-cli %1 --help)").arg(m_verb, text));
    }
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all"))) {
        QString help = m_parser.helpText();
        const qsizetype firstLineEnd = help.indexOf(u'\n');
        QString usage = QStringLiteral("Usage: coastline-cli %1 [options]").arg(m_verb);
        if (!m_positionalSyntax.isEmpty())
            usage += u' ' + m_positionalSyntax.join(u' ');
        help = usage + (firstLineEnd >= 0 ? help.mid(firstLineEnd) : QString(u'\n'));
        m_console.out(help);
        return ExitSuccess;
    }
    if (m_hasOutput) {
        const QString name = m_parser.value(QStringLiteral("format"));
        const auto format = OutputTable::parseFormat(name);
        if (!format)
            throw CoastlineError(QStringLiteral("--format: unknown format '%1'; valid formats: %2")
                                     .arg(name, OutputTable::formatNames().join(QStringLiteral(", "))));
        m_format = *format;
        if (m_parser.isSet(QStringLiteral("output"))) {
            m_outputPath = m_parser.value(QStringLiteral("output"));
            if (m_outputPath.trimmed().isEmpty())
                throw CoastlineError(QStringLiteral("--output: expected a file name"));
        }
    }
    refuseOutputThatIsAnInput();
    if (m_hasConfig && m_parser.isSet(QStringLiteral("config"))) {
        m_configPath = m_parser.value(QStringLiteral("config"));
        if (m_configPath.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--config: expected a file name"));
    }
    if (m_hasCalibration && m_parser.isSet(QStringLiteral("calibration"))) {
        m_calibration = m_parser.value(QStringLiteral("calibration"));
        if (m_calibration.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--calibration: expected a table name or a JSON file"));
    }
    if (m_hasCalibration && m_parser.isSet(QStringLiteral("roofline-calibration"))) {
        m_rooflineCalibration = m_parser.value(QStringLiteral("roofline-calibration"));
        if (m_rooflineCalibration.trimmed().isEmpty())
            throw CoastlineError(QStringLiteral("--roofline-calibration: expected a JSON file"));
    }
    if (m_hasWorkload) {
        auto text = [this](const char16_t *name) -> std::optional<QString> {
            const QString option = QString::fromUtf16(name);
            if (!m_parser.isSet(option))
                return std::nullopt;
            return m_parser.value(option);
        };
        auto integer = [&](const char16_t *name, qint64 maximum) -> std::optional<qint64> {
            const auto value = text(name);
            if (!value)
                return std::nullopt;
            return parseInteger(*value, QStringLiteral("--") + QString::fromUtf16(name), 1, maximum);
        };
        m_workload.llm = text(u"llm");
        m_workload.gpu = text(u"gpu");
        for (const auto &[flag, value] : {std::pair {u"--llm", m_workload.llm}, {u"--gpu", m_workload.gpu}})
            if (value && value->trimmed().isEmpty())
                throw CoastlineError(QStringLiteral("%1: the name is empty").arg(QString::fromUtf16(flag)));
        if (const auto method = text(u"method"))
            m_workload.method = normaliseMethod(*method, QStringLiteral("--method"));
        m_workload.tokens = integer(u"tokens", Limits::maxTokensPerSample);
        m_workload.batch = integer(u"batch", Limits::maxBatchSize);
        if (const auto v = integer(u"gpus-per-node", Limits::maxGpus))
            m_workload.gpusPerNode = int(*v);
        if (const auto v = integer(u"nodes", Limits::maxGpus))
            m_workload.nodes = int(*v);
    }
    if (m_positionalSyntax.isEmpty() && !m_parser.positionalArguments().isEmpty())
        throw CoastlineError(QStringLiteral("%1: unexpected argument '%2' (see coastline-cli %1 --help)")
                                 .arg(m_verb, m_parser.positionalArguments().first()));
    return std::nullopt;
}

void CommandLine::rejectWorkloadFlagsWithInput() const
{
    if (m_parser.isSet(QStringLiteral("input")) && m_workload.any())
        throw CoastlineError(
            QStringLiteral("--input: cannot be combined with the workload flags "
                           "(--llm --method --gpu --tokens --batch --gpus-per-node --nodes)"));
}

QStringList CommandLine::positionalArguments() const
{
    return m_parser.positionalArguments();
}

void CommandLine::writeOutput(const QString &text) const
{
    if (m_outputPath.isEmpty()) {
        m_console.out(text);
        return;
    }
    QString error;
    if (!AtomicFile::writeText(m_outputPath, text, &error))
        throw CoastlineError(error);
}

void CommandLine::writeTable(const OutputTable &table) const
{
    writeOutput(table.render(m_format));
}

void CommandLine::refuseOutputThatIsAnInput() const
{
    // An output written over one of the command's own inputs would lose that input (the write is
    // atomic, so the old file is replaced whole): refused before anything is read or written.
    const QStringList given = m_parser.optionNames();
    static const QStringList outputs {QStringLiteral("output"), QStringLiteral("schedule")};
    static const QStringList inputs {QStringLiteral("config"), QStringLiteral("input"),
        QStringLiteral("data"), QStringLiteral("lookup"), QStringLiteral("calibration"),
        QStringLiteral("model-file"), QStringLiteral("recommended"), QStringLiteral("roofline-calibration"),
        QStringLiteral("hf-config"), QStringLiteral("calibration-profile"), QStringLiteral("runs")};
    for (const QString &output : outputs) {
        if (!given.contains(output))
            continue;
        const QFileInfo written(m_parser.value(output));
        if (!written.exists())
            continue;
        for (const QString &input : inputs) {
            if (!given.contains(input))
                continue;
            // --data may list several files (tune/evaluate --model roofline: A.csv,B.csv).
            const QStringList paths = input == u"data" ? m_parser.value(input).split(u',', Qt::SkipEmptyParts)
                                                       : QStringList {m_parser.value(input)};
            for (const QString &path : paths) {
                const QFileInfo read(path.trimmed());
                if (read.exists() && read.canonicalFilePath() == written.canonicalFilePath())
                    throw CoastlineError(
                        QStringLiteral("--%1: '%2' is also the --%3 input; write to another file")
                            .arg(output, m_parser.value(output), input));
            }
        }
    }
}

} // namespace cli
