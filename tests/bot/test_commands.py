"""The slash commands besides start: rules, scorecard, leaderboard, stats, settings."""

from __future__ import annotations

import time
import typing

import discord

from bot import strings
from bot.rules import GAMES, game_info
from cogs import yacht as yacht_cog
from tests.bot.table_helpers import open_lobby, play_to_the_end, press, refused


def subcommand(emu, name):
    (root,) = [c for c in emu.commands() if c["name"] == "yacht"]
    return root, next(o for o in root["options"] if o["name"] == name)


async def test_commands_registered_guild_only_with_engine_choices(table):
    root, start = subcommand(table.emu, "start")
    assert root.get("contexts") == [0] or root.get("dm_permission") is False
    names = {o["name"] for o in root["options"]}
    assert names == {
        "start", "rules", "scorecard", "leaderboard", "stats", "cancel", "leave", "settings"
    }
    params = {o["name"]: o for o in start["options"]}
    assert [c["value"] for c in params["game"]["choices"]] == list(GAMES)
    for kind in GAMES:
        for spec in game_info(kind).options:
            param = params[spec.name]
            assert param.get("required") is not True
            if isinstance(spec.default, bool):
                assert param["type"] == 5  # boolean: True/False only
            else:
                assert sorted(c["value"] for c in param["choices"]) == sorted(spec.allowed)
    assert set(yacht_cog.OPTION_NAMES) == {
        spec.name for kind in GAMES for spec in game_info(kind).options
    }


def test_no_privileged_intents(table):
    intents = table.bot.intents
    assert not (intents.members or intents.presences or intents.message_content)
    assert typing.get_args(yacht_cog.Straight) == game_info("generala").options[-1].allowed


async def test_rules_from_the_engine(table):
    handle = await table.emu.slash("yacht rules", user="bob", channel="dice",
                                   options={"game": "generala"})
    reply = await handle.ephemeral()
    embed = reply.embeds[0]
    assert embed["title"] == "Generala — rules"
    boxes = next(f for f in embed["fields"] if f["name"] == strings.FIELD_BOXES)["value"]
    for box in game_info("generala").boxes():
        assert box.name in boxes
    assert game_info("generala").rules_text()[0] in embed["description"]


async def test_scorecard_is_private_and_full(table):
    emu = table.emu
    handle = await emu.slash("yacht scorecard", user="bob", channel="dice")
    assert await refused(emu, handle) == strings.NO_GAME_HERE
    msg = await open_lobby(emu, "classic", bots=("normal",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    handle = await emu.slash("yacht scorecard", user="carol", channel="dice")
    sheet = await handle.ephemeral()
    text = sheet.embeds[0]["description"]
    for box in game_info("classic").boxes():
        assert box.name[:13] in text
    assert f"P1 = <@{emu.alice.id}>" in text and "P3 = 🤖 Computer 3 (normal)" in text


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
    assert humans["name"] == strings.BOARD_HUMANS and mixed["name"] == strings.BOARD_COMPUTERS
    assert humans["value"].count("/ 2 games") == 2
    assert mixed["value"].count("/ 1 games") == 2
    repo = table.bot.games.repo
    rows = await repo.leaderboard(int(emu.guild.id), "classic", with_computers=False)
    assert sum(r.wins for r in rows) >= 2 and all(r.games == 2 for r in rows)
    assert all(r.best >= r.mean > 0 for r in rows)

    handle = await emu.slash("yacht stats", user="alice", channel="dice",
                             options={"user": "bob"})
    stats = (await handle.reply()).embeds[0]
    assert f"<@{emu.bob.id}>" in stats["description"]
    assert [f["name"] for f in stats["fields"]] == [
        "Classic Yacht — vs humans", "Classic Yacht — with computers",
    ]
    handle = await emu.slash("yacht stats", user="carol", channel="dice")
    assert strings.STATS_EMPTY in (await handle.reply()).embeds[0]["description"]
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"game": "5000"})
    assert strings.BOARD_EMPTY in (await handle.reply()).embeds[0]["fields"][0]["value"]


async def test_settings_need_manage_server_and_apply(table):
    emu = table.emu
    handle = await emu.slash("yacht settings", user="bob", channel="dice",
                             options={"default_game": "5000"})
    assert await refused(emu, handle) == strings.NEED_MANAGE
    handle = await emu.slash("yacht settings", user="admin", channel="dice", options={
        "default_game": "generala", "served_bonus": 10, "full_house": "sum",
        "turn_timeout": 5,
    })
    shown = (await handle.ephemeral()).embeds[0]
    values = {f["name"]: f["value"] for f in shown["fields"]}
    assert values[strings.FIELD_DEFAULT_GAME] == "Generala"
    assert "`served_bonus` = 10" in values[strings.FIELD_DEFAULT_OPTIONS]
    assert values[strings.FIELD_TIMEOUT] == "5 min"
    # Shown without changes, too.
    handle = await emu.slash("yacht settings", user="admin", channel="dice")
    assert (await handle.ephemeral()).embeds[0]["fields"][0]["value"] == "Generala"
    # A start without a game uses the server's defaults.
    handle = await emu.slash("yacht start", user="alice", channel="dice")
    lobby = await handle.reply()
    assert lobby.embeds[0]["title"] == "Generala — lobby"
    assert "+10" in lobby.embeds[0]["fields"][2]["value"]


async def test_turn_timeout_plays_for_the_absent(table):
    emu = table.emu
    handle = await emu.slash("yacht settings", user="admin", channel="dice",
                             options={"turn_timeout": 1})
    await handle.ephemeral()
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    assert await table.bot.sweep_timeouts(now=time.time() + 120) == 1
    await table.bot.display.idle()
    msg = emu.message(msg.id)
    assert f"<@{emu.bob.id}>" in msg.embeds[0]["description"].splitlines()[0]
    # Nothing happens before the timeout.
    assert await table.bot.sweep_timeouts(now=time.time()) == 0


def test_discord_choice_types():
    assert discord.AppCommandOptionType.boolean.value == 5
