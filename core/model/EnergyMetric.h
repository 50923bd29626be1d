#pragma once

#include <QString>
#include <QStringList>

/// What the energy term of a multi-objective score measures (`strategy.energy_metric`, CLI
/// `--energy-metric`). The seed scores cluster power, which favours configurations that draw less
/// power even when they run so much longer that the job costs more energy; energy per token (the
/// default) is the energy the job needs per trained token.
enum class EnergyMetric {
    Power, ///< cluster power, W (the seed's score)
    EnergyPerToken, ///< J/token = cluster power (W) / throughput (tokens/s); the default
};

/// Canonical names, in enum order: "power", "energy_per_token".
QStringList energyMetricNames();
/// The canonical name of `metric`.
QString energyMetricName(EnergyMetric metric);
/// Parses a name (any case; `-`, `_` and space alike). Throws CoastlineError naming `what`, the value,
/// the closest name and the choices otherwise.
EnergyMetric parseEnergyMetric(const QString &text, const QString &what);
