#!/usr/bin/env python3
"""Per-molecule evaluation time of the molecule check, by size bin and on adversarial
symmetric inputs. Standard library only.

For every task under examples/molecule/ it times one passing answer and one failing
answer (a failing one also runs the best-partial-correspondence search); the adversarial
set is built here: big rings and a honeycomb sheet (every atom alike, so neither labels
nor degrees guide the search), each against itself drawn in another order and against a
near miss, plus the fullerene example against itself shuffled and with one bond gone.

Each answer is judged REPEAT times in one `plumb batch` run (with timings); the table
gives, per group, the median over answers of each answer's median total time (extract +
read + check) and check time, in microseconds.

usage: python3 bench/molecules.py [--plumb build/plumb] [--repeat 50]
"""
import argparse
import json
import math
import pathlib
import random
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINS = ["<20", "21-40", "41-60", "61-80", "81-100", ">100"]
CARBON = "#274A4A"


def drawing(atoms, bonds, order=None):
    """SVG for atoms [(x, y)] (all carbon) and bonds [(i, j)], bond length 10; `order`
    permutes the document order of the atoms (a redrawn answer)."""
    order = order or list(range(len(atoms)))
    lines = [f'<line x1="{atoms[i][0]*10:.3f}" y1="{atoms[i][1]*10:.3f}" x2="{atoms[j][0]*10:.3f}" '
             f'y2="{atoms[j][1]*10:.3f}" stroke="black" stroke-width="1" />' for i, j in bonds]
    circles = [f'<circle cx="{atoms[k][0]*10:.3f}" cy="{atoms[k][1]*10:.3f}" r="1.5" fill="{CARBON}" />'
               for k in order]
    xs = [a[0] * 10 for a in atoms] or [0]
    ys = [a[1] * 10 for a in atoms] or [0]
    box = f"{min(xs)-10:.1f} {min(ys)-10:.1f} {max(xs)-min(xs)+20:.1f} {max(ys)-min(ys)+20:.1f}"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">\n' + "\n".join(lines + circles) + "\n</svg>\n")


def ring(n, centre=(0.0, 0.0)):
    r = 1 / (2 * math.sin(math.pi / n))
    atoms = [(centre[0] + r * math.cos(2 * math.pi * k / n), centre[1] + r * math.sin(2 * math.pi * k / n))
             for k in range(n)]
    return atoms, [(k, (k + 1) % n) for k in range(n)]


def honeycomb(rows, cols):
    """A hexagonal-lattice sheet (graphene-like): atoms at lattice points, bonds of length 1."""
    atoms = []
    for r in range(rows):
        for c in range(cols):
            x = c * math.sqrt(3) / 2
            y = r * 1.5 + (0.5 if (r + c) % 2 else 0)
            atoms.append((x, y))
    bonds = [(i, j) for i in range(len(atoms)) for j in range(i + 1, len(atoms))
             if abs(math.dist(atoms[i], atoms[j]) - 1) < 1e-6]
    return atoms, bonds


def task_for(name, reference):
    palette = json.loads((ROOT / "examples/molecule").glob("*/task.json").__next__().read_text())["check"]["palette"]
    return {"schema": "plumbline/task@1", "id": f"bench/{name}", "domain": "molecule", "format": "svg",
            "reference": reference, "check": {"kind": "molecule", "palette": palette}}


def shuffled(svg_text, seed):
    """The same drawing with its circles in another document order."""
    lines = svg_text.splitlines()
    circles = [l for l in lines if l.startswith("<circle")]
    rest = [l for l in lines if not l.startswith("<circle") and l != "</svg>"]
    random.Random(seed).shuffle(circles)
    return "\n".join(rest + circles + ["</svg>"]) + "\n"


def without_first_line(svg_text):
    return re.sub(r"<line [^>]*/>\n?", "", svg_text, count=1)


def adversarial():
    """(group, label, task, answer) for the symmetric inputs."""
    cases = []
    big_ring, big_bonds = ring(120)
    reference = drawing(big_ring, big_bonds)
    task = task_for("ring-120", reference)
    cases.append(("symmetric", "ring-120 vs itself, shuffled", task, shuffled(reference, 1)))
    a, ab = ring(60, (-12, 0))
    b, bb = ring(60, (12, 0))
    two = drawing(a + b, ab + [(i + 60, j + 60) for i, j in bb])
    cases.append(("symmetric", "ring-120 vs two rings of 60", task, two))

    sheet, sheet_bonds = honeycomb(10, 14)
    reference = drawing(sheet, sheet_bonds)
    task = task_for("honeycomb", reference)
    n = len(sheet)
    cases.append(("symmetric", f"honeycomb {n} atoms vs itself, shuffled", task, shuffled(reference, 2)))
    cases.append(("symmetric", f"honeycomb {n} atoms, one bond missing", task, without_first_line(reference)))

    for task_file in sorted((ROOT / "examples/molecule").glob("*/task.json")):
        task = json.loads(task_file.read_text())
        if "fullerene" not in task.get("meta", {}).get("iupac", "") and "fullerene" not in task_file.parent.name:
            continue
        cases.append(("symmetric", f"{task_file.parent.name} vs itself, shuffled", task,
                      shuffled(task["reference"], 3)))
        cases.append(("symmetric", f"{task_file.parent.name}, one bond missing", task,
                      without_first_line(task["reference"])))
    return cases


def example_cases():
    cases = []
    for task_file in sorted((ROOT / "examples/molecule").glob("*/task.json")):
        task = json.loads(task_file.read_text())
        group = task.get("meta", {}).get("bin", "?")
        for verdict in ("pass", "fail"):
            answers = sorted((task_file.parent / "answers").glob(f"{verdict}-*.txt"))
            if answers:
                cases.append((group, f"{task_file.parent.name}/{answers[0].stem}", task, answers[0].read_text()))
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plumb", default=str(ROOT / "build/plumb"))
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()

    cases = example_cases() + adversarial()
    batch = "".join(json.dumps({"id": f"{k}", "task": task, "candidate": answer}) + "\n"
                    for k, (_, _, task, answer) in enumerate(cases) for _ in range(args.repeat))
    run = subprocess.run([args.plumb, "batch"], input=batch, capture_output=True, text=True, check=True)
    totals, checks, verdicts = {}, {}, {}
    for line in run.stdout.splitlines():
        report = json.loads(line)
        k = int(report["line_id"])
        totals.setdefault(k, []).append(report["timings"]["total_ms"] * 1000)
        checks.setdefault(k, []).append(report["timings"]["check_ms"] * 1000)
        verdicts[k] = report["verdict"]

    version = subprocess.run([args.plumb, "version"], capture_output=True, text=True).stdout.strip()
    print(f"{version}; {args.repeat} runs per answer; medians in microseconds")
    print(f"{'group':<12} {'answers':>7} {'atoms+bonds':>12} {'total':>9} {'check':>9} {'max total':>10}")
    groups = BINS + ["symmetric"]
    for group in groups:
        ks = [k for k, c in enumerate(cases) if c[0] == group]
        if not ks:
            continue
        sizes = [size_of(cases[k][2]) for k in ks]
        per_total = [statistics.median(totals[k]) for k in ks]
        per_check = [statistics.median(checks[k]) for k in ks]
        print(f"{group:<12} {len(ks):>7} {min(sizes):>5}-{max(sizes):<6} {statistics.median(per_total):>9.1f} "
              f"{statistics.median(per_check):>9.1f} {max(per_total):>10.1f}")
    print("\nadversarial inputs, one by one:")
    for k, (group, label, task, _) in enumerate(cases):
        if group == "symmetric":
            print(f"  {label:<48} {verdicts[k]:<8} total {statistics.median(totals[k]):8.1f}  "
                  f"check {statistics.median(checks[k]):8.1f}")


def size_of(task):
    """Atoms + bonds of the reference, read from its text (circles and lines)."""
    text = task["reference"]
    return text.count("<circle") + text.count("<line")


if __name__ == "__main__":
    sys.exit(main())
