// libFuzzer target: the job-trace reader (core/trace/JobTrace: upstream's dotted columns, submission
// times in ISO 8601 or seconds) and trace-to-runs (TraceToRuns) on the same bytes.
#include "FuzzSupport.h"
#include "io/CsvTable.h"
#include "trace/JobTrace.h"
#include "trace/TraceToRuns.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        const CsvTable table = CsvTable::parse(FuzzSupport::bytes(data, size), QStringLiteral("trace.csv"));
        try {
            (void)TraceToRuns::convert(table);
        } catch (const CoastlineError &) { }
        (void)JobTrace::fromTable(table);
    });
}
