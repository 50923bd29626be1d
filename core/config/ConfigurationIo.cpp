// Reading configuration files: ConfigurationIo::embeddedDefault, parse, load, loadInfrastructure. The
// sections are read by their readers (ConfigurationSection::all(), in WorkloadSection.cpp …
// CatalogSection.cpp), the document plumbing is ConfigurationDocument. Writing (serialise, save) is in
// ConfigurationIoWrite.cpp.
//
// Rules decided here (spec "Configuration file"):
// - A file is read over the embedded default: a key that is absent (or null, `key:` / `~`) keeps the
//   default. A `workload:` section describes its own job, though: its layout (gpus_per_node,
//   number_of_nodes) is unset unless given (seed: 1 GPU), and a missing llm_model, fine_tuning_method,
//   tokens_per_sample or batch_size keeps the default's value with a warning.
// - The workload's GPU is workload.gpu_model, else the first grid.gpu_models entry, else
//   system.default_gpu, else the default's (upstream-behaviour.md §2.1).
// - Infrastructure: an explicit infrastructure file > the config's `infrastructure:` section > an
//   `infrastructure.yaml` beside the config > the default (32 GPUs, 4 nodes, 8 per node). A broken
//   sibling file is a warning (as upstream), a broken explicit one an error.
// - Upstream sections (system, orchestration, output, input, runtime) and upstream keys we do not use
//   (the kept rows of the section key tables) are kept silently; only values we cannot honour warn
//   (strategy.normalization: frontier, a `-frontier` preset). Unknown keys warn and are kept on save.
#include "config/ConfigurationIo.h"

#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/InputLimits.h"
#include "config/ConfigurationDocument.h"
#include "config/ConfigurationKeys.h"
#include "config/ConfigurationSection.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <yaml-cpp/yaml.h>

namespace {

struct ParseResult
{
    Configuration config;
    bool hasInfrastructureSection = false;
};

ParseResult parseText(
    const QByteArray &rawText, const QString &fileName, QStringList *warnings, const Configuration &base)
{
    const YamlReader reader(fileName, warnings);
    if (rawText.size() > InputLimits::yamlFileBytes)
        reader.fail(0, {}, QStringLiteral("the configuration is larger than 1 MiB"));
    const QByteArray text = ConfigurationDocument::normalised(rawText);
    ParseResult result {base, false};
    result.config.sourcePath.clear();
    result.config.sourceYaml = text.toStdString();
    ConfigurationDocument::guarded(reader, [&] {
        const YAML::Node root = ConfigurationDocument::load(text, reader);
        if (!root.IsDefined() || root.IsNull()) {
            reader.warn(0, QStringLiteral("empty configuration, using the defaults"));
            return;
        }
        if (!root.IsMap())
            reader.fail(YamlReader::lineOf(root) > 0 ? YamlReader::lineOf(root) : 1, {},
                QStringLiteral(
                    "expected sections such as 'workload:' and 'strategy:' at the top level, got %1")
                    .arg(YamlReader::describe(root)));
        result.hasInfrastructureSection = ConfigurationSection::readDocument(reader, root, result.config);
    });
    return result;
}

QByteArray readFile(const QString &path)
{
    return BoundedFile::read(path, InputLimits::yamlFileBytes);
}

void readInfrastructureText(
    const QByteArray &rawText, const QString &path, Infrastructure *infrastructure, QStringList *warnings)
{
    if (rawText.size() > InputLimits::yamlFileBytes)
        throw CoastlineError(ErrorMessage(ErrorCode::FileTooLarge)
                                 .arg(path, BoundedFile::formatBytes(InputLimits::yamlFileBytes)));
    const QByteArray text = ConfigurationDocument::normalised(rawText);
    const YamlReader reader(path, warnings);
    ConfigurationDocument::guarded(reader, [&] {
        const YAML::Node root = ConfigurationDocument::load(text, reader);
        if (!root.IsDefined() || root.IsNull())
            reader.fail(0, {}, QStringLiteral("empty infrastructure file"));
        Infrastructure infra = *infrastructure;
        ConfigurationSection::readInfrastructureFile(reader, root, infra);
        *infrastructure = infra;
    });
}

} // namespace

namespace ConfigurationIo {

Configuration embeddedDefault()
{
    static const Configuration defaults = [] {
        const QString path = QStringLiteral(":/config/default.yaml");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw CoastlineError(
                QStringLiteral("%1: the embedded default configuration is missing").arg(path));
        QStringList warnings;
        Configuration c = parseText(file.readAll(), path, &warnings, Configuration()).config;
        c.sourceYaml.clear();
        c.origins.clear();
        return c;
    }();
    return defaults;
}

Configuration parse(const QByteArray &yaml, const QString &fileName, QStringList *warnings)
{
    return parseText(yaml, fileName, warnings, embeddedDefault()).config;
}

Configuration load(const QString &path, QStringList *warnings, const QString &infrastructurePath)
{
    ParseResult result = parseText(readFile(path), path, warnings, embeddedDefault());
    result.config.sourcePath = path;
    if (!infrastructurePath.isEmpty()) {
        loadInfrastructure(infrastructurePath, &result.config.infrastructure, warnings);
    } else if (!result.hasInfrastructureSection) {
        const QFileInfo self(path);
        const QFileInfo sibling(self.dir().filePath(QStringLiteral("infrastructure.yaml")));
        if (sibling.isFile() && sibling.canonicalFilePath() != self.canonicalFilePath()) {
            try {
                loadInfrastructure(sibling.filePath(), &result.config.infrastructure, warnings);
            } catch (const CoastlineError &e) {
                if (warnings)
                    warnings->append(
                        QStringLiteral("%1; using the default infrastructure instead").arg(e.message()));
            }
        }
    }
    return result.config;
}

bool isInfrastructureFile(const QString &path)
{
    try {
        const YAML::Node root = YAML::Load(ConfigurationDocument::normalised(readFile(path)).toStdString());
        if (!root.IsMap())
            return false;
        bool infrastructureKey = false;
        for (const auto &entry : root) {
            if (!entry.first.IsScalar())
                continue;
            const QString key = QString::fromStdString(entry.first.Scalar());
            if (ConfigurationKeys::sections().contains(key) || ConfigurationKeys::isUpstreamSection(key))
                return false;
            infrastructureKey |= ConfigurationSection::isInfrastructureKey(key);
        }
        return infrastructureKey;
    } catch (const CoastlineError &) {
        return false;
    } catch (const YAML::Exception &) {
        return false;
    }
}

void loadInfrastructure(const QString &path, Infrastructure *infrastructure, QStringList *warnings)
{
    readInfrastructureText(readFile(path), path, infrastructure, warnings);
}

void parseInfrastructure(
    const QByteArray &yaml, const QString &fileName, Infrastructure *infrastructure, QStringList *warnings)
{
    readInfrastructureText(yaml, fileName, infrastructure, warnings);
}

} // namespace ConfigurationIo
