#include "predict/learned/CrossValidation.h"

#include "common/CoastlineError.h"
#include "predict/learned/LearnedModel.h"

#include <QHash>
#include <algorithm>
#include <random>

namespace {
template<typename T> void shuffle(std::vector<T> &items, quint32 seed)
{
    std::mt19937 random(seed);
    for (size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[random() % i]);
}
} // namespace

QJsonObject CrossValidationResult::summary() const
{
    const QString method = options.grouped          ? QStringLiteral("grouped")
        : folds >= learned.rows && learned.rows > 0 ? QStringLiteral("leave-one-out")
                                                    : QStringLiteral("k-fold");
    return {{QStringLiteral("method"), method}, {QStringLiteral("folds"), folds},
        {QStringLiteral("seed"), double(options.seed)}, {QStringLiteral("model"), learned.toJson()},
        {QStringLiteral("kavier"), kavier.toJson()}};
}

std::vector<int> CrossValidation::assignFolds(
    const LearningData &data, const std::vector<int> &rows, const CrossValidationOptions &options)
{
    if (options.folds < 2)
        throw CoastlineError(
            QStringLiteral("--folds: expected a whole number >= 2, got %1").arg(options.folds));
    std::vector<int> fold(rows.size(), 0);
    if (options.grouped) {
        QHash<QString, int> seriesIndex;
        std::vector<int> seriesOfRow(rows.size());
        for (size_t i = 0; i < rows.size(); ++i) {
            const QString key = data.run(rows[i]).series();
            auto it = seriesIndex.constFind(key);
            if (it == seriesIndex.constEnd())
                it = seriesIndex.insert(key, int(seriesIndex.size()));
            seriesOfRow[i] = *it;
        }
        std::vector<int> order(static_cast<size_t>(seriesIndex.size()));
        for (size_t s = 0; s < order.size(); ++s)
            order[s] = int(s);
        shuffle(order, options.seed);
        const int folds = std::min<int>(options.folds, int(order.size()));
        if (folds < 2)
            throw CoastlineError(
                QStringLiteral("--grouped: the runs hold only one (model, method, GPU) series"));
        std::vector<int> foldOfSeries(order.size());
        for (size_t k = 0; k < order.size(); ++k)
            foldOfSeries[size_t(order[k])] = int(k) % folds;
        for (size_t i = 0; i < rows.size(); ++i)
            fold[i] = foldOfSeries[size_t(seriesOfRow[i])];
        return fold;
    }
    std::vector<int> order(rows.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    shuffle(order, options.seed);
    const int folds = std::min<int>(options.folds, int(rows.size()));
    for (size_t k = 0; k < order.size(); ++k)
        fold[size_t(order[k])] = int(k) % folds;
    return fold;
}

CrossValidationResult CrossValidation::run(const QString &model, const LearningData &data,
    const CrossValidationOptions &options, std::vector<int> rows, const Progress &progress,
    const std::atomic_bool *cancel)
{
    if (rows.empty())
        rows = data.allRows();
    CrossValidationResult result;
    result.model = model;
    result.options = options;
    const std::vector<int> fold = assignFolds(data, rows, options);
    result.folds = 1 + *std::max_element(fold.begin(), fold.end());
    std::vector<std::optional<CrossValidationRow>> predicted(rows.size());
    for (int k = 0; k < result.folds; ++k) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            break;
        }
        std::vector<int> train;
        QList<FeatureRow> test;
        std::vector<size_t> testAt;
        for (size_t i = 0; i < rows.size(); ++i) {
            if (fold[i] == k) {
                test.append(data.rows().at(rows[i]));
                testAt.push_back(i);
            } else {
                train.push_back(rows[i]);
            }
        }
        const LearnedModel trained = LearnedModel::train(model, data, train, options.seed);
        const QList<LearnedEstimate> estimates = trained.estimate(test);
        for (size_t j = 0; j < testAt.size(); ++j) {
            const int r = rows[testAt[j]];
            CrossValidationRow row;
            row.row = r;
            row.fold = k;
            row.measuredTokensPerSecond = data.measured(r);
            row.predictedTokensPerSecond = estimates[qsizetype(j)].throughputTokensPerSecond;
            row.kavierTokensPerSecond = data.kavier(r);
            row.uncertaintyPercent = estimates[qsizetype(j)].uncertaintyPercent;
            row.inDomain = estimates[qsizetype(j)].inDomain;
            predicted[testAt[j]] = row;
        }
        if (progress)
            progress(k + 1, result.folds);
    }
    QList<double> measured, learned, kavier;
    for (const auto &row : predicted) {
        if (!row)
            continue;
        result.rows.append(*row);
        measured.append(row->measuredTokensPerSecond);
        learned.append(row->predictedTokensPerSecond);
        kavier.append(row->kavierTokensPerSecond);
    }
    result.learned = AccuracyMetrics::of(measured, learned);
    result.kavier = AccuracyMetrics::of(measured, kavier);
    return result;
}
