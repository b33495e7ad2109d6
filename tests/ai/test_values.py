"""Published optimal values and fast regression values of the exact solver."""

from __future__ import annotations

import pytest

from bot.ai import tables as ai_tables
from bot.ai.boxmodel import build_model
from bot.ai.cli import main as ai_cli
from bot.ai.fivek import points_roll_value
from bot.ai.solver import solve, start_value, state_count


def test_classic_and_generala_defaults():
    # exact values of this solver (no published figures exist for these rule sets)
    for kind, value in (("classic", 166.9551), ("generala", 162.4695)):
        model = build_model(kind, {})
        assert start_value(model, solve(model)) == pytest.approx(value, abs=1e-4)


@pytest.mark.parametrize(("options", "published"), [({}, 245.8708),
                                                    ({"yacht_bonus": True}, 254.5877)])
def test_published_yacht_values(options, published):
    """Verhoeff's and Glenn's optimal solitaire means, the solver's acceptance test.
    Solved through the table cache, as the bot solves them, so that the other tests of
    the run that need Yacht's table (hints, reviews, figures) reuse it."""
    model = build_model("yacht", options)
    table = ai_tables.load_or_build("yacht", options, None)
    assert start_value(model, table) == pytest.approx(published, abs=5e-5)


def test_yatzy_optimum(tmp_path, capsys):
    """The one full Yatzy solve of the suite (2^15 open-box sets x 64 upper totals,
    1 398 271 reachable states; ~15 s here): the exact optimum the rules of record
    give, as `python -m bot.ai solve --game yatzy` prints it. Built through the table
    cache so the Yatzy hint and review tests that follow reuse it."""
    model = build_model("yatzy", {})
    assert state_count(model) == 1_398_271
    table = ai_tables.load_or_build("yatzy", {}, None)
    assert start_value(model, table) == pytest.approx(248.439989, abs=1e-6)
    ai_cli(["solve", "--game", "yatzy", "--no-sd", "--data-dir", str(tmp_path)])
    assert "optimal expected score: 248.4400\n" in capsys.readouterr().out


def test_fivek_points_policy_turn_value():
    # entered, far from 5000: best expected banked points of a fresh turn
    assert 250 < points_roll_value(5000, True, 0, 5) < 350
    # before entering (must bank 500+ at once) a turn is worth less
    assert points_roll_value(5000, False, 0, 5) < points_roll_value(5000, True, 0, 5)
