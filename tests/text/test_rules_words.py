"""Rules options are picked by their names in the reader's language: no text asks a
player to type an English identifier (`served_generala_wins`) or a name=value pair."""

from __future__ import annotations

import re

import pytest

from bot.kinds import all_kinds
from bot.render.info import render_rules
from bot.render.rules_text import CHOICE_LENGTH, rule_suggestions
from bot.rules import all_variants, presets
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
def test_a_chosen_games_presets_are_offered_by_name_even_when_long(language):
    """Named with the game, presets that change two options run past Discord's 100
    characters in most languages; the game being chosen, they are named by their changes
    alone, and typing a word of their name finds them."""
    t = texts_for(language)
    for variant in all_variants():
        for preset in presets(variant):
            if len(preset.changes) > 2:
                continue
            words = " ".join(str(v) for _, v in preset.changes if str(v).isdigit())
            offered = dict((value, name) for name, value in
                           rule_suggestions(words, [variant.id], t))
            if len(offered) < 25:  # all that match were offered: this one among them
                assert preset.text in offered, (language, preset.text)
            assert all(len(name) <= CHOICE_LENGTH for name in offered.values())
