// libFuzzer target: the YAML configuration reader (ConfigurationIo::parse) and the writer on what it
// accepted (ConfigurationIo::serialise).
#include "FuzzSupport.h"
#include "config/ConfigurationIo.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        QStringList warnings;
        const Configuration config
            = ConfigurationIo::parse(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.yaml"), &warnings);
        (void)ConfigurationIo::serialise(config);
    });
}
