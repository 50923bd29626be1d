// The `search:` section of a configuration file (issue 35, cli.md "Parallel layouts"): `layouts`, the
// parallel layouts the search tries: data-parallel (the default), auto, or a list such as "tp2,tp4cp2"
// (a YAML list of the names alike).
// Fails for an unreadable layout name. Written only when it is not the default (or the source had it).
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"
#include "model/LayoutNames.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<SearchSettings>;

const Table &table()
{
    static const Table table(QStringLiteral("search"),
        {
            {QStringLiteral("layouts"),
                [](const YamlReader &r, const YamlField &f, SearchSettings &in) {
                    if (!f.value.IsSequence()) {
                        in.layouts = ConfigurationDocument::parsed(
                            r, f, [](const QString &text, const QString &key) {
                                return LayoutSearch::parse(text, key);
                            });
                        return;
                    }
                    // a YAML list, [tp2, tp4cp2] or a block list: the same as "tp2,tp4cp2" (a repeated
                    // name fails, as in the text)
                    r.requireListSize(f, InputLimits::listValues);
                    QStringList items;
                    for (const YAML::Node &element : f.value)
                        items.append(r.text(YamlField {element, f.key, YamlReader::lineOf(f)}, true));
                    in.layouts = ConfigurationDocument::located(
                        r, f, [&] { return LayoutNames::parseList(items, f.key); });
                },
                [](YamlWriter &w, const QString &key, const SearchSettings &s) {
                    if (!s.layouts.isDataParallel())
                        w.field(key, s.layouts.name());
                }},
        });
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::search()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        table().read(reader, section, in.config.search);
        // Where the layouts were read: a list that no GPU count of the grid takes fails later, naming it.
        const QString layoutsKey = QStringLiteral("layouts");
        if (ConfigurationDocument::hasKey(section.value, layoutsKey)) {
            const QString key = QStringLiteral("search.layouts");
            in.config.origins.insert(key,
                ConfigurationDocument::originOf(reader,
                    YamlField {ConfigurationDocument::valueOf(section.value, layoutsKey), key,
                        ConfigurationDocument::keyLine(section.value, layoutsKey)},
                    in.config.search.layouts.name()));
        }
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        if (config.search.layouts.isDataParallel()
            && !(source.IsMap() && source[table().name().toStdString()]))
            return; // the default: no section, so a saved file stays as it was
        table().write(writer, config.search, source);
    };
    return {table().name(), read, write};
}
