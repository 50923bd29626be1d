#pragma once

#include "common/CoastlineError.h"

#include <QByteArray>
#include <QCoreApplication>
#include <cstddef>
#include <cstdint>

/// Shared by the libFuzzer targets: one QCoreApplication (for the embedded resources and Qt's
/// machinery) and the rule of every target: a CoastlineError is a normal answer to bad input, any
/// other exception, crash, hang or sanitizer report is a finding.
namespace FuzzSupport {

inline void ensureApplication()
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// Runs `body`; swallows CoastlineError (a reported input error), lets everything else escape.
template<typename Body> int run(Body body)
{
    ensureApplication();
    try {
        body();
    } catch (const CoastlineError &) { }
    return 0;
}

} // namespace FuzzSupport
