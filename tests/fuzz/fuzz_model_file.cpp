// libFuzzer target: the learned-predictor model file reader (LearnedModel::fromJson; learned-predictors.md
// "Model file"): any bytes give a model or a CoastlineError, never a crash.
//
// Each input is read twice: as it is, and resealed (LearnedModel::resealed), so that a mutation gets past
// the file's SHA-256 seal to the checks behind it. Half of the mutations are structure-aware (issue 23):
// one entry of one of xgboost's tree arrays (parents, children, split indices, …) in the embedded model
// is replaced by a value that broke libxgboost's loader before XgboostModelCheck (-1, 2^31 - 2, a node
// count, a feature index out of range, …); the others are libFuzzer's own byte mutations.
#include "FuzzSupport.h"
#include "predict/learned/LearnedModel.h"

#include <QJsonDocument>
#include <array>
#include <cstring>
#include <random>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

/// Replaces entry `index` of the first array `key` found (escaped, as inside the payload string, or
/// plain) by `value`; false when there is no such array.
bool replaceEntry(QByteArray &text, const QByteArray &key, int index, const QByteArray &value)
{
    qsizetype at = text.indexOf("\\\"" + key + "\\\":[");
    qsizetype skip = key.size() + 6;
    if (at < 0) {
        at = text.indexOf('"' + key + "\":[");
        skip = key.size() + 4;
    }
    if (at < 0)
        return false;
    at += skip;
    for (int i = 0; i < index; ++i) {
        const qsizetype comma = text.indexOf(',', at);
        const qsizetype close = text.indexOf(']', at);
        if (comma < 0 || (close >= 0 && close < comma))
            break; // fewer entries: the last one
        at = comma + 1;
    }
    qsizetype end = at;
    while (end < text.size() && text[end] != ',' && text[end] != ']')
        ++end;
    text.replace(at, end - at, value);
    return true;
}

} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    std::minstd_rand random(seed);
    if (random() % 2 == 0)
        return LLVMFuzzerMutate(data, size, maxSize);
    static const std::array<QByteArray, 11> keys {"parents", "left_children", "right_children",
        "split_indices", "default_left", "split_type", "split_conditions", "base_weights", "num_nodes",
        "num_trees", "num_feature"};
    static const std::array<QByteArray, 14> values {"-1", "-2", "0", "1", "2", "7", "33", "2147483646",
        "2147483647", "2147483648", "1e308", "-0.5", "\\\"x\\\"", "99999"};
    QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const int edits = 1 + int(random() % 3);
    bool changed = false;
    for (int e = 0; e < edits; ++e)
        changed |= replaceEntry(
            text, keys[random() % keys.size()], int(random() % 40), values[random() % values.size()]);
    if (!changed || size_t(text.size()) > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, text.constData(), size_t(text.size()));
    return size_t(text.size());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = FuzzSupport::bytes(data, size);
    FuzzSupport::run([&] { (void)LearnedModel::fromJson(bytes, QStringLiteral("fuzz.model")); });
    return FuzzSupport::run([&] {
        if (QJsonDocument::fromJson(bytes).isObject())
            (void)LearnedModel::fromJson(LearnedModel::resealed(bytes), QStringLiteral("fuzz.model"));
    });
}
