"""The rules of every game the bot hosts: pure, synchronous, no Discord, no I/O.

The facade (`create_game`, `RuleError`, the game objects' members) is the
contract of RULES.md §6; `docs/rules-api.md` lists the rest.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from bot.rules.base import SCHEMA_VERSION, Roller, check_players, fair_roller
from bot.rules.box_game import BoxGame, BoxGameState
from bot.rules.boxes import BoxInfo
from bot.rules.catalogue import GameInfo, game_info
from bot.rules.errors import RuleError
from bot.rules.five_thousand import FiveThousandGame, FiveThousandState
from bot.rules.options import GAMES, OptionSpec, check_kind, resolve_options

Game = BoxGame | FiveThousandGame

__all__ = [
    "GAMES",
    "BoxGame",
    "BoxInfo",
    "FiveThousandGame",
    "Game",
    "GameInfo",
    "OptionSpec",
    "RuleError",
    "create_game",
    "fair_roller",
    "game_info",
    "load_game",
    "resolve_options",
]

def create_game(kind: str, players: Sequence[str], options: Mapping[str, Any] | None = None,
                roller: Roller | None = None) -> Game:
    """A new game with `players` in turn order; the first player is to act."""
    kind = check_kind(kind)
    resolved = resolve_options(kind, options)
    seats = check_players(players)
    if kind == "5000":
        return FiveThousandGame(
            FiveThousandState(kind=kind, options=resolved, players=seats,
                              scores=[0] * len(seats), entered=[False] * len(seats)),
            roller,
        )
    return BoxGame(
        BoxGameState(kind=kind, options=resolved, players=seats,
                     cards=[{} for _ in seats], yacht_bonuses=[0] * len(seats)),
        roller,
    )

def load_game(text: str | bytes, roller: Roller | None = None) -> Game:
    """A game from `to_json()` output; RuleError when the text is not a saved game."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise TypeError("not an object")
        if data.get("schema_version") != SCHEMA_VERSION:
            raise RuleError(f"Saved game has schema {data.get('schema_version')!r}, "
                            f"expected {SCHEMA_VERSION}.", "schema")
        kind = check_kind(data.get("kind"))
        if kind == "5000":
            return FiveThousandGame(FiveThousandState.model_validate(data), roller)
        return BoxGame(BoxGameState.model_validate(data), roller)
    except (ValueError, TypeError, ValidationError) as error:
        if isinstance(error, RuleError):
            raise
        raise RuleError(f"Not a saved game: {error}", "schema") from error

