#include "ConfigurationEditCommand.h"

#include <QCoreApplication>

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
