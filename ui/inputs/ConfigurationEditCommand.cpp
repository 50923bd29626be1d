#include "inputs/ConfigurationEditCommand.h"

#include <QCoreApplication>

namespace {
struct FieldName
{
    const char *source;
    const char *comment;
};

// The fields of the input panel, by object name without the widget suffix.
const FieldName fieldNames[] = {
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "llm", "undo: the LLM field"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "method", "undo: the fine-tuning method field"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "gpu", "undo: the GPU model field"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "tokens", "undo: the tokens per sample field"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "batch", "undo: the per-device batch size field"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "jobLayout", "undo: the job layout check box"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "gpusPerNode", "undo: the job's GPUs per node"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "nodes", "undo: the job's number of nodes"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "jobSize", "undo: the job size mode"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "totalTokens", "undo: the job's total tokens"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "datasetTokens", "undo: the dataset tokens"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "epochs", "undo: the number of epochs"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "clusterGpus", "undo: the cluster's GPU budget"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "maxNodes", "undo: the cluster's maximum nodes"),
    QT_TRANSLATE_NOOP3(
        "ConfigurationEditCommand", "maxGpusPerNode", "undo: the cluster's maximum GPUs per node"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "gpuModels", "undo: the cluster's GPU models"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "goal", "undo: the ranking goal"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "alpha", "undo: the runtime weight α"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "beta", "undo: the energy weight β"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "maxSlowdown", "undo: the maximum slowdown"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "topK", "undo: the number of recommendations"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "performance", "undo: the throughput predictor"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "fallback", "undo: the fallback predictor"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "feasibility", "undo: the feasibility check"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "empiricalGuard", "undo: the empirical OOM guard"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "tokenBudget", "undo: the OOM guard's token budget"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "lookup", "undo: the measured-runs CSV"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "calibration", "undo: the Kavier calibration table"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "batchSizes", "undo: the batch sizes to sweep"),
    QT_TRANSLATE_NOOP3("ConfigurationEditCommand", "totalGpus", "undo: the GPU counts to sweep"),
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
    // The English undo text names the field by its short identifier ("Change batch"); translations
    // name it in words.
    for (const FieldName &known : fieldNames) {
        if (name == QLatin1String(known.source)) {
            name = QCoreApplication::translate("ConfigurationEditCommand", known.source, known.comment);
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
