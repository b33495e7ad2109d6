"""The rules of every game the bot hosts: pure, synchronous, no Discord, no I/O.

The facade (`create_game`, `RuleError`, the game objects' members) is the
contract of RULES.md §6; `docs/rules-api.md` lists the rest.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from bot.rules.base import (
    SCHEMA_VERSION,
    BaseGame,
    PlacedRoller,
    Roller,
    Throw,
    check_players,
    fair_roller,
)
from bot.rules.box_game import BoxGame, BoxVariant, NormalFit, UpperBonus, box_variant
from bot.rules.boxes import BoxInfo
from bot.rules.catalogue import GameInfo, game_info
from bot.rules.errors import RuleError
from bot.rules.five_thousand import FiveThousandGame
from bot.rules.games import GAMES
from bot.rules.keyed_dice import KeyedRoller, keyed_die
from bot.rules.options import OptionSpec, show_value
from bot.rules.presets import Preset, RuleText, presets, read_rules
from bot.rules.variants import (
    RuleLine,
    Variant,
    all_variants,
    find_variant,
    register_variant,
    resolve_options,
    unregister_variant,
    variant_ids,
)

Game = BaseGame

__all__ = [
    "GAMES",
    "BaseGame",
    "BoxGame",
    "BoxInfo",
    "BoxVariant",
    "FiveThousandGame",
    "Game",
    "GameInfo",
    "KeyedRoller",
    "NormalFit",
    "OptionSpec",
    "PlacedRoller",
    "Preset",
    "Roller",
    "RuleError",
    "RuleLine",
    "RuleText",
    "Throw",
    "UpperBonus",
    "Variant",
    "all_variants",
    "box_variant",
    "create_game",
    "fair_roller",
    "find_variant",
    "game_info",
    "keyed_die",
    "load_game",
    "presets",
    "read_rules",
    "register_variant",
    "resolve_options",
    "show_value",
    "unregister_variant",
    "variant_ids",
]


def create_game(kind: str, players: Sequence[str], options: Mapping[str, Any] | None = None,
                roller: Roller | None = None) -> BaseGame:
    """A new game with `players` in turn order; the first player is to act."""
    variant = find_variant(kind)
    resolved = variant.resolve(options)
    seats = check_players(players, variant.min_players, variant.max_players)
    return variant.game(variant.game.new_state(variant.id, resolved, seats), roller)


def load_game(text: str | bytes, roller: Roller | None = None) -> BaseGame:
    """A game from `to_json()` output; RuleError when the text is not a saved game."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise TypeError("not an object")
        if data.get("schema_version") != SCHEMA_VERSION:
            raise RuleError("schema", found=data.get("schema_version"), expected=SCHEMA_VERSION)
        variant = find_variant(data.get("kind"))
        return variant.game(variant.state.model_validate(data), roller)
    except (ValueError, TypeError, ValidationError) as error:
        if isinstance(error, RuleError):
            raise
        raise RuleError("schema", problem=str(error)) from error

