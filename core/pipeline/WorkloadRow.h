#pragma once

#include "model/Workload.h"

#include <QString>
#include <QStringList>
#include <QVariant>

class Catalog;
class CsvTable;

/// One row of a jobs or cases CSV (`recommend --input`, `simulate --input`, the batch window): the
/// columns, the parsing into a Workload and the "<file>:<line>: column '<name>'" error locations.
namespace WorkloadRow {

/// Columns every jobs CSV has: llm_model, fine_tuning_method, gpu_model, tokens_per_sample, batch_size.
QStringList requiredColumns();
/// Columns it may have: gpus_per_node, number_of_nodes.
QStringList optionalColumns();

/// The workload of data row `row` (0-based) of `table`. Names are resolved through `catalog`, the
/// method through normalisedMethod(); numbers are whole (≥ 1, "4" or "4.0") and within Limits. With
/// `layoutDefaultsToOne` an empty layout cell means 1, otherwise it stays unset. Throws CoastlineError
/// naming the file, line and column ("jobs.csv:3: column 'batch_size': must be at least 1, got 0").
Workload parse(const CsvTable &table, int row, const Catalog &catalog, bool layoutDefaultsToOne);

/// `message` about row `row` of `table`, starting "<file>:<line>: " (added unless already there).
QString located(const CsvTable &table, int row, const QString &message);

/// An input cell as echoed to an output: a whole number (qint64) when it is one ("4" and "4.0"), else
/// the text; a null QVariant (missing value) when empty.
QVariant outputCell(const QString &text);

} // namespace WorkloadRow
