"""Messages that list the games read them from the registry (`{ $game-names }`,
`{ $box-game-names }`), joined the way each catalogue lists its own words."""

from __future__ import annotations

import re

import pytest
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.app.translator import localize
from bot.rules import all_variants
from bot.text import languages, texts_for
from bot.text.discord_locale import command_locales
from tests.support import ROOT

#: isolates, and the marks that stand for them where Discord strips isolates
ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069\u200e\u200f")

#: three of the games, listed as each language writes "and" and "or" lists
LISTS = {
    "en": ("Yacht, Classic Yacht and Generala", "Yacht, Classic Yacht or Generala"),
    "es": ("Yacht, Yacht clásico y Generala", "Yacht, Yacht clásico o Generala"),
    "ar": ("اليخت، اليخت الكلاسيكي وGenerala", "اليخت أو اليخت الكلاسيكي أو Generala"),
    "ta": ("Yacht, பாரம்பரிய Yacht, Generala", "Yacht, பாரம்பரிய Yacht அல்லது Generala"),
    "sq": ("Jaht, Jaht klasik dhe Generala", "Jaht, Jaht klasik ose Generala"),
}


def names(language: str, *, box_games_only: bool = False) -> list[str]:
    t = texts_for(language)
    return [t.phrase(f"game-{v.id}") for v in all_variants()
            if v.is_box_game or not box_games_only]


def test_every_language_is_listed():
    assert set(LISTS) == set(languages())


@pytest.mark.parametrize("language", sorted(LISTS))
def test_each_language_lists_its_words_its_own_way(language):
    t = texts_for(language)
    three = [t(f"game-{kind}") for kind in ("yacht", "classic", "generala")]
    assert t.listed(three).translate(ISOLATES) == LISTS[language][0]
    assert t.listed(three, "or").translate(ISOLATES) == LISTS[language][1]
    assert t.listed(three[:1]) == three[0]


@pytest.mark.parametrize("language", sorted(LISTS))
def test_the_commands_and_the_wooden_dice_name_the_registrys_games(language):
    t = texts_for(language)
    assert t.game_list("game-names") == t.listed(names(language))
    assert t.game_list("box-game-names") == t.listed(names(language, box_games_only=True),
                                                     "or")
    assert t.listed(names(language)) in t("cmd-group")
    assert t.listed(names(language, box_games_only=True), "or") in t("dice-unlock-wood")
    assert t("game-5000") not in t("dice-unlock-wood")


#: the command group's description before its list of games
GROUP = {"en": "Five-dice games: ", "es": "Juegos de cinco dados: ",
         "ar": "ألعاب بخمسة أحجار نرد: ", "ta": "ஐந்து-பகடை விளையாட்டுகள்: ",
         "sq": "Lojëra me pesë zare: "}


@pytest.mark.parametrize("locale", sorted(command_locales()))
def test_the_command_group_lists_every_game_as_discord_is_sent_it(locale):
    """Without isolates (marks stand for them in Arabic, tests/text/test_bidi.py), as
    the catalogues wrote it when they listed the games by hand (the joins are pinned
    above)."""
    language = command_locales()[locale]
    text = localize(locale_str("x", key="cmd-group"), locale, Where.group_description)
    listed = texts_for(language).listed(names(language)).translate(ISOLATES)
    assert text.translate(ISOLATES) == GROUP[language] + listed


def game_mentions(line: str, words: dict[str, set[str]]) -> set[str]:
    """The games a line names (by any of `words`: game id -> its words)."""
    return {kind for kind, spelled in words.items()
            if any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", line, re.I) for w in spelled)}


def test_no_list_of_games_is_kept_by_hand():
    """Three games named on one line of the code or of a catalogue is a list of the games
    kept by hand, stale as soon as a game is added: such a line reads the registry. The
    games' own modules (bot/rules/games) are the registry."""
    english = texts_for("en")
    words = {v.id: {v.id, english(f"game-{v.id}")} for v in all_variants()}
    found = []
    for path in [*ROOT.glob("bot/**/*.py"), *ROOT.glob("cogs/*.py")]:
        if path.parent.name == "games" and path.parent.parent.name == "rules":
            continue
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
            if len(game_mentions(line, words)) >= 3:
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    for language in languages():
        t = texts_for(language)
        own = {v.id: {t(f"game-{v.id}")} for v in all_variants()}
        for key in t.message_ids():
            if len(game_mentions(t._catalogue.sources[key], own)) >= 3:
                found.append(f"{language}.ftl: {key}")
    assert not found, "\n".join(found)
