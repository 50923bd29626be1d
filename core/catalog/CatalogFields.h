#pragma once

#include "model/GpuSpec.h"
#include "model/LlmSpec.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <functional>

class CsvTable;
class YamlReader;
class YamlWriter;
struct YamlField;

/// The one table of catalog fields (issue 20): every LLM and GPU field with its name, type, whether
/// a configuration's `catalog:` entry must give it, its unit and its column in the bundled CSV, plus
/// how it is read from that CSV (Catalog::fromTables), read from and written to YAML (CatalogYaml:
/// a configuration's `catalog:` block, `catalog import`) and shown by `coastline-cli catalog`.
/// Adding a field is one row here, the member in LlmSpec/GpuSpec and the column in
/// resources/catalog/{llms,gpus}.csv.
namespace CatalogFields {

/// How a field's value is written in YAML and shown.
enum class Type {
    Text, ///< a string (an empty one is absent)
    TextList, ///< a list of strings (`;`-separated in the CSV)
    Integer,
    Number, ///< a finite decimal number
    Boolean,
};

/// One field of `Spec` (LlmSpec or GpuSpec).
template<typename Spec> struct Field
{
    QString name; ///< the YAML key, the bundled CSV's column header and the `catalog` output column
    Type type = Type::Text;
    bool required = false; ///< a configuration's catalog entry without it is an error naming it
    bool csvRequired = false; ///< the bundled CSV (and Catalog::fromTables' input) must have the column
    QString unit; ///< e.g. "GB/s", "W"; empty for counts, flags and text
    int column = 0; ///< 0-based position in resources/catalog/*.csv and in `catalog` output
    /// Sets the field from row `row` of the bundled CSV; throws CoastlineError (file, line, column) on a
    /// malformed or missing required cell.
    std::function<void(Spec &, const CsvTable &, int row)> readCsv;
    /// Sets the field from a YAML value (never null); fails through `reader` naming file, line and key
    /// when the value is out of its documented range.
    std::function<void(Spec &, const YamlReader &, const YamlField &)> readYaml;
    /// Writes `name: value`, or nothing when the field is absent (an empty text, an unset optional, a
    /// zero that means "unknown").
    std::function<void(YamlWriter &, const Spec &)> write;
    /// The value `coastline-cli catalog` shows; a null QVariant is an empty cell.
    std::function<QVariant(const Spec &)> value;
};

/// The LLM fields, in the order a YAML entry is written (llm_name first).
const QList<Field<LlmSpec>> &llm();
/// The GPU fields, in the order a YAML entry is written (gpu_name first).
const QList<Field<GpuSpec>> &gpu();

/// A hardware figure of a GPU row and the text column that says where it comes from.
struct SourcedField
{
    QString field; ///< e.g. "intra_node_bus_GBps"
    QString source; ///< e.g. "intra_node_bus_source"
};
/// Every hardware figure of a GPU row with its source column (issue 36 item 1): a bundled row states
/// each one with a source, or its source says why it is 0 (test_catalog fails on a missing one).
const QList<SourcedField> &gpuSources();

/// The fields of `fields` in column order (the bundled CSV's header and the `catalog` output).
template<typename Spec> QList<const Field<Spec> *> byColumn(const QList<Field<Spec>> &fields)
{
    QList<const Field<Spec> *> out(fields.size(), nullptr);
    for (const Field<Spec> &field : fields)
        out[field.column] = &field;
    return out;
}

/// The field of `fields` named `name`, or nullptr.
template<typename Spec> const Field<Spec> *find(const QList<Field<Spec>> &fields, const QString &name)
{
    for (const Field<Spec> &field : fields)
        if (field.name == name)
            return &field;
    return nullptr;
}

/// The names of the fields of `fields` whose `flag` is set, in table order.
template<typename Spec> QStringList namesWhere(const QList<Field<Spec>> &fields, bool Field<Spec>::*flag)
{
    QStringList names;
    for (const Field<Spec> &field : fields)
        if (field.*flag)
            names.append(field.name);
    return names;
}

/// The names of the required fields, in table order ("llm_name, n_layers, d_model, m_params").
template<typename Spec> QStringList requiredNames(const QList<Field<Spec>> &fields)
{
    return namesWhere(fields, &Field<Spec>::required);
}

/// The columns a catalog CSV must have (Catalog::fromTables), in table order.
template<typename Spec> QStringList csvRequiredNames(const QList<Field<Spec>> &fields)
{
    return namesWhere(fields, &Field<Spec>::csvRequired);
}

} // namespace CatalogFields
