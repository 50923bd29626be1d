#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <memory>
#include <optional>

namespace YAML {
class Emitter;
class Node;
} // namespace YAML

/// Writes configuration YAML with yaml-cpp's emitter, in block style with flow-style number lists.
/// Texts that would read back as something else (a number, a boolean, null) are quoted; numbers are
/// written in their shortest round-trip form. Internal to core: include from core's .cpp files only.
class YamlWriter
{
public:
    YamlWriter();
    ~YamlWriter();
    YamlWriter(const YamlWriter &) = delete;
    YamlWriter &operator=(const YamlWriter &) = delete;

    void comment(const QString &text);
    void beginMap();
    void endMap();
    void beginList();
    void endList();
    void key(const QString &name);

    void text(const QString &value);
    void integer(qint64 value);
    void number(double value);
    void boolean(bool value);
    void integerList(const QList<qint64> &values);
    void integerList(const QList<int> &values);
    void textList(const QStringList &values);
    /// `key: value` in one call (text quoted as text() does, lists in flow style): the writers of
    /// configuration sections are lists of these.
    void field(const QString &key, const QString &value);
    void field(const QString &key, int value);
    void field(const QString &key, qint64 value);
    void field(const QString &key, double value);
    void field(const QString &key, bool value);
    void field(const QString &key, const QStringList &values);
    /// field(key, *value) when `value` is set; nothing otherwise.
    template<typename T> void optionalField(const QString &key, const std::optional<T> &value)
    {
        if (value)
            field(key, *value);
    }

    /// Writes a node kept from the source document, keeping quoted texts quoted and flow collections
    /// in flow style (comments and anchors are lost).
    void node(const YAML::Node &node);

    /// The document so far; empty text and `error` set when the emitter reported a problem.
    QByteArray result(QString *error = nullptr) const;

private:
    std::unique_ptr<YAML::Emitter> m_emitter;
};
