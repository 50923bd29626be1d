#include "predict/interval/IntervalFit.h"

#include "catalog/Catalog.h"
#include "io/CsvTable.h"

#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace IntervalFit {

namespace {

/// The row's stack by CSV line: `framework` and `source` columns when present.
QHash<int, QString> stacksByLine(const DataSet &set)
{
    QHash<int, QString> stacks;
    const CsvTable csv = CsvTable::read(set.path);
    for (int r = 0; r < csv.rowCount(); ++r)
        stacks.insert(csv.lineOf(r),
            stackOf(csv.hasColumn(QStringLiteral("framework")) ? csv.cell(r, QStringLiteral("framework"))
                                                               : QString(),
                csv.hasColumn(QStringLiteral("source")) ? csv.cell(r, QStringLiteral("source")) : QString(),
                set.stack));
    return stacks;
}

} // namespace

QString Residual::group() const
{
    return score.run.workload.llmModel + u'|' + score.run.workload.gpuModel + u'|' + stratum.stack;
}

QList<DataSet> developmentSets(const QString &folder)
{
    const auto at = [&](const char *name) { return folder + u'/' + QLatin1String(name); };
    // Stacks of the files without a `framework` or `source` column: the IBM run database ran
    // fms-hf-tuning (HF Trainer); llm-foundry's MPT table ran MosaicML Composer's FSDP.
    return {
        {at("run_database.csv"), QStringLiteral("hf-trainer"), true},
        {at("fsdp_a100_40gb_scaling.csv"), QStringLiteral("llm-foundry"), true},
        {at("hf_trainer_fsdp_runs.csv"), QStringLiteral("hf-trainer"), true},
        {at("fsdp_pretraining_dp.csv"), QStringLiteral("pytorch-fsdp"), true},
        {at("nemo_dp.csv"), QStringLiteral("megatron"), true},
        {at("nemo_layouts.csv"), QStringLiteral("megatron"), false},
        {at("torchtitan_layouts.csv"), QStringLiteral("torchtitan"), false},
    };
}

QString stackOf(const QString &framework, const QString &source, const QString &fallback)
{
    const QString f = framework.trimmed().toLower();
    if (!f.isEmpty())
        return f.contains(QLatin1String("hf")) || f.contains(QLatin1String("trainer"))
            ? QStringLiteral("hf-trainer")
            : f;
    if (source.contains(QLatin1String("Megatron-Bridge")) || source.contains(QLatin1String("NVIDIA/NeMo")))
        return QStringLiteral("megatron");
    if (source.contains(QLatin1String("Automodel")))
        return QStringLiteral("nemo-automodel");
    if (source.contains(QLatin1String("torchtitan")))
        return QStringLiteral("torchtitan");
    if (source.contains(QLatin1String("fms-fsdp")))
        return QStringLiteral("pytorch-fsdp");
    return fallback;
}

QList<Residual> residuals(const QList<DataSet> &sets, const Catalog &catalog,
    const RooflineCalibration &calibration, QStringList *fitGpus)
{
    QList<QPair<DataSet, QList<RooflineEvaluation::Score>>> scored;
    QStringList gpus;
    for (const DataSet &set : sets) {
        const QList<RooflineEvaluation::Score> scores
            = RooflineEvaluation::score(RooflineRuns::load(set.path, catalog), catalog, calibration);
        if (set.fitted)
            for (const auto &s : scores)
                if (!gpus.contains(s.run.workload.gpuModel))
                    gpus.append(s.run.workload.gpuModel);
        scored.append({set, scores});
    }
    std::sort(gpus.begin(), gpus.end());
    QList<Residual> out;
    for (const auto &[set, scores] : scored) {
        const QHash<int, QString> stacks = stacksByLine(set);
        for (const RooflineEvaluation::Score &s : scores) {
            Residual r;
            r.dataSet = QFileInfo(set.path).fileName();
            r.score = s;
            r.residual = std::log(s.run.measuredTokensPerSecond / s.predictedTokensPerSecond);
            r.stratum.stack = stacks.value(s.run.line, set.stack);
            r.stratum.layout = IntervalStratum::classOf(s.run.candidate.layout);
            r.stratum.gpuBand = IntervalStratum::bandOf(s.run.candidate.totalGpus);
            r.stratum.family = catalog.gpu(s.run.workload.gpuModel).architecture;
            r.stratum.inFit = r.stratum.layout == IntervalStratum::Layout::DataParallel
                && gpus.contains(s.run.workload.gpuModel);
            out.append(r);
        }
    }
    if (fitGpus)
        *fitGpus = gpus;
    return out;
}

IntervalTable table(const QList<Residual> &runs, int skip)
{
    QHash<QString, QList<double>> groups;
    for (int i = 0; i < runs.size(); ++i) {
        if (i == skip)
            continue;
        for (int level = 0; level < IntervalStratum::kLevels; ++level)
            groups[runs[i].stratum.key(level)].append(runs[i].residual);
    }
    IntervalTable t;
    t.predictor = QStringLiteral("roofline");
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const IntervalTable::Entry e = IntervalTable::conformal(it.value());
        if (e.runs > 0)
            t.strata.insert(it.key(), e);
    }
    return t;
}

QList<Held> leaveOneOut(const QList<Residual> &runs, double inflation)
{
    QList<Held> held;
    for (int i = 0; i < runs.size(); ++i) {
        IntervalTable t = table(runs, i);
        t.inflation = inflation;
        Held h;
        h.factors = t.factors(runs[i].stratum);
        const double ratio = std::exp(runs[i].residual); // measured / predicted
        h.covered = ratio >= h.factors.low && ratio <= h.factors.high;
        held.append(h);
    }
    return held;
}

double fittedInflation(const QList<Residual> &runs)
{
    QList<double> needed;
    const QList<Held> held = leaveOneOut(runs, 1.0);
    for (int i = 0; i < runs.size(); ++i) {
        if (!held[i].factors.widened)
            continue;
        const double low = std::log(held[i].factors.low);
        const double high = std::log(held[i].factors.high);
        const double half = std::max((high - low) / 2, 1e-6);
        needed.append(std::abs(runs[i].residual - (low + high) / 2) / half);
    }
    const auto m = int(needed.size());
    if (m < 4)
        return 1.0;
    std::sort(needed.begin(), needed.end());
    const int rank = std::min(m, int(std::ceil(IntervalTable::kCoverage * (m + 1) - 1e-9)));
    return std::max(1.0, needed.at(rank - 1));
}

IntervalTable fit(const QList<Residual> &runs, const QList<DataSet> &sets, const QStringList &fitGpus)
{
    IntervalTable t = table(runs);
    t.inflation = fittedInflation(runs);
    for (const DataSet &set : sets)
        t.dataSets.append(QFileInfo(set.path).fileName());
    t.fitGpus = fitGpus;
    return t;
}

} // namespace IntervalFit
