#include "CliCommon.h"

#include "config/ConfigurationIo.h"
#include "model/Goal.h"
#include "predict/PredictorRegistry.h"
#include "predict/kavier/CalibrationTable.h"

#include <QFileInfo>

#include "common/CoastlineError.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <climits>
#include <cmath>
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
    return fineTuningMethods();
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

void applyWorkloadFlags(const CommandLine &commandLine, Configuration &config)
{
    const WorkloadFlags &flags = commandLine.workloadFlags();
    Workload &w = config.workload;
    w = flags.appliedTo(w);
    if (flags.llm || flags.gpu) {
        const Catalog catalog = effectiveCatalog(config);
        if (flags.llm)
            w.llmModel = catalog.resolveLlmName(w.llmModel, QStringLiteral("--llm"));
        if (flags.gpu)
            w.gpuModel = catalog.resolveGpuName(w.gpuModel, QStringLiteral("--gpu"));
    }
    if (flags.gpusPerNode || flags.nodes) {
        const qint64 gpus = qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1);
        if (gpus > kMaxGpus)
            throw CoastlineError(
                QStringLiteral("%1: gpus per node × nodes = %2 exceeds %3 GPUs")
                    .arg(flags.nodes ? QStringLiteral("--nodes") : QStringLiteral("--gpus-per-node"))
                    .arg(gpus)
                    .arg(kMaxGpus));
    }
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
        QStringLiteral("Kavier calibration table: %1, or a JSON file.")
            .arg(CalibrationTable::builtInNames().join(QStringLiteral(", "))),
        QStringLiteral("name|path")});
}

void CommandLine::addPolicyOptions()
{
    m_hasPolicy = true;
    m_parser.addOptions({
        {QStringLiteral("goal"),
            QStringLiteral(
                "performance (default), balanced, energy or min-gpu; aliases: runtime, throughput, "
                "energy-saver, fewest, min_gpu."),
            QStringLiteral("goal")},
        {QStringLiteral("alpha"), QStringLiteral("Runtime weight >= 0 (with --beta; divided by their sum)."),
            QStringLiteral("a")},
        {QStringLiteral("beta"), QStringLiteral("Energy weight >= 0 (with --alpha)."), QStringLiteral("b")},
        {QStringLiteral("top-k"), QStringLiteral("Number of recommendations, >= 1."), QStringLiteral("n")},
        {QStringLiteral("max-slowdown"),
            QStringLiteral("Keep configurations within this factor (>= 1) of the fastest."),
            QStringLiteral("k")},
        {QStringLiteral("predictor"),
            QStringLiteral("Throughput predictor: %1.")
                .arg(PredictorRegistry::availableText(PredictorRegistry::Kind::Performance)),
            QStringLiteral("name")},
        {QStringLiteral("fallback"),
            QStringLiteral("Model used by %1 on a cache miss: %2.")
                .arg(PredictorId::Intelligent,
                    PredictorRegistry::availableText(PredictorRegistry::Kind::Fallback)),
            QStringLiteral("name")},
        {QStringLiteral("feasibility"),
            QStringLiteral("Feasibility check: %1.")
                .arg(PredictorRegistry::availableText(PredictorRegistry::Kind::Feasibility)),
            QStringLiteral("mode")},
        {QStringLiteral("empirical-oom-guard"),
            QStringLiteral("Reject per-device batch x tokens above the token budget.")},
        {QStringLiteral("token-budget"),
            QStringLiteral("Token budget per device for the empirical guard (default 60224)."),
            QStringLiteral("n")},
        {QStringLiteral("lookup"),
            QStringLiteral("Measured-runs CSV, or 'default' for the bundled database."),
            QStringLiteral("csv")},
        {QStringLiteral("batch-sizes"), QStringLiteral("Per-device batch sizes to search, e.g. 4,8,16."),
            QStringLiteral("list")},
        {QStringLiteral("total-gpus"), QStringLiteral("GPU counts to search, e.g. 1,2,4,8."),
            QStringLiteral("list")},
        {QStringLiteral("cluster-gpus"), QStringLiteral("GPUs available in the cluster, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("max-nodes"), QStringLiteral("Maximum number of nodes, >= 1."), QStringLiteral("n")},
        {QStringLiteral("max-gpus-per-node"), QStringLiteral("Maximum GPUs per node, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("infrastructure"),
            QStringLiteral("infrastructure.yaml to read (default: the one beside --config, if any)."),
            QStringLiteral("file")},
    });
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

double parseNumber(const QString &text, const QString &flag, double minimum)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value))
        throw CoastlineError(QStringLiteral("%1: expected a finite number, got '%2'").arg(flag, text));
    if (value < minimum)
        throw CoastlineError(
            QStringLiteral("%1: must be at least %2, got %3").arg(flag).arg(minimum).arg(text));
    return value;
}

QString validatedName(const QString &name, PredictorRegistry::Kind kind, const QString &flag)
{
    try {
        return PredictorRegistry::validated(name, kind);
    } catch (const CoastlineError &e) {
        throw CoastlineError(QStringLiteral("%1: %2").arg(flag, e.message()));
    }
}

QString namesWithDefault(PredictorRegistry::Kind kind, QStringView defaultId)
{
    QStringList others = PredictorRegistry::available(kind);
    others.removeOne(defaultId.toString());
    const QString first = QStringLiteral("%1 (default, or the --config's)").arg(defaultId);
    if (others.isEmpty())
        return first;
    const QString last = others.takeLast();
    others.prepend(first);
    return QStringLiteral("%1 or %2").arg(others.join(QStringLiteral(", ")), last);
}

QString lookupFlag(const QString &value)
{
    if (value.trimmed().compare(u"default", Qt::CaseInsensitive) == 0)
        return QStringLiteral("default");
    if (value.trimmed().isEmpty())
        throw CoastlineError(QStringLiteral("--lookup: expected a measured-runs CSV file or 'default'"));
    if (!QFileInfo(value).isFile())
        throw CoastlineError(QStringLiteral("--lookup: lookup CSV not found: %1").arg(value));
    return QFileInfo(value).absoluteFilePath(); // relative to the working directory, not to --config
}

namespace {
template<typename T> QList<T> parseList(const QString &text, const QString &flag, qint64 maximum)
{
    QList<T> values;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        values.append(T(parseInteger(part, flag, 1, maximum)));
    if (values.isEmpty())
        throw CoastlineError(
            QStringLiteral("%1: expected a comma-separated list of whole numbers").arg(flag));
    return values;
}
} // namespace

void CommandLine::applyPolicyFlags(Configuration &config) const
{
    auto given = [this](const char16_t *name) { return m_parser.isSet(QString::fromUtf16(name)); };
    auto text = [this](const char16_t *name) { return m_parser.value(QString::fromUtf16(name)); };
    if (m_hasPolicy) {
        if (given(u"goal"))
            config.strategy.goal = parseGoal(text(u"goal"), QStringLiteral("--goal"));
        if (given(u"alpha") != given(u"beta"))
            throw CoastlineError(
                QStringLiteral("%1: give --alpha and --beta together")
                    .arg(given(u"alpha") ? QStringLiteral("--alpha") : QStringLiteral("--beta")));
        if (given(u"alpha")) {
            const double alpha = parseNumber(text(u"alpha"), QStringLiteral("--alpha"), 0.0);
            const double beta = parseNumber(text(u"beta"), QStringLiteral("--beta"), 0.0);
            try {
                normaliseWeights(alpha, beta); // both zero → error
            } catch (const CoastlineError &e) {
                throw CoastlineError(QStringLiteral("--alpha/--beta: %1").arg(e.message()));
            }
            config.strategy.alpha = alpha;
            config.strategy.beta = beta;
            if (config.strategy.goal != Goal::MinGpu)
                config.strategy.goal = Goal::Custom;
        } else if (given(u"goal")) {
            if (config.strategy.goal == Goal::Custom)
                throw CoastlineError(QStringLiteral("--goal: custom needs --alpha and --beta"));
            config.strategy.alpha.reset();
            config.strategy.beta.reset();
        }
        if (given(u"top-k"))
            config.grid.topK = int(parseInteger(text(u"top-k"), QStringLiteral("--top-k"), 1, 1000000));
        if (given(u"max-slowdown"))
            config.strategy.maxSlowdown
                = parseNumber(text(u"max-slowdown"), QStringLiteral("--max-slowdown"), 1.0);
        if (given(u"predictor"))
            config.predictors.performance = validatedName(
                text(u"predictor"), PredictorRegistry::Kind::Performance, QStringLiteral("--predictor"));
        if (given(u"fallback"))
            config.predictors.fallback = validatedName(
                text(u"fallback"), PredictorRegistry::Kind::Fallback, QStringLiteral("--fallback"));
        if (given(u"feasibility"))
            config.predictors.feasibility = validatedName(
                text(u"feasibility"), PredictorRegistry::Kind::Feasibility, QStringLiteral("--feasibility"));
        if (given(u"empirical-oom-guard"))
            config.predictors.empiricalOomGuard = true;
        if (given(u"token-budget"))
            config.predictors.empiricalOomTokenBudget
                = parseInteger(text(u"token-budget"), QStringLiteral("--token-budget"), 1);
        if (given(u"lookup"))
            config.predictors.lookup = lookupFlag(text(u"lookup"));
        if (given(u"batch-sizes"))
            config.grid.batchSizes
                = parseList<qint64>(text(u"batch-sizes"), QStringLiteral("--batch-sizes"), 1000000);
        if (given(u"total-gpus"))
            config.grid.totalGpus
                = parseList<int>(text(u"total-gpus"), QStringLiteral("--total-gpus"), 1000000);
        if (given(u"cluster-gpus"))
            config.infrastructure.totalGpus
                = int(parseInteger(text(u"cluster-gpus"), QStringLiteral("--cluster-gpus"), 1, 1000000));
        if (given(u"max-nodes"))
            config.infrastructure.maxNodes
                = int(parseInteger(text(u"max-nodes"), QStringLiteral("--max-nodes"), 1, 1000000));
        if (given(u"max-gpus-per-node"))
            config.infrastructure.maxGpusPerNode = int(
                parseInteger(text(u"max-gpus-per-node"), QStringLiteral("--max-gpus-per-node"), 1, 1000000));
    }
    if (m_hasPolicy) { // flags that the chosen policy ignores: say so rather than pass silently
        const bool minGpu = config.strategy.goal == Goal::MinGpu;
        if (minGpu && given(u"alpha"))
            printWarning(QStringLiteral("--alpha/--beta: min-GPU does not use the weights"));
        if (minGpu && given(u"max-slowdown"))
            printWarning(QStringLiteral("--max-slowdown: min-GPU does not apply it (seed \"Min-GPU\")"));
        if (given(u"token-budget") && !config.predictors.empiricalOomGuard)
            printWarning(
                QStringLiteral("--token-budget: the empirical guard is off; add --empirical-oom-guard"));
    }
    if (m_hasJobSize) {
        if (given(u"dataset-tokens") != given(u"epochs"))
            throw CoastlineError(
                QStringLiteral("%1: give --dataset-tokens and --epochs together")
                    .arg(given(u"epochs") ? QStringLiteral("--epochs") : QStringLiteral("--dataset-tokens")));
        if (given(u"total-tokens") && given(u"dataset-tokens"))
            throw CoastlineError(
                QStringLiteral("--total-tokens: give either --total-tokens or --dataset-tokens "
                               "with --epochs, not both"));
        if (given(u"total-tokens"))
            config.jobSize.totalTokens
                = parseNumber(text(u"total-tokens"), QStringLiteral("--total-tokens"), 1.0);
        if (given(u"dataset-tokens")) {
            config.jobSize.datasetTokens
                = parseNumber(text(u"dataset-tokens"), QStringLiteral("--dataset-tokens"), 1.0);
            config.jobSize.epochs = parseNumber(text(u"epochs"), QStringLiteral("--epochs"), 0.0);
            if (*config.jobSize.epochs <= 0)
                throw CoastlineError(
                    QStringLiteral("--epochs: must be greater than 0, got %1").arg(text(u"epochs")));
            if (!std::isfinite(*config.jobSize.datasetTokens * *config.jobSize.epochs))
                throw CoastlineError(QStringLiteral("--epochs: --dataset-tokens × --epochs is too large"));
        }
    }
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
        m_workload.tokens = integer(u"tokens", kMaxTokensPerSample);
        m_workload.batch = integer(u"batch", kMaxBatchSize);
        if (const auto v = integer(u"gpus-per-node", kMaxGpus))
            m_workload.gpusPerNode = int(*v);
        if (const auto v = integer(u"nodes", kMaxGpus))
            m_workload.nodes = int(*v);
    }
    return std::nullopt;
}

void CommandLine::rejectPositionalArguments() const
{
    if (!m_parser.positionalArguments().isEmpty())
        throw CoastlineError(QStringLiteral("%1: unexpected argument '%2' (see coastline-cli %1 --help)")
                                 .arg(m_verb, m_parser.positionalArguments().first()));
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

QString rowError(const CsvTable &table, int row, const QString &message)
{
    const QString where = QStringLiteral("%1:%2:").arg(table.fileName()).arg(table.lineOf(row));
    return message.startsWith(where) ? message : where + u' ' + message;
}

QVariant inputCell(const QString &text)
{
    if (text.isEmpty())
        return {};
    bool ok = false;
    const qint64 i = text.toLongLong(&ok);
    if (ok)
        return i;
    const double d = text.toDouble(&ok); // "4.0" is read as 4 (CsvTable::integer)
    if (ok && std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9.0e15)
        return qint64(d);
    return text;
}

namespace {
/// A whole-number cell ≥ 1 (≤ `maximum`); an empty cell gives nullopt.
std::optional<qint64> positiveCell(const CsvTable &t, int row, const QString &column, qint64 maximum)
{
    const QString where
        = QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
    if (t.cell(row, column).isEmpty())
        return std::nullopt;
    const qint64 value = t.integer(row, column); // "4" or "4.0"; throws naming file, line and column
    if (value < 1)
        throw CoastlineError(QStringLiteral("%1: must be at least 1, got %2").arg(where).arg(value));
    if (value > maximum)
        throw CoastlineError(
            QStringLiteral("%1: %2 is too large (at most %3)").arg(where).arg(value).arg(maximum));
    return value;
}
} // namespace

Workload workloadFromRow(const CsvTable &t, int row, const Catalog &catalog, bool layoutDefaultsToOne)
{
    auto where = [&](const QString &column) {
        return QStringLiteral("%1:%2: column '%3'").arg(t.fileName()).arg(t.lineOf(row)).arg(column);
    };
    auto required = [&](const QString &column, qint64 maximum) {
        const auto value = positiveCell(t, row, column, maximum);
        if (!value)
            throw CoastlineError(QStringLiteral("%1: missing value").arg(where(column)));
        return *value;
    };
    Workload w;
    w.llmModel = catalog.resolveLlmName(
        t.cell(row, QStringLiteral("llm_model")), where(QStringLiteral("llm_model")));
    w.method = normaliseMethod(
        t.cell(row, QStringLiteral("fine_tuning_method")), where(QStringLiteral("fine_tuning_method")));
    w.gpuModel = catalog.resolveGpuName(
        t.cell(row, QStringLiteral("gpu_model")), where(QStringLiteral("gpu_model")));
    w.tokensPerSample = required(QStringLiteral("tokens_per_sample"), kMaxTokensPerSample);
    w.batchSize = required(QStringLiteral("batch_size"), kMaxBatchSize);
    for (auto [column, field] : {std::pair {QStringLiteral("gpus_per_node"), &w.gpusPerNode},
             std::pair {QStringLiteral("number_of_nodes"), &w.numberOfNodes}}) {
        if (const auto value = positiveCell(t, row, column, kMaxGpus))
            *field = int(*value);
        else if (layoutDefaultsToOne)
            *field = 1;
    }
    const qint64 gpus = qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1);
    if (gpus > kMaxGpus)
        throw CoastlineError(QStringLiteral("%1: gpus_per_node × number_of_nodes = %2 exceeds %3 GPUs")
                                 .arg(where(QStringLiteral("number_of_nodes")))
                                 .arg(gpus)
                                 .arg(kMaxGpus));
    return w;
}

Configuration effectiveConfiguration(const CommandLine &commandLine)
{
    QStringList warnings;
    const QString infrastructure = commandLine.infrastructurePath();
    Configuration config = commandLine.configPath().isEmpty()
        ? ConfigurationIo::embeddedDefault()
        : ConfigurationIo::load(commandLine.configPath(), &warnings, infrastructure);
    if (commandLine.configPath().isEmpty() && !infrastructure.isEmpty())
        ConfigurationIo::loadInfrastructure(infrastructure, &config.infrastructure);
    for (const QString &warning : warnings)
        printWarning(warning);
    if (!commandLine.calibration().isEmpty()) {
        try {
            CalibrationTable::load(commandLine.calibration()); // report a bad table against the flag
        } catch (const CoastlineError &e) {
            throw CoastlineError(QStringLiteral("--calibration: %1").arg(e.message()));
        }
        config.predictors.kavierCalibration = QFileInfo(commandLine.calibration()).isFile()
            ? QFileInfo(commandLine.calibration()).absoluteFilePath() // relative to the working directory
            : commandLine.calibration();
    }
    return config;
}

Configuration jobConfiguration(const CommandLine &commandLine)
{
    Configuration config = effectiveConfiguration(commandLine);
    applyWorkloadFlags(commandLine, config);
    commandLine.applyPolicyFlags(config);
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
