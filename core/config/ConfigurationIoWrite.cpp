// Writing configuration files: ConfigurationIo::serialise and save. Reading is in ConfigurationIo.cpp.
//
// serialise() writes our sections in a fixed order (workload, strategy, predictors, grid, training,
// infrastructure, catalog), each by its section writer: every key Configuration holds, in its key
// table's order, then the keys of the source document's section it does not own; then the source's
// other top-level sections, in their original order. Comments and anchors of the source are lost; quoted
// texts stay quoted.
#include "config/ConfigurationIo.h"

#include "common/AtomicFile.h"
#include "common/CoastlineError.h"
#include "config/ConfigurationDocument.h"
#include "config/ConfigurationKeys.h"
#include "config/ConfigurationSection.h"
#include "io/YamlDocument.h"
#include "io/YamlWriter.h"

#include <yaml-cpp/yaml.h>

namespace {

/// The first document of `config.sourceYaml` when it is a mapping, else an empty node.
YAML::Node sourceDocument(const Configuration &config)
{
    if (config.sourceYaml.empty())
        return YAML::Node();
    try {
        std::string text = config.sourceYaml;
        if (text.rfind("\xEF\xBB\xBF", 0) == 0)
            text.erase(0, 3);
        const YAML::Node document = YamlDocument::loadFirst(text);
        if (document.IsMap())
            return document;
    } catch (const YAML::Exception &) {
        // A source we cannot parse has nothing we could keep.
    }
    return YAML::Node();
}

} // namespace

namespace ConfigurationIo {

QByteArray serialise(const Configuration &config)
{
    const YAML::Node source = sourceDocument(config);
    YamlWriter w;
    w.comment(QStringLiteral("Coastline Desktop configuration (comments are not kept when the app saves)"));
    w.beginMap();
    for (const ConfigurationSection &section : ConfigurationSection::all())
        section.write(w, config, source);
    ConfigurationDocument::writeKeptEntries(w, source, ConfigurationKeys::sections());
    w.endMap();
    QString error;
    const QByteArray text = w.result(&error);
    if (text.isEmpty())
        throw CoastlineError(QStringLiteral("cannot write the configuration as YAML: %1").arg(error));
    return text;
}

bool save(const Configuration &config, const QString &path, QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, reason);
        return false;
    };
    QByteArray text;
    try {
        text = serialise(config);
    } catch (const CoastlineError &e) {
        return fail(e.message());
    }
    return AtomicFile::write(path, text, error);
}

} // namespace ConfigurationIo
