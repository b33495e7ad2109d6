"""Who reads what: the resolution of a reader's language, the game's language, the
localized slash commands as Discord stores them, and all of it across a restart."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace

from bot.app.client import YachtBot
from bot.text import languages, texts_for
from bot.text.bidi import marked
from tests.e2e.test_commands import subcommand
from tests.emulator.fixtures import run_bot
from tests.support.settings import make_settings

EN, AR, ES, TA, SQ = (texts_for(lang) for lang in ("en", "ar", "es", "ta", "sq"))


async def no_game_reply(emu, user: str) -> str:
    """A private answer: /yacht scorecard where no game runs."""
    handle = await emu.slash("yacht scorecard", user=user, channel="dice")
    return (await handle.ephemeral()).content


async def test_a_reader_reads_choice_then_client_locale_then_server_then_english(table):
    emu = table.emu
    assert await no_game_reply(emu, "bob") == EN("refusal-no_game")
    emu.set_locale("bob", "es-419")  # client locale we have
    assert await no_game_reply(emu, "bob") == ES("refusal-no_game")
    emu.set_locale("bob", "fr")  # a locale we lack: the server's language, else English
    assert await no_game_reply(emu, "bob") == EN("refusal-no_game")
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"language": "sq"})
    settings = await handle.ephemeral()
    assert {f["name"]: f["value"] for f in settings.embeds[0]["fields"]}[
        EN("field-language")] == "Shqip"
    assert await no_game_reply(emu, "bob") == SQ("refusal-no_game")
    # The user's own choice wins over everything, on every server.
    handle = await emu.slash("yacht language", user="bob", channel="dice",
                             options={"language": "ta"})
    assert (await handle.ephemeral()).content == TA("language-set", language="தமிழ்")
    # a language is named inside a sentence as the sentence writes it, not as the menu
    handle = await emu.slash("yacht language", user="bob", channel="dice",
                             options={"language": "es"})
    assert (await handle.ephemeral()).content == "A partir de ahora te respondo en español."
    handle = await emu.slash("yacht language", user="bob", channel="dice",
                             options={"language": "ta"})
    await handle.ephemeral()
    assert await no_game_reply(emu, "bob") == TA("refusal-no_game")
    emu.set_locale("bob", "ar")  # commands named as his (Arabic) client shows them
    assert await no_game_reply(emu, "bob") == TA.for_client("ar")("refusal-no_game")
    # "automatic" forgets the choice: the client locale (Arabic) applies again.
    handle = await emu.slash("yacht language", user="bob", channel="dice",
                             options={"language": "auto"})
    assert (await handle.ephemeral()).content == AR("language-automatic",
                                                    language="العربية")
    assert await no_game_reply(emu, "bob") == AR("refusal-no_game")
    # Others are untouched; the server's language can be unset again.
    assert await no_game_reply(emu, "carol") == EN("refusal-no_game")
    await (await emu.slash("yacht-settings", user="admin", channel="dice",
                           options={"language": "auto"})).ephemeral()
    emu.set_locale("carol", "de")
    assert await no_game_reply(emu, "carol") == EN("refusal-no_game")


async def test_the_game_speaks_its_language_and_each_reader_their_own(table):
    emu = table.emu
    emu.set_locale("alice", "es-ES")
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "generala", "language": "ar"})
    lobby = await handle.reply()
    assert lobby.texts[0] == "### " + AR("lobby-title", game=AR.phrase("game-generala"))
    # Bob (English client) joins and is refused a start: privately, in English.
    join = next(b["custom_id"] for b in lobby.buttons if b["custom_id"].endswith(":join"))
    await (await emu.click(lobby, join, user="bob")).response()
    lobby = emu.message(lobby.id)
    start = next(b["custom_id"] for b in lobby.buttons if b["custom_id"].endswith(":start"))
    reply = await (await emu.click(lobby, start, user="bob")).ephemeral()
    assert reply.content == EN("refusal-not_host_start", host=f"<@{emu.alice.id}>")
    # Alice's private answers follow her client (Spanish), not the game.
    assert "planilla" in ES("cmd-scorecard")
    handle = await emu.slash("yacht scorecard", user="alice", channel="dice")
    assert (await handle.ephemeral()).content == ES("refusal-not_started")


async def test_without_a_pick_the_game_takes_the_servers_language_else_the_hosts(table):
    emu = table.emu
    emu.set_locale("alice", "ar")
    lobby = await (await emu.slash("yacht start", user="alice", channel="dice",
                                   options={"game": "yacht"})).reply()
    assert lobby.texts[0] == "### " + AR("lobby-title", game=AR.phrase("game-yacht"))
    await (await emu.slash("yacht cancel", user="alice", channel="dice")).ephemeral()
    await (await emu.slash("yacht-settings", user="admin", channel="dice",
                           options={"language": "es"})).ephemeral()
    lobby = await (await emu.slash("yacht start", user="alice", channel="general",
                                   options={"game": "yacht"})).reply()
    assert lobby.texts[0] == "### " + ES("lobby-title", game=ES("game-yacht"))


async def test_commands_carry_spanish_and_arabic_localizations(table):
    root, start = subcommand(table.emu, "start")
    # Arabic goes with marks for the isolates Discord strips (bot.text.bidi.marked).
    group = {"es": ES("cmd-group"), "ar": marked(AR.for_description("ar")("cmd-group"))}
    assert root["description_localizations"] == {
        "es-ES": group["es"], "es-419": group["es"], "ar": group["ar"]}
    assert start["name_localizations"] == {"es-ES": "empezar", "es-419": "empezar", "ar": "ابدأ"}
    assert start["description_localizations"]["ar"] == AR("cmd-start")
    params = {o["name"]: o for o in start["options"]}
    game = params["game"]
    assert game["name_localizations"] == {"es-ES": "juego", "es-419": "juego", "ar": "اللعبة"}
    labels = {c["value"]: c.get("name_localizations", {}) for c in game["choices"]}
    assert labels["classic"] == {"es-ES": "Yacht clásico", "es-419": "Yacht clásico",
                                 "ar": "اليخت الكلاسيكي"}
    # The rule options: one parameter, named and described in each language (its
    # suggestions are worded per reader: tests/bot/test_rules_option.py).
    rules = params["rules"]
    assert rules["name_localizations"] == {"es-ES": "reglas", "es-419": "reglas",
                                           "ar": "القواعد"}
    assert rules["description_localizations"]["ar"] == marked(AR.for_description("ar")(
        "param-rules"))
    # Languages by their own names, the same for every reader.
    assert [c["name"] for c in params["language"]["choices"]] == [
        "English", "العربية", "Español", "Shqip", "தமிழ்"]
    _, language = subcommand(table.emu, "language")
    (param,) = language["options"]
    assert param["choices"][-1]["value"] == "auto"
    assert param["choices"][-1]["name_localizations"]["es-ES"] == ES("language-auto")
    (admin,) = [c for c in table.emu.commands() if c["name"] == "yacht-settings"]
    assert admin["name_localizations"] == {
        "es-ES": "yacht-configuración", "es-419": "yacht-configuración", "ar": "إعدادات-yacht"}


async def test_languages_are_kept_across_a_restart(emulator, tmp_path, dice):
    emu = emulator
    db = tmp_path / "langs.db"
    first = YachtBot(make_settings(db), roller_factory=lambda game_id: dice)
    async with run_bot(first, emu):
        await emu.wait_commands()
        await (await emu.slash("yacht language", user="bob", channel="dice",
                               options={"language": "ta"})).ephemeral()
        await (await emu.slash("yacht-settings", user="admin", channel="dice",
                               options={"language": "sq"})).ephemeral()
        lobby = await (await emu.slash("yacht start", user="alice", channel="dice",
                                       options={"game": "5000", "language": "ar"})).reply()
    second = YachtBot(make_settings(db), roller_factory=lambda game_id: dice)
    async with run_bot(second, emu):
        await emu.wait_commands(min_syncs=2)
        assert await no_game_reply(emu, "bob") != TA("refusal-no_game")  # a game runs here
        handle = await emu.slash("yacht scorecard", user="bob", channel="general")
        assert (await handle.ephemeral()).content == TA("refusal-no_game")
        emu.set_locale("carol", "fr")
        handle = await emu.slash("yacht scorecard", user="carol", channel="general")
        assert (await handle.ephemeral()).content == SQ("refusal-no_game")
        join = next(b["custom_id"] for b in lobby.buttons if b["custom_id"].endswith(":join"))
        await (await emu.click(lobby, join, user="carol")).response()
        redrawn = emu.message(lobby.id)
        assert redrawn.texts[0] == "### " + AR("lobby-title", game=AR.phrase("game-5000"))


async def test_a_refusal_does_not_wait_long_for_its_readers_language(table, monkeypatch,
                                                                     caplog):
    emu = table.emu
    emu.set_locale("bob", "es-ES")

    async def stuck(*args, **kwargs):  # e.g. a database locked by another process
        await asyncio.sleep(30)

    monkeypatch.setattr("bot.table.replies.LANGUAGE_WAIT", 0.05)
    monkeypatch.setattr(table.bot.service, "reader_language", stuck)
    handle = await emu.slash("yacht scorecard", user="bob", channel="dice")
    # Discord's 3 s (enforced by the emulator) are the bound: 30 s of waiting would miss them.
    with caplog.at_level(logging.WARNING, logger="bot.table.replies"):
        assert (await handle.ephemeral()).content == EN.for_client("es-ES")("refusal-no_game")
    # said in one line: a handled wait is no traceback in the log (the chaos suite's check)
    (said,) = [r for r in caplog.records if r.name == "bot.table.replies"]
    assert "took over 0.05 s" in said.getMessage() and said.exc_info is None


async def test_every_parameter_and_choice_is_localized(table):
    """Every option of every command is named and described in es-ES, es-419 and ar, and
    every choice labelled (the language choices excepted: each language by its own name,
    the same for every reader)."""
    own_names = {texts_for(lang)("language-name") for lang in languages()}
    wanted = {"es-ES", "es-419", "ar"}
    missing = []

    def visit(path: str, node: dict) -> None:
        for option in node.get("options") or []:
            where = f"{path} {option['name']}"
            for field in ("name", "description"):
                if set(option.get(f"{field}_localizations") or {}) != wanted:
                    missing.append(f"{where}: {field}")
            for choice in option.get("choices") or []:
                if choice["name"] not in own_names and set(
                        choice.get("name_localizations") or {}) != wanted:
                    missing.append(f"{where} = {choice['name']}")
            visit(where, option)

    for command in table.emu.commands():
        visit(command["name"], command)
    assert not missing, missing


async def test_private_answers_name_commands_as_the_readers_client_shows_them(table):
    emu = table.emu
    emu.set_locale("bob", "es-ES")
    assert "`/yacht empezar`" in await no_game_reply(emu, "bob")
    emu.set_locale("carol", "ar")
    assert "`/yacht ابدأ`" in await no_game_reply(emu, "carol")
    # Spanish chosen, an English client: the client shows the default name.
    emu.set_locale("bob", "en-US")
    await (await emu.slash("yacht language", user="bob", channel="dice",
                           options={"language": "es"})).ephemeral()
    reply = await no_game_reply(emu, "bob")
    assert reply == ES.for_client("en-US")("refusal-no_game") and "`/yacht start`" in reply


async def test_public_messages_name_commands_as_clickable_mentions(table):
    (group,) = [c for c in table.emu.commands() if c["name"] == "yacht"]
    record = SimpleNamespace(language="es")  # what game_texts reads of a table
    public = table.bot.table.screens.game_texts(record)  # type: ignore[arg-type]
    assert public.command("start") == f"</yacht start:{group['id']}>"
    assert f"</yacht start:{group['id']}>" in public("refusal-no_game")
