"""The compiled games of the benchmarks are the bot's games: the same dice played through
the rules engine and `choose_move` end with the same cards."""

from __future__ import annotations

import numpy as np
import pytest

from bench.selfplay import LEVEL_CODES, die, play_games, tables_for
from bot.ai import apply_move, choose_move
from bot.ai import tables as ai_tables
from bot.ai.boxpolicy import model_for
from bot.ai.solver import TURN, kernel_game
from bot.rules import create_game, resolve_options
from bot.rules.base import Throw

SEED = 7


class Keyed:
    """The benchmarks' keyed dice, as the rules engine asks for them."""

    def __init__(self, game: int, seats: int) -> None:
        self.game, self.seats = game, seats

    def throw(self, where: Throw) -> list[int]:
        seat, turn = where.turn % self.seats, where.turn // self.seats
        return [die(SEED, self.game, seat, turn, where.roll - 1, k)
                for k in range(len(where.slots))]


@pytest.mark.parametrize(("kind", "options"), [("classic", {}), ("generala", {}),
                                               ("yacht", {"yacht_bonus": True})])
def test_compiled_games_are_the_engines(kind, options):
    resolved = resolve_options(kind, options)
    ai_tables.clear_memory()
    exact = ai_tables.load_or_build(kind, resolved, None)
    model = model_for(kind, resolved)
    tab = tables_for(model, exact)
    names = ["optimal", "normal", "easy"]
    games = 12
    levels = np.array([[LEVEL_CODES[names[(g + s) % 3]] for s in range(3)]
                       for g in range(games)], dtype=np.int64)
    totals = np.zeros((games, 3), dtype=np.int64)
    winners = np.zeros((games, 3), dtype=np.bool_)
    none = np.full((games, model.n), -1, dtype=np.int64)
    play_games(SEED, 0, levels, kernel_game(model), TURN, tab, none, none,
               np.zeros((1, 3, model.n), dtype=np.int64), np.zeros((1, 3), dtype=np.int64),
               np.zeros((1, 5), dtype=np.int64), totals, winners)
    for g in range(games):
        seats = [f"s{s}" for s in range(3)]
        game = create_game(kind, seats, resolved, Keyed(g, 3))
        while not game.is_over:
            seat = seats.index(game.current_player)
            apply_move(game, choose_move(game, names[(g + seat) % 3]))
        assert [game.totals[s] for s in seats] == list(totals[g]), g
        assert [s in game.winners for s in seats] == list(winners[g]), g
    ai_tables.clear_memory()


@pytest.mark.parametrize("kind", ["classic", "generala"])
def test_the_win_level_compiled_is_the_bots(kind):
    """`win` against the optimum, in both seat orders: the compiled turn is the level's."""
    from bot.ai import finals

    resolved = resolve_options(kind, {})
    ai_tables.clear_memory()
    exact = ai_tables.load_or_build(kind, resolved, None)
    optimal = finals.load_or_build_finals(kind, resolved, "optimal", None)
    model = model_for(kind, resolved)
    tab = tables_for(model, exact, optimal)
    games = 16
    names = [["win", "optimal"] if g % 2 == 0 else ["optimal", "win"] for g in range(games)]
    levels = np.array([[LEVEL_CODES[n] for n in row] for row in names], dtype=np.int64)
    totals = np.zeros((games, 2), dtype=np.int64)
    winners = np.zeros((games, 2), dtype=np.bool_)
    none = np.full((games, model.n), -1, dtype=np.int64)
    play_games(SEED, 0, levels, kernel_game(model), TURN, tab, none, none,
               np.zeros((1, 2, model.n), dtype=np.int64), np.zeros((1, 2), dtype=np.int64),
               np.zeros((1, 5), dtype=np.int64), totals, winners)
    differ = 0
    for g in range(games):
        seats = ["s0", "s1"]
        game = create_game(kind, seats, resolved, Keyed(g, 2))
        while not game.is_over:
            seat = seats.index(game.current_player)
            apply_move(game, choose_move(game, names[g][seat], {}))
        assert [game.totals[s] for s in seats] == list(totals[g]), g
        # the win level does not simply play the optimum
        optimum = create_game(kind, seats, resolved, Keyed(g, 2))
        while not optimum.is_over:
            apply_move(optimum, choose_move(optimum, "optimal"))
        differ += optimum.totals != game.totals
    assert differ > 0
    ai_tables.clear_memory()
