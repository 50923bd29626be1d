#include "config/GridSection.h"

#include "common/InputLimits.h"
#include "common/Limits.h"
#include "search/GridExpression.h"

#include <yaml-cpp/yaml.h>

namespace {

/// What reading the section collects besides the grid itself.
struct GridReading
{
    GridSettings &grid;
    QStringList gpuModels;
    ValueOrigin gpuModelsOrigin;
};

using Key = SectionKey<GridReading, GridSettings>;

/// The items of a YAML list of numbers or range texts, each checked on its own line.
QStringList gridListItems(const YamlReader &r, const YamlField &f, qint64 maximum, int maxValues)
{
    if (f.value.size() == 0)
        r.fail(f, QStringLiteral("the list is empty; give at least one value"));
    r.requireListSize(f, maxValues);
    QStringList items;
    QSet<QString> seen;
    for (const YAML::Node &element : f.value) {
        if (!element.IsScalar())
            r.fail(f,
                QStringLiteral("expected numbers or ranges such as [1, 2, 4] or \"1-1024\", got %1")
                    .arg(YamlReader::describe(element)));
        const QString item = QString::fromStdString(element.Scalar()).trimmed();
        if (seen.contains(item))
            r.warnRepeated(QStringLiteral("duplicate values"), YamlReader::lineOf(f),
                QStringLiteral("%1: duplicate value %2 ignored").arg(f.key, item));
        seen.insert(item);
        items.append(item);
        try { // an error names the line of the item itself
            GridExpression::parse(item, 1, maximum, maxValues, f.key);
        } catch (const CoastlineError &e) {
            r.fail(YamlReader::lineOf(element), {}, e.message());
        }
    }
    return items;
}

/// A grid list: a YAML list whose items are numbers or range texts ("8-64:8"), or one text with the
/// GridExpression syntax ("1-1024", "pow2:1-1024, 3"). Errors name the file, line and key.
QList<qint64> readGridList(const YamlReader &r, const YamlField &f, qint64 maximum, int maxValues)
{
    QStringList items;
    if (f.value.IsScalar())
        items.append(r.text(f));
    else if (f.value.IsSequence())
        items = gridListItems(r, f, maximum, maxValues);
    else
        r.fail(f,
            QStringLiteral("expected a list such as [1, 2, 4] or a range such as \"1-1024\", got %1")
                .arg(YamlReader::describe(f.value)));
    try {
        return GridExpression::parse(items.join(u','), 1, maximum, maxValues, f.key);
    } catch (const CoastlineError &e) {
        r.fail(YamlReader::lineOf(f), {}, e.message());
    }
}

/// A grid list as upstream writes it (a YAML list) when short, else as one GridExpression text such as
/// "1-1024" (upstream cannot read that, but a list of a thousand numbers helps nobody).
void writeGridList(YamlWriter &w, const QString &key, const QList<qint64> &values)
{
    constexpr int longList = 32;
    w.key(key);
    if (values.size() <= longList)
        w.integerList(values);
    else
        w.text(GridExpression::format(values));
}

const QList<Key> &keys()
{
    static const QList<Key> table = {
        {QStringLiteral("batch_sizes"),
            [](const YamlReader &r, const YamlField &f, GridReading &in) {
                in.grid.batchSizes = readGridList(r, f, Limits::maxBatchSize, InputLimits::batchSizeValues);
            },
            [](YamlWriter &w, const QString &key, const GridSettings &g) {
                writeGridList(w, key, g.batchSizes);
            }},
        {QStringLiteral("total_gpus"),
            [](const YamlReader &r, const YamlField &f, GridReading &in) {
                in.grid.totalGpus.clear();
                for (const qint64 value : readGridList(r, f, Limits::maxGpus, InputLimits::listValues))
                    in.grid.totalGpus.append(int(value));
            },
            [](YamlWriter &w, const QString &key, const GridSettings &g) {
                writeGridList(w, key, QList<qint64>(g.totalGpus.cbegin(), g.totalGpus.cend()));
            }},
        {QStringLiteral("top_k"),
            [](const YamlReader &r, const YamlField &f, GridReading &in) {
                in.grid.topK = int(r.integer(f, 1, Limits::maxTopK));
            },
            [](YamlWriter &w, const QString &key, const GridSettings &g) { w.optionalField(key, g.topK); }},
        {QStringLiteral("layouts"),
            [](const YamlReader &r, const YamlField &f, GridReading &in) {
                in.grid.layouts
                    = SectionKeys::located(r, f, [&] { return parseLayoutFilter(r.text(f), f.key); });
            },
            [](YamlWriter &w, const QString &key, const GridSettings &g) {
                if (g.layouts != LayoutFilter::Any)
                    w.field(key, layoutFilterName(g.layouts));
            }},
        {QStringLiteral("gpu_models"), // upstream's list; its first entry may name the workload's GPU
            [](const YamlReader &r, const YamlField &f, GridReading &in) {
                in.gpuModels = r.textList(f, true);
                in.gpuModelsOrigin = ConfigurationDocument::originOf(r, f, in.gpuModels.value(0));
            },
            nullptr, true},
    };
    return table;
}

} // namespace

namespace GridSection {

const SectionKeyNames &keyNames()
{
    static const SectionKeyNames names = SectionKeyNames::of(keys());
    return names;
}

QStringList read(
    const YamlReader &reader, const YamlField &section, GridSettings &grid, ValueOrigin &gpuModelsOrigin)
{
    GridReading in {grid, {}, {}};
    SectionKeys::read(reader, section, QStringLiteral("grid"), QStringLiteral("grid"), keys(), in);
    gpuModelsOrigin = in.gpuModelsOrigin;
    return in.gpuModels;
}

void write(YamlWriter &writer, const GridSettings &grid)
{
    SectionKeys::write(writer, keys(), grid);
}

} // namespace GridSection
