#pragma once

#include <QString>

class QIODevice;

namespace cli {

/// Where a command writes: an output stream (results, --help) and an error stream (`error:` and
/// `warning:` lines). Text is written as UTF-8 and flushed at once, so stdout and stderr interleave as
/// they are written. The process uses standard() (stdout, stderr through StandardOutput, so a failed
/// write — `> /dev/full`, a closed stdout — is an error, not a silent success); tests pass QBuffers.
class Console
{
public:
    /// Writes to `out` and `err`, which must be open for writing and outlive the console.
    Console(QIODevice &out, QIODevice &err);

    /// The process's stdout and stderr.
    static const Console &standard();

    /// Writes `text` as is to the output stream. Throws CoastlineError "cannot write standard output:
    /// <reason>" when the write fails (commands report it as `error:` and exit 2).
    void out(const QString &text) const;
    /// out() for bytes already encoded as UTF-8.
    void out(const QByteArray &data) const;
    /// Writes `text` as is to the error stream (failures there cannot be reported and are ignored).
    void err(const QString &text) const;
    /// err() for bytes already encoded as UTF-8 (nothing is written for none).
    void err(const QByteArray &data) const;
    /// "error: <message>" on one line of the error stream (line breaks in `message` become spaces).
    void error(const QString &message) const;
    /// "warning: <message>" on one line of the error stream, control characters escaped.
    void warning(const QString &message) const;
    /// The line warning() writes: "warning: <message>\n", on one line, control characters escaped.
    static QString warningLine(const QString &message);
    /// True when the error stream is a terminal (progress lines are shown there by default).
    bool errorIsTerminal() const;

private:
    Console() = default; ///< stdout and stderr through stdio (standard())

    QIODevice *m_out = nullptr; ///< null: stdout
    QIODevice *m_err = nullptr; ///< null: stderr
};

} // namespace cli
