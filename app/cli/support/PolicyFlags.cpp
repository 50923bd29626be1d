#include "support/PolicyFlags.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "model/Goal.h"
#include "model/GoalInfo.h"
#include "model/InfrastructureBounds.h"
#include "model/LayoutNames.h"
#include "predict/PredictorRegistry.h"
#include "search/GridExpression.h"
#include "support/ArgumentParsing.h"
#include "support/CommandLine.h"
#include "support/Console.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace cli {

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

/// The values of a grid expression (--batch-sizes, --total-gpus) as `T`.
template<typename T>
QList<T> parseList(const QString &text, const QString &flag, qint64 maximum, int maxValues)
{
    QList<T> values;
    for (const qint64 value : GridExpression::parse(text, 1, maximum, maxValues, flag))
        values.append(T(value));
    return values;
}

/// The predictor flags: the part of the policy flags that `simulate` takes too.
const QStringList &predictorOptionNames()
{
    static const QStringList names {QStringLiteral("predictor"), QStringLiteral("fallback"),
        QStringLiteral("feasibility"), QStringLiteral("empirical-oom-guard"), QStringLiteral("token-budget"),
        QStringLiteral("lookup"), QStringLiteral("model-file"), QStringLiteral("inter-node-gbps"),
        // issue 34
        QStringLiteral("power-model"), QStringLiteral("host-power-per-node"), QStringLiteral("cooling"),
        QStringLiteral("energy-power"), QStringLiteral("calibration-profile")};
    return names;
}

/// Every policy flag, in --help order: the one declaration of each.
QList<QCommandLineOption> policyOptions()
{
    return {
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
                .arg(PredictorName::availableText(PredictorRegistry::Kind::Performance)),
            QStringLiteral("name")},
        {QStringLiteral("fallback"),
            QStringLiteral("Model used by %1 on a cache miss: %2.")
                .arg(PredictorId::Intelligent,
                    PredictorName::availableText(PredictorRegistry::Kind::Fallback)),
            QStringLiteral("name")},
        {QStringLiteral("feasibility"),
            QStringLiteral("Feasibility check: %1.")
                .arg(PredictorName::availableText(PredictorRegistry::Kind::Feasibility)),
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
            QStringLiteral("What the energy score measures: energy_per_token (J/token = cluster W / "
                           "throughput, default) or power (cluster W, the seed's)."),
            QStringLiteral("metric")},
        {QStringLiteral("score-normalization"),
            QStringLiteral("How scores are normalised: relative (throughput / best throughput and best "
                           "energy / energy, default) or min-max (the seed's; with --energy-metric power "
                           "it gives the seed's scores)."),
            QStringLiteral("mode")},
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
                "Parallel layouts to try: data-parallel (default), auto (every valid tp, pp, cp) or a "
                "list such as tp2,tp4cp2. Also the GPU counts the grid keeps: any (default), whole-nodes "
                "(at most one node, or whole nodes) or powers-of-two, alone or with layouts "
                "(auto,whole-nodes)."),
            QStringLiteral("layouts")},
        {QStringLiteral("cluster-gpus"), QStringLiteral("GPUs available in the cluster, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("max-nodes"), QStringLiteral("Maximum number of nodes, >= 1."), QStringLiteral("n")},
        {QStringLiteral("max-gpus-per-node"), QStringLiteral("Maximum GPUs per node, >= 1."),
            QStringLiteral("n")},
        {QStringLiteral("inter-node-gbps"),
            QStringLiteral(
                "Inter-node bandwidth per node in Gbit/s for the roofline model: all NICs of one node "
                "together (e.g. 3200 = 8 x 400; each GPU drives its share, the node's aggregate / GPUs "
                "per node); default: the GPU model's catalog NICs (nic_gbps_per_gpu)."),
            QStringLiteral("gbps")},
        {QStringLiteral("power-model"),
            QStringLiteral("Per-GPU power model: %1 (default %2).")
                .arg(PredictorName::availableText(PredictorRegistry::Kind::Energy),
                    PredictorSettings::defaultPowerModel()),
            QStringLiteral("name")},
        {QStringLiteral("host-power-per-node"),
            QStringLiteral(
                "Power of one node besides its GPUs in W (CPUs, memory, NICs, fans, power-supply "
                "losses), shared by its GPUs in node_power_w_per_gpu; default: %1 W per GPU of the "
                "node when air-cooled, %2 W when liquid-cooled (--cooling).")
                .arg(Infrastructure::kHostPowerWPerGpuAir)
                .arg(Infrastructure::kHostPowerWPerGpuLiquid),
            QStringLiteral("w")},
        {QStringLiteral("cooling"),
            QStringLiteral("How the nodes are cooled, which sets the default host power: air, liquid or auto "
                           "(default: the GPU's usual system, catalog column cooling)."),
            QStringLiteral("how")},
        {QStringLiteral("energy-power"),
            QStringLiteral("What cluster power, energy, its cost and the energy score count: gpu, node (GPU "
                           "plus host share) or auto (default: node under roofline_power, gpu under "
                           "kavier_power)."),
            QStringLiteral("which")},
        {QStringLiteral("calibration-profile"),
            QStringLiteral(
                "A calibration profile of your cluster (coastline-cli calibrate) applied to the roofline's "
                "predictions; default: none."),
            QStringLiteral("file")},
        {QStringLiteral("price-per-gpu-hour"),
            QStringLiteral("Price of one GPU-hour (>= 0) for the cost column; default: none (no cost)."),
            QStringLiteral("x")},
        {QStringLiteral("price-per-kwh"),
            QStringLiteral("Price of one kWh of cluster energy (>= 0), added to the cost."),
            QStringLiteral("x")},
        {QStringLiteral("restart-overhead-per-node-hour"),
            QStringLiteral("Hours of the job lost to checkpoints and restarts per node-hour (0 to 0.01); "
                           "runtime × (1 + x × nodes). Default 0."),
            QStringLiteral("x")},
        {QStringLiteral("currency"), QStringLiteral("Currency label of the cost column, e.g. USD."),
            QStringLiteral("text")},
        {QStringLiteral("infrastructure"),
            QStringLiteral("infrastructure.yaml to read (default: the one beside --config, if any)."),
            QStringLiteral("file")},
    };
}
} // namespace

void addPolicyOptions(QCommandLineParser &parser)
{
    parser.addOptions(policyOptions());
}

void addPredictorOptions(QCommandLineParser &parser)
{
    for (const QCommandLineOption &option : policyOptions())
        if (predictorOptionNames().contains(option.names().constFirst()))
            parser.addOption(option);
}

void applyPredictorFlags(const CommandLine &commandLine, Configuration &config)
{
    auto given = [&](const char16_t *name) { return commandLine.isSet(QString::fromUtf16(name)); };
    auto text = [&](const char16_t *name) { return commandLine.value(QString::fromUtf16(name)); };
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
    if (given(u"inter-node-gbps"))
        config.infrastructure.interNodeGbps
            = parseInterNodeGbps(text(u"inter-node-gbps"), QStringLiteral("--inter-node-gbps"));
    if (given(u"power-model"))
        config.predictors.energy = validatedName(
            text(u"power-model"), PredictorRegistry::Kind::Energy, QStringLiteral("--power-model"));
    if (given(u"host-power-per-node")) {
        config.infrastructure.hostPowerWPerNode = BoundedValue::parse(text(u"host-power-per-node"),
            InfrastructureBounds::hostPowerWPerNode, QStringLiteral("--host-power-per-node"));
    }
    if (given(u"cooling")) {
        const auto value = Infrastructure::parseCooling(text(u"cooling"));
        if (!value) // NamedChoice's error, with the closest value ('liquyd' → liquid)
            NamedChoice::parse(text(u"cooling"),
                {QStringLiteral("auto"), QStringLiteral("air"), QStringLiteral("liquid")},
                QStringLiteral("--cooling"));
        config.infrastructure.cooling = *value;
    }
    if (given(u"energy-power")) {
        const auto value = Infrastructure::parseEnergyPower(text(u"energy-power"));
        if (!value) // NamedChoice's error, with the closest value ('nod' → node)
            NamedChoice::parse(text(u"energy-power"),
                {QStringLiteral("auto"), QStringLiteral("gpu"), QStringLiteral("node")},
                QStringLiteral("--energy-power"));
        config.infrastructure.energyPower = *value;
    }
}

void applyPolicyFlags(const CommandLine &commandLine, Configuration &config)
{
    auto given = [&](const char16_t *name) { return commandLine.isSet(QString::fromUtf16(name)); };
    auto text = [&](const char16_t *name) { return commandLine.value(QString::fromUtf16(name)); };
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
        config.grid.topK = int(parseInteger(text(u"top-k"), QStringLiteral("--top-k"), 1, Limits::maxTopK));
    if (given(u"max-slowdown"))
        config.strategy.maxSlowdown
            = parseNumber(text(u"max-slowdown"), QStringLiteral("--max-slowdown"), 1.0);
    if (given(u"deadline") && given(u"budget") && !given(u"goal"))
        throw CoastlineError(
            QStringLiteral("--deadline/--budget: give one of them, or choose with --goal deadline|budget"));
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
    applyPredictorFlags(commandLine, config);
    if (given(u"batch-sizes"))
        config.grid.batchSizes = parseList<qint64>(text(u"batch-sizes"), QStringLiteral("--batch-sizes"),
            Limits::maxBatchSize, InputLimits::batchSizeValues);
    if (given(u"total-gpus"))
        config.grid.totalGpus = parseList<int>(
            text(u"total-gpus"), QStringLiteral("--total-gpus"), Limits::maxGpus, InputLimits::listValues);
    if (given(u"layouts")) { // parallel layouts (issue 35) and/or one of the GPU-count filter words
        const QString value = text(u"layouts");
        const QStringList filters = layoutFilterNames();
        // Items naming a GPU-count filter (grid.layouts) are taken out; the rest is the layout search
        // (search.layouts): "auto,whole-nodes" searches every layout on whole nodes.
        QStringList layoutItems;
        std::optional<int> filter;
        for (const QString &item : value.split(u',')) {
            const auto it = std::find_if(filters.cbegin(), filters.cend(), [&](const QString &name) {
                return NamedChoice::underscoreKey(name) == NamedChoice::underscoreKey(item);
            });
            if (it == filters.cend()) {
                layoutItems << item;
                continue;
            }
            if (filter && *filter != int(it - filters.cbegin()))
                throw CoastlineError(QStringLiteral("--layouts %1: '%2' and '%3' are both GPU-count filters; "
                                                    "give one")
                                         .arg(value.trimmed(), filters.at(*filter), *it));
            filter = int(it - filters.cbegin());
        }
        if (filter)
            config.grid.layouts = LayoutFilter(*filter);
        if (!filter || !layoutItems.isEmpty()) { // an unknown word's error lists both vocabularies
            const QString layouts = layoutItems.join(u',');
            config.search.layouts = LayoutNames::parse(
                layouts, QStringLiteral("--layouts"), filters, QStringLiteral("the GPU-count filters"));
            // a layout rule broken on every GPU count names the flag (Recommender::layoutGrid)
            config.origins.insert(QStringLiteral("search.layouts"),
                {QStringLiteral("--layouts %1").arg(value.trimmed()), config.search.layouts.name()});
        }
    }
    if (given(u"energy-metric"))
        config.strategy.energyMetric
            = parseEnergyMetric(text(u"energy-metric"), QStringLiteral("--energy-metric"));
    if (given(u"score-normalization"))
        config.strategy.scoreNormalization
            = parseScoreNormalization(text(u"score-normalization"), QStringLiteral("--score-normalization"));
    if (given(u"cluster-gpus"))
        config.infrastructure.totalGpus
            = int(parseInteger(text(u"cluster-gpus"), QStringLiteral("--cluster-gpus"), 1, Limits::maxGpus));
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
    if (given(u"restart-overhead-per-node-hour"))
        config.infrastructure.restartOverheadPerNodeHour = BoundedValue::parse(
            text(u"restart-overhead-per-node-hour"), InfrastructureBounds::restartOverheadPerNodeHour,
            QStringLiteral("--restart-overhead-per-node-hour"));
    if (given(u"currency")) {
        const QString currency = text(u"currency").trimmed();
        if (currency.isEmpty() || currency.size() > Limits::maxCurrencyChars)
            throw CoastlineError(
                QStringLiteral("--currency: expected a label of 1 to %1 characters, e.g. USD, "
                               "got '%2'")
                    .arg(Limits::maxCurrencyChars)
                    .arg(currency));
        config.infrastructure.currency = currency;
    }

    // flags that the chosen policy ignores: say so rather than pass silently
    const bool minGpu = isGpuCountGoal(config.strategy.goal);
    if (minGpu && given(u"alpha"))
        commandLine.console().warning(QStringLiteral("--alpha/--beta: min-GPU does not use the weights"));
    if (minGpu && given(u"layouts") && !config.search.layouts.isDataParallel())
        commandLine.console().warning(
            QStringLiteral("--layouts %1: min-GPU walks data-parallel configurations only; the summary "
                           "names a parallel layout when one needs fewer GPUs")
                .arg(text(u"layouts").trimmed()));
    if (minGpu && given(u"max-slowdown"))
        commandLine.console().warning(
            QStringLiteral("--max-slowdown: min-GPU does not apply it (seed \"Min-GPU\")"));
    // --batch is the job's per-device batch: only the GPU-count goals search from it; the others search
    // the grid's batch sizes (issue 36 item 3: the README's deadline example passed --batch 2 and got 4).
    // (a grid of that one batch size is what was asked: nothing to say)
    if (const auto batch = commandLine.workloadFlags().batch; batch
        && !goalReadsPerDeviceBatch(config.strategy.goal)
        && config.grid.batchSizes != QList<qint64> {*batch}) {
        const QList<qint64> &sizes = config.grid.batchSizes;
        QStringList shown;
        for (const qint64 size : sizes)
            shown << QString::number(size);
        commandLine.console().warning(
            QStringLiteral("--batch %1: the %2 goal searches the grid's per-device batch sizes (%3), not "
                           "--batch; give --batch-sizes %1 to search only that batch")
                .arg(*commandLine.workloadFlags().batch)
                .arg(goalName(config.strategy.goal),
                    sizes.size() <= 12 ? shown.join(QStringLiteral(", ")) : GridExpression::format(sizes)));
    }
    if (given(u"token-budget") && !config.predictors.empiricalOomGuard)
        commandLine.console().warning(
            QStringLiteral("--token-budget: the empirical guard is off; add --empirical-oom-guard"));
    // A limit under a goal that does not read it (--goal min-gpu --deadline 1h picked a 30 h run silently).
    for (const auto &[flag, goal] :
        {std::pair {u"deadline", Goal::Deadline}, std::pair {u"budget", Goal::Budget}})
        if (given(flag) && config.strategy.goal != goal)
            commandLine.console().warning(
                QStringLiteral("--%1: the %2 goal does not apply it; give --goal %1 to rank by it")
                    .arg(QStringView(flag).toString(), goalName(config.strategy.goal)));
}

} // namespace cli
