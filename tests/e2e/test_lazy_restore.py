"""A restart serves first and reads only the games it has work for (bot.app.client's restore):
the rest wait in the database until their first click."""

from __future__ import annotations

import logging
import sqlite3
import time

from bot.app.client import YachtBot
from bot.rules import resolve_options
from bot.service.games import Actor, GameService
from bot.storage import Seat, open_repository
from tests.emulator.fixtures import run_bot
from tests.support.settings import make_settings
from tests.support.table_helpers import button_id, open_lobby, press

SAVED = 200


async def test_a_restart_reads_only_the_games_it_has_work_for(emulator, tmp_path, caplog):
    db = tmp_path / "yacht.db"
    settings = make_settings(db, log_level="INFO")
    async with run_bot(YachtBot(settings), emulator) as bot:
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=())  # alice and bob
        msg = await press(emulator, msg, "Start", "alice")
        game_id = int(button_id(msg, "Roll").split(":")[1])
        await bot.table.display.idle()

    # What a busy bot leaves: games waiting for their humans, saved an hour ago.
    repo = await open_repository(settings.database_url)
    service = GameService(repo)
    guild = int(emulator.guild.id)
    saved = []
    for i in range(SAVED):
        record = await repo.create_game(
            guild_id=guild, channel_id=10**6 + i, host_id=1, kind="yacht",
            options=resolve_options("yacht", {}), seats=[Seat(user_id=1), Seat(user_id=2)])
        await service.set_message(record.id, 10**6 + i)
        saved.append((await service.act(record.id, None, Actor(1), "start")).game.id)
    await repo.close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE games SET updated_at = ? WHERE id <> ?",
                     (time.time() - 3600, game_id))

    caplog.set_level(logging.INFO, logger="bot.app.restore")
    async with run_bot(YachtBot(settings), emulator) as bot:
        # Only the game saved last was read: its message may lag behind, so it is redrawn.
        assert set(bot.games._cache) == {game_id}
        assert any("0 computer turn(s) resumed, 1 message(s) redrawn" in r.getMessage()
                   for r in caplog.records)
        bot.games.forget(game_id)
        # Any other game is read on its first click, and plays on.
        before = button_id(msg, "Roll")
        msg = await press(emulator, emulator.message(msg.id), "Roll", "alice")
        assert button_id(msg, "Roll") != before  # the next version's controls
        assert "⚀⚁⚂⚃⚄⚅".count(msg.buttons[0]["label"][:1]) == 1  # a die shown to hold
        assert set(bot.games._cache) == {game_id}
        assert not set(saved) & set(bot.games._cache)
