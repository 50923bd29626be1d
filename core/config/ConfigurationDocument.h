#pragma once

#include "common/CoastlineError.h"
#include "io/YamlReader.h"
#include "model/Configuration.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <functional>

class YamlWriter;

namespace YAML {
class Node;
}

/// The document plumbing every configuration section shares (spec "Configuration file"): the text's
/// normalisation, the tab check, yaml-cpp's parse with hints for its messages, the walk over a
/// mapping's keys with duplicate and unknown-key warnings ("did you mean" from ConfigurationKeys),
/// where a value was read, the located errors of value parsers, and keeping the source's keys on save.
/// Internal to core (yaml-cpp is private): include from core's .cpp files only.
namespace ConfigurationDocument {

/// `text` without a UTF-8 byte-order mark, with CRLF (and lone CR) line ends turned into LF.
QByteArray normalised(QByteArray text);

/// Parses the (normalised) text: fails "<file>:<line>: tab character in the indentation …" for a tab
/// before a line's content, "<file>:<line>: malformed YAML: <yaml-cpp's message> (<hint>)" for a
/// syntax error; warns when more than one document follows. Null when the file is empty or holds only
/// comments.
YAML::Node load(const QByteArray &text, const YamlReader &reader);

/// Visits a key of a mapping: returns false for a key it does not know.
using Visit = std::function<bool(const QString &key, const YamlField &field)>;

/// Calls visit(key, field) for each `key: value` of the mapping `section` (null counts as empty; any
/// other non-mapping fails). An unknown key (visit returns false) is reported with a "did you mean"
/// from `known` (ConfigurationKeys::closestKey); a key given twice is reported too (the later one wins).
/// `sectionName` prefixes the keys in messages (empty: the top level); `unknownNote` ends the unknown-key
/// warning. An unknown key of `hints` (another tool's name for a key) suggests its hint instead.
void forEachKey(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QStringList &known, const Visit &visit, const QString &unknownNote = QStringLiteral("kept on save"),
    const QHash<QString, QString> &hints = {});

/// "<file>:<line>: <key>" of a field with the value read there, for Configuration::origins.
ValueOrigin originOf(const YamlReader &reader, const YamlField &field, const QString &value);

/// Runs `read`, turning a yaml-cpp exception into "<file>:<line>: YAML: <message>".
void guarded(const YamlReader &reader, const std::function<void()> &read);

/// fn(); a CoastlineError it throws (a message that names the key) fails with the field's file and line,
/// once: an error the reader already located (fn read the field through `reader`) passes unchanged.
template<typename Fn> auto located(const YamlReader &reader, const YamlField &field, const Fn &fn)
{
    try {
        return fn();
    } catch (const CoastlineError &e) {
        if (e.message().startsWith(reader.fileName() + u':'))
            throw; // the reader's own error: "<file>:<line>: <key>: …" already
        reader.fail(YamlReader::lineOf(field), {}, e.error());
    }
}

/// `parse(text, key)` of the field's text, located().
template<typename Parse> auto parsed(const YamlReader &reader, const YamlField &field, const Parse &parse)
{
    const QString text = reader.text(field);
    return located(reader, field, [&] { return parse(text, field.key); });
}

/// The value of `key` in the mapping `map` (the last one if repeated, as on reading), else a null node.
/// (yaml-cpp's operator[] throws on a missing key of a const node.)
YAML::Node valueOf(const YAML::Node &map, const QString &key);

/// True when the mapping `map` has the key `key` (whatever its value).
bool hasKey(const YAML::Node &map, const QString &key);

/// The 1-based line of the (last) key `key` of the mapping `map`, or 0 when it has none.
int keyLine(const YAML::Node &map, const QString &key);

/// Writes the entries of the mapping `map` whose keys are not in `skip`, in source order; a key given
/// twice is written once, with its later value (as on reading). Odd (quoted, non-text) keys stay intact.
void writeKeptEntries(YamlWriter &writer, const YAML::Node &map, const QStringList &skip);

/// Writes the keys of `section` in the source `document` that are not in `owned` (writeKeptEntries).
void writeKeptKeys(
    YamlWriter &writer, const YAML::Node &document, const QString &section, const QStringList &owned);

} // namespace ConfigurationDocument
