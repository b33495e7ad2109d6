"""Where a game is played: its own thread (thread mode), or a channel whose board is
kept at the bottom (channel mode)."""

from __future__ import annotations

import re

from bot.app.client import YachtBot
from bot.service.games import Outcome
from bot.text import texts_for
from tests.emulator.fixtures import run_bot
from tests.emulator.store import CREATE_PUBLIC_THREADS
from tests.support.settings import make_settings
from tests.support.table_helpers import (
    open_lobby,
    play_to_the_end,
    press,
    raw_click,
    score_select,
    settled,
)
from tests.support.waiting import eventually

EN = texts_for("en")
A_DAY = 24 * 3600 + 60


def thread_patches(emu, thread) -> list[dict]:
    """What the bot asked of the thread itself (PATCH /channels/{thread})."""
    return [r.json for r in emu.requests
            if r.method == "PATCH" and r.path.endswith(f"/channels/{thread.id}")]


async def thread_mode(emu) -> None:
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"play_in": "thread"})
    shown = await handle.ephemeral()
    assert {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}[
        EN("field-play-in")] == EN("play-in-thread")


async def started_in_thread(table, **lobby):
    emu = table.emu
    await thread_mode(emu)
    lobby_msg = await open_lobby(emu, "yacht", **lobby)
    start = await emu.click(lobby_msg, "Start", user="alice")
    assert (await start.response()).type == 6  # deferred: a thread and a board to make
    moved = await emu.wait_for_edit(lobby_msg)
    thread = emu.thread_of(lobby_msg)
    assert thread is not None and thread.parent_id == emu.dice.id
    board = await emu.wait_for_message(lambda m: bool(m.buttons), channel=thread.id)
    return moved, thread, board


async def test_thread_mode_plays_a_whole_game_in_a_thread(table):
    emu = table.emu
    moved, thread, board = await started_in_thread(table, joiners=("bob",), bots=("easy",))
    assert thread.name.startswith("Yacht #")
    # The lobby says where the game went, and offers nothing to click any more.
    assert moved.buttons == [] and EN("playing-in-thread", thread=f"<#{thread.id}>") in moved.body
    assert board.v2 and "**Turn:**" in board.body
    record, _rules, final = await play_to_the_end(table, board)
    assert record.status == "finished" and record.channel_id == int(thread.id)
    assert final.channel_id == thread.id and "🏆" in final.body
    assert not thread.archived  # the bot never archives: Discord does, after a quiet day
    assert not thread_patches(emu, thread)
    # The channel is free for the next game at once.
    again = await emu.slash("yacht start", user="carol", channel="dice", options={"game": "5000"})
    assert (await again.reply()).texts[0] == "### 5000 — lobby"


async def test_thread_mode_without_the_permissions_plays_in_the_channel(table):
    emu = table.emu
    await thread_mode(emu)
    emu.revoke_bot_permissions(emu.guild, CREATE_PUBLIC_THREADS)
    lobby = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    board = await press(emu, lobby, "Start", "alice")  # the lobby becomes the board, here
    assert emu.thread_of(lobby) is None and board.id == lobby.id
    assert EN("thread-fallback") in board.body  # said once ...
    board = await press(emu, board, "Roll", "alice")
    assert EN("thread-fallback") not in board.body  # ... not on every move
    assert not emu.requests_to("POST", "/threads")


async def test_a_game_started_in_a_thread_plays_right_there(table):
    emu = table.emu
    await thread_mode(emu)
    post = emu.add_thread("general", "a forum post", forum=True)
    handle = await emu.slash("yacht start", user="alice", channel=post.id,
                             options={"game": "yacht"})
    lobby = await handle.reply()
    board = await press(emu, lobby, "Start", "alice")
    assert board.id == lobby.id and board.channel_id == post.id
    assert not emu.requests_to("POST", "/threads")


async def test_an_archived_thread_is_opened_again(table):
    emu = table.emu
    _moved, thread, board = await started_in_thread(table, joiners=(), bots=("easy",))
    emu.clock.advance(A_DAY)  # a quiet day: Discord archives the thread
    emu.refresh_archive(thread)
    assert thread.archived
    # A click in it opens it again before the answer.
    board = await press(emu, board, "Roll", "alice")
    assert not thread.archived and thread_patches(emu, thread) == [{"archived": False}]
    # An edit refused with 50083 (a computer's move, a redraw) opens it too.
    emu.clock.advance(A_DAY)
    emu.refresh_archive(thread)
    record, rules = await table.bot.games.load(int(board.buttons[0]["custom_id"].split(":")[1]))
    table.bot.table.repair(Outcome(record, rules, "redraw"))
    await table.bot.table.display.idle()
    assert not thread.archived
    assert any(r.status == 400 and (r.response or {}).get("code") == 50083
               for r in emu.requests_to("PATCH", f"/channels/{thread.id}/messages/"))


async def test_channel_mode_moves_a_buried_board_to_the_bottom(table):
    emu = table.emu
    lobby = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    board = await press(emu, lobby, "Start", "alice")
    table.dice.push(2, 2, 3, 3, 3)
    board = await press(emu, board, "Roll", "alice")
    gets = len(emu.requests_to("GET", f"/channels/{emu.dice.id}"))
    await emu.post_as("carol", "dice", "who is winning?")  # the board is buried
    await press(emu, board, "Full House — 25", "alice")  # bob's turn begins
    new = await emu.wait_for_message(
        lambda m: m.id != board.id and bool(m.buttons), channel="dice")
    await eventually(lambda: emu.message_store[board.id].deleted, "the old board deleted")
    assert emu.last_message("dice").id == new.id and f"<@{emu.bob.id}>" in new.texts[1]
    assert len(emu.requests_to("GET", f"/channels/{emu.dice.id}")) == gets + 1  # one look
    record, _ = await table.bot.games.load(int(new.buttons[0]["custom_id"].split(":")[1]))
    assert record.message_id == int(new.id)
    # A click made on the old board just as it moved is still the game's.
    late = await raw_click(emu, board, new.buttons[0]["custom_id"], "bob")
    assert (await late.response()).type == 6
    await table.bot.table.display.idle()
    record, rules = await table.bot.games.load(record.id)
    assert rules.roll_number == 1
    # Nothing buried it this time: the board stays where it is.
    posts = len(emu.requests_to("POST", f"/channels/{emu.dice.id}/messages"))
    current = emu.message(new.id)
    select = next(s for s in current.selects if s["custom_id"].endswith(":score"))
    handle = await emu.select(current, select["custom_id"], ["chance"], user="bob")
    assert (await handle.response()).type == 7
    await table.bot.tasks.idle("in-sight-")
    assert len(emu.requests_to("POST", f"/channels/{emu.dice.id}/messages")) == posts
    assert not emu.message_store[new.id].deleted


async def moved_once(table, *, faults=()):
    """A two-player game whose board is buried and brought to the bottom at bob's turn;
    `faults` (regexes of the old board's path, method, status) are injected first.
    Returns (old board, new board)."""
    emu = table.emu
    lobby = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    board = await press(emu, lobby, "Start", "alice")
    table.dice.push(2, 2, 3, 3, 3)
    board = await press(emu, board, "Roll", "alice")
    await emu.post_as("carol", "dice", "who is winning?")
    for method, status in faults:
        emu.inject_fault(rf"/channels/{emu.dice.id}/messages/{board.id}$", method=method,
                         status=status)
    await press(emu, board, "Full House — 25", "alice")
    new = await emu.wait_for_message(
        lambda m: m.id != board.id and bool(m.buttons), channel="dice")
    await table.bot.tasks.idle("in-sight-")
    return board, new


async def test_an_old_board_discord_will_not_delete_points_at_the_new_one(table):
    emu = table.emu
    old, new = await moved_once(table, faults=[("DELETE", 503)])
    left = emu.message(old.id)
    link = f"https://discord.com/channels/{emu.guild.id}/{emu.dice.id}/{new.id}"
    assert left.buttons == [] and left.selects == []  # nothing to click any more
    assert EN("game-moved", link=link) in left.body
    assert await table.bot.games.board_moves() == []


async def test_an_old_board_left_up_is_taken_down_at_the_next_turn(table):
    emu = table.emu
    old, new = await moved_once(table, faults=[("DELETE", 503), ("PATCH", 503)])
    assert emu.message(old.id).buttons  # Discord refused both: still up for now
    assert len(await table.bot.games.board_moves()) == 1
    current = await press(emu, emu.message(new.id), "Roll", "bob")
    select = next(s for s in current.selects if s["custom_id"].endswith(":score"))
    handle = await emu.select(current, select["custom_id"], ["chance"], user="bob")
    assert (await handle.response()).type == 7  # alice's turn begins
    await table.bot.table.idle()
    await table.bot.tasks.idle("in-sight-")
    assert emu.message_store[old.id].deleted and not emu.message_store[new.id].deleted
    assert await table.bot.games.board_moves() == []


async def pinged_at_once(emu):
    """Turn pings without a grace, and a game of alice and bob started: (board, game id)."""
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"ping_grace": 0})
    await handle.ephemeral()
    lobby = await open_lobby(emu, "yacht", joiners=("bob",), bots=())
    board = await press(emu, lobby, "Start", "alice")
    return board, int(board.buttons[0]["custom_id"].split(":")[1])


LINK = re.compile(r"https://discord\.com/channels/\d+/(\d+)/(\d+)")


async def test_channel_mode_pings_follow_the_board_and_never_lead_to_a_deleted_message(table):
    """Seven turns of two people with chatter after every ping but the last: the board
    moves at each turn, and the pings already sent are edited to follow it (the newest
    four link to the board, older ones name the channel), so no ping leads to a deleted
    message."""
    emu, bot = table.emu, table.bot
    board, game_id = await pinged_at_once(emu)
    names = {int(emu.alice.id): "alice", int(emu.bob.id): "bob"}
    boards = {board.id}
    for turn in range(7):
        record, rules = await settled(bot, game_id)
        user = names[record.seat_of_key(rules.current_player).user_id]
        if turn:  # every turn but the first is handed on: its player is pinged
            await eventually(lambda n=turn: len(emu.pings()) >= n or None, f"ping {turn}")
            await bot.tasks.idle("in-sight-")
            if turn < 6:
                await emu.post_as("carol", "dice", f"nice roll {turn}")  # buried
        record, rules = await bot.games.load(game_id)
        current = emu.message(str(record.message_id))
        boards.add(current.id)
        current = await press(emu, current, "Roll", user)
        record, rules = await bot.games.load(game_id)
        preview = rules.preview()
        handle = await emu.select(current, score_select(current)["custom_id"],
                                  [max(preview, key=preview.__getitem__)], user=user)
        assert (await handle.response()).type == 7
    await bot.table.idle()
    await bot.table.pings.idle()
    await bot.tasks.idle("in-sight-")
    record, _ = await bot.games.load(game_id)
    assert len(boards) >= 6  # the board did move, turn after turn
    pings = emu.pings()
    assert len(pings) == 7  # the seven turns handed on: alice's first one was not
    game = f"Yacht #{record.id}"
    board_link = f"https://discord.com/channels/{emu.guild.id}/{emu.dice.id}/{record.message_id}"
    for ping in pings:
        text = emu.message(ping.id).content
        for _channel, message_id in LINK.findall(text):
            assert not emu.message_store[message_id].deleted, text  # never a dead link
    said = [emu.message(p.id).content for p in pings]
    who = [f"<@{emu.user(u).id}>" for u in ("bob", "alice") * 4][:7]
    forms = [(f"{user}, your turn in {game}: {board_link}",
              EN("ping-moved", player=user, game="Yacht", id=str(record.id), link=board_link),
              EN("ping-moved-away", player=user, game="Yacht", id=str(record.id),
                 channel=f"<#{emu.dice.id}>")) for user in who]
    # Nothing buried the board at the last turn: its ping stands as sent. Each ping
    # before it was moved along (whether it went out just before or just after the
    # board's move at its turn decides whether the sixth and second were edited again).
    kinds = [form.index(text) for form, text in zip(forms, said, strict=True)]
    assert kinds[-1] == 0 and kinds[2:5] == [1, 1, 1] and kinds[0] == 2, kinds
    # An edit notifies nobody: each player was notified once per ping.
    assert [emu.message_store[p.id].notified for p in pings] == [
        (emu.user(u).id,) for u in ("bob", "alice") * 4][:7]


async def test_a_ping_sent_before_a_restart_follows_the_board_moved_after_it(emulator,
                                                                             tmp_path):
    """Bob is pinged, the bot restarts, chatter buries the board and bob's move begins
    alice's turn: the board moves to the bottom, and bob's ping from before the restart
    is edited to link to it (the pings are stored). The game's end forgets them."""
    emu = emulator
    settings = make_settings(tmp_path / "yacht.db")
    async with run_bot(YachtBot(settings), emu) as bot:
        await emu.wait_commands()
        board, game_id = await pinged_at_once(emu)
        board = await press(emu, board, "Roll", "alice")
        handle = await emu.select(board, score_select(board)["custom_id"], ["chance"],
                                  user="alice")
        assert (await handle.response()).type == 7  # bob's turn: he is pinged
        (ping,) = await eventually(lambda: emu.pings("bob") or None, "bob's ping")
        await bot.table.idle()
        await bot.tasks.idle("in-sight-")
        record, _ = await bot.games.load(game_id)
        first_board = str(record.message_id)
        assert first_board in emu.message(ping.id).content

    async with run_bot(YachtBot(settings), emu) as bot:
        await emu.post_as("carol", "dice", "who is winning?")  # the board is buried
        record, _ = await bot.games.load(game_id)
        board = await press(emu, emu.message(str(record.message_id)), "Roll", "bob")
        handle = await emu.select(board, score_select(board)["custom_id"], ["chance"],
                                  user="bob")
        assert (await handle.response()).type == 7  # alice's turn: the board moves
        await eventually(lambda: emu.message_store[first_board].deleted or None,
                         "the buried board moved")
        await bot.tasks.idle("in-sight-")
        record, _ = await bot.games.load(game_id)
        link = f"https://discord.com/channels/{emu.guild.id}/{emu.dice.id}/{record.message_id}"
        assert emu.message(ping.id).content == EN(
            "ping-moved", player=f"<@{emu.bob.id}>", game="Yacht", id=str(game_id), link=link)
        assert emu.message_store[ping.id].notified == (emu.bob.id,)  # an edit, no new ping
        await (await emu.slash("yacht cancel", user="alice", channel="dice")).ephemeral()
        await bot.table.idle()
        await bot.tasks.idle("forget-pings-")
        assert await bot.games.turn_pings(game_id) == []
