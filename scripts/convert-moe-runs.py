#!/usr/bin/env python3
"""Converts the mixture-of-experts rows of ../shared/reference/measured/nemo_performance_tables.csv (those with an
`ep` column above 1) into the measured-runs schema the roofline evaluation reads (RooflineRuns), for
tests/data/measured/nemo_moe.csv. Usage: scripts/convert-moe-runs.py <nemo_performance_tables.csv> <output csv>.

Kept: Megatron-Bridge rows (Megatron's distributed optimizer: fsdp 0 or empty -> `no-shard`), variant `main`, on
the catalog's MoE models (DeepSeek-V3, Qwen3-30B-A3B, Qwen3-235B-A22B, gpt-oss-120b, Kimi K2) and GPUs (H100-SXM,
B200, B300, GB200, GB300), precision BF16 (`mixed`), FP8 / FP8-CS (`fp8`) or MXFP8 / FP8-MX (`mxfp8`); the newest
release's figure per configuration. Left out: rows whose precision is unstated (the 25.09 token-drop / dropless
pages), NVFP4, NeMo AutoModel's FSDP rows, models the catalog lacks (Nemotron 3 hybrids, DeepSeek-V4).
Conventions as tests/data/measured/README.md states for nemo_layouts.csv: no checkpointing, per-device batch =
the micro-batch, gradient accumulation = global batch / (micro batch x dp), 4 GPUs per node on GB200/GB300 trays,
8 elsewhere; `tp_comm_overlap` on where TP > 1. Pipeline split: where PP x VP does not divide the layers
(DeepSeek-V3 and Kimi K2: 61, Qwen3-235B: 94) the table does not state the recipe's pipeline layout; the row gets
the split Megatron-LM accepts with the fewest layers on the fullest stage: the embedding and loss counted as
layers when that divides, else uneven first/last stages (`decoder_first/last_pipeline_num_layers`).
"""
import csv
import sys

MODELS = {"DeepSeekV3": "deepseek-v3", "DeepSeekV3 (w/ MTP)": "deepseek-v3", "DeepSeekV3 (w/o MTP)": "deepseek-v3",
          "Qwen3_30B_a3B": "qwen3-30b-a3b", "Qwen3_235B_a22B": "qwen3-235b-a22b", "GPT OSS 120B": "gpt-oss-120b",
          "Kimi_K2": "kimi-k2"}
GPUS = {"H100-80GB": "H100-SXM", "B200": "B200", "B300": "B300", "GB200": "GB200", "GB300": "GB300"}
PRECISION = {"BF16": "mixed", "FP8": "fp8", "FP8-CS": "fp8", "MXFP8": "mxfp8", "FP8-MX": "mxfp8"}
LAYERS = {"deepseek-v3": 61, "qwen3-30b-a3b": 48, "qwen3-235b-a22b": 94, "gpt-oss-120b": 36, "kimi-k2": 61}
COLUMNS = ["model_name", "method", "gpu_model", "number_nodes", "number_gpus", "tokens_per_sample", "batch_size",
           "dataset_tokens_per_second", "is_valid", "per_device_batch", "gradient_accumulation_steps",
           "activation_checkpointing", "sharding", "precision", "inter_node_gbps", "lora_rank", "lora_targets",
           "tensor_parallel", "pipeline_parallel", "context_parallel", "virtual_stages", "expert_parallel",
           "tp_comm_overlap", "torch_compile", "fsdp_version", "account_for_embedding_in_pipeline_split",
           "account_for_loss_in_pipeline_split", "decoder_first_pipeline_num_layers",
           "decoder_last_pipeline_num_layers", "release", "source"]


def split(layers, pp, vp):
    """The pipeline-split columns (embedding, loss, first, last) for `layers` over pp x vp (see the docstring)."""
    if layers % (pp * vp) == 0:
        return "", "", "", ""
    if pp >= 2 and (layers + 2) % (pp * vp) == 0:
        return "on", "on", "", ""
    best = None
    for first in range(vp, layers, vp):
        for last in range(vp, layers, vp):
            middle, stages = layers - first - last, pp - 2
            if middle < 0 or stages < 1 or middle % stages or (middle // stages) % vp:
                continue
            peak = max(first, last, middle // stages)
            if best is None or peak < best[0]:
                best = (peak, first, last)
    return ("", "", best[1], best[2]) if best else ("", "", "", "")


def release_key(text):
    return tuple(int(p) for p in text.split(".") if p.isdigit())


def main(src, out):
    best = {}
    for r in csv.DictReader(open(src)):
        if r["ep"] in ("", "1") or r["framework"] != "Megatron-Bridge" or r["variant"] != "main":
            continue
        if r["fsdp"] not in ("", "0") or r["model"] not in MODELS or r["gpu"] not in GPUS:
            continue
        if r["precision"] not in PRECISION:
            continue
        n = int(r["n_gpus"])
        tp, pp, cp = int(r["tp"] or 1), int(r["pp"] or 1), int(r["cp"] or 1)
        dp = n // (tp * pp * cp)
        mbs, gbs = int(r["mbs"]), int(r["gbs"])
        per_node = 4 if r["gpu"].startswith("GB") else 8
        row = {"model_name": MODELS[r["model"]], "method": "full", "gpu_model": GPUS[r["gpu"]],
               "number_nodes": max(1, n // per_node), "number_gpus": n, "tokens_per_sample": r["seq_len"],
               "batch_size": mbs * dp, "dataset_tokens_per_second": float(r["tokens_per_s_per_gpu"]) * n,
               "is_valid": 1, "per_device_batch": mbs, "gradient_accumulation_steps": gbs // (mbs * dp),
               "activation_checkpointing": "off", "sharding": "no-shard", "precision": PRECISION[r["precision"]],
               "inter_node_gbps": "", "lora_rank": "", "lora_targets": "", "tensor_parallel": tp,
               "pipeline_parallel": pp, "context_parallel": cp, "virtual_stages": int(r["vp"] or 1),
               "expert_parallel": int(r["ep"]), "tp_comm_overlap": "on" if tp > 1 else "off",
               "torch_compile": "off", "fsdp_version": "", "release": r["release"], "source": r["source"]}
        vp = int(r["vp"] or 1)
        (row["account_for_embedding_in_pipeline_split"], row["account_for_loss_in_pipeline_split"],
         row["decoder_first_pipeline_num_layers"], row["decoder_last_pipeline_num_layers"]) = split(
            LAYERS[row["model_name"]], pp, vp)
        key = tuple(row[c] for c in COLUMNS[:7] + COLUMNS[9:22] if c != "dataset_tokens_per_second")
        if key not in best or release_key(r["release"]) >= release_key(best[key]["release"]):
            best[key] = row
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        for row in sorted(best.values(), key=lambda x: (x["model_name"], x["gpu_model"], x["number_gpus"],
                                                         x["precision"], x["release"])):
            w.writerow(row)
    print(f"{len(best)} runs -> {out}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
