// The `feasibility:` section of a configuration file (issue 37): `margin`, the share of the memory
// model's tight band to reject (0 … 1, default 0: tight configurations stay feasible). The value is
// TrainingSetup::memoryMargin, whose row in TrainingFields gives the CLI flag (--memory-margin) and the
// GUI control; this section is its one configuration key. Fails for a value outside [0, 1].
#include "config/ConfigurationSection.h"

#include "config/SectionTable.h"
#include "model/TrainingFields.h"

#include <yaml-cpp/yaml.h>

namespace {

using Table = SectionTable<TrainingSetup>;
using Key = Table::Key;

const Table &table()
{
    static const Table table(QStringLiteral("feasibility"),
        {Key {QStringLiteral("margin"),
            [](const YamlReader &r, const YamlField &f, TrainingSetup &t) {
                const double value = r.finiteNumber(f, 0.0, false);
                if (value > 1.0)
                    r.fail(f, QStringLiteral("the memory margin must be at most 1, got %1").arg(value));
                t.memoryMargin = value;
            },
            [](YamlWriter &w, const QString &key, const TrainingSetup &t) {
                w.key(key);
                w.number(t.memoryMargin);
            }}});
    return table;
}

} // namespace

ConfigurationSection ConfigurationSection::feasibility()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        table().read(reader, section, in.config.training);
    };
    // Written when the margin is set, or the source had the section.
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        if (config.training.memoryMargin != 0 || ConfigurationDocument::hasKey(source, table().name()))
            table().write(writer, config.training, source);
    };
    return {table().name(), read, write};
}
