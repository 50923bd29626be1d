#include "search/SearchSpace.h"

#include <QtTest>

// Candidate generation: seed "Grid" and "Min-GPU"; spec decision 1; upstream-behaviour.md §3.1, §3.2,
// §7.1 (newer, seed-consistent behaviour) and §10 cases 1–13.

namespace {

Infrastructure infrastructure(int totalGpus, int maxNodes, int maxGpusPerNode)
{
    Infrastructure infra;
    infra.totalGpus = totalGpus;
    infra.maxNodes = maxNodes;
    infra.maxGpusPerNode = maxGpusPerNode;
    return infra;
}

/// "total:perNode x nodes @ batch", e.g. "16:8x2@4", so expected lists read like the spec.
QStringList describe(const QList<Candidate> &candidates)
{
    QStringList out;
    for (const Candidate &c : candidates) {
        QString text = QStringLiteral("%1:%2x%3@%4")
                           .arg(c.totalGpus)
                           .arg(c.gpusPerNode)
                           .arg(c.numberOfNodes)
                           .arg(c.batchSize);
        if (c.gpusPerNode * c.numberOfNodes != c.totalGpus)
            text += QStringLiteral(" (layout does not use exactly its GPUs)");
        out.append(text);
    }
    return out;
}

QStringList strings(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out.append(QString::fromLatin1(item));
    return out;
}

} // namespace

Q_DECLARE_METATYPE(Infrastructure)

class TestSearchSpace : public QObject
{
    Q_OBJECT
private slots:
    void powersOfTwo_data();
    void powersOfTwo();
    void layoutFor_data();
    void layoutFor();
    void grid_data();
    void grid();
    void minGpuCandidates_data();
    void minGpuCandidates();
};

// Case 1.
void TestSearchSpace::powersOfTwo_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("1") << 1 << QList<int> {1};
    QTest::newRow("2") << 2 << QList<int> {1, 2};
    QTest::newRow("8") << 8 << QList<int> {1, 2, 4, 8};
    QTest::newRow("16") << 16 << QList<int> {1, 2, 4, 8, 16};
    QTest::newRow("10") << 10 << QList<int> {1, 2, 4, 8};
    QTest::newRow("0") << 0 << QList<int> {};
    QTest::newRow("-3") << -3 << QList<int> {};
}

void TestSearchSpace::powersOfTwo()
{
    QFETCH(int, limit);
    QFETCH(QList<int>, expected);
    QCOMPARE(SearchSpace::powersOfTwo(limit), expected);
}

// Case 9 and the newer column of case 10: fewest nodes holding exactly g GPUs.
void TestSearchSpace::layoutFor_data()
{
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("cap");
    QTest::addColumn<int>("perNode"); // 0: no layout
    QTest::addColumn<int>("nodes");
    QTest::newRow("12 @ <=8 -> 6x2") << 12 << 8 << 6 << 2;
    QTest::newRow("9 @ <=8 -> 3x3") << 9 << 8 << 3 << 3;
    QTest::newRow("16 @ <=8 -> 8x2") << 16 << 8 << 8 << 2;
    QTest::newRow("3 @ <=8 -> 3x1") << 3 << 8 << 3 << 1;
    QTest::newRow("1 @ <=8 -> 1x1") << 1 << 8 << 1 << 1;
    QTest::newRow("8 @ <=8 -> 8x1") << 8 << 8 << 8 << 1;
    QTest::newRow("5 @ <=4 -> 1x5") << 5 << 4 << 1 << 5;
    QTest::newRow("30 @ <=8 -> 6x5") << 30 << 8 << 6 << 5;
    QTest::newRow("14 @ <=4 -> 2x7") << 14 << 4 << 2 << 7;
    QTest::newRow("7 @ <=8 -> 7x1") << 7 << 8 << 7 << 1;
    QTest::newRow("32 @ <=8 -> 8x4") << 32 << 8 << 8 << 4;
    QTest::newRow("0 GPUs") << 0 << 8 << 0 << 0;
    QTest::newRow("-1 GPUs") << -1 << 8 << 0 << 0;
    QTest::newRow("cap 0") << 4 << 0 << 0 << 0;
}

void TestSearchSpace::layoutFor()
{
    QFETCH(int, total);
    QFETCH(int, cap);
    QFETCH(int, perNode);
    QFETCH(int, nodes);
    const std::optional<Candidate> layout = SearchSpace::layoutFor(total, cap);
    QCOMPARE(layout.has_value(), perNode > 0);
    if (!layout)
        return;
    QCOMPARE(layout->totalGpus, total);
    QCOMPARE(layout->gpusPerNode, perNode);
    QCOMPARE(layout->numberOfNodes, nodes);
    QCOMPARE(layout->batchSize, qint64(0));
}

// Cases 2–7, 11-ish, 12, 13 (newer, derived), plus de-duplication and list order.
void TestSearchSpace::grid_data()
{
    QTest::addColumn<Infrastructure>("infra");
    QTest::addColumn<QList<int>>("gpus");
    QTest::addColumn<QList<qint64>>("batches");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("case 2: 10 candidates, 32 dropped")
        << infrastructure(16, 2, 8) << QList<int> {1, 2, 4, 8, 16, 32} << QList<qint64> {4, 8}
        << strings({"1:1x1@4", "1:1x1@8", "2:2x1@4", "2:2x1@8", "4:4x1@4", "4:4x1@8", "8:8x1@4", "8:8x1@8",
               "16:8x2@4", "16:8x2@8"});
    QTest::newRow("case 3: max 4") << infrastructure(4, 4, 8) << QList<int> {1, 2, 4, 8, 16}
                                   << QList<qint64> {4} << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4"});
    QTest::newRow("case 4: max_nodes 2") << infrastructure(64, 2, 8) << QList<int> {8, 16, 24, 32}
                                         << QList<qint64> {4} << strings({"8:8x1@4", "16:8x2@4"});
    QTest::newRow("case 5: cap 4") << infrastructure(16, 8, 4) << QList<int> {4, 8} << QList<qint64> {4}
                                   << strings({"4:4x1@4", "8:4x2@4"});
    QTest::newRow("case 6: empty list -> powers of two") << infrastructure(
        4, 4, 8) << QList<int> {} << QList<qint64> {4} << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4"});
    QTest::newRow("case 7: [0, 2]") << infrastructure(8, 1, 8) << QList<int> {0, 2} << QList<qint64> {4}
                                    << strings({"2:2x1@4"});
    QTest::newRow("case 7: [-4, 2]") << infrastructure(8, 1, 8) << QList<int> {-4, 2} << QList<qint64> {4}
                                     << strings({"2:2x1@4"});
    QTest::newRow("case 7: [0, -1]") << infrastructure(8, 1, 8) << QList<int> {0, -1} << QList<qint64> {4}
                                     << QStringList {};
    QTest::newRow("case 11-ish: 32 GPUs / 4 nodes / 8 per node")
        << infrastructure(32, 4, 8) << QList<int> {} << QList<qint64> {4}
        << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4", "8:8x1@4", "16:8x2@4", "32:8x4@4"});
    QTest::newRow("case 11-ish: 30 GPUs -> powers up to 16")
        << infrastructure(30, 4, 8) << QList<int> {} << QList<qint64> {4}
        << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4", "8:8x1@4", "16:8x2@4"});
    QTest::newRow("case 11-ish: 4 GPUs at 4 per node") << infrastructure(
        4, 1, 4) << QList<int> {} << QList<qint64> {4} << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4"});
    QTest::newRow("case 12: max 16") << infrastructure(16, 4, 8) << QList<int> {1, 2, 4, 8, 16, 32, 64}
                                     << QList<qint64> {4}
                                     << strings({"1:1x1@4", "2:2x1@4", "4:4x1@4", "8:8x1@4", "16:8x2@4"});
    QTest::newRow("case 13 (newer, derived): 30 -> 6x5 kept") << infrastructure(30, 8,
        8) << QList<int> {8, 16, 30} << QList<qint64> {4} << strings({"8:8x1@4", "16:8x2@4", "30:6x5@4"});
    QTest::newRow("12 -> 6x2, 9 -> 3x3") << infrastructure(32, 4, 8) << QList<int> {12, 9}
                                         << QList<qint64> {2} << strings({"12:6x2@2", "9:3x3@2"});
    QTest::newRow("list order kept, GPU outer / batch inner")
        << infrastructure(32, 4, 8) << QList<int> {8, 1} << QList<qint64> {16, 4}
        << strings({"8:8x1@16", "8:8x1@4", "1:1x1@16", "1:1x1@4"});
    QTest::newRow("duplicates emitted once")
        << infrastructure(32, 4, 8) << QList<int> {2, 2, 4, 2} << QList<qint64> {4, 4, 8}
        << strings({"2:2x1@4", "2:2x1@8", "4:4x1@4", "4:4x1@8"});
    QTest::newRow("batch < 1 left out")
        << infrastructure(8, 1, 8) << QList<int> {1} << QList<qint64> {0, -2, 4} << strings({"1:1x1@4"});
    QTest::newRow("no batch sizes") << infrastructure(8, 1, 8) << QList<int> {1, 2} << QList<qint64> {}
                                    << QStringList {};
}

void TestSearchSpace::grid()
{
    QFETCH(Infrastructure, infra);
    QFETCH(QList<int>, gpus);
    QFETCH(QList<qint64>, batches);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(SearchSpace::grid(gpus, batches, infra)), expected);
}

// upstream-behaviour.md §7.1 step 2: fixed total batch, g = 1, 2, 4, … ≤ available GPUs; skip g not
// dividing the total batch, < 1 sample per device, or needing more than max_nodes nodes.
void TestSearchSpace::minGpuCandidates_data()
{
    QTest::addColumn<qint64>("perDevice");
    QTest::addColumn<int>("gpusPerNode"); // 0: the workload sets no layout (1 GPU)
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Infrastructure>("infra");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("seed: 4/device x 8 GPUs = 32, 32 GPUs/4 nodes/8 per node")
        << qint64(4) << 8 << 1 << infrastructure(32, 4, 8)
        << strings({"1:1x1@32", "2:2x1@16", "4:4x1@8", "8:8x1@4", "16:8x2@2", "32:8x4@1"});
    QTest::newRow("total 12: 8, 16, 32 do not divide it")
        << qint64(12) << 0 << 0 << infrastructure(32, 4, 8) << strings({"1:1x1@12", "2:2x1@6", "4:4x1@3"});
    QTest::newRow("total 12 from 3/device x 4x1")
        << qint64(3) << 4 << 1 << infrastructure(32, 4, 8) << strings({"1:1x1@12", "2:2x1@6", "4:4x1@3"});
    QTest::newRow("total 2: < 1 per device skipped")
        << qint64(2) << 0 << 0 << infrastructure(32, 4, 8) << strings({"1:1x1@2", "2:2x1@1"});
    QTest::newRow("seed, max_nodes 1") << qint64(4) << 8 << 1 << infrastructure(32, 1, 8)
                                       << strings({"1:1x1@32", "2:2x1@16", "4:4x1@8", "8:8x1@4"});
    QTest::newRow("seed, max_nodes 2 at 4 per node") << qint64(
        4) << 8 << 1 << infrastructure(32, 2, 4) << strings({"1:1x1@32", "2:2x1@16", "4:4x1@8", "8:4x2@4"});
    QTest::newRow("seed, 6 GPUs available")
        << qint64(4) << 8 << 1 << infrastructure(6, 4, 8) << strings({"1:1x1@32", "2:2x1@16", "4:4x1@8"});
    QTest::newRow("job on 2 nodes: 2/device x 8x2 = 32")
        << qint64(2) << 8 << 2 << infrastructure(32, 4, 8)
        << strings({"1:1x1@32", "2:2x1@16", "4:4x1@8", "8:8x1@4", "16:8x2@2", "32:8x4@1"});
    QTest::newRow("batch 0: nothing") << qint64(0) << 0 << 0 << infrastructure(32, 4, 8) << QStringList {};
}

void TestSearchSpace::minGpuCandidates()
{
    QFETCH(qint64, perDevice);
    QFETCH(int, gpusPerNode);
    QFETCH(int, nodes);
    QFETCH(Infrastructure, infra);
    QFETCH(QStringList, expected);
    Workload w;
    w.llmModel = QStringLiteral("granite-3.1-8b-instruct");
    w.method = QStringLiteral("full");
    w.gpuModel = QStringLiteral("NVIDIA-A100-SXM4-80GB");
    w.tokensPerSample = 7621;
    w.batchSize = perDevice;
    if (gpusPerNode > 0) {
        w.gpusPerNode = gpusPerNode;
        w.numberOfNodes = nodes;
    }
    QCOMPARE(describe(SearchSpace::minGpuCandidates(w, infra)), expected);
}

QTEST_GUILESS_MAIN(TestSearchSpace)
#include "test_search_space.moc"
