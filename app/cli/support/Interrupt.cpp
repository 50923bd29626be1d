#include "support/Interrupt.h"

#include <atomic>
#include <csignal>

namespace cli {

namespace {

std::atomic_bool interrupted {false};
static_assert(std::atomic_bool::is_always_lock_free, "the SIGINT handler needs a lock-free flag");

void onSigint(int)
{
    interrupted.store(true);
}

} // namespace

Interrupt::Scope::Scope()
{
    m_previous = std::signal(SIGINT, onSigint);
}

Interrupt::Scope::~Scope()
{
    std::signal(SIGINT, m_previous == SIG_ERR ? SIG_DFL : m_previous);
    interrupted.store(false);
}

bool Interrupt::requested()
{
    return interrupted.load();
}

void Interrupt::request()
{
    interrupted.store(true);
}

} // namespace cli
