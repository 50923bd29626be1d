#include "predict/learned/data/FeatureEncoder.h"

#include "common/CoastlineError.h"

#include <QJsonArray>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace {
constexpr const char *kCategoricalNames[] = {"method", "gpu_model", "llm_family", "llm_size_bucket"};

QJsonArray toArray(const std::vector<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}
} // namespace

QString FeatureEncoder::categorical(const FeatureRow &row, int which)
{
    switch (which) {
    case 0:
        return row.method;
    case 1:
        return row.gpuModel;
    case 2:
        return row.family;
    default:
        return row.sizeBucket;
    }
}

FeatureEncoder FeatureEncoder::fit(const QList<FeatureRow> &rows)
{
    FeatureEncoder e;
    for (int c = 0; c < CategoricalCount; ++c) {
        QSet<QString> seen;
        for (const FeatureRow &r : rows)
            seen.insert(categorical(r, c));
        e.m_levels[c] = QStringList(seen.begin(), seen.end());
        std::sort(e.m_levels[c].begin(), e.m_levels[c].end());
    }
    const size_t n = FeatureRow::NumericNames.size();
    e.m_mean.assign(n, 0.0);
    e.m_std.assign(n, 1.0);
    if (rows.isEmpty())
        return e;
    for (size_t j = 0; j < n; ++j) {
        double sum = 0;
        for (const FeatureRow &r : rows)
            sum += r.numeric[j];
        const double mean = sum / double(rows.size());
        double squares = 0;
        for (const FeatureRow &r : rows)
            squares += (r.numeric[j] - mean) * (r.numeric[j] - mean);
        const double sd = std::sqrt(squares / double(rows.size()));
        e.m_mean[j] = mean;
        e.m_std[j] = sd > 1e-12 ? sd : 1.0;
    }
    return e;
}

int FeatureEncoder::width() const
{
    int w = int(m_mean.size());
    for (const QStringList &levels : m_levels)
        w += int(levels.size());
    return w;
}

void FeatureEncoder::encode(const FeatureRow &row, double *out) const
{
    int k = 0;
    for (int c = 0; c < CategoricalCount; ++c) {
        const QString value = categorical(row, c);
        for (const QString &level : m_levels[c])
            out[k++] = level == value ? 1.0 : 0.0;
    }
    for (size_t j = 0; j < m_mean.size(); ++j)
        out[k++] = (row.numeric[j] - m_mean[j]) / m_std[j];
}

Eigen::MatrixXd FeatureEncoder::encode(const QList<FeatureRow> &rows, const std::vector<int> &indices) const
{
    const int categoricalWidth = width() - int(m_mean.size());
    Eigen::MatrixXd x(Eigen::Index(indices.size()), width());
    std::vector<double> encoded(static_cast<size_t>(width()));
    const FeatureRow *previous = nullptr;
    for (size_t i = 0; i < indices.size(); ++i) {
        const FeatureRow &row = rows.at(indices[i]);
        // A block of candidates shares one (method, GPU, LLM): the one-hot part is encoded once.
        const bool sameCategories = previous && previous->method == row.method
            && previous->gpuModel == row.gpuModel && previous->family == row.family
            && previous->sizeBucket == row.sizeBucket;
        if (sameCategories) {
            for (size_t j = 0; j < m_mean.size(); ++j)
                encoded[size_t(categoricalWidth) + j] = (row.numeric[j] - m_mean[j]) / m_std[j];
        } else {
            encode(row, encoded.data());
        }
        x.row(Eigen::Index(i)) = Eigen::Map<const Eigen::RowVectorXd>(encoded.data(), width());
        previous = &row;
    }
    return x;
}

QStringList FeatureEncoder::columnNames() const
{
    QStringList names;
    for (int c = 0; c < CategoricalCount; ++c)
        for (const QString &level : m_levels[c])
            names << QStringLiteral("%1=%2").arg(QLatin1String(kCategoricalNames[c]), level);
    for (const char *name : FeatureRow::NumericNames)
        names << QLatin1String(name);
    return names;
}

QJsonObject FeatureEncoder::toJson() const
{
    QJsonObject categories;
    for (int c = 0; c < CategoricalCount; ++c)
        categories.insert(QLatin1String(kCategoricalNames[c]), QJsonArray::fromStringList(m_levels[c]));
    QStringList numeric;
    for (const char *name : FeatureRow::NumericNames)
        numeric << QLatin1String(name);
    return QJsonObject {{QStringLiteral("schema"), QLatin1String(Schema)},
        {QStringLiteral("categorical"), categories},
        {QStringLiteral("numeric"), QJsonArray::fromStringList(numeric)},
        {QStringLiteral("mean"), toArray(m_mean)}, {QStringLiteral("std"), toArray(m_std)}};
}

FeatureEncoder FeatureEncoder::fromJson(const QJsonObject &json, const QString &what)
{
    auto fail = [&](const QString &problem) {
        throw CoastlineError(QStringLiteral("%1: features: %2").arg(what, problem));
    };
    if (json.value(QStringLiteral("schema")).toString() != QLatin1String(Schema))
        fail(QStringLiteral("feature schema '%1' is not '%2' (the file was made by another version of "
                            "Coastline: since the third release learned models "
                            "correct the roofline model; re-run `coastline-cli tune`)")
                 .arg(json.value(QStringLiteral("schema")).toString(), QLatin1String(Schema)));
    QStringList numeric;
    for (const char *name : FeatureRow::NumericNames)
        numeric << QLatin1String(name);
    QStringList stored;
    for (const QJsonValue &v : json.value(QStringLiteral("numeric")).toArray())
        stored << v.toString();
    if (stored != numeric)
        fail(QStringLiteral("numeric feature list differs from this version's"));
    FeatureEncoder e;
    const QJsonObject categories = json.value(QStringLiteral("categorical")).toObject();
    for (int c = 0; c < CategoricalCount; ++c) {
        const QJsonValue levels = categories.value(QLatin1String(kCategoricalNames[c]));
        if (!levels.isArray())
            fail(QStringLiteral("missing levels of '%1'").arg(QLatin1String(kCategoricalNames[c])));
        for (const QJsonValue &v : levels.toArray()) {
            if (!v.isString())
                fail(QStringLiteral("a level of '%1' is not a string")
                         .arg(QLatin1String(kCategoricalNames[c])));
            e.m_levels[c] << v.toString();
        }
    }
    for (const auto &[key, target] :
        {std::pair {QStringLiteral("mean"), &e.m_mean}, {QStringLiteral("std"), &e.m_std}}) {
        const QJsonArray a = json.value(key).toArray();
        if (a.size() != numeric.size())
            fail(QStringLiteral("'%1' must hold %2 numbers").arg(key).arg(numeric.size()));
        for (const QJsonValue &v : a) {
            if (!v.isDouble() || !std::isfinite(v.toDouble()) || (key == u"std" && !(v.toDouble() > 0)))
                fail(QStringLiteral("'%1' holds a value that is not a valid number").arg(key));
            target->push_back(v.toDouble());
        }
    }
    return e;
}
