#pragma once

#include "common/AtomicFile.h"

#include <QString>
#include <memory>

namespace cli {

class Console;

/// Output written in pieces (a long batch's CSV), to --output or the console's output. A file is
/// written through AtomicFile: it appears only on commit(), so a run that fails or is interrupted leaves
/// no partial file (and any existing file untouched). A device (e.g. /dev/null) is written directly.
/// The target is opened on the first write().
class OutputStream
{
public:
    /// Writes to `path`, or to `console`'s output when `path` is empty; `console` must outlive this.
    OutputStream(const QString &path, const Console &console);
    /// Discards an uncommitted file.
    ~OutputStream();

    /// Appends `text` (UTF-8). Throws CoastlineError "<path>: cannot write: <reason>".
    void write(const QString &text);
    /// Appends `data`, already UTF-8. Throws like write(const QString &).
    void write(const QByteArray &data);
    /// Finishes the output (renames the temporary file over --output). Throws like write().
    void commit();

private:
    [[noreturn]] void fail(const QString &reason);

    QString m_path;
    const Console &m_console;
    std::unique_ptr<AtomicFile> m_file; ///< opened on the first write()
};

} // namespace cli
