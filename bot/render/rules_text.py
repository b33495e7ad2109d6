"""The rules of a game in words: the engine picks the lines, the catalogue words them;
and the rules presets the commands suggest, named in the reader's language."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from bot.rules import Preset, find_variant, game_info, presets, show_value
from bot.text import Texts
from bot.text.bidi import bare, marked

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


#: options said in one phrase when a preset changes both (`option-short-<name>`, given
#: both values): "served: +10, no win"
SAID_TOGETHER = {("served_bonus", "served_generala_wins"): "served"}


def short_changes(preset: Preset, t: Texts) -> str:
    """What a preset changes in a few words each (`option-short-*`: "Generala 60"), for
    presets whose changes by name run past a choice's 100 characters."""
    if not preset.changes:
        return t("preset-standard")
    changed = dict(preset.changes)
    words = []
    for name, value in preset.changes:
        pair = next(((names, key) for names, key in SAID_TOGETHER.items()
                     if name in names and all(n in changed for n in names)), None)
        if pair is None:
            words.append(t(f"option-short-{name}", value=show_value(value)))
        elif name == pair[0][0]:
            first, second = pair[0]
            words.append(t(f"option-short-{pair[1]}", bonus=show_value(changed[first]),
                           wins=show_value(changed[second])))
    return t("list-separator").join(words)


def preset_name(preset: Preset, t: Texts) -> str:
    """"Generala — Straight: any five different faces, Generala points: 60"."""
    return t("preset", game=t.phrase(f"game-{preset.game}"), rules=t.own(option_changes(preset, t)))


def _choice(name: str, t: Texts) -> str:
    """A choice's name as Discord is sent it: isolates stripped there, marks instead."""
    return marked(name) if t.rtl else name


def choice_name(preset: Preset, t: Texts, game_chosen: bool) -> str | None:
    """A preset's name as a choice: the game and its changes by name; where that is too
    long, by their short words; alone when the reader knows which game it is (the one
    chosen, or named by the words themselves: "Generala 60"); None when nothing fits."""
    game = t.phrase(f"game-{preset.game}")
    short = short_changes(preset, t)
    names = [preset_name(preset, t)]
    if game_chosen:
        names.append(option_changes(preset, t))
    names.append(t("preset", game=game, rules=t.own(short)))
    if game_chosen or bare(game) in bare(short):
        names.append(short)
    return next((name for name in map(lambda n: _choice(n, t), names)
                 if len(name) <= CHOICE_LENGTH), None)


def choice_value(preset: Preset) -> str | None:
    """A preset's rules text as a choice's value: as written, else with short option
    names (bot.rules.presets.initials); None when neither fits."""
    return next((text for text in (preset.text, preset.short_text)
                 if len(text) <= CHOICE_LENGTH), None)


def rule_suggestions(typed: str, games: Sequence[str], t: Texts) -> list[tuple[str, str]]:
    """(name, rules text) of the presets of `games` whose name or text holds every word
    typed so far: those closest to the standard rules first, at most SUGGESTIONS, listed
    game by game, each named as `choice_name` says."""
    words = [w for w in _WORDS.split(typed.casefold()) if w]
    found = [(changes, order, name, text) for changes, order, name, text, seen
             in _offered(tuple(games), t) if all(word in seen for word in words)]
    closest = sorted(found, key=lambda f: f[:2])[:SUGGESTIONS]
    return [(name, text) for _, _, name, text in sorted(closest, key=lambda f: (f[1], f[0]))]


def _offered(games: tuple[str, ...], t: Texts) -> list[tuple[int, int, str, str, str]]:
    """Every preset of `games` that can be offered: (changes, game's order, name, value,
    what typed words are looked for in), named once per language (each keystroke of an
    autocomplete asks again: naming them all took about 11 ms)."""
    def make() -> list[tuple[int, int, str, str, str]]:
        offered = []
        for order, game in enumerate(games):
            for preset in presets(find_variant(game)):
                name, text = choice_name(preset, t, len(games) == 1), choice_value(preset)
                if name is not None and text is not None:
                    offered.append((len(preset.changes), order, name, text,
                                    f"{name} {preset.text}".casefold()))
        return offered
    return t.made((_offered, games), make)
