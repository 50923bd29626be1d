// catalog import --hf-config (issue 24 item 4): the architecture fields of published config.json files
// and the parameter count computed from them, within 1 % of the published count.
#include "../support/ThrownError.h"
#include "catalog/HfConfigImport.h"
#include "common/CoastlineError.h"
#include "model/ParameterCount.h"

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
    /// Each family's count against its publisher's figures. A figure passes within 1 %, or within its
    /// last published digit (published figures are rounded or truncated: 3.35 B is "3.3B"). `exclusive`:
    /// the publisher's active count leaves out the input embedding (a lookup), as DeepSeek, Moonshot and
    /// OpenAI count; Meta, Mistral and Qwen count it. Sources: tests/data/hf_configs/README.md.
    void publishedParameterCounts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("totalDigit"); ///< the last published digit's unit (0: exact figure)
        QTest::addColumn<double>("activePublished");
        QTest::addColumn<double>("activeDigit");
        QTest::addColumn<bool>("exclusive");
        QTest::newRow("llama-3-8b") << "llama-3-8b.json" << 8030261248.0 << 0.0 << 8030261248.0 << 0.0
                                    << false;
        QTest::newRow("mistral-7b") << "mistral-7b.json" << 7241732096.0 << 0.0 << 7241732096.0 << 0.0
                                    << false;
        QTest::newRow("mixtral-8x7b")
            << "mixtral-8x7b.json" << 46702792704.0 << 0.0 << 12.9e9 << 0.1e9 << false;
        QTest::newRow("qwen2-7b") << "qwen2-7b.json" << 7615616512.0 << 0.0 << 7615616512.0 << 0.0 << false;
        QTest::newRow("gemma-7b") << "gemma-7b.json" << 8537680896.0 << 0.0 << 8537680896.0 << 0.0 << false;
        QTest::newRow("phi-3-mini") << "phi-3-mini.json" << 3821079552.0 << 0.0 << 3821079552.0 << 0.0
                                    << false;
        QTest::newRow("granite-3.1-8b")
            << "granite-3.1-8b.json" << 8170848256.0 << 0.0 << 8170848256.0 << 0.0 << false;
        QTest::newRow("llama-3.3-70b")
            << "llama-3.3-70b.json" << 70553706496.0 << 0.0 << 70553706496.0 << 0.0 << false;
        // Meta's 109B and 400B include the vision encoder, 0.873 B counted by hand from vision_config.
        QTest::newRow("llama-4-scout")
            << "llama-4-scout.json" << 109e9 - 0.873e9 << 1e9 << 17e9 << 1e9 << false;
        QTest::newRow("llama-4-maverick")
            << "llama-4-maverick.json" << 400e9 - 0.873e9 << 1e9 << 17e9 << 1e9 << false;
        QTest::newRow("qwen2.5-7b") << "qwen2.5-7b.json" << 7615616512.0 << 0.0 << 7615616512.0 << 0.0
                                    << false;
        QTest::newRow("qwen3-8b") << "qwen3-8b.json" << 8.2e9 << 0.1e9 << 8.2e9 << 0.1e9 << false;
        QTest::newRow("qwen3-32b") << "qwen3-32b.json" << 32.8e9 << 0.1e9 << 32.8e9 << 0.1e9 << false;
        QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b.json" << 30.5e9 << 0.1e9 << 3.3e9 << 0.1e9 << false;
        QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b.json" << 235e9 << 1e9 << 22e9 << 1e9 << false;
        QTest::newRow("deepseek-v2") << "deepseek-v2.json" << 236e9 << 1e9 << 21e9 << 1e9 << true;
        QTest::newRow("deepseek-v3") << "deepseek-v3.json" << 671e9 << 1e9 << 37e9 << 1e9 << true;
        QTest::newRow("kimi-k2") << "kimi-k2.json" << 1e12 << 1e12 << 32e9 << 1e9 << true;
        QTest::newRow("gpt-oss-20b") << "gpt-oss-20b.json" << 20.91e9 << 0.01e9 << 3.61e9 << 0.01e9 << true;
        QTest::newRow("gpt-oss-120b")
            << "gpt-oss-120b.json" << 116.83e9 << 0.01e9 << 5.13e9 << 0.01e9 << true;
        QTest::newRow("gemma-2-9b") << "gemma-2-9b.json" << 9241705984.0 << 0.0 << 9241705984.0 << 0.0
                                    << false;
        QTest::newRow("gemma-3-1b") << "gemma-3-1b.json" << 999885952.0 << 0.0 << 999885952.0 << 0.0 << false;
        QTest::newRow("mistral-nemo-12b")
            << "mistral-nemo-12b.json" << 12247782400.0 << 0.0 << 12247782400.0 << 0.0 << false;
        QTest::newRow("phi-4") << "phi-4.json" << 14.7e9 << 0.1e9 << 14.7e9 << 0.1e9 << false;
        QTest::newRow("granite-4.0-micro")
            << "granite-4.0-micro.json" << 3402836480.0 << 0.0 << 3402836480.0 << 0.0 << false;
    }
    void publishedParameterCounts()
    {
        QFETCH(QString, file);
        QFETCH(double, published);
        QFETCH(double, totalDigit);
        QFETCH(double, activePublished);
        QFETCH(double, activeDigit);
        QFETCH(bool, exclusive);
        const auto r = HfConfigImport::fromFile(fixture(file.toLatin1().constData()));
        const auto within = [](double computed, double figure, double digit) {
            return std::abs(computed / figure - 1) < 0.01
                || (computed >= figure - digit / 2 && computed < figure + digit);
        };
        QVERIFY2(
            within(r.llm.mParams, published, totalDigit), qPrintable(QString::number(r.llm.mParams, 'f', 0)));
        const double active = r.llm.activeParams - (exclusive ? ParameterCount::of(r.llm).inputEmbedding : 0);
        QVERIFY2(within(active, activePublished, activeDigit), qPrintable(QString::number(active, 'f', 0)));
        QVERIFY(r.warnings.isEmpty());
        QCOMPARE(r.llm.architectureConfidence, QStringLiteral("computed"));
        QVERIFY(r.llm.architectureSource.contains(u"computed from the architecture"));
    }

    /// DeepSeek-V3 by hand (DeepseekV3Attention, DeepseekV3MoE): MLA per layer q_a 7168·1536 + 1536,
    /// q_b 1536·128·192, kv_a 7168·576 + 512, kv_b 512·128·256, o 128·128·7168 = 187,107,328; 3 dense
    /// layers of 3·7168·18432; 58 MoE layers of 257 experts of 3·7168·2048 and a 256 × 7168 router.
    void deepSeekV3ByHand()
    {
        const auto r = HfConfigImport::fromFile(fixture("deepseek-v3.json"));
        const LlmSpec &s = r.llm;
        QVERIFY(s.hasMla());
        QCOMPARE(s.moeLayers(), 58);
        QCOMPARE(s.numSharedExperts, std::optional<int>(1));
        QCOMPARE(s.sharedExpertIntermediateSize, std::optional<double>(2048));
        QCOMPARE(s.moeIntermediateSize, std::optional<double>(2048));
        QCOMPARE(s.intermediateSize, std::optional<double>(18432));
        QCOMPARE(s.mtpLayers, std::optional<int>(1));
        const ParameterCount c = ParameterCount::of(s);
        QCOMPARE(c.attentionPerLayer, 187107328.0);
        const double layer = 187107328.0 + 2 * 7168;
        const double moe = 257 * 3.0 * 7168 * 2048 + 256.0 * 7168;
        const double total = 2 * 129280.0 * 7168 + 61 * layer + 3 * 3.0 * 7168 * 18432 + 58 * moe + 7168;
        QCOMPARE(c.total, total);
        QCOMPARE(c.active, total - 58 * 248 * 3.0 * 7168 * 2048);
        QVERIFY(c.mtp > 11e9 && c.mtp < 12e9); // one MoE layer + its 2h·h projection (+ shared embeddings)
    }

    /// An unknown model_type with experts is refused, not read as a dense Llama.
    void unknownMoeIsRefused()
    {
        const QString e
            = importError(R"({"model_type":"glm4_moe","num_hidden_layers":46,"hidden_size":4096,)"
                          R"("num_attention_heads":96,"vocab_size":151552,"intermediate_size":10944,)"
                          R"("moe_intermediate_size":1408,"n_routed_experts":128,"num_experts_per_tok":8})");
        QVERIFY2(
            e.startsWith(u"config.json: model_type 'glm4_moe' is not one Coastline reads, and the config "
                         "has mixture-of-experts keys (n_routed_experts, moe_intermediate_size, "
                         "num_experts_per_tok)"),
            qPrintable(e));
        // Layers the count cannot describe are refused too.
        QVERIFY(importError(R"({"model_type":"granitemoehybrid","num_hidden_layers":2,"hidden_size":64,)"
                            R"("num_attention_heads":4,"vocab_size":100,"shared_intermediate_size":128,)"
                            R"("num_local_experts":0,"layer_types":["mamba","attention"]})")
                    .contains(u"layer_types: it has 'mamba' layers, which the importer cannot count"));
        // A DeepSeek config without its head widths names them.
        QVERIFY(importError(
            R"({"model_type":"deepseek_v3","num_hidden_layers":2,"hidden_size":64,)"
            R"("num_attention_heads":4,"vocab_size":100,"intermediate_size":128,"kv_lora_rank":16,)"
            R"("n_routed_experts":4,"num_experts_per_tok":2,"moe_intermediate_size":32})")
                    .contains(u"cannot find qk_rope_head_dim, qk_nope_head_dim, v_head_dim"));
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
