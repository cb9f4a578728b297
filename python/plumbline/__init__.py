"""Plumbline: is a model-drawn scientific diagram structurally right?

Judges a language model's raw answer (prose around an SVG, TikZ or EPS drawing) against a
task (``plumbline/task@1``: the reference drawing and the check) and gives the report
``plumb`` prints, as a dict (``plumbline/report@1``; fields in docs/schema.md)::

    import plumbline
    task = plumbline.Task("examples/geometry/circumcircle/task.json")   # read once
    report = task.evaluate(answer_text)            # {"verdict": "pass", "score": 1.0, ...}
    rewards = [r["score"] for r in plumbline.evaluate_many(task, answers, threads=4, report="verdict")]
    out = plumbline.evaluate_jsonl(jsonl_text, threads=2)   # exactly what `plumb batch -j 2` prints

Report levels (``report=``) are the command line's: ``"compact"`` (the default, as for
``plumb check`` and ``plumb batch``), ``"full"`` (everything, with the shapes the web page
draws) and ``"verdict"`` (verdict and score). Profiles (``profile=``): ``"default"``,
``"ssvg"`` (the published SSVG-Bench scripts' judgement) and ``"diagrameval"`` (the diagram
check's verdict as DiagramEval's metrics give it; other checks judge as ``"default"``).

A task that cannot judge any answer raises ``TaskError``; an answer never raises: a bad
one is an ``invalid`` report that says why. The native work runs with the GIL released.
"""
import json as _json
import os as _os
from collections.abc import Mapping as _Mapping

from . import _plumbline as _native

__all__ = ["Task", "TaskError", "evaluate", "evaluate_many", "evaluate_jsonl", "evaluate_jsonl_line", "version",
           "PROFILES", "REPORT_LEVELS"]

PROFILES = ("default", "ssvg", "diagrameval")
REPORT_LEVELS = ("full", "compact", "verdict")


def version():
    """The core's version, as ``plumb version`` prints it."""
    return _native.version()


__version__ = version()


class TaskError(ValueError):
    """A task that cannot judge any answer: not JSON, a missing or wrongly typed field,
    an unknown check kind, a reference (or input) drawing that cannot be read.

    ``diagnostics`` is the list of located diagnostics, as reports carry them: dicts with
    ``code`` (e.g. ``"task.field.missing"``), ``severity``, ``message``, ``source``
    (``"task"``, ``"reference"``, ``"input"``) and ``span`` when known.
    """

    def __init__(self, diagnostics):
        self.diagnostics = diagnostics
        errors = [d for d in diagnostics if d.get("severity") == "error"] or diagnostics
        text = "; ".join(f"{d.get('code')}: {d.get('message')}" for d in errors[:3])
        more = f" (and {len(errors) - 3} more)" if len(errors) > 3 else ""
        super().__init__(f"the task cannot be used: {text}{more}")


def _task_text(task):
    """A task's JSON text (str or bytes) from a dict, JSON text, bytes or a path."""
    if isinstance(task, _Mapping):
        return _json.dumps(task, ensure_ascii=False)
    if isinstance(task, (bytes, bytearray, memoryview)):
        return bytes(task)
    if isinstance(task, str):
        head = task.lstrip()[:1]
        if head in ("", "{", "["):
            return task
        with open(task, "rb") as f:
            return f.read()
    if isinstance(task, _os.PathLike):
        with open(task, "rb") as f:
            return f.read()
    raise TypeError(f"a task is a dict, JSON text, bytes, a path or a plumbline.Task, not {type(task).__name__}")


def _check(profile, report):
    if profile not in PROFILES:
        raise ValueError(f"profile must be one of {PROFILES}, not {profile!r}")
    if report not in REPORT_LEVELS:
        raise ValueError(f"report must be one of {REPORT_LEVELS}, not {report!r}")


class Task:
    """A task, parsed and its drawings read once, for judging any number of answers.

    ``Task(task, profile="default")`` takes the task as a dict, as JSON text (a str that
    starts with ``{``, or bytes) or as a path to a task.json (the module's functions take
    a ``Task`` too, and use it as is). The drawings are read for ``profile`` now, and for
    another profile the first time an answer is judged with it.

    Raises ``TaskError`` (a ``ValueError``) when the task cannot judge any answer, with the
    located ``diagnostics``; ``OSError`` for a path that cannot be read.

    A Task is immutable and may be used from several threads at once.
    """

    __slots__ = ("_native", "profile")

    def __init__(self, task, profile="default"):
        _check(profile, "compact")
        native = _native.NativeTask(_task_text(task), profile)
        errors = _json.loads(native.errors(profile))
        if errors:
            raise TaskError(errors)
        self._native = native
        self.profile = profile

    @property
    def id(self):
        """The task's ``id`` (``""`` when it has none)."""
        return self._native.id

    def evaluate(self, response, profile=None, report="compact", timings=True):
        """Judges one raw response (str or bytes: prose around the drawing is fine).

        Returns the report as a dict: ``verdict`` (``"pass"``, ``"fail"``, ``"invalid"``),
        ``score`` (the share of requirements met), ``diagnostics`` and, depending on
        ``report`` (``"compact"``, ``"full"``, ``"verdict"``), the requirements and the rest.
        ``profile`` defaults to the task's; ``timings=False`` leaves out ``timings``.
        Never raises for anything the response holds.
        """
        profile = self.profile if profile is None else profile
        _check(profile, report)
        return _report(self._native.evaluate_object(response, profile, report, timings))

    def evaluate_text(self, response, profile=None, report="compact", timings=True):
        """``evaluate``, but the report as the JSON text ``plumb`` prints (one line, no newline)."""
        profile = self.profile if profile is None else profile
        _check(profile, report)
        return self._native.evaluate(response, profile, report, timings)

    def __repr__(self):
        if not hasattr(self, "_native"):
            return "plumbline.Task(<not made>)"
        return f"plumbline.Task(id={self.id!r}, profile={self.profile!r})"


def _report(report):
    """A report from the native module: a dict built there, or (when a string in it is not
    valid UTF-8, and the text writer's replacements decide) its JSON text."""
    return report if isinstance(report, dict) else _json.loads(report)


def _as_task(task, profile):
    return task if isinstance(task, Task) else Task(task, profile)


def evaluate(task, response, profile="default", report="compact", timings=True):
    """Judges one response to one task; the report as a dict (see ``Task.evaluate``).

    ``task`` is anything ``Task`` takes. For many answers to one task, make the ``Task``
    once (or use ``evaluate_many``): this reads the task's drawings on every call.
    Raises ``TaskError`` for an unusable task, never for the response.
    """
    return _as_task(task, profile).evaluate(response, profile, report, timings)


def evaluate_many(items, responses=None, *, threads=1, profile="default", report="compact", timings=True,
                  as_text=False):
    """Judges many responses on ``threads`` native threads, with the GIL released.

    Either ``evaluate_many([(task, response), ...])`` or ``evaluate_many(task, [response,
    ...])``. Tasks are anything ``Task`` takes; each distinct task (the same object, or the
    same JSON text) is read once for the whole call. Returns the reports in input order,
    as dicts, or as JSON text with ``as_text=True``. The reports are those ``Task.evaluate``
    gives, whatever ``threads`` is (1 to 256).

    Raises ``TaskError`` for an unusable task (before anything is judged), never for a
    response.
    """
    _check(profile, report)
    if responses is not None:
        tasks = [_as_task(items, profile)]
        responses = list(responses)
        task_of = [0] * len(responses)
    else:
        tasks, task_of, responses = [], [], []
        by_object, by_text, keep = {}, {}, []
        for task, response in items:
            index = by_object.get(id(task))
            if index is None:
                keep.append(task)   # so that no other object gets its id during the call
                if isinstance(task, Task):
                    tasks.append(task)
                    index = len(tasks) - 1
                else:
                    text = _task_text(task)
                    index = by_text.get(text)
                    if index is None:
                        tasks.append(Task(text, profile))
                        index = by_text[text] = len(tasks) - 1
                by_object[id(task)] = index
            task_of.append(index)
            responses.append(response)
    reports = _native.evaluate_many([t._native for t in tasks], task_of, responses, profile, report, timings, threads,
                                    not as_text)
    return reports if as_text else [_report(r) for r in reports]


def _joined_lines(lines):
    """Lines (str or bytes, each with or without its newline) as one JSONL text."""
    lines = list(lines)
    if all(isinstance(line, str) for line in lines):
        return "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    if all(isinstance(line, (bytes, bytearray)) for line in lines):
        return b"".join(bytes(line) if line.endswith(b"\n") else bytes(line) + b"\n" for line in lines)
    raise TypeError("lines must be all str or all bytes")


def evaluate_jsonl(data, *, threads=1, profile="default", report="compact", timings=True):
    """Judges a JSONL batch: exactly what ``plumb batch`` prints for it on standard input.

    ``data`` is the batch's text (str or bytes) or an iterable of its lines (with or
    without their newlines). Each line is ``{"task": {...}, "candidate": "...", "id":
    any}`` (docs/schema.md, "Batch protocol"). Returns one report line per non-blank
    line, each ending in ``"\\n"``, in input order; a line that cannot be used gets an
    ``invalid`` report naming its line number (counted from 1 within ``data``). Judged on
    ``threads`` native threads, each keeping the tasks it read last, as ``plumb batch -j``.
    Split the result with ``.split("\\n")``, not ``splitlines()`` (which also splits on
    characters JSON strings may hold).
    """
    _check(profile, report)
    if not isinstance(data, (str, bytes)):
        data = _joined_lines(data)
    return _native.batch(data, profile, report, timings, threads)


def evaluate_jsonl_line(line, line_number=1, *, profile="default", report="compact", timings=True, as_text=False):
    """One batch line (str or bytes) judged as ``plumb batch`` judges it; the report as a dict
    (or its JSON text with ``as_text=True``), ``line_id`` echoing the line's ``id``. Never
    raises for anything the line holds: an unusable line or task is an ``invalid`` report
    whose first diagnostic (``batch.line.*``) names ``line_number``.
    """
    _check(profile, report)
    text = _native.evaluate_batch_line(line, line_number, profile, report, timings)
    return text if as_text else _json.loads(text)
