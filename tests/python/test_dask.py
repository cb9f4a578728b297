"""examples/python/dask_batch.py on a LocalCluster of two worker processes writes what
`plumb batch` prints for the same lines."""
import subprocess
import sys

from conftest import ROOT, batch_line, plumb_batch


def test_dask_batch_is_plumb_batch(pairs, tmp_path):
    # A few hundred lines in several partitions, tasks spread over partition boundaries.
    lines = [batch_line(t, a, f"{i}:{label}") for i, (t, a, label) in enumerate(pairs[::3])]
    assert len(lines) > 300
    source = tmp_path / "answers.jsonl"
    source.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    target = tmp_path / "reports.jsonl"
    run = subprocess.run([sys.executable, str(ROOT / "examples" / "python" / "dask_batch.py"), str(source), str(target),
                          "--workers", "2", "--blocksize", "200KiB", "--no-timings"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    partitions = int(run.stdout.split()[1])
    assert partitions > 2
    assert target.read_text(encoding="utf-8") == plumb_batch(source.read_text(encoding="utf-8"), "--no-timings")
