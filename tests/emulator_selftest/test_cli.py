"""`python -m tests.emulator` serves the emulator on its own and says how to point a bot at it."""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from tests.emulator import TOKEN
from tests.emulator.fixtures import REPO_ROOT


def test_the_readme_tries_it_with_the_emulators_well_formed_token():
    """The README's command starts the bot with the token this test gives it below."""
    readme = (REPO_ROOT / "README.md").read_text("utf-8")
    assert f"DISCORD_TOKEN={TOKEN} python -m bot" in readme


async def test_the_emulator_alone_with_the_bot_pointed_at_it_by_its_two_lines(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "PYTHONUNBUFFERED": "1"}
    emu = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.emulator", "--tour", cwd=REPO_ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    bot = None
    try:
        assert emu.stdout is not None
        lines = [(await asyncio.wait_for(emu.stdout.readline(), 60)).decode().strip()
                 for _ in range(2)]
        assert lines[0].startswith("DISCORD_API_BASE=http://127.0.0.1:")
        assert lines[1].startswith("DISCORD_GATEWAY_URL=ws://127.0.0.1:")
        settings = dict(line.split("=", 1) for line in lines)
        bot = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", cwd=tmp_path,
            env={**env, **settings, "DISCORD_TOKEN": TOKEN, "BOT_TURN_DELAY": "0",
                 "DATABASE_URL": f"sqlite:///{tmp_path}/y.db", "DATA_DIR": str(tmp_path),
                 "DICE_EMOJI": "false", "DEV_GUILD_ID": "", "METRICS_PORT": ""},
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
        seen = ""
        while seen.count("-- alice clicks Roll") < 2 or "roll 2 of 3" not in seen:
            line = await asyncio.wait_for(emu.stdout.readline(), 120)
            assert line, seen
            seen += line.decode()
        assert "-- /yacht start game:Yacht" in seen and "Join" in seen
    finally:
        for proc in (bot, emu):
            if proc is not None and proc.returncode is None:
                proc.send_signal(signal.SIGTERM)
                await asyncio.wait_for(proc.wait(), 30)
