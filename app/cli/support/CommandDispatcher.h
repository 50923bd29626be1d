#pragma once

#include <QStringList>
#include <memory>
#include <vector>

namespace cli {

class Command;
class Console;

/// coastline-cli's top level (cli.md): picks the verb named by the first argument and runs it;
/// answers --help, --version and an unknown or missing verb itself.
class CommandDispatcher
{
public:
    /// Every verb, in the order of the top-level --help.
    static const std::vector<std::unique_ptr<Command>> &commands();
    /// The verb named `name`, or nullptr.
    static const Command *find(const QString &name);

    /// Runs `arguments` (without the program name) as `coastline-cli` does, writing to `console`.
    /// Returns the exit code (ExitCode); never throws.
    static int run(const QStringList &arguments, const Console &console);

    /// The top-level --help text.
    static QString usage();

private:
    /// run() without its guard against a failed write of --help / --version.
    static int dispatch(const QStringList &arguments, const Console &console);
};

} // namespace cli
