"""The registry of games: each game is one `Variant`, found by id.

Modelled on python-chess (chess/variant.py): a game is a subclass carrying its identity
as class attributes (its id, its rules class, its options) and overriding a few hooks
(its rules text; a box game's boxes, scoring and figures: `bot.rules.box_game.BoxVariant`).
A game may derive from another and change only what differs. One list names them all
(`bot.rules.games.GAMES`), registered as soon as `bot.rules` is imported;
`find_variant` finds one by id, and nothing else in the engine compares game names.
`register_variant` adds one from outside (the tests' extra games).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.rules.base import MAX_PLAYERS, BaseGame, GameState
from bot.rules.errors import RuleError
from bot.rules.options import OptionSpec

#: a line of a game's rules text: its catalogue key and parameters (the words are bot/text's)
RuleLine = tuple[str, dict[str, Any]]


class Variant:
    """One game: its rules class and state, option schema, player limits and rules text.

    Its rules text is named as catalogue keys with parameters (`lines`), so `/yacht
    rules` follows the options in effect without the engine writing a sentence.
    """

    #: the game's id: its saved games, its catalogue words (`game-<id>`), its commands
    id: str
    game: type[BaseGame]
    state: type[GameState]
    options: tuple[OptionSpec, ...] = ()
    min_players: int = 1
    max_players: int = MAX_PLAYERS
    #: whether it is a box game (`BoxVariant`): fill every box of a sheet once
    is_box_game: bool = False

    @property
    def family(self) -> str:
        """The family its rules class plays: its layout and computer policy go by it."""
        return self.game.family

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        """Its rules text under resolved `options`, as catalogue keys with parameters."""
        return []

    def rule_lines(self, options: Mapping[str, Any] | None = None) -> list[RuleLine]:
        """Its rules text under `options` (defaults filled in)."""
        return self.lines(self.resolve(options))

    def resolve(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option with defaults filled in and values made canonical."""
        specs = {spec.name: spec for spec in self.options}
        given = dict(options or {})
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise RuleError("unknown_option", option=unknown[0], game=self.id,
                            known=tuple(specs))
        return {
            name: spec.normalise(given[name]) if name in given else spec.default
            for name, spec in specs.items()
        }

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"


_VARIANTS: dict[str, Variant] = {}


def register_variant(variant: Variant) -> Variant:
    """Add a game to the engine (idempotent for the same object)."""
    known = _VARIANTS.get(variant.id)
    if known is not None and known is not variant:
        raise ValueError(f"another variant is registered as {variant.id!r}")
    _VARIANTS[variant.id] = variant
    return variant


def find_variant(kind: Any) -> Variant:
    """The registered game `kind`, or RuleError listing the games."""
    variant = _VARIANTS.get(kind) if isinstance(kind, str) else None
    if variant is None:
        raise RuleError("unknown_game", game=str(kind), games=tuple(_VARIANTS))
    return variant


def variant_ids() -> tuple[str, ...]:
    """Registered games in registration order (the menu order of `/yacht start`)."""
    return tuple(_VARIANTS)


def all_variants() -> tuple[Variant, ...]:
    """Registered games in registration order."""
    return tuple(_VARIANTS.values())


def resolve_options(kind: str, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return find_variant(kind).resolve(options)


def unregister_variant(kind: str) -> None:
    """Forget a game (for test-only variants)."""
    _VARIANTS.pop(kind, None)
