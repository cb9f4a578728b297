"""Every example answer judged from Python gives, at every report level, the bytes
`build/plumb batch --no-timings` prints for it (and the same dicts)."""
import json

import pytest

import plumbline
from conftest import ROOT, batch_line, plumb_batch


@pytest.mark.parametrize("level", ["compact", "full", "verdict"])
def test_task_evaluate_is_plumb_batch(pairs, level):
    # Lines without "id", so that the CLI's reports are exactly the task's reports.
    cli = plumb_batch("".join(batch_line(t, a) + "\n" for t, a, _ in pairs), "--no-timings", "--report", level)
    cli_lines = cli.split("\n")
    assert cli_lines.pop() == ""
    assert len(cli_lines) == len(pairs)
    tasks = {}
    for (task, answer, label), expected in zip(pairs, cli_lines):
        prepared = tasks.setdefault(task["id"], plumbline.Task(task))
        got = prepared.evaluate_text(answer, report=level, timings=False)
        assert got == expected, label
        # The dict is built from the report's tree, not parsed: it must be json.loads of the
        # text exactly (json.dumps tells 1 from 1.0, which == does not).
        got_dict = prepared.evaluate(answer, report=level, timings=False)
        assert json.dumps(got_dict) == json.dumps(json.loads(expected)), label
    assert len(tasks) > 150
    many = plumbline.evaluate_many([(t, a) for t, a, _ in pairs], report=level, timings=False, threads=2)
    assert [json.dumps(r) for r in many] == [json.dumps(json.loads(line)) for line in cli_lines]


def test_a_response_that_is_not_utf8_gives_json_loads_of_the_text():
    # The core cleans a response's bad bytes before anything quotes it; the dict built from
    # the tree must show them exactly as the text does.
    task = plumbline.Task(json.loads((ROOT / "examples/geometry/circumcircle/task.json").read_text()))
    response = b"<svg xmlns='http://www.w3.org/2000/svg'><text>\xff\xfe caf\xc3</text><line x1='0' y1='0' x2='1' y2='1'/></svg>"
    for level in ("full", "compact", "verdict"):
        text = task.evaluate_text(response, report=level, timings=False)
        assert json.dumps(task.evaluate(response, report=level, timings=False)) == json.dumps(json.loads(text))
        assert json.dumps(plumbline.evaluate_many(task, [response], report=level, timings=False)[0]) == \
            json.dumps(json.loads(text))


@pytest.mark.parametrize("level", ["compact", "verdict"])
@pytest.mark.parametrize("threads", [1, 2])
def test_evaluate_jsonl_is_plumb_batch(pairs, level, threads):
    text = "".join(batch_line(t, a, f"{i}:{label}") + "\n" for i, (t, a, label) in enumerate(pairs))
    expected = plumb_batch(text, "--no-timings", "--report", level)
    assert plumbline.evaluate_jsonl(text, threads=threads, report=level, timings=False) == expected
    # Lines as an iterable (as a Dask partition gives them), and as bytes.
    assert plumbline.evaluate_jsonl(text.splitlines(keepends=True), threads=threads, report=level,
                                    timings=False) == expected
    assert plumbline.evaluate_jsonl(text.encode("utf-8"), threads=threads, report=level, timings=False) == expected


def test_evaluate_jsonl_line_is_plumb_batch(pairs):
    for i, (task, answer, label) in enumerate(pairs[::50]):
        line = batch_line(task, answer, label)
        expected = plumb_batch(line + "\n", "--no-timings")
        assert plumbline.evaluate_jsonl_line(line, timings=False, as_text=True) + "\n" == expected
        assert plumbline.evaluate_jsonl_line(line, timings=False) == json.loads(expected)


def test_batch_line_numbers_and_blank_lines():
    # Blank lines are skipped but counted; a bad line's report names its line number; a
    # last line without its newline counts; CRLF endings are read as the CLI reads them.
    text = '\n  \n{"task": 1}\r\nnot json\n\n[1]'
    got = plumbline.evaluate_jsonl(text, timings=False)
    assert got == plumb_batch(text, "--no-timings")
    reports = [json.loads(line) for line in got.split("\n")[:-1]]
    assert [r["diagnostics"][0]["code"] for r in reports] == ["batch.line.field", "batch.line.json", "batch.line.type"]
    assert [r["diagnostics"][0]["span"]["line"] for r in reports] == [3, 4, 6]
    assert plumbline.evaluate_jsonl("") == ""


def test_timings_are_the_core_s(pairs):
    task, answer, _ = pairs[0]
    report = plumbline.evaluate(task, answer)
    assert set(report["timings"]) >= {"total_ms"} and report["timings"]["total_ms"] >= 0
    assert "timings" not in plumbline.evaluate(task, answer, timings=False)


def test_version():
    assert plumbline.version() == plumbline.__version__
    assert plumb_version() == plumbline.version()


def plumb_version():
    import subprocess
    from conftest import PLUMB
    out = subprocess.run([str(PLUMB), "version"], capture_output=True, check=True, text=True).stdout
    return out.split()[-1]
