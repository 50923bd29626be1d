#pragma once

#include <QString>
#include <QStringList>

namespace cli {

class CommandLine;
class Console;

/// One coastline-cli verb (cli.md): `coastline-cli <name> [arguments]`.
///
/// Adding a verb: subclass Command in app/cli/verbs/FooCommand.{h,cpp} (both listed in
/// app/cli/CMakeLists.txt) with its name(), summary() and description(); declare its options in
/// addOptions() (its own and the CommandLine option groups it takes, in --help order) and write its body
/// in execute(), throwing CoastlineError for bad input; add the command to CommandDispatcher::commands().
/// run() does the rest: the parser, --help, the refusal of positional arguments the verb does not
/// declare, and the exit code of an error.
class Command
{
public:
    virtual ~Command() = default;

    /// The verb, e.g. "recommend".
    virtual QString name() const = 0;
    /// One line for the top-level --help.
    virtual QString summary() const = 0;

    /// Runs the verb with `arguments` (without the program and verb names): builds its CommandLine
    /// (name(), description(), addOptions()) and parses `arguments`; --help is written to `console`'s
    /// output (exit 0), otherwise execute() runs, writing results to `console`'s output and
    /// `error:`/`warning:` lines to its error stream. Returns the exit code (ExitCode): a CoastlineError
    /// becomes one `error:` line and exit 2 (bad input) or 1 (no result); any other exception an
    /// "internal error" line and exit 1.
    int run(const QStringList &arguments, const Console &console) const;

    /// Prints the exception being handled as one `error:` line and returns its exit code (as run()).
    static int reportCurrentException(const Console &console);

protected:
    /// The text of the verb's --help under the usage line: what it does, at length.
    virtual QString description() const = 0;
    /// Adds the verb's options to `cl`, in --help order: its own (cl.parser()) and the shared groups it
    /// takes (CommandLine::addOutputOptions() and the like).
    virtual void addOptions(CommandLine &cl) const = 0;
    /// The verb's body, once `cl` has parsed the arguments (not for --help); `cl.console()` is where it
    /// writes. Returns the exit code; may throw CoastlineError.
    virtual int execute(const CommandLine &cl) const = 0;
};

} // namespace cli
