#include "predict/learned/data/LearningData.h"

#include "common/CoastlineError.h"
#include "model/Candidate.h"
#include "model/Workload.h"
#include "predict/ThroughputPredictor.h"

#include <QCryptographicHash>
#include <cmath>

LearningData LearningData::build(
    const TrainingRuns &runs, const Catalog &catalog, const ThroughputPredictor &kavier, int minimumRows)
{
    if (minimumRows >= TrainingRuns::MinimumRows)
        runs.requireEnough();
    LearningData data;
    data.m_runs = runs;
    for (int i = 0; i < runs.size(); ++i) {
        const MeasuredRun &run = runs.runs().at(i);
        const auto p = kavier.predict(run.workload(), run.candidate());
        if (!p || !(p->throughputTokensPerSecond > 0) || !std::isfinite(p->throughputTokensPerSecond)) {
            ++data.m_kavierSkipped;
            continue;
        }
        data.m_rows.append(
            FeatureRow::make(catalog, run.llmModel, run.method, run.gpuModel, run.numberOfNodes,
                run.totalGpus, run.tokensPerSample, run.perDeviceBatch, p->throughputTokensPerSecond));
        data.m_measured.push_back(run.throughputTokensPerSecond);
        data.m_runIndex.push_back(i);
    }
    if (data.size() < std::max(1, minimumRows))
        throw CoastlineError(
            QStringLiteral("%1: only %2 usable rows Kavier can predict (%3 skipped); at least %4 "
                           "are needed")
                .arg(runs.fileName())
                .arg(data.size())
                .arg(data.skipped())
                .arg(std::max(1, minimumRows)));
    return data;
}

double LearningData::target(int i) const
{
    return std::log(m_measured[size_t(i)] / kavier(i));
}

std::vector<int> LearningData::allRows() const
{
    std::vector<int> rows(static_cast<size_t>(size()));
    for (int i = 0; i < size(); ++i)
        rows[size_t(i)] = i;
    return rows;
}

QByteArray LearningData::fingerprint() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(m_runs.sha256Hex());
    const auto addText = [&hash](const QString &text) { hash.addData(text.toUtf8().append('\0')); };
    const auto addNumber = [&hash](double value) {
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&value), sizeof value));
    };
    for (int i = 0; i < size(); ++i) {
        const FeatureRow &row = m_rows.at(i);
        for (const QString *text : {&row.llmModel, &row.method, &row.gpuModel, &row.family, &row.sizeBucket})
            addText(*text);
        for (const double value : {double(row.numberOfNodes), double(row.gpusPerNode), double(row.totalGpus),
                 double(row.tokensPerSample), double(row.perDeviceBatch), double(row.totalBatch)})
            addNumber(value);
        for (const double value : row.numeric)
            addNumber(value);
        addNumber(row.kavierTokensPerSecond);
        addNumber(m_measured[size_t(i)]);
    }
    return hash.result().toHex();
}
