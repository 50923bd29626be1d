// libFuzzer target: the Kavier calibration JSON reader (CalibrationTable::parse).
#include "FuzzSupport.h"
#include "predict/kavier/CalibrationTable.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run(
        [&] { (void)CalibrationTable::parse(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.json")); });
}
