#include "common/StandardOutput.h"

#include "common/CoastlineError.h"

#include <cerrno>
#include <cstring>

namespace {
[[noreturn]] void fail(int error)
{
    throw StandardOutput::writeError(QString::fromLocal8Bit(std::strerror(error ? error : EIO)));
}
} // namespace

void StandardOutput::write(const QByteArray &data, std::FILE *stream)
{
    errno = 0;
    if (!data.isEmpty()
        && std::fwrite(data.constData(), 1, std::size_t(data.size()), stream) != std::size_t(data.size()))
        fail(errno);
    finish(stream);
}

void StandardOutput::finish(std::FILE *stream)
{
    errno = 0;
    if (std::fflush(stream) != 0 || std::ferror(stream))
        fail(errno);
}

CoastlineError StandardOutput::writeError(const QString &reason)
{
    return CoastlineError(QStringLiteral("cannot write standard output: %1").arg(reason));
}
