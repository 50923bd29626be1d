#pragma once

#include "model/TrainingSetup.h"

#include <QString>

/// The recipe of one training precision, spelled once (training-setups.md "Accounting"; step-time-model.md
/// §8.4): the GEMM format and its peak, the bytes each trained parameter keeps and moves, and the words
/// every front end uses to describe it. The memory model (StateBytes), the roofline (RooflineModel), the
/// CLI's `explain` text, the configuration's help and the GUI's precision box all read this table.
///
/// Bytes per trained parameter with AdamW (weights + low-precision copies + gradient + master + 2 states):
/// bf16 2 + 2 + 2·2 = 8; mixed 2 + 2 + 4 + 2·4 = 16 (ZeRO, SC'20, §3.1); fp32 4 + 4 + 2·4 = 16; fp8 and
/// mxfp8 2 + 2 (FP8 copy and its transpose / column-wise copy, TransformerEngine #1880) + 2 + 4 + 8 = 18;
/// nvfp4 2 + 9/16 (E2M1 nibble + one FP8 scale per 16 values) + 2 + 4 + 8 = 16.5625.
struct PrecisionTraits
{
    /// The tensor-core peak a precision's GEMMs run at.
    enum class GemmPeak {
        Bf16, ///< the dense BF16 peak (bf16, mixed, and fp32, whose matmuls run in bf16 autocast or TF32)
        Fp8, ///< the dense FP8 peak
        Fp4, ///< the dense FP4 peak for fp4FlopShare of the GEMM FLOPs, the FP8 peak for the rest
    };

    TrainingSetup::Precision precision = TrainingSetup::Precision::Bf16;
    GemmPeak gemmPeak = GemmPeak::Bf16;
    /// nvfp4: the share of GEMM FLOPs the recipe runs in FP4 (the rest, and attention, stay in higher
    /// precision); fitted on the development data (PrecisionTraits.cpp says which rows); 0 otherwise.
    double fp4FlopShare = 0;
    double weightBytes = 2; ///< the compute copy of a weight (bf16, fp32 for fp32)
    /// Low-precision copies of each weight kept across a step's micro-batches (FP8 and its transpose,
    /// MXFP8 row- and column-wise, NVFP4 packed nibbles + scales), bytes.
    double lowPrecisionCopyBytes = 0;
    double gradientBytes = 2; ///< a gradient as the memory model holds it
    double reducedGradientBytes = 2; ///< a gradient as the data-parallel reduction moves it (fp32 main grads)
    double masterBytes = 0; ///< the separate fp32 master copy, bytes (0 when the weight is its own master)
    double stateElementBytes = 2; ///< one optimizer state element (before the 8-bit rule)
    /// The GEMM inputs saved for the backward are the low-precision casts (1 byte), not bf16.
    bool savesLowPrecisionGemmInputs = false;
    bool blackwellOnly = false; ///< only Blackwell tensor cores run it (block-scaled formats)

    /// Words of the recipe (English, technical names; the same in every language).
    const char *gemmFormat = "";
    const char *masterWeights = "";
    const char *optimizerStates = "";
    const char *activations = "";

    /// Bytes of weights, copies, gradient, master and optimizer states per trained parameter with
    /// `states` states of stateElementBytes each (AdamW: 2).
    double bytesPerParameter(double states = 2) const
    {
        return weightBytes + lowPrecisionCopyBytes + gradientBytes + masterBytes + states * stateElementBytes;
    }
    /// "GEMMs FP8 (per-tensor scaling); weights bf16 + FP8 copies, fp32 master; optimizer states fp32;
    /// activations bf16, GEMM inputs saved in FP8; 18 B/param with AdamW".
    QString recipeText() const;

    /// The recipe of `precision`.
    static const PrecisionTraits &of(TrainingSetup::Precision precision);
};
