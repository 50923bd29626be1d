#pragma once

#include <QString>
#include <QVariantList>

/// Why a candidate is (in)feasible or has no prediction, as a code and its arguments: the core never
/// writes the English sentence itself. ReasonText (core/report) words it, in English for outputs and
/// translated for the desktop app.
struct Reason
{
    /// What happened; the arguments each code carries are listed with it.
    enum class Code {
        Text, ///< {text}: a predictor's own English explanation (or a test's), shown as it is
        Fits, ///< {needed GB, capacity GB}: the memory model says the job fits
        OutOfMemory, ///< {needed GB, capacity GB}: the memory model says it does not
        RulesPassed, ///< {}: the structural rules pass, no memory check
        NotChecked, ///< {}: feasibility `none`
        InvalidTotalGpus, ///< {}: total GPUs < 1
        BatchBelowOne, ///< {}: per-device batch < 1
        TokensPerSampleBelowOne, ///< {tokens per sample}: AutoConf's input validation
        UnknownMethod, ///< {method}: AutoConf's input validation
        BatchNotDivisible, ///< {}: AutoConf's rule-based classifier
        TokenBudgetExceeded, ///< {tokens per device, batch, tokens per sample, budget}
        HybridMambaWorkspace, ///< {}: caveat, the Mamba layers' workspace is not modelled
        QloraUnmeasured, ///< {}: caveat, qlora was never measured
        /// {precision, optimizer, bytes per trained parameter, checkpointing bool, loss[, mixed-precision
        /// total GB]}: the training stack the memory verdict assumes
        StackAssumed,
        NoPrediction, ///< {}: the predictor gave no prediction and no reason
        NoUsablePower, ///< {the power predictor's reason text}
        NoUsableThroughput, ///< {}: throughput not finite or not positive
        NotSimulatedMinGpu, ///< {top_k}: min-GPU stops after the first top_k feasible GPU counts
        Cancelled, ///< {}: the run was cancelled before this candidate
        BelowMaxSlowdown, ///< {fastest tokens/s, max_slowdown, threshold tokens/s}
        ImplausibleUtilization, ///< {MFU percent, bound percent}: prediction above the plausibility bound
        UncalibratedFactors, ///< {factor names, comma-separated}: Kavier used neutral 1.0 factors
        /// {needed GB, capacity GB, band start GB}: inside the memory risk band, accepted (issue 37)
        TightFits,
        /// {needed GB, capacity GB, accepted up to GB, margin}: inside the band, rejected by the margin
        TightRejected,
        /// {experts, expert FFN width, hidden size}: a model prediction for a fine-grained mixture of
        /// experts, known to be several times too fast (issue 36 item 2)
        FineGrainedMoe,
        /// {sharding name, total GPUs}: the layout every prediction assumes, FSDP data parallel with no
        /// tensor or pipeline parallelism (issue 36 item 2)
        LayoutAssumed,
        /// {layout name}: a tp/pp/cp layout predicted by the roofline's layout step model, not fitted
        /// (issue 35; docs/user-guide.md "Parallel layouts": MdAPE 17 % on 34 development runs)
        LayoutUnfitted,
        /// {layout name}: a tp/pp/cp layout whose throughput came from a data-parallel predictor (Kavier):
        /// its data-parallel estimate; the memory is per rank (issue 35)
        LayoutNotModelled,
    };

    Code code = Code::Text;
    QVariantList args; ///< numbers (double, qint64) and names (QString), as listed for `code`

    /// A free-text reason (Code::Text).
    static Reason text(const QString &text) { return {Code::Text, {text}}; }
    friend bool operator==(const Reason &a, const Reason &b) = default;
};
