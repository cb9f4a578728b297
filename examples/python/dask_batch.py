#!/usr/bin/env python3
"""Judges a JSONL batch with Dask, partition by partition, and writes the reports in input
order: byte for byte what `plumb batch` prints for the whole file.

    python examples/python/dask_batch.py answers.jsonl reports.jsonl                 # local cluster
    python examples/python/dask_batch.py answers.jsonl reports.jsonl --scheduler tcp://10.0.0.5:8786

`dask.bag.read_text` cuts the file into partitions of whole lines (`--blocksize` bytes
each); every worker imports plumbline and judges its partition with
`plumbline.evaluate_jsonl`, which is `plumb batch` on those lines (a task is read once
for a run of its answers); the partitions' reports are written in partition order as they
come back. Each worker process needs the plumbline package installed. Line numbers in
`batch.line.*` diagnostics count within a partition; identify lines by their `id`
(echoed as `line_id`). The batch must be UTF-8, as JSON is.
"""
import argparse

import dask.bag
from dask.distributed import Client, LocalCluster


def judge_partition(lines, report="compact", timings=True, threads=1):
    """One partition (its lines, newlines kept) -> [its reports as one JSONL text]."""
    import plumbline   # on the worker

    return [plumbline.evaluate_jsonl(lines, threads=threads, report=report, timings=timings)]


def judge_file(client, source, target, blocksize="4MiB", report="compact", timings=True, threads=1):
    """Judges the JSONL file `source` on `client`'s cluster into `target`; returns the
    number of partitions."""
    bag = dask.bag.read_text(source, blocksize=blocksize)
    parts = bag.map_partitions(judge_partition, report=report, timings=timings, threads=threads).to_delayed()
    futures = client.compute(parts)        # all partitions at once, on every worker
    with open(target, "w", encoding="utf-8", newline="") as out:
        for future in futures:             # written in input order as each is done
            out.writelines(future.result())
            future.release()
    return len(futures)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", help="JSONL batch: {\"task\": {...}, \"candidate\": \"...\", \"id\": ...} per line")
    parser.add_argument("target", help="where the reports go, one line each, in input order")
    parser.add_argument("--scheduler", help="a running scheduler's address (default: a local cluster)")
    parser.add_argument("--workers", type=int, default=2, help="local cluster: worker processes (default 2)")
    parser.add_argument("--blocksize", default="4MiB", help="bytes of JSONL per partition (default 4MiB)")
    parser.add_argument("--report", default="compact", choices=["full", "compact", "verdict"])
    parser.add_argument("--no-timings", dest="timings", action="store_false")
    parser.add_argument("--threads", type=int, default=1, help="plumbline threads per partition (default 1)")
    args = parser.parse_args()

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    with client:
        n = judge_file(client, args.source, args.target, args.blocksize, args.report, args.timings, args.threads)
    print(f"dask_batch: {n} partitions judged into {args.target}")


if __name__ == "__main__":
    main()
