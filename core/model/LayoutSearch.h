#pragma once

#include "model/ParallelLayout.h"

#include <QList>
#include <QString>

struct LlmSpec;

/// Which parallel layouts the search tries (config `search.layouts`, CLI `--layouts`; cli.md "Parallel
/// layouts"): `data-parallel` (the default: the seed's behaviour, every candidate plain data parallel),
/// `auto` (every valid tp ∈ {1, 2, 4, 8}, pp ∈ the divisors of the layers ≤ 16, cp ∈ {1, 2, 4, 8}; for
/// a mixture-of-experts model also ep ∈ the powers of two dividing the experts and dp · cp; no virtual
/// stages) or a list of ParallelLayout names such as `tp2,tp4cp2` (write `dp` in the list to keep
/// plain data parallelism too).
struct LayoutSearch
{
    enum class Mode { DataParallel, Auto, List };
    Mode mode = Mode::DataParallel;
    QList<ParallelLayout> layouts; ///< Mode::List: the layouts in list order, duplicates once
    /// The pipeline split every layout tried gets (the training setup's; even by default).
    PipelineSplit split {};

    /// The largest pipeline degree `auto` tries (the issue: pp ∈ divisors ≤ 16).
    static constexpr int kAutoMaxPipeline = 16;

    bool operator==(const LayoutSearch &) const = default;
    bool isDataParallel() const { return mode == Mode::DataParallel; }
    /// "data-parallel", "auto" or the list joined by commas ("tp2,tp4cp2").
    QString name() const;
    /// True when `text` reads as this setting's vocabulary (data-parallel, auto, or a list of layout names)
    /// rather than something else: lets `--layouts` keep its older GPU-count filter words.
    static bool looksLike(const QString &text);
    /// Parses "data-parallel" (also "dp"), "auto" or a comma-separated list of layout names. Throws
    /// CoastlineError naming `what` for an empty or unreadable entry.
    static LayoutSearch parse(const QString &text, const QString &what);

    /// The layouts to try for `llm` at `tokensPerSample` on `totalGpus` GPUs, `gpusPerNode` per node,
    /// in order: data-parallel → {dp}; auto → every valid one (tp outer, then pp, then cp, then ep); a list →
    /// its valid entries. Layouts that break a rule (ParallelLayout::rejection) are left out.
    QList<ParallelLayout> layoutsFor(const LlmSpec &llm, int totalGpus, int gpusPerNode,
        qint64 tokensPerSample, int scaleUpDomainGpus = 0) const;
};
