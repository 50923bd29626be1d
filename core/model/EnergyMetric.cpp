#include "model/EnergyMetric.h"

#include "common/NamedChoice.h"

QStringList energyMetricNames()
{
    return {QStringLiteral("power"), QStringLiteral("energy_per_token")};
}

QString energyMetricName(EnergyMetric metric)
{
    return energyMetricNames().at(int(metric));
}

EnergyMetric parseEnergyMetric(const QString &text, const QString &what)
{
    return EnergyMetric(NamedChoice::parse(text, energyMetricNames(), what));
}
