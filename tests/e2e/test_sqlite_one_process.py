"""SQLite means one process (bot.__main__, bot.storage.sqlite_lock): a partial SHARD_IDS
and a second process on the same file are refused in one line, before anything is
migrated or Discord is contacted; every shard in one process stays allowed.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

from tests.emulator import TOKEN, Emulator
from tests.emulator.fixtures import BotProcess


async def run_bot_cli(tmp_path: Path, **env_vars: str) -> tuple[int, list[str]]:
    """`python -m bot` with these settings: exit code and its stderr lines (the
    timestamped log records aside)."""
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DATA_DIR": str(tmp_path / "ai"), **env_vars}
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        if name not in env_vars:
            env.pop(name, None)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    _out, err = await asyncio.wait_for(proc.communicate(), 60)
    lines = [line for line in err.decode().strip().splitlines() if not line[:4].isdigit()]
    return proc.returncode or 0, lines


async def test_a_partial_shard_ids_on_sqlite_is_refused_in_one_line(tmp_path):
    db = tmp_path / "y.db"
    code, lines = await run_bot_cli(tmp_path, DATABASE_URL=f"sqlite:///{db}",
                                    SHARD_COUNT="4", SHARD_IDS="1,3")
    assert code == 1
    assert lines == [
        "error: SHARD_IDS 1,3 runs only part of the shards (SHARD_COUNT 4), which means"
        " several processes; SQLite is for one process. Leave SHARD_IDS unset to run every"
        " shard here, or use PostgreSQL."]
    assert not db.exists()  # refused before anything was created or migrated


async def test_a_second_process_on_the_same_sqlite_file_is_refused(
        emulator: Emulator, bot_process, tmp_path):
    """Every shard in one process is allowed (SHARD_COUNT alone, or SHARD_IDS naming them
    all); a second process is refused while the first lives, and taken once it died,
    even by kill -9."""
    emulator.shard_count = 2
    db = tmp_path / "y.db"
    env = {"DATABASE_URL": f"sqlite:///{db}", "DATA_DIR": str(tmp_path / "ai"),
           "SHARD_COUNT": "2", "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO"}
    started = time.monotonic()
    first = await bot_process("bot", env=env)
    await emulator.wait_shards([0, 1], 2, timeout=60, after=started)

    code, lines = await run_bot_cli(
        tmp_path, DATABASE_URL=f"sqlite:///{db}", DISCORD_API_BASE=emulator.api_base,
        DISCORD_GATEWAY_URL=emulator.gateway_url)
    assert code == 1
    assert lines == [
        f"error: another process is using the SQLite database {db} (lock {db}.lock);"
        " SQLite is for one process. Stop it, or use PostgreSQL."]

    # The first process is untouched: it still answers.
    await emulator.wait_commands(60)
    handle = await emulator.slash("yacht start", user="alice", channel="dice",
                                  options={"game": "yacht"})
    assert "Yacht" in (await handle.reply(timeout=60)).text

    first.kill()
    await first.wait()
    started = time.monotonic()
    again = BotProcess(emulator, "bot", env={**env, "SHARD_IDS": "0,1"})
    await again.start()
    try:
        await emulator.wait_shards([0, 1], 2, timeout=60, after=started)
    finally:
        await again.terminate()
