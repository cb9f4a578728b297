"""Tasks that cannot be used raise TaskError with their diagnostics; options are checked;
nothing an answer or a batch line holds raises."""
import json
import pathlib
import threading

import pytest

import plumbline
from plumbline import _plumbline

REFERENCE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><line class="output_object" x1="10" y1="10" x2="90" y2="90"/></svg>'
TASK = {"schema": "plumbline/task@1", "id": "t", "reference": REFERENCE, "check": {"kind": "match"}}
RIGHT = '```svg\n<svg viewBox="0 0 100 100"><line x1="10" y1="10" x2="90" y2="90"/></svg>\n```'


def codes(error):
    return [d["code"] for d in error.value.diagnostics]


def test_a_good_task_in_every_form(tmp_path):
    path = tmp_path / "task.json"
    path.write_text(json.dumps(TASK))
    for form in (TASK, json.dumps(TASK), json.dumps(TASK).encode(), str(path), path, plumbline.Task(TASK)):
        task = plumbline.Task(form) if not isinstance(form, plumbline.Task) else form
        assert task.id == "t"
        assert task.evaluate(RIGHT)["verdict"] == "pass"
        assert plumbline.evaluate(form, RIGHT)["score"] == 1
    assert "plumbline.Task(id='t'" in repr(plumbline.Task(TASK))


def test_missing_reference():
    task = dict(TASK)
    del task["reference"]
    with pytest.raises(plumbline.TaskError) as error:
        plumbline.Task(task)
    assert "task.field.missing" in codes(error)
    assert isinstance(error.value, ValueError)
    d = next(d for d in error.value.diagnostics if d["code"] == "task.field.missing")
    assert d["source"] == "task" and d["severity"] == "error" and "reference" in d["message"]


def test_bad_json():
    with pytest.raises(plumbline.TaskError) as error:
        plumbline.Task('{"id": "x", "reference": ')
    assert codes(error) == ["task.json"]
    assert error.value.diagnostics[0]["span"]["line"] == 1   # located
    with pytest.raises(plumbline.TaskError):
        plumbline.Task(b"")


def test_unknown_check_kind():
    with pytest.raises(plumbline.TaskError) as error:
        plumbline.evaluate(dict(TASK, check={"kind": "telepathy"}), RIGHT)
    assert codes(error) == ["task.check.unknown"]
    assert "telepathy" in str(error.value)


def test_unreadable_reference():
    with pytest.raises(plumbline.TaskError) as error:
        plumbline.Task(dict(TASK, reference="<svg><line"))
    assert "task.reference.unreadable" in codes(error)


def test_evaluate_many_raises_before_judging():
    with pytest.raises(plumbline.TaskError):
        plumbline.evaluate_many([(TASK, RIGHT), (dict(TASK, check={"kind": "x"}), RIGHT)])


def test_a_bad_task_in_a_batch_line_is_an_invalid_report():
    line = json.dumps({"id": 7, "task": dict(TASK, check={"kind": "telepathy"}), "candidate": RIGHT})
    report = plumbline.evaluate_jsonl_line(line, 12)
    assert report["verdict"] == "invalid" and report["line_id"] == 7
    assert [d["code"] for d in report["diagnostics"]] == ["task.check.unknown"]
    line = json.dumps({"id": 8, "task": {"id": "no reference", "check": {"kind": "match"}}, "candidate": RIGHT})
    report = plumbline.evaluate_jsonl_line(line, 12)
    assert report["verdict"] == "invalid" and report["line_id"] == 8
    assert report["diagnostics"][0]["code"] == "batch.line.task"
    assert "task.field.missing" in [d["code"] for d in report["diagnostics"]]
    assert report["diagnostics"][0]["span"]["line"] == 12


def test_options_are_checked():
    task = plumbline.Task(TASK)
    for call in (lambda: task.evaluate(RIGHT, profile="strict"), lambda: task.evaluate(RIGHT, report="short"),
                 lambda: plumbline.evaluate_many(task, [RIGHT], threads=0),
                 lambda: plumbline.evaluate_many(task, [RIGHT], threads=257),
                 lambda: plumbline.evaluate_jsonl("", report="all")):
        with pytest.raises(ValueError):
            call()
    with pytest.raises(TypeError):
        task.evaluate(42)
    with pytest.raises(TypeError):
        plumbline.Task(42)
    with pytest.raises(OSError):
        plumbline.Task("no/such/task.json")


def test_report_levels_and_profiles():
    task = plumbline.Task(TASK)
    assert task.evaluate(RIGHT)["report"] == "compact"          # the default, as the CLI's
    assert "report" not in task.evaluate(RIGHT, report="full")
    assert set(task.evaluate(RIGHT, report="verdict", timings=False)) == {
        "schema", "report", "task_id", "profile", "check", "verdict", "score"}
    assert task.evaluate(RIGHT, profile="ssvg")["profile"] == "ssvg"
    assert plumbline.Task(TASK, profile="ssvg").evaluate(RIGHT)["profile"] == "ssvg"


def test_answers_never_raise():
    task = plumbline.Task(TASK)
    for answer in ("", "no drawing", b"\xff\xfe<svg>", "<svg>\udcff\ud800</svg>", "\x00" * 10, "<svg" * 1000):
        report = task.evaluate(answer)
        assert report["verdict"] in ("fail", "invalid")


def test_the_exception_boundary():
    # A throw below an evaluation comes back as an invalid report, as in the WebAssembly module.
    report = json.loads(_plumbline.test_error_boundary("compact"))
    assert report["verdict"] == "invalid"
    assert report["diagnostics"][0]["code"] == "internal.exception"
    assert "test of the error boundary" in report["diagnostics"][0]["message"]


def test_python_threads_share_a_task(pairs):
    # The GIL is released while judging: Python threads may judge with one Task at once.
    task_dict = next(t for t, _, label in pairs if label.startswith("molecule/"))
    answers = [a for t, a, _ in pairs if t is task_dict] * 8
    task = plumbline.Task(task_dict)
    expected = [task.evaluate_text(a, timings=False) for a in answers]
    results = [None] * len(answers)

    def judge(k):
        for i in range(k, len(answers), 4):
            results[i] = task.evaluate_text(answers[i], timings=False)

    threads = [threading.Thread(target=judge, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected
