"""The web under load, beside a bot under test (`python -m bench.gameplay --web-load`).

The pages are a process of their own (`python -m bot.web`) over the bot's own database,
so on one machine they share its cores and its SQLite file. What this puts beside the
bot, during every level measured:

* the database filled as bench.web fills it (WEB_GAMES finished games, reviewed, pages
  on), before the bot starts;
* `python -m bot.web` serving them;
* a load process (this module run as a script) with two kinds of client:
  - a **storm**: one address (127.0.0.1) asking for STORM_RATE pages a second, as a
    flood or a runaway scraper would: the pages' budget per address answers it 429;
  - **readers**: READERS other loopback addresses (127.0.0.2 …; the whole 127/8 is
    the machine's own), READ_RATE pages a second between them, every one within its
    address's budget: leaderboards, player pages, charts and replays, as people read.

The issue's question: a storm from one address is limited while clicks stay as fast as
before. The figures to hold against each other are the bot's with this beside it and
without, in the same run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import sys
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WEB_GAMES = 10_000
WEB_PLAYERS = 200
WEB_SERVERS = 5
URLS = 60  # pages of each type the readers pick from
#: the line the load prints once the storm is limited while the readers are served
LIMITED = "limited"
STORM_RATE = 1000.0  # requests a second from one address
READERS = 50
READ_RATE = 40.0  # pages a second, all readers together
MAX_PENDING = 256  # requests on their way at once, per kind of client


async def seed(database_url: str) -> list[str]:
    """The bot's database filled with finished, reviewed games whose pages are on; the
    pages' paths to read."""
    from bench.web import seed as fill
    from bench.web import urls
    from bot.storage import open_repository

    repo = await open_repository(database_url)
    try:
        await fill(repo, WEB_GAMES, WEB_PLAYERS, WEB_SERVERS)
        found = await urls(repo, WEB_GAMES, WEB_PLAYERS, WEB_SERVERS, URLS)
    finally:
        await repo.close()
    return [url for kind, paths in found.items() if kind not in ("kept", "again")
            for url in paths]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Load:
    """The load on the pages while it runs."""

    #: the answers counted by status (filled in once the load stops)
    counts: dict[str, int] = field(default_factory=dict)
    #: set once the storm is limited while the readers are served (`LIMITED`)
    limited: asyncio.Event = field(default_factory=asyncio.Event)


@contextlib.asynccontextmanager
async def web_load(database_url: str, paths: list[str], cwd: Path, log: Path,
                   niceness: int = 19, pages_niceness: int | None = None
                   ) -> AsyncIterator[Load]:
    """The pages served over `database_url` and the load on them, until the block ends.
    The clients stand for people and machines elsewhere: their own CPU here is the
    benchmark's artefact, so by default (`niceness`) they take only what the bot and
    pages leave; the pages take the priority `python -m bot.web` gives them, unless
    `pages_niceness` says another."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {**os.environ, "DATABASE_URL": database_url, "WEB_PORT": str(port),
           "PYTHONPATH": str(cwd),
           **({} if pages_niceness is None else {"WEB_NICENESS": str(pages_niceness)})}
    with log.open("wb") as out:
        web = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.web", cwd=cwd, env=env, stdout=out, stderr=out)
        load: asyncio.subprocess.Process | None = None
        seen = Load()
        lines: list[str] = []
        reading: asyncio.Task[None] | None = None
        try:
            await _serving(base + paths[0], web)
            urls_file = log.with_suffix(".urls")
            urls_file.write_text("\n".join(paths))
            load = await asyncio.create_subprocess_exec(
                "nice", "-n", str(niceness), sys.executable, "-m", "bench.webload", "--base", base,
                "--urls", str(urls_file), cwd=cwd, env=env,
                stdout=asyncio.subprocess.PIPE)
            assert load.stdout is not None
            await load.stdout.readline()  # "started": its clients are running
            reading = asyncio.create_task(_read(load.stdout, seen, lines))
            yield seen
        finally:
            if load is not None and load.returncode is None:
                load.send_signal(signal.SIGTERM)
                await load.wait()
            if reading is not None:
                await reading
                with contextlib.suppress(ValueError, IndexError):
                    seen.counts.update(json.loads(lines[-1]))
            if web.returncode is None:
                web.send_signal(signal.SIGTERM)
                await web.wait()


async def _read(stdout: asyncio.StreamReader, seen: Load, lines: list[str]) -> None:
    """The load's lines, to its end: `LIMITED` sets `seen.limited`; its last is its
    counts (JSON)."""
    while raw := await stdout.readline():
        line = raw.decode().strip()
        if line == LIMITED:
            seen.limited.set()
        elif line:
            lines.append(line)


async def _serving(url: str, web: asyncio.subprocess.Process) -> None:
    """Wait until the pages answer (a fresh process imports and opens the database)."""
    deadline = time.monotonic() + 60
    async with aiohttp.ClientSession() as session:
        while time.monotonic() < deadline:
            if web.returncode is not None:
                raise RuntimeError(f"python -m bot.web ended ({web.returncode})")
            with contextlib.suppress(aiohttp.ClientError):
                async with session.get(url) as answer:
                    if answer.status == 200:
                        return
            await asyncio.sleep(0.2)
    raise RuntimeError("python -m bot.web did not answer within 60 s")


async def _paced(rate: float, sessions: list[aiohttp.ClientSession], base: str,
                 paths: list[str], counts: Counter[str], who: str) -> None:
    """`rate` requests a second, the sessions (addresses) taking turns, each request
    counted by its answer's status; the ones still on their way at the stop are not."""
    pending: set[asyncio.Task[None]] = set()

    async def get(session: aiohttp.ClientSession, path: str) -> None:
        try:
            async with session.get(base + path) as answer:
                await answer.read()
                counts[f"{who} {answer.status}"] += 1
        except aiohttp.ClientError:
            counts[f"{who} failed"] += 1

    try:
        start, n = time.monotonic(), 0
        while True:
            if len(pending) < MAX_PENDING:
                task = asyncio.create_task(
                    get(sessions[n % len(sessions)], paths[(n * 13) % len(paths)]))
                pending.add(task)
                task.add_done_callback(pending.discard)
            else:  # the pages answer slower than asked: the load is what they answer
                counts[f"{who} not sent"] += 1
            n += 1
            await asyncio.sleep(max(0.0, start + n / rate - time.monotonic()))
    finally:
        for task in list(pending):
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        for session in sessions:
            await session.close()


async def run(base: str, paths: list[str]) -> Counter[str]:
    counts: Counter[str] = Counter()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    storm = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(
        local_addr=("127.0.0.1", 0)))]
    readers = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(
        local_addr=(f"127.0.0.{2 + n}", 0))) for n in range(READERS)]
    clients = [asyncio.create_task(_paced(STORM_RATE, storm, base, paths, counts, "storm")),
               asyncio.create_task(_paced(READ_RATE, readers, base, paths, counts,
                                          "readers"))]
    print("started", flush=True)
    started = time.monotonic()
    announce = asyncio.create_task(_limited(counts))
    await stop.wait()
    counts["seconds"] = round(time.monotonic() - started)
    for client in [*clients, announce]:
        client.cancel()
    await asyncio.gather(*clients, announce, return_exceptions=True)
    return counts


async def _limited(counts: Counter[str]) -> None:
    """Say "limited" once the storm's address is refused more than it is served while the
    readers are served: what the load is there to show (a test waits for it)."""
    while not (counts["storm 429"] > counts["storm 200"] > 0 and counts["readers 200"]):
        await asyncio.sleep(0.05)
    print(LIMITED, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--urls", type=Path, required=True)
    args = parser.parse_args()
    counts = asyncio.run(run(args.base, args.urls.read_text().split()))
    print(json.dumps(dict(counts)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
