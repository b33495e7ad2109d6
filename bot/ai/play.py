"""`choose_move`: one entry point for every game and level.

The game's family has its policy (`bot.ai.policies`). Every answer is checked
against the rules before it is returned; if a policy ever fails or proposes
something illegal, the seat falls back to its family's easy policy, so a computer
player can never stall a game.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from bot.ai.moves import LEVELS, Move
from bot.ai.policies import is_legal, policy_of
from bot.rules import BaseGame

log = logging.getLogger(__name__)


def choose_move(game: BaseGame, level: str, levels: Mapping[str, str] | None = None) -> Move:
    """The next move for `game.current_player` at `level` ("easy", "normal", "optimal",
    "win"). `levels`: the other computer seats' levels (seat key -> level; a seat
    absent is a human, taken to play the optimum): what `win` plays against."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    policy = policy_of(game.kind)
    try:
        move = policy.choose(game, level, levels or {})
    except Exception:
        log.exception("AI policy %s failed for %s; playing easy", level, game.kind)
        return policy.easy(game)
    if not is_legal(game, move):
        log.error("AI policy %s proposed illegal %s in %s", level, move, game.kind)
        return policy.easy(game)
    return move
