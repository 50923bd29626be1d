// The `workload:` section of a configuration file: the job (workload and job size). A section
// describes its own job: its layout (gpus_per_node, number_of_nodes) and job size are unset unless
// given (seed: 1 GPU), and a missing llm_model, fine_tuning_method, tokens_per_sample or batch_size
// keeps the default's value with a warning.
// Fails for a layout above Limits::maxGpus GPUs and for dataset_tokens × epochs that overflows.
#include "config/ConfigurationSection.h"

#include "common/Limits.h"
#include "config/SectionTable.h"

#include <cmath>

namespace {

/// What reading the section collects besides the configuration itself.
struct WorkloadReading
{
    Configuration &config;
    bool gpuGiven = false;
    int nodesLine = 0; ///< line of number_of_nodes (the section's when not given)
    int datasetLine = 0; ///< line of dataset_tokens (the section's when not given)
};

using Table = SectionTable<WorkloadReading, Configuration>;
using Key = Table::Key;

/// A layout count of the workload (1 … Limits::maxGpus); `line` (when given) records where it was read.
Key layout(const char16_t *name, std::optional<int> Workload::*member, int WorkloadReading::*line = nullptr)
{
    return {QString::fromUtf16(name),
        [member, line](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
            in.config.workload.*member = int(r.integer(f, 1, Limits::maxGpus));
            if (line)
                in.*line = YamlReader::lineOf(f);
        },
        [member](YamlWriter &w, const QString &key, const Configuration &c) {
            w.optionalField(key, c.workload.*member);
        }};
}

/// A job-size amount (> 0, finite); `line` (when given) records where it was read.
Key amount(const char16_t *name, std::optional<double> JobSize::*member, int WorkloadReading::*line = nullptr)
{
    return {QString::fromUtf16(name),
        [member, line](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
            in.config.jobSize.*member = r.finiteNumber(f, 0, true);
            if (member != &JobSize::epochs && *(in.config.jobSize.*member) > Limits::maxTokens)
                r.fail(f,
                    QStringLiteral("expected at most %1 tokens, got %2")
                        .arg(Limits::maxTokens)
                        .arg(YamlReader::formatNumber(*(in.config.jobSize.*member))));
            if (line)
                in.*line = YamlReader::lineOf(f);
        },
        [member](YamlWriter &w, const QString &key, const Configuration &c) {
            w.optionalField(key, c.jobSize.*member);
        }};
}

QString readMethod(const YamlReader &r, const YamlField &f)
{
    const QString raw = r.text(f);
    const std::optional<QString> method = normalisedMethod(raw);
    if (!method)
        r.fail(f,
            QStringLiteral("unknown fine-tuning method '%1'; choose from %2")
                .arg(raw, fineTuningMethods().join(QStringLiteral(", "))));
    return *method;
}

const Table &table()
{
    static const Table table(QStringLiteral("workload"),
        {
            {QStringLiteral("llm_model"),
                [](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
                    in.config.workload.llmModel = r.text(f);
                    in.config.origins.insert(
                        f.key, ConfigurationDocument::originOf(r, f, in.config.workload.llmModel));
                },
                [](YamlWriter &w, const QString &key, const Configuration &c) {
                    w.field(key, c.workload.llmModel);
                }},
            {QStringLiteral("fine_tuning_method"),
                [](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
                    in.config.workload.method = readMethod(r, f);
                },
                [](YamlWriter &w, const QString &key, const Configuration &c) {
                    w.field(key, c.workload.method);
                }},
            {QStringLiteral("gpu_model"),
                [](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
                    in.config.workload.gpuModel = r.text(f);
                    in.config.origins.insert(
                        f.key, ConfigurationDocument::originOf(r, f, in.config.workload.gpuModel));
                    in.gpuGiven = true;
                },
                [](YamlWriter &w, const QString &key, const Configuration &c) {
                    w.field(key, c.workload.gpuModel);
                }},
            {QStringLiteral("tokens_per_sample"),
                [](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
                    in.config.workload.tokensPerSample = r.integer(f, 1, Limits::maxTokensPerSample);
                },
                [](YamlWriter &w, const QString &key, const Configuration &c) {
                    w.field(key, c.workload.tokensPerSample);
                }},
            {QStringLiteral("batch_size"),
                [](const YamlReader &r, const YamlField &f, WorkloadReading &in) {
                    in.config.workload.batchSize = r.integer(f, 1, Limits::maxBatchSize);
                },
                [](YamlWriter &w, const QString &key, const Configuration &c) {
                    w.field(key, c.workload.batchSize);
                }},
            layout(u"gpus_per_node", &Workload::gpusPerNode),
            layout(u"number_of_nodes", &Workload::numberOfNodes, &WorkloadReading::nodesLine),
            amount(u"total_tokens", &JobSize::totalTokens),
            amount(u"dataset_tokens", &JobSize::datasetTokens, &WorkloadReading::datasetLine),
            amount(u"epochs", &JobSize::epochs),
            Key::unused(u"torch_dtype"),
            Key::unused(u"enable_roce"),
            Key::unused(u"feasibility_model"),
        });
    return table;
}

/// The checks across keys, once the section is read.
void check(const YamlReader &r, const YamlField &section, const WorkloadReading &in,
    const QSet<QString> &given, const Workload &defaults)
{
    const Workload &w = in.config.workload;
    const JobSize &job = in.config.jobSize;
    if (qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1) > Limits::maxGpus)
        r.fail(in.nodesLine, QStringLiteral("workload.number_of_nodes"),
            QStringLiteral("gpus_per_node × number_of_nodes = %1 exceeds %2 GPUs")
                .arg(qint64(w.gpusPerNode.value_or(1)) * w.numberOfNodes.value_or(1))
                .arg(Limits::maxGpus));
    const auto warnMissing = [&](const char16_t *key, const QString &value) {
        const QString name = QString::fromUtf16(key);
        if (given.contains(name))
            return;
        // `batch_size:` with nothing: the warning cites the key's line, not the section's
        const int line = ConfigurationDocument::keyLine(section.value, name);
        r.warn(line > 0 ? line : section.keyLine,
            (line > 0 ? QStringLiteral("workload.%1 is empty; using the default '%2'")
                      : QStringLiteral("workload.%1 not set; using the default '%2'"))
                .arg(name, value));
    };
    warnMissing(u"llm_model", defaults.llmModel);
    warnMissing(u"fine_tuning_method", defaults.method);
    warnMissing(u"tokens_per_sample", QString::number(defaults.tokensPerSample));
    warnMissing(u"batch_size", QString::number(defaults.batchSize));
    if (job.datasetTokens && job.epochs && !(*job.datasetTokens * *job.epochs <= Limits::maxTokens))
        r.fail(in.datasetLine, QStringLiteral("workload.dataset_tokens"),
            QStringLiteral("dataset_tokens × epochs is more than %1 tokens").arg(Limits::maxTokens));
    if (job.datasetTokens && !job.epochs && !job.totalTokens)
        r.warn(
            in.datasetLine, QStringLiteral("workload.dataset_tokens has no effect without workload.epochs"));
    if (job.totalTokens && job.datasetTokens)
        r.warn(in.datasetLine,
            QStringLiteral("workload.total_tokens is set, so workload.dataset_tokens is not used"));
}

} // namespace

ConfigurationSection ConfigurationSection::workload()
{
    const auto read = [](const YamlReader &reader, const YamlField &section, Reading &in) {
        if (YamlReader::isNull(section))
            return;
        Configuration &config = in.config;
        const Workload defaults = config.workload; // what a missing key keeps
        config.workload.gpusPerNode.reset(); // the layout is this file's own (seed: 1 GPU when not set)
        config.workload.numberOfNodes.reset();
        config.jobSize = JobSize();
        WorkloadReading workload {config, false, section.keyLine, section.keyLine};
        const QSet<QString> given = table().read(reader, section, workload);
        check(reader, section, workload, given, defaults);
        in.workloadGpuGiven = workload.gpuGiven;
    };
    const auto write = [](YamlWriter &writer, const Configuration &config, const YAML::Node &source) {
        table().write(writer, config, source);
    };
    return {table().name(), read, write};
}
