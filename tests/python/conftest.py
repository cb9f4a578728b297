"""Shared fixtures of the Python tests: the example answers, batch lines made from them
the way bench/make_batch.py makes them, and `build/plumb batch` run on those lines."""
import importlib.util
import json
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLUMB = ROOT / "build" / "plumb"


def _make_batch():
    spec = importlib.util.spec_from_file_location("make_batch", ROOT / "bench" / "make_batch.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_batch = _make_batch()


def example_pairs():
    """(task dict, answer text, label) for every example answer of every example folder."""
    pairs = []
    for domain in sorted(p for p in (ROOT / "examples").iterdir() if p.is_dir()):
        pairs += [(task, text, f"{domain.name}/{label}") for task, text, label in make_batch.example_pairs(domain)]
    return pairs


def batch_line(task, text, line_id=None):
    line = {"task": task, "candidate": text} if line_id is None else {"id": line_id, "task": task, "candidate": text}
    return json.dumps(line, ensure_ascii=False)


def plumb_batch(text, *args):
    """What `build/plumb batch ARGS` prints for `text` (str) on standard input, as str."""
    assert PLUMB.exists(), "build/plumb is missing: run scripts/build.sh"
    run = subprocess.run([str(PLUMB), "batch", *args], input=text.encode("utf-8"), capture_output=True, check=True)
    return run.stdout.decode("utf-8")


@pytest.fixture(scope="session")
def pairs():
    found = example_pairs()
    assert len(found) > 1000, "the examples are missing"
    return found
