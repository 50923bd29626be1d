#include "CliCommon.h"

#include "CoastlineError.h"

#include <QRegularExpression>
#include <climits>
#include <cstdio>

namespace cli {

namespace {

void writeTo(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

QString oneLine(QString text)
{
    text.replace(u'\r', u' ').replace(u'\n', u' ');
    return text.trimmed();
}

} // namespace

void printOut(const QString &text)
{
    writeTo(stdout, text);
}

void printErr(const QString &text)
{
    writeTo(stderr, text);
}

void printError(const QString &message)
{
    printErr(QStringLiteral("error: ") + oneLine(message) + u'\n');
}

void printWarning(const QString &message)
{
    printErr(QStringLiteral("warning: ") + oneLine(message) + u'\n');
}

QStringList methodNames()
{
    return {
        QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
}

QString normaliseMethod(const QString &text, const QString &flag)
{
    const QString method = text.trimmed().toLower();
    if (methodNames().contains(method))
        return method;
    throw CoastlineError(QStringLiteral("%1: unknown method '%2'; valid methods: %3")
                             .arg(flag, text, methodNames().join(QStringLiteral(", "))));
}

qint64 parseInteger(const QString &text, const QString &flag, qint64 minimum, qint64 maximum)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^[+-]?[0-9]+$"));
    const QString trimmed = text.trimmed();
    if (!wholeNumber.match(trimmed).hasMatch())
        throw CoastlineError(QStringLiteral("%1: expected a whole number, got '%2'").arg(flag, text));
    bool ok = false;
    const qint64 value = trimmed.toLongLong(&ok);
    if (!ok) { // digits only, so it overflowed
        if (trimmed.startsWith(u'-'))
            throw CoastlineError(
                QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(trimmed));
        throw CoastlineError(
            QStringLiteral("%1: '%2' is too large (at most %3)").arg(flag, trimmed).arg(maximum));
    }
    if (value < minimum)
        throw CoastlineError(
            QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(value));
    if (value > maximum)
        throw CoastlineError(
            QStringLiteral("%1: '%2' is too large (at most %3)").arg(flag, trimmed).arg(maximum));
    return value;
}

Workload WorkloadFlags::appliedTo(Workload base) const
{
    if (llm)
        base.llmModel = *llm;
    if (method)
        base.method = *method;
    if (gpu)
        base.gpuModel = *gpu;
    if (tokens)
        base.tokensPerSample = *tokens;
    if (batch)
        base.batchSize = *batch;
    if (gpusPerNode)
        base.gpusPerNode = *gpusPerNode;
    if (nodes)
        base.numberOfNodes = *nodes;
    return base;
}

CommandLine::CommandLine(const QString &verb, const QString &description)
    : m_verb(verb)
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
        {QStringLiteral("method"), QStringLiteral("Fine-tuning method: %1.").arg(methodNames().join(u'|')),
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
        QStringLiteral("Kavier calibration table: default, 6model, 4model, allmodels, or a JSON file."),
        QStringLiteral("name|path")});
}

void CommandLine::addPositional(const QString &name, const QString &description, const QString &syntax)
{
    m_parser.addPositionalArgument(name, description, syntax);
    m_positionalSyntax.append(syntax.isEmpty() ? name : syntax);
}

std::optional<int> CommandLine::parse(const QStringList &arguments)
{
    QStringList all = arguments;
    all.prepend(QStringLiteral("coastline-cli"));
    if (!m_parser.parse(all)) {
        QString text = m_parser.errorText();
        if (!text.isEmpty())
            text[0] = text.at(0).toLower();
        if (text.endsWith(u'.'))
            text.chop(1);
        throw CoastlineError(QStringLiteral("%1: %2 (see coastline-cli %1 --help)").arg(m_verb, text));
    }
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all"))) {
        QString help = m_parser.helpText();
        const qsizetype firstLineEnd = help.indexOf(u'\n');
        QString usage = QStringLiteral("Usage: coastline-cli %1 [options]").arg(m_verb);
        if (!m_positionalSyntax.isEmpty())
            usage += u' ' + m_positionalSyntax.join(u' ');
        help = usage + (firstLineEnd >= 0 ? help.mid(firstLineEnd) : QString(u'\n'));
        printOut(help);
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
        if (const auto method = text(u"method"))
            m_workload.method = normaliseMethod(*method, QStringLiteral("--method"));
        m_workload.tokens = integer(u"tokens", std::numeric_limits<qint64>::max());
        m_workload.batch = integer(u"batch", std::numeric_limits<qint64>::max());
        if (const auto v = integer(u"gpus-per-node", INT_MAX))
            m_workload.gpusPerNode = int(*v);
        if (const auto v = integer(u"nodes", INT_MAX))
            m_workload.nodes = int(*v);
    }
    return std::nullopt;
}

QStringList CommandLine::positionalArguments() const
{
    return m_parser.positionalArguments();
}

void CommandLine::writeOutput(const QString &text) const
{
    if (m_outputPath.isEmpty()) {
        printOut(text);
        return;
    }
    QString error;
    if (!writeTextFileAtomically(m_outputPath, text, &error))
        throw CoastlineError(error);
}

void CommandLine::writeTable(const OutputTable &table) const
{
    writeOutput(table.render(m_format));
}

Configuration effectiveConfiguration(const CommandLine &commandLine)
{
    // The embedded default (spec "Configuration file"): Configuration's member defaults.
    Configuration config;
    if (!commandLine.configPath().isEmpty())
        printWarning(QStringLiteral("--config %1: configuration files are not read by this build yet; "
                                    "using the embedded default configuration")
                         .arg(commandLine.configPath()));
    if (!commandLine.calibration().isEmpty())
        config.predictors.kavierCalibration = commandLine.calibration();
    return config;
}

Catalog effectiveCatalog(const Configuration &config)
{
    Catalog catalog = Catalog::bundled();
    for (const LlmSpec &llm : config.catalogLlms)
        catalog.addLlm(llm);
    for (const GpuSpec &gpu : config.catalogGpus)
        catalog.addGpu(gpu);
    return catalog;
}

} // namespace cli
