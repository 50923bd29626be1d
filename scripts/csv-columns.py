#!/usr/bin/env python3
"""Prints the named columns of a CSV read from stdin, in the order given, as CSV.

Usage: coastline-cli recommend --format csv | scripts/csv-columns.py rank,total_gpus,combined_score

Unlike `cut -d,`, it reads quoted fields (a reason or a GPU name with a comma in it) as one column and
finds columns by name, so an added column does not shift the others. Cells are written unchanged
(quoted only where they must be). An unknown column name is an error (exit 2) listing the header.
"""

import csv
import sys


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__, file=sys.stderr)
        return 2
    wanted = sys.argv[1].split(",")
    rows = csv.reader(sys.stdin)
    header = next(rows, None)
    if header is None:
        return 0
    missing = [name for name in wanted if name not in header]
    if missing:
        print(f"error: no column {', '.join(missing)}; the header has {','.join(header)}", file=sys.stderr)
        return 2
    index = [header.index(name) for name in wanted]
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(wanted)
    for row in rows:
        out.writerow([row[i] if i < len(row) else "" for i in index])
    return 0


if __name__ == "__main__":
    sys.exit(main())
