#pragma once

namespace cli {

/// Ctrl-C for long commands: while a Interrupt::Scope is alive, SIGINT only sets a flag (an atomic the
/// engine polls between jobs) instead of killing the process, so the command can stop cleanly (no
/// partial --output file). Outside a scope SIGINT has its default action.
class Interrupt
{
public:
    /// Installs the SIGINT handler; the destructor restores the previous handler and clears the flag
    /// (a request() made before the scope opens is honoured by it).
    class Scope
    {
    public:
        Scope();
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        void (*m_previous)(int) = nullptr;
    };

    /// True once SIGINT arrived in the current scope or request() was called since the last scope closed.
    /// Thread-safe.
    static bool requested();
    /// Sets the flag as SIGINT does (tests; async-signal-safe).
    static void request();
};

} // namespace cli
