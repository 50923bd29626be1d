#include "predict/kavier/KavierCalibrationFit.h"

#include "common/CoastlineError.h"
#include "predict/kavier/KavierModel.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <functional>
#include <nlopt.hpp>

namespace {

/// One fitted factor: where it lives in the table and its shipped (starting) value.
struct Factor
{
    std::function<void(CalibrationTable &, double)> set;
    double start;
};

struct Problem
{
    const LearningData &data;
    const std::vector<int> &rows;
    const Catalog &catalog;
    const CalibrationTable &start;
    const std::vector<Factor> &factors;
    int evaluations = 0;
};

CalibrationTable tableFor(const Problem &p, const double *logFactors)
{
    CalibrationTable table = p.start;
    for (size_t i = 0; i < p.factors.size(); ++i)
        p.factors[i].set(table, std::exp(logFactors[i]));
    return table;
}

QList<double> predictions(const Problem &p, const CalibrationTable &table)
{
    const KavierModel model(table);
    QList<double> out;
    for (int r : p.rows) {
        const MeasuredRun &run = p.data.run(r);
        const KavierResult k = model.simulate(p.catalog.llm(run.llmModel), p.catalog.gpu(run.gpuModel),
            run.method, run.tokensPerSample, run.perDeviceBatch, run.gpusPerNode(), run.numberOfNodes);
        out.append(k.throughputTokensPerSecond);
    }
    return out;
}

double objective(unsigned n, const double *x, double *, void *data)
{
    Problem &p = *static_cast<Problem *>(data);
    ++p.evaluations;
    const QList<double> predicted = predictions(p, tableFor(p, x));
    double loss = 0;
    for (size_t i = 0; i < p.rows.size(); ++i) {
        const double e
            = std::log(std::max(predicted[qsizetype(i)], 1e-12)) - std::log(p.data.measured(p.rows[i]));
        loss += e * e;
    }
    loss /= double(p.rows.size());
    for (unsigned i = 0; i < n; ++i) {
        const double d = x[i] - std::log(p.factors[i].start);
        loss += KavierCalibrationFit::Pull * d * d;
    }
    return std::isfinite(loss) ? loss : 1e300;
}

QJsonObject toObject(const QHash<QString, double> &map)
{
    QJsonObject o;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

KavierCalibrationFit::Result KavierCalibrationFit::fit(
    const LearningData &data, std::vector<int> rows, const Catalog &catalog, const CalibrationTable &start)
{
    if (rows.empty())
        rows = data.allRows();
    QSet<QString> gpus, methods, llms;
    QSet<int> counts;
    const KavierModel probe(start);
    for (int r : rows) {
        const MeasuredRun &run = data.run(r);
        gpus.insert(run.gpuModel);
        methods.insert(probe.normaliseMethod(run.method));
        llms.insert(run.llmModel);
        const int simulated = run.gpusPerNode() * run.numberOfNodes;
        if (simulated > 1)
            counts.insert(simulated);
    }
    auto sorted = [](const QSet<QString> &set) {
        QStringList list(set.begin(), set.end());
        std::sort(list.begin(), list.end());
        return list;
    };
    std::vector<Factor> factors;
    for (const QString &gpu : sorted(gpus))
        factors.push_back({[gpu](CalibrationTable &t, double v) { t.mfuMultiplier[gpu] = v; },
            start.mfuMultiplier.value(gpu, 1.0)});
    for (const QString &method : sorted(methods))
        factors.push_back({[method](CalibrationTable &t, double v) { t.methodScale[method] = v; },
            start.methodScale.value(method, 1.0)});
    for (const QString &llm : sorted(llms))
        factors.push_back({[llm](CalibrationTable &t, double v) { t.modelScale[llm] = v; },
            start.modelScale.value(llm, 1.0)});
    QList<int> countList(counts.begin(), counts.end());
    std::sort(countList.begin(), countList.end());
    for (int n : countList) {
        const auto it = start.multiGpuCorrection.find(n);
        factors.push_back({[n](CalibrationTable &t, double v) { t.multiGpuCorrection[n] = v; },
            it != start.multiGpuCorrection.end() ? it->second : 1.0});
    }
    factors.push_back({[](CalibrationTable &t, double v) { t.commScale = v; }, start.commScale});

    Problem problem {data, rows, catalog, start, factors};
    std::vector<double> x(factors.size()), lower(factors.size()), upper(factors.size());
    for (size_t i = 0; i < factors.size(); ++i) {
        if (!(factors[i].start > 0))
            factors[i].start = 1.0;
        x[i] = std::log(factors[i].start);
        // Within the factors' documented range too, so that the written table reads back.
        lower[i] = std::max(x[i] - std::log(20.0), std::log(CalibrationTable::ScaleRange.min));
        upper[i] = std::min(x[i] + std::log(20.0), std::log(CalibrationTable::ScaleRange.max));
    }
    Result result;
    QList<double> measured;
    for (int r : rows)
        measured.append(data.measured(r));
    result.shipped = AccuracyMetrics::of(measured, predictions(problem, start));
    nlopt::opt optimiser(nlopt::LN_BOBYQA, unsigned(x.size()));
    optimiser.set_lower_bounds(lower);
    optimiser.set_upper_bounds(upper);
    optimiser.set_min_objective(objective, &problem);
    optimiser.set_maxeval(MaxEvaluations);
    optimiser.set_xtol_rel(1e-6);
    optimiser.set_initial_step(0.1);
    double best = 0;
    try {
        optimiser.optimize(x, best);
    } catch (const std::exception &) {
        // BOBYQA reports round-off trouble after improving x; x holds the best point found.
    }
    result.table = tableFor(problem, x.data());
    result.table.name = QStringLiteral("tuned");
    result.tuned = AccuracyMetrics::of(measured, predictions(problem, result.table));
    result.parameters = int(factors.size());
    result.evaluations = problem.evaluations;
    result.json = toJson(result.table,
        QStringLiteral(
            "Fitted by coastline-cli tune --model kavier on %1 measured runs (SHA-256 %2): BOBYQA on the "
            "mean squared log error with a pull (%3) towards the starting table '%4'.")
            .arg(rows.size())
            .arg(QString::fromLatin1(data.runs().sha256Hex()))
            .arg(Pull)
            .arg(start.name));
    return result;
}

QByteArray KavierCalibrationFit::toJson(const CalibrationTable &table, const QString &note)
{
    QJsonObject mgc;
    for (const auto &[n, v] : table.multiGpuCorrection)
        mgc.insert(QString::number(n), v);
    const QJsonObject o {{QStringLiteral("schema_version"), 1}, {QStringLiteral("version"), 3},
        {QStringLiteral("comm_scale"), table.commScale},
        {QStringLiteral("training_overhead_s"), table.trainingOverheadSeconds},
        {QStringLiteral("mfu_batch_scale"),
            QJsonObject {{QStringLiteral("alpha"), table.mfuBatchAlpha},
                {QStringLiteral("beta"), table.mfuBatchBeta}}},
        {QStringLiteral("mfu_multiplier"), toObject(table.mfuMultiplier)},
        {QStringLiteral("multi_gpu_correction"), QJsonObject {{QStringLiteral("by_num_gpus"), mgc}}},
        {QStringLiteral("method_scale"), toObject(table.methodScale)},
        {QStringLiteral("model_scale"), toObject(table.modelScale)},
        {QStringLiteral("interaction_scale"), toObject(table.interactionScale)},
        {QStringLiteral("_note"), note}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}
