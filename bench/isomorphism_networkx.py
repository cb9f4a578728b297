#!/usr/bin/env python3
"""Times networkx's is_isomorphic on the pairs bench_isomorphism --dump DIR wrote.

usage: python3 bench/isomorphism_networkx.py DIR [--runs 3] [--timeout 10] [--tsv]

Each pair runs in a subprocess of its own with a time limit (a pair whose first run
goes past it is printed as "> T s"): networkx's VF2 is exponential on some of these. Node labels are compared with
node_match and edge labels with edge_match, as find_isomorphism compares them. Printed
per pair, in the dump's order: family, nodes, expected, verdict, median µs over --runs
(graph building not timed).
"""
import argparse
import statistics
import subprocess
import sys
import time


def read_graph(lines, at, nx):
    n, m = map(int, lines[at].split())
    labels = list(map(int, lines[at + 1].split())) if n else []
    g = nx.Graph()
    for v in range(n):
        g.add_node(v, label=labels[v])
    for k in range(m):
        x, y, label = map(int, lines[at + 2 + k].split())
        g.add_edge(x, y, label=label)
    return g, at + 2 + m


def one(path, runs, limit):
    """In the subprocess: time one pair, print 'verdict µs'; fewer runs once they add up
    to half the limit."""
    import networkx as nx
    with open(path) as f:
        lines = f.read().splitlines()
    a, at = read_graph(lines, 0, nx)
    b, _ = read_graph(lines, at, nx)
    same = lambda x, y: x["label"] == y["label"]
    times, verdict = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        iso = nx.is_isomorphic(a, b, node_match=same, edge_match=same)
        times.append((time.perf_counter() - t0) * 1e6)
        verdict = "isomorphic" if iso else "different"
        if sum(times) > limit * 1e6 / 2:
            break
    print(verdict, f"{statistics.median(times):.1f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--tsv", action="store_true")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        one(args.one, args.runs, args.timeout)
        return
    import networkx as nx
    print(f"# {sys.executable}, Python {sys.version.split()[0]}, networkx {nx.__version__}", file=sys.stderr)
    with open(f"{args.dir}/cases.txt") as f:
        cases = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    if not args.tsv:
        print(f"{'family':28} {'nodes':>6} {'expected':10} {'verdict':10} {'median us':>12}")
    for name, family, nodes, expected in cases:
        try:
            # The limit is on the first run; a few seconds more for starting Python and networkx.
            done = subprocess.run([sys.executable, __file__, args.dir, "--one", f"{args.dir}/{name}", "--runs",
                                   str(args.runs), "--timeout", str(args.timeout)],
                                  capture_output=True, text=True, timeout=args.timeout + 5)
            verdict, us = done.stdout.split() if done.returncode == 0 else ("error", "-")
        except subprocess.TimeoutExpired:
            verdict, us = "-", f"> {args.timeout:g} s"
        if args.tsv:
            print("\t".join([family, nodes, expected, verdict, us]))
        else:
            print(f"{family:28} {nodes:>6} {expected:10} {verdict:10} {us:>12}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
