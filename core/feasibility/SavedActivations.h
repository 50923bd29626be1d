#pragma once

#include "model/TrainingSetup.h"

/// What one transformer layer saves for its backward pass, per token, without activation checkpointing:
/// each tensor by the gradient that needs it (bytes at 16-bit activations; MemoryModel scales for fp32
/// and multiplies by the tokens and the layers).
///
/// Full fine-tuning is Korthikanti et al., "Reducing Activation Recomputation in Large Transformer Models"
/// (2022), §4.1 and Table 2, with the attention-score terms 5·a·s/h dropped under flash attention:
/// attention 11·h, two layer norms 4·h and an MLP of 19·h for the standard block (34·h). The tensors, and
/// the gradient each is kept for:
/// - norms 4·h: the inputs of the two layer norms (their input gradient needs them);
/// - qkvInput 2·h: the first norm's output, the QKV projection's input: needed only for the QKV weight
///   gradient (and by LoRA adapters on q, k or v, whose A needs it for its own weight gradient);
/// - attention 8·h: Q, K, V and the output O that flash attention keeps for its backward
///   (FlashAttention-2, Dao 2023, Algorithm 2); O is also the output projection's input, so the output
///   projection's weight gradient costs nothing more, and freezing it saves nothing;
/// - masks 2·h: the two dropout masks (1 byte per element);
/// - mlpInput 2·h: the second norm's output, the up (and gate) projection's input: weight gradient only;
/// - activationInput: gated MLP (SwiGLU) the gate and up projections' outputs, 4·I (SiLU's backward
///   needs its input, the product's backward needs the up output); plain MLP the GeLU input, 2·I;
/// - activationOutput: gated, the activation's output 2·I, the other factor of the product; plain 0;
/// - downInput 2·I: the product (plain: the GeLU output), the down projection's input: weight gradient
///   only.
///
/// **Adapters (lora, qlora, gptq-lora)** keep the base frozen. PyTorch's autograd saves a tensor only
/// when a gradient that is required uses it (derivatives.yaml: `mm` saves `self` for the gradient of
/// `mat2` only, and the generated code saves nothing for an input whose gradient is not required), so a
/// frozen linear layer keeps no input: qkvInput, mlpInput and downInput are dropped unless an adapter on
/// that input needs it (q/k/v → qkvInput; gate/up → mlpInput; down → downInput; o → nothing, O is kept
/// anyway). The same holds for 4-bit bases: bitsandbytes' MatMul4Bit keeps only the packed weight for the
/// input gradient, and AutoGPTQ's QuantLinear autograd function only its packed tensors. The adapters'
/// own A·x outputs (r per token) are negligible. Norms, attention and the nonlinearity keep what their
/// input gradient needs, unchanged.
///
/// **FP8.** Under `precision: fp8` Transformer Engine saves a trained GEMM's input as its FP8 cast
/// (1 byte): the QKV, output-projection, up and down inputs of full fine-tuning (3·h + I bytes fewer);
/// adapters run in bf16 and keep their inputs as they are. `fp8_activations` (Megatron-LM
/// `activation_func_fp8_input_store`) saves activationInput in FP8: half of it.
///
/// **Fused kernels.** `fused_lora` (Unsloth's fast_lora `LoRA_MLP`, which fms-acceleration's fused ops
/// use): the MLP saves its input and the gate and up outputs and recomputes the activation and the product
/// in its backward, so activationOutput and downInput are 0 for adapter methods. `fused_rope_norm: off`
/// (Hugging Face's eager LlamaRMSNorm computes in fp32, `hidden_states.to(torch.float32)`, and autograd
/// keeps that copy for `pow` and `mul`): norms 8·h instead of 4·h. Fused RoPE saves nothing either way
/// (eager RoPE's multiplications keep only the cos/sin tables).
///
/// `torch_compile: on` (AOTAutograd's min-cut partitioner saves a pointwise chain's inputs and recomputes
/// its outputs): the gated MLP keeps activationInput only, the plain MLP the GeLU input only.
///
/// **Selective checkpointing** (`activation_checkpointing: selective`, selectivePerToken): torchtitan's
/// op-level policy (torchtitan `distributed/activation_checkpoint.py` at 9dec370 and b5bcd76c,
/// `_custom_policy`): a layer is a checkpoint region whose input is kept; inside it the outputs of the
/// attention kernel and of every odd-numbered `mm` in forward order are saved (MUST_SAVE), everything
/// else is recomputed in the backward. A Llama block runs its GEMMs in the order wq, wk, wv, (attention),
/// wo, w1, w3, w2, so it keeps the input x (2·h), q (2·heads·d), v (2·kv·d), the attention output (2·h;
/// its log-sum-exp, 4 bytes per head, is left out), w1's output (2·I) and w2's output (2·h); a plain
/// MLP keeps its up projection's output and recomputes the down projection. The same bytes for a
/// frozen base (the policy saves op outputs, not gradients' inputs; LoRA's own small GEMMs are not
/// counted) and under fp8 (torchtitan's float8 rows keep the same memory as their bf16 rows:
/// llama3_h100_202412_torchtitan.md, 76.8 and 77.0 GiB).
class SavedActivations
{
public:
    /// The shapes of one layer (elements per token).
    struct Shape
    {
        double hidden = 0; ///< h
        double activeIntermediate = 0; ///< I_act (top-k experts' widths for MoE, memory-model.md §5.3a)
        bool gatedMlp = true; ///< SwiGLU/GeGLU (three MLP matrices) or a plain two-matrix MLP
        double attentionWidth = 0; ///< heads · d_head (0: h)
        double keyValueWidth = 0; ///< kv heads · d_head (0: h)
    };
    /// The saved tensors of one layer, bytes per token at 16-bit activations (class comment).
    struct Terms
    {
        double norms = 0;
        double qkvInput = 0;
        double attention = 0;
        double masks = 0;
        double mlpInput = 0;
        double activationInput = 0;
        double activationOutput = 0;
        double downInput = 0;
        double total() const
        {
            return norms + qkvInput + attention + masks + mlpInput + activationInput + activationOutput
                + downInput;
        }
    };

    /// The terms of full fine-tuning (`frozenBase` false) or of adapters on a frozen base (true), with
    /// `setup`'s LoRA targets, precision, fp8_activations and torch_compile.
    static Terms perToken(const Shape &shape, bool frozenBase, const TrainingSetup &setup);
    /// Bytes per token one layer keeps under selective checkpointing (class comment): 2·h + 2·heads·d +
    /// 2·kv·d + 2·h + 2·I_act + 2·h (gated MLP; plain: without the last 2·h), at 16-bit activations.
    static double selectivePerToken(const Shape &shape);
};
