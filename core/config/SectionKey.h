#pragma once

#include "common/CoastlineError.h"
#include "config/ConfigurationDocument.h"
#include "io/YamlReader.h"
#include "io/YamlWriter.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <functional>

/// One key of a configuration section: its name, how it is read into `Target` and how it is written
/// from `Source`. A section's table of these rows is the one place its keys are spelled: the section's
/// reader and writer, ConfigurationKeys (owned and kept keys, "did you mean") and the writer's
/// keeping of the source's other keys all read it. Rows are written in table order.
/// Internal to core (yaml-cpp is private): include from core's .cpp files only.
template<typename Target, typename Source = Target> struct SectionKey
{
    /// Reads a non-null value; fails through the reader ("<file>:<line>: <key>: <problem>").
    using Read = std::function<void(const YamlReader &reader, const YamlField &field, Target &target)>;
    /// Writes `key` and its value, or nothing when the value is not to be written.
    using Write = std::function<void(YamlWriter &writer, const QString &key, const Source &source)>;

    QString name;
    Read read; ///< null: accepted without being read
    Write write; ///< null: never written from Configuration
    /// An upstream key accepted without being held by Configuration: kept from the source on save.
    bool kept = false;
    /// The reader is also called for a null value (`key:` or `~`); else a null value keeps what the
    /// target holds.
    bool readsNull = false;

    /// A kept upstream key that is neither read nor written (e.g. `workload.torch_dtype`).
    static SectionKey unused(const char16_t *name)
    {
        return {QString::fromUtf16(name), nullptr, nullptr, true};
    }
};

/// The owned and kept key names of a section table, in table order.
struct SectionKeyNames
{
    QStringList owned;
    QStringList kept;

    template<typename Target, typename Source>
    static SectionKeyNames of(const QList<SectionKey<Target, Source>> &keys)
    {
        SectionKeyNames names;
        for (const auto &key : keys)
            (key.kept ? names.kept : names.owned).append(key.name);
        return names;
    }
};

namespace SectionKeys {

/// Reads the mapping `section` with `keys` into `target` (ConfigurationDocument::forEachKey: a key not
/// in the table is unknown; a null value keeps what `target` holds unless the row readsNull). Returns
/// the keys read.
template<typename Target, typename Source>
QSet<QString> read(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QString &vocabulary, const QList<SectionKey<Target, Source>> &keys, Target &target,
    const QString &unknownNote = QStringLiteral("kept on save"))
{
    QSet<QString> given;
    ConfigurationDocument::forEachKey(
        reader, section, sectionName, vocabulary,
        [&](const QString &name, const YamlField &field) {
            const auto key
                = std::find_if(keys.cbegin(), keys.cend(), [&](const auto &k) { return k.name == name; });
            if (key == keys.cend())
                return false;
            if (key->read && (key->readsNull || !YamlReader::isNull(field))) {
                key->read(reader, field, target);
                given.insert(name);
            }
            return true;
        },
        unknownNote);
    return given;
}

/// Writes every row of `keys` that has a writer, in table order.
template<typename Target, typename Source>
void write(YamlWriter &writer, const QList<SectionKey<Target, Source>> &keys, const Source &source)
{
    for (const auto &key : keys)
        if (key.write)
            key.write(writer, key.name, source);
}

/// fn(); a CoastlineError it throws (a message that names the key) fails with the field's file and line.
template<typename Fn> auto located(const YamlReader &reader, const YamlField &field, const Fn &fn)
{
    try {
        return fn();
    } catch (const CoastlineError &e) {
        reader.fail(YamlReader::lineOf(field), {}, e.message());
    }
}

/// `parse(text, key)` of the field's text, located().
template<typename Parse> auto parsed(const YamlReader &reader, const YamlField &field, const Parse &parse)
{
    const QString text = reader.text(field);
    return located(reader, field, [&] { return parse(text, field.key); });
}

} // namespace SectionKeys
