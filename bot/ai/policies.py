"""Computer policies per family of games, carried by each game kind (`bot.kinds`).

A policy knows how its games' moves are chosen at each level, how a move is
played through the rules engine, and which exact table `optimal` plays from.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from bot.ai.moves import Move
from bot.rules import BaseGame, BoxGame, FiveThousandGame, RuleError

Progress = Callable[[int, int], None]


class Policy(Protocol):
    """What a game kind offers its computer seats."""

    def choose(self, game: BaseGame, level: str) -> Move:
        """The move at `level` ("easy" | "normal" | "optimal"); may raise (caller falls back)."""
        ...

    def easy(self, game: BaseGame) -> Move:
        """A simple legal move: the fallback when a stronger policy fails."""
        ...

    def apply(self, game: BaseGame, move: Move) -> Any:
        """Play `move` through the rules engine (RuleError when refused)."""
        ...

    def uses_table(self, players: int) -> bool:
        """Whether `optimal` plays from a precomputed table at this table size."""
        ...

    def compute_table(self, options: dict[str, Any], progress: Progress | None) -> np.ndarray:
        ...


def _box(game: BaseGame) -> BoxGame:
    assert isinstance(game, BoxGame)
    return game


def _fivek(game: BaseGame) -> FiveThousandGame:
    assert isinstance(game, FiveThousandGame)
    return game


class BoxPolicy:
    """Yacht-family games: the exact DP table, the fitted heuristic, the easy rules."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def choose(self, game: BaseGame, level: str) -> Move:
        from bot.ai.boxpolicy import decide, model_for
        from bot.ai.tables import loaded_table

        box = _box(game)
        if level == "easy":
            return self.easy(box)
        model = model_for(box.kind, box.options)
        values = loaded_table(box.kind, box.options) if level == "optimal" else None
        if values is None:
            from bot.ai.heuristic import heuristic_values

            values = heuristic_values(model)
        return decide(model, values, box)

    def easy(self, game: BaseGame) -> Move:
        from bot.ai.easy import easy_box_move

        return easy_box_move(_box(game))

    def apply(self, game: BaseGame, move: Move) -> Any:
        box = _box(game)
        if move.action == "roll":
            return box.roll(held=move.held)
        if move.action == "score":
            return box.score(move.box or "")
        raise RuleError("unknown_action", action=move.action)

    def uses_table(self, players: int) -> bool:
        return True

    def compute_table(self, options: dict[str, Any], progress: Progress | None) -> np.ndarray:
        from bot.ai.boxpolicy import model_for
        from bot.ai.solver import solve
        from bot.rules import resolve_options

        return solve(model_for(self.kind, resolve_options(self.kind, options)), progress)


class FiveThousandPolicy:
    """5000: expected points for any table, win probability head to head."""

    def choose(self, game: BaseGame, level: str) -> Move:
        from bot.ai import fivek
        from bot.ai.tables import loaded_table

        fk = _fivek(game)
        if level == "easy":
            return self.easy(fk)
        if level == "optimal" and self.uses_table(len(fk.players)):
            table = loaded_table(fk.kind, {})
            if table is not None:
                return fivek.win_move(fk, table)
        return fivek.points_move(fk)

    def easy(self, game: BaseGame) -> Move:
        from bot.ai.easy import easy_5000_move

        return easy_5000_move(_fivek(game))

    def apply(self, game: BaseGame, move: Move) -> Any:
        fk = _fivek(game)
        if move.action == "roll":
            return fk.roll()
        if move.action == "bank":
            return fk.bank()
        raise RuleError("unknown_action", action=move.action)

    def uses_table(self, players: int) -> bool:
        return players == 2

    def compute_table(self, options: dict[str, Any], progress: Progress | None) -> np.ndarray:
        from bot.ai.fivek import win_table

        return win_table(progress=progress)
