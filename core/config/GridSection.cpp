// The `grid:` section of a configuration file: the batch sizes and GPU counts to sweep (YAML lists of
// numbers and ranges, or one GridExpression text such as "1-1024"), top_k and the layout filter.
// Fails for empty, too long or out-of-range lists, top_k < 1 and unknown layouts. A list of more than
// 32 values is written as one GridExpression text.
#include "config/ConfigurationSection.h"

#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "common/Limits.h"
#include "config/SectionTable.h"
#include "model/LayoutNames.h"
#include "search/GridExpression.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace {

/// What reading the section collects besides the grid itself.
struct GridReading
{
    GridSettings &grid;
    QStringList gpuModels;
    ValueOrigin gpuModelsOrigin;
};

using Table = SectionTable<GridReading, GridSettings>;
using Key = Table::Key;

/// The items of a YAML list of numbers or range texts, each checked on its own line.
QStringList gridListItems(const YamlReader &r, const YamlField &f, qint64 maximum, int maxValues)
{
    if (f.value.size() == 0)
        r.fail(f, ErrorMessage(ErrorCode::ListEmpty));
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
            r.fail(YamlReader::lineOf(element), {}, e.error());
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
        r.fail(YamlReader::lineOf(f), {}, e.error());
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

/// Whether `text` is a value of search.layouts (auto, data-parallel or layout names such as tp2,tp4cp2)
/// rather than a GPU-count filter: grid.layouts then points there instead of suggesting a filter.
bool isParallelLayoutSetting(const QString &text)
{
    const QString word = text.trimmed().toLower();
    if (word == u"auto")
        return true;
    const QStringList items = word.split(u',');
    return std::all_of(items.cbegin(), items.cend(), [](const QString &item) {
        ParallelLayout ignored;
        return LayoutNames::problem(item, ignored).isEmpty();
    });
}

void readLayouts(const YamlReader &r, const YamlField &f, GridReading &in)
{
    in.grid.layouts = ConfigurationDocument::located(r, f, [&] {
        const QString text = r.text(f);
        if (isParallelLayoutSetting(text))
            throw CoastlineError(
                QStringLiteral("%1: '%2' is a parallel-layout setting; write it as "
                               "search.layouts: %2 (grid.layouts takes the GPU-count "
                               "filters %3)")
                    .arg(f.key, text.trimmed(), layoutFilterNames().join(QStringLiteral(", "))));
        return parseLayoutFilter(text, f.key);
    });
}

const Table &table()
{
    static const Table table(QStringLiteral("grid"),
        {
            {QStringLiteral("batch_sizes"),
                [](const YamlReader &r, const YamlField &f, GridReading &in) {
                    in.grid.batchSizes
                        = readGridList(r, f, Limits::maxBatchSize, InputLimits::batchSizeValues);
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
                [](YamlWriter &w, const QString &key, const GridSettings &g) {
                    w.optionalField(key, g.topK);
                }},
            {QStringLiteral("layouts"), readLayouts,
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
        });
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::grid()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        GridReading grid {in.config.grid, {}, {}};
        table().read(reader, section, grid);
        in.gridGpus = grid.gpuModels;
        in.gridGpusOrigin = grid.gpuModelsOrigin;
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        table().write(writer, config.grid, source);
    };
    return {table().name(), read, write};
}
