"""The rules of a game in words: the engine picks the lines, the catalogue words them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.rules import game_info
from bot.text import Texts


def rule_lines(kind: str, options: Mapping[str, Any] | None, t: Texts) -> list[str]:
    return [t(key, **params) for key, params in game_info(kind).rules_text(options)]
