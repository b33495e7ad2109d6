"""Issue 12: crashes at any moment, races, hostile input, Discord and storage faults.

Each test reproduces one finding of the chaos run through the emulator and the real
discord.py client, and asserts what the players read.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from bot.app.client import YachtBot
from bot.service.games import Actor
from bot.text import texts_for
from tests.emulator import Emulator
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import (
    button_id,
    exclusive_lock,
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
    settled,
)
from tests.support.waiting import eventually

T = texts_for(None)


def game_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


def version_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[2])


def turn_line(msg) -> str:
    return msg.texts[1].splitlines()[0]


@contextlib.asynccontextmanager
async def bot_on(emu: Emulator, db: Path, dice: ScriptedDice | None = None, **settings: Any):
    bot = YachtBot(make_settings(db, **settings),
                   roller_factory=lambda game_id: dice or ScriptedDice(seed=5))
    async with run_bot(bot, emu):
        await emu.wait_commands()
        yield bot


async def shown_lobby(bot, channel_id: str):
    """The channel's game once its message id is saved (it is, just after the answer)."""
    async def saved():
        record = await bot.games.active_in_channel(int(channel_id))
        return record if record is not None and record.message_id is not None else None

    return await eventually(saved, f"the lobby of channel {channel_id} saved with its message")


async def score_first(emu, msg, user):
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user=user)
    return handle


# -- finding 1: a kill between commit and reply ------------------------------------


async def test_restart_redraws_a_message_the_database_is_ahead_of(emulator, tmp_path):
    emu, db = emulator, tmp_path / "f1.db"
    async with bot_on(emu, db) as bot:
        msg = await open_lobby(emu, "yacht", bots=())
        msg = await press(emu, msg, "Start", "alice")
        game = game_of(msg)
        # Committed, never shown: the process "dies" before the reply.
        await bot.games.act(game, version_of(msg), Actor(int(emu.alice.id)), "roll")
    assert "ready to roll" in turn_line(emu.message(msg.id))
    async with bot_on(emu, db) as bot:
        await bot.table.display.idle()
        shown = emu.message(msg.id)
        assert version_of(shown) == version_of(msg) + 1
        assert "roll 1 of 3" in turn_line(shown)
        # The redrawn prompt works.
        after = await press(emu, shown, "Roll", "alice")
        assert "roll 2 of 3" in turn_line(after)


async def test_restart_shows_the_end_of_a_game_whose_last_move_was_never_shown(emulator,
                                                                             tmp_path):
    emu, db = emulator, tmp_path / "f1b.db"
    async with bot_on(emu, db) as bot:
        msg = await open_lobby(emu, "yacht", bots=(), joiners=())
        msg = await press(emu, msg, "Start", "alice")
        game, alice = game_of(msg), Actor(int(emu.alice.id))
        # The whole game is committed, and the process "dies" before any reply.
        for _ in range(100):
            record, rules = await bot.games.load(game)
            if record.status != "playing":
                break
            if rules.roll_number == 0:
                await bot.games.act(game, record.version, alice, "roll")
            else:
                box = next(iter(rules.preview()))
                await bot.games.act(game, record.version, alice, "score", box)
        assert record.status == "finished"
    assert emu.message(msg.id).buttons[0]["custom_id"].endswith(":roll")  # still the start
    async with bot_on(emu, db) as bot:
        await bot.table.display.idle()
        shown = emu.message(msg.id)
        assert any(b["custom_id"].endswith(":rematch") for b in shown.buttons)  # the end
        assert not any(":roll" in (b["custom_id"] or "") for b in shown.buttons)


# -- finding 3: a lobby whose message id was never saved ----------------------------


async def test_lobby_never_saved_is_closed_at_startup_and_frees_the_channel(emulator, tmp_path):
    emu, db = emulator, tmp_path / "f3.db"
    async with bot_on(emu, db) as bot:
        # Killed after the lobby was stored, before its message id was.
        lost = await bot.games.create_lobby(
            guild_id=int(emu.guild.id), channel_id=int(emu.dice.id),
            host_id=int(emu.alice.id), kind="yacht", options={},
        )
    async with bot_on(emu, db) as bot:
        record, _ = await bot.games.load(lost.id)
        assert record.status == "cancelled"
        msg = await open_lobby(emu, "yacht", bots=())  # the channel is free
        msg = await press(emu, msg, "Start", "alice")
        assert "ready to roll" in turn_line(msg)


async def test_lobby_shown_but_not_saved_is_found_and_kept_at_startup(emulator, tmp_path):
    """Killed between posting the lobby and storing its id: the message people see is
    found in the channel at the next start, and stays a working lobby (no ghost)."""
    from bot.render import render_lobby

    emu, db = emulator, tmp_path / "f3d.db"
    async with bot_on(emu, db) as bot:
        lost = await bot.games.create_lobby(
            guild_id=int(emu.guild.id), channel_id=int(emu.dice.id),
            host_id=int(emu.alice.id), kind="yacht", options={},
        )
        screen = render_lobby(lost, bot.table.screens.game_texts(lost))
        posted = await bot.get_partial_messageable(int(emu.dice.id)).send(
            **screen.send_kwargs())
        await emu.post_as("bob", "dice", "a later message in the channel")
    async with bot_on(emu, db) as bot:
        record, _ = await bot.games.load(lost.id)
        assert (record.status, record.message_id) == ("lobby", posted.id)
        msg = await press(emu, emu.message(str(posted.id)), "Join", "bob")
        msg = await press(emu, msg, "Start", "alice")
        assert "ready to roll" in turn_line(msg)


async def test_lobby_answer_applied_then_lost_keeps_its_message(emulator, tmp_path):
    emu, db = emulator, tmp_path / "f3b.db"
    async with bot_on(emu, db) as bot:
        emu.inject_fault(r"/callback$", status=500, applied=True)
        handle = await emu.slash("yacht start", user="alice", channel="dice",
                                 options={"game": "yacht"})
        msg = await handle.reply()
        record = await shown_lobby(bot, emu.dice.id)
        assert record.message_id == int(msg.id)
        # A computer seat added through the private picker redraws the lobby message.
        pick = await emu.click(msg, "Add bot", user="alice")
        picker = await pick.ephemeral()
        chosen = await emu.select(picker, picker.selects[0]["custom_id"], ["easy"], user="alice")
        await chosen.response()
        msg = await emu.wait_for_edit(msg)
        assert "Computer 2" in emu.dump(msg)


async def test_lobby_not_posted_is_closed_at_once(emulator, tmp_path):
    emu, db = emulator, tmp_path / "f3c.db"
    async with bot_on(emu, db) as bot:
        refused = emu.inject_fault(r"/callback$", status=400)
        handle = await emu.slash("yacht start", user="alice", channel="dice",
                                 options={"game": "yacht"})

        async def closed() -> bool:
            return refused.hits == 1 and await bot.games.active_in_channel(
                int(emu.dice.id)) is None

        await eventually(closed, "the lobby Discord refused to show closed")
        assert handle.record.response_type is None
        msg = await open_lobby(emu, "yacht", bots=())
        assert "lobby" in emu.dump(msg)


async def test_a_lobby_without_message_never_starts(table):
    service, emu = table.bot.games, table.emu
    lobby = await service.create_lobby(
        guild_id=int(emu.guild.id), channel_id=int(emu.general.id),
        host_id=int(emu.alice.id), kind="yacht", options={},
    )
    from bot.domain import Refusal

    with pytest.raises(Refusal, match="lobby_lost"):
        await service.act(lobby.id, None, Actor(int(emu.alice.id)), "start")
    assert (await service.load(lobby.id))[0].status == "lobby"


# -- findings 4 and 7: the computer seat and the message under faults ----------------


async def test_computer_seat_retries_after_a_failed_step(table, monkeypatch):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    repo = bot.games.repo
    real = repo.save_game
    saves: list[int] = []
    failures: list[int] = []

    async def locked_once(game, expected, **kwargs):
        saves.append(game.version)
        if len(saves) == 2:  # Alice's score is saved; the computer's first step is not
            failures.append(game.version)
            raise sqlite3.OperationalError("database is locked")
        return await real(game, expected, **kwargs)

    monkeypatch.setattr(repo, "save_game", locked_once)
    handle = await score_first(emu, msg, "alice")
    assert (await handle.response()).type == 7
    record, rules = await settled(bot, game_of(msg))
    assert failures, "the fault was never hit"
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)
    await bot.table.display.idle()
    assert f"<@{emu.alice.id}>" in turn_line(emu.message(msg.id))


async def test_kick_while_the_runner_lives_is_not_lost(table, monkeypatch):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    game = game_of(msg)
    gate = asyncio.Event()
    real = bot.games.computer_step
    calls = []

    async def slow_look(game_id):
        calls.append(game_id)
        if len(calls) == 1:
            result = await real(game_id)  # Alice's turn: nothing to do ...
            await gate.wait()  # ... but the answer comes back late
            return result
        return await real(game_id)

    monkeypatch.setattr(bot.games, "computer_step", slow_look)
    bot.table.runner.kick(game, int(emu.guild.id))  # a runner is alive, to find nothing to do
    await asyncio.sleep(0.05)
    msg = await press(emu, msg, "Roll", "alice")
    handle = await score_first(emu, msg, "alice")  # the computer's turn now: a kick
    assert (await handle.response()).type == 7
    gate.set()
    record, rules = await settled(bot, game)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)


async def test_a_retried_edit_never_rewinds_the_message(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    record, rules = await bot.games.load(game_of(msg))
    from bot.service.games import Outcome

    # A redraw of version v is applied, but its answer is a 500: discord.py sends it
    # again a second later, after Alice's click has shown v+1.
    fault = emu.inject_fault(r"/channels/\d+/messages/\d+$", status=500, method="PATCH",
                             applied=True)

    def edits():
        return [r for r in emu.requests_to("PATCH", f"/messages/{msg.id}") if r.status]

    before = len(edits())
    bot.table.display._games.pop(record.id, None)
    bot.table.repair(Outcome(record, rules, "restore"))
    await eventually(lambda: fault.hits == 1, "the redraw applied, its answer a 500")
    after = await press(emu, msg, "Roll", "alice")
    await eventually(lambda: len(edits()) >= before + 2, "discord.py's retry of the redraw")
    await bot.table.display.idle()
    now = emu.message(msg.id)
    assert version_of(now) == version_of(after)
    assert "roll 1 of 3" in turn_line(now)


async def test_an_answer_retried_after_a_429_is_never_overtaken_by_newer_edits(table):
    """Under a 429 storm a click's answer is retried by discord.py with its original
    body. The computer's move drawn meanwhile by a channel edit waits for that answer:
    otherwise the edit lands first, the retried answer after it, and the message goes
    back a version (the chaos suite's "message versions" failure)."""
    from bot.ai.play import choose_move

    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    before, rules = await bot.games.load(game_of(msg))
    await asyncio.to_thread(choose_move, rules.copy(), "easy")  # the AI loaded: fast below
    fault = emu.inject_fault(r"/callback$", status=429, retry_after=2.0)
    handle = await score_first(emu, msg, "alice")
    await eventually(lambda: fault.hits == 1, "Alice's answer waiting out its 429")
    # Another writer draws the computer's first move while her answer waits (here the
    # table's path, as the runner, the sweep or a redraw do).
    outcome = await bot.games.computer_step(before.id)
    assert outcome is not None and outcome.game.version == before.version + 2
    await bot.table.after(outcome)
    assert (await handle.response(timeout=10)).type == 7
    record, _ = await settled(bot, game_of(msg))

    async def current() -> bool:
        await bot.table.display.idle()
        now = emu.message(msg.id)
        return version_of(now) == record.version and f"<@{emu.alice.id}>" in turn_line(now)

    await eventually(current, "the message on Alice's turn at the stored version")
    stored = emu.message_store[msg.id]
    shown = [version_of_payload(p) for p in [*stored.history, stored.payload()]]
    assert shown == sorted(shown), shown  # without bot.table.display's answering: [.., 5, 4, 5, ..]
    assert shown[-1] == record.version


def version_of_payload(payload) -> int:
    from bot.render.components import drawn_version

    return drawn_version(payload.get("components") or []) or 0


# -- finding 5: the database locked by another process --------------------------------


async def test_clicks_and_commands_answered_in_time_while_the_database_is_locked(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    async with exclusive_lock(table.db, 4.0):
        click = await emu.click(msg, button_id(msg, "Roll"), user="alice")
        start = await emu.slash("yacht start", user="bob", channel="general",
                                options={"game": "generala"})
        stats = await emu.slash("yacht stats", user="bob", channel="general")
        for handle in (click, start, stats):
            await handle.response(timeout=3.5)
            assert handle.latency is not None and handle.latency < 3.0
    after = await emu.wait_for_message(
        lambda m: m.id == msg.id and "roll 1 of 3" in turn_line(m), timeout=10
    )
    assert after.version > msg.version
    lobby = await start.reply(timeout=10)
    assert "Generala" in emu.dump(lobby) and lobby.buttons
    record = await shown_lobby(bot, emu.general.id)
    assert record.message_id == int(lobby.id)
    assert not (await click.ephemeral(timeout=0.5) if click.messages() else None)
    # Bob has no game yet: his stats say so, once the lock is gone (deferred, then answered).
    assert T("stats-empty") in (await stats.reply(timeout=10)).embeds[0]["description"]


# -- finding 6: an answer Discord applied but whose reply was lost ----------------------


async def test_click_answer_applied_then_lost_is_a_success(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await score_first(emu, msg, "alice")
    assert (await handle.response()).type == 7
    record, rules = await settled(bot, game_of(msg))
    await bot.table.display.idle()
    # Saved, shown, and the computer seat played: no "nothing changed".
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)
    assert rules.roll_number == 0 and len(rules.players) == 2
    assert all(not m.ephemeral for m in handle.messages())


async def test_refusal_applied_then_lost_is_answered_once_without_a_traceback(table, caplog):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await emu.click(msg, button_id(msg, "Roll"), user="bob")  # not Bob's turn
    assert "not your turn" in await refused(emu, handle)
    await eventually(  # discord.py's retry meets 40060
        lambda: len([r for r in emu.requests_to("POST", f"/interactions/{handle.record.id}/")
                     if r.status]) >= 2, "the retried answer")
    assert [r for r in caplog.records if r.exc_info and r.name.startswith(("bot", "cogs"))] == []
    assert len(handle.messages()) == 1


# Every first answer of an interaction (a private prompt, a command's reply, a deferral)
# applied by Discord but whose reply was lost: discord.py's retry meets 40060, and the
# player has the answer, once, and the log no error (issue 32).


async def _level_picker(emu: Emulator, bot: YachtBot) -> Any:
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await emu.click(msg, "Add bot", user="alice")
    picker = await handle.ephemeral()
    await retried(emu, handle)
    chosen = await emu.select(picker, picker.selects[0]["custom_id"], ["easy"], user="alice")
    await chosen.response()
    assert "Computer 2" in emu.dump(await emu.wait_for_edit(msg))
    return handle


async def _dice_shelf_and_its_pick(emu: Emulator, bot: YachtBot) -> Any:
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await emu.slash("yacht dice", user="alice", channel="dice")
    shelf = await handle.ephemeral()
    await retried(emu, handle)
    emu.inject_fault(r"/callback$", status=500, applied=True)
    pick = await emu.select(shelf, shelf.selects[0]["custom_id"], ["classic"], user="alice")
    assert (await pick.response()).type == 7
    await retried(emu, pick)
    assert "Your dice are now Classic." in emu.message(shelf.id).embeds[0]["description"]
    assert len(pick.messages()) == 0
    return handle


async def _forget_me_question(emu: Emulator, bot: YachtBot) -> Any:
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await emu.slash("yacht forget-me", user="alice", channel="dice")
    assert [b["label"] for b in (await handle.ephemeral()).buttons] == [
        T("btn-forget-confirm"), T("btn-forget-keep")]
    return handle


async def _rules(emu: Emulator, bot: YachtBot) -> Any:
    emu.inject_fault(r"/callback$", status=500, applied=True)
    handle = await emu.slash("yacht rules", user="alice", channel="dice")
    assert (await handle.ephemeral()).embeds
    return handle


async def _review(emu: Emulator, bot: YachtBot) -> Any:
    from bot.render.components import encode
    from tests.support.service_play import play_out

    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    record = await play_out(bot.games, game_of(msg))
    emu.inject_fault(r"/callback$", status=500, applied=True)  # on its deferral
    handle = await raw_click(emu, msg, encode(record.id, record.version, "review"), "alice")
    assert "**Final score: " in (await handle.ephemeral()).text
    return handle


async def retried(emu: Emulator, handle: Any) -> None:
    """Until discord.py's retry of the answer has met its 40060."""
    await eventually(
        lambda: len([r for r in emu.requests_to("POST", f"/interactions/{handle.record.id}/")
                     if r.status]) >= 2, "the retried answer")


@pytest.mark.parametrize("answer", [_level_picker, _dice_shelf_and_its_pick,
                                    _forget_me_question, _rules, _review],
                         ids=lambda answer: answer.__name__.strip("_"))
async def test_a_first_answer_applied_then_lost_is_answered_without_an_error(
        table, caplog, answer):
    emu, bot = table.emu, table.bot
    handle = await answer(emu, bot)
    await retried(emu, handle)
    await bot.table.idle()
    assert len(handle.messages()) <= 1  # once (an edit of the clicked message: none)
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


# -- finding 8: hostile input -------------------------------------------------------------


async def test_component_type_mismatch_and_two_values_are_refused(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    roll = button_id(msg, "Roll")
    select = score_select(msg)
    boxes = [o["value"] for o in select["options"]]
    handle = await raw_click(emu, msg, roll, "alice", values=["ones"])  # a button as a select
    assert await refused(emu, handle) == T("refusal-unknown_component")
    handle = await raw_click(emu, msg, select["custom_id"], "alice")  # a select as a button
    assert await refused(emu, handle) == T("refusal-unknown_component")
    handle = await raw_click(emu, msg, select["custom_id"], "alice", values=boxes[:2])
    assert await refused(emu, handle) == T("refusal-one_choice")
    assert emu.message(msg.id).version == msg.version


async def test_a_game_id_from_another_channel_or_server_is_refused(table):
    emu = table.emu
    here = await open_lobby(emu, "yacht", bots=(), channel="dice")
    here = await press(emu, here, "Start", "alice")
    there = await open_lobby(emu, "yacht", bots=(), channel="general")
    forged = button_id(here, "Roll")
    handle = await raw_click(emu, there, forged, "alice")  # on another channel's message
    assert await refused(emu, handle) == T("refusal-wrong_place")
    stored = emu.message_store[here.id]
    # The right message, but the interaction claims another server.
    data = {"custom_id": forged, "component_type": 2}
    handle = emu._dispatch_interaction(
        3, data, "alice", stored.channel_id, stored,
        patch=lambda p: p.update(guild_id=emu.second_guild.id),
    )
    assert await refused(emu, handle) == T("refusal-wrong_place")
    handle = emu._dispatch_interaction(
        2, slash_data(emu, "cancel"), "alice", "dice",
        patch=lambda p: p.update(guild_id=emu.second_guild.id),
    )
    assert await refused(emu, handle) == T("refusal-wrong_place")
    assert emu.message(here.id).version == here.version
    record = await table.bot.games.active_in_channel(int(emu.dice.id))
    assert record is not None and record.status == "playing"


def slash_data(emu: Emulator, sub: str, options: list[dict[str, Any]] | None = None,
               name: str = "yacht") -> dict[str, Any]:
    """A hand-made /yacht command (values no Discord client would send)."""
    (root,) = [c for c in emu.commands(emu.guild) if c["name"] == name] or [
        {"id": "1", "name": name}]
    return {"id": root["id"], "name": name, "type": 1,
            "options": [{"name": sub, "type": 1, "options": options or []}]}


def top_level(emu: Emulator, name: str, options: list[dict[str, Any]]) -> dict[str, Any]:
    (root,) = [c for c in emu.commands(emu.guild) if c["name"] == name]
    return {"id": root["id"], "name": name, "type": 1, "options": options}


async def test_settings_out_of_range_are_refused(table):
    emu, bot = table.emu, table.bot
    cases = [
        [{"name": "turn_timeout", "type": 4, "value": -5}],
        [{"name": "turn_timeout", "type": 4, "value": 99999}],
        [{"name": "default_game", "type": 3, "value": "chess"}],
    ]
    for options in cases:
        handle = emu._dispatch_interaction(2, top_level(emu, "yacht-settings", options),
                                           "admin", "dice")
        text = await refused(emu, handle)
        assert "went wrong" not in text, text
    settings = await bot.games.guild_settings(int(emu.guild.id))
    assert settings.turn_timeout == 0 and settings.default_game == "yacht"


async def test_unknown_command_and_dm_are_answered(table):
    emu = table.emu
    handle = emu._dispatch_interaction(2, slash_data(emu, "teleport"), "alice", "dice")
    assert await refused(emu, handle) == T("refusal-unknown_command")
    handle = emu._dispatch_interaction(2, slash_data(emu, "x", name="chess"), "alice", "dice")
    assert await refused(emu, handle) == T("refusal-unknown_command")

    def as_dm(payload: dict[str, Any]) -> None:
        member = payload.pop("member")
        for key in ("guild_id", "guild", "authorizing_integration_owners"):
            payload.pop(key, None)
        payload["user"] = member["user"]
        payload["channel"] = {"id": payload["channel_id"], "type": 1}
        payload["context"] = 1

    # A DM no Discord client sends: no installation authorised it.
    handle = emu._dispatch_interaction(
        2, slash_data(emu, "start"), "alice", "general", patch=as_dm
    )
    assert await refused(emu, handle) == T("refusal-forged")


# -- finding 9: nothing kept per game, one sweep query, lobbies expire ----------------------


async def test_a_thousand_ended_games_leave_nothing_behind(table):
    emu, bot = table.emu, table.bot
    service = bot.games
    alice = Actor(int(emu.alice.id))
    guild = int(emu.guild.id)
    for i in range(1000):
        lobby = await service.create_lobby(
            guild_id=guild, channel_id=10_000 + i, host_id=alice.user_id, kind="5000",
            options={},
        )
        await service.set_message(lobby.id, 50_000 + i)
        await service.act(lobby.id, None, alice, "addbot", "easy")
        out = await service.act(lobby.id, None, alice, "start")
        bot.table.runner.kick(lobby.id, guild)
        await bot.table.after(out)
        out = await service.leave(lobby.id, alice)  # the last human leaves: it ends
        assert out.game.status == "cancelled"
        await bot.table.after(out)
    await bot.table.runner.idle()
    await bot.table.display.idle()
    # Each game had a lock and a computer-seat task; none is kept (tests/service/
    # test_locks.py shows the lock map does keep a lock while it is in use).
    assert len(service.locks) == 0 and not service._cache
    assert bot.tasks.names() == {"turn-timeouts", "left-servers", "skill reviews", "ratings",
                                 "season posts"} \
        and len(bot.table.display) == 0


async def test_sweep_asks_only_for_overdue_games(table):
    repo, emu = table.bot.games.repo, table.emu
    guild = int(emu.guild.id)
    await table.bot.games.update_settings(guild, turn_timeout=60)
    msg = await open_lobby(emu, "yacht", bots=())
    await press(emu, msg, "Start", "alice")
    await open_lobby(emu, "yacht", bots=(), channel="general")
    now = time.time()
    assert await repo.overdue_games(now, lobby_ttl=1800, orphan_after=60) == []
    late = await repo.overdue_games(now + 61, lobby_ttl=1800, orphan_after=60)
    assert [g.status for g in late] == ["playing"]
    later = await repo.overdue_games(now + 1801, lobby_ttl=1800, orphan_after=60)
    assert sorted(g.status for g in later) == ["lobby", "playing"]


async def test_abandoned_lobby_expires_and_frees_the_channel(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", bots=())
    await bot.timeouts.sweep(now=time.time() + bot.settings.lobby_timeout + 1)
    await bot.table.display.idle()
    closed = emu.message(msg.id)
    assert T("lobby-expired") in closed.body
    handle = await emu.click(closed, "Join", user="carol") if closed.buttons else None
    if handle is not None:
        assert await refused(emu, handle) == T("refusal-cancelled")
    fresh = await open_lobby(emu, "generala", bots=())
    assert "Generala" in emu.dump(fresh)


async def test_a_turn_played_for_the_absent_is_announced(table):
    emu, bot = table.emu, table.bot
    await bot.games.update_settings(int(emu.guild.id), turn_timeout=60)
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    assert await bot.timeouts.sweep(now=time.time() + 120) == 1
    await bot.table.display.idle()
    now = emu.message(msg.id)
    assert T("timeout-played", player=f"<@{emu.alice.id}>") in now.body
    assert f"<@{emu.bob.id}>" in turn_line(now)


# -- leaving a running game ------------------------------------------------------------------


async def test_leaving_mid_game_hands_the_seat_to_a_computer(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    handle = await emu.slash("yacht leave", user="bob", channel="dice")
    assert await refused(emu, handle) == T("left-game")
    await bot.table.display.idle()
    msg = await press(emu, emu.message(msg.id), "Roll", "alice")
    handle = await score_first(emu, msg, "alice")
    assert (await handle.response()).type == 7
    # Bob's turn is played by the computer; it is Alice's turn again.
    record, rules = await settled(bot, game_of(msg))
    assert rules.current_player == str(emu.alice.id)
    assert record.seats[1].left and record.seats[1].user_id == int(emu.bob.id)
    await bot.table.display.idle()
    msg = emu.message(msg.id)
    # Bob's clicks are refused from now on.
    handle = await emu.click(msg, button_id(msg, "Roll"), user="bob")
    assert await refused(emu, handle) == T("refusal-not_seated")
    # When the last human leaves, the game ends cleanly and the channel is free.
    handle = await emu.slash("yacht leave", user="alice", channel="dice")
    assert await refused(emu, handle) == T("left-game")
    await bot.table.runner.idle()
    await bot.table.display.idle()
    assert not emu.message(msg.id).buttons
    assert await bot.games.active_in_channel(int(emu.dice.id)) is None


async def test_a_player_who_left_is_recorded_as_losing(table):
    emu, bot = table.emu, table.bot
    service = bot.games
    alice, bob = Actor(int(emu.alice.id)), Actor(int(emu.bob.id))
    lobby = await service.create_lobby(
        guild_id=int(emu.guild.id), channel_id=777, host_id=alice.user_id, kind="5000",
        options={},
    )
    await service.set_message(lobby.id, 778)
    await service.act(lobby.id, None, bob, "join")
    await service.act(lobby.id, None, alice, "start")
    await service.leave(lobby.id, alice)  # a computer plays Alice's seat
    for _ in range(5000):
        record, rules = await service.load(lobby.id)
        if record.status != "playing":
            break
        if record.seat_of_key(rules.current_player).is_computer:
            await service.computer_step(lobby.id)
        else:
            action = "bank" if rules.dice and rules.can_bank else "roll"
            await service.act(lobby.id, record.version, bob, action)
    rows = await service.repo.player_stats(int(emu.guild.id), alice.user_id)
    assert [(r.games, r.wins) for r in rows] == [(1, 0)]


# -- a late answer (Discord's 404 10062) ----------------------------------------------------


@pytest.mark.allow_errors  # the emulator's own log of the refused answer; the bot's is checked
async def test_a_late_answer_is_one_warning_line(table, monkeypatch, caplog):
    """Past Discord's 3 s the answer is refused (404 10062): one warning, no traceback."""
    import sys

    yacht = sys.modules["cogs.yacht"]  # the module the bot loaded as an extension
    slow = yacht.reader_texts

    async def late(interaction):
        await asyncio.sleep(3.5)  # after the deferral window: nothing can answer in time
        return await slow(interaction)

    monkeypatch.setattr(yacht, "reader_texts", late)
    monkeypatch.setattr("bot.table.replies.DEFER_AFTER", 10.0)
    # A slow answer of an earlier test would hold this one's line back (one per 10 s).
    monkeypatch.setattr("bot.ops.metrics.ANSWERS._slow_logged", -math.inf)
    handle = await table.emu.slash("yacht rules", user="alice", channel="dice")
    with pytest.raises(Exception, match="10062"):
        await handle.response(timeout=10)
    await eventually(lambda: "too late, Discord had dropped it" in caplog.text,
                     "the warning logged")
    mine = [r for r in caplog.records if r.name.startswith(("bot", "cogs", "discord"))
            and r.levelno >= logging.WARNING and "rate limited" not in r.getMessage()]
    assert [(r.levelname, r.exc_info) for r in mine] == [("WARNING", None)], caplog.text
