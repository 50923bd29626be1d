// libFuzzer target: the measured-runs CSV (MeasuredRuns::parse against the bundled catalog).
#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "predict/measured/MeasuredRuns.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        static const Catalog catalog = Catalog::bundled();
        (void)MeasuredRuns::parse(FuzzSupport::bytes(data, size), QStringLiteral("runs.csv"), catalog);
    });
}
