// catalog import --hf-config (issue 24 item 4): the architecture fields of published config.json files
// and the parameter count computed from them, within 1 % of the published count.
#include "../support/ThrownError.h"
#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"

#include <QtTest>
#include <cmath>

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(COASTLINE_TEST_DATA_DIR "/hf_configs/") + QLatin1String(name);
}

/// The message of the error importing `json` as the LLM `name`; empty when it imports.
QString importError(const QByteArray &json, const QString &name = QStringLiteral("m"))
{
    return errorOf([&] { HfConfigImport::fromJson(json, QStringLiteral("config.json"), name); });
}

} // namespace

class TestHfConfigImport : public QObject
{
    Q_OBJECT

private slots:
    void publishedParameterCounts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("activePublished");
        QTest::newRow("llama-3-8b") << "llama-3-8b.json" << 8030261248.0 << 8030261248.0;
        QTest::newRow("mistral-7b") << "mistral-7b.json" << 7241732096.0 << 7241732096.0;
        QTest::newRow("mixtral-8x7b") << "mixtral-8x7b.json" << 46702792704.0 << 12.9e9;
        QTest::newRow("qwen2-7b") << "qwen2-7b.json" << 7615616512.0 << 7615616512.0;
        QTest::newRow("gemma-7b") << "gemma-7b.json" << 8537680896.0 << 8537680896.0;
        QTest::newRow("phi-3-mini") << "phi-3-mini.json" << 3821079552.0 << 3821079552.0;
        QTest::newRow("granite-3.1-8b") << "granite-3.1-8b.json" << 8170848256.0 << 8170848256.0;
    }
    void publishedParameterCounts()
    {
        QFETCH(QString, file);
        QFETCH(double, published);
        QFETCH(double, activePublished);
        const auto r = HfConfigImport::fromFile(fixture(file.toLatin1().constData()));
        QVERIFY2(std::abs(r.llm.mParams / published - 1) < 0.01,
            qPrintable(QString::number(r.llm.mParams, 'f', 0)));
        QVERIFY2(std::abs(r.llm.activeParams / activePublished - 1) < 0.01,
            qPrintable(QString::number(r.llm.activeParams, 'f', 0)));
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(r.llm.architectureConfidence, QStringLiteral("computed"));
        QVERIFY(r.llm.architectureSource.contains(u"computed from the architecture"));
    }

    void fieldsAndName()
    {
        const auto r = HfConfigImport::fromFile(fixture("mixtral-8x7b.json"));
        QCOMPARE(r.llm.name, QStringLiteral("Mixtral-8x7B-v0.1")); // from _name_or_path
        QCOMPARE(r.llm.nLayers, 32);
        QCOMPARE(r.llm.dModel, 4096);
        QCOMPARE(r.llm.dHead, 128);
        QCOMPARE(r.llm.numKeyValueHeads, std::optional<int>(8));
        QCOMPARE(r.llm.numExperts, std::optional<int>(8));
        QCOMPARE(r.llm.expertsPerToken, std::optional<int>(2));
        QVERIFY(r.llm.isMoe);
        QCOMPARE(r.llm.tieWordEmbeddings, std::optional<bool>(false));
        QCOMPARE(HfConfigImport::fromFile(fixture("gemma-7b.json")).llm.tieWordEmbeddings,
            std::optional<bool>(true)); // gemma ties unless it says otherwise
        QCOMPARE(HfConfigImport::fromFile(fixture("llama-3-8b.json"), QStringLiteral("mine")).llm.name,
            QStringLiteral("mine"));
    }

    void badConfigs()
    {
        // A syntax error names the line and column, not Qt's byte offset.
        QCOMPARE(importError("not json"),
            QStringLiteral("config.json:1: not a config.json: invalid JSON: illegal value (column 2)"));
        QCOMPARE(importError("{\n  \"model_type\": \"llama\",\n  oops\n}"),
            QStringLiteral("config.json:3: not a config.json: invalid JSON: unterminated object (column 4)"));
        QCOMPARE(
            importError("[1]"), QStringLiteral("config.json: not a config.json (expected a JSON object)"));
        // An unknown model_type without the fields says which it could not find.
        const QString missing = importError(R"({"model_type":"rwkv","hidden_size":2048})");
        QVERIFY2(missing.startsWith(u"config.json: model_type 'rwkv' config: cannot find num_hidden_layers, "
                                    "num_attention_heads, vocab_size, intermediate_size"),
            qPrintable(missing));
        QVERIFY(importError(
            R"({"model_type":"llama","num_hidden_layers":-3,"hidden_size":4096,"num_attention_heads":32,)"
            R"("vocab_size":32000,"intermediate_size":11008})")
                    .startsWith(u"config.json: num_hidden_layers: expected a whole number"));
        // An unknown model_type with every field is read, with a warning and confidence `inferred`.
        const auto r = HfConfigImport::fromJson(
            R"({"model_type":"olmo","num_hidden_layers":16,"hidden_size":2048,)"
            R"("num_attention_heads":16,"vocab_size":50304,"intermediate_size":8192})",
            QStringLiteral("config.json"), QStringLiteral("olmo-1b"));
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.llm.architectureConfidence, QStringLiteral("inferred"));
    }

    /// Issue 36 item 6: configs that used to import as something else are refused, naming the field.
    void brokenConfigsNameTheField()
    {
        const QByteArray dense = R"("num_hidden_layers":32,"hidden_size":4096,"vocab_size":32000,)"
                                 R"("intermediate_size":14336)";
        // A Mixtral config without its expert count was a dense 7.2 B model.
        QCOMPARE(importError("{\"model_type\":\"mixtral\",\"num_attention_heads\":32," + dense + "}"),
            QStringLiteral("config.json: model_type 'mixtral' config: cannot find num_local_experts (the "
                           "expert count)"));
        QCOMPARE(importError("{\"model_type\":\"qwen2_moe\",\"num_attention_heads\":32," + dense + "}"),
            QStringLiteral("config.json: model_type 'qwen2_moe' config: cannot find num_experts (the expert "
                           "count)"));
        // … and without experts per token it took 2.
        QCOMPARE(importError("{\"model_type\":\"mixtral\",\"num_attention_heads\":32,\"num_local_experts\":8,"
                     + dense + "}"),
            QStringLiteral("config.json: a config with 8 experts: cannot find num_experts_per_tok"));
        QCOMPARE(importError("{\"model_type\":\"mixtral\",\"num_attention_heads\":32,\"num_local_experts\":8,"
                             "\"num_experts_per_tok\":9,"
                     + dense + "}"),
            QStringLiteral("config.json: num_experts_per_tok: 9 is more than the 8 experts"));
        // 33 heads on 4,096 gave a floored head width of 124.
        QCOMPARE(importError("{\"model_type\":\"llama\",\"num_attention_heads\":33," + dense + "}"),
            QStringLiteral("config.json: num_attention_heads: 33 does not divide hidden_size (4096); the "
                           "config needs head_dim"));
        // With head_dim given, the width is the config's (Gemma's 16 × 256 on 3,072).
        QCOMPARE(HfConfigImport::fromJson("{\"model_type\":\"llama\",\"num_attention_heads\":33,"
                                          "\"head_dim\":128,"
                         + dense + "}",
                     QStringLiteral("config.json"), QStringLiteral("m"))
                     .llm.dHead,
            128);
        // More key/value heads than heads, or a number that does not divide them.
        QCOMPARE(
            importError("{\"model_type\":\"llama\",\"num_attention_heads\":32,\"num_key_value_heads\":64,"
                + dense + "}"),
            QStringLiteral("config.json: num_key_value_heads: 64 must divide num_attention_heads (32)"));
        QCOMPARE(importError("{\"model_type\":\"llama\",\"num_attention_heads\":32,\"num_key_value_heads\":5,"
                     + dense + "}"),
            QStringLiteral("config.json: num_key_value_heads: 5 must divide num_attention_heads (32)"));
        // A text value is quoted as written, not as internal JSON.
        QCOMPARE(importError("{\"model_type\":\"llama\",\"num_attention_heads\":\"32\"," + dense + "}"),
            QStringLiteral("config.json: num_attention_heads: expected a whole number from 1 to 1e+08, got "
                           "the text \"32\""));
        // No --name and no _name_or_path: refused, not the folder's name.
        QCOMPARE(importError("{\"model_type\":\"llama\",\"num_attention_heads\":32," + dense + "}", {}),
            QStringLiteral("config.json: _name_or_path: missing or empty, so the model has no name; give one "
                           "(--name)"));
    }
};

QTEST_GUILESS_MAIN(TestHfConfigImport)
#include "test_hf_config_import.moc"
