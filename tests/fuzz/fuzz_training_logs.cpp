// libFuzzer target: the readers of the user's own runs — the four training-log parsers of import-runs
// (TrainingLog::parse: torchtitan, megatron, hf-trainer, mllog; every input is tried with each) and the
// sealed calibration profile (CalibrationProfile::fromJson). Any bytes give a result or a CoastlineError,
// never a crash; an accepted log holds only finite measurements > 0 and an accepted profile finite values,
// which is checked here: anything else aborts.
#include "FuzzSupport.h"
#include "predict/interval/CalibrationProfile.h"
#include "runs/TrainingLog.h"

#include <cmath>
#include <cstdlib>

namespace {

void expectPositive(const std::optional<double> &value)
{
    if (value && !(std::isfinite(*value) && *value > 0))
        std::abort(); // an accepted measurement that is not a finite number > 0 is a finding
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = FuzzSupport::bytes(data, size);
    for (const QString &name : TrainingLog::formatNames()) {
        FuzzSupport::run([&] {
            const TrainingLog log
                = TrainingLog::parse(TrainingLog::parseFormat(name), bytes, QStringLiteral("fuzz.log"));
            if (log.measurements.isEmpty())
                std::abort(); // parse() throws rather than return no measurement
            for (const TrainingLog::Measurement &m : log.measurements) {
                expectPositive(m.tokensPerSecondPerGpu);
                expectPositive(m.secondsPerStep);
                expectPositive(m.samplesPerSecond);
            }
        });
    }
    return FuzzSupport::run([&] {
        const CalibrationProfile p = CalibrationProfile::fromJson(bytes, QStringLiteral("fuzz.json"));
        if (!p.theta.allFinite() || !p.covariance.allFinite())
            std::abort();
    });
}
