"""What the bot shows about a game, from its registry entry: `game_info`.

The engine decides *which* rule lines apply under the options in effect (each game's
`lines`); the words are `bot/text`'s, so `/yacht rules`, the lobby and the score menu
can never drift from the rules applied, and a translation never edits the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.rules.box_game import boxes_for
from bot.rules.boxes import BoxInfo
from bot.rules.options import OptionSpec
from bot.rules.variants import RuleLine, find_variant

__all__ = ["GameInfo", "RuleLine", "game_info"]


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


def game_info(kind: str) -> GameInfo:
    variant = find_variant(kind)
    return GameInfo(kind=variant.id, options=variant.options,
                    min_players=variant.min_players, max_players=variant.max_players,
                    is_box_game=variant.is_box_game)
