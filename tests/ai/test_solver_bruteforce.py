"""The solver's value table against a direct recursion over dice outcomes
(`tests/ai/brute_force.py`), on states with one or two open boxes."""

from __future__ import annotations

import pytest

from bot.ai.boxmodel import build_model
from bot.ai.solver import solve
from tests.ai.brute_force import brute_moments, sample_states

CASES = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True}),
    ("yacht", {"full_house": "sum", "yacht_bonus": True}),
    ("classic", {"four_of_a_kind": "sum"}),
    ("generala", {}),
    ("generala", {"straight": "ace_as_two", "served_bonus": 10, "generala_points": 60}),
    ("yatzy", {}),
]


@pytest.mark.parametrize(("kind", "options"), CASES)
def test_solver_matches_brute_force_on_one_and_two_open_boxes(kind, options):
    model = build_model(kind, options)
    values = solve(model, max_open=2)
    for mask, upper, flag in sample_states(model, seed=7):
        expected, _ = brute_moments(model, mask, upper, flag)
        assert values[mask, upper, flag] == pytest.approx(expected, abs=1e-9)
