#pragma once

#include "model/Configuration.h"

#include <QUndoCommand>
#include <functional>

/// One form edit on the undo stack (Edit → Undo/Redo): the configuration before and after, and
/// whether the edit needs a pipeline run or only a re-rank. Consecutive edits of the same field
/// (a slider drag, typing in a field) merge into one step.
class ConfigurationEditCommand : public QUndoCommand
{
public:
    /// `apply(config, needsRun)` shows a configuration in the window and re-runs or re-ranks.
    using Apply = std::function<void(const Configuration &, bool needsRun)>;

    ConfigurationEditCommand(const Configuration &before, const Configuration &after, const QString &field,
        bool needsRun, Apply apply);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Configuration m_before;
    Configuration m_after;
    QString m_field;
    bool m_needsRun;
    Apply m_apply;
    bool m_firstRedo = true; ///< the forms already show `after` when the command is pushed
};
