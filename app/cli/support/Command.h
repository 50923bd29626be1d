#pragma once

#include <QString>
#include <QStringList>

namespace cli {

class Console;

/// One coastline-cli verb (cli.md): `coastline-cli <name> [arguments]`.
///
/// Adding a verb: subclass Command in app/cli/verbs/FooCommand.{h,cpp}, build the verb's parser in
/// execute() with CommandLine (add the option groups it takes, then parse()), throw CoastlineError for
/// bad input, and add the command to CommandDispatcher::commands().
class Command
{
public:
    virtual ~Command() = default;

    /// The verb, e.g. "recommend".
    virtual QString name() const = 0;
    /// One line for the top-level --help.
    virtual QString summary() const = 0;

    /// Runs the verb with `arguments` (without the program and verb names), writing results and
    /// --help to `console`'s output and `error:`/`warning:` lines to its error stream. Returns the exit
    /// code (ExitCode): a CoastlineError becomes one `error:` line and exit 2 (bad input) or 1 (no
    /// result); any other exception an "internal error" line and exit 1.
    int run(const QStringList &arguments, const Console &console) const;

    /// Prints the exception being handled as one `error:` line and returns its exit code (as run()).
    static int reportCurrentException(const Console &console);

protected:
    /// The verb's body: may throw CoastlineError.
    virtual int execute(const QStringList &arguments, const Console &console) const = 0;
};

} // namespace cli
