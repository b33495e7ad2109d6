"""Rule options of every game: their specs, defaults and normalisation.

Options arrive from slash-command choices, server settings stored as JSON, and
tests, so the accepted spellings are generous ("on", "true", 1 …) while the
resolved value is always one canonical form.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.errors import RuleError

GAMES: tuple[str, ...] = ("yacht", "classic", "generala", "5000")
GAME_NAMES: dict[str, str] = {
    "yacht": "Yacht", "classic": "Classic Yacht", "generala": "Generala", "5000": "5000",
}

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its name, default, the canonical allowed values and aliases."""

    name: str
    default: Any
    allowed: tuple[Any, ...]
    description: str
    aliases: tuple[tuple[Any, Any], ...] = ()

    def normalise(self, value: Any) -> Any:
        """The canonical value for `value`, or RuleError naming the allowed values."""
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
                return value.strip().lower() in _TRUE
        elif isinstance(self.default, int):
            if isinstance(value, int) and not isinstance(value, bool) and value in self.allowed:
                return value
            if isinstance(value, str) and value.strip().isdigit():
                number = int(value.strip())
                if number in self.allowed:
                    return number
        else:
            key = value.strip().lower() if isinstance(value, str) else value
            if key in self.allowed:
                return key
            for alias, canonical in self.aliases:
                if key == alias:
                    return canonical
        allowed = ", ".join(_show(v) for v in self.allowed)
        raise RuleError(
            f"Option '{self.name}' cannot be {value!r}: allowed values are {allowed}.",
            "bad_option",
        )


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


OPTION_SPECS: dict[str, tuple[OptionSpec, ...]] = {
    "yacht": (
        OptionSpec(
            "full_house",
            "fixed",
            ("fixed", "sum"),
            "Full House scores 25 (fixed) or the sum of the dice (sum).",
            aliases=((25, "fixed"), ("25", "fixed")),
        ),
        OptionSpec(
            "yacht_bonus",
            False,
            (True, False),
            "Extra Yachts earn +100 and act as jokers.",
        ),
    ),
    "classic": (
        OptionSpec(
            "four_of_a_kind",
            "face",
            ("face", "sum"),
            "Four of a Kind scores 4 × the face (face) or the sum of all five dice (sum).",
            aliases=(("4x", "face"), ("four_times", "face"), ("times_four", "face")),
        ),
    ),
    "generala": (
        OptionSpec(
            "double_generala",
            True,
            (True, False),
            "Play with the Double Generala box (a second Generala).",
        ),
        OptionSpec("generala_points", 50, (50, 60), "Points for a Generala."),
        OptionSpec(
            "double_generala_points", 100, (100, 120), "Points for a Double Generala."
        ),
        OptionSpec(
            "served_bonus",
            5,
            (5, 10),
            "Bonus for a straight, full house or four of a kind on the first roll.",
        ),
        OptionSpec(
            "served_generala_wins",
            True,
            (True, False),
            "A Generala on the first roll wins the game at once.",
        ),
        OptionSpec(
            "straight",
            "standard",
            ("standard", "one_gap", "ace_as_two"),
            "Which dice make a straight.",
        ),
    ),
    "5000": (),
}


def check_kind(kind: Any) -> str:
    """The game id, or RuleError listing the games."""
    if kind not in GAMES:
        raise RuleError(f"Unknown game {kind!r}: choose one of {', '.join(GAMES)}.",
                        "unknown_game")
    return str(kind)


def resolve_options(kind: str, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every option of `kind` with defaults filled in and values made canonical."""
    kind = check_kind(kind)
    specs = {spec.name: spec for spec in OPTION_SPECS[kind]}
    given = dict(options or {})
    unknown = sorted(set(given) - set(specs))
    if unknown:
        known = f"its options are {', '.join(specs)}." if specs else "it has no options."
        raise RuleError(
            f"Option '{unknown[0]}' is not used by {GAME_NAMES[kind]}: {known}",
            "unknown_option",
        )
    return {
        name: spec.normalise(given[name]) if name in given else spec.default
        for name, spec in specs.items()
    }
