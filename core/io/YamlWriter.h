#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <memory>
#include <optional>
#include <type_traits>

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
    /// `key: value` in one call: a QString as text(), a bool as boolean(), another whole number as
    /// integer(), a floating-point number as number(), a QStringList as textList(). The writers of
    /// configuration sections are lists of these.
    template<typename T> void field(const QString &key, const T &value)
    {
        this->key(key);
        if constexpr (std::is_same_v<T, bool>)
            boolean(value);
        else if constexpr (std::is_integral_v<T>)
            integer(value);
        else if constexpr (std::is_floating_point_v<T>)
            number(value);
        else if constexpr (std::is_same_v<T, QStringList>)
            textList(value);
        else
            text(value);
    }
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
