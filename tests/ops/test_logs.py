"""What the process logs (bot.ops.logs): JSON lines with ids, one-line reconnects, and the lines
an operator reads for a game's start and end and for the process's start."""

from __future__ import annotations

import io
import json
import logging

import pytest

from bot.ai import tables as ai_tables
from bot.ops import logs
from tests.support.table_helpers import open_lobby, play_to_the_end, press


@pytest.fixture
def stream():
    """A string to configure the root logger into (as `python -m bot` does, on stderr)."""
    out = io.StringIO()
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    yield out
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])


def test_json_lines_carry_guild_game_and_shard_ids(stream):
    logs.configure("INFO", "json", shard_count=4, stream=stream)
    guild = (3 << 22) | 77  # on shard 3 of 4
    logging.getLogger("bot.service.games").info("game %s started", 12,
                                         extra={"guild_id": guild, "game_id": 12})
    try:
        raise ValueError("boom")
    except ValueError:
        logging.getLogger("bot.app.client").exception("with a traceback")
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    assert first["message"] == "game 12 started" and first["level"] == "INFO"
    assert (first["guild_id"], first["game_id"], first["shard_id"]) == (guild, 12, 3)
    assert first["logger"] == "bot.service.games" and first["time"].endswith("Z")
    assert "ValueError: boom" in second["exception"]


def test_a_gateway_reconnect_is_one_line_not_a_traceback(stream):
    logs.configure("INFO", "text", stream=stream)
    try:
        raise OSError(104, "Connection reset by peer")
    except OSError:
        logging.getLogger("discord.client").exception("Attempting a reconnect in %.2fs", 1.5)
        logging.getLogger("discord.shard").error(
            "Attempting a reconnect for shard ID %s in %.2fs", 2, 3.0,
            exc_info=True)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 2, lines
    assert lines[0].endswith("WARNING discord.client: Attempting a reconnect in 1.50s"
                             " (ConnectionResetError: [Errno 104] Connection reset by peer)")
    assert "WARNING discord.shard: Attempting a reconnect for shard ID 2 in 3.00s" in lines[1]


async def test_a_game_logs_one_line_at_its_start_and_one_at_its_end(table, caplog):
    caplog.set_level(logging.INFO, logger="bot.service.games")
    msg = await open_lobby(table.emu, "classic", joiners=(), bots=("easy",))
    msg = await press(table.emu, msg, "Start", "alice")
    await play_to_the_end(table, msg)
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.service.games"]
    assert len(lines) == 2, lines
    assert lines[0].endswith("started: classic, 2 seat(s), 1 computer")
    assert " finished: classic after " in lines[1] and "scores" in lines[1]
    assert all(getattr(r, "game_id", None) for r in caplog.records if r.name == "bot.service.games")


async def test_the_startup_line_says_release_schema_backend_and_shards(emulator, tmp_path,
                                                                        caplog):
    from bot.app.client import YachtBot
    from tests.emulator.fixtures import run_bot
    from tests.support.settings import make_settings

    caplog.set_level(logging.INFO, logger="bot.app.startup")
    async with run_bot(YachtBot(make_settings(tmp_path / "s.db")), emulator):
        pass
    (line,) = [r.getMessage() for r in caplog.records if "starting:" in r.getMessage()]
    from bot.storage.migrate import available

    assert line.startswith("yacht-bot 0.")
    assert line.endswith(f"schema {len(available())} on sqlite, unsharded")


def test_the_startup_line_names_the_distribution_pyproject_installs():
    """bot.app.client names its distribution rather than looking it up at every start."""
    import tomllib

    from bot.app.startup import DISTRIBUTION
    from tests.support import ROOT

    with (ROOT / "pyproject.toml").open("rb") as file:
        assert tomllib.load(file)["project"]["name"] == DISTRIBUTION


def test_tables_stay_in_memory_when_they_cannot_be_saved(tmp_path, monkeypatch, caplog,
                                                      tables_forgotten):
    """A full or read-only disk: optimal seats still play optimally, Hint still works."""
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setattr(ai_tables, "compute_table", lambda *a, **k: __import__("numpy").ones(3))
    monkeypatch.setattr(ai_tables, "_unsaved", [])
    try:
        for options in ({"yacht_bonus": True}, {"yacht_bonus": False}):
            ai_tables.load_or_build("yacht", options, blocker)
            assert ai_tables.tables_ready("yacht", options)
    finally:
        ai_tables.clear_memory()
    said = [r for r in caplog.records if "kept in memory only" in r.getMessage()]
    assert len(said) == 1 and said[0].levelno == logging.WARNING
