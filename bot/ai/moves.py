"""The move a computer seat makes: the only type the Discord app needs to read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from bot.rules import Game, RuleError

LEVELS: tuple[str, ...] = ("easy", "normal", "optimal")


@dataclass(frozen=True)
class Move:
    """What a computer seat does next.

    `roll` carries the die indices to keep in box games (so the app never needs a
    separate hold step); `score` names the box; `bank` is 5000's only other move.
    """

    action: Literal["roll", "score", "bank"]
    held: tuple[int, ...] = ()
    box: str | None = None


def apply_move(game: Game, move: Move) -> Any:
    """Play `move` through the rules engine (RuleError when it is refused)."""
    if move.action == "roll":
        return game.roll(held=move.held) if game.kind != "5000" else game.roll()
    if move.action == "score" and game.kind != "5000":
        return game.score(move.box or "")
    if move.action == "bank" and game.kind == "5000":
        return game.bank()
    raise RuleError(f"{move.action!r} is not a move in {game.kind}.")


def _no_dice(count: int) -> list[int]:
    return [1] * count


def is_legal(game: Game, move: Move) -> bool:
    """Whether the rules engine accepts `move` now (tried on a copy with dummy dice)."""
    try:
        apply_move(game.copy(roller=_no_dice), move)
    except RuleError:
        return False
    return True
