#!/usr/bin/env python3
"""The published SSVG-Bench evaluation (appendix F, the reimplementations under
examples/tools/) over the same JSONL batch `plumb batch` reads, as its authors' pipeline runs
it, in one process: per line, parse the JSON, take the last <svg>...</svg> of the response,
write the reference and the drawing to files (the scripts read files), call the script's
main() with them as arguments, and write what it prints as a JSON line. Calling main() in
process is the scripts' best case: run as they are published, one Python process an answer,
each answer would also pay the interpreter's start-up and imports (about 0.1-0.3 s).

usage: python3 bench/published.py geometry|molecule < BATCH.jsonl > RESULTS.jsonl
Each output line is {"id": ..., "script": "1" | "0" | "error" | "-"} ("-": no SVG)."""
import contextlib
import io
import json
import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "examples", "tools"))
from svgkit import last_drawing  # noqa: E402  (the drawing the examples' scripts were given)


def main():
    domain = sys.argv[1] if len(sys.argv) > 1 else ""
    if domain == "geometry":
        import ssvg_geometry_script as script
    elif domain == "molecule":
        import ssvg_molecule_script as script
    else:
        sys.exit("usage: published.py geometry|molecule < BATCH.jsonl")
    out = sys.stdout
    with tempfile.TemporaryDirectory() as tmp:
        gt, drawn = os.path.join(tmp, "ground_truth.svg"), os.path.join(tmp, "llm_output.svg")
        for line in sys.stdin:
            if not line.strip():
                continue
            item = json.loads(line)
            drawing = last_drawing(item["candidate"])
            result = "-"
            if drawing is not None:
                for path, text in ((gt, item["task"]["reference"]), (drawn, drawing)):
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(text)
                printed = io.StringIO()
                sys.argv = ["evaluate", gt, drawn]
                random.seed(0)   # the geometry script samples ellipse IoU at random
                try:
                    with contextlib.redirect_stdout(printed):
                        script.main()
                    result = printed.getvalue().strip()
                except SystemExit:
                    result = printed.getvalue().strip()
                except Exception:   # the scripts have no error handling: a raise is their verdict
                    result = "error"
            out.write(json.dumps({"id": item.get("id"), "script": result}) + "\n")


if __name__ == "__main__":
    main()
