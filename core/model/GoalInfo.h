#pragma once

#include "model/Goal.h"

#include <QList>
#include <QString>
#include <QStringList>

/// How a goal orders the configurations: the multi-objective score (alpha/beta), a walk over GPU counts,
/// or a hard limit (deadline, budget) with an order among the rows that keep it.
enum class GoalKind { MultiObjective, GpuCount, Constrained };

/// Everything the product says about one goal, in one row (issue 20 "vocabulary"): the parser, the
/// configuration reader and writer, the help texts, the error texts, the GUI's combo boxes and tooltip,
/// the banner and explain read this table and nothing else. Adding an alias is one edit to
/// GoalInfo.cpp. The English texts are translatable (QT_TRANSLATE_NOOP; the desktop app installs a
/// translator, coastline-cli does not); their contexts are the ones the texts had before the table, so
/// existing translations stay valid.
struct GoalInfo
{
    Goal goal = Goal::Performance;
    const char *name = ""; ///< canonical name, written to files and CSV: "min_gpu"
    /// Further accepted spellings as documented (any case; `-`, `_` and space alike), besides the
    /// canonical name in any of those spellings: "fewest".
    QStringList aliases;
    GoalKind kind = GoalKind::MultiObjective;
    const char *titleContext = "Formatting"; ///< translation context of `title`
    const char *title = ""; ///< UI label: "Min-GPU"
    /// The banner's words for a multi-objective pick ("best for performance"; context
    /// RecommendationRows); empty for goals whose banner sentence is their own.
    const char *phrase = "";
    /// One line of the goal combo box's tooltip (context GoalInfo): "fewest GPUs that fit the job's
    /// total batch".
    const char *description = "";
    /// Preset weights (alpha runtime, beta energy; seed table performance 0.8/0.2, balanced 0.5/0.5,
    /// energy 0.2/0.8); goals without a preset carry performance's.
    Weights weights;
    /// False for custom: it needs alpha and beta, so the "choose from" lists leave it out.
    bool choosable = true;
    /// Offered by the trace what-if (upstream's trace goals: min_gpu and the three presets).
    bool forTraces = false;

    /// The title, translated when the app installed a translator.
    QString translatedTitle() const;
    /// The banner phrase, translated; empty when the goal has none.
    QString translatedPhrase() const;
    /// The canonical name as the banner's "Policy:" line shows it (translatable, context
    /// RecommendationRows, disambiguation "policy name").
    QString translatedName() const;
    /// The tooltip line, translated.
    QString translatedDescription() const;
    /// The canonical name with `-` for `_`, as flags are spelled: "min-gpu".
    QString flagSpelling() const;

    /// Every goal, in the order the GUI lists them (the presets, the GPU-count policies, the constrained
    /// goals, custom).
    static const QList<GoalInfo> &all();
    /// The row of `goal` (every Goal has one).
    static const GoalInfo &of(Goal goal);
    /// The row whose name or alias is `text` (any case; `-`, `_` and space alike), or nullptr.
    static const GoalInfo *find(const QString &text);
    /// "performance, balanced, …" (canonical names of the choosable goals of `kinds`, or of all when
    /// `kinds` is empty) followed by " (aliases: runtime, throughput → performance; …)".
    static QString choices(const QList<GoalKind> &kinds = {});
    /// The name of `extra` (listed before the goals), or the listed name or alias of choices(`kinds`),
    /// closest to `text` (NamedChoice::closest, at most 3 edits, `-`, `_` and space alike), or an empty
    /// string: the "did you mean" of an unknown goal.
    static QString closestListed(
        const QString &text, const QList<GoalKind> &kinds = {}, const QStringList &extra = {});
};
