#pragma once

#include "io/YamlReader.h"
#include "model/Configuration.h"

#include <QByteArray>
#include <QString>
#include <functional>

namespace YAML {
class Node;
}

/// The document plumbing every configuration section reader shares (spec "Configuration file"): the
/// text's normalisation, the tab check, yaml-cpp's parse with hints for its messages, the walk over a
/// mapping's keys with duplicate and unknown-key warnings ("did you mean" from ConfigurationKeys), and
/// where a value was read. Internal to core (yaml-cpp is private): include from core's .cpp files only.
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
/// from the keys of `vocabulary` (a ConfigurationKeys section, empty for the top level); a key given
/// twice is reported too (the later one wins). `sectionName` prefixes the keys in messages (empty: the
/// top level); `unknownNote` ends the unknown-key warning.
void forEachKey(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QString &vocabulary, const Visit &visit,
    const QString &unknownNote = QStringLiteral("kept on save"));

/// "<file>:<line>: <key>" of a field with the value read there, for Configuration::origins.
ValueOrigin originOf(const YamlReader &reader, const YamlField &field, const QString &value);

/// Runs `read`, turning a yaml-cpp exception into "<file>:<line>: YAML: <message>".
void guarded(const YamlReader &reader, const std::function<void()> &read);

} // namespace ConfigurationDocument
