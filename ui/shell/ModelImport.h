#pragma once

#include "model/Configuration.h"

#include <QString>
#include <optional>

class QWidget;

/// File → Import Model… (issue 24 item 4): asks for a Hugging Face `config.json`, reads it with
/// HfConfigImport (architecture fields, parameter count computed, confidence and source stated) and
/// gives back the open configuration with the entry in its `catalog: llms:` block (replacing an entry
/// of the same name) and selected as the workload's LLM. The caller records it as one undoable edit, so
/// nothing typed before is lost and Undo takes the import back.
namespace ModelImport {

struct Outcome
{
    std::optional<Configuration> config; ///< set when a model was imported
    QString message; ///< what happened ("Imported …") or the error; empty when cancelled
    bool error = false;
};

/// Asks for the file (DialogHooks, so tests answer it) and imports it into `current`.
Outcome run(QWidget *parent, const Configuration &current);
/// Imports the config.json at `path` into `current` (no dialog). Errors (unreadable file, invalid
/// JSON, missing fields with their names, unknown model_type) come back in the outcome's message.
Outcome fromFile(const QString &path, const Configuration &current);

} // namespace ModelImport
