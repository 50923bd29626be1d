#include "predict/roofline/RooflineFit.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "predict/roofline/RooflineModel.h"

#include <nlopt.hpp>

#include <cmath>
#include <vector>

namespace {

/// The fitted constants, their start values and ranges (RooflineCalibration's documented ranges,
/// narrowed to what is physical for a fit: a ceiling of at least 5 %).
struct Parameter
{
    double RooflineCalibration::*field;
    double start;
    double low;
    double high;
};
const Parameter parameters[] = {
    {&RooflineCalibration::efficiencyAmpere, 0.5, 0.05, 1.0},
    {&RooflineCalibration::efficiencyAda, 0.5, 0.05, 1.0},
    {&RooflineCalibration::layerOverheadS, 0.001, 0.0, 0.1},
    {&RooflineCalibration::fixedStepS, 0.01, 0.0, 60.0},
};

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
        try {
            const RooflineModel::Prepared p = model.prepare(catalog.llm(run.workload.llmModel),
                catalog.gpu(run.workload.gpuModel), run.workload.method, run.setup);
            const StepTime step = model.step(p, run.workload.tokensPerSample, run.candidate.batchSize,
                run.candidate.gpusPerNode, run.candidate.numberOfNodes, run.interNodeGbps);
            const double predicted = RooflineModel::throughput(
                step, run.workload.tokensPerSample, run.candidate.batchSize, run.candidate.totalGpus);
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
    // Which ceilings the data can inform: a generation without runs keeps its start value.
    int ampereRuns = 0, adaRuns = 0;
    for (const RooflineRun &run : runs.runs())
        ++(catalog.gpu(run.workload.gpuModel).architecture == u"ada" ? adaRuns : ampereRuns);
    const bool ampereData = ampereRuns >= MinimumRowsPerCeiling;
    const bool adaData = adaRuns >= MinimumRowsPerCeiling;
    Problem problem {&runs, &catalog, start};
    std::vector<const Parameter *> fitted;
    for (const Parameter &p : parameters)
        if ((p.field != &RooflineCalibration::efficiencyAmpere || ampereData)
            && (p.field != &RooflineCalibration::efficiencyAda || adaData))
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
    result.loss = value;
    result.calibration.fittedRows = result.rows;
    result.calibration.origin = QStringLiteral("fit");
    return result;
}
