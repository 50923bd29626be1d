#include "support/CommandLine.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "common/TerminalText.h"
#include "model/Goal.h"
#include "model/GoalInfo.h"
#include "predict/PredictorRegistry.h"
#include "predict/kavier/CalibrationTable.h"
#include "search/GridExpression.h"
#include "support/ArgumentParsing.h"
#include "support/Console.h"
#include "support/TrainingFlags.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QtNumeric>
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

namespace {
/// --goal's help, from GoalInfo: "performance (default), balanced, …; aliases: runtime, …".
QString goalHelp()
{
    QStringList names, aliases;
    for (const GoalInfo &info : GoalInfo::all()) {
        names << (info.goal == Goal::Performance ? QStringLiteral("%1 (default)").arg(info.flagSpelling())
                : info.goal == Goal::Custom
                ? QStringLiteral("%1 (with --alpha/--beta)").arg(QLatin1String(info.name))
                : info.flagSpelling());
        aliases << info.aliases;
    }
    const QString last = names.takeLast();
    return QStringLiteral("%1 or %2; aliases: %3.")
        .arg(names.join(QStringLiteral(", ")), last, aliases.join(QStringLiteral(", ")));
}
} // namespace

void CommandLine::addPolicyOptions()
{
    m_hasPolicy = true;
    m_parser.addOptions({
        {QStringLiteral("goal"), goalHelp(), QStringLiteral("goal")},
        {QStringLiteral("alpha"), QStringLiteral("Runtime weight >= 0 (with --beta; divided by their sum)."),
            QStringLiteral("a")},
        {QStringLiteral("beta"), QStringLiteral("Energy weight >= 0 (with --alpha)."), QStringLiteral("b")},
        {QStringLiteral("top-k"), QStringLiteral("Number of recommendations, >= 1."), QStringLiteral("n")},
        {QStringLiteral("max-slowdown"),
            QStringLiteral("Keep configurations within this factor (>= 1) of the fastest."),
            QStringLiteral("k")},
        {QStringLiteral("deadline"),
            QStringLiteral(
                "Goal deadline: the lowest cost (fewest GPU-hours without a price) among the "
                "configurations that finish within this time: a number and s, min, h or d (48h, 3d). "
                "Needs --total-tokens."),
            QStringLiteral("time")},
        {QStringLiteral("budget"),
            QStringLiteral(
                "Goal budget: the fastest configuration within this cost (2000, in the currency of "
                "--price-per-gpu-hour) or GPU-hours (2000gpuh). Needs --total-tokens."),
            QStringLiteral("amount")},
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
        {QStringLiteral("energy-metric"),
            QStringLiteral("What the energy score measures: power (cluster W, default) or energy_per_token "
                           "(J/token = cluster W / throughput)."),
            QStringLiteral("metric")},
        modelFileOption(),
        {QStringLiteral("batch-sizes"),
            QStringLiteral("Per-device batch sizes to search: numbers and ranges, e.g. 4,8,16 or 1-128 or "
                           "8-1024:8 or pow2:1-1024."),
            QStringLiteral("list")},
        {QStringLiteral("total-gpus"),
            QStringLiteral(
                "GPU counts to search: numbers and ranges, e.g. 1,2,4,8 or 1-1024 or pow2:1-1024."),
            QStringLiteral("list")},
        {QStringLiteral("layouts"),
            QStringLiteral(
                "GPU counts the grid keeps: any (default), whole-nodes (at most one node, or whole "
                "nodes) or powers-of-two."),
            QStringLiteral("filter")},
        {QStringLiteral("cluster-gpus"), QStringLiteral("GPUs available in the cluster, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("max-nodes"), QStringLiteral("Maximum number of nodes, >= 1."), QStringLiteral("n")},
        {QStringLiteral("max-gpus-per-node"), QStringLiteral("Maximum GPUs per node, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("inter-node-gbps"),
            QStringLiteral(
                "Inter-node bandwidth per node in Gbit/s for the roofline model (e.g. 1600 = 8 x 200); "
                "default: the GPU model's catalog value."),
            QStringLiteral("gbps")},
        {QStringLiteral("price-per-gpu-hour"),
            QStringLiteral("Price of one GPU-hour (>= 0) for the cost column; default: none (no cost)."),
            QStringLiteral("x")},
        {QStringLiteral("price-per-kwh"),
            QStringLiteral("Price of one kWh of cluster energy (>= 0), added to the cost."),
            QStringLiteral("x")},
        {QStringLiteral("currency"), QStringLiteral("Currency label of the cost column, e.g. USD."),
            QStringLiteral("text")},
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

namespace {
template<typename T>
QList<T> parseList(const QString &text, const QString &flag, qint64 maximum, int maxValues)
{
    QList<T> values;
    for (const qint64 value : GridExpression::parse(text, 1, maximum, maxValues, flag))
        values.append(T(value));
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
            if (!isGpuCountGoal(config.strategy.goal))
                config.strategy.goal = Goal::Custom;
        } else if (given(u"goal")) {
            if (config.strategy.goal == Goal::Custom)
                throw CoastlineError(QStringLiteral("--goal: custom needs --alpha and --beta"));
            config.strategy.alpha.reset();
            config.strategy.beta.reset();
        }
        if (given(u"top-k"))
            config.grid.topK
                = int(parseInteger(text(u"top-k"), QStringLiteral("--top-k"), 1, Limits::maxTopK));
        if (given(u"max-slowdown"))
            config.strategy.maxSlowdown
                = parseNumber(text(u"max-slowdown"), QStringLiteral("--max-slowdown"), 1.0);
        if (given(u"deadline") && given(u"budget") && !given(u"goal"))
            throw CoastlineError(QStringLiteral(
                "--deadline/--budget: give one of them, or choose with --goal deadline|budget"));
        if (given(u"deadline")) {
            config.strategy.deadlineSeconds
                = GoalLimit::parseDuration(text(u"deadline"), QStringLiteral("--deadline"));
            if (!given(u"goal"))
                config.strategy.goal = Goal::Deadline;
        }
        if (given(u"budget")) {
            config.strategy.budget = GoalLimit::parseBudget(text(u"budget"), QStringLiteral("--budget"));
            if (!given(u"goal"))
                config.strategy.goal = Goal::Budget;
        }
        if ((given(u"deadline") || given(u"budget")) && !given(u"goal")) {
            config.strategy.alpha.reset();
            config.strategy.beta.reset();
        }
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
        if (given(u"model-file"))
            applyModelFileFlag(text(u"model-file"), config);
        if (given(u"batch-sizes"))
            config.grid.batchSizes = parseList<qint64>(text(u"batch-sizes"), QStringLiteral("--batch-sizes"),
                Limits::maxBatchSize, InputLimits::batchSizeValues);
        if (given(u"total-gpus"))
            config.grid.totalGpus = parseList<int>(text(u"total-gpus"), QStringLiteral("--total-gpus"),
                Limits::maxGpus, InputLimits::listValues);
        if (given(u"layouts"))
            config.grid.layouts = parseLayoutFilter(text(u"layouts"), QStringLiteral("--layouts"));
        if (given(u"energy-metric"))
            config.strategy.energyMetric
                = parseEnergyMetric(text(u"energy-metric"), QStringLiteral("--energy-metric"));
        if (given(u"cluster-gpus"))
            config.infrastructure.totalGpus = int(
                parseInteger(text(u"cluster-gpus"), QStringLiteral("--cluster-gpus"), 1, Limits::maxGpus));
        if (given(u"max-nodes"))
            config.infrastructure.maxNodes
                = int(parseInteger(text(u"max-nodes"), QStringLiteral("--max-nodes"), 1, Limits::maxGpus));
        if (given(u"max-gpus-per-node"))
            config.infrastructure.maxGpusPerNode = int(parseInteger(
                text(u"max-gpus-per-node"), QStringLiteral("--max-gpus-per-node"), 1, Limits::maxGpus));
        const auto price = [&](const char16_t *name) {
            const QString flag = QStringLiteral("--") + QString::fromUtf16(name);
            const double value = parseNumber(text(name), flag, 0.0);
            if (!std::isfinite(value) || value > Infrastructure::kMaxPrice)
                throw CoastlineError(QStringLiteral("%1: a price must be between 0 and %2, got %3")
                                         .arg(flag)
                                         .arg(Infrastructure::kMaxPrice)
                                         .arg(text(name)));
            return value;
        };
        if (given(u"price-per-gpu-hour")) {
            config.infrastructure.pricePerGpuHour = price(u"price-per-gpu-hour");
            config.infrastructure.pricePerGpuHourByGpu.clear(); // the flag is the one price for every GPU
        }
        if (given(u"price-per-kwh"))
            config.infrastructure.pricePerKwh = price(u"price-per-kwh");
        if (given(u"currency"))
            config.infrastructure.currency = text(u"currency").trimmed();
        if (given(u"inter-node-gbps"))
            config.infrastructure.interNodeGbps
                = parseInterNodeGbps(text(u"inter-node-gbps"), QStringLiteral("--inter-node-gbps"));
    }
    if (m_hasPolicy) { // flags that the chosen policy ignores: say so rather than pass silently
        const bool minGpu = isGpuCountGoal(config.strategy.goal);
        if (minGpu && given(u"alpha"))
            m_console.warning(QStringLiteral("--alpha/--beta: min-GPU does not use the weights"));
        if (minGpu && given(u"max-slowdown"))
            m_console.warning(QStringLiteral("--max-slowdown: min-GPU does not apply it (seed \"Min-GPU\")"));
        if (given(u"token-budget") && !config.predictors.empiricalOomGuard)
            m_console.warning(
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
            config.jobSize.epochs = parseNumber(text(u"epochs"), QStringLiteral("--epochs"), -qInf());
            if (!(*config.jobSize.epochs > 0))
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
        QString text = TerminalText::errorPhrase(m_parser.errorText());
        // "did you mean": the closest option of this verb (edit distance ≤ 2) for the first unknown one.
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            static const QRegularExpression optionName(QStringLiteral("--([a-z][a-z0-9-]*)"));
            QStringList names;
            for (auto it = optionName.globalMatch(m_parser.helpText()); it.hasNext();)
                names.append(it.next().captured(1));
            // another tool's name for one of this verb's flags, else the closest flag
            const QString hint = trainingFlagHints().value(unknown.first());
            const QString best
                = names.contains(hint) ? hint : NamedChoice::closest(unknown.first(), names, 2);
            if (!best.isEmpty())
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
        QStringLiteral("hf-config")};
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
