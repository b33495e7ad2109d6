"""Discord's locales and our languages; the command translator's rules."""

from __future__ import annotations

import discord
import pytest
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.app.translator import CatalogueTranslator, localize
from bot.text import is_rtl, rtl_languages, texts_for
from bot.text.commands import valid_command_name
from bot.text.discord_locale import DISCORD_LOCALES, command_locales, language_of_locale
from tests.emulator.spec import enum_values
from tests.emulator.validation import LOCALES, _Collector, check_commands, command_size


def test_our_list_of_discord_locales_is_the_api_spec():
    assert set(DISCORD_LOCALES) == enum_values("AvailableLocalesEnum") == LOCALES


def test_client_locales_read_the_catalogue_of_their_language():
    assert language_of_locale("es-ES") == language_of_locale("es-419") == "es"
    assert language_of_locale("ar") == "ar"
    assert language_of_locale("en-US") == language_of_locale("en-GB") == "en"
    assert language_of_locale("fr") is None and language_of_locale(None) is None


def test_commands_are_translated_for_spanish_and_arabic_only():
    # Discord has no Tamil or Albanian locale; English is the commands' own language.
    assert command_locales() == {"ar": "ar", "es-419": "es", "es-ES": "es"}
    # discord.py 2.7's Locale enum lacks Arabic: the tree adds it itself.
    assert "ar" not in {locale.value for locale in discord.Locale}


@pytest.mark.parametrize(("name", "valid"), [
    ("empezar", True), ("clasificación", True), ("ابدأ", True), ("إعدادات-yacht", True),
    ("juego_por_defecto", True), ("Empezar", False), ("two words", False),
    ("don't", False),  # the stricter rule, without the apostrophe (api-docs #7712)
    ("தொடங்கு", False),  # Tamil vowel signs are marks (\p{M}), outside Discord's rule
    ("x" * 33, False), ("", False),
])
def test_command_name_rule(name, valid):
    assert valid_command_name(name) is valid


def test_localize_names_descriptions_and_choices():
    start = locale_str("start", key="cmdname-start")
    assert localize(start, "es-ES", Where.command_name) == "empezar"
    assert localize(start, "ar", Where.command_name) == "ابدأ"
    assert localize(start, "fr", Where.command_name) is None
    assert localize(locale_str("x"), "es-ES", Where.command_name) is None  # no key: English
    described = localize(locale_str("…", key="cmd-start"), "es-419", Where.command_description)
    assert described == "Abre una sala de partida en este canal"
    assert localize(locale_str("Yes", key="value-true"), "ar", Where.choice_name) == "نعم"


def test_the_tree_adds_the_locales_discord_py_skips():
    translator = CatalogueTranslator()
    translator.seen[(Where.command_name, "start")] = locale_str("start", key="cmdname-start")
    translator.seen[(Where.parameter_name, "game")] = locale_str("game", key="paramname-game")
    translator.seen[(Where.choice_name, "Yacht")] = locale_str("Yacht", key="game-yacht")
    payload = [{"name": "yacht", "description": "d", "type": 1, "options": [
        {"name": "start", "description": "d", "type": 1,
         "name_localizations": {"es-ES": "empezar"},
         "options": [{"name": "game", "description": "d", "type": 3,
                      "choices": [{"name": "Yacht", "value": "yacht"}]}]}]}]
    translator.complete(payload)
    start = payload[0]["options"][0]
    assert start["name_localizations"] == {"es-ES": "empezar", "ar": "ابدأ"}
    game = start["options"][0]
    assert game["name_localizations"] == {"ar": "اللعبة"}
    assert game["choices"][0]["name_localizations"] == {"ar": "اليخت"}


@pytest.mark.parametrize(("patch", "code"), [
    ({"name_localizations": {"ta": "x"}}, "LOCALE_INVALID"),
    ({"name_localizations": {"es-ES": "Empezar"}}, "APPLICATION_COMMAND_INVALID_NAME"),
    ({"name_localizations": {"ar": "بطاقة النقاط"}}, "APPLICATION_COMMAND_INVALID_NAME"),
    ({"description_localizations": {"es-ES": "x" * 101}}, "BASE_TYPE_MAX_LENGTH"),
    ({"name": "Start"}, "APPLICATION_COMMAND_INVALID_NAME"),
])
def test_emulator_refuses_localizations_discord_refuses(patch, code):
    command = {"name": "start", "description": "d", "type": 1, **patch}
    collector = _Collector()
    check_commands(collector, [command])
    assert code in {c for _, c, _ in collector.items}


def test_emulator_refuses_two_options_with_one_localized_name():
    options = [{"name": n, "description": "d", "type": 3, "name_localizations": {"es-ES": "x"}}
               for n in ("a", "b")]
    collector = _Collector()
    check_commands(collector, [{"name": "c", "description": "d", "type": 1, "options": options}])
    assert "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS" in {c for _, c, _ in collector.items}


def test_right_to_left_comes_from_cldr():
    assert {"ar"} == rtl_languages()
    assert is_rtl("he") and is_rtl("fa") and not is_rtl("ta") and not is_rtl("sq")


def test_emulator_counts_only_the_longest_localization_towards_8000():
    option = {"name": "o", "description": "d" * 100, "type": 3,
              "description_localizations": {"es-ES": "e" * 90, "ar": "a" * 100}}
    command = {"name": "c", "description": "d", "type": 1, "options": [option] * 25}
    assert command_size(command) == 2 + 25 * 101
    big = {**command, "options": [{**option, "choices": [
        {"name": "n" * 100, "value": "v" * 100}] * 25} for _ in range(2)]}
    collector = _Collector()
    check_commands(collector, [big])
    assert "APPLICATION_COMMAND_TOO_LARGE" in {c for _, c, _ in collector.items}


@pytest.mark.parametrize("locale", sorted(command_locales()))
def test_every_localized_name_and_description_is_one_discord_takes(locale):
    """Sent as written (no cut): Discord refuses a description over 100 characters and a
    name outside its pattern, and so does the emulator."""
    texts = texts_for(command_locales()[locale]).for_description(locale)
    for key in texts.message_ids():
        if key.startswith(("cmdname-", "paramname-")):
            assert valid_command_name(texts.word(key)), (locale, key, texts.word(key))
        elif key.startswith(("cmd-", "param-")):
            text = localize(locale_str("x", key=key), locale, Where.command_description)
            assert text is not None and 1 <= len(text) <= 100, (locale, key, text)


def test_private_answers_name_commands_as_the_readers_client_shows_them():
    spanish = texts_for("es")
    assert spanish.for_client("es-ES").command("start") == "`/yacht empezar`"
    assert spanish.for_client("es-419").command("settings") == "`/yacht-configuración`"
    assert spanish.for_client("en-US").command("start") == "`/yacht start`"
    # A left-to-right mark keeps the "/" with "yacht" in Arabic lines (bot.text.bidi).
    assert texts_for("ar").for_client("ar").command("start") == "\u200e`/yacht ابدأ`"
    assert texts_for("ta").command("start") == "`/yacht start`"  # Discord has no Tamil
    assert "`/yacht empezar`" in spanish.for_client("es-ES")("refusal-no_game")


def test_public_messages_use_the_clickable_default_mention():
    public = texts_for("es").for_public({"yacht": 42, "yacht-settings": 43})
    assert public.command("start") == "</yacht start:42>"
    assert public.command("settings") == "</yacht-settings:43>"
    assert "</yacht start:42>" in public("refusal-no_game")
    assert texts_for("ar").for_public({}).command("start") == "`/yacht start`"  # ids unknown


def test_command_descriptions_name_commands_without_markdown():
    described = localize(locale_str("x", key="param-default-game"), "es-ES",
                         Where.parameter_description)
    assert described is not None and "/yacht empezar" in described and "`" not in described
