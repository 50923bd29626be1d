// libFuzzer target: the infrastructure file reader (ConfigurationIo::parseInfrastructure).
#include "FuzzSupport.h"
#include "config/ConfigurationIo.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        QStringList warnings;
        Infrastructure infrastructure;
        ConfigurationIo::parseInfrastructure(FuzzSupport::bytes(data, size),
            QStringLiteral("infrastructure.yaml"), &infrastructure, &warnings);
    });
}
