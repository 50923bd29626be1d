// The range checks of the training-setup table (TrainingFields.h): the one wording of "<what>: <noun> must
// be between …" for every entry point (flags, configuration keys, measured-run CSV columns, the GUI).
#include "model/TrainingFields.h"

#include "common/CoastlineError.h"

#include <cmath>

namespace TrainingFields {

qint64 checkedInteger(qint64 value, qint64 minimum, qint64 maximum, const QString &noun, const QString &what)
{
    if (value < minimum || value > maximum)
        throw CoastlineError(QStringLiteral("%1: %2 must be between %3 and %4, got %5")
                                 .arg(what, noun)
                                 .arg(minimum)
                                 .arg(maximum)
                                 .arg(value));
    return value;
}

double checkedNumber(double value, double minimum, double maximum, const QString &unit, const QString &noun,
    const QString &what)
{
    if (!std::isfinite(value) || value < minimum || value > maximum)
        throw CoastlineError(QStringLiteral("%1: %2 must be between %3 and %4%5, got %6")
                                 .arg(what, noun)
                                 .arg(minimum)
                                 .arg(maximum)
                                 .arg(unit.isEmpty() ? QString() : u' ' + unit) // no stray space
                                 .arg(value));
    return value;
}

} // namespace TrainingFields
