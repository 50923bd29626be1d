#include "model/Workload.h"

const QStringList &fineTuningMethods()
{
    static const QStringList methods {
        QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("gptq-lora")};
    return methods;
}
