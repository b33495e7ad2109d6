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
from bot.rules.variants import find_variant

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
        variant = find_variant(self.kind)
        return variant.rules_lines(variant.resolve(options))


def yacht_lines(o: Mapping[str, Any]) -> list[RuleLine]:
    lines: list[RuleLine] = [
        ("rules-rounds", {"rounds": 13}),
        ("rules-three-rolls", {}),
        ("rules-zero-box", {}),
        ("rules-upper-bonus", {"bonus": 35, "threshold": 63}),
    ]
    if o["yacht_bonus"]:
        lines += [("rules-extra-yacht", {"bonus": 100}), ("rules-joker", {})]
    lines.append(("rules-highest-wins", {}))
    return lines


def classic_lines(o: Mapping[str, Any]) -> list[RuleLine]:
    return [
        ("rules-rounds", {"rounds": 12}),
        ("rules-three-rolls-rehold", {}),
        ("rules-zero-box", {}),
        ("rules-no-bonus", {}),
        ("rules-highest-wins", {}),
    ]


def generala_lines(o: Mapping[str, Any]) -> list[RuleLine]:
    lines: list[RuleLine] = [
        ("rules-rounds", {"rounds": 11 if o["double_generala"] else 10}),
        ("rules-scratch", {}),
        ("rules-served-bonus", {"bonus": o["served_bonus"]}),
    ]
    if o["served_generala_wins"]:
        lines.append(("rules-served-generala", {}))
    lines.append(("rules-otherwise-highest", {}))
    return lines


def five_thousand_lines(o: Mapping[str, Any]) -> list[RuleLine]:
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
