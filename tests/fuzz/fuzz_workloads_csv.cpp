// libFuzzer target: the core part of the workloads CSV (`recommend --input`): CsvTable with the
// required columns and typed cells the batch reader uses. (The row-to-Workload mapping lives in
// app/cli today; it moves to core/pipeline/BatchRecommendation and should be added here then.)
#include "FuzzSupport.h"
#include "io/CsvTable.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return FuzzSupport::run([&] {
        const CsvTable table = CsvTable::parse(FuzzSupport::bytes(data, size), QStringLiteral("jobs.csv"));
        table.requireColumns(
            {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"), QStringLiteral("gpu_model")});
        for (int row = 0; row < table.rowCount(); ++row) {
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
