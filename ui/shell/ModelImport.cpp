#include "shell/ModelImport.h"

#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"
#include "common/DialogHooks.h"
#include "common/Settings.h"

#include <QCoreApplication>
#include <QFileInfo>

ModelImport::Outcome ModelImport::run(QWidget *parent, const Configuration &current)
{
    const QString path = DialogHooks::openFileName(parent,
        QCoreApplication::translate("ModelImport", "Import model from config.json"),
        Settings::instance().lastFolder(Settings::Folder::Configuration),
        QCoreApplication::translate("ModelImport", "Hugging Face model configurations (*.json)"));
    if (path.isEmpty())
        return {};
    return fromFile(path, current);
}

ModelImport::Outcome ModelImport::fromFile(const QString &path, const Configuration &current)
{
    Outcome outcome;
    HfConfigImport::Result imported;
    try {
        imported = HfConfigImport::fromFile(path);
    } catch (const CoastlineError &e) {
        outcome.error = true;
        outcome.message
            = QCoreApplication::translate("ModelImport", "Model not imported: %1").arg(e.translatedMessage());
        return outcome;
    }
    Configuration config = current;
    const bool replaced = HfConfigImport::addTo(config.catalogLlms, imported.llm);
    config.workload.llmModel = imported.llm.name;
    outcome.config = config;
    outcome.message = (replaced ? QCoreApplication::translate("ModelImport",
                           "Replaced %1 in the configuration's catalog from %2 (%3 B parameters, "
                           "computed from the architecture); it is now the job's LLM.")
                                : QCoreApplication::translate("ModelImport",
                                    "Added %1 to the configuration's catalog from %2 (%3 B parameters, "
                                    "computed from the architecture); it is now the job's LLM."))
                          .arg(imported.llm.name, QFileInfo(path).fileName())
                          .arg(imported.llm.mParams / 1e9, 0, 'f', 2);
    for (const QString &warning : imported.warnings)
        outcome.message += QLatin1Char('\n') + warning;
    return outcome;
}
