"""How each game is explained, as catalogue keys with parameters.

The engine decides *which* rule lines apply under the options in effect; the
words are `bot/text`'s, so `/yacht rules`, the lobby and the score menu can
never drift from the rules applied, and a translation never edits the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.boxes import BoxInfo, boxes_for
from bot.rules.options import OptionSpec
from bot.rules.variants import UpperBonus, Variant, find_variant

RuleLine = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class GameInfo:
    """What the bot shows about a game: `game-<kind>` names it in the catalogue."""

    kind: str
    options: tuple[OptionSpec, ...]
    min_players: int
    max_players: int
    is_box_game: bool

    def boxes(self, options: Mapping[str, Any] | None = None) -> tuple[BoxInfo, ...]:
        return boxes_for(self.kind, find_variant(self.kind).resolve(options))

    def rules_text(self, options: Mapping[str, Any] | None = None) -> list[RuleLine]:
        return find_variant(self.kind).rule_lines(options)


def rounds_line(v: Variant, o: Mapping[str, Any]) -> RuleLine:
    """A box game lasts one round per box."""
    return ("rules-rounds", {"rounds": len(boxes_for(v.id, o))})


def upper_bonus_line(bonus: UpperBonus | None) -> RuleLine:
    assert bonus is not None, "a game with an upper bonus line has an upper bonus"
    return ("rules-upper-bonus", {"bonus": bonus.points, "threshold": bonus.threshold})


def yacht_lines(v: Variant, o: Mapping[str, Any]) -> list[RuleLine]:
    lines: list[RuleLine] = [
        rounds_line(v, o),
        ("rules-three-rolls", {}),
        ("rules-zero-box", {}),
        upper_bonus_line(v.upper_bonus),
    ]
    if o["yacht_bonus"]:
        lines += [("rules-extra-yacht", {"bonus": v.joker_bonus}), ("rules-joker", {})]
    lines.append(("rules-highest-wins", {}))
    return lines


def classic_lines(v: Variant, o: Mapping[str, Any]) -> list[RuleLine]:
    return [
        rounds_line(v, o),
        ("rules-three-rolls-rehold", {}),
        ("rules-zero-box", {}),
        ("rules-no-bonus", {}),
        ("rules-highest-wins", {}),
    ]


def generala_lines(v: Variant, o: Mapping[str, Any]) -> list[RuleLine]:
    lines: list[RuleLine] = [
        rounds_line(v, o),
        ("rules-scratch", {}),
        ("rules-served-bonus", {"bonus": o["served_bonus"]}),
    ]
    if o["served_generala_wins"]:
        lines.append(("rules-served-generala", {}))
    lines.append(("rules-otherwise-highest", {}))
    return lines


def five_thousand_lines(v: Variant, o: Mapping[str, Any]) -> list[RuleLine]:
    return [
        ("rules-5000-goal", {"target": 5000}),
        ("rules-5000-scoring", {}),
        ("rules-5000-set-aside", {}),
        ("rules-5000-bust", {}),
        ("rules-5000-bank", {"entry": 500, "minimum": 100}),
        ("rules-5000-reset", {}),
        ("rules-5000-gift", {"entry": 500}),
    ]


def game_info(kind: str) -> GameInfo:
    variant = find_variant(kind)
    return GameInfo(kind=variant.id, options=variant.options,
                    min_players=variant.min_players, max_players=variant.max_players,
                    is_box_game=variant.is_box_game)
