"""Hints rank every legal decision by its exact value: checked against a direct
recursion over the dice (`tests/ai/brute_force.py`) on positions with one or two open
boxes, and the best choice is the optimal level's move."""

from __future__ import annotations

import random

import pytest

from bot.ai import advise
from bot.ai.advice import box_advice, fivek_advice
from bot.ai.boxpolicy import decide, model_for
from bot.ai.solver import solve
from bot.rules import BoxGame, create_game, resolve_options
from bot.rules.box_game import BoxGameState
from bot.rules.five_thousand import FiveThousandGame, FiveThousandState
from tests.ai.brute_force import brute_choices, sample_states

CASES = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True}),
    ("classic", {"four_of_a_kind": "sum"}),
    ("generala", {}),
]


def position(kind, options, model, state, dice, rolls_left) -> BoxGame:
    """A one-player game whose card is in turn-start state `state`, with `dice` on the table."""
    mask, upper, flag = state
    card: dict[str, int] = {}
    uppers_done = False
    for b, box in enumerate(model.boxes):
        if mask >> b & 1:
            continue
        if b == model.special:
            card[box] = model.special_points if flag else 0
        elif model.upper_face[b] and not uppers_done:
            card[box], uppers_done = upper, True
        else:
            card[box] = 7
    return BoxGame(BoxGameState(kind=kind, options=resolve_options(kind, options),
                                players=["p"], cards=[card], yacht_bonuses=[0],
                                dice=list(dice), rolls_left=rolls_left))


@pytest.mark.parametrize(("kind", "options"), CASES)
def test_every_choice_has_its_brute_force_value(kind, options):
    model = model_for(kind, resolve_options(kind, options))
    values = solve(model, max_open=2)
    rng = random.Random(5)
    for state in sample_states(model, seed=3):
        for rolls_left in (2, 1, 0):
            dice = tuple(rng.randint(1, 6) for _ in range(5))
            if rng.random() < 0.3:
                dice = (dice[0],) * 5  # jokers and generalas
            game = position(kind, options, model, state, dice, rolls_left)
            total = game.totals["p"]
            advice = box_advice(game, values)
            expected = brute_choices(model, *state, dice, rolls_left, rolls_left == 2)
            got = {("score" if c.action == "score" else "keep", c.box or c.keep): c.value - total
                   for c in advice.choices}
            assert got.keys() == expected.keys()
            for key, value in expected.items():
                assert got[key] == pytest.approx(value, abs=1e-9), key
            assert advice.best.value == max(c.value for c in advice.choices)
            move = decide(model, values, game)
            if move.action == "score":
                assert advice.best.action == "score"
                assert advice.best.box == move.box
            else:
                assert advice.best.held == move.held


def test_keep_choices_name_the_dice_kept_and_rerolled():
    rng = iter([5, 5, 2, 5, 3])
    game = create_game("yacht", ["p"], {}, roller=lambda n: [next(rng) for _ in range(n)])
    game.roll()
    advice = advise(game, None)  # no table: the normal level's values, flagged inexact
    assert not advice.exact
    keeps = {c.keep: c for c in advice.choices if c.action == "keep"}
    assert keeps[(5, 5, 5)].reroll == (2, 3)
    assert keeps[(5, 5, 5)].held == (0, 1, 3)
    assert len(keeps) == 2 * 2 * 4  # 0-1 twos, 0-1 threes, 0-3 fives


def test_fivek_bank_or_roll():
    state = FiveThousandState(kind="5000", options={}, players=["a", "b"], scores=[1000, 0],
                              entered=[True, False], dice=[1, 1, 1, 4, 6], set_aside=[0, 1, 2],
                              turn_points=1000)
    advice = fivek_advice(FiveThousandGame(state))
    assert [c.action for c in advice.choices] == ["bank", "roll"]
    assert advice.best.points == 1000
    roll = advice.choices[1]
    assert roll.dice_to_roll == 2 and 0 < roll.value < 1000
    # past 5000 banking keeps nothing (the points go to the opponent or are lost)
    state.scores = [4500, 0]
    advice = fivek_advice(FiveThousandGame(state))
    assert {c.action: c.value for c in advice.choices}["bank"] == 0.0
