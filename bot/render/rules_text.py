"""The rules of a game in words: the engine picks the lines, the catalogue words them;
and the rules presets the commands suggest, named in the reader's language."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules import Preset, find_variant, game_info, presets, show_value
from bot.text import Texts

#: Discord: at most 25 suggestions, each named and valued in 1 to 100 characters
SUGGESTIONS = 25
CHOICE_LENGTH = 100
_WORDS = re.compile(r"[\s,;]+")


def rule_lines(kind: str, options: Mapping[str, Any] | None, t: Texts) -> list[str]:
    return [t(key, **params) for key, params in game_info(kind).rules_text(options)]


def value_word(value: object, t: Texts) -> str:
    """An option's value as players read it: numbers as they are, words from the
    catalogue (`value-<value>`)."""
    shown = show_value(value)
    return shown if shown.isdigit() else t.phrase(f"value-{shown}")


def preset_name(preset: Preset, t: Texts) -> str:
    """"Generala — Straight: any five different faces, Generala points: 60"."""
    if not preset.changes:
        rules = t("preset-standard")
    else:
        rules = t("list-separator").join(
            t("preset-change", option=t.phrase(f"option-name-{name}"),
              value=value_word(value, t))
            for name, value in preset.changes)
    return t("preset", game=t.phrase(f"game-{preset.game}"), rules=t.own(rules))


def rule_suggestions(typed: str, games: Sequence[str], t: Texts) -> list[tuple[str, str]]:
    """(name, rules text) of the presets of `games` whose name or text holds every word
    typed so far: those closest to the standard rules first, at most SUGGESTIONS, listed
    game by game. Presets too long for Discord stay reachable by typing their text."""
    words = [w for w in _WORDS.split(typed.casefold()) if w]
    found: list[tuple[int, int, str, str]] = []
    for order, game in enumerate(games):
        for preset in presets(find_variant(game)):
            name, text = preset_name(preset, t), preset.text
            if len(name) > CHOICE_LENGTH or len(text) > CHOICE_LENGTH:
                continue
            seen = f"{name} {text}".casefold()
            if all(word in seen for word in words):
                found.append((len(preset.changes), order, name, text))
    closest = sorted(found, key=lambda f: f[:2])[:SUGGESTIONS]
    return [(name, text) for _, _, name, text in sorted(closest, key=lambda f: (f[1], f[0]))]
