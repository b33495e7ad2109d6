"""The SD pass against a direct recursion carrying (mean, E[R²]) over dice outcomes."""

from __future__ import annotations

import numpy as np
import pytest

from bot.ai.boxmodel import build_model
from bot.ai.moments import second_moments
from bot.ai.solver import solve
from tests.ai.brute_force import brute_moments, sample_states

CASES = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True}),
    ("generala", {"straight": "ace_as_two", "served_bonus": 10}),
    ("yatzy", {}),
]


@pytest.mark.parametrize(("kind", "options"), CASES)
def test_second_moment_matches_brute_force(kind, options):
    model = build_model(kind, options)
    values = solve(model, max_open=2)
    second = second_moments(model, values, max_open=2)
    for mask, upper, flag in sample_states(model, seed=11):
        mean, e2 = brute_moments(model, mask, upper, flag)
        assert values[mask, upper, flag] == pytest.approx(mean, abs=1e-9)
        assert second[mask, upper, flag] == pytest.approx(e2, rel=1e-9, abs=1e-6)
        sd = np.sqrt(e2 - mean * mean)
        assert np.sqrt(second[mask, upper, flag] - mean * mean) == pytest.approx(sd, abs=1e-6)


def test_last_turn_variance_with_only_chance_open():
    """With only Chance open the variance is that of one three-roll Chance turn."""
    model = build_model("yacht", {})
    values = solve(model, max_open=1)
    second = second_moments(model, values, max_open=1)
    chance = 1 << model.boxes.index("chance")
    mean, e2 = brute_moments(model, chance, 0, 0)
    assert values[chance, 0, 0] == pytest.approx(mean)
    assert second[chance, 0, 0] - mean**2 == pytest.approx(e2 - mean * mean)
