#include "model/LayoutNames.h"

#include "common/CoastlineError.h"
#include "common/NamedChoice.h"

#include <QRegularExpression>
#include <algorithm>

QString LayoutNames::problem(const QString &text, ParallelLayout &layout)
{
    const QString word = text.trimmed().toLower();
    if (word.isEmpty())
        return QStringLiteral("empty");
    if (word == u"dp" || word == u"data-parallel" || word == u"data_parallel") {
        layout = {};
        return {};
    }
    static const QRegularExpression part(QStringLiteral("(tp|pp|cp|vp|ep)(\\d+)"));
    ParallelLayout parsed;
    bool seen[5] = {};
    qsizetype at = 0;
    while (at < word.size()) {
        const QRegularExpressionMatch m = part.match(
            word, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch()) {
            static const QRegularExpression decimal(QStringLiteral("^[.,]\\d"));
            if (at > 0 && word.at(at - 1).isDigit() && decimal.match(word.mid(at)).hasMatch())
                return QStringLiteral("degrees are whole numbers, got '%1'").arg(word);
            return QStringLiteral("unexpected '%1'").arg(word.mid(at));
        }
        const QString key = m.captured(1);
        const QString digits = m.captured(2);
        const int degree = digits.size() <= 5 ? digits.toInt() : ParallelLayout::kMaxDegree + 1;
        if (degree < 1 || degree > ParallelLayout::kMaxDegree)
            return QStringLiteral("%1 must be 1 … %2, got %3")
                .arg(key)
                .arg(ParallelLayout::kMaxDegree)
                .arg(digits);
        const int index = key == u"tp" ? 0 : key == u"pp" ? 1 : key == u"cp" ? 2 : key == u"vp" ? 3 : 4;
        if (std::exchange(seen[index], true))
            return QStringLiteral("%1 given twice").arg(key);
        (index == 0          ? parsed.tp
                : index == 1 ? parsed.pp
                : index == 2 ? parsed.cp
                : index == 3 ? parsed.virtualStages
                             : parsed.ep)
            = degree;
        at = m.capturedEnd();
    }
    layout = parsed;
    return {};
}

namespace {

/// The longest list item closest() repairs (each edit is one parse; a layout name is a few characters).
constexpr qsizetype kLongestRepairedItem = 32;

/// Whether `text` is a layout name as a person would write it: readable, and no degree with a leading
/// zero ("tp048" reads as tp48 but is no repair of "tp2048").
bool isLayoutName(const QString &text)
{
    static const QRegularExpression leadingZero(QStringLiteral("(tp|pp|cp|vp|ep)0"));
    ParallelLayout ignored;
    return LayoutNames::problem(text, ignored).isEmpty() && !leadingZero.match(text).hasMatch();
}

/// The layouts of `items` in order; throws CoastlineError naming `what`, the item and its place in
/// `whole` ("'tp2,tpx4'" or "the list") for an item that is not a layout or repeats an earlier one.
QList<ParallelLayout> parseItems(const QStringList &items, const QString &whole, const QString &what,
    const QStringList &otherWords, const QString &otherWordsNote)
{
    QList<ParallelLayout> layouts;
    const auto place = [&](qsizetype i) {
        return items.size() > 1
            ? QStringLiteral("'%1' (item %2 of %3)").arg(items.at(i).trimmed()).arg(i + 1).arg(whole)
            : QStringLiteral("'%1'").arg(items.at(i).trimmed());
    };
    for (qsizetype i = 0; i < items.size(); ++i) {
        ParallelLayout layout;
        const QString why = LayoutNames::problem(items.at(i), layout);
        if (items.size() > 1 && items.at(i).trimmed().toLower() == u"auto")
            throw CoastlineError(
                QStringLiteral("%1: %2: auto tries every valid layout and cannot be combined "
                               "with a list; give auto alone or list the layouts")
                    .arg(what, place(i)));
        if (!why.isEmpty()) {
            // A single item may also be a misspelt word of the caller's (e.g. a GPU-count filter word).
            const QString suggestion
                = LayoutNames::closest(items.at(i), items.size() > 1 ? QStringList() : otherWords);
            throw CoastlineError(QStringLiteral("%1: %2 is not a parallel layout (%3)%4; choose from %5")
                                     .arg(what, place(i), why, NamedChoice::didYouMean(suggestion),
                                         LayoutNames::choices(otherWords, otherWordsNote)));
        }
        if (const qsizetype earlier = layouts.indexOf(layout); earlier >= 0)
            throw CoastlineError(
                QStringLiteral("%1: %2 repeats '%3' (item %4), the same layout %5; list each "
                               "layout once")
                    .arg(what, place(i), items.at(earlier).trimmed())
                    .arg(earlier + 1)
                    .arg(layout.name()));
        layouts.append(layout);
    }
    return layouts;
}

} // namespace

QString LayoutNames::choices(const QStringList &otherWords, const QString &otherWordsNote)
{
    QString text = QStringLiteral(
        "data-parallel, auto or a list of layouts such as tp2,tp4cp2 (each dp or tpN, ppN, cpN, epN, vpN)");
    if (!otherWords.isEmpty())
        text += QStringLiteral("; or %1 %2").arg(otherWordsNote, otherWords.join(QStringLiteral(", ")));
    return text;
}

QString LayoutNames::closest(const QString &item, const QStringList &otherWords)
{
    const QString key = item.trimmed().toLower();
    // Only a misspelt name is repaired: a well-formed one with a degree out of range or a key given twice
    // ("tp2048", "tp2cp2tp2") and a decimal degree ("tp2.5") have no one-edit meaning (the reason says why).
    ParallelLayout ignored;
    const bool misspelt = problem(key, ignored).startsWith(u"unexpected");
    if (misspelt && key.size() <= kLongestRepairedItem) {
        static const QString alphabet = QStringLiteral("2481tpcv3567890");
        for (qsizetype i = 0; i < key.size(); ++i) // a character too many
            if (const QString repaired = QString(key).remove(i, 1); isLayoutName(repaired))
                return repaired;
        for (qsizetype i = 0; i < key.size(); ++i) // a wrong character
            for (const QChar c : alphabet)
                if (QString repaired = key; c != key.at(i) && isLayoutName(repaired.replace(i, 1, c)))
                    return repaired;
        for (qsizetype i = 0; i <= key.size(); ++i) // a character missing
            for (const QChar c : alphabet)
                if (const QString repaired = QString(key).insert(i, c); isLayoutName(repaired))
                    return repaired;
    }
    const QStringList words
        = QStringList {QStringLiteral("data-parallel"), QStringLiteral("auto")} + otherWords;
    return NamedChoice::closest(item, words, 3, NamedChoice::underscoreKey);
}

LayoutSearch LayoutNames::parse(
    const QString &text, const QString &what, const QStringList &otherWords, const QString &otherWordsNote)
{
    const QString word = text.trimmed().toLower();
    LayoutSearch search;
    if (word == u"data-parallel" || word == u"data_parallel" || word == u"dp")
        return search;
    if (word == u"auto") {
        search.mode = LayoutSearch::Mode::Auto;
        return search;
    }
    const bool hasDigit = std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); });
    if (!hasDigit && !word.contains(u',')) { // a word, not a layout name: say which words there are
        const QString suggestion = closest(text, otherWords);
        const QString all = choices(otherWords, otherWordsNote);
        throw CoastlineError(suggestion.isEmpty()
                ? ErrorMessage(ErrorCode::UnknownValue).arg(what, text.trimmed(), all)
                : ErrorMessage(ErrorCode::UnknownValueDidYouMean).arg(what, text.trimmed(), suggestion, all));
    }
    search.mode = LayoutSearch::Mode::List;
    search.layouts = parseItems(
        text.split(u','), QStringLiteral("'%1'").arg(text.trimmed()), what, otherWords, otherWordsNote);
    return search;
}

LayoutSearch LayoutNames::parseList(const QStringList &items, const QString &what)
{
    if (items.isEmpty())
        throw CoastlineError(QStringLiteral("%1: the list is empty; write data-parallel, auto or layouts "
                                            "such as [tp2, tp4cp2]")
                                 .arg(what));
    if (items.size() == 1) // [auto], [tp2]: as the text
        return parse(items.constFirst(), what);
    LayoutSearch search;
    search.mode = LayoutSearch::Mode::List;
    search.layouts = parseItems(items, QStringLiteral("the list"), what, {}, {});
    return search;
}
