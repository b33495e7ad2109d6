"""Rules options are picked by their names in the reader's language: no text asks a
player to type an English identifier (`served_generala_wins`) or a name=value pair."""

from __future__ import annotations

import re

import pytest

from bot.kinds import all_kinds
from bot.render.info import render_rules
from bot.render.rules_text import CHOICE_LENGTH, choice_name, choice_value, rule_suggestions
from bot.rules import all_variants, presets, read_rules, resolve_options, variant_ids
from bot.rules.presets import initials, short_names
from bot.text import languages, texts_for
from tests.text.test_catalogue import parse

IDENTIFIERS = sorted({spec.name for v in all_variants() for spec in v.options}
                     | {str(a) for v in all_variants() for spec in v.options for a in spec.allowed
                        if isinstance(a, str)})
#: "name=value" in any script: a word, "=", a word
PAIR = re.compile(r"\w=\w")


@pytest.mark.parametrize("language", languages())
def test_no_message_asks_for_an_identifier(language):
    t = texts_for(language)
    found = []
    for key, names in parse(language).items():
        text = t(key, **{name: "x" for name in names})
        if PAIR.search(text) or any(re.search(rf"\b{i}\b", text) for i in IDENTIFIERS
                                    if "_" in i):
            found.append(f"{key}: {text}")
    assert not found, found


@pytest.mark.parametrize("language", languages())
def test_the_rules_name_every_option_in_the_readers_words(language):
    t = texts_for(language)
    for kind in all_kinds():
        embed = render_rules(kind.id, None, t)
        text = "\n".join([embed.description or "", *(f.value or "" for f in embed.fields)])
        assert not [i for i in IDENTIFIERS if "_" in i and i in text], kind.id
        assert not PAIR.search(text), kind.id


@pytest.mark.parametrize("language", languages())
def test_every_preset_is_offered_by_name_chosen_game_or_not(language):
    """Named with the game, presets that change two options or more run past Discord's
    100 characters in most languages: they are named by their changes alone when the
    game is the one chosen, and in short words (`option-short-*`) past that, so every
    preset, up to Generala's six changes, is offered; typing a word of its name finds it,
    and its value (short option names past 100 characters) reads back as the preset."""
    t = texts_for(language)
    for variant in all_variants():
        for preset in presets(variant):
            for games in ([variant.id], list(variant_ids())):
                name = choice_name(preset, t, game_chosen=len(games) == 1)
                assert name is not None and len(name) <= CHOICE_LENGTH, (language, preset)
                words = " ".join(str(v) for _, v in preset.changes if str(v).isdigit())
                offered = dict((value, name) for name, value in
                               rule_suggestions(words or preset.text, games, t))
                value = choice_value(preset)
                assert value is not None and len(value) <= CHOICE_LENGTH
                if len(offered) < 25:  # all that match were offered: this one among them
                    assert offered.get(value) == name, (language, preset.text)
                assert all(len(n) <= CHOICE_LENGTH for n in offered.values())
                read = read_rules(value)
                assert read.game == variant.id and resolve_options(variant.id, read.options) \
                    == resolve_options(variant.id, dict(preset.changes))


def test_short_option_names_are_each_one_options():
    """The initials a long preset's value names its options by (`sgw`) belong to one
    option each, and are no option's own name."""
    specs = [spec.name for variant in all_variants() for spec in variant.options]
    shorts = [initials(name) for name in specs if initials(name) != name]
    assert len(set(shorts)) == len(shorts) and not set(shorts) & set(specs)
    assert set(short_names().values()) == {n for n in specs if initials(n) != n}
