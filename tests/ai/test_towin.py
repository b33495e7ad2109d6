"""The `to win` level and the hint of a table of several seats: one evaluator (the chance
of winning within the turn), checked on a last turn worked out by hand."""

from __future__ import annotations

import pytest

from bot.ai import advise, choose_move
from bot.ai import tables as ai_tables
from bot.ai.moves import Move
from bot.ai.towin import win_advice
from tests.ai.test_chances import FULL, classic_tables, position

__all__ = ["classic_tables"]  # the module's tables, built once

#: p1's card: only Choice open, 24 in Sixes (224 on the card); p0 has finished on 250
BEHIND = {**{box: points for box, points in FULL.items() if box != "choice"}, "sixes": 24}


def last_roll(dice: tuple[int, ...]):
    """p1's last turn, one roll left: Choice must bring 26 to tie p0 (a tie wins)."""
    return position([dict(FULL), dict(BEHIND)], 1, dice=dice, rolls_left=1)


def test_the_level_takes_the_only_chance_the_optimum_throws_away():
    """5 5 5 5 4 makes 24 in Choice: the optimum keeps it (a die rolled again is worth 3.5
    < 4) and loses for sure; to win, the 4 is rolled again: a six ties, chance 1/6 (the 4
    and a 5 together need 11 or more: 3/36)."""
    game = last_roll((5, 5, 5, 5, 4))
    assert choose_move(game, "optimal") == Move("score", box="choice")
    move = choose_move(game, "win", {})
    assert move.action == "roll" and sorted(game.dice[i] for i in move.held) == [5, 5, 5, 5]
    advice = win_advice(game, {})
    assert advice is not None and advice.objective == "win_chance"
    assert advice.best.value == pytest.approx(1 / 6, abs=1e-3)
    assert advice.runner_up is not None
    assert advice.runner_up.value == pytest.approx(3 / 36, abs=1e-3)
    stop = next(c for c in advice.choices if c.action == "score")
    assert stop.value == pytest.approx(0.0, abs=1e-3)


def test_the_hint_of_a_table_of_several_seats_is_the_levels_evaluator():
    """The hint ranks by the chance of winning once the tables are in, and its best
    choice is the level's move: the two never disagree."""
    game = last_roll((6, 6, 2, 1, 1))  # the two 6s kept, three dice must bring 14
    hint = advise(game, ai_tables.loaded_table("classic", game.options), {})
    assert hint.objective == "win_chance"
    assert hint.best.keep == (6, 6)
    assert hint.best.value == pytest.approx(35 / 216, abs=1e-3)  # 3d6 >= 14
    move = choose_move(game, "win", {})
    assert move.held == hint.best.held
    # without the seats' levels (a solo game's hint) the advice stays in points
    assert advise(game, ai_tables.loaded_table("classic", game.options)).objective \
        == "final_score"


def test_alone_it_plays_as_the_optimum():
    solo = position([dict(BEHIND)], 0, dice=(5, 5, 5, 5, 4), rolls_left=1)
    assert choose_move(solo, "win", {}) == choose_move(solo, "optimal")
