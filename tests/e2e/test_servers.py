"""Servers the bot leaves, end to end: Discord's GUILD_DELETE closes the server's games
and starts its grace period, the sweep 31 days later deletes every row of it; a rejoin
keeps it; a server left while the bot was offline is found at the next start."""

from __future__ import annotations

import time

from bot.app.client import YachtBot
from bot.service.departures import DAY
from tests.emulator.fixtures import run_bot
from tests.support.schema_scan import all_rows, naming
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, press
from tests.support.waiting import eventually


def game_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


async def test_a_server_that_removes_the_bot_is_purged_after_its_grace_period(table):
    emu, bot = table.emu, table.bot
    gone = int(emu.second_guild.id)
    msg = await open_lobby(emu, "generala", host="alice", channel="lobby", joiners=(),
                           bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    stays = await open_lobby(emu, "yacht", bots=())
    repo = bot.games.repo

    emu.remove_guild(emu.second_guild)
    await eventually(lambda: _left(repo, gone), "the removal recorded")

    async def closed() -> bool:  # the server's games close right after the record
        return (await bot.games.stored(game_of(msg))).status == "cancelled"

    await eventually(closed, "the left server's game cancelled")
    assert (await bot.games.stored(game_of(stays))).status == "lobby"
    assert await bot.departures.sweep(now=time.time() + 29 * DAY) == []
    assert await bot.departures.sweep(now=time.time() + 31 * DAY) == [gone]
    assert naming(await all_rows(repo), gone) == []
    assert (await bot.games.stored(game_of(stays))).status == "lobby"


async def _left(repo, guild_id: int) -> bool:
    return guild_id in await repo.guilds_left()


async def test_adding_the_bot_back_keeps_the_server(table):
    emu, bot = table.emu, table.bot
    back = int(emu.second_guild.id)
    await open_lobby(emu, "yacht", host="alice", channel="lobby", joiners=(), bots=())
    emu.remove_guild(emu.second_guild)
    await eventually(lambda: _left(bot.games.repo, back), "the removal recorded")
    emu.rejoin_guild(emu.second_guild)

    async def returned() -> bool:
        return not await _left(bot.games.repo, back)

    await eventually(returned, "the rejoin recorded")
    assert await bot.departures.sweep(now=time.time() + 60 * DAY) == []
    assert naming(await all_rows(bot.games.repo), back)


async def test_a_server_left_while_offline_is_found_at_startup(emulator, tmp_path):
    emu = emulator
    gone = int(emu.second_guild.id)
    dice = ScriptedDice(seed=9)
    db = tmp_path / "offline.db"
    async with run_bot(YachtBot(make_settings(db), roller_factory=lambda g: dice), emu):
        await emu.wait_commands()
        msg = await open_lobby(emu, "5000", host="alice", channel="lobby", joiners=(),
                               bots=("easy",))
        await press(emu, msg, "Start", "alice")
    emu.remove_guild(emu.second_guild)  # while the bot is offline: nobody is told
    bot = YachtBot(make_settings(db), roller_factory=lambda g: dice)
    async with run_bot(bot, emu):
        await eventually(lambda: _left(bot.games.repo, gone), "the missing server found")

        async def closed() -> bool:
            return (await bot.games.stored(game_of(msg))).status == "cancelled"

        await eventually(closed, "its game closed")
        assert await bot.departures.sweep(now=time.time() + 31 * DAY) == [gone]
        assert naming(await all_rows(bot.games.repo), gone) == []
