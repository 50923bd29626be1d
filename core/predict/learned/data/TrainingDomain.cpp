#include "predict/learned/data/TrainingDomain.h"

#include "common/CoastlineError.h"

#include <QJsonArray>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace {
QStringList sortedUnique(QStringList list)
{
    list.removeDuplicates();
    std::sort(list.begin(), list.end());
    return list;
}
} // namespace

std::array<TrainingDomain::Range, 6> TrainingDomain::ranges(const FeatureRow &row)
{
    return {{{"total_gpus", double(row.totalGpus), double(row.totalGpus)},
        {"number_of_nodes", double(row.numberOfNodes), double(row.numberOfNodes)},
        {"gpus_per_node", double(row.gpusPerNode), double(row.gpusPerNode)},
        {"tokens_per_sample", double(row.tokensPerSample), double(row.tokensPerSample)},
        {"batch_size", double(row.perDeviceBatch), double(row.perDeviceBatch)},
        {"total_batch", double(row.totalBatch), double(row.totalBatch)}}};
}

TrainingDomain TrainingDomain::of(const QList<FeatureRow> &rows)
{
    TrainingDomain d;
    for (const FeatureRow &r : rows) {
        d.m_llms << r.llmModel;
        d.m_methods << r.method;
        d.m_gpus << r.gpuModel;
        const std::array<Range, 6> own = ranges(r);
        if (d.m_ranges.isEmpty()) {
            d.m_ranges = QList<Range>(own.begin(), own.end());
            continue;
        }
        for (int i = 0; i < int(own.size()); ++i) {
            d.m_ranges[i].min = std::min(d.m_ranges[i].min, own[i].min);
            d.m_ranges[i].max = std::max(d.m_ranges[i].max, own[i].max);
        }
    }
    d.m_llms = sortedUnique(d.m_llms);
    d.m_methods = sortedUnique(d.m_methods);
    d.m_gpus = sortedUnique(d.m_gpus);
    return d;
}

bool TrainingDomain::contains(const FeatureRow &row, QString *why) const
{
    return containsNames(row, why) && containsRanges(row, why);
}

bool TrainingDomain::containsNames(const FeatureRow &row, QString *why) const
{
    auto outside = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (!m_llms.contains(row.llmModel))
        return outside(QStringLiteral("LLM '%1' not in the training runs").arg(row.llmModel));
    if (!m_methods.contains(row.method))
        return outside(QStringLiteral("method '%1' not in the training runs").arg(row.method));
    if (!m_gpus.contains(row.gpuModel))
        return outside(QStringLiteral("GPU '%1' not in the training runs").arg(row.gpuModel));
    return true;
}

bool TrainingDomain::containsRanges(const FeatureRow &row, QString *why) const
{
    const int range = outsideRange(row);
    if (range >= 0 && why)
        *why = describeOutside(row, range);
    return range < 0;
}

int TrainingDomain::outsideRange(const FeatureRow &row) const
{
    const std::array<Range, 6> own = ranges(row);
    for (int i = 0; i < int(own.size()) && i < m_ranges.size(); ++i)
        if (own[size_t(i)].min < m_ranges[i].min || own[size_t(i)].min > m_ranges[i].max)
            return i;
    return -1;
}

QString TrainingDomain::describeOutside(const FeatureRow &row, int range) const
{
    // The ranges are counts: whole numbers, written as such (concatenation: this runs per candidate).
    const Range own = ranges(row)[size_t(range)];
    return QLatin1String(own.name) + u' ' + QString::number(qint64(own.min))
        + QLatin1String(" outside the trained range ") + QString::number(qint64(m_ranges[range].min)) + u'-'
        + QString::number(qint64(m_ranges[range].max));
}

QJsonObject TrainingDomain::toJson() const
{
    QJsonObject numeric;
    for (const Range &r : m_ranges)
        numeric.insert(QLatin1String(r.name), QJsonArray {r.min, r.max});
    return {{QStringLiteral("llm_model"), QJsonArray::fromStringList(m_llms)},
        {QStringLiteral("method"), QJsonArray::fromStringList(m_methods)},
        {QStringLiteral("gpu_model"), QJsonArray::fromStringList(m_gpus)},
        {QStringLiteral("ranges"), numeric}};
}

TrainingDomain TrainingDomain::fromJson(const QJsonObject &json, const QString &what)
{
    auto fail = [&](const QString &problem) {
        throw CoastlineError(QStringLiteral("%1: domain: %2").arg(what, problem));
    };
    TrainingDomain d;
    for (const auto &[key, target] : {std::pair {QStringLiteral("llm_model"), &d.m_llms},
             {QStringLiteral("method"), &d.m_methods}, {QStringLiteral("gpu_model"), &d.m_gpus}}) {
        if (!json.value(key).isArray() || json.value(key).toArray().isEmpty())
            fail(QStringLiteral("'%1' must be a list of names").arg(key));
        for (const QJsonValue &v : json.value(key).toArray())
            *target << v.toString();
    }
    const QJsonObject numeric = json.value(QStringLiteral("ranges")).toObject();
    for (Range r : ranges(FeatureRow {})) {
        const QJsonArray pair = numeric.value(QLatin1String(r.name)).toArray();
        auto count = [](const QJsonValue &v) {
            const double d = v.toDouble(-1);
            return v.isDouble() && d >= 0 && d <= MaxRangeValue && d == std::floor(d);
        };
        if (pair.size() != 2 || !count(pair[0]) || !count(pair[1]) || pair[0].toDouble() > pair[1].toDouble())
            fail(QStringLiteral("range '%1' must be [min, max] of whole numbers, 0 <= min <= max <= %2")
                     .arg(QLatin1String(r.name))
                     .arg(MaxRangeValue, 0, 'g', 3));
        r.min = pair[0].toDouble();
        r.max = pair[1].toDouble();
        d.m_ranges << r;
    }
    return d;
}
