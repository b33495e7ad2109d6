"""A game's rule options written as one line of text, and every preset of them.

Commands take a game's rules as one text (`rules:` of `/yacht start` and
`/yacht-settings`), so the number of command parameters does not grow with the
games' options: `generala straight=one_gap generala_points=60`. A game id starts
from that game's standard rules (and names the game); each `name=value` sets one
option, spelled as `/yacht rules` shows it. A preset is such a text for every
combination of a game's options; the commands suggest them by name. A preset's text
longer than a command choice's 100 characters is sent with each option named by its
initials (`sgw=no` for `served_generala_wins=no`), which reads back the same.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.rules.errors import RuleError
from bot.rules.options import show_value
from bot.rules.variants import Variant, all_variants

_SEPARATORS = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class RuleText:
    """What a rules text says: the game it starts from (None: none named, the options
    change whatever rules were in effect) and the options it sets, as written."""

    game: str | None
    options: dict[str, str]


def initials(option: str) -> str:
    """An option's short name: the initials of its words (`served_generala_wins`: `sgw`)."""
    return "".join(word[0] for word in option.split("_"))


@cache
def short_names() -> dict[str, str]:
    """Every option's short name, to its name (tests/rules check that none is shared or
    is another option's name)."""
    return {initials(spec.name): spec.name for variant in all_variants()
            for spec in variant.options if initials(spec.name) != spec.name}


def read_rules(text: str) -> RuleText:
    """The game and options of a rules text; RuleError for a word that is neither a
    game id nor `name=value`, two games, or an option set twice."""
    games = {variant.id: variant for variant in all_variants()}
    game: str | None = None
    options: dict[str, str] = {}
    for word in _SEPARATORS.split(text.strip()):
        if not word:
            continue
        name, equals, value = word.partition("=")
        name = name.strip().lower()
        if equals:
            name = short_names().get(name, name)
        if not equals:
            if name not in games:
                raise RuleError("bad_rules", word=word)
            if game is not None and game != name:
                raise RuleError("rules_two_games", game=game, other=name)
            game = name
        elif not name or not value.strip():
            raise RuleError("bad_rules", word=word)
        elif name in options:
            raise RuleError("option_twice", option=name)
        else:
            options[name] = value.strip()
    return RuleText(game, options)


@dataclass(frozen=True)
class Preset:
    """One way of playing a game: the options that differ from its standard rules."""

    game: str
    changes: tuple[tuple[str, Any], ...]

    @property
    def text(self) -> str:
        """The rules text that reads back as this preset."""
        return " ".join([self.game, *(f"{n}={show_value(v)}" for n, v in self.changes)])

    @property
    def short_text(self) -> str:
        """The same rules text, each option named by its initials."""
        return " ".join([self.game, *(f"{initials(n)}={show_value(v)}"
                                      for n, v in self.changes)])


def presets(variant: Variant) -> list[Preset]:
    """Every combination of the game's option values, the standard rules first, then
    by how many options differ from them (in option order)."""
    per_option = [
        [None, *((i, j) for j, value in enumerate(spec.allowed) if value != spec.default)]
        for i, spec in enumerate(variant.options)
    ]
    picks = sorted((tuple(p for p in combination if p is not None)
                    for combination in itertools.product(*per_option)),
                   key=lambda picked: (len(picked), picked))
    return [Preset(variant.id, tuple((variant.options[i].name, variant.options[i].allowed[j])
                                     for i, j in picked))
            for picked in picks]
