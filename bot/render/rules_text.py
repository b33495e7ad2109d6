"""The rules of a game in words: the engine picks the lines, the catalogue words them;
and the rules presets the commands suggest, named in the reader's language."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules import Preset, find_variant, game_info, presets, show_value
from bot.text import Texts
from bot.text.bidi import marked

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


def option_change(name: str, value: object, t: Texts) -> str:
    """"Straight: any five different faces": an option and its value, by their names."""
    return t("preset-change", option=t.phrase(f"option-name-{name}"), value=value_word(value, t))


def option_changes(preset: Preset, t: Texts) -> str:
    """What a preset changes, by name ("standard rules" when nothing)."""
    if not preset.changes:
        return t("preset-standard")
    return t("list-separator").join(option_change(name, value, t)
                                    for name, value in preset.changes)


def preset_name(preset: Preset, t: Texts) -> str:
    """"Generala — Straight: any five different faces, Generala points: 60"."""
    return t("preset", game=t.phrase(f"game-{preset.game}"), rules=t.own(option_changes(preset, t)))


def _choice(name: str, t: Texts) -> str:
    """A choice's name as Discord is sent it: isolates stripped there, marks instead."""
    return marked(name) if t.rtl else name


def rule_suggestions(typed: str, games: Sequence[str], t: Texts) -> list[tuple[str, str]]:
    """(name, rules text) of the presets of `games` whose name or text holds every word
    typed so far: those closest to the standard rules first, at most SUGGESTIONS, listed
    game by game. A preset whose name is too long for Discord is named by its changes
    alone when its game is the one chosen (the reader knows which game it is)."""
    words = [w for w in _WORDS.split(typed.casefold()) if w]
    found: list[tuple[int, int, str, str]] = []
    for order, game in enumerate(games):
        for preset in presets(find_variant(game)):
            name, text = _choice(preset_name(preset, t), t), preset.text
            if len(name) > CHOICE_LENGTH and len(games) == 1:
                name = _choice(option_changes(preset, t), t)
            if len(name) > CHOICE_LENGTH or len(text) > CHOICE_LENGTH:
                continue
            seen = f"{name} {text}".casefold()
            if all(word in seen for word in words):
                found.append((len(preset.changes), order, name, text))
    closest = sorted(found, key=lambda f: f[:2])[:SUGGESTIONS]
    return [(name, text) for _, _, name, text in sorted(closest, key=lambda f: (f[1], f[0]))]
