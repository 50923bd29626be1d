#include "config/ConfigurationDocument.h"

#include "common/NamedChoice.h"
#include "config/ConfigurationKeys.h"
#include "io/YamlDocument.h"

#include <QHash>
#include <QSet>
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
            reader.fail(
                line, {}, QStringLiteral("tab character in the indentation; YAML indents with spaces only"));
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
            QStringLiteral("malformed YAML: %1%2")
                .arg(QString::fromStdString(e.msg),
                    hint.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(hint)));
    }
    if (extraDocuments > 0)
        reader.warn(0,
            QStringLiteral("only the first YAML document is read; %1 more ignored (not kept on save)")
                .arg(extraDocuments));
    return document;
}

void forEachKey(const YamlReader &reader, const YamlField &section, const QString &sectionName,
    const QString &vocabulary, const Visit &visit, const QString &unknownNote)
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
            const QString close = ConfigurationKeys::closestKey(vocabulary, key);
            reader.warn(keyLine,
                QStringLiteral("unknown key '%1'%2 (%3)")
                    .arg(path, NamedChoice::didYouMean(close), unknownNote));
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

} // namespace ConfigurationDocument
