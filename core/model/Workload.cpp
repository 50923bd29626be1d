#include "model/Workload.h"

#include "common/NamedChoice.h"

const QStringList &fineTuningMethods()
{
    static const QStringList methods {
        QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
    return methods;
}

std::optional<QString> normalisedMethod(const QString &text)
{
    const QString method = NamedChoice::forgivingKey(text);
    if (!fineTuningMethods().contains(method))
        return std::nullopt;
    return method;
}
