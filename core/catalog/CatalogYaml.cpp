#include "catalog/CatalogYaml.h"

#include "io/YamlReader.h"
#include "io/YamlWriter.h"

#include <QSet>
#include <yaml-cpp/yaml.h>

namespace {

constexpr qint64 maxCount = 1000000;

/// Visits the `key: value` pairs of one catalog entry; null values count as absent.
template<typename Visit>
QSet<QString> forEachField(
    const YamlReader &reader, const YAML::Node &entry, const QString &path, int line, Visit visit)
{
    if (!entry.IsMap())
        reader.fail(line, path,
            QStringLiteral("expected a mapping of catalog fields, got %1").arg(YamlReader::describe(entry)));
    QSet<QString> seen;
    for (const auto &item : entry) {
        const QString key = QString::fromStdString(item.first.Scalar());
        const YamlField field {item.second, path + u'.' + key, YamlReader::lineOf(item.first)};
        if (YamlReader::isNull(field))
            continue;
        if (!visit(key, field)) {
            reader.warn(field.keyLine,
                QStringLiteral("unknown catalog field '%1' (ignored, not kept on save)").arg(field.key));
            continue;
        }
        seen.insert(key);
    }
    return seen;
}

void requireFields(const YamlReader &reader, const QSet<QString> &seen, const QStringList &required,
    const QString &path, int line, const QString &what)
{
    for (const QString &name : required)
        if (!seen.contains(name))
            reader.fail(line, path,
                QStringLiteral("missing required field '%1' (%2 needs %3)")
                    .arg(name, what, required.join(QStringLiteral(", "))));
}

template<typename Spec, typename ReadOne>
QList<Spec> readList(
    const YamlReader &reader, const YamlField &field, const QString &nameKey, ReadOne readOne)
{
    if (!field.value.IsSequence())
        reader.fail(field,
            QStringLiteral("expected a list of entries, got %1").arg(YamlReader::describe(field.value)));
    QList<Spec> specs;
    QSet<QString> names;
    int index = 0;
    for (const YAML::Node &entry : field.value) {
        const QString path = QStringLiteral("%1[%2]").arg(field.key, QString::number(index++));
        const int line = YamlReader::lineOf(entry) > 0 ? YamlReader::lineOf(entry) : field.keyLine;
        Spec spec = readOne(entry, path, line);
        if (names.contains(spec.name))
            reader.warn(line,
                QStringLiteral("%1: %2 '%3' is defined twice; the later entry wins")
                    .arg(path, nameKey, spec.name));
        names.insert(spec.name);
        specs.append(spec);
    }
    return specs;
}

} // namespace

namespace CatalogYaml {

QList<LlmSpec> readLlms(const YamlReader &r, const YamlField &field)
{
    return readList<LlmSpec>(
        r, field, QStringLiteral("llm_name"), [&](const YAML::Node &entry, const QString &path, int line) {
            LlmSpec s;
            std::optional<double> active;
            const QSet<QString> seen
                = forEachField(r, entry, path, line, [&](const QString &key, const YamlField &f) {
                      if (key == u"llm_name")
                          s.name = r.text(f);
                      else if (key == u"n_layers")
                          s.nLayers = int(r.integer(f, 1, 100000));
                      else if (key == u"n_heads")
                          s.nHeads = int(r.integer(f, 0, maxCount));
                      else if (key == u"d_head")
                          s.dHead = int(r.integer(f, 0, maxCount));
                      else if (key == u"d_model")
                          s.dModel = int(r.integer(f, 1, 10 * maxCount));
                      else if (key == u"p_bytes")
                          s.pBytes = int(r.integer(f, 1, 16));
                      else if (key == u"m_params")
                          s.mParams = r.finiteNumber(f, 0, true);
                      else if (key == u"active_params")
                          active = r.finiteNumber(f, 0, true);
                      else if (key == u"is_moe")
                          s.isMoe = r.boolean(f);
                      else if (key == u"upstream_comment")
                          s.upstreamComment = r.text(f, true);
                      else if (key == u"hf_repo_id")
                          s.hfRepoId = r.text(f, true);
                      else if (key == u"vocab_size")
                          s.vocabSize = r.finiteNumber(f, 0, true);
                      else if (key == u"intermediate_size")
                          s.intermediateSize = r.finiteNumber(f, 0, true);
                      else if (key == u"num_key_value_heads")
                          s.numKeyValueHeads = int(r.integer(f, 1, maxCount));
                      else if (key == u"tie_word_embeddings")
                          s.tieWordEmbeddings = r.boolean(f);
                      else if (key == u"num_experts")
                          s.numExperts = int(r.integer(f, 0, maxCount));
                      else if (key == u"experts_per_token")
                          s.expertsPerToken = int(r.integer(f, 0, maxCount));
                      else if (key == u"shared_expert_intermediate_size")
                          s.sharedExpertIntermediateSize = r.finiteNumber(f, 0, false);
                      else if (key == u"total_params_published")
                          s.totalParamsPublished = r.finiteNumber(f, 0, true);
                      else if (key == u"mlp_gated")
                          s.mlpGated = r.boolean(f);
                      else if (key == u"architecture_confidence")
                          s.architectureConfidence = r.text(f, true);
                      else if (key == u"architecture_source")
                          s.architectureSource = r.text(f, true);
                      else
                          return false;
                      return true;
                  });
            requireFields(r, seen,
                {QStringLiteral("llm_name"), QStringLiteral("n_layers"), QStringLiteral("d_model"),
                    QStringLiteral("m_params")},
                path, line, QStringLiteral("an LLM"));
            s.activeParams = active.value_or(s.mParams);
            s.origin = QStringLiteral("%1:%2").arg(r.fileName()).arg(line);
            if (s.activeParams > s.mParams)
                r.fail(line, path + QStringLiteral(".active_params"),
                    QStringLiteral("must not exceed m_params (%1), got %2")
                        .arg(YamlReader::formatNumber(s.mParams), YamlReader::formatNumber(s.activeParams)));
            return s;
        });
}

QList<GpuSpec> readGpus(const YamlReader &r, const YamlField &field)
{
    return readList<GpuSpec>(
        r, field, QStringLiteral("gpu_name"), [&](const YAML::Node &entry, const QString &path, int line) {
            GpuSpec g;
            std::optional<double> mib;
            int maxPowerLine = line;
            const QSet<QString> seen
                = forEachField(r, entry, path, line, [&](const QString &key, const YamlField &f) {
                      if (key == u"gpu_name") {
                          g.name = r.text(f);
                      } else if (key == u"aliases") {
                          if (f.value.IsSequence()) {
                              g.aliases = r.textList(f, true);
                          } else {
                              g.aliases.clear();
                              for (const QString &alias : r.text(f, true).split(u';', Qt::SkipEmptyParts))
                                  if (!alias.trimmed().isEmpty())
                                      g.aliases.append(alias.trimmed());
                          }
                      } else if (key == u"memory_gb") {
                          g.memoryGb = r.finiteNumber(f, 0, true);
                      } else if (key == u"memory_mib") {
                          mib = r.finiteNumber(f, 0, true);
                      } else if (key == u"memory_mib_source") {
                          g.memoryMibSource = r.text(f, true);
                      } else if (key == u"memory_bandwidth_GBps") {
                          g.memoryBandwidthGBps = r.finiteNumber(f, 0, true);
                      } else if (key == u"fp16_tensor_core_tflops") {
                          g.fp16TensorCoreTflops = r.finiteNumber(f, 0, true);
                      } else if (key == u"tflops_basis") {
                          g.tflopsBasis = r.text(f, true);
                      } else if (key == u"gpu_cores") {
                          g.gpuCores = int(r.integer(f, 0, 10 * maxCount));
                      } else if (key == u"gpu_core_max_mhz") {
                          g.gpuCoreMaxMhz = int(r.integer(f, 0, maxCount));
                      } else if (key == u"base_power_w") {
                          g.basePowerW = r.finiteNumber(f, 0, false);
                      } else if (key == u"idle_power_w") {
                          g.idlePowerW = r.finiteNumber(f, 0, false);
                      } else if (key == u"max_power_w") {
                          g.maxPowerW = r.finiteNumber(f, 0, true);
                          maxPowerLine = YamlReader::lineOf(f);
                      } else if (key == u"mse_calib_factor") {
                          g.mseCalibFactor = r.finiteNumber(f, 0, true);
                      } else if (key == u"mfu_factor") {
                          g.mfuFactor = r.finiteNumber(f, 0, true);
                          if (g.mfuFactor > 1.0) // a fraction of the peak (kavier.md §2.2)
                              r.fail(f,
                                  QStringLiteral("must be a fraction of the peak in (0, 1], got %1")
                                      .arg(YamlReader::formatNumber(g.mfuFactor)));
                      } else if (key == u"network_bandwidth_gbps") {
                          g.networkBandwidthGbps = r.finiteNumber(f, 0, true);
                      } else if (key == u"network_bandwidth_source") {
                          g.networkBandwidthSource = r.text(f, true);
                      } else if (key == u"dense_bf16_tflops") {
                          g.denseBf16Tflops = r.finiteNumber(f, 0, true);
                      } else if (key == u"dense_tflops_source") {
                          g.denseTflopsSource = r.text(f, true);
                      } else if (key == u"intra_node_bus_GBps") {
                          g.intraNodeBusGBps = r.finiteNumber(f, 0, true);
                      } else if (key == u"intra_node_bus_source") {
                          g.intraNodeBusSource = r.text(f, true);
                      } else if (key == u"inter_node_gbps") {
                          g.interNodeGbps = r.finiteNumber(f, 0, true);
                      } else if (key == u"inter_node_source") {
                          g.interNodeSource = r.text(f, true);
                      } else if (key == u"architecture") {
                          g.architecture = r.text(f, true).toLower();
                      } else {
                          return false;
                      }
                      return true;
                  });
            requireFields(r, seen,
                {QStringLiteral("gpu_name"), QStringLiteral("memory_gb"),
                    QStringLiteral("memory_bandwidth_GBps"), QStringLiteral("fp16_tensor_core_tflops"),
                    QStringLiteral("idle_power_w"), QStringLiteral("max_power_w"),
                    QStringLiteral("mfu_factor")},
                path, line, QStringLiteral("a GPU"));
            g.memoryMib = mib.value_or(g.memoryGb * 1024.0);
            if (g.maxPowerW < g.idlePowerW)
                r.fail(maxPowerLine, path + QStringLiteral(".max_power_w"),
                    QStringLiteral("must be at least idle_power_w (%1), got %2")
                        .arg(YamlReader::formatNumber(g.idlePowerW), YamlReader::formatNumber(g.maxPowerW)));
            return g;
        });
}

void writeLlms(YamlWriter &w, const QList<LlmSpec> &llms)
{
    w.beginList();
    for (const LlmSpec &s : llms) {
        w.beginMap();
        w.key(QStringLiteral("llm_name"));
        w.text(s.name);
        w.key(QStringLiteral("n_layers"));
        w.integer(s.nLayers);
        if (s.nHeads > 0) {
            w.key(QStringLiteral("n_heads"));
            w.integer(s.nHeads);
        }
        if (s.dHead > 0) {
            w.key(QStringLiteral("d_head"));
            w.integer(s.dHead);
        }
        w.key(QStringLiteral("d_model"));
        w.integer(s.dModel);
        w.key(QStringLiteral("p_bytes"));
        w.integer(s.pBytes);
        w.key(QStringLiteral("m_params"));
        w.number(s.mParams);
        w.key(QStringLiteral("active_params"));
        w.number(s.activeParams);
        if (s.isMoe) {
            w.key(QStringLiteral("is_moe"));
            w.boolean(true);
        }
        const auto optionalText = [&w](const char16_t *key, const QString &value) {
            if (!value.isEmpty()) {
                w.key(QString::fromUtf16(key));
                w.text(value);
            }
        };
        const auto optionalNumber = [&w](const char16_t *key, const std::optional<double> &value) {
            if (value) {
                w.key(QString::fromUtf16(key));
                w.number(*value);
            }
        };
        const auto optionalInteger = [&w](const char16_t *key, const std::optional<int> &value) {
            if (value) {
                w.key(QString::fromUtf16(key));
                w.integer(*value);
            }
        };
        optionalText(u"upstream_comment", s.upstreamComment);
        optionalText(u"hf_repo_id", s.hfRepoId);
        optionalNumber(u"vocab_size", s.vocabSize);
        optionalNumber(u"intermediate_size", s.intermediateSize);
        optionalInteger(u"num_key_value_heads", s.numKeyValueHeads);
        if (s.tieWordEmbeddings) {
            w.key(QStringLiteral("tie_word_embeddings"));
            w.boolean(*s.tieWordEmbeddings);
        }
        optionalInteger(u"num_experts", s.numExperts);
        optionalInteger(u"experts_per_token", s.expertsPerToken);
        optionalNumber(u"shared_expert_intermediate_size", s.sharedExpertIntermediateSize);
        optionalNumber(u"total_params_published", s.totalParamsPublished);
        if (s.mlpGated) {
            w.key(QStringLiteral("mlp_gated"));
            w.boolean(*s.mlpGated);
        }
        optionalText(u"architecture_confidence", s.architectureConfidence);
        optionalText(u"architecture_source", s.architectureSource);
        w.endMap();
    }
    w.endList();
}

void writeGpus(YamlWriter &w, const QList<GpuSpec> &gpus)
{
    w.beginList();
    for (const GpuSpec &g : gpus) {
        w.beginMap();
        const auto number = [&w](const char16_t *key, double value) {
            w.key(QString::fromUtf16(key));
            w.number(value);
        };
        const auto optionalText = [&w](const char16_t *key, const QString &value) {
            if (!value.isEmpty()) {
                w.key(QString::fromUtf16(key));
                w.text(value);
            }
        };
        w.key(QStringLiteral("gpu_name"));
        w.text(g.name);
        if (!g.aliases.isEmpty()) {
            w.key(QStringLiteral("aliases"));
            w.textList(g.aliases);
        }
        number(u"memory_gb", g.memoryGb);
        number(u"memory_mib", g.memoryMib);
        optionalText(u"memory_mib_source", g.memoryMibSource);
        number(u"memory_bandwidth_GBps", g.memoryBandwidthGBps);
        number(u"fp16_tensor_core_tflops", g.fp16TensorCoreTflops);
        optionalText(u"tflops_basis", g.tflopsBasis);
        w.key(QStringLiteral("gpu_cores"));
        w.integer(g.gpuCores);
        w.key(QStringLiteral("gpu_core_max_mhz"));
        w.integer(g.gpuCoreMaxMhz);
        number(u"base_power_w", g.basePowerW);
        number(u"idle_power_w", g.idlePowerW);
        number(u"max_power_w", g.maxPowerW);
        number(u"mse_calib_factor", g.mseCalibFactor);
        number(u"mfu_factor", g.mfuFactor);
        number(u"network_bandwidth_gbps", g.networkBandwidthGbps);
        optionalText(u"network_bandwidth_source", g.networkBandwidthSource);
        if (g.denseBf16Tflops > 0)
            number(u"dense_bf16_tflops", g.denseBf16Tflops);
        optionalText(u"dense_tflops_source", g.denseTflopsSource);
        if (g.intraNodeBusGBps > 0)
            number(u"intra_node_bus_GBps", g.intraNodeBusGBps);
        optionalText(u"intra_node_bus_source", g.intraNodeBusSource);
        if (g.interNodeGbps > 0)
            number(u"inter_node_gbps", g.interNodeGbps);
        optionalText(u"inter_node_source", g.interNodeSource);
        optionalText(u"architecture", g.architecture);
        w.endMap();
    }
    w.endList();
}

QByteArray llmBlock(const QList<LlmSpec> &llms)
{
    YamlWriter w;
    w.beginMap();
    w.key(QStringLiteral("catalog"));
    w.beginMap();
    w.key(QStringLiteral("llms"));
    writeLlms(w, llms);
    w.endMap();
    w.endMap();
    return w.result();
}

} // namespace CatalogYaml
