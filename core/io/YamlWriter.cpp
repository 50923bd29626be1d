#include "io/YamlWriter.h"

#include "io/YamlReader.h"

#include <yaml-cpp/yaml.h>

namespace {

constexpr int nodeBudget = 100000; ///< larger kept trees (alias bombs) go through yaml-cpp's own emitter

int countNodes(const YAML::Node &node, int budget)
{
    int count = 1;
    if (node.IsSequence() || node.IsMap())
        for (const auto &item : node) {
            if (count > budget)
                break;
            count += node.IsMap()
                ? countNodes(item.first, budget - count) + countNodes(item.second, budget - count)
                : countNodes(item, budget - count);
        }
    return count;
}

bool needsQuotes(const QString &value)
{
    const QString lower = value.toLower();
    return value.isEmpty() || value != value.trimmed() || YamlReader::parseNumber(value)
        || YamlReader::parseBoolean(value) || lower == u"null" || lower == u"~" || lower == u".inf"
        || lower == u"-.inf" || lower == u".nan";
}

void emitNode(YAML::Emitter &out, const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Sequence:
        if (node.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginSeq;
        for (const YAML::Node &item : node)
            emitNode(out, item);
        out << YAML::EndSeq;
        return;
    case YAML::NodeType::Map:
        if (node.Style() == YAML::EmitterStyle::Flow)
            out << YAML::Flow;
        out << YAML::BeginMap;
        for (const auto &item : node) {
            out << YAML::Key;
            emitNode(out, item.first);
            out << YAML::Value;
            emitNode(out, item.second);
        }
        out << YAML::EndMap;
        return;
    case YAML::NodeType::Scalar: {
        const std::string &tag = node.Tag();
        // "!" marks a quoted scalar in the source: it was text, so it stays quoted.
        if (tag == "!" || tag == "tag:yaml.org,2002:str")
            out << YAML::DoubleQuoted;
        else if (!tag.empty() && tag != "?")
            out << YAML::VerbatimTag(tag);
        out << node.Scalar();
        return;
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        out << YAML::Null;
        return;
    }
}

} // namespace

YamlWriter::YamlWriter()
    : m_emitter(std::make_unique<YAML::Emitter>())
{ }

YamlWriter::~YamlWriter() = default;

void YamlWriter::comment(const QString &text)
{
    *m_emitter << YAML::Comment(text.toStdString());
}

void YamlWriter::beginMap()
{
    *m_emitter << YAML::BeginMap;
}

void YamlWriter::endMap()
{
    *m_emitter << YAML::EndMap;
}

void YamlWriter::beginList()
{
    *m_emitter << YAML::BeginSeq;
}

void YamlWriter::endList()
{
    *m_emitter << YAML::EndSeq;
}

void YamlWriter::key(const QString &name)
{
    *m_emitter << YAML::Key << name.toStdString() << YAML::Value;
}

void YamlWriter::text(const QString &value)
{
    if (needsQuotes(value))
        *m_emitter << YAML::DoubleQuoted;
    *m_emitter << value.toStdString();
}

void YamlWriter::integer(qint64 value)
{
    *m_emitter << static_cast<long long>(value);
}

void YamlWriter::number(double value)
{
    *m_emitter << YamlReader::formatNumber(value).toStdString();
}

void YamlWriter::boolean(bool value)
{
    *m_emitter << value;
}

void YamlWriter::integerList(const QList<qint64> &values)
{
    *m_emitter << YAML::Flow << YAML::BeginSeq;
    for (const qint64 value : values)
        *m_emitter << static_cast<long long>(value);
    *m_emitter << YAML::EndSeq;
}

void YamlWriter::integerList(const QList<int> &values)
{
    *m_emitter << YAML::Flow << YAML::BeginSeq;
    for (const int value : values)
        *m_emitter << value;
    *m_emitter << YAML::EndSeq;
}

void YamlWriter::textList(const QStringList &values)
{
    *m_emitter << YAML::Flow << YAML::BeginSeq;
    for (const QString &value : values)
        text(value);
    *m_emitter << YAML::EndSeq;
}

void YamlWriter::node(const YAML::Node &node)
{
    if (countNodes(node, nodeBudget) > nodeBudget)
        *m_emitter << node;
    else
        emitNode(*m_emitter, node);
}

QByteArray YamlWriter::result(QString *error) const
{
    if (!m_emitter->good()) {
        if (error)
            *error = QString::fromStdString(m_emitter->GetLastError());
        return {};
    }
    QByteArray text(m_emitter->c_str(), qsizetype(m_emitter->size()));
    if (!text.endsWith('\n'))
        text.append('\n');
    return text;
}
