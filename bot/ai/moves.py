"""The move a computer seat makes: the only type the Discord app needs to read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.domain import LEVELS

__all__ = ["LEVELS", "Move"]


@dataclass(frozen=True)
class Move:
    """What a computer seat does next.

    `roll` carries the die indices to keep in box games (so the app never needs a
    separate hold step); `score` names the box; `bank` is 5000's only other move.
    """

    action: Literal["roll", "score", "bank"]
    held: tuple[int, ...] = ()
    box: str | None = None
