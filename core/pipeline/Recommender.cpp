#include "pipeline/Recommender.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "common/NamedChoice.h"
#include "common/PluralText.h"
#include "common/WorkerPool.h"
#include "model/PredictorIds.h"
#include "pipeline/CandidateWarnings.h"
#include "predict/Plausibility.h"
#include "predict/PredictorRegistry.h"
#include "predict/power/RooflinePowerPredictor.h"
#include "predict/roofline/RooflineCalibration.h"
#include "predict/roofline/RooflineModel.h"
#include "rank/Ranking.h"
#include "search/SearchSpace.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace {

void requireAtLeastOne(qint64 value, const QString &what)
{
    if (value < 1)
        throw CoastlineError(ErrorMessage(ErrorCode::AtLeastOne).arg(what).arg(value));
}

/// Checks the workload's numbers and normalises the method (seed "Input").
void validateWorkload(Workload &w)
{
    requireAtLeastOne(w.tokensPerSample, QStringLiteral("workload.tokens_per_sample"));
    requireAtLeastOne(w.batchSize, QStringLiteral("workload.batch_size"));
    if (w.gpusPerNode)
        requireAtLeastOne(*w.gpusPerNode, QStringLiteral("workload.gpus_per_node"));
    if (w.numberOfNodes)
        requireAtLeastOne(*w.numberOfNodes, QStringLiteral("workload.number_of_nodes"));
    // jobGpus() is an int and min-GPU multiplies it by the batch: keep the layout within any real job.
    const qint64 jobGpus = qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1);
    if (jobGpus > Limits::maxGpus)
        throw CoastlineError(
            QStringLiteral("workload.number_of_nodes: gpus_per_node × number_of_nodes = %1 exceeds %2 GPUs")
                .arg(jobGpus)
                .arg(Limits::maxGpus));
    const std::optional<QString> method = normalisedMethod(w.method);
    if (!method) {
        const QString given = w.method.trimmed().toLower();
        const QString methods = fineTuningMethods().join(QStringLiteral(", "));
        // At most one edit per three characters: 'lorra' suggests lora, 'foo' nothing.
        const QString close = NamedChoice::closest(
            given, fineTuningMethods(), std::clamp(int(given.size()) / 3, 1, 3), NamedChoice::forgivingKey);
        throw CoastlineError(close.isEmpty()
                ? ErrorMessage(ErrorCode::UnknownMethod).arg(given, methods)
                : ErrorMessage(ErrorCode::UnknownValueDidYouMean)
                      .arg(QStringLiteral("workload.fine_tuning_method"), given, close, methods));
    }
    w.method = *method;
}

void validateInfrastructure(const Infrastructure &infra)
{
    requireAtLeastOne(infra.totalGpus, QStringLiteral("infrastructure.total_gpus"));
    requireAtLeastOne(infra.maxNodes, QStringLiteral("infrastructure.max_nodes"));
    requireAtLeastOne(infra.maxGpusPerNode, QStringLiteral("infrastructure.max_gpus_per_node"));
}

} // namespace

namespace {

/// FP8 (and the other low-precision GEMM formats) cast the base model's weights for its GEMMs. qlora's
/// frozen base is stored in 4-bit NF4 and gptq-lora's in GPTQ int4; their kernels dequantise to the bf16
/// compute dtype (bitsandbytes' bnb_4bit_compute_dtype, the GPTQ/exllama kernels), so there is no FP8 GEMM
/// to run and the precision would claim a speed-up that does not exist. Throws CoastlineError (bad input).
void requireFloatingPointBase(const TrainingSetup &training, const QString &method)
{
    using P = TrainingSetup::Precision;
    const bool lowPrecisionGemms
        = !(training.precision == P::Bf16 || training.precision == P::Mixed || training.precision == P::Fp32);
    if (!lowPrecisionGemms || (method != u"qlora" && method != u"gptq-lora"))
        return;
    throw CoastlineError(ErrorMessage::text(
        QStringLiteral("--precision %1 does not apply to %2: its frozen base is stored in 4 bits (%3) and "
                       "dequantised to bf16 for every GEMM, so there are no %1 GEMMs; use --precision bf16 "
                       "(%2 computes in bf16) or --method lora to train in %1")
            .arg(TrainingSetup::name(training.precision), method,
                method == u"qlora" ? QStringLiteral("NF4") : QStringLiteral("GPTQ int4"))));
}

} // namespace

namespace {

/// A cluster larger than max_nodes × max_gpus_per_node: the GPU counts above that are never searched, and
/// the planner who gave --cluster-gpus should know (a fresh-user finding: 64 GPUs searched as 32).
QString clusterReachWarning(const Infrastructure &infra)
{
    const qint64 reach = qint64(infra.maxNodes) * infra.maxGpusPerNode;
    if (infra.totalGpus <= reach)
        return {};
    return QStringLiteral(
        "the cluster has %1 (infrastructure.total_gpus, --cluster-gpus), but at most %2 are "
        "searched: %3 (infrastructure.max_nodes, --max-nodes) of %4 (--max-gpus-per-node); "
        "give --max-nodes %5 to search them all")
        .arg(PluralText::english("%n GPU(s)", infra.totalGpus), PluralText::english("%n GPU(s)", reach),
            PluralText::english("%n node(s)", infra.maxNodes),
            PluralText::english("%n GPU(s)", infra.maxGpusPerNode))
        .arg((infra.totalGpus + infra.maxGpusPerNode - 1) / infra.maxGpusPerNode);
}

} // namespace

Recommender::Recommender(
    const Configuration &config, std::shared_ptr<const ThroughputPredictor> throughputOverride)
    : Recommender(config, std::make_shared<const RecommenderContext>(config, std::move(throughputOverride)))
{ }

Recommender::Recommender(
    const Configuration &config, std::shared_ptr<const RecommenderContext> context, bool inverseAnswers)
    : m_config(config)
    , m_context(std::move(context))
{
    const Catalog &catalog = m_context->catalog();
    Workload &w = m_config.workload;
    // A name read from a file is reported with its file and line (cli.md "Common rules").
    w.llmModel = catalog.resolveLlmName(
        w.llmModel, m_config.describe(QStringLiteral("workload.llm_model"), w.llmModel));
    w.gpuModel = catalog.resolveGpuName(
        w.gpuModel, m_config.describe(QStringLiteral("workload.gpu_model"), w.gpuModel));
    validateWorkload(w);
    validateInfrastructure(m_config.infrastructure);
    // Prices per GPU model name catalog GPUs (aliases allowed): a typo would silently drop the GPU-hour
    // cost, so an unknown name is an error with the closest names.
    for (auto &[gpu, price] : m_config.infrastructure.pricePerGpuHourByGpu)
        gpu = catalog.resolveGpuName(
            gpu, m_config.describe(QStringLiteral("infrastructure.price_per_gpu_hour.%1").arg(gpu), gpu));
    RankingPolicy::fromConfiguration(m_config); // validates goal weights, top_k, max_slowdown

    if (!m_context->settingsError().isEmpty())
        throw CoastlineError(m_context->settingsError());
    PredictorSettings &p = m_config.predictors;
    p = m_context->predictors();
    FeasibilitySettings feasibility;
    feasibility.mode = p.feasibility;
    feasibility.empiricalOomGuard = p.empiricalOomGuard;
    feasibility.tokenBudget = p.empiricalOomTokenBudget;
    feasibility.training = m_config.training;
    feasibility.inverseAnswers = inverseAnswers;
    m_llm = &catalog.llm(w.llmModel);
    m_gpu = &catalog.gpu(w.gpuModel);
    try {
        m_config.training.requirePrecisionSupport(*m_gpu); // fp8 needs FP8 tensor cores
        requireFloatingPointBase(m_config.training, w.method); // no FP8 GEMMs on a 4-bit base
    } catch (const CoastlineError &e) { // name the file, line and key when the precision came from one
        const QString key = QStringLiteral("training.precision");
        const QString where = m_config.describe(key, TrainingSetup::name(m_config.training.precision));
        if (where == key)
            throw;
        throw CoastlineError(QStringLiteral("%1: %2").arg(where, e.message()));
    }
    m_checker = createFeasibilityChecker(feasibility, *m_llm, *m_gpu, &m_warnings);
    if (inverseAnswers) { // issue 35 item 4: the layout alternatives the summary names
        feasibility.inverseAnswers = false;
        QStringList ignored; // the same warnings as m_checker's
        m_layoutChecker = createFeasibilityChecker(feasibility, *m_llm, *m_gpu, &ignored);
    }

    if (!m_context->predictorError().isEmpty())
        throw CoastlineError(m_context->predictorError());
    // Kavier models data parallelism only: it would predict every searched layout at its data-parallel
    // throughput and rank them all alike (issue 35). Only the roofline models a layout's step.
    const bool kavierPredicts = p.performance == PredictorId::Kavier
        || (p.performance == PredictorId::Intelligent && p.fallback == PredictorId::Kavier);
    // One declared layout (simulate/explain --tp) is predicted with a plausibility note saying so.
    const LayoutSearch &layouts = m_config.search.layouts;
    const bool ranksLayouts = layouts.mode == LayoutSearch::Mode::Auto
        || (layouts.mode == LayoutSearch::Mode::List && layouts.layouts.size() > 1);
    if (kavierPredicts && ranksLayouts && !isGpuCountGoal(m_config.strategy.goal))
        throw CoastlineError(
            QStringLiteral("--predictor %1 (predictors.performance%2) cannot rank --layouts %3 "
                           "(search.layouts): Kavier models data parallelism only and would "
                           "predict every parallel layout at its data-parallel throughput; "
                           "choose --predictor intelligent or roofline, or --layouts "
                           "data-parallel")
                .arg(p.performance,
                    p.performance == PredictorId::Kavier ? QString()
                                                         : QStringLiteral(" with --fallback kavier"),
                    m_config.search.layouts.name()));
    m_power = m_context->power();
    m_throughput = m_context->throughput();
    m_warnings << m_context->warnings();
    if (const QString reach = clusterReachWarning(m_config.infrastructure); !reach.isEmpty())
        m_warnings << reach;
}

EvaluatedCandidate Recommender::evaluateCandidate(const Candidate &candidate, bool predictInfeasible) const
{
    EvaluatedCandidate result;
    result.candidate = candidate;
    result.verdict = m_checker->check(m_config.workload, candidate);
    if (!result.verdict.feasible && !predictInfeasible)
        return result; // feasibility precedes simulation (seed "Feasibility")
    ++m_predictorCalls;
    PredictionOutcome outcome;
    outcome.prediction = m_throughput->predict(m_config.workload, candidate, &outcome.whyNot);
    completePrediction(result, std::move(outcome));
    return result;
}

QList<EvaluatedCandidate> Recommender::evaluateBlock(std::span<const Candidate> block,
    const std::atomic_bool *cancelled, const FeasibilityChecker *checker) const
{
    if (!checker)
        checker = m_checker.get();
    QList<EvaluatedCandidate> results(qsizetype(block.size()));
    std::vector<Candidate> feasible;
    std::vector<qsizetype> feasibleAt;
    for (size_t i = 0; i < block.size(); ++i) {
        EvaluatedCandidate &c = results[qsizetype(i)];
        c.candidate = block[i];
        if (cancelled && *cancelled) {
            c.predictionError = Reason {Reason::Code::Cancelled, {}};
            continue;
        }
        c.verdict = checker->check(m_config.workload, c.candidate);
        if (c.verdict.feasible) { // feasibility precedes simulation (seed "Feasibility")
            feasible.push_back(c.candidate);
            feasibleAt.push_back(qsizetype(i));
        }
    }
    if (feasible.empty())
        return results;
    m_predictorCalls += int(feasible.size());
    std::vector<PredictionOutcome> outcomes = m_throughput->predictMany(m_config.workload, feasible);
    for (size_t j = 0; j < feasible.size(); ++j)
        completePrediction(results[feasibleAt[j]], std::move(outcomes[j]));
    return results;
}

void Recommender::completePrediction(EvaluatedCandidate &result, PredictionOutcome outcome) const
{
    const Candidate &candidate = result.candidate;
    QString &whyNot = outcome.whyNot;
    std::optional<Prediction> &prediction = outcome.prediction;
    if (!prediction) {
        result.predictionError
            = whyNot.isEmpty() ? Reason {Reason::Code::NoPrediction, {}} : Reason::text(whyNot);
        return;
    }
    if (prediction->source == PredictorId::Cache)
        ++m_cacheHits;
    // kavier_power: Kavier's throughput call already gave the power; a measured run has none, so Kavier
    // supplies it (one extra engine call). roofline_power always answers from the roofline's step.
    const bool powerFollowsWork = m_config.predictors.energy == PredictorId::RooflinePower;
    // roofline_power takes the step breakdown the roofline's prediction already carries.
    const auto *stepPower
        = powerFollowsWork && prediction->stepTime && prediction->source == PredictorId::Roofline
        ? dynamic_cast<const RooflinePowerPredictor *>(m_power.get())
        : nullptr;
    if (stepPower) {
        prediction->powerWattsPerGpu.reset();
        if (const auto power = stepPower->power(m_config.workload, *prediction->stepTime, &whyNot)) {
            prediction->powerWattsPerGpu = power->wattsPerGpu;
            prediction->powerBreakdown = *power;
        }
    } else if (!prediction->powerWattsPerGpu || powerFollowsWork) {
        prediction->powerWattsPerGpu.reset();
        if (auto power = m_power->predict(m_config.workload, candidate, &whyNot)) {
            prediction->powerWattsPerGpu = power->powerWattsPerGpu;
            prediction->powerBreakdown = power->powerBreakdown;
        }
    }
    if (!prediction->powerWattsPerGpu || !std::isfinite(*prediction->powerWattsPerGpu)
        || *prediction->powerWattsPerGpu <= 0) {
        result.predictionError = Reason {Reason::Code::NoUsablePower, {whyNot}};
        return;
    }
    if (!std::isfinite(prediction->throughputTokensPerSecond) || prediction->throughputTokensPerSecond <= 0) {
        result.predictionError = Reason {Reason::Code::NoUsableThroughput, {}};
        return;
    }
    const Infrastructure &infra = m_config.infrastructure;
    prediction->nodePowerWattsPerGpu = *prediction->powerWattsPerGpu
        + infra.hostPowerWPerNodeIn(m_gpu->liquidCooled())
            / std::max({1, candidate.gpusPerNode, infra.maxGpusPerNode});
    prediction->countsNodePower = infra.countsNodePower(m_config.predictors.energy);
    prediction->modelFlopsUtilization = Plausibility::modelFlopsUtilization(
        *m_llm, *m_gpu, m_config.workload.method, prediction->throughputTokensPerSecond, candidate.totalGpus);
    if (prediction->source != PredictorId::Cache) // a measured run is what it measured
        prediction->limitations
            = Plausibility::limitations(*m_llm, m_config.training, candidate, prediction->source);
    result.prediction = std::move(prediction);
}

QList<Candidate> Recommender::layoutGrid(const QList<Candidate> &grid) const
{
    const LlmSpec &llm = m_context->catalog().llm(m_config.workload.llmModel);
    const qint64 tokens = m_config.workload.tokensPerSample;
    // The size limit counts the candidates after layouts (each grid row once per valid layout), before
    // they are built: `auto` multiplies a grid by up to ~60.
    LayoutSearch search = m_config.search.layouts;
    search.split = m_config.training.pipelineSplit(); // the training setup's pipeline split, on every layout
    // TP groups may span the nodes of one scale-up domain (GB200 NVL72: 18 trays of 4).
    const int domain = m_context->catalog().gpu(m_config.workload.gpuModel).nvlinkDomainGpus;
    const qint64 count = SearchSpace::countWithLayouts(grid, search, llm, tokens, domain);
    if (count > InputLimits::gridCandidates)
        throw CoastlineError(ErrorMessage(ErrorCode::GridWithLayoutsTooLarge)
                                 .arg(count)
                                 .arg(grid.size())
                                 .arg(InputLimits::gridCandidates));
    QList<Candidate> expanded = SearchSpace::withLayouts(grid, search, llm, tokens, domain);
    if (expanded.isEmpty() && !grid.isEmpty() && m_config.search.layouts.mode == LayoutSearch::Mode::List) {
        // Not one GPU count takes a layout of the list: say why for the first layout on the grid's largest
        // node (then the most GPUs), the candidate likeliest to take it.
        const Candidate &c
            = *std::max_element(grid.cbegin(), grid.cend(), [](const Candidate &a, const Candidate &b) {
                  return std::pair(a.gpusPerNode, a.totalGpus) < std::pair(b.gpusPerNode, b.totalGpus);
              });
        ParallelLayout layout = m_config.search.layouts.layouts.constFirst();
        layout.split = search.split;
        const QString key = QStringLiteral("search.layouts");
        const QString where = m_config.describe(key, m_config.search.layouts.name());
        const bool oneGpuCount = std::all_of(grid.cbegin(), grid.cend(), [&](const Candidate &other) {
            return other.totalGpus == c.totalGpus && other.gpusPerNode == c.gpusPerNode;
        });
        const QString onGrid = oneGpuCount
            ? QString()
            : QStringLiteral("no GPU count of the grid takes %1; on "
                             "%2 GPUs (%3 per node): ")
                  .arg(m_config.search.layouts.layouts.size() == 1 ? QStringLiteral("the layout")
                                                                   : QStringLiteral("a listed layout"))
                  .arg(c.totalGpus)
                  .arg(c.gpusPerNode);
        throw CoastlineError(QStringLiteral("%1%2parallel layout %3")
                                 .arg(where == key ? QString() : where + QStringLiteral(": "), onGrid,
                                     layout.rejection(llm, c.totalGpus, c.gpusPerNode, tokens, domain)));
    }
    return expanded;
}

EvaluatedCandidate Recommender::evaluateOne(const Candidate &candidate) const
{
    return evaluateCandidate(candidate, true);
}

Evaluation Recommender::evaluate(
    const std::atomic_bool *cancelled, const std::function<void(int, int)> &progress) const
{
    m_predictorCalls = 0;
    m_cacheHits = 0;
    Evaluation evaluation;
    evaluation.config = m_config;
    evaluation.warnings = m_warnings;
    evaluation.feasibilityDescription = m_checker->description();
    evaluation.feasibilityMode = m_checker->mode();
    evaluation.feasibilityTokenBudget = m_checker->tokenBudget();
    evaluation.network
        = RooflineModel::assumedNetwork(*m_gpu, m_config.infrastructure.interNodeGbps.value_or(0));
    evaluation.liquidCooled = m_config.infrastructure.liquidCooled(m_gpu->liquidCooled());
    evaluation.hostPowerWPerNode = m_config.infrastructure.hostPowerWPerNodeIn(m_gpu->liquidCooled());
    const Goal goal = m_config.strategy.goal;
    evaluation.minGpu = isGpuCountGoal(goal);
    const Infrastructure &infra = m_config.infrastructure;

    if (evaluation.minGpu) {
        // Seed "Min-GPU" (and avoid_oom, min_gpu_fixed_batch): check every candidate of the walk in
        // order; simulate only the first top_k feasible ones.
        const QList<Candidate> walk = goal == Goal::AvoidOom
            ? SearchSpace::avoidOomCandidates(m_config.workload, infra)
            : goal == Goal::MinGpuFixedBatch ? SearchSpace::fixedBatchCandidates(m_config.workload, infra)
                                             : SearchSpace::minGpuCandidates(m_config.workload, infra,
                                                 m_config.grid.layouts, &evaluation.gpuCountsLeftOutByLayout);
        const int topK = m_config.grid.effectiveTopK(goal);
        int returned = 0;
        for (int i = 0; i < walk.size(); ++i) {
            if (cancelled && *cancelled)
                break;
            EvaluatedCandidate c;
            c.candidate = walk.at(i);
            c.verdict = m_checker->check(m_config.workload, c.candidate);
            if (c.verdict.feasible) {
                if (returned < topK) {
                    ++returned;
                    c = evaluateCandidate(walk.at(i));
                } else {
                    c.predictionError = Reason {Reason::Code::NotSimulatedMinGpu, {topK}};
                }
            }
            evaluation.candidates.append(c);
            if (progress)
                progress(i + 1, int(walk.size()));
        }
    } else {
        QList<Candidate> grid = SearchSpace::grid(m_config.grid.totalGpus, m_config.grid.batchSizes, infra,
            m_config.grid.layouts, &evaluation.gpuCountsLeftOutByLayout);
        if (!m_config.search.layouts.isDataParallel()) // issue 35: each candidate once per valid layout
            grid = layoutGrid(grid);
        // Blocks of CandidateBlock candidates, in grid order; each block is one predictMany() call.
        const int total = int(grid.size());
        std::vector<std::span<const Candidate>> blocks;
        for (qsizetype start = 0; start < grid.size(); start += CandidateBlock)
            blocks.emplace_back(
                grid.constData() + start, size_t(std::min<qsizetype>(CandidateBlock, grid.size() - start)));
        std::atomic_int done {0};
        std::function<QList<EvaluatedCandidate>(const std::span<const Candidate> &)> evaluateOneBlock
            = [&](const std::span<const Candidate> &block) {
                  QList<EvaluatedCandidate> results = evaluateBlock(block, cancelled);
                  const int finished = done += int(block.size());
                  if (progress)
                      progress(finished, total);
                  return results;
              };
        QList<QList<EvaluatedCandidate>> evaluated;
        if (m_parallelCandidates) {
            evaluated = QtConcurrent::blockingMapped<QList<QList<EvaluatedCandidate>>>(
                WorkerPool::pool(WorkerPool::Level::Candidates), blocks, evaluateOneBlock);
        } else {
            for (const std::span<const Candidate> &block : blocks)
                evaluated.append(evaluateOneBlock(block));
        }
        evaluation.candidates.reserve(grid.size());
        for (QList<EvaluatedCandidate> &block : evaluated)
            evaluation.candidates.append(std::move(block));
    }
    // One summary line per kind of note: Kavier's uncalibrated factors, a learned model's extrapolation
    // (LearnedPredictor's "extrapolated: …" notes), a candidate outside the learned model's domain handed
    // to the base model (its "outside the … training domain (…): roofline used" notes).
    enum NoteKind { Uncalibrated, Extrapolated, HandedToKavier, OutsideRooflineFit, NoteKinds };
    const QString extrapolatedPrefix = QStringLiteral("extrapolated: ");
    const auto kindOf = [&](const QString &note) {
        if (note.startsWith(extrapolatedPrefix))
            return Extrapolated;
        if (note.startsWith(RooflineCalibration::outsideFitPrefix()))
            return OutsideRooflineFit;
        if (note.startsWith(u"outside the ") && note.endsWith(u" used")
            && note.contains(u"training domain ("))
            return HandedToKavier;
        return Uncalibrated;
    };
    std::array<int, NoteKinds> count {};
    std::array<QString, NoteKinds> first;
    for (const EvaluatedCandidate &c : std::as_const(evaluation.candidates)) {
        if (!c.prediction)
            continue;
        std::array<bool, NoteKinds> seen {};
        for (const QString &note : c.prediction->notes) {
            const NoteKind kind = kindOf(note);
            if (std::exchange(seen[kind], true))
                continue;
            if (count[kind]++ == 0)
                first[kind] = kind == Extrapolated ? note.mid(extrapolatedPrefix.size()) : note;
        }
    }
    const QStringList summaries {
        QStringLiteral("%1 of %2 predictions used uncalibrated Kavier factors, e.g. %3"),
        QStringLiteral("%1 of %2 predictions lie outside the learned model's training runs "
                       "(extrapolated), e.g. %3"),
        QStringLiteral("%1 of %2 predictions were outside the learned model's training domain and came "
                       "from its base model, e.g. %3"),
        QStringLiteral("%1 of %2 predictions are %3"),
    };
    for (int kind = 0; kind < NoteKinds; ++kind)
        if (count[kind] > 0)
            evaluation.warnings.append(
                summaries[kind].arg(count[kind]).arg(evaluation.predictedCount()).arg(first[kind]));
    if (const QString tray = CandidateWarnings::tray(*m_gpu, evaluation.candidates); !tray.isEmpty())
        evaluation.warnings.append(tray);
    if (const QString padded
        = CandidateWarnings::padding(evaluation.candidates, m_config.workload.tokensPerSample);
        !padded.isEmpty())
        evaluation.warnings.append(padded);
    evaluation.layoutAlternative = layoutAlternative(evaluation, cancelled); // issue 35 item 4
    evaluation.predictorCalls = m_predictorCalls;
    evaluation.cacheHits = m_cacheHits;
    return evaluation;
}
