#pragma once

#include "common/TerminalText.h"

#include <QString>
#include <stdexcept>

/// The one exception type of the core library: bad input (unknown name, malformed file, impossible
/// value) or a job that cannot run (no feasible configuration). The message is complete and
/// user-facing: it names the file, line and key (files) or the flag/field (arguments), and for
/// unknown LLM/GPU names the closest catalog names. Front ends print it after "error: ".
/// It never crosses a Qt event loop: the pipeline catches it in its worker and reports it as a signal.
/// Control characters (ESC, NUL, U+202E, ...) echoed from input are escaped in the stored message
/// (TerminalText::escaped), so printing it cannot drive the terminal.
class CoastlineError : public std::runtime_error
{
public:
    /// Kind of failure, mapped to `coastline-cli` exit codes (cli.md): BadInput → 2, NoResult → 1.
    enum class Kind { BadInput, NoResult };

    explicit CoastlineError(const QString &message, Kind kind = Kind::BadInput)
        : CoastlineError(TerminalText::escaped(message), kind, 0)
    { }

    QString message() const { return m_message; }
    Kind kind() const { return m_kind; }

private:
    CoastlineError(const QString &escapedMessage, Kind kind, int)
        : std::runtime_error(escapedMessage.toStdString())
        , m_message(escapedMessage)
        , m_kind(kind)
    { }

    QString m_message;
    Kind m_kind;
};
