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
    {"llm", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "LLM")},
    {"method", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "fine-tuning method")},
    {"gpu", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "GPU model")},
    {"tokens", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "tokens per sample")},
    {"batch", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "batch per device")},
    {"jobLayout", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "job layout")},
    {"gpusPerNode", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "job's GPUs per node")},
    {"nodes", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "job's nodes")},
    {"jobSize", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "job size")},
    {"totalTokens", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "total tokens")},
    {"datasetTokens", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "dataset tokens")},
    {"epochs", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "epochs")},
    {"clusterGpus", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "cluster GPUs")},
    {"maxNodes", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "maximum nodes")},
    {"maxGpusPerNode", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "GPUs per node")},
    {"gpuModels", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "cluster GPU models")},
    {"goal", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "goal")},
    {"deadline", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "deadline")},
    {"budget", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "budget")},
    {"importModel", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "catalog (imported model)")},
    {"alpha", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "runtime weight α")},
    {"beta", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "energy weight β")},
    {"maxSlowdown", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "maximum slowdown")},
    {"topK", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "top k")},
    {"performance", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "throughput predictor")},
    {"fallback", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "fallback predictor")},
    {"feasibility", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "feasibility check")},
    {"empiricalGuard", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "empirical OOM guard")},
    {"tokenBudget", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "OOM guard token budget")},
    {"lookup", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "measured-runs CSV")},
    {"calibration", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "Kavier calibration")},
    {"batchSizes", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "batch sizes to sweep")},
    {"totalGpus", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "GPU counts to sweep")},
    {"powerModel", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "power model")},
    {"hostPower", QT_TRANSLATE_NOOP("ConfigurationEditCommand", "host power per node")},
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
