#!/usr/bin/env python3
"""Converts the pure data-parallel rows of two development tables (../shared/reference/measured/) into the
flat measured-runs schema the roofline fit and `evaluate --predictor roofline` read (RooflineRuns), for
tests/data/measured/. Usage: scripts/convert-development-runs.py <reference/measured dir> <output dir>.

Kept: rows with tp = pp = cp = 1 (and no expert parallelism), dense models the catalog (or
tests/data/measured/development_catalog.yaml) describes, GPUs the catalog has, precision bf16 or FP8
(delayed or current scaling). Left out, with the reason in the provenance README: MoE models, GB300 and
Meta's 96 GB / 500 W H100 (not catalog parts), NVFP4 and MXFP8 rows, rows whose precision is unstated.
Stack mapping (documented in tests/data/measured/README.md):
- "bf16 mixed precision" / FSDP MixedPrecision / Megatron BF16 -> precision `mixed` (fp32 master weights);
  FP8 -> `fp8` (Transformer-Engine / float8 linear: fp8 GEMMs, bf16 + fp32 master elsewhere);
- fms-fsdp HSDP -> `hybrid-shard`; FSDP / Megatron-FSDP -> `full-shard`; Megatron's distributed optimizer
  (fsdp 0 or empty) -> `no-shard` (same gradient traffic per step as an all-reduce);
- activation checkpointing: "No AC" / none -> off; "Full AC" / full -> on; selective -> off (selective
  recompute repeats a small part of the forward; the product has on/off only);
- fms-fsdp's "interconnect 400 Gbps" (A100) / "800 Gbps" (H100) read as per GPU (3,200 / 6,400 Gbit/s
  per node): per node, 13B FULL_SHARD would move >= 78 GB per GPU per step at <= 6.25 GB/s, >= 12 s
  against the measured 4.6 s step;
- GPUs per node: 8, except GB200 (4 per compute tray); per-device batch = local / micro batch; gradient
  accumulation = global batch / (micro batch x data-parallel size);
- NeMo Automodel's "Fine-Tuning (LoRA)" rows (section `lora`) are LoRA, not full training: method `lora`,
  rank 16 on every linear layer (`target_modules: '*_proj'`, `dim: 16`: Automodel's
  examples/llm_benchmark/llama3_1/llama3_1_8b_peft_benchmark.yaml, which the page names), bf16 base.
"""
import csv
import os
import sys

MODELS = {
    "Llama2-arch 7B": "Llama-2-7B", "Llama2-arch 13B": "Llama-2-13B", "Llama2-arch 34B": "llama2-34b",
    "Llama2-arch 70B": "llama2-70b", "Llama 3.1 8B": "llama3.1-8b", "LLAMA3_8B": "llama3-8b",
    "LLAMA3_70B": "llama3-70b", "LLAMA2-7B": "Llama-2-7B", "GPT3-5B": "gpt3-5b", "Llama3 8B": "llama3-8b",
    "Qwen2.5 7B": "Qwen2.5-7B",
}
# Dense models of the rows with tensor, pipeline or context parallelism (issue 35); the catalog names them.
LAYOUT_MODELS = dict(MODELS, **{
    "LLAMA3.1_405B": "Llama-3.1-405B", "LLAMA2-13B": "Llama-2-13B", "LLAMA2-70B": "llama2-70b",
    "Llama3 70B": "llama3-70b", "Llama3 70B 2-node": "llama3-70b", "Qwen2.5 32B": "Qwen2.5-32B",
    "Qwen2.5 32B 2-node": "Qwen2.5-32B", "LLAMA3-70B": "llama3-70b", "LLAMA3-8B": "llama3-8b",
})
GPUS = {"A100-SXM4-80GB": "NVIDIA-A100-SXM4-80GB", "H100-80GB": "H100-SXM", "H200-SXM-141GB": "H200 SXM",
        "B200": "B200", "GB200": "GB200"}
COLUMNS = ["model_name", "method", "gpu_model", "number_nodes", "number_gpus", "tokens_per_sample",
           "batch_size", "dataset_tokens_per_second", "is_valid", "per_device_batch",
           "gradient_accumulation_steps", "activation_checkpointing", "sharding", "precision",
           "inter_node_gbps", "source", "lora_rank", "lora_targets"]
LAYOUT_COLUMNS = COLUMNS[:-3] + ["lora_rank", "lora_targets", "tensor_parallel", "pipeline_parallel",
                                 "context_parallel", "virtual_stages", "source"]
# issue 35 second pass: the stack as each layout row ran (see nemo_layouts' docstring and the README).
LAYOUT_COLUMNS_V2 = LAYOUT_COLUMNS[:-1] + ["tp_comm_overlap", "torch_compile", "source"]
# The H100 of torchtitan's benchmark pages (Meta's Grand Teton: 96 GB HBM2e, 2.4 TB/s, 500 W limit), imported
# in tests/data/measured/development_catalog.yaml.
TORCHTITAN_GPU = "H100-96GB-HBM2e (Grand Teton, 500 W power limit)"
TORCHTITAN_MODELS = {"Llama 3.1 8B": "llama3.1-8b", "Llama 3.1 70B": "llama3.1-70b",
                     "Llama 3.1 405B": "Llama-3.1-405B"}


def precision(text):
    t = text.lower()
    if "fp8" in t and "mx" not in t:
        return "fp8"
    if t.startswith("bf16"):
        return "mixed"
    return None


def row(model, gpu, gpus, seq, micro, accumulation, checkpointing, sharding, prec, tokens_per_gpu, gbps,
        source, lora=False):
    per_node = 4 if gpu == "GB200" else min(8, gpus)
    return {"model_name": model, "method": "lora" if lora else "full", "gpu_model": gpu, "number_nodes": gpus // per_node,
            "number_gpus": gpus, "tokens_per_sample": seq, "batch_size": micro * gpus,
            "dataset_tokens_per_second": round(tokens_per_gpu * gpus, 1), "is_valid": 1,
            "per_device_batch": micro, "gradient_accumulation_steps": accumulation,
            "activation_checkpointing": checkpointing, "sharding": sharding, "precision": prec,
            "inter_node_gbps": gbps, "source": source, "lora_rank": 16 if lora else "",
            "lora_targets": "all-linear" if lora else ""}


def fsdp(path):
    out = []
    for x in csv.DictReader(open(path, newline="")):
        if x["data_parallel_only"] != "yes" or x["model"] not in MODELS or x["gpu"] not in GPUS:
            continue
        prec = precision(x["precision"])
        if prec is None:
            continue
        gpus, micro = int(x["n_gpus"]), int(x["local_batch"])
        accumulation = max(1, int(x["global_batch"]) // (micro * gpus)) if x["global_batch"] else 1
        ac = x["activation_checkpointing"].lower()
        checkpointing = "on" if ac.startswith("full") else "off"
        sharding = "hybrid-shard" if "HSDP" in x["fsdp"] else "full-shard"
        gbps = ""
        if "interconnect" in x["notes"]:  # per GPU: 8 x the figure per node (see the README)
            gbps = str(8 * int(x["notes"].split("interconnect")[1].split("Gbps")[0].strip()))
        out.append(row(MODELS[x["model"]], GPUS[x["gpu"]], gpus, int(x["seq_len"]), micro, accumulation,
                       checkpointing, sharding, prec, float(x["tokens_per_s_per_gpu"]), gbps, x["source"]))
    return out


def nemo(path):
    latest = {}
    for x in csv.DictReader(open(path, newline="")):
        if not (x["tp"] == x["pp"] == x["cp"] == "1") or x["ep"] not in ("", "0", "1"):
            continue
        if x["model"] not in MODELS or x["gpu"] not in GPUS or x["variant"] != "main":
            continue
        prec = precision(x["precision"])
        if prec is None:
            continue
        gpus, micro, seq = int(x["n_gpus"]), int(x["mbs"]), int(x["seq_len"])
        accumulation = max(1, int(x["gbs"]) // (micro * gpus))
        sharding = "full-shard" if x["fsdp"] not in ("", "0") else "no-shard"
        r = row(MODELS[x["model"]], GPUS[x["gpu"]], gpus, seq, micro, accumulation, "off", sharding, prec,
                float(x["tokens_per_s_per_gpu"]), "", x["source"], lora=x["section"] == "lora")
        # One row per configuration: the newest page's figure (the same run re-published).
        key = (r["model_name"], r["gpu_model"], gpus, seq, micro, prec)
        if key not in latest or x["last_seen"] >= latest[key][0]:
            latest[key] = (x["last_seen"], r)
    return [v[1] for v in latest.values()]


def pipeline_split(model, pp):
    """Llama 3.1 405B's 126 layers split over pipeline stages as its recipes do: the embedding and the loss
    counted as one layer each (128 = 126 + 2). Megatron-Bridge's and NeMo's 405B recipes set
    account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; torchtitan's
    generate_llm_fqn_per_model_part weighs tok_embeddings and norm + output as one layer each
    (input_weight = output_weight = 1). Empty (Megatron's default even split) for the other models."""
    on = "on" if model == "Llama-3.1-405B" and pp > 1 else ""
    return {"account_for_embedding_in_pipeline_split": on, "account_for_loss_in_pipeline_split": on}


SPLIT_COLUMNS = ["account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split"]


def nemo_layouts(path):
    """The NeMo rows with tp, pp or cp > 1 (no expert parallelism), dense catalog models, GPUs the catalog
    has, precision bf16 or FP8 (delayed or current scaling): per-device batch = micro batch, batch_size =
    micro batch x data-parallel size, gradient accumulation = global batch / that; Megatron's distributed
    optimizer (fsdp 0) -> no-shard; checkpointing off (the tables state none for these rows). Rows of the
    tables' `lora` section are method lora with NeMo / Megatron-Bridge's default LoRA (rank 32 on every
    linear layer: linear_qkv, linear_proj, linear_fc1, linear_fc2; an assumption for NeMo-AutoModel's rows,
    whose pages state no rank); the rest (pretrain, sft) full."""
    latest = {}
    for x in csv.DictReader(open(path, newline="")):
        if x["ep"] not in ("", "0", "1"):
            continue
        if x["model"] not in LAYOUT_MODELS or x["gpu"] not in GPUS or x["variant"] != "main":
            continue
        prec = precision(x["precision"])
        if prec is None:
            continue
        tp, pp, cp = (int(x[k]) if x[k] else 1 for k in ("tp", "pp", "cp"))
        if tp == pp == cp == 1:
            continue
        vp = int(x["vp"]) if x["vp"] not in ("", "0") else 1
        gpus, micro, seq = int(x["n_gpus"]), int(x["mbs"]), int(x["seq_len"])
        dp = gpus // (tp * pp * cp)
        accumulation = max(1, int(x["gbs"]) // (micro * dp))
        sharding = "full-shard" if x["fsdp"] not in ("", "0") else "no-shard"
        r = row(LAYOUT_MODELS[x["model"]], GPUS[x["gpu"]], gpus, seq, micro, accumulation, "off", sharding, prec,
                float(x["tokens_per_s_per_gpu"]), "", x["source"])
        r["batch_size"] = micro * dp
        if x["section"] == "lora" or x["task"] == "LoRA":  # NeMo's LoRA recipes: all linear layers, dim 32
            r.update(method="lora", lora_rank=32,
                     lora_targets="q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj")
        r.update(tensor_parallel=tp, pipeline_parallel=pp, context_parallel=cp, virtual_stages=vp)
        r.update(pipeline_split(r["model_name"], pp))
        automodel = x["framework"].lower().startswith("automodel") or "Automodel" in x["source"]
        if automodel:
            # NeMo AutoModel's benchmark recipes (examples/llm_benchmark/: custom_llama3_3_70b_instruct_peft_benchmark,
            # custom_qwen2_5_32b_peft_benchmark, llama_3_3_70b_instruct_squad_peft_pp,
            # custom_llama3_1_70b_pretrain_benchmark_8nodes): FSDP2, LoRA dim 16 on '*_proj', activation
            # checkpointing on, torch.compile on the TP/CP rows; async TP only in the Llama 70B TP2 recipe.
            r.update(activation_checkpointing="on", fsdp_version=2)
            if r["method"] == "lora":
                r.update(lora_rank=16)
            r["torch_compile"] = "on" if pp == 1 else "off"
            r["tp_comm_overlap"] = "on" if (tp > 1 and pp == 1 and r["model_name"] == "llama3-70b") else "off"
        else:
            # NeMo / Megatron-Bridge performance recipes: TP communication overlap (userbuffers) with TP > 1
            # (Megatron-Bridge scripts/performance COMM_OVERLAP_CONFIG_MAP; NeMo's tp_overlap_configs).
            r["tp_comm_overlap"] = "on" if tp > 1 else "off"
            r["torch_compile"] = "off"
            r["stack"] = "megatron"
        key = (r["model_name"], r["gpu_model"], gpus, seq, micro, prec, tp, pp, cp, vp)
        if key not in latest or x["last_seen"] >= latest[key][0]:
            latest[key] = (x["last_seen"], r)
    return [v[1] for v in latest.values()]


def torchtitan_layouts(path):
    """torchtitan's rows with tp, pp or cp > 1 (Llama 3.1 8B / 70B / 405B pretraining on Meta's H100 96 GB,
    500 W): FSDP2 over the data-parallel ranks (`full-shard`, fsdp_version 2), torch.compile on; Float8 linear
    tensorwise -> `fp8` (the rowwise-scaling rows are left out: a slower recipe the model does not describe),
    bf16 -> `mixed` (FSDP MixedPrecision, fp32 master); full AC -> on, selective (per-op) -> off; async TP ->
    tp_comm_overlap on (the 2025-06 page's "vanilla TP" rows off; the 2024-12 page's 3D/4D rows state AsyncTP);
    per-device batch = the local batch per data-parallel rank, or, with PP, the pipeline's micro-batch: torchtitan
    splits the local batch into as many micro-batches as there are stages (pp for 1F1B; 2 x pp for Interleaved
    1F1B, v = 2), an assumption of torchtitan's default (`pipeline_parallel_microbatches` unset); 400 Gbit/s per
    GPU (3,200 per node; torchtitan docs/performance.md)."""
    out = []
    for x in csv.DictReader(open(path, newline="")):
        if x["data_parallel_only"] != "no" or x["gpu"] != TORCHTITAN_GPU or x["model"] not in TORCHTITAN_MODELS:
            continue
        prec_text = x["precision"].lower()
        if "rowwise" in prec_text:
            continue
        prec = "fp8" if ("float8" in prec_text or "fp8" in prec_text) else "mixed"
        tp, pp, cp = (int(x[k]) if x[k] else 1 for k in ("tp", "pp", "cp"))
        gpus, local, seq = int(x["n_gpus"]), int(x["local_batch"]), int(x["seq_len"])
        dp = gpus // (tp * pp * cp)
        v = 2 if "interleaved" in x["variant"].lower() else 1
        micro_batches = pp * v if pp > 1 else 1
        micro = max(1, local // micro_batches)
        checkpointing = "on" if x["activation_checkpointing"].lower().startswith("full") else "off"
        text = (x["parallelism"] + " " + x["variant"] + " " + x["notes"]).lower()
        overlap = "on" if tp > 1 and "async" in text else "off"
        r = row(TORCHTITAN_MODELS[x["model"]], "H100-96GB-500W", gpus, seq, micro, micro_batches, checkpointing,
                "full-shard", prec, float(x["tokens_per_s_per_gpu"]), "3200", x["source"])
        r["batch_size"] = micro * dp
        r.update(tensor_parallel=tp, pipeline_parallel=pp, context_parallel=cp, virtual_stages=v,
                 tp_comm_overlap=overlap, torch_compile="on" if x["compile"] == "True" else "off",
                 fsdp_version=2, lora_rank="", lora_targets="")
        r.update(pipeline_split(r["model_name"], pp), stack="torchtitan")
        out.append(r)
    return out


# Dense models of the NeMo tables the catalog does not hold (GPT-3 175B / 20B, Nemotron-4): kept in
# nemo_scaleout.csv under their page names, skipped by the evaluator (needs "catalog model").
DENSE_UNCATALOGUED = ("GPT3-175B", "GPT3-20B", "Nemotron-22B", "Nemotron-340B", "Nemotron-8B")
SCALEOUT_PRECISION = {"fp8": "fp8", "fp8-cs": "fp8", "bf16": "mixed", "mxfp8": "mxfp8", "fp8-mx": "mxfp8",
                      "nvfp4": "nvfp4"}


def nemo_scaleout(path, kept):
    """Every dense row of the NeMo tables (no expert parallelism, `main` figures) that nemo_dp.csv and
    nemo_layouts.csv leave out, described as it ran, with a `needs` column naming what the row needs that
    the product may not describe: `mxfp8` / `nvfp4` (Blackwell precisions), `GB300` (the GPU), `catalog model`
    (GPT-3 175B / 20B, Nemotron-4: page names kept), `precision` (Megatron-Bridge 25.09's page states none:
    read as FP8, since 25.11 publishes the same configurations as FP8-CS within 3 % of these figures), `vp split` (a virtual pipeline split Megatron makes with the
    embedding and loss counted as layers or uneven first/last stages), `distributed optimizer`. The evaluator
    skips a row with `needs` that it cannot describe and counts it (RooflineRuns). Same mappings as
    nemo_layouts otherwise (except: Megatron's distributed optimizer -> distributed-optimizer, the stack megatron,
    Llama 3.1 405B's split counting the embedding and the loss as layers; TP communication overlap on with
    TP > 1; checkpointing off; LoRA rank 32 on every linear layer)."""
    out = {}
    for x in csv.DictReader(open(path, newline="")):
        if x["ep"] not in ("", "0", "1") or x["variant"] != "main":
            continue
        name = x["model"]
        if name not in LAYOUT_MODELS and name not in DENSE_UNCATALOGUED:
            continue  # MoE models (DeepSeek, Qwen3 MoE, GPT-OSS, Kimi, Nemotron 3) and others
        needs = []
        prec_text = x["precision"].lower()
        prec = SCALEOUT_PRECISION.get(prec_text)
        if prec is None:  # unstated: FP8, as the next release's FP8-CS figures of the same runs (within 3 %)
            prec, needs = "fp8", needs + ["precision"]
        if prec in ("mxfp8", "nvfp4"):
            needs.append(prec)
        gpu = {"GB300": "GB300"}.get(x["gpu"], GPUS.get(x["gpu"]))
        if gpu is None:
            continue
        if gpu == "GB300":
            needs.append("GB300")
        model = LAYOUT_MODELS.get(name, name)
        if name in DENSE_UNCATALOGUED:
            needs.append("catalog model")
        tp, pp, cp = (int(x[k]) if x[k] else 1 for k in ("tp", "pp", "cp"))
        vp = int(x["vp"]) if x["vp"] not in ("", "0") else 1
        gpus, micro, seq = int(x["n_gpus"]), int(x["mbs"]), int(x["seq_len"])
        dp = gpus // (tp * pp * cp)
        if vp > 1:
            needs.append("vp split")
        accumulation = max(1, int(x["gbs"]) // (micro * dp))
        sharding = "full-shard" if x["fsdp"] not in ("", "0") else "distributed-optimizer"
        if sharding == "distributed-optimizer":
            needs.append("distributed optimizer")
        r = row(model, gpu, gpus, seq, micro, accumulation, "off", sharding, prec,
                float(x["tokens_per_s_per_gpu"]), "", x["source"])
        r["batch_size"] = micro * dp
        if x["section"] == "lora" or x["task"] == "LoRA":
            r.update(method="lora", lora_rank=32,
                     lora_targets="q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj")
        r.update(tensor_parallel=tp, pipeline_parallel=pp, context_parallel=cp, virtual_stages=vp,
                 tp_comm_overlap="on" if tp > 1 else "off", torch_compile="off", fsdp_version="",
                 stack="megatron", framework=x["framework"], release=x["release"], page_precision=x["precision"],
                 needs=";".join(needs))
        r.update(pipeline_split(model, pp))
        key = (r["model_name"], r["gpu_model"], gpus, seq, micro, x["precision"], tp, pp, cp, vp, r["method"])
        if (r["model_name"], r["gpu_model"], gpus, seq, micro, prec, tp, pp, cp, vp) in kept:
            continue
        if key not in out or x["last_seen"] >= out[key][0]:
            out[key] = (x["last_seen"], r)
    return [v[1] for v in out.values()]


def kept_configurations(rows):
    return {(r["model_name"], r["gpu_model"], r["number_gpus"], r["tokens_per_sample"], r["per_device_batch"],
             r["precision"], r.get("tensor_parallel", 1), r.get("pipeline_parallel", 1),
             r.get("context_parallel", 1), r.get("virtual_stages", 1)) for r in rows}


def write(path, rows, columns=COLUMNS):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, columns, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    write(os.path.join(dst, "fsdp_pretraining_dp.csv"), fsdp(os.path.join(src, "fsdp_pretraining_benchmarks.csv")))
    write(os.path.join(dst, "nemo_dp.csv"), nemo(os.path.join(src, "nemo_performance_tables.csv")))
    write(os.path.join(dst, "nemo_layouts.csv"), nemo_layouts(os.path.join(src, "nemo_performance_tables.csv")),
          LAYOUT_COLUMNS_V2[:-1] + ["fsdp_version"] + SPLIT_COLUMNS + ["stack", "source"])
    nemo_path = os.path.join(src, "nemo_performance_tables.csv")
    kept = kept_configurations(nemo(nemo_path) + nemo_layouts(nemo_path))
    write(os.path.join(dst, "nemo_scaleout.csv"), nemo_scaleout(nemo_path, kept),
          LAYOUT_COLUMNS_V2[:-1] + ["fsdp_version"] + SPLIT_COLUMNS + ["stack", "framework", "release",
                                                                     "page_precision", "needs", "source"])
    write(os.path.join(dst, "torchtitan_layouts.csv"),
          torchtitan_layouts(os.path.join(src, "fsdp_pretraining_benchmarks.csv")),
          LAYOUT_COLUMNS_V2[:-1] + ["fsdp_version"] + SPLIT_COLUMNS + ["stack", "source"])
