"""Playing through the emulator like a person: open a lobby, click, read the message."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from tests.emulator import Emulator, Msg, text_dump
from tests.support.waiting import DEADLINE


def button_id(msg: Msg, label_prefix: str) -> str:
    """The custom_id of the one button whose label starts with `label_prefix`."""
    found = [b for b in msg.buttons if (b["label"] or "").startswith(label_prefix)]
    assert len(found) == 1, f"{label_prefix!r} in {[b['label'] for b in msg.buttons]}"
    return found[0]["custom_id"]


def score_select(msg: Msg) -> dict[str, Any]:
    (select,) = [s for s in msg.selects if s["custom_id"].endswith(":score")]
    return select


async def press(emu: Emulator, msg: Msg, label: str, user: str) -> Msg:
    """Click a button (label prefix or custom_id); expect an in-place edit; return it."""
    custom_id = label if label.startswith("y:") else button_id(msg, label)
    handle = await emu.click(msg, custom_id, user=user)
    response = await handle.response()
    assert response.type == 7, f"expected an edit, got {response.type}: {response.data}"
    return emu.message(msg.id)


async def refused(emu: Emulator, handle) -> str:
    """The private refusal text of an interaction."""
    reply = await handle.ephemeral()
    assert reply.ephemeral
    return reply.content


async def raw_click(
    emu: Emulator, msg: Msg, custom_id: str, user: str, values: list[str] | None = None
):
    """A click the Discord client would not offer (old prompt or forged id) on `msg`."""
    stored = emu.message_store[msg.id]
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 3 if values else 2}
    if values:
        data["values"] = values
    return emu._dispatch_interaction(3, data, user, stored.channel_id, stored)


async def open_lobby(
    emu: Emulator, kind: str, *, host: str = "alice", channel: str = "dice",
    joiners: tuple[str, ...] = ("bob",), bots: tuple[str, ...] = ("easy",),
    options: dict[str, Any] | None = None,
) -> Msg:
    handle = await emu.slash(
        "yacht start", user=host, channel=channel, options={"game": kind, **(options or {})}
    )
    msg = await handle.reply()
    for user in joiners:
        msg = await press(emu, msg, "Join", user)
    for level in bots:
        handle = await emu.click(msg, "Add bot", user=host)
        picker = await handle.ephemeral()
        (select,) = picker.selects
        pick = await emu.select(picker, select["custom_id"], [level], user=host)
        await pick.response()
        msg = await emu.wait_for_edit(msg)
    return msg


MAX_CLICKS = 3000


def user_names(emu) -> dict[int, str]:
    return {int(u.id): u.username for u in (emu.alice, emu.bob, emu.carol, emu.admin)}


async def settled(bot, game_id: int, timeout: float = DEADLINE):
    """The game once no computer seat is to act (the reply to a click lands first); a
    computer seat waiting for its exact table to be built may take a while."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await bot.table.runner.idle()
        await bot.table.display.idle()
        record, rules = await bot.games.load(game_id)
        waiting = record.status == "playing" and record.seat_of_key(
            rules.current_player).is_computer
        if not waiting or loop.time() > deadline:
            return record, rules
        await asyncio.sleep(0.005)


async def pings_sent(bot) -> None:
    """Until the steps after every answered click have run, and the turn pings they
    started have been sent (or found unneeded) after their grace."""
    await bot.table.idle()
    await bot.table.pings.idle()


async def play_to_the_end(table, msg, *, transcript: list[str] | None = None,
                          before_turn=None):
    """Click through a started game as its humans would; computers play themselves.
    `before_turn(record, rules)` is awaited before each human action."""
    emu, bot = table.emu, table.bot
    names = user_names(emu)
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    for _ in range(MAX_CLICKS):
        record, rules = await settled(bot, game_id)
        msg = emu.message(msg.id)
        if transcript is not None:
            transcript.append(text_dump(msg))
        if record.status != "playing":
            return record, rules, msg
        seat = record.seat_of_key(rules.current_player)
        assert not seat.is_computer, "computer seat did not play its turn"
        if before_turn is not None:
            await before_turn(record, rules)
        user = names[seat.user_id]
        if rules.kind == "5000":
            await press(emu, msg, "Bank" if rules.dice and rules.can_bank else "Roll", user)
            continue
        if rules.roll_number == 0:
            await press(emu, msg, "Roll", user)
            continue
        preview = rules.preview()
        best = max(preview, key=preview.get)
        if rules.rolls_left > 0 and preview[best] < 25:
            # Hold the most common face (clicking each die), then roll again.
            face = max(set(rules.dice), key=lambda f: (rules.dice.count(f), f))
            for i, value in enumerate(rules.dice):
                if (value == face) != (i in rules.held):
                    msg = await press(emu, msg, f"y:{game_id}:{record.version}:hold:{i}", user)
                    record, rules = await bot.games.load(game_id)
            await press(emu, msg, "Roll", user)
            continue
        select = score_select(msg)
        assert best in [o["value"] for o in select["options"]]
        handle = await emu.select(msg, select["custom_id"], [best], user=user)
        assert (await handle.response()).type == 7
    raise AssertionError("game did not end")


@contextlib.asynccontextmanager
async def exclusive_lock(db: Path, seconds: float) -> AsyncIterator[None]:
    """Another process's write transaction on the bot's SQLite file, for `seconds`."""
    conn = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    conn.execute("BEGIN EXCLUSIVE")

    async def release() -> None:
        await asyncio.sleep(seconds)
        conn.execute("COMMIT")
        conn.close()

    task = asyncio.create_task(release())
    try:
        yield
    finally:
        await task
