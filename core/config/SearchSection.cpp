// The `search:` section of a configuration file (issue 35, cli.md "Parallel layouts"): `layouts`, the
// parallel layouts the search tries: data-parallel (the default), auto, or a list such as "tp2,tp4cp2".
// Fails for an unreadable layout name. Written only when it is not the default (or the source had it).
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<SearchSettings>;

const Table &table()
{
    static const Table table(QStringLiteral("search"),
        {
            {QStringLiteral("layouts"),
                [](const YamlReader &r, const YamlField &f, SearchSettings &in) {
                    in.layouts = ConfigurationDocument::located(
                        r, f, [&] { return LayoutSearch::parse(r.text(f), f.key); });
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
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        if (config.search.layouts.isDataParallel()
            && !(source.IsMap() && source[table().name().toStdString()]))
            return; // the default: no section, so a saved file stays as it was
        table().write(writer, config.search, source);
    };
    return {table().name(), read, write};
}
