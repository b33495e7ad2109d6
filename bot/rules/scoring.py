"""Points of five dice in a box game's boxes, for the solver and the tests.

Each game scores its own boxes (its `BoxVariant`, `bot.rules.games`); these functions
find the game by id, so the computer players score exactly as the referee does. The
dice patterns are `bot.rules.patterns`'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules.box_game import box_variant
from bot.rules.patterns import has_n_of_a_kind, is_five_of_a_kind, is_full_house, is_run

__all__ = ["box_points", "has_n_of_a_kind", "is_five_of_a_kind", "is_full_house", "is_run",
           "joker_active", "legal_boxes"]


def box_points(kind: str, options: Mapping[str, Any], box: str, dice: Sequence[int], *,
               card: Mapping[str, int], first_roll: bool = False) -> int:
    """Points `box` would score for `dice`; legality is checked elsewhere (KeyError for a
    box the game lacks or a game without boxes)."""
    return box_variant(kind).points(box, dice, options, card, first_roll)


def legal_boxes(kind: str, options: Mapping[str, Any], dice: Sequence[int],
                card: Mapping[str, int]) -> list[str]:
    """Open boxes the player may fill with these dice, in sheet order (the joker rule
    applied)."""
    return box_variant(kind).legal(options, dice, card)


def joker_active(kind: str, options: Mapping[str, Any], dice: Sequence[int],
                 card: Mapping[str, int]) -> bool:
    """Yacht's joker: five alike rolled when the five-alike box is already filled."""
    return box_variant(kind).joker_active(options, dice, card)
