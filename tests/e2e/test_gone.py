"""A game whose channel, thread or message was deleted, or whose channel the bot may no
longer see, is ended at Discord's first refusal, in one log line, and never retried:
every further 403/404 would count towards Cloudflare's ban of the bot's IP."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pytest

from bot.app.client import YachtBot
from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot
from tests.emulator.server import VIEW_CHANNEL
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    pings_sent,
    play_to_the_end,
    press,
    refused,
    score_select,
)
from tests.support.waiting import eventually

EMBED_LINKS = 1 << 14
READ_MESSAGE_HISTORY = 1 << 16


def delete_channel(emu: Emulator, message_id: str) -> None:
    emu.delete_channel(emu.dice)


def delete_message(emu: Emulator, message_id: str) -> None:
    emu.delete_message(emu.message_store[message_id])


def hide_channels(emu: Emulator, message_id: str) -> None:
    emu.take_from_bot(emu.guild, VIEW_CHANNEL)


@pytest.mark.parametrize(("remove", "answer"), [
    (delete_channel, "404 Unknown Channel"),
    (delete_message, "404 Unknown Message"),
    (hide_channels, "403 Missing Access"),
])
async def test_a_game_whose_message_is_gone_ends_without_retries(
    emulator: Emulator, tmp_path, caplog, remove: Callable[[Emulator, str], None], answer: str,
):
    emu = emulator
    # A computer turn takes a few visible steps: the board is edited through the channel.
    settings = make_settings(tmp_path / "g.db", bot_turn_delay=0.2)
    bot = YachtBot(settings, roller_factory=lambda game_id: ScriptedDice(seed=5))
    caplog.set_level(logging.INFO)
    async with run_bot(bot, emu):
        await emu.wait_commands()
        msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
        msg = await press(emu, msg, "Start", "alice")
        game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
        msg = await press(emu, msg, "Roll", "alice")
        select = score_select(msg)
        handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                                  user="alice")
        assert (await handle.response()).type == 7
        remove(emu, msg.id)  # while the computer plays its turn
        channel_calls = f"/channels/{emu.dice.id}"
        before = len(emu.requests_to("PATCH", channel_calls))

        async def ended() -> bool:
            return (await bot.games.load(game_id))[0].status == "cancelled"

        await eventually(ended, "the game ended")
        await bot.table.runner.idle()
        await bot.table.display.idle()
        await pings_sent(bot)
        refused = [r for r in emu.requests if channel_calls in r.path and r.status >= 400]
        # One refusal per writer in flight when it went (the board's edit, and its move to
        # the bottom of the channel), then nothing more.
        assert 1 <= len(refused) <= 2, [(r.method, r.path, r.status) for r in refused]
        assert len(emu.requests_to("PATCH", channel_calls)) <= before + 1
        # A click on the game now is answered (the game is over), changing nothing.
    lines = [r.getMessage() for r in caplog.records if f"game {game_id}" in r.getMessage()
             and r.levelno >= logging.INFO and "started" not in r.getMessage()]
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"game {game_id} cancelled: yacht (was playing): its message"
                               f" cannot be reached any more ({answer}")


async def test_a_game_is_not_started_where_the_bot_cannot_keep_it_up_to_date(table):
    """The lobby would be shown (an interaction's answer needs no permission), but its
    edits between clicks would be refused: /yacht start says what the bot lacks."""
    emu = table.emu
    emu.take_from_bot(emu.guild, EMBED_LINKS | READ_MESSAGE_HISTORY)
    await eventually(lambda: not table.bot.get_guild(int(emu.guild.id)).me
                     .guild_permissions.embed_links, "the bot saw its roles change")
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": "yacht"})
    assert await refused(emu, handle) == (
        "I cannot run a game in this channel: I need Embed Links and Read Message History"
        " here. A server manager can give me them, or start the game in another channel.")
    assert await table.bot.games.active_in_channel(int(emu.dice.id)) is None
    assert [m for m in emu.messages("dice") if not m.ephemeral] == []


async def test_a_rematch_is_not_opened_where_the_bot_cannot_keep_it_up_to_date(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    emu.take_from_bot(emu.guild, EMBED_LINKS)
    await eventually(lambda: not table.bot.get_guild(int(emu.guild.id)).me
                     .guild_permissions.embed_links, "the bot saw its roles change")
    handle = await emu.click(final, button_id(final, "Rematch"), user="alice")
    assert "I need Embed Links here" in await refused(emu, handle)
    assert await table.bot.games.active_in_channel(int(emu.dice.id)) is None
