"""SIGTERM (or Ctrl-C) mid-game: the bot drains, checkpoints the WAL and exits 0."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shutil
import signal
import sqlite3

import pytest

from bot.app.drain import DRAIN_SECONDS, drain
from bot.render.components import drawn_version
from bot.text import texts_for
from tests.support.table_helpers import (
    exclusive_lock,
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
)
from tests.support.waiting import eventually

EN = texts_for("en")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_a_signal_mid_game_drains_and_leaves_the_whole_game_in_the_db_file(
        emulator, bot_process, tmp_path, signum):
    emu = emulator
    db = tmp_path / "stop.db"
    env = {"DATABASE_URL": f"sqlite:///{db}", "DATA_DIR": str(tmp_path / "ai"),
           "BOT_TURN_DELAY": "0.05", "LOG_LEVEL": "INFO", "DEV_GUILD_ID": ""}
    proc = await bot_process("bot", env=env)
    await proc.wait_ready(commands=True)
    msg = await open_lobby(emu, "yacht", bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    for user in ("alice", "bob"):
        msg = await press(emu, msg, "Roll", user)
        select = score_select(msg)
        handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                                  user=user)
        assert (await handle.response()).type == 7
        msg = emu.message(msg.id)
    # The computer seat is playing its turn now: stop in the middle of it.
    assert proc.proc is not None
    proc.proc.send_signal(signum)
    code = await asyncio.wait_for(proc.proc.wait(), 15)
    output = proc.output()
    assert code == 0, output[-3000:]
    assert f"stopped ({signal.Signals(signum).name}) in" in output
    assert "Traceback" not in output
    wal = db.with_name(db.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    # A plain copy of the .db file is a whole backup: it holds the move last shown.
    backup = tmp_path / "backup.db"
    shutil.copy(db, backup)
    with contextlib.closing(sqlite3.connect(backup)) as conn:
        (stored,) = conn.execute("SELECT version FROM games").fetchone()
        (moves,) = conn.execute("SELECT COUNT(*) FROM game_moves").fetchone()
    shown = emu.message(msg.id)
    assert stored == drawn_version(shown.components) and stored >= 7
    assert moves == stored - 3  # every move logged (join, add bot and start are not moves)


async def test_while_stopping_a_click_is_answered_and_changes_nothing(table):
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    before = await bot.games.load(int(msg.buttons[0]["custom_id"].split(":")[1]))
    bot.clicks.draining = True
    try:
        handle = await raw_click(emu, msg, msg.buttons[-1]["custom_id"], "alice")
        assert await refused(emu, handle) == EN("refusal-restarting")
        command = await emu.slash("yacht rules", user="alice", channel="dice")
        assert (await command.ephemeral()).content == EN("refusal-restarting")
    finally:
        bot.clicks.draining = False
    after = await bot.games.load(before[0].id)
    assert after[0].version == before[0].version


async def test_a_command_in_flight_when_the_stop_begins_is_answered_before_the_db_closes(
        table, caplog):
    """/yacht stats waiting on a locked database when SIGTERM's drain begins: the drain
    waits for it (not only for game moves), so it is answered, and nothing is logged as
    an error (it used to meet the closed database: "command yacht stats failed")."""
    emu, bot = table.emu, table.bot
    async with exclusive_lock(table.db, 2.0):
        stats = await emu.slash("yacht stats", user="bob", channel="dice")
        await stats.response(timeout=3.5)  # deferred: the lock holds its read
        await eventually(lambda: len(bot.clicks.in_flight) > 0, "the command in flight")
        stopping = asyncio.create_task(drain(bot, "SIGTERM"))
        answer = await stats.reply(timeout=10)
    await asyncio.wait_for(stopping, 10)
    assert EN("stats-empty") in answer.embeds[0]["description"]
    assert bot.is_closed()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING
                and r.name.startswith(("bot", "cogs"))]


async def test_a_command_still_waiting_when_the_drain_gives_up_is_a_warning_not_an_error(
        table, caplog):
    """Past the drain's wait (a database locked longer than DRAIN_SECONDS) the command meets
    the closed database: one warning says it was cut short by the stop, no error (the
    emulator fixture fails the test on any ERROR line)."""
    emu, bot = table.emu, table.bot
    async with exclusive_lock(table.db, DRAIN_SECONDS + 2.0):
        stats = await emu.slash("yacht stats", user="bob", channel="dice")
        await stats.response(timeout=3.5)
        await eventually(lambda: len(bot.clicks.in_flight) > 0, "the command in flight")
        await asyncio.wait_for(drain(bot, "SIGTERM"), DRAIN_SECONDS + 5)
        assert bot.is_closed()
    await eventually(lambda: len(bot.clicks.in_flight) == 0, "the command's end")
    said = [r.getMessage() for r in caplog.records if r.name.startswith("bot")
            and r.levelno == logging.WARNING]
    assert any(m.startswith("command yacht stats cut short by the stop") for m in said), said
