#include "config/ConfigurationDocument.h"

#include "common/NamedChoice.h"
#include "config/ConfigurationKeys.h"
#include "io/YamlDocument.h"
#include "io/YamlWriter.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace {

void rejectTabIndentation(const QByteArray &text, const YamlReader &reader)
{
    int line = 1;
    for (qsizetype start = 0; start < text.size(); ++line) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        qsizetype i = start;
        bool tab = false;
        while (i < end && (text.at(i) == ' ' || text.at(i) == '\t'))
            tab |= text.at(i++) == '\t';
        if (tab && i < end && text.at(i) != '#')
            reader.fail(line, {}, ErrorMessage(ErrorCode::YamlTabIndent));
        start = end + 1;
    }
}

QString parserHint(const std::string &message)
{
    static const QHash<QString, QString> hints = {
        {QStringLiteral("illegal EOF in scalar"),
            QStringLiteral("the file ends inside quoted text: a closing quote is missing")},
        {QStringLiteral("end of sequence flow not found"),
            QStringLiteral("a '[' list is not closed with ']'")},
        {QStringLiteral("end of map flow not found"), QStringLiteral("a '{' mapping is not closed with '}'")},
        {QStringLiteral("end of map not found"), QStringLiteral("the indentation does not line up")},
        {QStringLiteral("illegal map value"),
            QStringLiteral("unexpected ':'; quote a value that contains ': ', or check the indentation")},
    };
    return hints.value(QString::fromStdString(message));
}

} // namespace

namespace ConfigurationDocument {

QByteArray normalised(QByteArray text)
{
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    if (text.contains('\r')) {
        text.replace("\r\n", "\n");
        text.replace('\r', '\n');
    }
    return text;
}

YAML::Node load(const QByteArray &text, const YamlReader &reader)
{
    rejectTabIndentation(text, reader);
    // yaml-cpp accepts a quoted scalar left open at the end of the file when a line break follows it;
    // without trailing white space it reports "illegal EOF in scalar", as it should.
    QByteArray trimmed = text;
    while (!trimmed.isEmpty() && QChar::isSpace(uchar(trimmed.back())))
        trimmed.chop(1);
    YAML::Node document;
    int extraDocuments = 0;
    try {
        document = YamlDocument::loadFirst(trimmed.toStdString(), &extraDocuments);
    } catch (const YAML::Exception &e) {
        const QString hint = parserHint(e.msg);
        reader.fail(e.mark.is_null() ? 0 : e.mark.line + 1, {},
            ErrorMessage(ErrorCode::YamlMalformed)
                .arg(QString::fromStdString(e.msg)
                    + (hint.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(hint))));
    }
    if (extraDocuments > 0)
        reader.warn(0,
            QStringLiteral("only the first YAML document is read; %1 more ignored (not kept on save)")
                .arg(extraDocuments));
    return document;
}

void forEachKey(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QStringList &known, const Visit &visit, const QString &unknownNote,
    const QHash<QString, QString> &hints)
{
    reader.requireMap(section);
    if (YamlReader::isNull(section))
        return;
    QSet<QString> seen;
    for (const auto &entry : section.value) {
        const int keyLine = YamlReader::lineOf(entry.first);
        if (!entry.first.IsScalar()) {
            reader.warn(keyLine,
                QStringLiteral("%1: a key that is not plain text is not understood (%2)")
                    .arg(sectionName.isEmpty() ? QStringLiteral("top level") : sectionName, unknownNote));
            continue;
        }
        const QString key = QString::fromStdString(entry.first.Scalar());
        const QString path = sectionName.isEmpty() ? key : sectionName + u'.' + key;
        if (seen.contains(key))
            reader.warnRepeated(QStringLiteral("duplicate keys"), keyLine,
                QStringLiteral("duplicate key '%1'; the later value wins").arg(path));
        seen.insert(key);
        if (!visit(key, YamlField {entry.second, path, keyLine})) {
            QString close = hints.value(key, ConfigurationKeys::closestKey(known, key));
            // A key spelled like a command-line flag (cluster_gpus for --cluster-gpus) names the flag too;
            // in a section that has no such key, with the key's full path (infrastructure.total_gpus).
            const QString flag = ConfigurationKeys::flagSpelledAs(key);
            if (close.isEmpty() && !flag.isEmpty())
                close = ConfigurationKeys::flagSpellingHints(true).value(key);
            reader.warn(keyLine,
                QStringLiteral("unknown key '%1'%2 (%3)")
                    .arg(path,
                        flag.isEmpty() || close.isEmpty()
                            ? NamedChoice::didYouMean(close)
                            : QStringLiteral(" (did you mean '%1'? it is the setting of the flag %2)")
                                  .arg(close, flag),
                        unknownNote));
        }
    }
}

ValueOrigin originOf(const YamlReader &reader, const YamlField &field, const QString &value)
{
    return {QStringLiteral("%1:%2: %3").arg(reader.fileName()).arg(YamlReader::lineOf(field)).arg(field.key),
        value};
}

void guarded(const YamlReader &reader, const std::function<void()> &read)
{
    try {
        read();
    } catch (const YAML::Exception &e) {
        reader.fail(e.mark.is_null() ? 0 : e.mark.line + 1, {},
            QStringLiteral("YAML: %1").arg(QString::fromStdString(e.msg)));
    }
}

YAML::Node valueOf(const YAML::Node &map, const QString &key)
{
    YAML::Node value;
    if (map.IsMap())
        for (const auto &entry : map)
            if (entry.first.IsScalar() && entry.first.Scalar() == key.toStdString())
                value = entry.second;
    return value;
}

bool hasKey(const YAML::Node &map, const QString &key)
{
    bool has = false;
    if (map.IsMap())
        for (const auto &entry : map)
            has |= entry.first.IsScalar() && entry.first.Scalar() == key.toStdString();
    return has;
}

int keyLine(const YAML::Node &map, const QString &key)
{
    int line = 0;
    if (map.IsMap())
        for (const auto &entry : map)
            if (entry.first.IsScalar() && entry.first.Scalar() == key.toStdString())
                line = YamlReader::lineOf(entry.first);
    return line;
}

void writeKeptEntries(YamlWriter &writer, const YAML::Node &map, const QStringList &skip)
{
    if (!map.IsMap())
        return;
    std::vector<std::pair<YAML::Node, YAML::Node>> entries;
    for (const auto &entry : map) {
        if (entry.first.IsScalar() && skip.contains(QString::fromStdString(entry.first.Scalar())))
            continue;
        const auto same = std::find_if(entries.begin(), entries.end(), [&](const auto &e) {
            return entry.first.IsScalar() && e.first.IsScalar() && e.first.Scalar() == entry.first.Scalar();
        });
        if (same != entries.end())
            same->second = entry.second;
        else
            entries.emplace_back(entry.first, entry.second);
    }
    for (const auto &[key, value] : entries) {
        writer.node(key); // through the node path, so odd (quoted, non-text) keys stay intact
        writer.node(value);
    }
}

void writeKeptKeys(
    YamlWriter &writer, const YAML::Node &document, const QString &section, const QStringList &owned)
{
    writeKeptEntries(writer, valueOf(document, section), owned);
}

} // namespace ConfigurationDocument
