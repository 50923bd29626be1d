#include "inputs/ConfigurationEditCommand.h"

#include <QCoreApplication>

namespace {
/// A field of the input panel (its object name without the widget suffix) and its words in the undo
/// text: "Change GPUs per node", never the identifier.
struct FieldName
{
    const char *key;
    const char *words;
};

const FieldName fieldNames[] = {
    {"llm", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "LLM", "undo: Change <field>")},
    {"method", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "fine-tuning method", "undo: Change <field>")},
    {"gpu", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "GPU model", "undo: Change <field>")},
    {"tokens", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "tokens per sample", "undo: Change <field>")},
    {"batch", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "batch per device", "undo: Change <field>")},
    {"jobLayout", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "job layout", "undo: Change <field>")},
    {"gpusPerNode",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "job's GPUs per node", "undo: Change <field>")},
    {"nodes", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "job's nodes", "undo: Change <field>")},
    {"jobSize", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "job size", "undo: Change <field>")},
    {"totalTokens", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "total tokens", "undo: Change <field>")},
    {"datasetTokens",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "dataset tokens", "undo: Change <field>")},
    {"epochs", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "epochs", "undo: Change <field>")},
    {"clusterGpus", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "cluster GPUs", "undo: Change <field>")},
    {"maxNodes", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "maximum nodes", "undo: Change <field>")},
    {"maxGpusPerNode",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "GPUs per node", "undo: Change <field>")},
    {"gpuModels",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "cluster GPU models", "undo: Change <field>")},
    {"goal", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "goal", "undo: Change <field>")},
    {"alpha", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "runtime weight α", "undo: Change <field>")},
    {"beta", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "energy weight β", "undo: Change <field>")},
    {"maxSlowdown",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "maximum slowdown", "undo: Change <field>")},
    {"topK", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "top k", "undo: Change <field>")},
    {"performance",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "throughput predictor", "undo: Change <field>")},
    {"fallback",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "fallback predictor", "undo: Change <field>")},
    {"feasibility",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "feasibility check", "undo: Change <field>")},
    {"empiricalGuard",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "empirical OOM guard", "undo: Change <field>")},
    {"tokenBudget",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "OOM guard token budget", "undo: Change <field>")},
    {"lookup", QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "measured-runs CSV", "undo: Change <field>")},
    {"calibration",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "Kavier calibration", "undo: Change <field>")},
    {"batchSizes",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "batch sizes to sweep", "undo: Change <field>")},
    {"totalGpus",
        QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "GPU counts to sweep", "undo: Change <field>")},
};
} // namespace

ConfigurationEditCommand::ConfigurationEditCommand(
    const Configuration &before, const Configuration &after, const QString &field, bool needsRun, Apply apply)
    : m_before(before)
    , m_after(after)
    , m_field(field)
    , m_needsRun(needsRun)
    , m_apply(std::move(apply))
{
    QString name = field;
    for (const QString &suffix :
        {QStringLiteral("ComboBox"), QStringLiteral("SpinBox"), QStringLiteral("Slider"),
            QStringLiteral("CheckBox"), QStringLiteral("LineEdit"), QStringLiteral("ListWidget")}) {
        if (name.endsWith(suffix))
            name.chop(suffix.size());
    }
    for (const FieldName &known : fieldNames) {
        if (name == QLatin1String(known.key)) {
            name = QCoreApplication::translate(
                "ConfigurationEditCommand", known.words, "undo: Change <field>");
            break;
        }
    }
    setText(QCoreApplication::translate("ConfigurationEditCommand", "Change %1").arg(name));
}

void ConfigurationEditCommand::undo()
{
    m_apply(m_before, m_needsRun);
}

void ConfigurationEditCommand::redo()
{
    if (m_firstRedo) {
        m_firstRedo = false;
        return;
    }
    m_apply(m_after, m_needsRun);
}

bool ConfigurationEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const ConfigurationEditCommand *>(other);
    if (edit->m_field != m_field)
        return false;
    m_after = edit->m_after;
    m_needsRun = m_needsRun || edit->m_needsRun;
    return true;
}
