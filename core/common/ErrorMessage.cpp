#include "common/ErrorMessage.h"

#include <QCoreApplication>
#include <array>
#include <limits>

namespace {

constexpr const char *kContext = "CoastlineError";

/// One wording per ErrorCode, in the enum's order. The text is the English output, byte for byte;
/// lupdate reads it as the translation source (context "CoastlineError"); wordings with %n are plural
/// forms (QT_TRANSLATE_N_NOOP).
constexpr std::array kWordings = {
    "", // Text
    QT_TRANSLATE_NOOP("CoastlineError", "%1: cannot read: %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: cannot read: it is a folder, not a file"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: cannot read: the file is larger than %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: the CSV file is empty (no header row)"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: unterminated quoted field"),
    QT_TRANSLATE_N_NOOP("CoastlineError", "%1:%2: row has %n cells but the header has %3 columns"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: column '%3' appears more than once in the header"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: missing required columns: %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: column '%3': expected a number, got '%4'"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: column '%3': expected a whole number, got '%4'"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: column '%3': expected true or false, got '%4'"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: column '%3': expected one of %4, got '%5'"),
    QT_TRANSLATE_NOOP("CoastlineError", "malformed YAML: %1"),
    QT_TRANSLATE_NOOP("CoastlineError", "tab character in the indentation; YAML indents with spaces only"),
    QT_TRANSLATE_NOOP("CoastlineError", "must not be empty"),
    QT_TRANSLATE_NOOP("CoastlineError", "the list is empty; give at least one value"),
    QT_TRANSLATE_NOOP("CoastlineError", "expected a whole number, got '%1'"),
    QT_TRANSLATE_NOOP("CoastlineError", "expected a number, got '%1'"),
    QT_TRANSLATE_NOOP("CoastlineError", "expected true or false, got '%1'"),
    QT_TRANSLATE_NOOP("CoastlineError", "must be at least %1, got %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1 is above the maximum %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: unknown name '%2'; closest catalog names: %3"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: unknown value '%2'; choose from %3"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: unknown value '%2' (did you mean '%3'?); choose from %4"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: unknown goal '%2'; choose from %3"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: unknown goal '%2' (did you mean '%3'?); choose from %4"),
    QT_TRANSLATE_NOOP("CoastlineError", "workload.fine_tuning_method: unknown method '%1'; choose from %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: missing value"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: must be at least 1, got %2"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: '%2' is not a duration; write a number > 0 and a unit s, min, h or d, e.g. 48h"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: '%2' is not a budget; write a number > 0 in cost units (2000) or in GPU-hours (2000gpuh)"),
    QT_TRANSLATE_NOOP("CoastlineError", "alpha and beta must be finite numbers >= 0, got alpha %1, beta %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "alpha and beta are both zero; at least one must be positive"),
    QT_TRANSLATE_NOOP("CoastlineError", "top_k must be at least 1, got %1"),
    QT_TRANSLATE_NOOP("CoastlineError", "max_slowdown must be a finite number >= 1, got %1"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "the search grid has more than %1 configurations (GPU counts × batch sizes); shorten "
        "grid.batch_sizes or grid.total_gpus"),
    QT_TRANSLATE_N_NOOP("CoastlineError",
        "min-GPU: no GPU count from 1 to %1 is feasible for a total batch of %2 (%n counts tried)"),
    QT_TRANSLATE_N_NOOP("CoastlineError",
        "no feasible configuration could be predicted among the %n candidates (%1 rejected by the "
        "feasibility check)"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "the search has %1 candidates with its parallel layouts (%2 configurations of GPU counts × batch "
        "sizes, each once per valid layout), more than %3; list fewer layouts in search.layouts (--layouts, "
        "e.g. tp2,tp4cp2), or shorten grid.batch_sizes or grid.total_gpus"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "precision %1 (--precision, training.precision) needs Blackwell tensor cores with block-scaled %2, "
        "and "
        "GPU %3 has none (catalog: %4); %1 runs on B200, B300, GB200 and GB300"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: %3: %4"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: %3: expected %4, got '%5'"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: %3 contradicts %4: %5"),
    QT_TRANSLATE_NOOP("CoastlineError", "--to %1: %2 cannot express %3 '%4': %5"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: not a launch file this version reads (a torchtitan TOML, an accelerate YAML, a DeepSpeed "
        "JSON or Megatron-LM arguments): %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: %2: expected a whole number from %3 to %4, got %5"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: %2: cannot find %3"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: model_type '%2' is not one Coastline reads, and the config has mixture-of-experts keys "
        "(%3): its parameters cannot be counted without knowing its layers; the model types read are %4"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: num_key_value_heads: %2 must divide num_attention_heads (%3)"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: num_attention_heads: %2 does not divide hidden_size (%3); the config needs head_dim"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: model_type '%2' config: cannot find %3 (the expert count)"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: %2: %3, which the importer cannot count from config.json"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: num_experts_per_tok: %2 is more than the %3 experts"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: not a config.json (expected a JSON object)"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: intermediate_size: must be at least 1"),
    QT_TRANSLATE_NOOP(
        "CoastlineError", "%1: _name_or_path: missing or empty, so the model has no name; give one (--name)"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: not a prediction-interval table: %2"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: not a valid calibration profile: %2"),
    QT_TRANSLATE_NOOP(
        "CoastlineError", "%1: calibration profile version %2 is not supported; this build reads version %3"),
    QT_TRANSLATE_NOOP("CoastlineError",
        "%1: the calibration profile's checksum does not match its contents (edited or damaged); run "
        "coastline-cli calibrate again"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1:%2: %3 log: %4"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: no measured training steps in this %2 log"),
    QT_TRANSLATE_NOOP("CoastlineError", "%1: the log gives no throughput to import"),
};
static_assert(
    kWordings.size() == std::size_t(ErrorCode::LogNoThroughput) + 1, "one wording per ErrorCode, in order");

} // namespace

ErrorMessage::ErrorMessage(ErrorCode code)
    : m_code(code)
{ }

ErrorMessage ErrorMessage::text(const QString &english)
{
    ErrorMessage message(ErrorCode::Text);
    message.m_text = english;
    return message;
}

ErrorMessage &ErrorMessage::arg(const QString &a)
{
    m_steps.append({a});
    return *this;
}

ErrorMessage &ErrorMessage::arg(const QString &a1, const QString &a2)
{
    m_steps.append({a1, a2});
    return *this;
}

ErrorMessage &ErrorMessage::arg(const QString &a1, const QString &a2, const QString &a3)
{
    m_steps.append({a1, a2, a3});
    return *this;
}

ErrorMessage &ErrorMessage::arg(const QString &a1, const QString &a2, const QString &a3, const QString &a4)
{
    m_steps.append({a1, a2, a3, a4});
    return *this;
}

ErrorMessage &ErrorMessage::arg(double a, int fieldWidth, char format, int precision)
{
    return arg(QStringLiteral("%1").arg(a, fieldWidth, format, precision));
}

ErrorMessage &ErrorMessage::count(qint64 n)
{
    m_count = n;
    return *this;
}

ErrorMessage ErrorMessage::located(const QString &prefix) const
{
    ErrorMessage message = *this;
    message.m_prefix = prefix + m_prefix;
    return message;
}

QStringList ErrorMessage::arguments() const
{
    QStringList all;
    for (const QStringList &step : m_steps)
        all << step;
    return all;
}

QString ErrorMessage::source(ErrorCode code)
{
    return QString::fromUtf8(kWordings.at(std::size_t(code)));
}

QString ErrorMessage::render(const QString &wording) const
{
    // The arguments go in as the throw site gave them, one arg() call at a time, as QString::arg did.
    QString text = wording;
    for (const QStringList &step : m_steps) {
        switch (step.size()) {
        case 1:
            text = text.arg(step.at(0));
            break;
        case 2:
            text = text.arg(step.at(0), step.at(1));
            break;
        case 3:
            text = text.arg(step.at(0), step.at(1), step.at(2));
            break;
        default:
            text = text.arg(step.at(0), step.at(1), step.at(2), step.at(3));
            break;
        }
    }
    return m_prefix + text;
}

QString ErrorMessage::english() const
{
    if (m_code == ErrorCode::Text)
        return m_prefix + m_text;
    QString wording = source(m_code);
    if (m_count >= 0)
        wording.replace(QLatin1String("%n"), QString::number(m_count));
    return render(wording);
}

QString ErrorMessage::translated() const
{
    if (m_code == ErrorCode::Text)
        return english();
    const char *source = kWordings.at(std::size_t(m_code));
    const int n = m_count >= 0 ? int(qMin<qint64>(m_count, std::numeric_limits<int>::max())) : -1;
    const QString wording = QCoreApplication::translate(kContext, source, nullptr, n);
    // Without a translation, translate() gives the source with %n filled in: that is the English text.
    QString untranslated = QString::fromUtf8(source);
    if (n >= 0)
        untranslated.replace(QLatin1String("%n"), QString::number(n));
    return wording == untranslated ? english() : render(wording);
}
