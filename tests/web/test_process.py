"""`python -m bot.web`: the pages in a process of their own, over the bot's database; a
stop ends it with exit 0, a bad setting with one line and exit 2."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys

import aiohttp

from bot.storage import open_repository
from tests.support import ROOT
from tests.web.filled import GUILD, reviewed_game, urls


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def environment(**values: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), **values}


async def test_the_pages_run_as_their_own_process_and_stop_cleanly(tmp_path):
    database = f"sqlite:///{tmp_path}/bot.db"
    repo = await open_repository(database)
    try:
        game_id = await reviewed_game(repo)
        await repo.set_web(GUILD, "on")
        board, replay = await urls(repo, game_id)
    finally:
        await repo.close()
    port = free_port()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.web", stderr=subprocess.PIPE,
        env=environment(DATABASE_URL=database, WEB_PORT=str(port)))
    try:
        assert process.stderr is not None
        ready = await asyncio.wait_for(process.stderr.readline(), 120)
        assert ready.decode() == f"pages on http://127.0.0.1:{port}\n"
        async with aiohttp.ClientSession(f"http://127.0.0.1:{port}") as session:
            for url in (board, replay):
                async with session.get(url) as answer:
                    assert answer.status == 200, url
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 60) == 0
        assert await process.stderr.read() == b""  # no traceback, no error line
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


def test_a_bad_port_or_database_ends_it_in_one_line(tmp_path):
    for env, said in (
            ({"WEB_PORT": "eighty"}, "error: invalid setting WEB_PORT: a port number\n"),
            ({"DATABASE_URL": "mysql://nowhere"}, "error: ")):
        done = subprocess.run([sys.executable, "-m", "bot.web"], capture_output=True,
                              text=True, env=environment(**env), cwd=tmp_path, timeout=120,
                              check=False)
        assert done.returncode == 2
        assert done.stderr.startswith(said) and done.stderr.count("\n") == 1, done.stderr
