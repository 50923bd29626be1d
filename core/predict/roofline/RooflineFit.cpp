#include "predict/roofline/RooflineFit.h"

#include "predict/roofline/LayoutStepTime.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "predict/roofline/RooflineModel.h"

#include <nlopt.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

/// The fitted constants, their start values and ranges (RooflineCalibration's documented ranges,
/// narrowed to what is physical for a fit: a fraction of at least 5 %, a per-layer overhead of at most
/// 300 µs).
struct Parameter
{
    double RooflineCalibration::*field;
    double start;
    double low;
    double high;
};
const Parameter parameters[] = {
    {&RooflineCalibration::efficiencyAmpere, 0.6, 0.05, 1.0},
    {&RooflineCalibration::efficiencyAda, 0.6, 0.05, 1.0},
    {&RooflineCalibration::efficiencyHopper, 0.6, 0.05, 1.0},
    {&RooflineCalibration::efficiencyBlackwell, 0.6, 0.05, 1.0},
    {&RooflineCalibration::fp8GemmFraction, 0.7, 0.05, 1.0},
    // Launch-bound eager PyTorch: about 30 kernels per layer per pass at up to 10 µs each (CUDA launch
    // latency plus Python dispatch). Unbounded, the fit reaches 1.5 ms (CPU-bound HF Trainer and the
    // A100 MPT table's small models), which issue 33's held-out H100 runs showed too large on faster parts.
    {&RooflineCalibration::layerOverheadS, 1e-4, 0.0, 300e-6},
    {&RooflineCalibration::fixedStepS, 0.01, 0.0, 60.0},
    // The stacks' attention kernels against the published FlashAttention curves: from a third of them
    // (an unfused eager implementation) to 1.5 × (a kernel the curve under-reads).
    {&RooflineCalibration::attentionFraction, 1.0, 0.3, 1.5},
};

bool isFramework(double RooflineCalibration::*field)
{
    return field == &RooflineCalibration::efficiencyAmpere || field == &RooflineCalibration::efficiencyAda
        || field == &RooflineCalibration::efficiencyHopper
        || field == &RooflineCalibration::efficiencyBlackwell;
}

/// The framework fraction of a catalog architecture (ampere, ada, hopper, blackwell).
double RooflineCalibration::*frameworkField(QLatin1String architecture)
{
    if (architecture == QLatin1String("ampere"))
        return &RooflineCalibration::efficiencyAmpere;
    if (architecture == QLatin1String("ada"))
        return &RooflineCalibration::efficiencyAda;
    if (architecture == QLatin1String("hopper"))
        return &RooflineCalibration::efficiencyHopper;
    return &RooflineCalibration::efficiencyBlackwell;
}

struct Problem
{
    const RooflineRuns *runs;
    const Catalog *catalog;
    RooflineCalibration base;
    const std::vector<const Parameter *> *fitted = nullptr; ///< the constants x holds, in order
};

double loss(
    const RooflineCalibration &calibration, const RooflineRuns &runs, const Catalog &catalog, int *used)
{
    const RooflineModel model(calibration);
    double total = 0;
    int count = 0;
    for (const RooflineRun &run : runs.runs()) {
        if (!run.candidate.layout.isDataParallel())
            continue; // the constants are fitted on data-parallel runs only (issue 35: nothing new fitted)
        try {
            const RooflineModel::Prepared p = model.prepare(catalog.llm(run.workload.llmModel),
                catalog.gpu(run.workload.gpuModel), run.workload.method, run.setup);
            const StepTime step = LayoutStepTime::step(model, p, run.candidate.layout,
                run.workload.tokensPerSample, run.candidate.batchSize, run.candidate.gpusPerNode,
                run.candidate.numberOfNodes, run.interNodeGbps);
            const double predicted = LayoutStepTime::throughput(step, run.candidate.layout,
                run.workload.tokensPerSample, run.candidate.batchSize, run.candidate.totalGpus);
            if (!(predicted > 0) || !std::isfinite(predicted))
                continue;
            const double e = std::log(predicted / run.measuredTokensPerSecond) / 0.1;
            total += std::sqrt(1 + e * e) - 1;
            ++count;
        } catch (const CoastlineError &) { }
    }
    if (used)
        *used = count;
    return total;
}

double objective(unsigned n, const double *x, double *, void *data)
{
    const auto *problem = static_cast<const Problem *>(data);
    RooflineCalibration c = problem->base;
    for (unsigned i = 0; i < n; ++i)
        c.*(*problem->fitted)[i]->field = x[i];
    return loss(c, *problem->runs, *problem->catalog, nullptr);
}

} // namespace

RooflineFit::Result RooflineFit::fit(
    const RooflineRuns &runs, const Catalog &catalog, const RooflineCalibration &start)
{
    Result result;
    result.calibration = start;
    loss(start, runs, catalog, &result.rows);
    if (result.rows < MinimumRows)
        throw CoastlineError(
            QStringLiteral("only %1 measured runs the roofline model can predict; a fit needs at "
                           "least %2")
                .arg(result.rows)
                .arg(MinimumRows));
    // Which constants the data can inform: an architecture (or FP8) without runs keeps its start value.
    int ampereRuns = 0, adaRuns = 0, hopperRuns = 0, blackwellRuns = 0, fp8Runs = 0;
    for (const RooflineRun &run : runs.runs()) {
        const QString architecture = catalog.gpu(run.workload.gpuModel).architecture;
        ampereRuns += architecture == u"ampere";
        adaRuns += architecture == u"ada";
        hopperRuns += architecture == u"hopper";
        blackwellRuns += architecture == u"blackwell";
        fp8Runs += run.setup.precision == TrainingSetup::Precision::Fp8;
    }
    const auto informed = [&](double RooflineCalibration::*field) {
        if (field == &RooflineCalibration::efficiencyAmpere)
            return ampereRuns >= MinimumRowsPerCeiling;
        if (field == &RooflineCalibration::efficiencyAda)
            return adaRuns >= MinimumRowsPerCeiling;
        if (field == &RooflineCalibration::efficiencyHopper)
            return hopperRuns >= MinimumRowsPerCeiling;
        if (field == &RooflineCalibration::efficiencyBlackwell)
            return blackwellRuns >= MinimumRowsPerCeiling;
        if (field == &RooflineCalibration::fp8GemmFraction)
            return fp8Runs >= MinimumRowsPerCeiling;
        return true;
    };
    Problem problem {&runs, &catalog, start};
    std::vector<const Parameter *> fitted;
    for (const Parameter &p : parameters)
        if (informed(p.field))
            fitted.push_back(&p);
    problem.fitted = &fitted;
    nlopt::opt optimizer(nlopt::LN_SBPLX, unsigned(fitted.size()));
    std::vector<double> low, high, x;
    for (const Parameter *p : fitted) {
        low.push_back(p->low);
        high.push_back(p->high);
        x.push_back(p->start);
    }
    optimizer.set_lower_bounds(low);
    optimizer.set_upper_bounds(high);
    optimizer.set_min_objective(objective, &problem);
    optimizer.set_xtol_rel(1e-7);
    optimizer.set_ftol_rel(1e-10);
    optimizer.set_maxeval(20000);
    double value = 0;
    try {
        optimizer.optimize(x, value);
    } catch (const std::exception &) {
        value = objective(unsigned(x.size()), x.data(), nullptr, &problem); // keep the best point reached
    }
    for (size_t i = 0; i < fitted.size(); ++i)
        result.calibration.*fitted[i]->field = x[i];
    // An architecture the data does not cover takes the lowest fitted framework fraction (a conservative
    // default), not `start`'s value: a start file fitted on that architecture's runs would leak them into a
    // leave-one-GPU-out check.
    double lowest = 2;
    for (const Parameter *p : fitted)
        if (isFramework(p->field))
            lowest = std::min(lowest, result.calibration.*p->field);
    if (lowest <= 1)
        for (const Parameter &p : parameters)
            if (isFramework(p.field) && !informed(p.field))
                result.calibration.*p.field = lowest;
    result.loss = value;
    // What this fit has seen (RooflineCalibration::outsideFit); the leave-one-out band is not known here.
    RooflineCalibration &fittedOn = result.calibration;
    fittedOn.fittedArchitectures.clear();
    for (const char *architecture : {"ampere", "ada", "hopper", "blackwell"})
        if (informed(frameworkField(QLatin1String(architecture))))
            fittedOn.fittedArchitectures.append(QLatin1String(architecture));
    fittedOn.fittedPrecisions.clear();
    fittedOn.fittedShortestSequence = 0;
    fittedOn.fittedLongestSequence = 0;
    for (const RooflineRun &run : runs.runs()) {
        const QString precision = TrainingSetup::name(run.setup.precision);
        if (!fittedOn.fittedPrecisions.contains(precision))
            fittedOn.fittedPrecisions.append(precision);
        const double s = double(run.workload.tokensPerSample);
        fittedOn.fittedShortestSequence
            = fittedOn.fittedShortestSequence > 0 ? std::min(fittedOn.fittedShortestSequence, s) : s;
        fittedOn.fittedLongestSequence = std::max(fittedOn.fittedLongestSequence, s);
    }
    fittedOn.leaveOneOutMdapePercent = 0;
    result.calibration.fittedRows = result.rows;
    result.calibration.origin = QStringLiteral("fit");
    return result;
}
