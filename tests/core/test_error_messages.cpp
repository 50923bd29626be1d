#include "../support/ThrownError.h"
#include "common/BoundedFile.h"
#include "common/CoastlineError.h"
#include "common/ErrorMessage.h"
#include "common/NamedChoice.h"
#include "common/PluralText.h"
#include "io/CsvTable.h"
#include "model/Goal.h"

#include <QTemporaryDir>
#include <QtTest>

// Errors with codes (issue 32, item 6): the English text of a coded error is the text the program
// printed before errors had codes, byte for byte; with no translator installed the translated text is
// the same English. The German and Chinese texts are checked in test_ui_translations.

class TestErrorMessages : public QObject
{
    Q_OBJECT

private slots:
    void englishIsTheTextBeforeCodes()
    {
        // The former QStringLiteral(...).arg(...) chains of the throw sites, spelled out.
        QCOMPARE(ErrorMessage(ErrorCode::CsvNotNumber)
                     .arg(QStringLiteral("runs.csv"))
                     .arg(7)
                     .arg(QStringLiteral("batch_size"), QStringLiteral("x"))
                     .english(),
            QStringLiteral("runs.csv:7: column 'batch_size': expected a number, got 'x'"));
        QCOMPARE(ErrorMessage(ErrorCode::WeightsInvalid).arg(-0.5).arg(2.0).english(),
            QStringLiteral("alpha and beta must be finite numbers >= 0, got alpha -0.5, beta 2"));
        QCOMPARE(ErrorMessage(ErrorCode::NoGpuCountFeasible).arg(64).arg(128).count(1).english(),
            QStringLiteral(
                "min-GPU: no GPU count from 1 to 64 is feasible for a total batch of 128 (1 counts "
                "tried)"));
        QCOMPARE(ErrorMessage(ErrorCode::NoFeasibleConfiguration).count(30).arg(30).english(),
            QStringLiteral(
                "no feasible configuration could be predicted among the 30 candidates (30 rejected "
                "by the feasibility check)"));
        QCOMPARE(ErrorMessage(ErrorCode::ExpectedWholeNumber)
                     .arg(QStringLiteral("four"))
                     .located(QStringLiteral("job.yaml:8: workload.batch_size: "))
                     .english(),
            QStringLiteral("job.yaml:8: workload.batch_size: expected a whole number, got 'four'"));
        // A five-placeholder wording filled in two steps (ErrorMessage::arg takes at most four at once).
        QCOMPARE(ErrorMessage(ErrorCode::LaunchCannotExpress)
                     .arg(QStringLiteral("megatron"))
                     .arg(QStringLiteral("Megatron-LM"), QStringLiteral("precision"), QStringLiteral("nvfp4"),
                         QStringLiteral("it has no FP4 recipe"))
                     .english(),
            QStringLiteral(
                "--to megatron: Megatron-LM cannot express precision 'nvfp4': it has no FP4 recipe"));
        QCOMPARE(ErrorMessage(ErrorCode::HfNotWholeNumber)
                     .arg(QStringLiteral("config.json"), QStringLiteral("hidden_size"))
                     .arg(1.0)
                     .arg(1e8)
                     .arg(QStringLiteral("the text \"4096\""))
                     .english(),
            QStringLiteral("config.json: hidden_size: expected a whole number from 1 to 1e+08, got the text "
                           "\"4096\""));
        QCOMPARE(ErrorMessage(ErrorCode::LaunchMalformed)
                     .arg(QStringLiteral("train.toml"))
                     .arg(qint64(3))
                     .arg(QStringLiteral("TOML"), QStringLiteral("expected '='"))
                     .english(),
            QStringLiteral("train.toml:3: TOML: expected '='"));
        QCOMPARE(
            ErrorMessage::text(QStringLiteral("anything as is")).english(), QStringLiteral("anything as is"));
        QCOMPARE(ErrorMessage(ErrorCode::UnknownName)
                     .arg(QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"))
                     .arguments(),
            QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    }

    void thrownErrorsKeepTheirText()
    {
        const CoastlineError cells = thrownError(
            [] { CsvTable::parse(QByteArrayLiteral("a,b\n1,2,3\n"), QStringLiteral("t.csv")); });
        QCOMPARE(cells.message(), QStringLiteral("t.csv:2: row has 3 cells but the header has 2 columns"));
        QCOMPARE(cells.error().code(), ErrorCode::CsvRowCells);
        QCOMPARE(cells.translatedMessage(), cells.message()); // no translator installed
        QCOMPARE(QString::fromUtf8(cells.what()), cells.message());

        const CoastlineError number = thrownError([] {
            const CsvTable t = CsvTable::parse(QByteArrayLiteral("a\nx\n"), QStringLiteral("t.csv"));
            t.number(0, QStringLiteral("a"));
        });
        QCOMPARE(number.message(), QStringLiteral("t.csv:2: column 'a': expected a number, got 'x'"));
        QCOMPARE(number.error().code(), ErrorCode::CsvNotNumber);

        const QStringList tabs {
            QStringLiteral("ranking"), QStringLiteral("rejected"), QStringLiteral("charts")};
        const CoastlineError close = thrownError(
            [&] { NamedChoice::parse(QStringLiteral("rankng"), tabs, QStringLiteral("--tab")); });
        QCOMPARE(close.message(),
            QStringLiteral(
                "--tab: unknown value 'rankng' (did you mean 'ranking'?); choose from ranking, rejected, "
                "charts"));
        QCOMPARE(close.error().code(), ErrorCode::UnknownValueDidYouMean);
        const CoastlineError far = thrownError(
            [&] { NamedChoice::parse(QStringLiteral("zzzzzz"), tabs, QStringLiteral("--tab")); });
        QCOMPARE(far.message(),
            QStringLiteral("--tab: unknown value 'zzzzzz'; choose from ranking, rejected, charts"));
        QCOMPARE(far.error().code(), ErrorCode::UnknownValue);

        const CoastlineError weights = thrownError([] { normaliseWeights(0, 0); });
        QCOMPARE(
            weights.message(), QStringLiteral("alpha and beta are both zero; at least one must be positive"));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CoastlineError folder = thrownError([&] { BoundedFile::read(dir.path(), 10); });
        QCOMPARE(
            folder.message(), QStringLiteral("%1: cannot read: it is a folder, not a file").arg(dir.path()));
        QCOMPARE(folder.error().code(), ErrorCode::FileIsFolder);
    }

    void argumentsAreEscaped()
    {
        // Input echoed in an error cannot drive the terminal, in either text.
        const CoastlineError e(ErrorMessage(ErrorCode::MissingValue).arg(QStringLiteral("a\x1b[31mb")));
        QCOMPARE(e.message(), QStringLiteral("a\\x1b[31mb: missing value"));
        QCOMPARE(e.translatedMessage(), e.message());
    }

    void uncodedErrorsStayAsGiven()
    {
        const CoastlineError e(QStringLiteral("plain text"), CoastlineError::Kind::NoResult);
        QCOMPARE(e.error().code(), ErrorCode::Text);
        QCOMPARE(e.message(), QStringLiteral("plain text"));
        QCOMPARE(e.translatedMessage(), QStringLiteral("plain text"));
        QCOMPARE(e.kind(), CoastlineError::Kind::NoResult);
    }

    void everyCodeHasAWording()
    {
        for (int c = int(ErrorCode::Text) + 1; c <= int(ErrorCode::LogNoThroughput); ++c)
            QVERIFY2(!ErrorMessage::source(ErrorCode(c)).isEmpty(), qPrintable(QString::number(c)));
        QVERIFY(ErrorMessage::source(ErrorCode::Text).isEmpty());
    }

    void englishPluralsWithoutATranslation()
    {
        QCOMPARE(PluralText::english("%n GPU(s)", 1), QStringLiteral("1 GPU"));
        QCOMPARE(PluralText::english("%n GPU(s)", 2), QStringLiteral("2 GPUs"));
        QCOMPARE(PluralText::english("%n GPU(s)", 0), QStringLiteral("0 GPUs"));
        QCOMPARE(PluralText::counted("Nowhere", "cache (%n run(s))", 1), QStringLiteral("cache (1 run)"));
        QCOMPARE(PluralText::counted("Nowhere", "cache (%n run(s))", 12), QStringLiteral("cache (12 runs)"));
        QCOMPARE(
            PluralText::counted("Nowhere",
                "%1 — the fewest GPUs that fit for a total batch of %2 (%n smaller GPU count(s) rejected)", 1)
                .arg(QStringLiteral("x"), QStringLiteral("64")),
            QStringLiteral(
                "x — the fewest GPUs that fit for a total batch of 64 (1 smaller GPU count rejected)"));
    }
};

QTEST_GUILESS_MAIN(TestErrorMessages)
#include "test_error_messages.moc"
