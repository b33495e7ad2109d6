"""Playing anywhere (issue 33): the app installed to a player's account, used in a group
DM, in a DM with the bot and in a server that never added the bot. Where the bot is not
a member it only answers interactions: every click's answer is the board, and moves with
no click (a computer seat, a timeout) edit it through the newest click's token."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import discord

from bot.domain import GuildSettings
from bot.table.tokens import FOLLOWUPS, NoToken
from bot.text import texts_for
from tests.emulator import DriverError
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    play_to_the_end,
    press,
    raw_click,
    refused,
    score_select,
    settled,
)

EN = texts_for("en")

TOKEN_LIFE = 15 * 60


def game_of(msg: Any) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


def refused_requests(emu: Any) -> list[str]:
    """Every request of the bot's that the emulator (Discord) refused."""
    return [f"{r.method} {r.path} {r.status}" for r in emu.requests
            if r.status is not None and r.status >= 400]


def channel_calls(emu: Any, channel: Any) -> list[str]:
    """Requests on a channel's own endpoints (where the bot is not a member: none)."""
    return [f"{r.method} {r.path}" for r in emu.requests
            if f"/channels/{channel.id}" in r.path]


def on_the_emulators_clock(table: Any) -> None:
    """The bot judges its tokens' age by the emulator's clock, which a test can advance."""
    table.bot.table.tokens.clock = table.emu.clock.now


async def test_the_commands_can_be_installed_to_an_account_and_used_anywhere(table):
    emu = table.emu
    commands = {c["name"]: c for c in emu.commands()}
    assert commands["yacht"]["integration_types"] == [0, 1]
    assert commands["yacht"]["contexts"] == [0, 1, 2]
    # The server's settings are the server's: installed with it, used in it.
    assert commands["yacht-settings"]["integration_types"] == [0]
    assert commands["yacht-settings"]["contexts"] == [0]
    # A player who did not install the app has no /yacht in a group DM: the others at
    # the table join, start and play with the buttons.
    chat = emu.group_dm("alice", "bob")
    try:
        await emu.slash("yacht start", user="bob", channel=chat)
    except DriverError as error:
        assert "has not installed the app" in str(error)
    else:  # pragma: no cover - the emulator offers it
        raise AssertionError("a player without the app ran /yacht")


async def test_a_three_player_game_in_a_group_dm_with_a_computer_and_a_timeout(table):
    """The issue's first "done when": a 3-player Yacht game in a group DM (the bot is not
    a member) plays to its end, with a computer seat and a timeout in the middle."""
    emu, bot = table.emu, table.bot
    emu.install("alice")
    chat = emu.group_dm("alice", "bob", "carol")
    handle = await emu.slash("yacht start", user="alice", channel=chat,
                             options={"game": "yacht", "turn_timeout": 1})
    msg = await handle.reply()
    for friend in ("bob", "carol"):
        msg = await press(emu, msg, "Join", friend)
    picker = await (await emu.click(msg, "Add bot", user="alice")).ephemeral()
    (select,) = picker.selects
    await (await emu.select(picker, select["custom_id"], ["easy"], user="alice")).response()
    msg = await emu.wait_for_edit(msg)
    game = game_of(msg)
    record, _ = await bot.games.load(game)
    assert (record.context, record.guild_id, record.turn_timeout) == ("group_dm", int(chat.id),
                                                                      60)
    msg = await press(emu, msg, "Start", "alice")
    # Alice plays her turn; Bob lets the timeout pass: it is played for him.
    msg = await press(emu, msg, "Roll", "alice")
    select = score_select(msg)
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="alice")).response()
    record, rules = await settled(bot, game)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.bob.id)
    assert await bot.timeouts.sweep(now=time.time() + 120) == 1
    record, rules = await settled(bot, game)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.carol.id)
    await bot.table.display.idle()
    assert f"<@{emu.carol.id}>" in emu.message(msg.id).texts[1]  # drawn by a token
    record, _, msg = await play_to_the_end(table, emu.message(msg.id))
    assert record.status == "finished"
    assert "· v" not in emu.message(msg.id).texts[-1]  # the final sheet, on the board
    # Nothing was asked of the channel, and Discord refused nothing.
    assert channel_calls(emu, chat) == []
    assert refused_requests(emu) == [] and emu.invalid_requests == []
    # The chat has a board of its own.
    handle = await emu.slash("yacht leaderboard", user="alice", channel=chat,
                             options={"game": "yacht"})
    board = (await handle.reply()).embeds[0]
    assert board["title"] == "Yacht — leaderboard of this chat"
    assert board["fields"][1]["name"] == EN("board-computers")  # a computer sat in
    assert f"<@{emu.bob.id}>" in board["fields"][1]["value"]


async def test_a_game_left_idle_past_its_tokens_life_resumes_with_one_click(table):
    """The issue's second "done when": idle for more than 15 minutes, the game goes on
    with one click, no move lost or made twice: on a person's turn their own click, on
    a computer's turn (its process restarted, say) a click on Resume."""
    emu, bot = table.emu, table.bot
    on_the_emulators_clock(table)
    emu.install("alice")
    chat = emu.group_dm("alice", "bob")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=(), bots=("easy",))
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    emu.clock.advance(TOKEN_LIFE + 60)  # Alice's turn, left alone past every token
    msg = await press(emu, msg, "Roll", "alice")  # one click: on she goes
    # The computer's turn, and the process stops playing it (a restart): its board offers
    # Resume, every other button off, and nothing is played unseen.
    bot.table.runner.delay = 3600.0
    select = score_select(msg)
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="alice")).response()
    await bot.table.idle()
    bot.tasks.cancel(f"cpu-{game}")
    await bot.table.runner.idle()
    waiting, rules = await bot.games.load(game)
    assert waiting.seat_of_key(rules.current_player).is_computer
    emu.clock.advance(TOKEN_LIFE + 60)
    board = emu.message(msg.id)
    assert [b["label"] for b in board.buttons if not b.get("disabled")] == [EN("btn-resume")]
    bot.table.runner.delay = 0.0
    board = await press(emu, board, "Resume", "bob")  # anyone at the chat may
    record, rules = await settled(bot, game)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)
    assert record.version > waiting.version
    await bot.table.display.idle()
    assert f"<@{emu.alice.id}>" in emu.message(msg.id).texts[1]
    moves = await bot.games.game_moves(game)
    assert len({m.version for m in moves}) == len(moves)  # no move made twice
    assert refused_requests(emu) == []


async def test_a_game_about_to_lose_its_token_is_shown_paused(table):
    """Just before the newest token lapses, the board says so while it still can, and
    Resume goes on from there."""
    emu, bot = table.emu, table.bot
    on_the_emulators_clock(table)
    emu.install("alice")
    chat = emu.group_dm("alice", "bob")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=("bob",), bots=())
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    emu.clock.advance(TOKEN_LIFE - 90)  # the token's last minute and a half
    await bot.table.pause(game)
    paused = emu.message(msg.id)
    assert EN("board-paused") in paused.body
    assert [b["label"] for b in paused.buttons] == [EN("btn-resume")]
    board = await press(emu, paused, "Resume", "alice")
    assert EN("board-paused") not in board.body and button_id(board, "Roll")
    board = await press(emu, board, "Roll", "alice")
    assert refused_requests(emu) == []


async def test_turn_pings_are_follow_ups_and_never_a_sixth_on_one_token(table, monkeypatch):
    emu, bot = table.emu, table.bot
    service = bot.games
    settings_at = service.settings_at

    async def no_grace(guild_id: int, context: str) -> GuildSettings:
        return replace(await settings_at(guild_id, context), ping_grace=0)

    monkeypatch.setattr(service, "settings_at", no_grace)
    emu.install("alice")
    chat = emu.group_dm("alice", "bob")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=("bob",), bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    select = score_select(msg)
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="alice")).response()
    await bot.table.idle()
    await bot.table.pings.idle()
    (ping,) = emu.pings("bob")
    assert ping.channel_id == chat.id and ping.interaction_id is not None  # a follow-up
    # The token of Alice's last click has FOLLOWUPS - 1 follow-ups left: the bot sends
    # them and never tries one more.
    record, _ = await service.load(game_of(msg))
    surface = bot.table.surfaces.for_game(record)
    nobody = discord.AllowedMentions.none()
    for _ in range(FOLLOWUPS - 1):
        await surface.send("…", nobody)
    sent = len(emu.requests_to("POST", "/webhooks/"))
    try:
        await surface.send("…", nobody)
    except NoToken:
        pass
    else:  # pragma: no cover
        raise AssertionError("a sixth follow-up was sent")
    assert len(emu.requests_to("POST", "/webhooks/")) == sent
    assert refused_requests(emu) == []


async def test_a_solo_game_and_the_daily_in_the_dm_with_the_bot(table):
    emu, bot = table.emu, table.bot
    emu.install("alice")
    dm = emu.bot_dm("alice")
    handle = await emu.slash("yacht start", user="alice", channel=dm,
                             options={"game": "yacht"})
    msg = await handle.reply()
    record, _ = await bot.games.load(game_of(msg))
    assert record.context == "bot_dm"
    msg = await press(emu, msg, "Start", "alice")
    record, _, msg = await play_to_the_end(table, msg)
    assert record.status == "finished"
    # The daily: privately, in the same DM.
    handle = await emu.slash("yacht daily", user="alice", channel=dm)
    daily = await handle.ephemeral()
    assert EN("daily-new") in daily.body
    daily = await press(emu, daily, "Roll", "alice")
    assert refused_requests(emu) == []


async def test_a_game_in_a_server_that_never_added_the_bot_counts_on_its_board(table):
    emu, bot = table.emu, table.bot
    emu.install("alice")
    here = emu.outside
    msg = await open_lobby(emu, "generala", channel=here, joiners=("bob",), bots=())
    record, _ = await bot.games.load(game_of(msg))
    assert (record.context, record.guild_id) == ("guild_app", int(emu.outside_guild.id))
    msg = await press(emu, msg, "Start", "alice")
    record, _, msg = await play_to_the_end(table, msg)
    assert record.status == "finished"
    handle = await emu.slash("yacht leaderboard", user="alice", channel=here,
                             options={"game": "generala"})
    board = (await handle.reply()).embeds[0]
    assert board["title"] == "Generala — leaderboard"
    humans = board["fields"][0]["value"]
    assert f"<@{emu.alice.id}>" in humans and f"<@{emu.bob.id}>" in humans
    # The server that added the bot has its own board: the game is not on it.
    assert await bot.games.player_stats(int(emu.guild.id), int(emu.alice.id)) == []
    # Alice's record everywhere: the sum and the parts.
    handle = await emu.slash("yacht stats", user="alice", channel=here)
    stats = (await handle.reply()).embeds[0]
    (everywhere,) = [f for f in stats["fields"] if f["name"] == EN("stats-everywhere")]
    assert everywhere["value"].splitlines()[0].startswith(EN("place-all"))
    assert EN("place-servers") in everywhere["value"]
    assert channel_calls(emu, here) == [] and refused_requests(emu) == []


async def test_a_server_with_external_apps_off_is_told_why_in_one_line(table):
    emu, bot = table.emu, table.bot
    emu.install("alice")
    emu.external_apps(emu.outside_guild, False)
    handle = await emu.slash("yacht start", user="alice", channel=emu.outside,
                             options={"game": "yacht"})
    assert await refused(emu, handle) == EN("refusal-external_apps_off")
    assert await bot.games.active_in_channel(int(emu.outside.id)) is None


async def test_clicks_from_another_place_or_by_a_stranger_change_nothing(table):
    emu, bot = table.emu, table.bot
    emu.install("alice")
    chat = emu.group_dm("alice", "bob", "carol")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=("bob",), bots=())
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    before, _ = await bot.games.load(game)
    # Carol is in the chat but not at the table.
    handle = await emu.click(msg, button_id(msg, "Roll"), user="carol")
    assert await refused(emu, handle) == EN("refusal-not_seated")
    # The game's button forged onto a message elsewhere (a server channel).
    elsewhere = await open_lobby(emu, "5000", joiners=(), bots=())
    forged = await raw_click(emu, elsewhere, button_id(msg, "Roll"), "alice")
    assert await refused(emu, forged) == EN("refusal-wrong_place")
    after, _ = await bot.games.load(game)
    assert after.version == before.version


async def test_a_click_with_a_forged_context_changes_nothing(table):
    """A click on a server's board that claims the server added the bot (an owners map
    no Discord client sends) is another context than the game's: refused."""
    emu, bot = table.emu, table.bot
    emu.install("alice")
    msg = await open_lobby(emu, "yacht", channel=emu.outside, joiners=("bob",), bots=())
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    before, _ = await bot.games.load(game)
    stored = emu.message_store[msg.id]
    forged = emu._dispatch_interaction(
        3, {"custom_id": button_id(msg, "Roll"), "component_type": 2}, "alice",
        stored.channel_id, stored, owners={"0": str(emu.outside_guild.id)})
    assert await refused(emu, forged) == EN("refusal-wrong_place")
    after, _ = await bot.games.load(game)
    assert after.version == before.version

