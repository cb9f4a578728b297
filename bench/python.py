#!/usr/bin/env python3
"""The Python module's costs, in one run (build/python-venv/bin/python bench/python.py):

1. binding overhead: per answer, `task.evaluate_text` (the report's text) and
   `task.evaluate` (a dict) against a native loop over the same answers and the core's
   own `timings.total_ms`, over every example answer of a folder (geometry by default);
2. `evaluate_many` at 1 and 2 threads over COUNT answers;
3. the same COUNT answers as a JSONL batch: `build/plumb batch -j 2`, `evaluate_jsonl` at
   2 threads, and examples/python/dask_batch.py's way on a LocalCluster of two worker
   processes (one thread each), started before the clock.
"""
import argparse
import importlib.util
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import tempfile
import time

import plumbline

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def per_answer(pairs, repeat, report):
    """µs per answer over every answer (each task prepared once), the least of `repeat`
    passes: the core's own timings.total_ms (wall clock inside the core); and in CPU time
    of this thread (so that other processes on a shared machine count less), a native
    loop (evaluate_many at 1 thread: the core's evaluation and its report text, nothing
    in Python per answer), task.evaluate_text (one call per answer: the binding's cost on
    top) and task.evaluate (the dict: json.loads of that text). Passes interleave the
    three loops."""
    tasks = {}
    items = [(tasks.setdefault(id(t), plumbline.Task(t)), a) for t, a, _ in pairs]
    n = len(items)
    loops = {
        "native": lambda: plumbline.evaluate_many(items, report=report, as_text=True),
        "text": lambda: [t.evaluate_text(a, report=report) for t, a in items],
        "dict": lambda: [t.evaluate(a, report=report) for t, a in items],
    }
    best = {name: float("inf") for name in loops}
    core = float("inf")
    for _ in range(repeat):
        core = min(core, sum(t.evaluate(a, report=report)["timings"]["total_ms"] for t, a in items) * 1000 / n)
        for name, loop in loops.items():
            start = time.thread_time()
            loop()
            best[name] = min(best[name], (time.thread_time() - start) / n * 1e6)
    return core, best["native"], best["text"], best["dict"]


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", default="examples/geometry")
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=20, help="evaluations per answer for the overhead")
    args = parser.parse_args()
    os.chdir(ROOT)
    make_batch = load(ROOT / "bench" / "make_batch.py", "make_batch")
    pairs = make_batch.example_pairs(args.examples)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    print(f"machine: {os.cpu_count()} cores, {platform.system()} {platform.machine()}; commit {commit}; "
          f"plumbline {plumbline.version()}; Python {platform.python_version()}")

    print(f"\n1. per answer, {args.examples} ({len(pairs)} answers, least of {args.repeat} passes; "
          "loops in CPU time; overheads against the native loop)")
    for report in ("compact", "verdict"):
        core, native, text, loads = per_answer(pairs, args.repeat, report)
        print(f"   {report:8s} core timings.total_ms {core:6.1f} µs | native loop {native:6.1f} µs "
              f"| task.evaluate_text {text:6.1f} µs ({100 * (text / native - 1):+.1f}%) "
              f"| task.evaluate {loads:6.1f} µs ({100 * (loads / native - 1):+.1f}%)")

    items = [(pairs[i % len(pairs)][0], pairs[i % len(pairs)][1]) for i in range(args.count)]
    print(f"\n2. evaluate_many, {args.count} answers (compact, no timings)")
    base = None
    for threads in (1, 2):
        seconds, reports = timed(lambda: plumbline.evaluate_many(items, threads=threads, timings=False, as_text=True))
        base = base or seconds
        print(f"   threads={threads}   {seconds:6.2f} s   {seconds / args.count * 1e6:7.1f} µs/answer   "
              f"x{base / seconds:.2f}")

    with tempfile.TemporaryDirectory() as tmp:
        source = pathlib.Path(tmp) / "batch.jsonl"
        subprocess.run([sys.executable, "bench/make_batch.py", str(args.count), "--examples", args.examples,
                        "--out", str(source)], check=True)
        text = source.read_bytes()
        print(f"\n3. a JSONL batch of {args.count} lines ({len(text) / 1e6:.1f} MB), compact, no timings")
        seconds, (expected, _) = timed(lambda: (subprocess.run(
            ["build/plumb", "batch", "-j", "2", "--no-timings"], input=text, capture_output=True, check=True).stdout,
            None))
        print(f"   build/plumb batch -j 2                 {seconds:6.2f} s   {seconds / args.count * 1e6:7.1f} µs/line")
        seconds, got = timed(lambda: plumbline.evaluate_jsonl(text, threads=2, timings=False))
        assert got.encode("utf-8") == expected
        print(f"   plumbline.evaluate_jsonl(threads=2)    {seconds:6.2f} s   {seconds / args.count * 1e6:7.1f} µs/line")

        from dask.distributed import Client, LocalCluster
        sys.path.insert(0, str(ROOT / "examples" / "python"))
        import cloudpickle
        import dask_batch
        cloudpickle.register_pickle_by_value(dask_batch)   # the workers cannot import it by name
        target = pathlib.Path(tmp) / "reports.jsonl"
        start = time.perf_counter()
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            client.run(lambda: __import__("plumbline").version())   # workers up, module loaded
            started = time.perf_counter() - start
            seconds, partitions = timed(lambda: dask_batch.judge_file(client, str(source), str(target), "1MiB",
                                                                      "compact", False))
        assert target.read_bytes() == expected
        print(f"   Dask LocalCluster, 2 workers x 1 thread {seconds:5.2f} s   {seconds / args.count * 1e6:7.1f} µs/line"
              f"   ({partitions} partitions of 1 MiB; cluster start {started:.1f} s not counted)")
        print("   (all three outputs byte-identical)")


if __name__ == "__main__":
    main()
