#include "support/Command.h"

#include "common/CoastlineError.h"
#include "support/CommandLine.h"
#include "support/Console.h"
#include "support/ExitCode.h"

#include <exception>

namespace cli {

int Command::run(const QStringList &arguments, const Console &console) const
{
    try {
        CommandLine cl(name(), description(), console);
        addOptions(cl);
        if (const auto exit = cl.parse(arguments))
            return *exit; // --help
        return execute(cl);
    } catch (...) {
        return reportCurrentException(console);
    }
}

int Command::reportCurrentException(const Console &console)
{
    try {
        throw;
    } catch (const CoastlineError &e) {
        console.error(e.translatedMessage()); // English: the CLI installs no translator
        return e.kind() == CoastlineError::Kind::NoResult ? ExitNoResult : ExitBadInput;
    } catch (const std::exception &e) {
        console.error(QStringLiteral("internal error: %1").arg(QString::fromLocal8Bit(e.what())));
        return ExitNoResult;
    } catch (...) {
        console.error(QStringLiteral("internal error"));
        return ExitNoResult;
    }
}

} // namespace cli
