#pragma once

#include "model/Evaluation.h"

#include <QString>
#include <optional>

/// The job's time and money for one configuration (issue 24; spec "Outputs", cli.md "Time and money"):
/// the one definition that the CSV/JSON/table columns, the GUI's tables and banner, the batch CSV, the
/// what-if window and the deadline/budget goals all read. Every value is nullopt without a job size
/// (workload.total_tokens, or dataset_tokens × epochs) or without a usable prediction.
namespace TimeAndMoney {
/// Runtime (s) = total tokens / throughput (tokens/s) × (1 + infrastructure.restartOverheadPerNodeHour ×
/// nodes): checkpoints and restarts lose more of the job the more nodes it holds (default 0: none).
std::optional<double> runtimeSeconds(const Evaluation &evaluation, const EvaluatedCandidate &candidate);
/// Energy (kWh) = cluster W × runtime s / 3.6e6.
std::optional<double> energyKwh(const Evaluation &evaluation, const EvaluatedCandidate &candidate);
/// GPU-hours to finish the job = runtime s × total GPUs / 3600.
std::optional<double> gpuHours(const Evaluation &evaluation, const EvaluatedCandidate &candidate);
/// Cost to finish the job = GPU-hours × the GPU's price per GPU-hour (when set) + kWh × the price per
/// kWh (when set), in infrastructure.currency; nullopt also when no price is set (nothing invented).
std::optional<double> cost(const Evaluation &evaluation, const EvaluatedCandidate &candidate);
} // namespace TimeAndMoney

/// Planner words for the quantities above (English, C-locale digits with a `,` thousands separator; the
/// CLI and the error texts use them, the GUI translates around them).
namespace TimeAndMoney {
/// "31 h" (≥ 10 h: whole hours), "4.5 h" (1–10 h: one decimal), "42 min" (under an hour), "12 s".
/// Numbers from 10¹² up (here and below) in 3 significant digits: "3.17e+290 h".
QString durationText(double seconds);
/// "1,010 GPU-h" (≥ 10: whole), "4.5 GPU-h".
QString gpuHoursText(double gpuHours);
/// "$2,020" for currency "USD" or "$", "€2,020" for "EUR" or "€", "2,020 CHF" for another label,
/// "2,020" for none; whole units from 10 up, 2 decimals below.
QString moneyText(double amount, const QString &currency);
} // namespace TimeAndMoney
