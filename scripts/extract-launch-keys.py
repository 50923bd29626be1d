#!/usr/bin/env python3
"""Extracts the configuration keys (key, type, allowed values) each launch framework defines, from its own
source at a pinned commit, into tests/data/launch/<framework>_keys.tsv (test_launch_keys checks every
exported key and value type against them). The sources are read from local git mirrors of the frameworks
(no framework code is copied):

  scripts/extract-launch-keys.py MIRRORS_DIR OUT_DIR

MIRRORS_DIR holds pytorch+torchtitan/repo, huggingface+accelerate/repo, huggingface+trl/repo,
deepspeedai+DeepSpeed/repo and NVIDIA+Megatron-LM/repo (bare git directories). Types: int, float, number
(int or float), bool, str, list, dict; `values` lists a Literal's / choices' allowed strings.
"""
import ast
import re
import subprocess
import sys

PINS = {
    "torchtitan": ("pytorch+torchtitan", "pytorch/torchtitan", "v0.2.2"),
    "accelerate": ("huggingface+accelerate", "huggingface/accelerate", "v1.14.0"),
    "trl": ("huggingface+trl", "huggingface/trl", "v1.9.0"),
    "deepspeed": ("deepspeedai+DeepSpeed", "deepspeedai/DeepSpeed", "v0.19.5"),
    "megatron": ("NVIDIA+Megatron-LM", "NVIDIA/Megatron-LM", "core_v0.15.0"),
}


def git(mirror, *args):
    return subprocess.run(["git", "--git-dir", mirror, *args], check=True, capture_output=True, text=True).stdout


def show(root, name, path):
    mirror = f"{root}/{PINS[name][0]}/repo"
    commit = git(mirror, "rev-parse", PINS[name][2] + "^{commit}").strip()
    return commit, git(mirror, "show", f"{commit}:{path}")


def type_of(node):
    """(type, values) of an annotation."""
    text = ast.unparse(node)
    values = ""
    lit = re.search(r"Literal\[([^\]]*)\]", text)
    if lit:
        values = ",".join(v.strip().strip("'\"") for v in lit.group(1).split(","))
        return "str", values
    parts = {p.strip() for p in re.split(r"\||,|\[|\]", text.replace("Optional", "").replace("Union", ""))}
    parts.discard("")
    parts.discard("None")
    if text.startswith("list") or text.startswith("List"):
        return "list", ""
    if text.startswith("dict") or text.startswith("Dict"):
        return "dict", ""
    if parts == {"float", "int"}:
        return "number", ""
    for t in ("bool", "int", "float", "str"):
        if t in parts:
            return t, ""
    return text, ""


def header(out, name, paths, commit):
    repo = PINS[name][1]
    for p in paths:
        out.append(f"# source: https://github.com/{repo}/blob/{commit}/{p} ({PINS[name][2]})")
    out.append("key\ttype\tvalues")


def dataclass_fields(source):
    classes = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            fields = []
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    fields.append((item.target.id, item.annotation))
            classes[node.name] = fields
    return classes


def torchtitan(root):
    path = "torchtitan/config/job_config.py"
    commit, src = show(root, "torchtitan", path)
    classes = dataclass_fields(src)
    rows = []

    def walk(cls, prefix):
        for name, ann in classes[cls]:
            t = ast.unparse(ann)
            if t in classes:
                walk(t, prefix + name + ".")
            else:
                ty, values = type_of(ann)
                rows.append(f"{prefix}{name}\t{ty}\t{values}")

    walk("JobConfig", "")
    out = []
    header(out, "torchtitan", [path], commit)
    return out + rows


def arguments(source):
    """Every add_argument(...) call of the module: (flags, keywords)."""
    result = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument":
            flags = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            kw = {k.arg: k.value for k in node.keywords if k.arg}
            result.append((flags, kw))
    return result


def argparse_type(kw):
    action = kw.get("action")
    if isinstance(action, ast.Constant) and action.value in ("store_true", "store_false"):
        return "flag", ""
    values = ""
    if "choices" in kw:
        try:
            values = ",".join(str(v) for v in ast.literal_eval(kw["choices"]))
        except ValueError:
            values = ""
    t = kw.get("type")
    ty = ast.unparse(t) if t is not None else "str"
    if "nargs" in kw:
        return "list", values
    return {"int": "int", "float": "float", "str": "str"}.get(ty, ty), values


def megatron(root):
    path = "megatron/training/arguments.py"
    commit, src = show(root, "megatron", path)
    out = []
    header(out, "megatron", [path], commit)
    seen = set()
    for flags, kw in arguments(src):
        for flag in flags:
            if flag.startswith("--") and flag not in seen:
                seen.add(flag)
                ty, values = argparse_type(kw)
                out.append(f"{flag}\t{ty}\t{values}")
    # torchrun's own options, which the exported command line starts with (torch.distributed.run)
    return out


def accelerate(root):
    cfg_path = "src/accelerate/commands/config/config_args.py"
    launch_path = "src/accelerate/commands/launch.py"
    commit, cfg = show(root, "accelerate", cfg_path)
    _, launch = show(root, "accelerate", launch_path)
    classes = dataclass_fields(cfg)
    out = []
    header(out, "accelerate", [cfg_path, launch_path], commit)
    for cls in ("BaseConfig", "ClusterConfig"):
        for name, ann in classes[cls]:
            ty, values = type_of(ann)
            if name in ("distributed_type", "compute_environment"):
                ty = "str"
            out.append(f"{name}\t{ty}\t{values}")
    # fsdp_config's keys are the launcher's --fsdp_* options (launch.py sets the FSDP_* environment from
    # them); `accelerate config` writes the on/off ones as YAML booleans (commands/config/cluster.py).
    for flags, kw in arguments(launch):
        for flag in flags:
            if flag.startswith("--fsdp_"):
                ty, values = argparse_type(kw)
                default = kw.get("default")
                if isinstance(default, ast.Constant) and default.value in ("true", "false"):
                    ty = "bool"
                out.append(f"fsdp_config.{flag[2:]}\t{ty}\t{values}")
    return out


def trl(root):
    paths = ["trl/trainer/sft_config.py", "trl/trainer/model_config.py"]
    out, rows = [], []
    commit = None
    for path in paths:
        commit, src = show(root, "trl", path)
        classes = dataclass_fields(src)
        for cls in ("SFTConfig", "ModelConfig"):
            for name, ann in classes.get(cls, []):
                ty, values = type_of(ann)
                rows.append(f"{name}\t{ty}\t{values}")
    header(out, "trl", paths, commit)
    return out + rows


def constants(source):
    consts = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                consts[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return consts


def dotted(consts):
    """NAME = "key" constants as dotted keys: BFLOAT16_ENABLED under BFLOAT16 = "bf16" is bf16.enabled; the
    type is that of NAME_DEFAULT when there is one."""
    names = {n: v for n, v in consts.items() if isinstance(v, str) and not n.endswith("_DEFAULT")
             and re.fullmatch(r"[a-z_0-9]+", v)}
    rows = {}
    for n, v in names.items():
        parent = max((p for p in names if n.startswith(p + "_") and p != n), key=len, default=None)
        key = f"{names[parent]}.{v}" if parent else v
        default = consts.get(n + "_DEFAULT")
        ty = {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}.get(
            type(default), "")
        rows[key] = ty
    return rows


def deepspeed(root):
    paths = ["deepspeed/runtime/constants.py", "deepspeed/runtime/activation_checkpointing/config.py",
             "deepspeed/runtime/zero/config.py", "deepspeed/runtime/zero/offload_config.py"]
    rows = {}
    commit = None
    for path in paths[:2]:
        commit, src = show(root, "deepspeed", path)
        rows.update(dotted(constants(src)))
    _, zero = show(root, "deepspeed", paths[2])
    _, offload = show(root, "deepspeed", paths[3])
    zc = dataclass_fields(zero)
    oc = dataclass_fields(offload)
    for name, ann in zc["DeepSpeedZeroConfig"]:
        t = ast.unparse(ann)
        if "OffloadParamConfig" in t or "OffloadOptimizerConfig" in t:
            cls = "DeepSpeedZeroOffloadParamConfig" if "Param" in t else "DeepSpeedZeroOffloadOptimizerConfig"
            rows[f"zero_optimization.{name}"] = "dict"
            for sub, sann in oc[cls]:
                ty, values = type_of(sann)
                if sub == "device":
                    ty, values = "str", "none,cpu,nvme"
                rows[f"zero_optimization.{name}.{sub}"] = ty
            continue
        ty, _ = type_of(ann)
        if t == "ZeroStageEnum":
            ty = "int"
        rows[f"zero_optimization.{name}"] = ty
    # the stage3_* aliases pydantic accepts
    for alias in re.findall(r'alias="(\w+)"', zero):
        rows.setdefault(f"zero_optimization.{alias}", "")
    # Keys whose constant has no typed default: the type deepspeed/runtime/config.py reads them as
    # (get_scalar_param(...) then integer arithmetic, or a section dict).
    for key, ty in (("train_batch_size", "int"), ("train_micro_batch_size_per_gpu", "int"),
                    ("gradient_accumulation_steps", "int"), ("bf16", "dict"), ("fp16", "dict"),
                    ("activation_checkpointing", "dict"), ("zero_optimization", "dict")):
        rows[key] = ty
    out = []
    header(out, "deepspeed", paths, commit)
    for key in sorted(rows):
        out.append(f"{key}\t{rows[key]}\t")
    return out


def main():
    root, outdir = sys.argv[1], sys.argv[2]
    for name, fn in (("torchtitan", torchtitan), ("megatron", megatron), ("accelerate", accelerate),
                     ("trl", trl), ("deepspeed", deepspeed)):
        lines = fn(root)
        with open(f"{outdir}/{name}_keys.tsv", "w") as f:
            f.write("\n".join(lines) + "\n")
        print(name, len(lines))


main()
