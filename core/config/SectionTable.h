#pragma once

#include "config/ConfigurationDocument.h"
#include "io/YamlReader.h"
#include "io/YamlWriter.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <functional>

/// The key table of one configuration section: for each key its name, how it is read into `Reading`
/// and how it is written from `Source`. It is the one place the section's keys are spelled: reading
/// (unknown keys, "did you mean"), writing (in table order) and keeping the source's other keys on save
/// all use it. Internal to core (yaml-cpp is private): include from core's .cpp files only.
template<typename Reading, typename Source = Reading> class SectionTable
{
public:
    /// One key of the section.
    struct Key
    {
        /// Reads a non-null value; fails through the reader ("<file>:<line>: <key>: <problem>").
        using Read = std::function<void(const YamlReader &reader, const YamlField &field, Reading &target)>;
        /// Writes `key` and its value, or nothing when the value is not to be written.
        using Write = std::function<void(YamlWriter &writer, const QString &key, const Source &source)>;

        QString name;
        Read read; ///< null: accepted without being read
        Write write; ///< null: never written from the configuration
        /// An upstream key accepted without being held by the configuration: kept from the source on save.
        bool kept = false;
        /// The reader is also called for a null value (`key:` or `~`); else a null value keeps what the
        /// target holds.
        bool readsNull = false;

        /// A kept upstream key that is neither read nor written (e.g. `workload.torch_dtype`).
        static Key unused(const char16_t *name) { return {QString::fromUtf16(name), nullptr, nullptr, true}; }
    };

    /// `hints`: other tools' names for keys of the table (torchtune's `optimizer_in_bwd` →
    /// `optimizer_in_backward`), named in the unknown-key warning instead of the closest key.
    SectionTable(const QString &name, const QList<Key> &keys, const QHash<QString, QString> &hints = {})
        : m_name(name)
        , m_keys(keys)
        , m_hints(hints)
    {
        for (const Key &key : keys)
            (key.kept ? m_kept : m_owned).append(key.name);
    }

    /// The section's name: its key at the top level of a configuration file.
    const QString &name() const { return m_name; }
    /// Owned keys: read into and written from the configuration, in table order.
    const QStringList &owned() const { return m_owned; }
    /// Owned and kept keys: the ones "did you mean" chooses from.
    QStringList known() const { return m_owned + m_kept; }

    /// Reads the mapping `section` into `target` (ConfigurationDocument::forEachKey: a key not in the
    /// table is unknown). `sectionName` prefixes keys in messages (empty: keys at the top level of a
    /// file of their own). Returns the keys read.
    QSet<QString> read(const YamlReader &reader, const YamlField &section, Reading &target,
        const QString &sectionName, const QString &unknownNote = QStringLiteral("kept on save")) const
    {
        QSet<QString> given;
        ConfigurationDocument::forEachKey(
            reader, section, sectionName, known(),
            [&](const QString &name, const YamlField &field) {
                const auto key = std::find_if(
                    m_keys.cbegin(), m_keys.cend(), [&](const Key &k) { return k.name == name; });
                if (key == m_keys.cend())
                    return false;
                if (key->read && (key->readsNull || !YamlReader::isNull(field))) {
                    key->read(reader, field, target);
                    given.insert(name);
                }
                return true;
            },
            unknownNote, m_hints);
        return given;
    }
    QSet<QString> read(const YamlReader &reader, const YamlField &section, Reading &target) const
    {
        return read(reader, section, target, m_name);
    }

    /// Writes `<name>:` with every key that has a writer, in table order, then the keys of the
    /// section in `document` (the source) that the table does not own.
    void write(YamlWriter &writer, const Source &source, const YAML::Node &document) const
    {
        writer.key(m_name);
        writer.beginMap();
        for (const Key &key : m_keys)
            if (key.write)
                key.write(writer, key.name, source);
        ConfigurationDocument::writeKeptKeys(writer, document, m_name, m_owned);
        writer.endMap();
    }

private:
    QString m_name;
    QList<Key> m_keys;
    QHash<QString, QString> m_hints;
    QStringList m_owned;
    QStringList m_kept;
};
