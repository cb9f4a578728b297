"""Plumbline as a reward in RL training loops: the score (the share of the reference's
requirements an answer meets; 0 for an answer with no usable drawing) for each answer.

Three calling conventions, each a few lines over the plumbline package:

- `reward(completions, task, **columns)`: a reward function as GRPO-style trainers call
  it (e.g. TRL's `GRPOTrainer(reward_funcs=[reward])`): keyword arguments `prompts`,
  `completions` and every other dataset column, each a list with one entry per completion.
  The task is carried in the dataset's `task` column (a task dict or its JSON text).
- `compute_score(data_source, solution_str, ground_truth, extra_info=None)`: a custom
  score function as verl calls it, once per answer; `ground_truth` is the task (its JSON
  text or a dict), as `reward_model.ground_truth` of the dataset row.
- `rewards_from_jsonl(path)`: a plain loop over a batch file in `plumb batch`'s format.

Use `verdict == "pass"` instead of the score for an all-or-nothing reward.
"""
import functools
import json

import plumbline


@functools.lru_cache(maxsize=4096)
def _task(text):
    """A task's drawings are read once per process, not once per step."""
    return plumbline.Task(text)


def _text(task):
    return task if isinstance(task, str) else json.dumps(task, sort_keys=True)


def _content(completion):
    """A completion as text: a string, or a conversation whose last message is the answer."""
    return completion if isinstance(completion, str) else completion[-1]["content"]


def reward(completions, task, threads=2, **columns):
    """Scores in [0, 1], one per completion: `completions` (strings, or conversations as
    lists of {"role", "content"} messages) judged against `task` (the dataset's task
    column: one task dict or JSON text per completion). Other columns (`prompts`,
    `completion_ids`, ...) are ignored. A task that cannot be used raises TaskError."""
    pairs = [(_task(_text(t)), _content(c)) for t, c in zip(task, completions)]
    reports = plumbline.evaluate_many(pairs, threads=threads, report="verdict", timings=False)
    return [float(r["score"]) for r in reports]


def compute_score(data_source, solution_str, ground_truth, extra_info=None):
    """The score in [0, 1] of one response `solution_str` to the task `ground_truth` (its
    JSON text or a dict); `data_source` and `extra_info` are not used."""
    return float(_task(_text(ground_truth)).evaluate(solution_str, report="verdict", timings=False)["score"])


def rewards_from_jsonl(path, threads=2):
    """The score of every line of a batch file ({"task", "candidate", "id"} per line), in order."""
    with open(path, "rb") as f:
        out = plumbline.evaluate_jsonl(f.read(), threads=threads, report="verdict", timings=False)
    return [float(json.loads(line)["score"]) for line in out.split("\n")[:-1]]
