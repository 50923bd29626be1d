// The output-column descriptor table (report/OutputColumns): its names are the CSV headers of
// `recommend` and `explain` as recorded before the table existed, ids are unique, units as documented;
// likewise the `simulate` result columns and the brief `--format table` selections.
#include "pipeline/BatchRecommendation.h"
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
    void simulateColumns();
    void briefColumns();
};

void TestOutputColumns::namesAreTodaysCsvHeaders()
{
    const QString recommend = QStringLiteral(
        "rank,total_gpus,gpus_per_node,number_of_nodes,batch_size,total_batch,throughput_tokens_per_s,"
        "throughput_source,power_w_per_gpu,cluster_power_w,tokens_per_joule,runtime_score,energy_score,"
        "combined_score,feasible,memory_verdict,error,reason,memory_gb_per_gpu,memory_capacity_gb,runtime_s,"
        "energy_kwh,"
        "measured_run_count,llm_model,fine_tuning_method,gpu_model,tokens_per_sample,goal,alpha,beta,"
        "predictor,"
        "feasibility_mode,tie_rank,dominated,plausible,plausibility_note,mfu_percent,throughput_uncertainty_"
        "percent,in_domain,step_time_s,compute_s,recompute_s,exposed_comm_s,hidden_comm_s,optimizer_s,fixed_"
        "s,bound,hfu_"
        "percent,inter_node_gbps,intra_node_bus_GBps,gpu_hours,cost,currency");
    // issue 34: the node-power columns follow currency, and show only when node power is in play;
    // issue 35: the parallel-layout columns are appended to recommend, explain and simulate
    const QString nodePower = QStringLiteral(",node_power_w_per_gpu,energy_power");
    const QString layout = QStringLiteral(",tp,pp,cp,dp,ep,bubble_s,peak_stage");
    // vp (virtual pipeline stages) follows cp, shown only when the search tried layouts
    const QString allLayout = QStringLiteral(",tp,pp,cp,vp,dp,ep,bubble_s,peak_stage");
    // the 80 % interval (PredictionInterval) and the uncalibrated throughput close every row
    const QString interval
        = QStringLiteral(",throughput_p10_tokens_per_s,throughput_p90_tokens_per_s,runtime_p90_s,"
                         "cost_p90,uncalibrated_throughput_tokens_per_s");
    QCOMPARE(OutputColumns::names(OutputColumns::recommend()).join(u','),
        recommend + nodePower + allLayout + interval);
    QCOMPARE(RecommendationRows::recommendColumns(false, true).join(u','), recommend + allLayout + interval);
    QCOMPARE(RecommendationRows::recommendColumns().join(u','), recommend + layout + interval);
    QCOMPARE(
        RecommendationRows::recommendColumns(true).join(u','), recommend + nodePower + layout + interval);
    QCOMPARE(RecommendationRows::explainColumns().join(u',').section(u',', 0, 52), recommend);
    QCOMPARE(OutputColumns::names(OutputColumns::explain()).join(u','),
        recommend + nodePower
            + QStringLiteral(",verdict,weights_gb,gradients_gb,optimizer_gb,working_set_gb,activations_gb,"
                             "optimizer_step_gb,peak_allocated_gb,logits_gb,frozen_gradients_gb,dequant_gb,"
                             "allocator_gb,context_gb,max_per_device_batch,max_tokens_per_sample,"
                             "max_per_device_batch_tight,max_tokens_per_sample_tight,fix")
            + allLayout + interval);
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

void TestOutputColumns::simulateColumns()
{
    // The `simulate` result columns as recorded before their table existed (cli.md "simulate").
    QCOMPARE(OutputColumns::names(OutputColumns::simulate()).join(u','),
        QStringLiteral(
            "total_gpus,throughput_tokens_per_s,power_w_per_gpu,cluster_power_w,feasible,memory_"
            "verdict,reason,"
            "memory_gb_per_gpu,error,memory_capacity_gb,weights_gb,gradients_gb,optimizer_gb,"
            "working_set_gb,activations_gb,optimizer_step_gb,"
            "plausible,plausibility_note,mfu_percent,throughput_uncertainty_percent,in_domain,"
            "step_time_s,compute_s,recompute_s,exposed_comm_s,hidden_comm_s,optimizer_s,fixed_s,bound,hfu_"
            "percent,inter_node_gbps,intra_node_bus_GBps,"
            // issue 22, appended: scripts depend on the order above
            "peak_allocated_gb,logits_gb,frozen_gradients_gb,dequant_gb,allocator_gb,context_gb,"
            "max_per_device_batch,max_tokens_per_sample,fix,"
            // issue 37, appended
            "max_per_device_batch_tight,max_tokens_per_sample_tight,"
            // issue 34, appended (shown when node power is in play)
            "node_power_w_per_gpu,energy_power,"
            // issue 35
            "tp,pp,cp,vp,dp,ep,bubble_s,peak_stage")); // vp only with a layout
    QCOMPARE(OutputColumns::simulate()
                 .at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::ClusterPower))
                 .unit,
        QStringLiteral("W"));
    const QVariantList failed
        = OutputColumns::failedRow(OutputColumns::simulate(), QStringLiteral("bad case"));
    QCOMPARE(failed.size(), OutputColumns::simulate().size());
    QCOMPARE(failed.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::Feasible)),
        QVariant(false));
    QCOMPARE(failed.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::PredictionError)),
        QVariant(QStringLiteral("bad case")));
    QVERIFY(failed.last().isNull()); // the breakdown of a case that could not be simulated
    QVERIFY(failed.first().isNull());

    EvaluatedCandidate c;
    c.candidate = {8, 8, 1, 4};
    c.verdict.feasible = true;
    Prediction p;
    p.throughputTokensPerSecond = 1000.0;
    p.powerWattsPerGpu = 250.0;
    c.prediction = p;
    const QVariantList row = OutputColumns::candidateRow(OutputColumns::simulate(), c);
    QCOMPARE(
        row.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::TotalGpus)).toLongLong(),
        8);
    QCOMPARE(
        row.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::ClusterPower)).toDouble(),
        2000.0);
    QVERIFY(row.at(OutputColumns::indexOf(OutputColumns::simulate(), OutputColumns::Id::PredictionError))
                .isNull());
}

void TestOutputColumns::briefColumns()
{
    // The columns `recommend --format table` showed when RecommendCommand spelled them out (cli.md).
    using namespace OutputColumns;
    const QString job = QStringLiteral("rank,total_gpus,gpus_per_node,number_of_nodes,batch_size,total_batch,"
                                       "throughput_tokens_per_s,throughput_source,power_w_per_gpu,"
                                       "cluster_power_w,tokens_per_joule,combined_score,memory_verdict,"
                                       "memory_gb_per_gpu");
    // The 80 % interval closes the table: p10/p90, with a job size the runtime's p90, with a price the
    // cost's.
    const QString interval = QStringLiteral(",throughput_p10_tokens_per_s,throughput_p90_tokens_per_s");
    QCOMPARE(names(recommend(), BriefJob).join(u','), job + interval);
    // With a job size also GPU-hours (issue 24), and with a price the cost.
    QCOMPARE(names(recommend(), BriefJob | BriefJobWithJobSize).join(u','),
        job + QStringLiteral(",runtime_s,energy_kwh,gpu_hours") + interval
            + QStringLiteral(",runtime_p90_s"));
    QCOMPARE(names(recommend(), BriefJob | BriefJobWithJobSize | BriefJobWithPrice).join(u','),
        job + QStringLiteral(",runtime_s,energy_kwh,gpu_hours,cost") + interval
            + QStringLiteral(",runtime_p90_s,cost_p90"));
    QCOMPARE(names(recommend(), BriefBatch).join(u','),
        QStringLiteral("total_gpus,gpus_per_node,number_of_nodes,batch_size,throughput_tokens_per_s,"
                       "throughput_source,cluster_power_w,error"));
    QCOMPARE(BatchRecommendation::briefResultColumns().join(u','),
        QStringLiteral("total_gpus,recommended_gpus_per_node,recommended_number_of_nodes,"
                       "recommended_batch_size,throughput_tokens_per_s,throughput_source,cluster_power_w,"
                       "error"));
    QVERIFY(names(explain(), NotBrief).isEmpty());
    // one descriptor per id: simulate's step-time column is the recommend one
    QCOMPARE(simulate().at(indexOf(simulate(), Id::StepTime)).name, column(Id::StepTime).name);
    QCOMPARE(column(Id::PredictionError).name, QStringLiteral("error"));
}

QTEST_GUILESS_MAIN(TestOutputColumns)
#include "test_output_columns.moc"
