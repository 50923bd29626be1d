#include "runs/LogImport.h"

#include "common/CoastlineError.h"
#include "runs/MeasuredRunsCsv.h"

namespace LogImport {

MeasuredRun run(const TrainingLog &log, const Workload &job, const QString &file)
{
    MeasuredRun r;
    r.file = file;
    r.llmModel = job.llmModel;
    r.method = job.method;
    r.gpuModel = job.gpuModel;
    r.numberOfNodes = job.numberOfNodes.value_or(1);
    r.totalGpus = job.jobGpus();
    r.tokensPerSample = job.tokensPerSample;
    r.perDeviceBatch = job.batchSize;
    r.totalBatch = log.globalBatch.value_or(job.batchSize * r.totalGpus);
    r.outcome = QStringLiteral("ran");
    switch (log.format) {
    case TrainingLog::Format::Torchtitan:
        r.throughputTokensPerSecond
            = log.median(&TrainingLog::Measurement::tokensPerSecondPerGpu).value_or(0) * double(r.totalGpus);
        break;
    case TrainingLog::Format::Megatron: {
        const double seconds = log.median(&TrainingLog::Measurement::secondsPerStep).value_or(0);
        r.throughputTokensPerSecond
            = seconds > 0 ? double(r.totalBatch) * double(r.tokensPerSample) / seconds : 0;
        break;
    }
    case TrainingLog::Format::HfTrainer:
    case TrainingLog::Format::Mllog:
        r.throughputTokensPerSecond
            = log.median(&TrainingLog::Measurement::samplesPerSecond).value_or(0) * double(r.tokensPerSample);
        break;
    }
    if (!(r.throughputTokensPerSecond > 0))
        throw CoastlineError(ErrorMessage(ErrorCode::LogNoThroughput).arg(file));
    return r;
}

QStringList columns()
{
    return MeasuredRunsCsv::configurationColumns()
        + QStringList {MeasuredRunsCsv::throughputColumn(), MeasuredRunsCsv::validColumn(),
            QStringLiteral("per_device_batch"), QStringLiteral("framework"), QStringLiteral("source_file")};
}

QVariantList cells(const MeasuredRun &run, const QString &stack, const QString &source)
{
    return {run.llmModel, run.method, run.gpuModel, run.numberOfNodes, run.totalGpus, run.tokensPerSample,
        run.totalBatch, run.throughputTokensPerSecond, qint64(1), run.perDeviceBatch, stack, source};
}

} // namespace LogImport
