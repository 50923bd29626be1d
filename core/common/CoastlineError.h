#pragma once

#include "common/ErrorMessage.h"
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
/// The common errors carry an ErrorCode and its arguments (error()): message() is their English text,
/// translatedMessage() the text in the interface language, which the GUI shows.
class CoastlineError : public std::runtime_error
{
public:
    /// Kind of failure, mapped to `coastline-cli` exit codes (cli.md): BadInput → 2, NoResult → 1.
    enum class Kind { BadInput, NoResult };

    explicit CoastlineError(const QString &message, Kind kind = Kind::BadInput)
        : CoastlineError(ErrorMessage::text(message), kind)
    { }
    /// An error with a code: its English text is the message.
    explicit CoastlineError(const ErrorMessage &error, Kind kind = Kind::BadInput)
        : CoastlineError(error, TerminalText::escaped(error.english()), kind)
    { }

    /// The English text (escaped): what the CLI, logs and outputs print.
    QString message() const { return m_message; }
    /// The text in the interface language (escaped): the translation of the error's code when one is
    /// installed, else message().
    QString translatedMessage() const { return TerminalText::escaped(m_error.translated()); }
    /// The code and arguments.
    const ErrorMessage &error() const { return m_error; }
    Kind kind() const { return m_kind; }

private:
    CoastlineError(const ErrorMessage &error, const QString &escapedMessage, Kind kind)
        : std::runtime_error(escapedMessage.toStdString())
        , m_error(error)
        , m_message(escapedMessage)
        , m_kind(kind)
    { }

    ErrorMessage m_error;
    QString m_message;
    Kind m_kind;
};
