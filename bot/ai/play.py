"""`choose_move`: one entry point for every game and level.

Every policy's answer is checked against the rules before it is returned; if a
policy ever fails or proposes something illegal, the seat falls back to the
easy policy, so a computer player can never stall a game.
"""

from __future__ import annotations

import logging

from bot.ai.easy import easy_5000_move, easy_box_move
from bot.ai.moves import LEVELS, Move, is_legal
from bot.ai.tables import loaded_table

log = logging.getLogger(__name__)


def _box_move(game, level: str) -> Move:
    from bot.ai.boxpolicy import decide, model_for

    if level == "easy":
        return easy_box_move(game)
    model = model_for(game.kind, game.options)
    values = loaded_table(game.kind, game.options) if level == "optimal" else None
    if values is None:
        from bot.ai.heuristic import heuristic_values

        values = heuristic_values(model)
    return decide(model, values, game)


def _fivek_move(game, level: str) -> Move:
    if level == "easy":
        return easy_5000_move(game)
    from bot.ai import fivek

    if level == "optimal" and len(game.players) == 2:
        table = loaded_table("5000", {})
        if table is not None:
            return fivek.win_move(game, table)
    return fivek.points_move(game)


def choose_move(game, level: str) -> Move:
    """The next move for `game.current_player` at `level` ("easy", "normal", "optimal")."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    fallback = easy_5000_move if game.kind == "5000" else easy_box_move
    try:
        move = _fivek_move(game, level) if game.kind == "5000" else _box_move(game, level)
    except Exception:
        log.exception("AI policy %s failed for %s; playing easy", level, game.kind)
        return fallback(game)
    if not is_legal(game, move):
        log.error("AI policy %s proposed illegal %s in %s", level, move, game.kind)
        return fallback(game)
    return move
