#pragma once

#include "model/LayoutSearch.h"
#include "model/ParallelLayout.h"

#include <QString>
#include <QStringList>

/// The words of the parallel-layout setting (config `search.layouts`, CLI `--layouts`; cli.md "Parallel
/// layouts") as a person types them: one layout name read without throwing, a list with the item that
/// is wrong named, the closest accepted form of a misspelt word and the list of every accepted form.
/// LayoutSearch::parse() and ParallelLayout::parse() read through it.
namespace LayoutNames {

/// Reads one layout name ("dp", "data-parallel", or tpN, ppN, cpN, epN, vpN with N in 1 …
/// ParallelLayout::kMaxDegree, each at most once, any order and letter case): sets `layout` and returns
/// an empty string, else leaves `layout` alone and returns why it is none ("unexpected 'x'" for tp3x, "cp
/// must be 1 … 1024, got 0", "tp given twice", "degrees are whole numbers, got 'tp2.5'", "empty").
QString problem(const QString &text, ParallelLayout &layout);

/// Every form the setting accepts, for messages: "data-parallel, auto or a list of layouts such as
/// tp2,tp4cp2 (each dp or tpN, ppN, cpN, epN, vpN)", then "; or <otherWordsNote> <otherWords>" when the
/// caller accepts further words.
QString choices(const QStringList &otherWords = {}, const QString &otherWordsNote = {});

/// The closest accepted form to the unreadable `item`: a layout name one edit away (a character too
/// many, then a wrong one, then a missing one: "tpx4" → "tp4", "tp3x" → "tp3"), else the closest of
/// data-parallel, auto and `otherWords` (NamedChoice::closest, at most 3 edits: "autp" → "auto");
/// empty when none is close. Only a misspelt name (problem() says "unexpected") is repaired, never
/// into a degree with a leading zero: "tp2048", "tp2cp2tp2" and "tp2.5" get no layout suggestion.
/// Items longer than 32 characters are not repaired.
QString closest(const QString &item, const QStringList &otherWords = {});

/// Parses "data-parallel" (also "dp"), "auto" or a comma-separated list of layout names. Throws
/// CoastlineError (bad input) naming `what` for anything else: an unknown word ("<what>: unknown value
/// 'autp' (did you mean 'auto'?); choose from <choices>"), a list item that is no layout name
/// ("<what>: 'tpx4' (item 2 of 'tp2,tpx4') is not a parallel layout (unexpected 'tpx4') (did you mean
/// 'tp4'?); choose from …") or one that repeats an earlier item ("tp2,tp2"; "dp,tp1"). `otherWords`
/// are single words the caller also takes for the same setting (`--layouts` takes the GPU-count filter
/// words): they are suggested and listed among the choices, after `otherWordsNote`.
LayoutSearch parse(const QString &text, const QString &what, const QStringList &otherWords = {},
    const QString &otherWordsNote = {});

/// The items of a YAML list (`search.layouts: [tp2, tp4cp2]`), read as the comma-separated text of the
/// same names; one item is read as parse() reads text ([auto] is auto). Throws as parse() does, and
/// for an empty list.
LayoutSearch parseList(const QStringList &items, const QString &what);

} // namespace LayoutNames
