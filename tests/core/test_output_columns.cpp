// The output-column descriptor table (report/OutputColumns): its names are the CSV headers of
// `recommend` and `explain` as recorded before the table existed, ids are unique, units as documented.
#include "report/OutputColumns.h"
#include "report/RecommendationRows.h"

#include <QSet>
#include <QtTest>

class TestOutputColumns : public QObject
{
    Q_OBJECT

private slots:
    void namesAreTodaysCsvHeaders();
    void idsAndNamesAreUnique();
    void failedRow();
};

void TestOutputColumns::namesAreTodaysCsvHeaders()
{
    const QString recommend = QStringLiteral(
        "rank,total_gpus,gpus_per_node,number_of_nodes,batch_size,total_batch,throughput_tokens_per_s,"
        "throughput_source,power_w_per_gpu,cluster_power_w,tokens_per_joule,runtime_score,energy_score,"
        "combined_score,feasible,error,reason,memory_gb_per_gpu,memory_capacity_gb,runtime_s,energy_kwh,"
        "measured_run_count,llm_model,fine_tuning_method,gpu_model,tokens_per_sample,goal,alpha,beta,"
        "predictor,"
        "feasibility_mode");
    QCOMPARE(OutputColumns::names(OutputColumns::recommend()).join(u','), recommend);
    QCOMPARE(RecommendationRows::recommendColumns().join(u','), recommend);
    QCOMPARE(OutputColumns::names(OutputColumns::explain()).join(u','),
        recommend
            + QStringLiteral(",verdict,weights_gb,gradients_gb,optimizer_gb,working_set_gb,activations_gb"));
    QCOMPARE(RecommendationRows::workloadColumns(),
        (QStringList {QStringLiteral("llm_model"), QStringLiteral("fine_tuning_method"),
            QStringLiteral("gpu_model"), QStringLiteral("tokens_per_sample")}));
}

void TestOutputColumns::idsAndNamesAreUnique()
{
    QSet<int> ids;
    QSet<QString> names;
    for (const OutputColumns::Column &c : OutputColumns::explain()) {
        QVERIFY(!ids.contains(int(c.id)));
        QVERIFY(!names.contains(c.name));
        ids.insert(int(c.id));
        names.insert(c.name);
        QVERIFY(c.value != nullptr);
        if (c.name.endsWith(u"_gb"))
            QCOMPARE(c.unit, QStringLiteral("GB"));
    }
    const auto &recommend = OutputColumns::recommend();
    QCOMPARE(recommend.at(OutputColumns::indexOf(recommend, OutputColumns::Id::Throughput)).unit,
        QStringLiteral("tokens/s"));
    QCOMPARE(OutputColumns::indexOf(recommend, OutputColumns::Id::Verdict), -1);
}

void TestOutputColumns::failedRow()
{
    const QVariantList row = RecommendationRows::failedRow(QStringLiteral("bad job"));
    const auto &columns = OutputColumns::recommend();
    QCOMPARE(row.size(), columns.size());
    QCOMPARE(row.at(OutputColumns::indexOf(columns, OutputColumns::Id::Feasible)), QVariant(false));
    QCOMPARE(row.at(OutputColumns::indexOf(columns, OutputColumns::Id::Error)),
        QVariant(QStringLiteral("bad job")));
    QVERIFY(row.at(OutputColumns::indexOf(columns, OutputColumns::Id::Rank)).isNull());
}

QTEST_GUILESS_MAIN(TestOutputColumns)
#include "test_output_columns.moc"
