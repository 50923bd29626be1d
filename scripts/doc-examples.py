#!/usr/bin/env python3
"""Runs every `$ coastline-cli …` example of the documentation and compares (or re-records) its output.

Usage: scripts/doc-examples.py check|update BUILD_DIR [DOC.md …]
       (default documents: docs/cli.md docs/user-guide.md)

An example is a line in a fenced block that starts with "$ " (continued by lines ending in "\\"),
followed by its output up to the next "$ " line, an "[exit N]" line or the end of the block. The
output shown is stderr first, then stdout, each line without trailing spaces. When the example
has an "[exit N]" line, the exit code is compared too.

Each document runs in a fresh temporary folder that has `tests`, `resources`, `docs` and `scripts` (links to the
repository's) and
BUILD_DIR/app on PATH. Input files come from the document itself: a fenced block without "$ "
lines whose first line is "# NAME — …", or whose preceding paragraph ends with "`NAME`:" or names
"`NAME` has", is written to NAME first. A trailing shell comment `# NAME: "TEXT"` writes NAME with
TEXT (\\n for newlines) before the command runs.

Prose quotes output: in the paragraphs after a block of examples (up to the next block or heading),
every text in typographic double quotes (“739 GPU-h”) must appear verbatim in the output of one of that
block's examples, so a number the prose cites cannot drift from what the command prints.

check: exit 1 and print a unified diff for every example whose output differs, and every prose quote
that its block's output does not contain; exit 0 otherwise.
update: rewrite the documents with the current outputs (review the diff before committing); prose quotes
that no longer match are listed (fix them by hand) and make the update exit 1.
"""

import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILE_NAME = r"[A-Za-z0-9_.-]+\.(?:csv|yaml|yml|json)"


def blocks(lines):
    """Yields (start, end) line indices of fenced blocks: lines[start] is the opening fence."""
    i = 0
    while i < len(lines):
        if lines[i].startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            yield i, j
            i = j + 1
        else:
            i += 1


def input_file(lines, start, end):
    """The file name a block without commands stands for, or None."""
    body = lines[start + 1:end]
    if any(line.startswith("$ ") for line in body) or not body:
        return None
    m = re.match(r"#\s*(" + FILE_NAME + r")\s+—", body[0])
    if m:
        return m.group(1)
    k = start - 1
    while k >= 0 and lines[k].strip() == "":
        k -= 1
    paragraph = []
    while k >= 0 and lines[k].strip() != "":
        paragraph.insert(0, lines[k])
        k -= 1
    text = " ".join(paragraph)
    m = re.search(r"`(" + FILE_NAME + r")`:?\s*$", text) or re.match(r"`(" + FILE_NAME + r")` has", text)
    return m.group(1) if m else None


def examples(lines, start, end):
    """Yields (first, command_end, output_end, command, exit_line_index or None) in one block."""
    i = start + 1
    while i < end:
        if not lines[i].startswith("$ "):
            i += 1
            continue
        first = i
        command = lines[i][2:]
        while command.endswith("\\") and i + 1 < end:
            i += 1
            command = command[:-1] + " " + lines[i].strip()
        i += 1
        out_start = i
        while i < end and not lines[i].startswith("$ ") and not re.match(r"\[exit \d+\]$", lines[i]):
            i += 1
        exit_line = i if i < end and lines[i].startswith("[exit") else None
        yield first, out_start, i, command, exit_line
        if exit_line is not None:
            i += 1


def prose_quotes(lines, end):
    """The “quoted” texts of the prose after the block that closes at lines[end], with their line numbers."""
    quotes = []
    k = end + 1
    while k < len(lines) and not lines[k].startswith("```") and not lines[k].startswith("#"):
        quotes += [(k, q) for q in re.findall(r"“([^”]+)”", lines[k])]
        k += 1
    return quotes


def run(command, folder, env):
    for name, text in re.findall(r"#\s*(" + FILE_NAME + r'):\s*"([^"]*)"', command):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text.replace("\\n", "\n") + "\n")
    p = subprocess.run(["bash", "-c", command], cwd=folder, env=env, capture_output=True, timeout=600)
    text = p.stderr.decode("utf-8") + p.stdout.decode("utf-8")
    shown = [line.rstrip() for line in text.split("\n")]
    if shown and shown[-1] == "":
        shown.pop()
    return shown, p.returncode


def process(doc, build, update):
    path = os.path.join(ROOT, doc)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    folder = tempfile.mkdtemp(prefix="coastline-doc-")
    for name in ("tests", "resources", "docs", "scripts"):
        os.symlink(os.path.join(ROOT, name), os.path.join(folder, name))
    env = {k: v for k, v in os.environ.items() if k not in ("DATA_DIR", "COASTLINE_ALLOW_RULES_FALLBACK")}
    env["PATH"] = os.path.join(os.path.abspath(build), "app") + os.pathsep + env.get("PATH", "")
    env["LC_ALL"] = "C.UTF-8"
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    replacements = []  # (out_start, out_end, exit_line, new output, new exit)
    failures = 0
    count = 0
    try:
        for start, end in blocks(lines):
            name = input_file(lines, start, end)
            if name:
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write("\n".join(lines[start + 1:end]) + "\n")
                continue
            outputs = []
            for first, out_start, out_end, command, exit_line in examples(lines, start, end):
                count += 1
                shown, code = run(command, folder, env)
                outputs.append("\n".join(shown))
                expected = [line.rstrip() for line in lines[out_start:out_end]]
                expected_code = int(lines[exit_line][6:-1]) if exit_line is not None else None
                if update:
                    replacements.append((out_start, out_end, exit_line, shown, code))
                    continue
                if shown != expected or (expected_code is not None and code != expected_code):
                    failures += 1
                    print(f"{doc}:{first + 1}: $ {command}")
                    if expected_code is not None and code != expected_code:
                        print(f"  exit {code}, the document says {expected_code}")
                    for d in difflib.unified_diff(expected, shown, "document", "actual", lineterm="", n=1):
                        print("  " + d)
            if outputs:
                for k, quote in prose_quotes(lines, end):
                    if not any(quote in output for output in outputs):
                        failures += 1
                        print(f"{doc}:{k + 1}: the prose quotes “{quote}”, which the example's output does not show")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if update:
        for out_start, out_end, exit_line, shown, code in reversed(replacements):
            if exit_line is not None:
                lines[exit_line] = f"[exit {code}]"
            lines[out_start:out_end] = shown
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
    print(f"{doc}: {count} examples, {failures} differ" if not update else f"{doc}: {count} examples re-recorded, {failures} prose quotes to fix")
    return failures


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("check", "update"):
        print(__doc__, file=sys.stderr)
        return 2
    docs = sys.argv[3:] or ["docs/cli.md", "docs/user-guide.md"]
    failures = sum(process(doc, sys.argv[2], sys.argv[1] == "update") for doc in docs)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
