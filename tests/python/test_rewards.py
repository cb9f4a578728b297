"""The reward adapters of examples/python/rewards.py, called as trainers call them."""
import importlib.util
import json

import pytest

import plumbline
from conftest import ROOT, batch_line


@pytest.fixture(scope="module")
def rewards():
    spec = importlib.util.spec_from_file_location("rewards", ROOT / "examples" / "python" / "rewards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rows(pairs):
    # A dataset as a trainer sees it: the task column as JSON text, one row per answer.
    return [(json.dumps(t), a, plumbline.evaluate(t, a)["score"]) for t, a, _ in pairs[::7]]


def test_reward_function_as_grpo_trainers_call_it(rewards, rows):
    tasks = [t for t, _, _ in rows]
    completions = [a for _, a, _ in rows]
    expected = [s for _, _, s in rows]
    scores = rewards.reward(prompts=["..."] * len(rows), completions=completions, completion_ids=[[1]] * len(rows),
                            task=tasks, trainer_state=None)
    assert scores == expected
    assert all(isinstance(s, float) and 0 <= s <= 1 for s in scores)
    assert 0 < sum(s == 1 for s in scores) < len(scores)
    # Conversational completions, and the task column as dicts.
    chat = [[{"role": "assistant", "content": a}] for a in completions]
    assert rewards.reward(prompts=None, completions=chat, task=[json.loads(t) for t in tasks]) == expected


def test_compute_score_as_verl_calls_it(rewards, rows):
    for task, answer, score in rows[:40]:
        got = rewards.compute_score(data_source="plumbline/examples", solution_str=answer, ground_truth=task,
                                    extra_info={"index": 0, "split": "train"})
        assert got == score


def test_rewards_from_jsonl(rewards, rows, tmp_path):
    path = tmp_path / "batch.jsonl"
    path.write_text("".join(batch_line(json.loads(t), a, i) + "\n" for i, (t, a, _) in enumerate(rows)))
    assert rewards.rewards_from_jsonl(path) == [s for _, _, s in rows]
