#pragma once

#include "model/FeasibilityVerdict.h"
#include "model/Reason.h"

#include <QString>
#include <optional>

/// The words for a Reason: the one place a verdict's or a prediction failure's code becomes text.
/// Translatable (QCoreApplication::translate, context "ReasonText"): the desktop app installs a
/// translator, so it shows the translation with numbers in the default QLocale; outputs (CSV, JSON,
/// the CLI) ask for English, which is also what any text without a translation shows.
namespace ReasonText {

enum class Language {
    English, ///< the source text, numbers with '.' and no group separator (outputs; the CLI)
    Interface, ///< the installed translation, numbers in QLocale() (the GUI)
};

/// `reason` in words, e.g. Fits {63.44, 84.29} → "fits: 63.44 GB of 84.29 GB per GPU (memory model
/// standing in for AutoConf)". GB arguments are shown in GB (10⁹ bytes) with 2 decimals in both
/// languages, the GUI too (issue 36 item 7; it showed GiB before), with QLocale() digits for Interface.
QString text(const Reason &reason, Language language = Language::English);

/// Each reason's text, joined with "; " (empty for none).
QString joined(const QList<Reason> &reasons, Language language = Language::English);

/// A fix in words, e.g. "activation checkpointing on", "16 GPUs at batch 2 per device (same total
/// batch)" (MemoryFix; the memory it gives is shown beside it, not in the text).
QString fix(const MemoryFix &fix, Language language = Language::English);
/// The first fix that fits, if any ("name the first that fits").
std::optional<MemoryFix> firstFitting(const QList<MemoryFix> &fixes);

/// The verdict's reason followed by each note as "; note: …".
QString verdict(const FeasibilityVerdict &verdict, Language language = Language::English);

} // namespace ReasonText
