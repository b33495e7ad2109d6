"""The slash commands besides start: rules, scorecard, leaderboard, stats, settings."""

from __future__ import annotations

import asyncio
import re
import time

import discord

from bot.rules import variant_ids
from bot.text import texts_for
from tests.support.table_helpers import open_lobby, play_to_the_end, press, refused

EN = texts_for("en")


def subcommand(emu, name):
    (root,) = [c for c in emu.commands() if c["name"] == "yacht"]
    return root, next(o for o in root["options"] if o["name"] == name)


async def test_commands_registered_everywhere_with_engine_choices(table):
    root, start = subcommand(table.emu, "start")
    # A server that added the bot, and from a player's own account anywhere: their DM
    # with the bot, group DMs, servers without the bot (tests/e2e/test_anywhere.py).
    assert (root["integration_types"], root["contexts"]) == ([0, 1], [0, 1, 2])
    names = {o["name"] for o in root["options"]}
    assert names == {
        "start", "rules", "scorecard", "leaderboard", "stats", "cancel", "dice", "leave",
        "language", "pings", "help", "daily", "forget-me", "web-name", "auto-roll"}
    assert root.get("default_member_permissions") is None  # everyone plays
    params = {o["name"]: o for o in start["options"]}
    # The games of the registry, in its order, by their names.
    assert [c["value"] for c in params["game"]["choices"]] == list(variant_ids())
    assert [c["name"] for c in params["game"]["choices"]] == [
        EN(f"game-{kind}") for kind in variant_ids()]
    # Every game's rule options in one text parameter, however many there are.
    assert set(params) == {"game", "language", "rules", "turn_timeout"}
    rules = params["rules"]
    assert rules.get("required") is not True and rules["autocomplete"] is True
    assert "choices" not in rules
    assert rules["description"] == EN.for_description(None)("param-rules")


async def test_settings_is_its_own_command_for_managers_only(table):
    (admin,) = [c for c in table.emu.commands() if c["name"] == "yacht-settings"]
    # Manage Server (1 << 5): Discord hides the command from everyone else.
    assert str(admin["default_member_permissions"]) == str(1 << 5)
    assert (admin["integration_types"], admin["contexts"]) == ([0], [0])
    params = {o["name"] for o in admin.get("options", [])}
    assert params == {"default_game", "turn_timeout", "hints", "cosmetics", "language",
                      "rules", "pings", "ping_grace", "daily_game", "play_in", "season",
                      "season_channel", "rated_hints", "rating_minimum",
                      "win_chances", "web", "auto_roll"}


def test_no_privileged_intents(table):
    intents = table.bot.intents
    assert not (intents.members or intents.presences or intents.message_content)


async def test_rules_from_the_engine(table):
    handle = await table.emu.slash("yacht rules", user="bob", channel="dice",
                                   options={"game": "generala"})
    reply = await handle.ephemeral()
    embed = reply.embeds[0]
    assert embed["title"] == "Generala — rules"
    boxes = next(f for f in embed["fields"] if f["name"] == EN("field-boxes"))["value"]
    assert "**Double Generala** — Five of a kind once the Generala box holds its points: 100." \
        in boxes
    assert "**Straight** — 1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1: 20, +5 if served" in boxes
    assert embed["description"].startswith(
        "The Latin-American favourite: served bonuses and Generalas.\n\n"
        "• 11 rounds: every player fills every box once.")
    options = next(f for f in embed["fields"] if f["name"] == EN("field-options"))["value"]
    # the current value once, then the others; where to pick them said once, not twice
    assert "**Served bonus**: 5 (or 10). Generala: bonus for a served straight/full house/four" \
        in options
    assert EN("field-options") == "Options" and options.count("/yacht start") == 1
    assert "`" not in options.split("\n", 1)[1]  # options by name, no identifier to type


async def test_scorecard_is_private_and_full(table):
    emu = table.emu
    handle = await emu.slash("yacht scorecard", user="bob", channel="dice")
    assert await refused(emu, handle) == EN("refusal-no_game")
    msg = await open_lobby(emu, "classic", bots=("normal",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    handle = await emu.slash("yacht scorecard", user="carol", channel="dice")
    sheet = await handle.ephemeral()
    text = sheet.embeds[0]["description"]
    for name in ("Ones", "Full House", "Four of a Kind", "Little Straight", "Big Straight",
                 "Choice", "Yacht", "TOTAL"):
        assert name in text
    assert f"P1 = <@{emu.alice.id}>" in text and "P3 = 🤖 Computer 3 (normal)" in text
    # ... and as a picture (tests/e2e/test_pictures.py looks inside it).
    (picture,) = sheet.attachments
    assert picture["filename"].startswith("sheet-") and picture["content"][:4] == b"\x89PNG"
    assert sheet.embeds[0]["image"]["url"] == f"attachment://{picture['filename']}"
    # One private answer, nothing else (a second "Something went wrong" was the old bug).
    await asyncio.sleep(0.2)
    assert [m.ephemeral for m in handle.messages()] == [True]


async def test_leaderboard_and_stats_after_several_games(table):
    emu = table.emu
    for bots in [(), (), ("easy",)]:
        msg = await open_lobby(emu, "classic", bots=bots)
        msg = await press(emu, msg, "Start", "alice")
        await play_to_the_end(table, msg)
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"game": "classic"})
    board = (await handle.reply()).embeds[0]
    humans, mixed = board["fields"]
    assert humans["name"] == EN("board-humans") and mixed["name"] == EN("board-computers")
    assert humans["value"].count("/ 2 games (") == 2
    # one game is "1 game", and the share of wins is written as English writes it
    assert mixed["value"].count("/ 1 game (") == 2 and "1 games" not in mixed["value"]
    assert re.search(r"\(\d+%\)", mixed["value"]) and " %" not in mixed["value"]
    repo = table.bot.games.repo
    rows = await repo.leaderboard(int(emu.guild.id), "classic", with_computers=False)
    assert sum(r.wins for r in rows) >= 2 and all(r.games == 2 for r in rows)
    assert all(r.best >= r.mean > 0 for r in rows)

    handle = await emu.slash("yacht stats", user="alice", channel="dice",
                             options={"user": "bob"})
    stats = (await handle.reply()).embeds[0]
    assert f"<@{emu.bob.id}>" in stats["description"]
    assert [f["name"] for f in stats["fields"]] == [
        "Classic Yacht — vs humans", "Classic Yacht — with computers", EN("stats-everywhere"),
    ]
    # Here is all Bob played: his record everywhere is the same, one server's.
    everywhere = stats["fields"][-1]["value"].splitlines()
    assert len(everywhere) == 2 and everywhere[1].startswith(EN("place-servers"))
    handle = await emu.slash("yacht stats", user="carol", channel="dice")
    assert EN("stats-empty") in (await handle.reply()).embeds[0]["description"]
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"game": "5000"})
    assert EN("board-empty") in (await handle.reply()).embeds[0]["fields"][0]["value"]


async def test_settings_need_manage_server_and_apply(table):
    emu = table.emu
    handle = await emu.slash("yacht-settings", user="bob", channel="dice",
                             options={"default_game": "5000"})
    assert await refused(emu, handle) == "You need the Manage Server permission for this."
    # A fresh server: no defaults yet (this crashed while rendering, after saving).
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"turn_timeout": 3})
    shown = await handle.ephemeral()
    assert shown.content == "Server settings saved."
    values = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert values == {"Default game": "Yacht", "Default options": "none (the rules of record)",
                      "Turn timeout": "3 min", "Hints": "on", "Dice sets": "on",
                      "Chances to win on the board": "shown",
                      "Turn pings": "on, after 20 seconds",
                      "Language": "not set (each reader's own, else English)",
                      "Daily challenge": "Yacht",
                      "Games are played": "in the channel", "Seasons": "monthly",
                      "Rating": "on the board from 5 rated games;"
                                " games with hints are not rated",
                      "Web pages": "Off",
                      # the tests' operator default (tests/support/settings.py): off
                      "Auto-roll": "off: each turn begins with Roll"}
    handle = await emu.slash("yacht-settings", user="admin", channel="dice", options={
        "default_game": "generala", "rules": "served_bonus=10, full_house=sum",
        "turn_timeout": 5,
    })
    shown = (await handle.ephemeral()).embeds[0]
    values = {f["name"]: f["value"] for f in shown["fields"]}
    assert values[EN("field-default-game")] == "Generala"
    assert "Served bonus: 10" in values[EN("field-default-options")]
    assert values[EN("field-timeout")] == "5 min"
    # Shown without changes, too.
    handle = await emu.slash("yacht-settings", user="admin", channel="dice")
    assert (await handle.ephemeral()).embeds[0]["fields"][0]["value"] == "Generala"
    # A start without a game uses the server's defaults.
    handle = await emu.slash("yacht start", user="alice", channel="dice")
    lobby = await handle.reply()
    assert lobby.texts[0] == "### Generala — lobby"
    assert "+10" in lobby.body


async def test_turn_timeout_plays_for_the_absent(table):
    emu = table.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"turn_timeout": 1})
    await handle.ephemeral()
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    assert await table.bot.timeouts.sweep(now=time.time() + 120) == 1
    await table.bot.table.display.idle()
    msg = emu.message(msg.id)
    assert f"<@{emu.bob.id}>" in msg.texts[1].splitlines()[0]
    # Nothing happens before the timeout.
    assert await table.bot.timeouts.sweep(now=time.time()) == 0


def test_discord_choice_types():
    assert discord.AppCommandOptionType.boolean.value == 5
