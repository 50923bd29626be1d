#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <memory>

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
    /// Writes a node kept from the source document, keeping quoted texts quoted and flow collections
    /// in flow style (comments and anchors are lost).
    void node(const YAML::Node &node);

    /// The document so far; empty text and `error` set when the emitter reported a problem.
    QByteArray result(QString *error = nullptr) const;

private:
    std::unique_ptr<YAML::Emitter> m_emitter;
};
