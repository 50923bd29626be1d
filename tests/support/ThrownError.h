#pragma once

#include "common/CoastlineError.h"

#include <QString>

/// The CoastlineError that `f` throws; a CoastlineError "nothing thrown" when it throws none, so that a
/// test comparing its message fails.
template<typename F> CoastlineError thrownError(F f)
{
    try {
        f();
    } catch (const CoastlineError &e) {
        return e;
    }
    return CoastlineError(QStringLiteral("nothing thrown"));
}

/// The message (English text) of the CoastlineError that `f` throws; empty when it throws none, so that a
/// test comparing it with the expected message fails.
template<typename F> QString errorOf(F f)
{
    try {
        f();
    } catch (const CoastlineError &e) {
        return e.message();
    }
    return {};
}
