#include "model/Workload.h"

const QStringList &fineTuningMethods()
{
    static const QStringList methods {
        QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
    return methods;
}

std::optional<QString> normalisedMethod(const QString &text)
{
    QString method = text.trimmed().toLower();
    method.replace(u'_', u'-');
    if (!fineTuningMethods().contains(method))
        return std::nullopt;
    return method;
}
