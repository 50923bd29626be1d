#include "../support/ThrownError.h"
#include "catalog/Catalog.h"
#include "common/CoastlineError.h"
#include "feasibility/AutoconfChecker.h"
#include "feasibility/FeasibilityChecker.h"
#include "feasibility/NoFeasibilityChecker.h"
#include "feasibility/RulesChecker.h"
#include "feasibility/TokenBudgetGuard.h"
#include "report/ReasonText.h"
#include "search/SearchSpace.h"

#include <QScopeGuard>
#include <QtTest>
#include <functional>

// Feasibility modes, the empirical guard and the checker factory (spec decisions 1, 4, 5;
// memory-model.md §1; upstream-behaviour.md §4 and §10 cases 14–26, 69).

namespace {

const QString kSeedLlm = QStringLiteral("granite-3.1-8b-instruct");
const QString kA100 = QStringLiteral("NVIDIA-A100-SXM4-80GB");
const char *const kFallbackVariable = "COASTLINE_ALLOW_RULES_FALLBACK";

/// A scripted backend that counts how often it is asked.
class CountingChecker : public FeasibilityChecker
{
public:
    CountingChecker(bool answer, int *calls)
        : m_answer(answer)
        , m_calls(calls)
    { }
    FeasibilityVerdict check(const Workload &, const Candidate &) const override
    {
        ++*m_calls;
        FeasibilityVerdict v;
        v.feasible = m_answer;
        v.reason = Reason::text(QStringLiteral("backend says %1").arg(m_answer ? u"yes" : u"no"));
        v.memory = MemoryBreakdown {};
        v.memory->totalGb = 42;
        return v;
    }
    QString description() const override { return QStringLiteral("counting"); }

private:
    bool m_answer;
    int *m_calls;
};

Workload job(qint64 tokensPerSample, const QString &method = QStringLiteral("full"))
{
    Workload w;
    w.llmModel = kSeedLlm;
    w.method = method;
    w.gpuModel = kA100;
    w.tokensPerSample = tokensPerSample;
    w.batchSize = 1;
    return w;
}

Candidate candidate(int totalGpus, qint64 perDeviceBatch, int nodes = 1)
{
    Candidate c;
    c.totalGpus = totalGpus;
    c.numberOfNodes = nodes;
    c.gpusPerNode = nodes > 0 ? totalGpus / nodes : 0;
    c.batchSize = perDeviceBatch;
    return c;
}

std::unique_ptr<FeasibilityChecker> create(const QString &mode, bool guard = false, qint64 budget = 60224,
    const LlmSpec &llm = Catalog::bundled().llm(kSeedLlm), QStringList *warnings = nullptr)
{
    FeasibilitySettings s;
    s.mode = mode;
    s.empiricalOomGuard = guard;
    s.tokenBudget = budget;
    return createFeasibilityChecker(s, llm, Catalog::bundled().gpu(kA100), warnings);
}

} // namespace

Q_DECLARE_METATYPE(LlmSpec)

class TestFeasibility : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void guardThreshold_data();
    void guardThreshold();
    void guardIgnoresLayout();
    void guardVetoNeverCallsBackend();
    void guardPassReturnsBackendVerdict();
    void guardBudgetBelowOne_data();
    void guardBudgetBelowOne();
    void rules_data();
    void rules();
    void noneAcceptsAll_data();
    void noneAcceptsAll();
    void factoryDescriptions_data();
    void factoryDescriptions();
    void unknownMode_data();
    void unknownMode();
    void unknownArchitecture_data();
    void unknownArchitecture();
    void rulesFallback();
    void fallbackNeedsExactlyOne_data();
    void fallbackNeedsExactlyOne();
    void guardWrapsEveryMode_data();
    void guardWrapsEveryMode();
    void minGpuSeedExample_data();
    void minGpuSeedExample();
    void hugeLoadsDoNotOverflow();
};

void TestFeasibility::init()
{
    qunsetenv(kFallbackVariable); // every test starts without the fallback
}

// upstream-behaviour.md §10 cases 15–17, 21: reject iff batch × tokens > budget (strictly greater).
void TestFeasibility::guardThreshold_data()
{
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("budget");
    QTest::addColumn<bool>("feasible");
    QTest::addColumn<QString>("reason");
    QTest::newRow("32 x 1882 = 60224 passes")
        << qint64(32) << qint64(1882) << qint64(60224) << true << "backend says yes";
    QTest::newRow("32 x 1883 = 60256 fails")
        << qint64(32) << qint64(1883) << qint64(60224) << false
        << "per-device token load 60256 (batch 32 x 1883 tokens) exceeds the empirical budget of 60224";
    QTest::newRow("32 x 2475 = 79200 fails")
        << qint64(32) << qint64(2475) << qint64(60224) << false
        << "per-device token load 79200 (batch 32 x 2475 tokens) exceeds the empirical budget of 60224";
    QTest::newRow("budget 8192: 8 x 1024 passes")
        << qint64(8) << qint64(1024) << qint64(8192) << true << "backend says yes";
    QTest::newRow("budget 8192: 9 x 1024 fails")
        << qint64(9) << qint64(1024) << qint64(8192) << false
        << "per-device token load 9216 (batch 9 x 1024 tokens) exceeds the empirical budget of 8192";
    QTest::newRow("budget 1: 1 x 1 passes")
        << qint64(1) << qint64(1) << qint64(1) << true << "backend says yes";
}

void TestFeasibility::guardThreshold()
{
    QFETCH(qint64, batch);
    QFETCH(qint64, tokens);
    QFETCH(qint64, budget);
    QFETCH(bool, feasible);
    QFETCH(QString, reason);
    QCOMPARE(TokenBudgetGuard::kDefaultBudget, qint64(60224)); // case 15
    int calls = 0;
    const TokenBudgetGuard guard(std::make_unique<CountingChecker>(true, &calls), budget);
    const FeasibilityVerdict v = guard.check(job(tokens), candidate(1, batch));
    QCOMPARE(v.feasible, feasible);
    QCOMPARE(ReasonText::verdict(v), reason);
    QCOMPARE(calls, feasible ? 1 : 0);
}

// Case 18: the guard looks at the per-device load only, not at the layout.
void TestFeasibility::guardIgnoresLayout()
{
    const TokenBudgetGuard guard(std::make_unique<NoFeasibilityChecker>());
    const FeasibilityVerdict oneNode = guard.check(job(2048), candidate(8, 64, 1));
    const FeasibilityVerdict sixteenNodes = guard.check(job(2048), candidate(128, 64, 16));
    QVERIFY(!oneNode.feasible);
    QCOMPARE(ReasonText::verdict(oneNode), ReasonText::verdict(sixteenNodes));
    QVERIFY(ReasonText::verdict(oneNode).contains(u"per-device token load 131072"));
}

// Cases 23–24: a veto never reaches the backend; a backend "no" is kept.
void TestFeasibility::guardVetoNeverCallsBackend()
{
    int calls = 0;
    const TokenBudgetGuard guard(std::make_unique<CountingChecker>(true, &calls));
    QVERIFY(!guard.check(job(4096), candidate(1, 64)).feasible);
    QVERIFY(!guard.check(job(4096), candidate(8, 64)).feasible);
    QCOMPARE(calls, 0);

    int noCalls = 0;
    const TokenBudgetGuard overNo(std::make_unique<CountingChecker>(false, &noCalls));
    const FeasibilityVerdict v = overNo.check(job(128), candidate(1, 1));
    QVERIFY(!v.feasible);
    QCOMPARE(ReasonText::verdict(v), QStringLiteral("backend says no"));
    QCOMPARE(noCalls, 1);
}

// Case 25: on pass the backend's verdict (reason, memory breakdown) comes back unchanged.
void TestFeasibility::guardPassReturnsBackendVerdict()
{
    int calls = 0;
    const TokenBudgetGuard guard(std::make_unique<CountingChecker>(true, &calls));
    const FeasibilityVerdict v = guard.check(job(1024), candidate(1, 8));
    QVERIFY(v.feasible);
    QCOMPARE(calls, 1);
    QCOMPARE(ReasonText::verdict(v), QStringLiteral("backend says yes"));
    QVERIFY(v.memory.has_value());
    QCOMPARE(v.memory->totalGb, 42.0);
    QCOMPARE(guard.budget(), qint64(60224));
    QCOMPARE(guard.backend().description(), QStringLiteral("counting"));
    QCOMPARE(guard.description(), QStringLiteral("counting + token budget 60224"));
}

// Case 26.
void TestFeasibility::guardBudgetBelowOne_data()
{
    QTest::addColumn<qint64>("budget");
    QTest::newRow("0") << qint64(0);
    QTest::newRow("-5") << qint64(-5);
}

void TestFeasibility::guardBudgetBelowOne()
{
    QFETCH(qint64, budget);
    const QString expected = QStringLiteral("token-budget threshold must be >= 1, got %1").arg(budget);
    QCOMPARE(errorOf([&] { TokenBudgetGuard(std::make_unique<RulesChecker>(), budget); }), expected);
    QCOMPARE(errorOf([&] { create(QStringLiteral("rules"), true, budget); }), expected);
    QCOMPARE(errorOf([&] { create(QStringLiteral("autoconf"), false, budget); }), expected);
}

// memory-model.md §1.2; spec decision 1: structural only, no divisibility rule (case 14, 19).
void TestFeasibility::rules_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<bool>("feasible");
    QTest::addColumn<QString>("reason");
    const QString ok = QStringLiteral("passes the structural rules (no memory check)");
    QTest::newRow("1 GPU, batch 1") << 1 << qint64(1) << qint64(512) << true << ok;
    QTest::newRow("64 x 4096 on 1 GPU (case 19)") << 1 << qint64(64) << qint64(4096) << true << ok;
    QTest::newRow("batch 8 on 3 GPUs (case 14)") << 3 << qint64(8) << qint64(512) << true << ok;
    QTest::newRow("batch 7 on 8 GPUs") << 8 << qint64(7) << qint64(512) << true << ok;
    QTest::newRow("0 GPUs") << 0 << qint64(4) << qint64(512) << false << "invalid total_gpus";
    QTest::newRow("-2 GPUs") << -2 << qint64(4) << qint64(512) << false << "invalid total_gpus";
    QTest::newRow("0 GPUs and batch 0") << 0 << qint64(0) << qint64(512) << false << "invalid total_gpus";
    QTest::newRow("batch 0") << 4 << qint64(0) << qint64(512) << false
                             << "batch_size must be >= 1 (per-device)";
    QTest::newRow("batch -1") << 1 << qint64(-1) << qint64(512) << false
                              << "batch_size must be >= 1 (per-device)";
}

void TestFeasibility::rules()
{
    QFETCH(int, gpus);
    QFETCH(qint64, batch);
    QFETCH(qint64, tokens);
    QFETCH(bool, feasible);
    QFETCH(QString, reason);
    const RulesChecker rules;
    const FeasibilityVerdict v = rules.check(job(tokens), candidate(gpus, batch));
    QCOMPARE(v.feasible, feasible);
    QCOMPARE(ReasonText::verdict(v), reason);
    QVERIFY(!v.memory.has_value());
    QCOMPARE(create(QStringLiteral("rules"))->check(job(tokens), candidate(gpus, batch)).feasible, feasible);
}

void TestFeasibility::noneAcceptsAll_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("tokens");
    QTest::newRow("ordinary") << 8 << qint64(4) << qint64(7621);
    QTest::newRow("huge load") << 1 << qint64(1024) << qint64(1000000);
    QTest::newRow("0 GPUs") << 0 << qint64(4) << qint64(512);
    QTest::newRow("batch 0") << 4 << qint64(0) << qint64(512);
}

void TestFeasibility::noneAcceptsAll()
{
    QFETCH(int, gpus);
    QFETCH(qint64, batch);
    QFETCH(qint64, tokens);
    const FeasibilityVerdict v = create(QStringLiteral("none"))->check(job(tokens), candidate(gpus, batch));
    QVERIFY(v.feasible);
    QCOMPARE(ReasonText::verdict(v), QStringLiteral("not checked (feasibility: none)"));
}

void TestFeasibility::factoryDescriptions_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("guard");
    QTest::addColumn<qint64>("budget");
    QTest::addColumn<QString>("description");
    QTest::newRow("autoconf") << "autoconf" << false << qint64(60224) << "autoconf (memory model)";
    QTest::newRow("rules") << "rules" << false << qint64(60224) << "rules";
    QTest::newRow("none") << "none" << false << qint64(60224) << "none";
    QTest::newRow("autoconf + guard")
        << "autoconf" << true << qint64(60224) << "autoconf (memory model) + token budget 60224";
    QTest::newRow("rules + guard") << "rules" << true << qint64(60224) << "rules + token budget 60224";
    QTest::newRow("none + guard 8192") << "none" << true << qint64(8192) << "none + token budget 8192";
}

void TestFeasibility::factoryDescriptions()
{
    QFETCH(QString, mode);
    QFETCH(bool, guard);
    QFETCH(qint64, budget);
    QFETCH(QString, description);
    QStringList warnings;
    const std::unique_ptr<FeasibilityChecker> checker
        = create(mode, guard, budget, Catalog::bundled().llm(kSeedLlm), &warnings);
    QCOMPARE(checker->description(), description);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(dynamic_cast<const TokenBudgetGuard *>(checker.get()) != nullptr, guard);
}

// upstream-behaviour.md §4: exact names only.
void TestFeasibility::unknownMode_data()
{
    QTest::addColumn<QString>("mode");
    QTest::newRow("Autoconf") << "Autoconf";
    QTest::newRow("auto-conf") << "auto-conf";
    QTest::newRow("empty") << "";
    QTest::newRow("memory") << "memory";
}

void TestFeasibility::unknownMode()
{
    QFETCH(QString, mode);
    QCOMPARE(errorOf([&] { create(mode); }),
        QStringLiteral("unknown feasibility mode '%1': expected one of autoconf, rules, none").arg(mode));
}

// Spec decision 4: autoconf "cannot be loaded" without the architecture fields.
void TestFeasibility::unknownArchitecture_data()
{
    QTest::addColumn<LlmSpec>("llm");
    QTest::addColumn<QString>("named");
    QTest::newRow("granite-8b-japanese")
        << Catalog::bundled().llm(QStringLiteral("granite-8b-japanese"))
        << "LLM 'granite-8b-japanese' lacks the architecture fields vocab_size, "
           "intermediate_size, tie_word_embeddings";
    LlmSpec mine = Catalog::bundled().llm(kSeedLlm);
    mine.name = QStringLiteral("my-llm-9b");
    mine.vocabSize.reset();
    QTest::newRow("user LLM without vocab")
        << mine << "LLM 'my-llm-9b' lacks the architecture fields vocab_size";
}

void TestFeasibility::unknownArchitecture()
{
    QFETCH(LlmSpec, llm);
    QFETCH(QString, named);
    for (const bool guard : {false, true}) {
        const QString message = errorOf([&] { create(QStringLiteral("autoconf"), guard, 60224, llm); });
        QVERIFY2(
            message.startsWith(u"feasibility=autoconf requested but its memory model"), qPrintable(message));
        QVERIFY2(message.contains(named), qPrintable(message));
        QVERIFY2(message.contains(u"COASTLINE_ALLOW_RULES_FALLBACK=1"), qPrintable(message));
    }
    // rules and none do not need the architecture.
    QCOMPARE(create(QStringLiteral("rules"), false, 60224, llm)->description(), QStringLiteral("rules"));
    QCOMPARE(create(QStringLiteral("none"), false, 60224, llm)->description(), QStringLiteral("none"));
}

void TestFeasibility::rulesFallback()
{
    qputenv(kFallbackVariable, "1");
    const auto unset = qScopeGuard([] { qunsetenv(kFallbackVariable); });
    const LlmSpec &japanese = Catalog::bundled().llm(QStringLiteral("granite-8b-japanese"));

    QStringList warnings;
    const std::unique_ptr<FeasibilityChecker> rules
        = create(QStringLiteral("autoconf"), false, 60224, japanese, &warnings);
    QCOMPARE(rules->description(), QStringLiteral("rules"));
    QCOMPARE(warnings.size(), 1);
    const QString &w = warnings.first();
    QVERIFY2(!w.startsWith(u"warning"), qPrintable(w));
    QVERIFY2(w.contains(u"no memory check is done"), qPrintable(w));
    QVERIFY2(w.contains(u"granite-8b-japanese"), qPrintable(w));
    QVERIFY2(w.contains(u"vocab_size"), qPrintable(w));
    // It behaves as rules: a job far beyond any GPU's memory is admitted.
    QVERIFY(rules->check(job(100000), candidate(1, 64)).feasible);
    QVERIFY(!rules->check(job(512), candidate(1, 0)).feasible);

    QStringList guardedWarnings;
    const std::unique_ptr<FeasibilityChecker> guarded
        = create(QStringLiteral("autoconf"), true, 60224, japanese, &guardedWarnings);
    QCOMPARE(guarded->description(), QStringLiteral("rules + token budget 60224"));
    QCOMPARE(guardedWarnings.size(), 1);

    // A null warnings list is allowed; a model the memory model can judge gets no warning.
    QCOMPARE(create(QStringLiteral("autoconf"), false, 60224, japanese, nullptr)->description(),
        QStringLiteral("rules"));
    QStringList none;
    QCOMPARE(create(QStringLiteral("autoconf"), false, 60224, Catalog::bundled().llm(kSeedLlm), &none)
                 ->description(),
        QStringLiteral("autoconf (memory model)"));
    QVERIFY(none.isEmpty());
}

void TestFeasibility::fallbackNeedsExactlyOne_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("0") << QByteArray("0");
    QTest::newRow("true") << QByteArray("true");
    QTest::newRow("yes") << QByteArray("yes");
    QTest::newRow(" 1") << QByteArray(" 1");
    QTest::newRow("empty") << QByteArray("");
}

void TestFeasibility::fallbackNeedsExactlyOne()
{
    QFETCH(QByteArray, value);
    qputenv(kFallbackVariable, value);
    const auto unset = qScopeGuard([] { qunsetenv(kFallbackVariable); });
    const LlmSpec &japanese = Catalog::bundled().llm(QStringLiteral("granite-8b-japanese"));
    QVERIFY_THROWS_EXCEPTION(CoastlineError, create(QStringLiteral("autoconf"), false, 60224, japanese));
}

// upstream-behaviour.md §10 cases 19–22 and the seed example under autoconf: the guard wraps any mode.
void TestFeasibility::guardWrapsEveryMode_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("guard");
    QTest::addColumn<qint64>("budget");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<bool>("feasible");
    QTest::addColumn<bool>("vetoedByGuard");
    QTest::newRow("19 rules, no guard, 64 x 4096")
        << "rules" << false << qint64(60224) << 1 << qint64(64) << qint64(4096) << true << false;
    QTest::newRow("20 rules + guard, 64 x 4096")
        << "rules" << true << qint64(60224) << 1 << qint64(64) << qint64(4096) << false << true;
    QTest::newRow("20 rules + guard, 8 x 1024")
        << "rules" << true << qint64(60224) << 1 << qint64(8) << qint64(1024) << true << false;
    QTest::newRow("21 rules + guard 8192, 8 x 1024")
        << "rules" << true << qint64(8192) << 1 << qint64(8) << qint64(1024) << true << false;
    QTest::newRow("21 rules + guard 8192, 9 x 1024")
        << "rules" << true << qint64(8192) << 1 << qint64(9) << qint64(1024) << false << true;
    QTest::newRow("22 none + guard, 64 x 4096")
        << "none" << true << qint64(60224) << 1 << qint64(64) << qint64(4096) << false << true;
    QTest::newRow("22 none + guard, 8 x 1024")
        << "none" << true << qint64(60224) << 1 << qint64(8) << qint64(1024) << true << false;
    QTest::newRow("autoconf, seed 4 GPUs @8")
        << "autoconf" << false << qint64(60224) << 4 << qint64(8) << qint64(7621) << true << false;
    QTest::newRow("autoconf + guard, seed 4 GPUs @8")
        << "autoconf" << true << qint64(60224) << 4 << qint64(8) << qint64(7621) << false << true;
    QTest::newRow("autoconf + guard, seed 8 GPUs @4")
        << "autoconf" << true << qint64(60224) << 8 << qint64(4) << qint64(7621) << true << false;
    QTest::newRow("autoconf + guard, memory says no under budget")
        << "autoconf" << true << qint64(60224) << 1 << qint64(14) << qint64(4096) << false << false;
}

void TestFeasibility::guardWrapsEveryMode()
{
    QFETCH(QString, mode);
    QFETCH(bool, guard);
    QFETCH(qint64, budget);
    QFETCH(int, gpus);
    QFETCH(qint64, batch);
    QFETCH(qint64, tokens);
    QFETCH(bool, feasible);
    QFETCH(bool, vetoedByGuard);
    const FeasibilityVerdict v = create(mode, guard, budget)->check(job(tokens), candidate(gpus, batch));
    QCOMPARE(v.feasible, feasible);
    QCOMPARE(ReasonText::verdict(v).startsWith(u"per-device token load"), vetoedByGuard);
    if (mode == u"autoconf")
        QCOMPARE(v.memory.has_value(), !vetoedByGuard); // a veto never ran the memory model
}

// Seed "Min-GPU" worked example (upstream-behaviour.md §7.1, §10 case 69; memory-model.md §3.3):
// granite-3.1-8b-instruct, full, 7621 tokens, A100-SXM4-80GB, 4 per device on 8 GPUs (total batch 32),
// infrastructure 32 GPUs / 4 nodes / 8 per node.
void TestFeasibility::minGpuSeedExample_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("guard");
    QTest::addColumn<QList<bool>>("verdicts"); // for g = 1, 2, 4, 8, 16, 32
    QTest::addColumn<int>("firstGpus");
    QTest::addColumn<qint64>("firstPerDevice");
    QTest::newRow("autoconf") << "autoconf" << false << QList<bool> {false, false, true, true, true, true}
                              << 4 << qint64(8);
    QTest::newRow("autoconf + guard")
        << "autoconf" << true << QList<bool> {false, false, false, true, true, true} << 8 << qint64(4);
    QTest::newRow("rules") << "rules" << false << QList<bool> {true, true, true, true, true, true} << 1
                           << qint64(32);
    QTest::newRow("rules + guard") << "rules" << true << QList<bool> {false, false, false, true, true, true}
                                   << 8 << qint64(4);
    QTest::newRow("none") << "none" << false << QList<bool> {true, true, true, true, true, true} << 1
                          << qint64(32);
}

void TestFeasibility::minGpuSeedExample()
{
    QFETCH(QString, mode);
    QFETCH(bool, guard);
    QFETCH(QList<bool>, verdicts);
    QFETCH(int, firstGpus);
    QFETCH(qint64, firstPerDevice);

    Workload w = job(7621);
    w.batchSize = 4;
    w.gpusPerNode = 8;
    w.numberOfNodes = 1;
    QCOMPARE(w.totalBatch(), qint64(32));
    Infrastructure infra;
    infra.totalGpus = 32;
    infra.maxNodes = 4;
    infra.maxGpusPerNode = 8;

    const std::unique_ptr<FeasibilityChecker> checker = create(mode, guard);
    const QList<Candidate> candidates = SearchSpace::minGpuCandidates(w, infra);
    QCOMPARE(candidates.size(), verdicts.size());
    std::optional<Candidate> first;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const FeasibilityVerdict v = checker->check(w, candidates.at(i));
        QVERIFY2(v.feasible == verdicts.at(i),
            qPrintable(
                QStringLiteral("g = %1: %2").arg(candidates.at(i).totalGpus).arg(ReasonText::verdict(v))));
        if (v.feasible && !first)
            first = candidates.at(i);
    }
    QVERIFY(first.has_value());
    QCOMPARE(first->totalGpus, firstGpus);
    QCOMPARE(first->batchSize, firstPerDevice);
    QCOMPARE(first->gpusPerNode, firstGpus); // 4 × 1 and 8 × 1: one node
    QCOMPARE(first->numberOfNodes, 1);
}

// batch × tokens beyond qint64: rejected, never wrapped around into a small (feasible) load.
void TestFeasibility::hugeLoadsDoNotOverflow()
{
    const qint64 big = qint64(1) << 40;
    const FeasibilityVerdict guarded
        = create(QStringLiteral("none"), true)->check(job(big), candidate(1, big));
    QVERIFY(!guarded.feasible);
    QVERIFY(ReasonText::verdict(guarded).startsWith(u"per-device token load 9223372036854775807"));
    const FeasibilityVerdict memory = create(QStringLiteral("autoconf"))->check(job(big), candidate(1, big));
    QVERIFY(!memory.feasible);
    QVERIFY(memory.memory->activationsGb > 1e18);
}

QTEST_GUILESS_MAIN(TestFeasibility)
#include "test_feasibility.moc"
