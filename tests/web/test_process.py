"""`python -m bot.web`: the pages in a process of their own, below the bot's CPU priority,
over the bot's database (the daily pages' links checked with the daily's secret the bot
kept there); a stop ends it with exit 0, a bad setting with one line and exit 2."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time

import aiohttp

from bot.service.daily import daily_secret, page_path
from bot.storage import open_repository
from bot.web.__main__ import NICENESS
from tests.support import ROOT
from tests.web.filled import ALICE, GUILD, SECRET, played_daily, reviewed_game, urls

DAY = 86400


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
        _, alice = await played_daily(repo, ALICE.user_id)
        kept = await daily_secret(None, repo)  # the bot's first start without DAILY_SECRET
        slug, day = str(await repo.game_slug(alice.id)), str(alice.daily_day)
        until = int(time.time()) + DAY
        daily = page_path(kept, slug, day, until)
        forged = page_path(SECRET, slug, day, until)
    finally:
        await repo.close()
    port = free_port()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.web", stderr=subprocess.PIPE,
        env=environment(DATABASE_URL=database, WEB_PORT=str(port), DAILY_SECRET=""))
    try:
        assert process.stderr is not None
        ready = await asyncio.wait_for(process.stderr.readline(), 120)
        assert ready.decode() == f"pages on http://127.0.0.1:{port}\n"
        # below the bot's CPU priority: a storm of requests cannot take a core from clicks
        assert (os.getpriority(os.PRIO_PROCESS, process.pid)
                == min(os.getpriority(os.PRIO_PROCESS, 0) + NICENESS, 19))
        async with aiohttp.ClientSession(f"http://127.0.0.1:{port}") as session:
            for url, status in ((board, 200), (replay, 200), (daily, 200), (forged, 403)):
                async with session.get(url) as answer:
                    assert answer.status == status, url
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
            ({"WEB_NICENESS": "low"},
             "error: invalid setting WEB_NICENESS: a whole number (nice)\n"),
            ({"DATABASE_URL": "mysql://nowhere"}, "error: ")):
        done = subprocess.run([sys.executable, "-m", "bot.web"], capture_output=True,
                              text=True, env=environment(**env), cwd=tmp_path, timeout=120,
                              check=False)
        assert done.returncode == 2
        assert done.stderr.startswith(said) and done.stderr.count("\n") == 1, done.stderr


async def test_web_niceness_sets_the_pages_priority(tmp_path):
    """WEB_NICENESS=0: the pages at the priority they were started with (a machine of
    their own, or a test beside other busy jobs)."""
    port = free_port()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.web", stderr=subprocess.PIPE, env=environment(
            DATABASE_URL=f"sqlite:///{tmp_path}/bot.db", WEB_PORT=str(port),
            WEB_NICENESS="0"))
    try:
        assert process.stderr is not None
        ready = await asyncio.wait_for(process.stderr.readline(), 120)
        assert ready.decode() == f"pages on http://127.0.0.1:{port}\n"
        assert (os.getpriority(os.PRIO_PROCESS, process.pid)
                == os.getpriority(os.PRIO_PROCESS, 0))
    finally:
        process.kill()
        await process.wait()
