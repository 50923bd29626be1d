#include "io/YamlReader.h"

#include "common/CoastlineError.h"
#include "common/TerminalText.h"

#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <cmath>
#include <yaml-cpp/yaml.h>

YamlReader::YamlReader(const QString &fileName, QStringList *warnings)
    : m_fileName(fileName)
    , m_warnings(warnings)
{ }

int YamlReader::lineOf(const YAML::Node &node)
{
    if (!node.IsDefined() || node.Mark().is_null())
        return 0;
    return node.Mark().line + 1;
}

int YamlReader::lineOf(const YamlField &field)
{
    // yaml-cpp places a null value at the next token, which may be lines further down.
    if (isNull(field))
        return field.keyLine;
    const int line = lineOf(field.value);
    return line > 0 ? line : field.keyLine;
}

void YamlReader::fail(int line, const QString &key, const QString &problem) const
{
    fail(line, key, ErrorMessage::text(problem));
}

void YamlReader::fail(const YamlField &field, const QString &problem) const
{
    fail(lineOf(field), field.key, problem);
}

void YamlReader::fail(int line, const QString &key, const ErrorMessage &problem) const
{
    QString message = line > 0 ? QStringLiteral("%1:%2: ").arg(m_fileName, QString::number(line))
                               : QStringLiteral("%1: ").arg(m_fileName);
    if (!key.isEmpty())
        message += key + QStringLiteral(": ");
    throw CoastlineError(problem.located(message));
}

void YamlReader::fail(const YamlField &field, const ErrorMessage &problem) const
{
    fail(lineOf(field), field.key, problem);
}

void YamlReader::warn(int line, const QString &text) const
{
    if (!m_warnings)
        return;
    m_warnings->append(TerminalText::escaped(line > 0
            ? QStringLiteral("%1:%2: %3").arg(m_fileName, QString::number(line), text)
            : QStringLiteral("%1: %2").arg(m_fileName, text)));
}

void YamlReader::warnRepeated(const QString &kind, int line, const QString &text) const
{
    if (!m_warnings)
        return;
    Repeated &repeated = m_repeated[kind];
    if (++repeated.count <= kRepeatedShown) {
        warn(line, text);
        return;
    }
    const QString summary = TerminalText::escaped(QStringLiteral("%1: … and %2 more %3")
                                                      .arg(m_fileName)
                                                      .arg(repeated.count - kRepeatedShown)
                                                      .arg(kind));
    if (repeated.summaryIndex < 0 || repeated.summaryIndex >= m_warnings->size()) {
        repeated.summaryIndex = m_warnings->size();
        m_warnings->append(summary);
    } else {
        (*m_warnings)[repeated.summaryIndex] = summary;
    }
}

bool YamlReader::isNull(const YamlField &field)
{
    return !field.value.IsDefined() || field.value.IsNull();
}

QString YamlReader::describe(const YAML::Node &node)
{
    if (!node.IsDefined() || node.IsNull())
        return QStringLiteral("nothing");
    if (node.IsSequence())
        return QStringLiteral("a list");
    if (node.IsMap())
        return QStringLiteral("a mapping");
    QString text = QString::fromStdString(node.Scalar()).simplified();
    if (text.size() > 60) // a whole non-YAML file can arrive as one scalar: quote only its start
        text = text.left(57) + QStringLiteral("...");
    return QStringLiteral("'%1'").arg(text);
}

void YamlReader::requireMap(const YamlField &field) const
{
    if (isNull(field) || field.value.IsMap())
        return;
    fail(
        field, QStringLiteral("expected a section of 'key: value' lines, got %1").arg(describe(field.value)));
}

QString YamlReader::scalar(const YamlField &field, const QString &expected) const
{
    if (!field.value.IsScalar())
        fail(field, QStringLiteral("expected %1, got %2").arg(expected, describe(field.value)));
    return QString::fromStdString(field.value.Scalar()).trimmed();
}

QString YamlReader::text(const YamlField &field, bool allowEmpty) const
{
    if (isNull(field)) {
        if (allowEmpty)
            return {};
        fail(field, ErrorMessage(ErrorCode::ValueEmpty));
    }
    const QString value = scalar(field, QStringLiteral("a single text value"));
    if (value.isEmpty() && !allowEmpty)
        fail(field, ErrorMessage(ErrorCode::ValueEmpty));
    return value;
}

qint64 YamlReader::integer(const YamlField &field, qint64 minimum, qint64 maximum) const
{
    const QString raw = scalar(field, QStringLiteral("a whole number"));
    const std::optional<double> value = parseNumber(raw);
    if (!value || std::isnan(*value) || (std::isfinite(*value) && *value != std::floor(*value)))
        fail(field, ErrorMessage(ErrorCode::ExpectedWholeNumber).arg(raw));
    if (*value < double(minimum))
        fail(field, ErrorMessage(ErrorCode::BelowMinimum).arg(minimum).arg(raw));
    if (*value > double(maximum))
        fail(field, ErrorMessage(ErrorCode::AboveMaximum).arg(raw).arg(maximum));
    return qint64(*value);
}

double YamlReader::number(const YamlField &field) const
{
    const QString raw = scalar(field, QStringLiteral("a number"));
    const std::optional<double> value = parseNumber(raw);
    if (!value)
        fail(field, ErrorMessage(ErrorCode::ExpectedNumber).arg(raw));
    return *value;
}

double YamlReader::finiteNumber(const YamlField &field, double minimum, bool exclusive) const
{
    const double value = number(field);
    if (!std::isfinite(value) || value < minimum || (exclusive && value == minimum))
        fail(field,
            QStringLiteral("must be a finite number %1 %2, got %3")
                .arg(exclusive ? QStringLiteral(">") : QStringLiteral(">="), formatNumber(minimum),
                    QString::fromStdString(field.value.Scalar()).trimmed()));
    return value;
}

bool YamlReader::boolean(const YamlField &field) const
{
    const QString raw = scalar(field, QStringLiteral("true or false"));
    const std::optional<bool> value = parseBoolean(raw);
    if (!value)
        fail(field, ErrorMessage(ErrorCode::ExpectedBoolean).arg(raw));
    return *value;
}

QList<qint64> YamlReader::integerList(
    const YamlField &field, qint64 minimum, qint64 maximum, int maxValues) const
{
    if (!field.value.IsSequence())
        fail(field,
            QStringLiteral("expected a list of whole numbers such as [1, 2, 4], got %1")
                .arg(describe(field.value)));
    if (field.value.size() == 0)
        fail(field, ErrorMessage(ErrorCode::ListEmpty));
    requireListSize(field, maxValues);
    QList<qint64> values;
    QSet<qint64> seen;
    for (const YAML::Node &element : field.value) {
        const YamlField item {element, field.key, lineOf(field)};
        const qint64 value = integer(item, minimum, maximum);
        if (seen.contains(value)) {
            warnRepeated(QStringLiteral("duplicate values"), lineOf(item),
                QStringLiteral("%1: duplicate value %2 ignored").arg(field.key, QString::number(value)));
            continue;
        }
        seen.insert(value);
        values.append(value);
    }
    return values;
}

QStringList YamlReader::textList(const YamlField &field, bool allowEmpty) const
{
    if (!field.value.IsSequence())
        fail(field, QStringLiteral("expected a list of names, got %1").arg(describe(field.value)));
    if (field.value.size() == 0 && !allowEmpty)
        fail(field, ErrorMessage(ErrorCode::ListEmpty));
    requireListSize(field, InputLimits::listValues);
    QStringList values;
    QSet<QString> seen;
    for (const YAML::Node &element : field.value) {
        const YamlField item {element, field.key, lineOf(field)};
        const QString value = text(item);
        if (seen.contains(value)) {
            warnRepeated(QStringLiteral("duplicate values"), lineOf(item),
                QStringLiteral("%1: duplicate value '%2' ignored").arg(field.key, value));
            continue;
        }
        seen.insert(value);
        values.append(value);
    }
    return values;
}

void YamlReader::requireListSize(const YamlField &field, int maxValues) const
{
    if (field.value.size() > std::size_t(maxValues))
        fail(field,
            QStringLiteral("the list has %1 values; at most %2 are allowed")
                .arg(field.value.size())
                .arg(maxValues));
}

std::optional<double> YamlReader::parseNumber(const QString &text)
{
    const QString t = text.trimmed();
    const QString lower = t.toLower();
    if (lower == u".inf" || lower == u"+.inf")
        return std::numeric_limits<double>::infinity();
    if (lower == u"-.inf")
        return -std::numeric_limits<double>::infinity();
    if (lower == u".nan")
        return std::numeric_limits<double>::quiet_NaN();
    static const QRegularExpression pattern(
        QStringLiteral(R"(^[+-]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9]+)?$)"));
    if (!pattern.match(t).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double value = QString(t).remove(u'_').toDouble(&ok);
    if (!ok) {
        // Out of double range ("1e999"): keep the sign, so range checks report it as too large.
        return t.startsWith(u'-') ? -std::numeric_limits<double>::infinity()
                                  : std::numeric_limits<double>::infinity();
    }
    return value;
}

std::optional<bool> YamlReader::parseBoolean(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"true" || t == u"yes" || t == u"on" || t == u"1")
        return true;
    if (t == u"false" || t == u"no" || t == u"off" || t == u"0")
        return false;
    return std::nullopt;
}

QString YamlReader::formatNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral(".nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral(".inf") : QStringLiteral("-.inf");
    QString text = QString::number(value, 'g', QLocale::FloatingPointShortest);
    // PyYAML (YAML 1.1) reads "8e+09" as text; "8.0e+09" is a float everywhere.
    const qsizetype e = text.indexOf(u'e');
    if (e >= 0 && !text.left(e).contains(u'.'))
        text.insert(e, QStringLiteral(".0"));
    return text;
}
