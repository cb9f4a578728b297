"""evaluate_many on native threads gives, in input order, the reports task.evaluate gives."""
import random

import pytest

import plumbline


@pytest.fixture(scope="module")
def sequential(pairs):
    tasks = {}
    out = []
    for task, answer, _ in pairs:
        prepared = tasks.setdefault(id(task), plumbline.Task(task))
        out.append(prepared.evaluate_text(answer, timings=False))
    return out


@pytest.mark.parametrize("threads", [1, 2])
def test_pairs(pairs, sequential, threads):
    items = [(task, answer) for task, answer, _ in pairs]
    assert plumbline.evaluate_many(items, threads=threads, timings=False, as_text=True) == sequential
    # Shuffled, so that one task's answers are spread over the blocks: still in input order.
    order = list(range(len(items)))
    random.Random(7).shuffle(order)
    got = plumbline.evaluate_many([items[i] for i in order], threads=threads, timings=False, as_text=True)
    assert got == [sequential[i] for i in order]


@pytest.mark.parametrize("threads", [1, 2])
def test_one_task_many_responses(pairs, sequential, threads):
    task = pairs[0][0]
    indices = [i for i, p in enumerate(pairs) if p[0] is task]
    answers = [pairs[i][1] for i in indices]
    for form in (task, plumbline.Task(task)):
        reports = plumbline.evaluate_many(form, answers, threads=threads, timings=False)
        assert [r["verdict"] for r in reports] == [plumbline.evaluate(task, a)["verdict"] for a in answers]
        assert plumbline.evaluate_many(form, answers, threads=threads, timings=False, as_text=True) == [
            sequential[i] for i in indices]


def test_tasks_as_text_and_tasks_as_objects(pairs, sequential):
    # Tasks given as JSON text (equal strings) or Task objects give the same reports.
    import json
    texts = {}
    items = [(texts.setdefault(id(t), json.dumps(t)), a) for t, a, _ in pairs[:200]]
    assert plumbline.evaluate_many(items, threads=2, timings=False, as_text=True) == sequential[:200]


def test_empty_and_levels(pairs):
    assert plumbline.evaluate_many([]) == []
    task, answer, _ = pairs[0]
    for level in plumbline.REPORT_LEVELS:
        assert plumbline.evaluate_many([(task, answer)], report=level, timings=False) == [
            plumbline.evaluate(task, answer, report=level, timings=False)]
