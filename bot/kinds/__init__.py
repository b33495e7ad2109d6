"""The registry of game kinds: the one place that lists the games the bot hosts.

Adding a game is its own module(s) plus one line in `KINDS` below (see
docs/adding-a-game.md). Registering a kind registers its rules variant too.
"""

from __future__ import annotations

from bot.kinds.base import GameKind, Names, SheetRow
from bot.kinds.box import BoxKind
from bot.kinds.five_thousand import FiveThousandKind
from bot.rules import (
    CLASSIC,
    FIVE_THOUSAND,
    GENERALA,
    YACHT,
    YATZY,
    RuleError,
    register_variant,
)

_KINDS: dict[str, GameKind] = {}


def register_kind(kind: GameKind) -> GameKind:
    register_variant(kind.variant)
    _KINDS[kind.id] = kind
    return kind


def unregister_kind(kind_id: str) -> None:
    """Forget a kind (test-only kinds clean up after themselves)."""
    from bot.rules.variants import unregister_variant

    _KINDS.pop(kind_id, None)
    unregister_variant(kind_id)


def find_kind(kind_id: object) -> GameKind:
    """The registered kind, or RuleError("unknown_game") listing the games."""
    kind = _KINDS.get(kind_id) if isinstance(kind_id, str) else None
    if kind is None:
        raise RuleError("unknown_game", game=str(kind_id), games=tuple(_KINDS))
    return kind


def all_kinds() -> tuple[GameKind, ...]:
    """Every hosted game, in menu order."""
    return tuple(_KINDS.values())


KINDS = (BoxKind(YACHT), BoxKind(CLASSIC), BoxKind(GENERALA), FiveThousandKind(FIVE_THOUSAND),
         BoxKind(YATZY))
for _kind in KINDS:
    register_kind(_kind)

__all__ = [
    "KINDS", "BoxKind", "FiveThousandKind", "GameKind", "Names", "SheetRow", "all_kinds",
    "find_kind", "register_kind", "unregister_kind",
]
