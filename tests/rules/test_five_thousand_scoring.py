"""RULES.md §4 "Scoring one roll": the table, through the helper and through a game."""

from __future__ import annotations

import pytest

from bot.rules.five_thousand_scoring import score_roll, three_of_a_kind_value
from tests.rules._rules_testkit import make

TABLE = [
    ((1, 2, 3, 4, 6), 100),
    ((5, 2, 3, 4, 6), 1500),  # 2-3-4-5-6
    ((5, 2, 3, 6, 6), 50),
    ((1, 1, 2, 3, 4), 200),
    ((5, 5, 2, 3, 4), 100),
    ((1, 5, 2, 3, 6), 150),
    ((2, 2, 3, 3, 4), 0),
    ((6, 6, 4, 4, 3), 0),
    ((1, 1, 1, 2, 3), 1100),
    ((2, 2, 2, 3, 4), 200),
    ((3, 3, 3, 2, 4), 300),
    ((4, 4, 4, 2, 3), 400),
    ((5, 5, 5, 2, 3), 500),
    ((6, 6, 6, 2, 3), 600),
    ((1, 1, 1, 1, 3), 2200),
    ((2, 2, 2, 2, 3), 400),
    ((6, 6, 6, 6, 3), 1200),
    ((5, 5, 5, 5, 2), 1000),
    ((1, 1, 1, 1, 1), 4400),
    ((6, 6, 6, 6, 6), 2400),
    ((2, 2, 2, 2, 2), 800),
    ((5, 5, 5, 5, 5), 2000),
    ((1, 2, 3, 4, 5), 1500),
    ((6, 5, 4, 3, 2), 1500),
    ((1, 3, 4, 5, 6), 150),  # not a 5000 straight
    ((1, 1, 1, 5, 2), 1150),
    ((5, 5, 5, 5, 1), 1100),
    ((1, 1, 1, 5, 5), 1200),
    ((5, 5, 5, 1, 1), 700),
    ((2, 2, 2, 1, 5), 350),
]


@pytest.mark.parametrize(("dice", "points"), TABLE)
def test_table(dice, points):
    assert score_roll(dice)[0] == points


@pytest.mark.parametrize(("dice", "points"), TABLE)
def test_table_through_a_game_first_roll(dice, points):
    game, _ = make("5000", ["ann", "bob"], None, dice)
    game.roll()
    if points:
        assert game.turn_points == points
        assert game.current_player == "ann"
    else:
        assert game.current_player == "bob" and game.turn_points == 0


@pytest.mark.parametrize(("dice", "scoring"), [
    ((1, 1, 5, 6, 4), (0, 1, 2)),
    ((2, 2, 2, 3, 4), (0, 1, 2)),
    ((2, 3, 2, 5, 2), (0, 2, 3, 4)),
    ((1, 2, 3, 4, 5), (0, 1, 2, 3, 4)),
    ((2, 2, 3, 3, 4), ()),
    ((6, 6, 6, 6, 1), (0, 1, 2, 3, 4)),
])
def test_scoring_dice(dice, scoring):
    assert score_roll(dice)[1] == scoring


@pytest.mark.parametrize(("dice", "points"), [
    ((1,), 100), ((5,), 50), ((2,), 0), ((1, 1, 1), 1100), ((5, 5), 100),
    ((2, 3, 4, 5), 50), ((1, 2, 3, 4), 100), ((3, 3, 3, 3), 600),
])
def test_fewer_dice(dice, points):
    assert score_roll(dice)[0] == points


def test_three_of_a_kind_values():
    assert [three_of_a_kind_value(f) for f in range(1, 7)] == [1100, 200, 300, 400, 500, 600]
