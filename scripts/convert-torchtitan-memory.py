#!/usr/bin/env python3
"""Writes tests/data/measured/torchtitan_memory_check.csv from the 20 rows of
reference/measured/fsdp_pretraining_benchmarks.csv that report memory_GiB (torchtitan's logged max reserved
memory per GPU), described as they ran with the conventions of torchtitan_layouts.csv (README there):
Float8 -> fp8, bf16 (fp32 parameters, bf16 compute) -> mixed, full AC -> on, selective AC (op-level, the
TOML default) -> selective, FSDP2, torch.compile per row; the loss: standard, except where torch.compile
also compiled the loss (torchtitan components/loss.py at e7c0cae, the June 2025 rows) -> chunked, the
closest the memory model knows; layout rows take their micro-batch, accumulation, virtual stages and
pipeline split from torchtitan_layouts.csv; expandable segments on where torchtitan's team ran its own
benchmarks (run_llama_train.sh sets PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True), off for the June 2025
rows, whose benchmark file shows a plain torchrun invocation.
Usage: convert-torchtitan-memory.py REFERENCE_CSV LAYOUTS_CSV > OUT_CSV"""
import csv
import sys

ref = [r for r in csv.DictReader(open(sys.argv[1])) if r["memory_GiB"]]
layouts = list(csv.DictReader(open(sys.argv[2])))
names = {"Llama 3.1 8B": "llama3.1-8b", "Llama 3.1 70B": "llama3.1-70b", "Llama 3.1 405B": "Llama-3.1-405B"}
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["model_name", "method", "gpu_model", "number_nodes", "number_gpus", "per_device_batch",
              "tokens_per_sample", "outcome", "reserved_gb", "precision", "activation_checkpointing",
              "sharding", "fsdp_version", "torch_compile", "gradient_accumulation_steps", "tensor_parallel",
              "pipeline_parallel", "context_parallel", "virtual_stages", "tp_comm_overlap", "loss",
              "account_for_embedding_in_pipeline_split", "account_for_loss_in_pipeline_split",
              "expandable_segments", "source"])
for r in ref:
    model = names[r["model"]]
    gpus = int(r["n_gpus"])
    seq = int(r["seq_len"])
    tp, pp, cp = int(r["tp"]), int(r["pp"]), int(r["cp"])
    fp8 = r["precision"].startswith("fp8")
    compile_on = r["compile"] == "True"
    batch, accumulation, vp = int(r["local_batch"]), 1, 1
    embedding_layer, loss_layer = "off", "off"
    overlap = "on" if "AsyncTP" in r["variant"] or "AsyncTP" in r["parallelism"] else "off"
    if tp * pp * cp > 1:
        match = [x for x in layouts if x["model_name"] == model and int(x["number_gpus"]) == gpus
                 and int(x["tokens_per_sample"]) == seq and x["source"] == r["source"]
                 and x["precision"] == ("fp8" if fp8 else "mixed") and x["tp_comm_overlap"] == overlap
                 and int(x["pipeline_parallel"]) == pp and int(x["context_parallel"]) == cp
                 and (pp == 1 or (x["virtual_stages"] == "2") == ("Interleaved" in r["variant"]))]
        assert len(match) == 1, (r["variant"], len(match))
        x = match[0]
        batch, accumulation, vp = int(x["per_device_batch"]), int(x["gradient_accumulation_steps"]), int(x["virtual_stages"])
        embedding_layer = x["account_for_embedding_in_pipeline_split"] or "off"
        loss_layer = x["account_for_loss_in_pipeline_split"] or "off"
    gpu = "H200 SXM" if r["gpu"].startswith("H200") else "H100-96GB-500W"
    per_node = 8
    ac = r["activation_checkpointing"]
    checkpointing = "on" if ac.startswith("full") else "selective" if ac.startswith("selective") else "off"
    compiled_loss = compile_on and "202506" in r["source"]
    out.writerow([model, "full", gpu, max(1, gpus // per_node), gpus, batch, seq, "ran",
                  round(float(r["memory_GiB"]) * 2**30 / 1e9, 3), "fp8" if fp8 else "mixed",
                  checkpointing, "full-shard", 2, "on" if compile_on else "off", accumulation, tp, pp, cp, vp,
                  overlap, "chunked" if compiled_loss else "standard", embedding_layer, loss_layer,
                  "off" if "202506" in r["source"] else "on", r["source"]])
