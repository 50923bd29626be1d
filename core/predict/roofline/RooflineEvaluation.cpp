#include "predict/roofline/RooflineEvaluation.h"

#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "predict/roofline/LayoutStepTime.h"
#include "predict/roofline/RooflineModel.h"

#include <QFileInfo>
#include <cmath>

namespace RooflineEvaluation {

double Score::apePercent() const
{
    return std::abs(predictedTokensPerSecond - run.measuredTokensPerSecond) / run.measuredTokensPerSecond
        * 100.0;
}

QList<Score> score(const RooflineRuns &runs, const Catalog &catalog, const RooflineCalibration &calibration)
{
    const RooflineModel model(calibration);
    QList<Score> scores;
    for (const RooflineRun &run : runs.runs()) {
        try {
            const RooflineModel::Prepared p = model.prepare(catalog.llm(run.workload.llmModel),
                catalog.gpu(run.workload.gpuModel), run.workload.method, run.setup);
            Score s;
            s.run = run;
            const ParallelLayout &layout = run.candidate.layout;
            s.step = LayoutStepTime::step(model, p, layout, run.workload.tokensPerSample,
                run.candidate.batchSize, run.candidate.gpusPerNode, run.candidate.numberOfNodes,
                run.interNodeGbps);
            s.predictedTokensPerSecond = LayoutStepTime::throughput(s.step, layout,
                run.workload.tokensPerSample, run.candidate.batchSize, run.candidate.totalGpus);
            if (std::isfinite(s.predictedTokensPerSecond) && s.predictedTokensPerSecond > 0)
                scores.append(s);
        } catch (const CoastlineError &) { }
    }
    return scores;
}

RooflineRuns loadAll(const QString &commaSeparatedPaths, const Catalog &catalog)
{
    RooflineRuns all;
    QStringList seen; // a file named twice is read once
    for (const QString &path : commaSeparatedPaths.split(u',', Qt::SkipEmptyParts)) {
        const QString canonical = QFileInfo(path.trimmed()).canonicalFilePath();
        if (!canonical.isEmpty() && seen.contains(canonical))
            continue;
        seen.append(canonical);
        all.append(RooflineRuns::load(path.trimmed(), catalog));
    }
    return all;
}

} // namespace RooflineEvaluation
