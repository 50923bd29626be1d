#pragma once

#include <QStringList>
#include <QStringView>

/// The ids of the built-in predictors and feasibility modes, for code that has to name one
/// (PredictorName's rows are the only other place they are spelled); in the model layer so that
/// feasibility and configuration code can name one without depending on the prediction stage.
namespace PredictorId {
inline constexpr QStringView Kavier = u"kavier"; ///< Kavier, the analytic throughput and power model
inline constexpr QStringView Roofline = u"roofline"; ///< the roofline step-time model (step-time-model.md)
inline constexpr QStringView Cache = u"cache"; ///< measured runs (lookup CSV)
inline constexpr QStringView Intelligent = u"intelligent"; ///< cache, else the fallback
inline constexpr QStringView KavierPower = u"kavier_power"; ///< Kavier's power prediction
/// power from the roofline's step breakdown (issue 34)
inline constexpr QStringView RooflinePower = u"roofline_power";
inline constexpr QStringView Autoconf = u"autoconf"; ///< the memory model standing in for AutoConf
inline constexpr QStringView Rules = u"rules"; ///< the structural rules only
inline constexpr QStringView None = u"none"; ///< no feasibility check
} // namespace PredictorId

/// The names of the built-in Kavier calibration tables, aliases included (kavier.md §3; config
/// `predictors.kavier_calibration`, `--calibration`): in the model layer so that the configuration
/// reader checks them without depending on the prediction stage. CalibrationTable maps each to its
/// resource.
namespace CalibrationId {
inline constexpr QStringView Default = u"default"; ///< the shipped table (= 6model)
inline constexpr QStringView SixModel = u"6model"; ///< an alias of default
inline constexpr QStringView FourModel = u"4model";
inline constexpr QStringView AllModels = u"allmodels";

/// default, 6model, 4model, allmodels: the one list of them (config validation, CLI help, the GUI).
inline QStringList names()
{
    return {Default.toString(), SixModel.toString(), FourModel.toString(), AllModels.toString()};
}
} // namespace CalibrationId
