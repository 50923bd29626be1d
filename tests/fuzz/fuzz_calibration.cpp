// libFuzzer target: the Kavier calibration JSON reader (CalibrationTable::parse). Any bytes give a table or
// a CoastlineError, never a crash; and a table that is accepted holds only factors inside their documented
// ranges (issue 23: a factor of 1e300 ranked first), which is checked here: one outside aborts.
#include "FuzzSupport.h"
#include "predict/kavier/CalibrationTable.h"

#include <cmath>
#include <cstdlib>

namespace {

void expectWithin(double value, const BoundedValue::Range &range)
{
    if (!(std::isfinite(value) && value >= range.min && value <= range.max))
        std::abort(); // an accepted factor outside its range is a finding
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        const CalibrationTable t
            = CalibrationTable::parse(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.json"));
        expectWithin(t.commScale, CalibrationTable::ScaleRange);
        expectWithin(t.trainingOverheadSeconds, CalibrationTable::OverheadRange);
        expectWithin(t.mfuBatchAlpha, CalibrationTable::BatchAlphaRange);
        expectWithin(t.mfuBatchBeta, CalibrationTable::BatchBetaRange);
        for (const QHash<QString, double> *scales :
            {&t.mfuMultiplier, &t.methodScale, &t.modelScale, &t.interactionScale})
            for (const double v : *scales)
                expectWithin(v, CalibrationTable::ScaleRange);
        for (const auto &[gpus, v] : t.multiGpuCorrection)
            expectWithin(v, CalibrationTable::ScaleRange);
    });
}
