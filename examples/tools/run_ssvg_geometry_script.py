#!/usr/bin/env python3
"""Runs SSVG-Bench's published geometry script (ssvg_geometry_script.py) on every SVG
geometry example answer and writes what it prints to examples/geometry/ssvg-expected.tsv:
`1`, `0`, or `-` when the response holds no SVG. The drawing handed to the script is the
one Plumbline extracts (the `extracted` member of `plumb check`'s report), so extraction
is not what is compared. The golden tests assert that the ssvg profile passes exactly the
answers the script prints 1 for.

usage: python3 examples/tools/run_ssvg_geometry_script.py [build/plumb]
"""
import contextlib
import io
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import ssvg_geometry_script as script  # noqa: E402


def run_script(reference, drawing, module=script):
    """What `module`'s main() prints for the reference and the drawing (written to files)."""
    with tempfile.TemporaryDirectory() as tmp:
        gt, out = os.path.join(tmp, "ground_truth.svg"), os.path.join(tmp, "llm_output.svg")
        for path, text in ((gt, reference), (out, drawing)):
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        printed = io.StringIO()
        argv = sys.argv
        sys.argv = ["evaluate", gt, out]
        random.seed(0)   # the ellipse IoU samples; the examples sit far from its threshold
        try:
            with contextlib.redirect_stdout(printed):
                try:
                    module.main()
                except SystemExit:
                    pass
        finally:
            sys.argv = argv
        return printed.getvalue().strip()


def main():
    plumb = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(ROOT), "build", "plumb")
    rows = []
    geometry = os.path.join(ROOT, "geometry")
    for task in sorted(os.listdir(geometry)):
        task_json = os.path.join(geometry, task, "task.json")
        if not os.path.isfile(task_json):
            continue
        with open(task_json, encoding="utf-8") as f:
            reference = json.load(f)["reference"]
        answers = os.path.join(geometry, task, "answers")
        for name in sorted(os.listdir(answers)):
            report = json.loads(subprocess.run([plumb, "check", task_json, os.path.join(answers, name), "--no-timings", "--report", "full"],
                                               check=True, capture_output=True, text=True).stdout)
            drawing = (report.get("extracted") or {}).get("text")
            rows.append((task, name, "-" if drawing is None else run_script(reference, drawing)))
    with open(os.path.join(geometry, "ssvg-expected.tsv"), "w", encoding="utf-8") as out:
        out.write("task\tanswer\tscript\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    ones = sum(1 for r in rows if r[2] == "1")
    print(f"{len(rows)} answers; the published script prints 1 for {ones}")


if __name__ == "__main__":
    main()
