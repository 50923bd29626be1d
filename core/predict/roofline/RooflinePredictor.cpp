#include "predict/roofline/RooflinePredictor.h"

#include "common/CoastlineError.h"
#include "model/PredictorIds.h"
#include "predict/roofline/LayoutStepTime.h"

#include <atomic>
#include <cmath>

namespace {
std::atomic<quint64> nextId {1};
} // namespace

RooflinePredictor::RooflinePredictor(
    const Catalog &catalog, RooflineModel model, TrainingSetup setup, double interNodeGbps)
    : m_catalog(catalog)
    , m_model(std::move(model))
    , m_setup(std::move(setup))
    , m_interNodeGbps(interNodeGbps)
    , m_id(nextId++)
{ }

QString RooflinePredictor::name() const
{
    return PredictorId::Roofline.toString();
}

std::optional<Prediction> RooflinePredictor::predict(
    const Workload &workload, const Candidate &candidate, QString *whyNot) const
{
    struct Cache
    {
        quint64 id = 0;
        QString llm, gpu, method;
        RooflineModel::Prepared prepared;
        QString architecture;
        QString outside; ///< what is outside the fit at any sequence (GPU family, precision)
    };
    thread_local Cache cache;
    try {
        if (cache.id != m_id || cache.llm != workload.llmModel || cache.gpu != workload.gpuModel
            || cache.method != workload.method) {
            cache.id = 0; // nothing is kept if prepare() throws
            const GpuSpec &gpu = m_catalog.gpu(workload.gpuModel);
            cache.prepared = m_model.prepare(m_catalog.llm(workload.llmModel), gpu, workload.method, m_setup);
            const RooflineCalibration &c = m_model.calibration();
            cache.architecture = gpu.architecture;
            cache.outside = c.outsideFit(
                gpu.architecture, c.fittedShortestSequence, TrainingSetup::name(m_setup.precision));
            cache.llm = workload.llmModel;
            cache.gpu = workload.gpuModel;
            cache.method = workload.method;
            cache.id = m_id;
        }
        const int nodes = std::max(1, candidate.numberOfNodes);
        const int perNode = std::max(1, candidate.totalGpus / nodes);
        const StepTime step = LayoutStepTime::step(m_model, cache.prepared, candidate.layout,
            workload.tokensPerSample, candidate.batchSize, perNode, nodes, m_interNodeGbps);
        const double throughput = LayoutStepTime::throughput(
            step, candidate.layout, workload.tokensPerSample, candidate.batchSize, perNode * nodes);
        if (!(std::isfinite(throughput) && throughput > 0)) {
            if (whyNot)
                *whyNot = QStringLiteral("roofline gave no usable throughput");
            return std::nullopt;
        }
        Prediction p;
        p.throughputTokensPerSecond = throughput;
        static const QString source
            = QString::fromRawData(PredictorId::Roofline.data(), PredictorId::Roofline.size());
        p.source = source;
        p.stepTime = step;
        // Issue 33 item 5: a job outside what the fit has seen says so, with the leave-one-out band.
        const RooflineCalibration &c = m_model.calibration();
        const double sequence = double(workload.tokensPerSample);
        const QString *outside = &cache.outside; // no copy on the common path (≤ 200 ns per prediction)
        QString atThisSequence;
        if (c.fittedLongestSequence > 0
            && (sequence < c.fittedShortestSequence || sequence > c.fittedLongestSequence)) {
            atThisSequence
                = c.outsideFit(cache.architecture, sequence, TrainingSetup::name(m_setup.precision));
            outside = &atThisSequence;
        }
        if (!outside->isEmpty()) {
            if (c.leaveOneOutMdapePercent > 0)
                p.throughputUncertaintyPercent = c.leaveOneOutMdapePercent;
            p.notes.append(RooflineCalibration::outsideFitPrefix() + *outside
                + (c.leaveOneOutMdapePercent > 0
                        ? QStringLiteral(": expect about ±%1 % (leave-one-GPU-out MdAPE)")
                              .arg(c.leaveOneOutMdapePercent, 0, 'f', 0)
                        : QString()));
        }
        return p;
    } catch (const CoastlineError &e) {
        if (whyNot)
            *whyNot = e.message();
        return std::nullopt;
    }
}
