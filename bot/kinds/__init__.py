"""Each game as the bot hosts it, derived from its entry in the one list of games.

The games are listed once, in `bot/rules/games.py`; `find_kind` makes the game's
kind from its variant's family (`LAYOUTS`), so a new game of an existing family
adds nothing here (docs/adding-a-game.md). A new family registers its layout
class with `register_layout`.
"""

from __future__ import annotations

from bot.kinds.base import (
    APPLY,
    OPEN_CELL,
    RESET_MARK,
    SCRATCH_CELL,
    CellMark,
    GameKind,
    Names,
    SheetRow,
    Step,
)
from bot.kinds.box import BoxKind
from bot.kinds.five_thousand import FiveThousandKind
from bot.rules import BoxGame, FiveThousandGame, Variant, all_variants, find_variant

#: family (`BaseGame.family`) -> the kind class that lays its games out
LAYOUTS: dict[str, type[GameKind]] = {
    BoxGame.family: BoxKind,
    FiveThousandGame.family: FiveThousandKind,
}
_kinds: dict[str, GameKind] = {}


def register_layout(family: str, layout: type[GameKind]) -> None:
    """Lay out the games of a new family with `layout` (the tests' extra games)."""
    LAYOUTS[family] = layout


def _kind_of(variant: Variant) -> GameKind:
    kind = _kinds.get(variant.id)
    if kind is None or kind.variant is not variant:
        layout = LAYOUTS.get(variant.family)
        if layout is None:
            raise LookupError(f"no layout for the family {variant.family!r} of {variant.id!r}")
        kind = _kinds[variant.id] = layout(variant)
    return kind


def find_kind(kind_id: object) -> GameKind:
    """The kind of a registered game, or RuleError("unknown_game") listing the games."""
    return _kind_of(find_variant(kind_id))


def all_kinds() -> tuple[GameKind, ...]:
    """Every hosted game, in menu order."""
    return tuple(_kind_of(variant) for variant in all_variants())


__all__ = [
    "APPLY", "LAYOUTS", "OPEN_CELL", "RESET_MARK", "SCRATCH_CELL", "BoxKind", "CellMark",
    "FiveThousandKind", "GameKind", "Names", "SheetRow", "Step", "all_kinds", "find_kind",
    "register_layout",
]
