# The pretrain_gpt.py arguments of Megatron-LM's examples/llama/train_llama3_8b_h100_fp8.sh (core_v0.15.0,
# https://github.com/NVIDIA/Megatron-LM/blob/0d7e02bd26d3eb347ad8d1bef625002babfa6df7/examples/llama/train_llama3_8b_h100_fp8.sh)
# with its variables substituted (TP_SIZE=1, CP_SIZE=1, MICRO_BATCH_SIZE=1, GLOBAL_BATCH_SIZE=128, NUM_LAYERS=32,
# SEQ_LENGTH=8192, DTYPE=fp8; 8 GPUs on 1 node). Data, logging and checkpoint arguments are left out.
pretrain_gpt.py \
    --use-mcore-models \
    --num-layers 32 \
    --hidden-size 4096 \
    --ffn-hidden-size 14336 \
    --num-attention-heads 32 \
    --group-query-attention \
    --num-query-groups 8 \
    --kv-channels 128 \
    --seq-length 8192 \
    --max-position-embeddings 8192 \
    --position-embedding-type rope \
    --rotary-base 1000000 \
    --rotary-percent 1.0 \
    --swiglu \
    --untie-embeddings-and-output-weights \
    --disable-bias-linear \
    --micro-batch-size 1 \
    --global-batch-size 128 \
    --lr 0.00015 \
    --decoupled-lr 5.0e-4      # Specific to decoupled AdamW, ensure optimizer is compatible
    --lr-decay-style cosine \
    --clip-grad 1.0 \
    --weight-decay 0.1 \
    --adam-beta1 0.9 \
    --adam-beta2 0.95 \
    --bf16 \
    --grad-reduce-in-bf16 \
    --cross-entropy-loss-fusion \
    --fp8-format hybrid \
    --fp8-amax-history-len 1024 \
    --fp8-amax-compute-algo max \
    --fp8-param-gather \
    --tensor-model-parallel-size 1 \
    --context-parallel-size 1 \
    --sequence-parallel \
    --use-distributed-optimizer \
    --overlap-grad-reduce \
    --overlap-param-gather
