"""The move a computer seat makes: the only type the Discord app needs to read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from bot.rules import BaseGame, RuleError

if TYPE_CHECKING:
    from bot.ai.policies import Policy

from bot.domain import LEVELS

__all__ = ["LEVELS", "Move", "apply_move", "is_legal", "policy_of"]


@dataclass(frozen=True)
class Move:
    """What a computer seat does next.

    `roll` carries the die indices to keep in box games (so the app never needs a
    separate hold step); `score` names the box; `bank` is 5000's only other move.
    """

    action: Literal["roll", "score", "bank"]
    held: tuple[int, ...] = ()
    box: str | None = None


def policy_of(kind: str) -> Policy:
    """The computer policy the game kind carries (imported late: kinds import the AI)."""
    from bot.kinds import find_kind

    return find_kind(kind).policy


def apply_move(game: BaseGame, move: Move) -> Any:
    """Play `move` through the rules engine (RuleError when it is refused)."""
    return policy_of(game.kind).apply(game, move)


def _no_dice(count: int) -> list[int]:
    return [1] * count


def is_legal(game: BaseGame, move: Move) -> bool:
    """Whether the rules engine accepts `move` now (tried on a copy with dummy dice)."""
    try:
        apply_move(game.copy(roller=_no_dice), move)
    except RuleError:
        return False
    return True
