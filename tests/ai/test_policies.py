"""Every level plays only legal moves, in every game, through the real engine."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.ai import LEVELS, Move, choose_move, tables_ready
from bot.ai import tables as ai_tables
from bot.ai.boxpolicy import box_values, model_for, player_state
from bot.ai.policies import apply_move, is_legal
from bot.ai.solver import stop_values
from bot.ai.turn import internal_roll_index
from bot.rules import create_game

KINDS_OPTIONS = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True, "full_house": "sum"}),
    ("classic", {}),
    ("generala", {"straight": "one_gap"}),
    ("5000", {}),
    ("yatzy", {}),
]


def _play(kind, options, level, seed, players=2, check=None):
    rng = random.Random(seed)
    # biased dice now and then, so that five of a kind (jokers, generalas) happen often
    loaded = rng.random() < 0.5
    game = create_game(kind, [f"p{i}" for i in range(players)], options,
                       roller=lambda n: [rng.choice((1, 6, 6, 6, 2, 3, 4, 5) if loaded
                                                    else range(1, 7)) for _ in range(n)])
    for _ in range(3000):
        if game.is_over:
            break
        before = game.to_json()
        move = choose_move(game, level)
        assert game.to_json() == before, "choose_move must not change the game"
        assert isinstance(move, Move)
        assert is_legal(game, move), move
        if check:
            check(game)
        apply_move(game, move)
    assert game.is_over


@pytest.fixture(scope="module", autouse=True)
def _tables():
    """Exact table for classic (fast) and a stand-in 5000 table, so `optimal` is exercised."""
    ai_tables.load_or_build("classic", {}, None)
    key = ai_tables.table_key("5000", {})
    ai_tables._loaded[key] = np.random.default_rng(1).random((51, 51, 102, 6))
    yield
    ai_tables._loaded.pop(key, None)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("kind", "options"), KINDS_OPTIONS)
@settings(max_examples=4, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), players=st.integers(1, 3))
def test_every_move_is_legal(kind, options, level, seed, players):
    _play(kind, options, level, seed, players)


def test_optimal_uses_table_when_ready():
    assert tables_ready("classic", {})
    assert not tables_ready("classic", {"four_of_a_kind": "sum"})


def test_scalar_box_values_agree_with_vectorised_stop_values():
    """The per-decision box scoring and the solver's batch scoring are the same function."""
    model = model_for("yacht", {"full_house": "fixed", "yacht_bonus": True})
    values = np.random.default_rng(3).random((1 << model.n, model.u_dim, model.f_dim)) * 100

    def check(game):
        if game.kind != "yacht" or game.roll_number == 0:
            return
        mask, upper, flag = player_state(model, game)
        _first, later = stop_values(model, values, np.array([mask]), np.array([upper]),
                                   np.array([flag]))
        scored = box_values(model, values, (mask, upper, flag), game.dice,
                            game.roll_number == 1, game.legal_boxes())
        row = internal_roll_index(game.dice)
        assert max(scored.values()) == pytest.approx(float(later[row, 0]))

    for seed in range(6):
        _play("yacht", {"yacht_bonus": True}, "easy", seed, players=1, check=check)
