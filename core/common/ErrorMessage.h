#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <type_traits>

/// The common errors, each with one wording (its row in ErrorMessage.cpp). Code::Text is a message
/// given as finished English text (the errors that have no code yet).
enum class ErrorCode {
    Text,
    // Files
    CannotRead,
    FileIsFolder,
    FileTooLarge,
    // CSV tables
    CsvEmpty,
    CsvUnterminatedQuote,
    CsvRowCells,
    CsvDuplicateColumn,
    CsvMissingColumns,
    CsvNotNumber,
    CsvNotWholeNumber,
    CsvBoolean,
    CsvChoice, ///< a column that takes one of a few names (file, line, column, the names, the value)
    // A configuration file (after "<file>:<line>: <key>: ")
    YamlMalformed,
    YamlTabIndent,
    ValueEmpty,
    ListEmpty,
    ExpectedWholeNumber,
    ExpectedNumber,
    ExpectedBoolean,
    BelowMinimum,
    AboveMaximum,
    // Names
    UnknownName,
    UnknownValue,
    UnknownValueDidYouMean,
    UnknownGoal,
    UnknownGoalDidYouMean,
    UnknownMethod,
    // Values and the job
    MissingValue,
    AtLeastOne,
    NotADuration,
    NotABudget,
    WeightsInvalid,
    WeightsZero,
    TopKTooSmall,
    MaxSlowdownInvalid,
    GridTooLarge,
    NoGpuCountFeasible,
    NoFeasibleConfiguration,
    GridWithLayoutsTooLarge,
    // Training setup
    PrecisionNeedsBlackwell,
    // Launch files (core/launch)
    LaunchMalformed,
    LaunchWrongType,
    LaunchContradiction,
    LaunchCannotExpress,
    LaunchUnknownFormat,
    // A Hugging Face config.json (catalog import)
    HfNotWholeNumber,
    HfCannotFind,
    HfUnknownMoeType,
    HfKvHeadsNotDivisor,
    HfHeadsNotDivisor,
    HfNoExpertCount,
    HfUncountable,
    HfTooManyExpertsPerToken,
    HfNotAConfig,
    HfNoIntermediateSize,
    HfNoName,
    // Prediction intervals, calibration profiles and imported training logs
    IntervalTableInvalid,
    CalibrationProfileInvalid,
    CalibrationProfileVersion,
    CalibrationProfileChecksum,
    LogMalformed,
    LogNoSteps,
    LogNoThroughput,
};

/// A user-facing error as a code and its arguments, so that the English text (what outputs, logs and
/// the CLI print) and a translation (what the GUI shows) come from the same place.
///
/// It is built like a QString: `ErrorMessage(ErrorCode::CsvNotNumber).arg(file).arg(line).arg(column, text)`
/// records the arguments, and english() applies them to the code's English wording in the same order
/// (so the text is byte for byte what `QStringLiteral("…").arg(…)` gave). A wording with `%n` (a
/// count, with plural forms) takes its number from count(). located() puts a location ("file:12: key: ")
/// in front, which is never translated.
///
/// How to add an error: docs/architecture.md, "Where to add …".
class ErrorMessage
{
public:
    /// The wording of `code`, to be filled by arg() and count().
    explicit ErrorMessage(ErrorCode code);
    /// A finished English message (Code::Text): translated() gives it unchanged.
    static ErrorMessage text(const QString &english);

    ErrorMessage &arg(const QString &a);
    ErrorMessage &arg(const QString &a1, const QString &a2);
    ErrorMessage &arg(const QString &a1, const QString &a2, const QString &a3);
    ErrorMessage &arg(const QString &a1, const QString &a2, const QString &a3, const QString &a4);
    /// A whole number, written as QString::arg() writes it.
    template<typename Integer,
        std::enable_if_t<std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>, int> = 0>
    ErrorMessage &arg(Integer a)
    {
        return arg(QString::number(a));
    }
    ErrorMessage &arg(double a, int fieldWidth = 0, char format = 'g', int precision = -1);
    /// The number `%n` stands for (the plural form of a translation follows it).
    ErrorMessage &count(qint64 n);
    /// The same message with `prefix` (a location such as "config.yaml:4: workload.llm: ") in front.
    ErrorMessage located(const QString &prefix) const;

    ErrorCode code() const { return m_code; }
    /// The arguments in the order given (multi-argument arg() calls contribute each of theirs).
    QStringList arguments() const;
    /// The English text: exactly the wording the program printed before errors had codes.
    QString english() const;
    /// The text in the interface language: the code's wording through
    /// QCoreApplication::translate("CoastlineError", …) with its plural form for count(); the
    /// English text when no translation is installed for it.
    QString translated() const;

    /// The source wording of `code` (the translation key; "%n" for the count), for tests and tools.
    static QString source(ErrorCode code);

private:
    QString render(const QString &wording) const;

    ErrorCode m_code;
    QString m_prefix;
    QString m_text; // Code::Text only
    QList<QStringList> m_steps; // one entry per arg() call
    qint64 m_count = -1;
};
