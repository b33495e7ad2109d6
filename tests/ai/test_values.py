"""Published optimal values and fast regression values of the exact solver."""

from __future__ import annotations

import pytest

from bot.ai.boxmodel import build_model
from bot.ai.fivek import points_roll_value
from bot.ai.solver import solve, start_value


def test_classic_and_generala_defaults():
    # exact values of this solver (no published figures exist for these rule sets)
    for kind, value in (("classic", 166.9551), ("generala", 162.4695)):
        model = build_model(kind, {})
        assert start_value(model, solve(model)) == pytest.approx(value, abs=1e-4)


@pytest.mark.parametrize(("options", "published"), [({}, 245.8708),
                                                    ({"yacht_bonus": True}, 254.5877)])
def test_published_yacht_values(options, published):
    """Verhoeff's and Glenn's optimal solitaire means, the solver's acceptance test."""
    model = build_model("yacht", options)
    assert start_value(model, solve(model)) == pytest.approx(published, abs=5e-5)


def test_fivek_points_policy_turn_value():
    # entered, far from 5000: best expected banked points of a fresh turn
    assert 250 < points_roll_value(5000, True, 0, 5) < 350
    # before entering (must bank 500+ at once) a turn is worth less
    assert points_roll_value(5000, False, 0, 5) < points_roll_value(5000, True, 0, 5)
