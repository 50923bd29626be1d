#pragma once

#include <QString>
#include <stdexcept>

/// The one exception type of the core library: bad input (unknown name, malformed file, impossible
/// value) or a job that cannot run (no feasible configuration). The message is complete and
/// user-facing: it names the file, line and key (files) or the flag/field (arguments), and for
/// unknown LLM/GPU names the closest catalog names. Front ends print it after "error: ".
/// It never crosses a Qt event loop: the pipeline catches it in its worker and reports it as a signal.
class CoastlineError : public std::runtime_error
{
public:
    /// Kind of failure, mapped to `coastline-cli` exit codes (cli.md): BadInput → 2, NoResult → 1.
    enum class Kind { BadInput, NoResult };

    explicit CoastlineError(const QString &message, Kind kind = Kind::BadInput)
        : std::runtime_error(message.toStdString())
        , m_message(message)
        , m_kind(kind)
    { }

    QString message() const { return m_message; }
    Kind kind() const { return m_kind; }

private:
    QString m_message;
    Kind m_kind;
};
