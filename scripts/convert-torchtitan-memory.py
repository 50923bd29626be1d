#!/usr/bin/env python3
"""Writes tests/data/measured/torchtitan_memory_check.csv from the 20 rows of
reference/measured/fsdp_pretraining_benchmarks.csv that report memory_GiB (torchtitan's logged max reserved
memory per GPU), described as they ran with the conventions of torchtitan_layouts.csv (README there):
Float8 -> fp8, bf16 (fp32 parameters, bf16 compute) -> mixed, full AC -> on, selective -> off, FSDP2,
torch.compile per row; layout rows take their micro-batch, accumulation and virtual stages from
torchtitan_layouts.csv. Usage: convert-torchtitan-memory.py REFERENCE_CSV LAYOUTS_CSV > OUT_CSV"""
import csv
import sys

ref = [r for r in csv.DictReader(open(sys.argv[1])) if r["memory_GiB"]]
layouts = list(csv.DictReader(open(sys.argv[2])))
names = {"Llama 3.1 8B": "llama3.1-8b", "Llama 3.1 70B": "llama3.1-70b", "Llama 3.1 405B": "Llama-3.1-405B"}
out = csv.writer(sys.stdout, lineterminator="\n")
out.writerow(["model_name", "method", "gpu_model", "number_nodes", "number_gpus", "per_device_batch",
              "tokens_per_sample", "outcome", "reserved_gb", "precision", "activation_checkpointing",
              "sharding", "fsdp_version", "torch_compile", "gradient_accumulation_steps", "tensor_parallel",
              "pipeline_parallel", "context_parallel", "virtual_stages", "tp_comm_overlap", "source"])
for r in ref:
    model = names[r["model"]]
    gpus = int(r["n_gpus"])
    seq = int(r["seq_len"])
    tp, pp, cp = int(r["tp"]), int(r["pp"]), int(r["cp"])
    fp8 = r["precision"].startswith("fp8")
    compile_on = r["compile"] == "True"
    batch, accumulation, vp = int(r["local_batch"]), 1, 1
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
    gpu = "H200 SXM" if r["gpu"].startswith("H200") else "H100-96GB-500W"
    per_node = 8
    out.writerow([model, "full", gpu, max(1, gpus // per_node), gpus, batch, seq, "ran",
                  round(float(r["memory_GiB"]) * 2**30 / 1e9, 3), "fp8" if fp8 else "mixed",
                  "on" if r["activation_checkpointing"].startswith("full") else "off", "full-shard", 2,
                  "on" if compile_on else "off", accumulation, tp, pp, cp, vp, overlap, r["source"]])
