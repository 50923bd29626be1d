#include "catalog/Catalog.h"
#include "catalog/CatalogFields.h"
#include "common/CoastlineError.h"
#include "io/CsvTable.h"
#include "model/ParameterCount.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QtTest>
#include <cmath>

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void csvDuplicateHeaderIsAnError();
    void hugeUnknownNameIsQuickAndShort();
    void bundledCounts();
    void resolveLlm_data();
    void resolveLlm();
    void resolveGpu_data();
    void resolveGpu();
    void unknownNamesSuggest_data();
    void unknownNamesSuggest();
    void architectureFields();
    void userEntriesOverride();
    void csvBomCrlfAndQuotes();
    void csvErrorsNameFileAndLine();
    void csvWholeNumbers();
    void fieldTableMatchesTheBundledColumns();
    void everyGpuFigureHasASource();
    void shortNamesMeanTheSxmPart();
    void computedCountsMatchTheArchitecture();
};

void TestCatalog::bundledCounts()
{
    const Catalog &c = Catalog::bundled();
    QCOMPARE(c.llms().size(), 66); // + 8 mixtures of experts and 3 dense models of 2026 (llms.csv sources)
    QCOMPARE(c.gpus().size(),
        31); // 24 + L40 (step-time-model.md §1) + MI325X, MI350X, MI355X, B300, GB200 (issue 33) + GB300
}

void TestCatalog::resolveLlm_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("exact") << "granite-3.1-8b-instruct"
                           << "granite-3.1-8b-instruct";
    QTest::newRow("org prefix + case") << "mistralai/Mistral-7B-v0.1"
                                       << "mistral-7b-v0.1";
    QTest::newRow("mixed-case key") << "llama-3-8b"
                                    << "Llama-3-8B";
    QTest::newRow("alias hf id") << "meta-llama/Llama-3.1-8B"
                                 << "llama3.1-8b";
    QTest::newRow("alias 3.2-3b") << "meta-llama/Llama-3.2-3B"
                                  << "llama3.2-3b";
    QTest::newRow("alias 3.2-1b") << "Llama-3.2-1B"
                                  << "llama3.2-1b";
    QTest::newRow("alias 70b") << "Llama-3.1-70B"
                               << "llama3.1-70b";
    QTest::newRow("alias granite 3.3") << "ibm-granite/granite-3.3-8b-base"
                                       << "granite-3.3-8b";
    QTest::newRow("alias granite 3.0") << "granite-3.0-8b-base"
                                       << "granite-3-8b";
    QTest::newRow("alias granite 2b") << "granite-3.1-2b-base"
                                      << "granite-3.1-2b";
    QTest::newRow("alias llama-2-13b-hf") << "meta-llama/Llama-2-13b-hf"
                                          << "Llama-2-13B";
    // Issue 11: planners' names, forgiving of case and -/_/space, HF repo names and -Instruct variants.
    QTest::newRow("hf repo llama-2-7b-hf") << "meta-llama/Llama-2-7b-hf"
                                           << "Llama-2-7B";
    QTest::newRow("instruct variant") << "Qwen/Qwen2.5-7B-Instruct"
                                      << "Qwen2.5-7B";
    QTest::newRow("underscores and case") << "gemma_2_9B"
                                          << "Gemma-2-9B";
    QTest::newRow("spaces") << "Falcon 40B"
                            << "Falcon-40B";
    QTest::newRow("llama-2-70b") << "Llama-2-70B"
                                 << "llama2-70b";
    QTest::newRow("phi-3 instruct repo") << "microsoft/Phi-3-mini-4k-instruct"
                                         << "Phi-3-mini";
    QTest::newRow("alias meta-llama-3-70b") << "Meta-Llama-3-70B"
                                            << "llama3-70b";
    // The MoE entries answer to their Hugging Face ids.
    QTest::newRow("hf id deepseek-v3") << "deepseek-ai/DeepSeek-V3"
                                       << "deepseek-v3";
    QTest::newRow("hf id qwen3-30b-a3b") << "Qwen/Qwen3-30B-A3B"
                                         << "qwen3-30b-a3b";
    QTest::newRow("hf id gpt-oss-120b") << "openai/gpt-oss-120b"
                                        << "gpt-oss-120b";
    QTest::newRow("hf id llama4-scout") << "meta-llama/Llama-4-Scout-17B-16E"
                                        << "llama4-scout";
}

void TestCatalog::resolveLlm()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(Catalog::bundled().resolveLlmName(input), expected);
}

void TestCatalog::resolveGpu_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("exact") << "NVIDIA-A100-SXM4-80GB"
                           << "NVIDIA-A100-SXM4-80GB";
    QTest::newRow("case") << "l40s"
                          << "L40S";
    QTest::newRow("alias sxm4") << "A100-SXM4-80GB"
                                << "NVIDIA-A100-SXM4-80GB";
    QTest::newRow("alias pcie 80") << "A100-PCIE-80GB"
                                   << "NVIDIA-A100-80GB-PCIe";
    QTest::newRow("alias pcie 40") << "a100-pcie-40gb"
                                   << "A100-40GB";
    // Issue 11: planners' names.
    QTest::newRow("H100") << "H100"
                          << "H100-SXM";
    QTest::newRow("H200") << "H200"
                          << "H200 SXM";
    QTest::newRow("RTX 4090") << "RTX 4090"
                              << "RTX-4090";
    QTest::newRow("GeForce RTX 3090") << "GeForce RTX 3090"
                                      << "RTX-3090";
    QTest::newRow("Tesla V100") << "Tesla V100"
                                << "V100-SXM2-16GB";
    QTest::newRow("underscores") << "a100_sxm4_40gb"
                                 << "A100-SXM4-40GB";
    QTest::newRow("MI300X") << "mi300x"
                            << "MI300X";
}

void TestCatalog::resolveGpu()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(Catalog::bundled().resolveGpuName(input), expected);
}

void TestCatalog::unknownNamesSuggest_data()
{
    QTest::addColumn<bool>("isGpu");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("suggested");
    QTest::newRow("gpu A100") << true << "A100"
                              << "A100-40GB";
    QTest::newRow("gpu h100 typo") << true << "H100-PCI"
                                   << "H100-PCIe";
    QTest::newRow("llm typo") << false << "mistral-7b-v0.2"
                              << "mistral-7b-v0.1";
    QTest::newRow("gpu alias typo") << true << "H1OO"
                                    << "H100-SXM"; // through its alias H100
    QTest::newRow("llm repository typo")
        << false << "Mistral-Large-Instruct-2470"
        << "mistral-123b-v2"; // through mistralai/Mistral-Large-Instruct-2407
    QTest::newRow("llm granite typo") << false << "granit-3.1-8b-instruct"
                                      << "granite-3.1-8b-instruct";
    QTest::newRow("gpu name with a form factor added") << true << "B200-SXM"
                                                       << "B200"; // a prefix of what was typed
    QTest::newRow("gpu name with a module added") << true << "MI300X-OAM"
                                                  << "MI300X";
}

void TestCatalog::unknownNamesSuggest()
{
    QFETCH(bool, isGpu);
    QFETCH(QString, input);
    QFETCH(QString, suggested);
    const Catalog &c = Catalog::bundled();
    try {
        if (isGpu)
            c.resolveGpuName(input, QStringLiteral("--gpu"));
        else
            c.resolveLlmName(input, QStringLiteral("--llm"));
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY2(
            e.message().contains(QStringLiteral("unknown name '%1'").arg(input)), qPrintable(e.message()));
        QVERIFY2(e.message().contains(suggested), qPrintable(e.message()));
        QVERIFY(e.message().startsWith(isGpu ? u"--gpu" : u"--llm"));
    }
    const QStringList closest = isGpu ? c.closestGpuNames(input) : c.closestLlmNames(input);
    QCOMPARE(closest.size(), 3);
    QVERIFY(closest.contains(suggested));
}

void TestCatalog::architectureFields()
{
    const LlmSpec &g = Catalog::bundled().llm(QStringLiteral("granite-3.1-8b-instruct"));
    QCOMPARE(g.nLayers, 40);
    QCOMPARE(g.dModel, 4096);
    QCOMPARE(g.mParams, 8.1e9);
    QCOMPARE(*g.vocabSize, 49155.0);
    QCOMPARE(*g.intermediateSize, 12800.0);
    QCOMPARE(*g.tieWordEmbeddings, true);
    QCOMPARE(*g.totalParamsPublished, 8170848256.0);
    QCOMPARE(g.architectureConfidence, QStringLiteral("verified"));
    const LlmSpec &j = Catalog::bundled().llm(QStringLiteral("granite-8b-japanese"));
    QVERIFY(!j.vocabSize.has_value());
    QVERIFY(!j.tieWordEmbeddings.has_value());
    const GpuSpec &a = Catalog::bundled().gpu(QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(a.memoryMib, 81920.0);
    QCOMPARE(a.networkBandwidthGbps, 4800.0);
    QCOMPARE(a.idlePowerW, 75.0);
    QCOMPARE(a.maxPowerW, 400.0);
    QCOMPARE(Catalog::bundled().gpu(QStringLiteral("L40S")).memoryMib, 46068.0);
    QCOMPARE(Catalog::bundled().gpu(QStringLiteral("L40S")).networkBandwidthGbps, 400.0);
}

void TestCatalog::userEntriesOverride()
{
    Catalog c = Catalog::bundled();
    LlmSpec mine;
    mine.name = QStringLiteral("my-llm-9b");
    mine.nLayers = 36;
    mine.dModel = 4096;
    c.addLlm(mine);
    QCOMPARE(c.llms().size(), 67);
    QCOMPARE(c.resolveLlmName(QStringLiteral("org/MY-LLM-9B")), QStringLiteral("my-llm-9b"));
    mine.nLayers = 40;
    c.addLlm(mine);
    QCOMPARE(c.llms().size(), 67);
    QCOMPARE(c.llm(QStringLiteral("my-llm-9b")).nLayers, 40);
}

void TestCatalog::csvBomCrlfAndQuotes()
{
    QByteArray data = "\xEF\xBB\xBF"
                      "a,b,c\r\n1,\"x, \"\"y\"\"\",3\r\n\r\n4,5,6\r\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const CsvTable t = CsvTable::parse(buffer, QStringLiteral("mem.csv"));
    QCOMPARE(t.header(), (QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QCOMPARE(t.rowCount(), 2);
    QCOMPARE(t.cell(0, QStringLiteral("b")), QStringLiteral("x, \"y\""));
    QCOMPARE(t.lineOf(1), 4);
    QCOMPARE(t.integer(1, QStringLiteral("c")), 6);
}

void TestCatalog::csvWholeNumbers()
{
    // Plain digits are read without toDouble(); every other spelling keeps number()'s rules.
    QByteArray data = "n\n1024\n-3\n007\n-0\n4.0\n1e3\n+8\n 12 \n123456789012345\n1234567890123456\n"
                      "4.5\nabc\n9000000000000001\n99999999999999999999\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const CsvTable t = CsvTable::parse(buffer, QStringLiteral("w.csv"));
    const QList<qint64> whole {1024, -3, 7, 0, 4, 1000, 8, 12, 123456789012345, 1234567890123456};
    for (int row = 0; row < whole.size(); ++row)
        QCOMPARE(t.integer(row, QStringLiteral("n")), whole.at(row));
    const QStringList errors {QStringLiteral("w.csv:12: column 'n': expected a whole number, got '4.5'"),
        QStringLiteral("w.csv:13: column 'n': expected a number, got 'abc'"),
        QStringLiteral("w.csv:14: column 'n': expected a whole number, got '9000000000000001'"),
        QStringLiteral("w.csv:15: column 'n': expected a whole number, got '99999999999999999999'")};
    for (int i = 0; i < errors.size(); ++i) {
        try {
            t.integer(int(whole.size()) + i, QStringLiteral("n"));
            QFAIL("expected an error");
        } catch (const CoastlineError &e) {
            QCOMPARE(e.message(), errors.at(i));
        }
    }
}

void TestCatalog::csvErrorsNameFileAndLine()
{
    QByteArray data = "a,b\n1,2\n3,abc\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const CsvTable t = CsvTable::parse(buffer, QStringLiteral("runs.csv"));
    try {
        t.number(1, QStringLiteral("b"));
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(), QStringLiteral("runs.csv:3: column 'b': expected a number, got 'abc'"));
    }
    try {
        t.requireColumns({QStringLiteral("a"), QStringLiteral("z")});
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(), QStringLiteral("runs.csv: missing required columns: z"));
    }
    QByteArray bad = "a,b\n\"open,2\n";
    QBuffer badBuffer(&bad);
    badBuffer.open(QIODevice::ReadOnly);
    QVERIFY_THROWS_EXCEPTION(CoastlineError, CsvTable::parse(badBuffer, QStringLiteral("bad.csv")));
}

void TestCatalog::hugeUnknownNameIsQuickAndShort()
{
    const QString huge(500000, u'x');
    QElapsedTimer timer;
    timer.start();
    try {
        Catalog::bundled().resolveLlmName(huge, QStringLiteral("--llm"));
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QVERIFY(e.message().size() < 300); // the name is quoted shortened
        QVERIFY(e.message().contains(QStringLiteral("...'; closest catalog names: ")));
    }
    QVERIFY2(timer.elapsed() < 5000, "suggestions for a huge name must not compare all of it");
}

void TestCatalog::csvDuplicateHeaderIsAnError()
{
    QByteArray data = "a,b,a\n1,2,3\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const CsvTable t = CsvTable::parse(buffer, QStringLiteral("dup.csv"));
    QCOMPARE(t.cell(0, QStringLiteral("a")), QStringLiteral("1")); // readable: the first one wins
    try {
        t.requireColumns({QStringLiteral("b")});
        QFAIL("expected an error");
    } catch (const CoastlineError &e) {
        QCOMPARE(e.message(), QStringLiteral("dup.csv:1: column 'a' appears more than once in the header"));
    }
}

/// A bundled entry whose count is computed from its architecture holds that count (ParameterCount).
void TestCatalog::computedCountsMatchTheArchitecture()
{
    int checked = 0;
    for (const LlmSpec &s : Catalog::bundled().llms()) {
        if (s.architectureConfidence != u"computed")
            continue;
        const ParameterCount c = ParameterCount::of(s);
        QVERIFY2(std::abs(c.total / s.mParams - 1) < 1e-9, qPrintable(s.name));
        QVERIFY2(std::abs(c.active / s.activeParams - 1) < 1e-9, qPrintable(s.name));
        ++checked;
    }
    QVERIFY(checked >= 11);
    const LlmSpec &v3 = Catalog::bundled().llm(QStringLiteral("deepseek-v3"));
    QCOMPARE(v3.moeLayers(), 58);
    QVERIFY(v3.hasMla());
    QCOMPARE(Catalog::bundled().llm(QStringLiteral("llama4-maverick")).moeLayers(), 24);
}

QTEST_GUILESS_MAIN(TestCatalog)
// CatalogFields (issue 20): the one field table has a row per bundled CSV column, in the CSV's order,
// and the required-field lists the YAML and CSV readers check.
void TestCatalog::fieldTableMatchesTheBundledColumns()
{
    const auto header = [](const QString &path) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return QStringList();
        return QString::fromUtf8(file.readLine()).trimmed().split(u',');
    };
    const auto names = [](const auto &columns) {
        QStringList out;
        for (const auto *field : columns)
            out.append(field ? field->name : QStringLiteral("(gap)"));
        return out;
    };
    QCOMPARE(
        names(CatalogFields::byColumn(CatalogFields::llm())), header(QStringLiteral(":/catalog/llms.csv")));
    QCOMPARE(
        names(CatalogFields::byColumn(CatalogFields::gpu())), header(QStringLiteral(":/catalog/gpus.csv")));
    QCOMPARE(CatalogFields::requiredNames(CatalogFields::llm()),
        QStringLiteral("llm_name,n_layers,d_model,m_params").split(u','));
    QCOMPARE(CatalogFields::requiredNames(CatalogFields::gpu()),
        QStringLiteral("gpu_name,memory_gb,memory_bandwidth_GBps,fp16_tensor_core_tflops,idle_power_w,max_"
                       "power_w,mfu_factor")
            .split(u','));
    QCOMPARE(CatalogFields::csvRequiredNames(CatalogFields::llm()),
        QStringLiteral("llm_name,n_layers,d_model,p_bytes,m_params,active_params").split(u','));
    QCOMPARE(
        CatalogFields::find(CatalogFields::gpu(), QStringLiteral("max_power_w"))->unit, QStringLiteral("W"));
    QCOMPARE(CatalogFields::find(CatalogFields::gpu(), QStringLiteral("aliases"))->type,
        CatalogFields::Type::TextList);
}

// Issue 36 item 1: every bundled GPU row states every hardware figure with a source (no silent
// GpuSpec default); a figure of 0 ("unknown", or "none" as FP8 on Ampere) has a source saying why.
void TestCatalog::everyGpuFigureHasASource()
{
    const CsvTable t = CsvTable::read(QStringLiteral(":/catalog/gpus.csv"));
    QCOMPARE(CatalogFields::gpuSources().size(),
        22); // 16 + board idle and TDP + FP4 peak, NVLink domain, NIC, cooling
    for (int row = 0; row < t.rowCount(); ++row) {
        const QString gpu = t.cell(row, QStringLiteral("gpu_name"));
        for (const CatalogFields::SourcedField &f : CatalogFields::gpuSources()) {
            QVERIFY2(CatalogFields::find(CatalogFields::gpu(), f.field), qPrintable(f.field));
            QVERIFY2(CatalogFields::find(CatalogFields::gpu(), f.source), qPrintable(f.source));
            const QString where = gpu + u' ' + f.field;
            const QString value = t.cell(row, f.field);
            const QString source = t.cell(row, f.source);
            QVERIFY2(source.size() >= 8, qPrintable(where + QStringLiteral(": no source in ") + f.source));
            QVERIFY2(!source.contains(QStringLiteral("not set in catalog")), qPrintable(where));
            const bool numeric
                = CatalogFields::find(CatalogFields::gpu(), f.field)->type != CatalogFields::Type::Text;
            if (numeric
                && value.toDouble()
                    == 0) // empty or 0: none (FP8 on Ampere) or unknown, and the source says so
                QVERIFY2(source.contains(QStringLiteral("not published"))
                        || source.contains(QStringLiteral("no ")) || source.contains(QStringLiteral("none")),
                    qPrintable(where + QStringLiteral(" is 0 and its source does not say why: ") + source));
        }
    }
}

// Issue 36 item 1: the short names planners type mean the SXM parts; the PCIe boards keep their own
// names, and the figures are those of the row the name resolves to (an 8B LoRA on 2 nodes under
// A100-80GB is the NVIDIA-A100-SXM4-80GB job: test_cli_recommend's shortNameIsTheSxmPart).
void TestCatalog::shortNamesMeanTheSxmPart()
{
    const Catalog &c = Catalog::bundled();
    QCOMPARE(c.resolveGpuName(QStringLiteral("A100-80GB")), QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(c.resolveGpuName(QStringLiteral("a100 80gb")), QStringLiteral("NVIDIA-A100-SXM4-80GB"));
    QCOMPARE(c.resolveGpuName(QStringLiteral("H100")), QStringLiteral("H100-SXM"));
    QCOMPARE(c.resolveGpuName(QStringLiteral("A100-80GB-PCIe")), QStringLiteral("A100-80GB-PCIe"));
    QCOMPARE(c.resolveGpuName(QStringLiteral("A100-PCIE-80GB")), QStringLiteral("NVIDIA-A100-80GB-PCIe"));
    QCOMPARE(c.resolveGpuName(QStringLiteral("H100-PCIe")), QStringLiteral("H100-PCIe"));
    const GpuSpec &sxm = c.gpu(QStringLiteral("A100-80GB"));
    QCOMPARE(sxm.intraNodeBusGBps, 230.0); // NVLink 3, not the PCIe 20 GB/s
    QCOMPARE(sxm.interNodeGbps, 1600.0); // 8 x 200 Gbit/s HDR (DGX A100)
    const GpuSpec &pcie = c.gpu(QStringLiteral("A100-80GB-PCIe"));
    QCOMPARE(pcie.intraNodeBusGBps, 20.0);
    QCOMPARE(pcie.maxPowerW, 300.0); // Kavier's A100-80GB entry: the PCIe board
}

#include "test_catalog.moc"
