#include "feasibility/SavedActivations.h"

#include "model/PrecisionTraits.h"

namespace {

/// Bytes of one 16-bit activation element.
constexpr double kActivationBytes = 2.0;
/// Bytes of one FP8 element (E4M3 / E5M2).
constexpr double kFp8Bytes = 1.0;
/// Bytes of one fp32 element.
constexpr double kFp32Bytes = 4.0;
/// Bytes of one dropout-mask element (a bool tensor).
constexpr double kMaskBytes = 1.0;

bool targets(const TrainingSetup &setup, std::initializer_list<const char16_t *> names)
{
    for (const char16_t *name : names)
        if (setup.loraTargets.contains(QString::fromUtf16(name)))
            return true;
    return false;
}

} // namespace

SavedActivations::Terms SavedActivations::perToken(
    const Shape &shape, bool frozenBase, const TrainingSetup &setup)
{
    const double h = shape.hidden;
    const double i = shape.activeIntermediate;
    Terms t;
    t.norms = 2 * kActivationBytes * h;
    t.qkvInput = kActivationBytes * h;
    t.attention = 4 * kActivationBytes * h; // Q, K, V and O
    t.masks = 2 * kMaskBytes * h;
    t.mlpInput = kActivationBytes * h;
    if (shape.gatedMlp) {
        t.activationInput = 2 * kActivationBytes * i; // gate and up outputs
        t.activationOutput = setup.torchCompile ? 0.0 : kActivationBytes * i;
    } else {
        t.activationInput = kActivationBytes * i; // the GeLU input
    }
    t.downInput = setup.torchCompile ? 0.0 : kActivationBytes * i; // recomputed under compile

    if (frozenBase) {
        // A frozen linear layer saves no input; an adapter on it saves the input for its A's gradient.
        if (!targets(setup, {u"q_proj", u"k_proj", u"v_proj"}))
            t.qkvInput = 0;
        if (!targets(setup, {u"gate_proj", u"up_proj"}))
            t.mlpInput = 0;
        if (!targets(setup, {u"down_proj"}))
            t.downInput = 0;
    } else if (PrecisionTraits::of(setup.precision).savesLowPrecisionGemmInputs) {
        // Transformer Engine keeps the FP8 casts of the trained GEMMs' inputs: QKV, output projection (O),
        // up and down.
        const double fp8Share = kFp8Bytes / kActivationBytes;
        t.qkvInput *= fp8Share;
        t.attention -= (kActivationBytes - kFp8Bytes) * h;
        t.mlpInput *= fp8Share;
        t.downInput = setup.torchCompile ? 0.0 : kFp8Bytes * i;
    }
    if (frozenBase && setup.fusedLora) {
        // Unsloth's LoRA_MLP saves X and the gate and up outputs, and recomputes the activation and the
        // product (the down input) in its backward.
        t.activationOutput = 0;
        t.downInput = 0;
    }
    if (!setup.fusedRopeNorm)
        t.norms *= kFp32Bytes / kActivationBytes; // eager RMSNorm: the fp32 copy of each input
    if (setup.fp8Activations)
        t.activationInput *= kFp8Bytes / kActivationBytes;
    return t;
}

double SavedActivations::selectivePerToken(const Shape &shape)
{
    const double h = shape.hidden;
    const double query = shape.attentionWidth > 0 ? shape.attentionWidth : h;
    const double value = shape.keyValueWidth > 0 ? shape.keyValueWidth : h;
    // The layer input, q (mm 1), v (mm 3), the attention output, the up or gate output (mm 5) and, in
    // a gated MLP, the down projection's output (mm 7).
    double elements = h + query + value + h + shape.activeIntermediate;
    if (shape.gatedMlp)
        elements += h;
    return kActivationBytes * elements;
}
