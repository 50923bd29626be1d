#pragma once

#include <QCoreApplication>

class QAction;
class QObject;
class QUndoStack;

/// Edit → Undo and Redo over a QUndoStack: our own actions (not QUndoStack::createUndoAction) so that
/// translations word "Undo <command>" themselves; the English text is "&Undo Change batch". Each is
/// enabled while the stack can undo (redo) and follows the stack's command text.
class UndoRedoActions
{
    Q_DECLARE_TR_FUNCTIONS(UndoRedoActions)
public:
    /// "&Undo …", Ctrl+Z, object name "undoAction", owned by `parent`.
    static QAction *undo(QUndoStack *stack, QObject *parent) { return make(stack, parent, true); }
    /// "&Redo …", Ctrl+Shift+Z and Ctrl+Y, object name "redoAction", owned by `parent`.
    static QAction *redo(QUndoStack *stack, QObject *parent) { return make(stack, parent, false); }

private:
    static QAction *make(QUndoStack *stack, QObject *parent, bool undo);
};
