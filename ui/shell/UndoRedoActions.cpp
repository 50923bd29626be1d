#include "shell/UndoRedoActions.h"

#include <QAction>
#include <QUndoStack>

QAction *UndoRedoActions::make(QUndoStack *stack, QObject *parent, bool undo)
{
    // "&Undo" alone, or "&Undo Change batch" (the stack's text of the command it would undo)
    const auto label = [undo](const QString &command) {
        if (undo)
            return command.isEmpty() ? tr("&Undo")
                                     : tr("&Undo %1", "%1: the command, e.g. Change batch").arg(command);
        return command.isEmpty() ? tr("&Redo")
                                 : tr("&Redo %1", "%1: the command, e.g. Change batch").arg(command);
    };
    auto *action = new QAction(label(QString()), parent);
    action->setObjectName(undo ? QStringLiteral("undoAction") : QStringLiteral("redoAction"));
    if (undo)
        action->setShortcut(QKeySequence::Undo);
    else
        action->setShortcuts(
            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    action->setEnabled(undo ? stack->canUndo() : stack->canRedo());
    QObject::connect(action, &QAction::triggered, stack, undo ? &QUndoStack::undo : &QUndoStack::redo);
    QObject::connect(stack, undo ? &QUndoStack::canUndoChanged : &QUndoStack::canRedoChanged, action,
        &QAction::setEnabled);
    QObject::connect(stack, undo ? &QUndoStack::undoTextChanged : &QUndoStack::redoTextChanged, action,
        [action, label](const QString &text) { action->setText(label(text)); });
    return action;
}
