// libFuzzer target: the workloads CSV (`recommend --input`, the batch window): CsvTable with the
// required columns, then every row through WorkloadRow::parse, the row-to-Workload mapping of the
// one CSV-of-jobs engine (core/pipeline/BatchRecommendation).
#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "io/CsvTable.h"
#include "pipeline/WorkloadRow.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        const CsvTable table = CsvTable::parse(FuzzSupport::bytes(data, size), QStringLiteral("jobs.csv"));
        table.requireColumns(
            {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model")});
        static const Catalog catalog = Catalog::bundled();
        for (int row = 0; row < table.rowCount(); ++row) {
            try {
                (void)WorkloadRow::parse(table, row, catalog, true);
            } catch (const CoastlineError &) { }
            (void)table.cell(row, QStringLiteral("llm_model"));
            for (const char16_t *column : {u"tokens_per_sample", u"batch_size", u"number_of_nodes"}) {
                const QString name = QString::fromUtf16(column);
                if (table.hasColumn(name) && !table.cell(row, name).isEmpty()) {
                    try {
                        (void)table.integer(row, name);
                    } catch (const CoastlineError &) { }
                }
            }
        }
    });
}
