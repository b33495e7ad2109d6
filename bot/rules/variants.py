"""The registry of games: everything the rules need to know per game, found by id.

Modelled on python-chess's `VARIANTS`: each game is one `Variant` object found
by `find_variant`; nothing else in the engine compares game names. The games
themselves are listed in `bot.rules.games`, registered as soon as `bot.rules` is
imported; `register_variant` adds one from outside (the tests' extra games).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.rules.base import MAX_PLAYERS, BaseGame, GameState
from bot.rules.errors import RuleError
from bot.rules.options import OptionSpec

if TYPE_CHECKING:
    from bot.rules.boxes import BoxInfo

BoxList = Callable[[Mapping[str, Any]], list["BoxInfo"]]
LowerPoints = Callable[[str, Sequence[int], Mapping[str, Any], Mapping[str, int], bool], int]
RuleLines = Callable[["Variant", Mapping[str, Any]], list[tuple[str, dict[str, Any]]]]


@dataclass(frozen=True)
class UpperBonus:
    """Bonus points once the upper boxes (ones … sixes) total at least `threshold`."""

    points: int
    threshold: int


@dataclass(frozen=True)
class NormalFit:
    """The `normal` computer level's coefficients for one rule configuration.

    `bot.ai.heuristic` values a turn-start state from them; `bench/fit_normal.py`
    fits them by least squares to the game's exact optimal table. They sit with the
    game's rules so a new game brings its own and nothing else lists games.
    `boxes` maps every box id to (a, c): its par counts a + c × open boxes;
    `bonus_weight` scales the upper bonus's probability term (q: the chance a die
    shows an open upper box's face); `flag` is (d0, d1) for the special box holding
    its points.
    """

    q: float
    bonus_weight: float
    boxes: Mapping[str, tuple[float, float]]
    flag: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class Variant:
    """One game: its rules class, option schema and the knobs its rules turn on.

    `rules_lines` names the lines of its rules text as catalogue keys with
    parameters (the words live in `bot/text`), so `/yacht rules` follows the
    options in effect without the engine writing a sentence.
    """

    id: str
    game: type[BaseGame]
    state: type[GameState]
    options: tuple[OptionSpec, ...] = ()
    rules_lines: RuleLines = lambda _v, _o: []
    min_players: int = 1
    max_players: int = MAX_PLAYERS
    # Box games only.
    boxes: BoxList | None = None
    lower_points: LowerPoints | None = None
    upper_bonus: UpperBonus | None = None
    joker_option: str | None = None  # the option that turns extra-Yacht bonus + joker on
    joker_bonus: int = 0  # points for each further five-alike under joker_option
    served_win_option: str | None = None  # the option that makes a served five-alike win
    special_box: str | None = None  # the five-alike box (its points unlock joker / double)
    unlocks_box: str | None = None  # a box that only scores once special_box holds points
    served_bonus: bool = False  # first-roll combinations score a bonus
    # The computer's figures for each rule configuration (box games): the `normal`
    # level's fitted coefficients and the exact optimal expected score (the stats
    # chart's target). A box game without them fails tests/ai/test_expected.py.
    normal_fit: Callable[[Mapping[str, Any]], NormalFit] | None = None
    optimal_score: Callable[[Mapping[str, Any]], float] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def family(self) -> str:
        """The family its rules class plays: its layout and computer policy go by it."""
        return self.game.family

    @property
    def is_box_game(self) -> bool:
        return self.boxes is not None

    def rule_lines(self, options: Mapping[str, Any] | None = None
                   ) -> list[tuple[str, dict[str, Any]]]:
        """Its rules text under `options`, as catalogue keys with parameters."""
        return self.rules_lines(self, self.resolve(options))

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
