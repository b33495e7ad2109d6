"""One `rules` option for every game's rule options (/yacht start, /yacht-settings):
suggested presets in the reader's language, read by the rules engine, bad input refused
clearly, and the commands' parameters independent of how many options the games have."""

from __future__ import annotations

import pytest

from bot.render.rules_text import CHOICE_LENGTH, choice_name, preset_name
from bot.rules import (
    all_variants,
    find_variant,
    presets,
    resolve_options,
    show_value,
    variant_ids,
)
from bot.service.games import read_rule_text
from bot.text import languages, texts_for
from tests.emulator.validation import ValidationError, validate_autocomplete
from tests.support.table_helpers import press, refused

EN = texts_for("en")


def options_said(*names: str) -> str:
    """Options listed as a refusal lists them: by name, quoted."""
    return EN.join(EN("quoted", text=EN(f"option-name-{name}")) for name in names)
ES = texts_for("es")


def lobby_rules(msg) -> str:
    """The lobby's rules in effect (the card's block after its "Rules in effect")."""
    return next(text for text in msg.texts if text.startswith(f"**{EN('field-rules')}**"))


async def test_both_commands_stay_within_discords_limit_whatever_the_games(table):
    commands = {c["name"]: c for c in table.emu.commands()}
    (start,) = [o for o in commands["yacht"]["options"] if o["name"] == "start"]
    settings = commands["yacht-settings"]
    option_count = sum(len(v.options) for v in all_variants())
    assert option_count == 9  # the schema has many options; the commands do not grow
    # (the settings' 9th is the daily challenge's game, the 10th where games are played;
    # start's 4th the game's own turn timeout where no admin sets one; the 11th to 14th the
    # seasons and the rating, the 15th the board's win chances, the 16th the web pages,
    # the 17th auto-roll: not rule options)
    assert len(start["options"]) == 4 and len(settings["options"]) == 17
    for command in (start, settings):
        (rules,) = [o for o in command["options"] if o["name"] == "rules"]
        assert rules["autocomplete"] is True and not rules.get("choices")
        assert rules["name_localizations"]["es-ES"] == "reglas"


async def test_suggestions_are_the_chosen_games_presets_in_the_readers_language(table):
    emu = table.emu
    choices = await emu.autocomplete("yacht start", user="alice", channel="dice",
                                     focused="rules", options={"game": "generala"})
    assert len(choices) == 25  # Generala has 96 presets: the closest to the standard first
    assert choices[0] == {"name": "Generala — standard rules", "value": "generala"}
    assert {"name": "Generala — Straight: any five different faces",
            "value": "generala straight=one_gap"} in choices
    assert all(c["value"].startswith("generala") for c in choices)
    # What is typed narrows them, in the words shown or in the text sent.
    choices = await emu.autocomplete("yacht start", user="alice", channel="dice",
                                     focused="rules",
                                     options={"game": "generala", "rules": "60 gap"})
    # (a value past 100 characters names its options by their initials: read back)
    assert choices and all(
        {("generala_points", "60"), ("straight", "one_gap")}
        <= read_rule_text(c["value"]).options.items() for c in choices)
    assert choices[0] == {
        "name": "Generala — Generala points: 60, Straight: any five different faces",
        "value": "generala generala_points=60 straight=one_gap"}
    # A Spanish client reads them in Spanish.
    emu.set_locale("bob", "es-ES")
    choices = await emu.autocomplete("yacht start", user="bob", channel="dice",
                                     focused="rules", options={"game": "yacht"})
    assert choices == [
        {"name": "Yacht — reglas estándar", "value": "yacht"},
        {"name": "Yacht — Full: suma de los dados", "value": "yacht full_house=sum"},
        {"name": "Yacht — Yachts extra y comodines: sí", "value": "yacht yacht_bonus=true"},
        {"name": "Yacht — Full: suma de los dados, Yachts extra y comodines: sí",
         "value": "yacht full_house=sum yacht_bonus=true"},
    ]


def test_the_emulator_refuses_suggestions_discord_refuses():
    """A suggestion named or valued past 100 characters: Discord answers 400."""
    fits = {"name": "n" * 100, "value": "v" * 100}
    validate_autocomplete({"choices": [fits]})
    for field in ("name", "value"):
        with pytest.raises(ValidationError) as refused:
            validate_autocomplete({"choices": [{**fits, field: fits[field] + "x"}]})
        assert refused.value.status == 400
        errors = refused.value.body["errors"]["choices"]["0"][field]["_errors"]
        assert errors[0]["code"] == "BASE_TYPE_MAX_LENGTH"


@pytest.mark.parametrize("language", languages())
async def test_presets_of_six_changes_are_offered_by_short_names_in_every_language(
        table, language):
    """Generala's presets that change every option run past Discord's 100 characters
    named by their changes; they are offered in short words of the reader's language
    (the emulator checks each suggestion against Discord's limits), with and without
    the game chosen, and what is sent starts the game with every option set."""
    emu = table.emu
    await (await emu.slash("yacht language", user="bob", channel="dice",
                           options={"language": language})).ephemeral()
    t = texts_for(language)
    six = [p for p in presets(find_variant("generala")) if len(p.changes) == 6]
    assert len(six) == 2 and all(len(preset_name(p, t)) > CHOICE_LENGTH for p in six)
    typed = " ".join(f"{n}={show_value(v)}" for n, v in six[0].changes[:5])
    for game in ({"game": "generala"}, {}):
        choices = await emu.autocomplete("yacht start", user="bob", channel="dice",
                                         focused="rules", options={**game, "rules": typed})
        sent = {c["value"]: c["name"] for c in choices}
        for preset in six:
            wanted = resolve_options("generala", dict(preset.changes))
            (value,) = [v for v in sent
                        if resolve_options("generala", read_rule_text(v).options) == wanted]
            assert sent[value] == choice_name(preset, t, game_chosen=bool(game))
            assert "=" not in sent[value] and "_" not in sent[value]
    handle = await emu.slash("yacht start", user="bob", channel="dice",
                             options={"rules": value})
    await handle.reply()
    record = await table.bot.games.active_in_channel(int(emu.dice.id))
    assert record.kind == "generala" and record.options == wanted


async def test_without_a_game_every_game_of_the_registry_is_suggested_in_its_order(table):
    emu = table.emu
    choices = await emu.autocomplete("yacht start", user="alice", channel="dice",
                                     focused="rules")
    standard = [c["value"] for c in choices if " " not in c["value"]]
    assert standard == list(variant_ids())
    games = [c["value"].split()[0] for c in choices]
    assert games == sorted(games, key=list(variant_ids()).index)
    # /yacht-settings suggests every game's presets too (its game is the server default's).
    choices = await emu.autocomplete("yacht-settings", user="admin", channel="dice",
                                     focused="rules", options={"rules": "5000"})
    assert choices == [{"name": "5000 — standard rules", "value": "5000"}]


async def test_a_preset_names_the_game_and_sets_every_rule(table):
    emu = table.emu
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"rules": "generala double_generala=false served_bonus=10"})
    lobby = await handle.reply()
    assert lobby.texts[0] == "### Generala — lobby"
    assert "10 rounds" in lobby_rules(lobby) and "+10" in lobby_rules(lobby)
    await press(emu, lobby, "Cancel", "alice")
    # The options alone, with the game named apart; commas work as well as spaces.
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "yacht", "rules": "yacht_bonus=true,full_house=sum"})
    lobby = await handle.reply()
    assert EN("rules-extra-yacht", bonus=100) in lobby_rules(lobby)
    record = await table.bot.games.active_in_channel(int(emu.dice.id))
    assert record.options == {"full_house": "sum", "yacht_bonus": True}


async def test_bad_rules_are_refused_clearly_and_change_nothing(table):
    emu = table.emu
    cases = [
        ({"rules": "bonus"},
         EN("refusal-bad_rules", word="bonus")),
        # Options and values by the names players pick them by, never identifiers.
        ({"game": "yacht", "rules": "full_house=maybe"},
         "Option “Full House” cannot be “maybe”: allowed values are fixed (25) or sum of the "
         "dice."),
        ({"game": "yacht", "rules": "straight=one_gap"},
         f"Option “straight” is not used by Yacht: its options are "
         f"{options_said('full_house', 'yacht_bonus')}."),
        ({"game": "yacht", "rules": "generala"},
         "These are rules of Generala, but the game chosen is Yacht."),
        ({"rules": "yacht classic"},
         "These rules name two games, Yacht and Classic Yacht: keep one of them."),
        ({"rules": "full_house=sum full_house=fixed"},
         "Option “Full House” is given twice."),
    ]
    for options, said in cases:
        handle = await emu.slash("yacht start", user="alice", channel="dice", options=options)
        assert await refused(emu, handle) == said, options
    assert emu.last_message("dice") is None  # no lobby was opened
    # ... in the reader's language.
    emu.set_locale("bob", "es-ES")
    handle = await emu.slash("yacht start", user="bob", channel="dice",
                             options={"rules": "bonus"})
    assert await refused(emu, handle) == ES("refusal-bad_rules", word="bonus")


async def test_server_rules_per_game(table):
    emu = table.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"rules": "generala straight=one_gap served_bonus=10"})
    shown = await handle.ephemeral()
    assert shown.content == EN("settings-saved")
    values = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    # Named as the suggestions name them: no identifier to read or type.
    assert values[EN("field-default-options")] == "Served bonus: 10, Straight: " + \
        EN("value-one_gap")
    # Another game's options join them; naming a game again gives it exactly its preset.
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"rules": "full_house=sum"})
    await handle.ephemeral()
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"rules": "generala served_bonus=10"})
    values = {f["name"]: f["value"] for f in (await handle.ephemeral()).embeds[0]["fields"]}
    assert values[EN("field-default-options")] == (
        "Full House: sum of the dice, Served bonus: 10")
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "generala"})
    assert "+10" in lobby_rules(await handle.reply())
    # An option no game has, or a value its game refuses: said, and nothing saved.
    for rules, said in [
        ("jokers=true", "No game has an option “jokers”: the options are " + options_said(
            "full_house", "yacht_bonus", "four_of_a_kind", "double_generala", "generala_points",
            "double_generala_points", "served_bonus", "served_generala_wins", "straight") + "."),
        ("generala full_house=sum",
         "Option “full_house” is not used by Generala: its options are " + options_said(
             "double_generala", "generala_points", "double_generala_points", "served_bonus",
             "served_generala_wins", "straight") + "."),
        ("served_bonus=7", "Option “Served bonus” cannot be “7”: allowed values are 5 or 10."),
    ]:
        handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                                 options={"rules": rules})
        assert await refused(emu, handle) == said
    settings = await table.bot.games.guild_settings(int(emu.guild.id))
    assert settings.default_options == {"full_house": "sum", "served_bonus": "10"}

