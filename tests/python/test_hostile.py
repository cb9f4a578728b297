"""The hostile inputs of the WebAssembly tests (tests/js/hostile-inputs.mjs, the one list,
read through Node) never raise from Python: a usable task gives a report (with the budget
diagnostic the case expects), an unusable one raises TaskError and, on a batch line, gives
an invalid report. The module still judges a normal answer afterwards."""
import json
import shutil
import subprocess

import pytest

import plumbline
from conftest import ROOT

DUMP = """
import { hostileInputs } from './tests/js/hostile-inputs.mjs';
const text = (x) => (Buffer.isBuffer(x) ? { latin1: x.toString('latin1') } : x);
process.stdout.write(JSON.stringify(hostileInputs.map((c) => ({ ...c, task: text(c.task), candidate: text(c.candidate) }))));
"""


def _bytes(x):
    return x["latin1"].encode("latin1") if isinstance(x, dict) else x.encode("utf-8")


@pytest.fixture(scope="module")
def hostile():
    node = shutil.which("node")
    if not node:
        pytest.skip("node is not installed (scripts/test.sh installs it before the Python tests)")
    out = subprocess.run([node, "--input-type=module", "-e", DUMP], cwd=ROOT, capture_output=True, check=True).stdout
    cases = json.loads(out)
    assert len(cases) > 40
    return [(c["name"], _bytes(c["task"]), _bytes(c["candidate"]), c.get("expect")) for c in cases]


def test_hostile_inputs(hostile, pairs):
    usable = []
    for name, task_text, candidate, expect in hostile:
        try:
            task = plumbline.Task(task_text)
        except plumbline.TaskError as error:
            assert error.diagnostics and all("code" in d for d in error.diagnostics), name
            line = b'{"task": ' + (task_text or b"null") + b', "candidate": ' + json.dumps(
                candidate.decode("utf-8", "replace")).encode() + b"}"
            report = plumbline.evaluate_jsonl_line(line)
            assert report["verdict"] == "invalid", name
            continue
        report = task.evaluate(candidate, report="full", timings=False)
        assert report["verdict"] in ("pass", "fail", "invalid"), name
        found = [d["code"] for d in report["diagnostics"]]
        assert not any(c.startswith("internal.") for c in found), name
        if expect:
            assert expect in found, name
        usable.append((task, candidate, report))
    assert len(usable) > 30
    # The same reports from native threads.
    many = plumbline.evaluate_many([(t, c) for t, c, _ in usable], threads=2, report="full", timings=False)
    assert many == [r for _, _, r in usable]
    task, answer, _ = next(p for p in pairs if "/pass-" in p[2])
    assert plumbline.evaluate(task, answer)["verdict"] == "pass"
