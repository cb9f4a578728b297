#!/usr/bin/env python3
"""Writes a JSONL batch for `plumb batch`: the example tasks' answers, repeated in a fixed
order until COUNT lines are written. Standard library only."""
import argparse
import json
import pathlib
import sys


def example_pairs(examples):
    """(task object, answer text, label) for every answer of every task, in path order."""
    pairs = []
    for task_file in sorted(pathlib.Path(examples).glob("*/task.json")):
        task = json.loads(task_file.read_text(encoding="utf-8"))
        for answer in sorted((task_file.parent / "answers").glob("*.txt")):
            text = answer.read_bytes().decode("utf-8", errors="replace")
            pairs.append((task, text, f"{task_file.parent.name}/{answer.stem}"))
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("count", type=int, help="number of lines to write")
    parser.add_argument("--examples", default="examples/geometry", help="folder of <task>/task.json")
    parser.add_argument("--out", default="-", help="output file (default: stdout)")
    args = parser.parse_args()

    pairs = example_pairs(args.examples)
    if not pairs:
        sys.exit(f"make_batch.py: no answers under {args.examples}")
    out = sys.stdout if args.out == "-" else open(args.out, "w", encoding="utf-8")
    with out:
        for i in range(args.count):
            task, text, label = pairs[i % len(pairs)]
            out.write(json.dumps({"id": f"{i}:{label}", "task": task, "candidate": text},
                                 ensure_ascii=False))
            out.write("\n")


if __name__ == "__main__":
    main()
