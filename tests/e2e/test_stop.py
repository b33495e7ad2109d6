"""Stop means stop (issue 32): SIGTERM ends `python -m bot` within 3 s, exit code 0, one
"stopped" line and the database closed, whatever the bot was doing: connected, connecting
to a gateway that does not answer, waiting to reconnect to a Discord that is gone,
logging in, waiting out a login backoff, waiting for its shard leases, publishing its
commands, or building an AI table in a worker thread.

Each test brings the bot into its state through the emulator (stopped, or answering
late) or a black hole (a Discord that takes connections and never answers), waits for
the state by its log line or the request it made, and measures from SIGTERM to exit."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.ops.logins import STATE_FILE
from bot.service.games import Actor, GameService
from bot.storage import open_repository
from tests.emulator import Emulator
from tests.emulator.fixtures import BotProcess
from tests.support.postgres import next_name
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out
from tests.support.table_helpers import open_lobby, press
from tests.support.waiting import eventually

EXIT_BUDGET = 3.0  # seconds from SIGTERM to exit (issue 32)
# A reconnect wait at least this long: a process that sleeps it out misses the budget.
LONG_WAIT = EXIT_BUDGET + 1.0
RECONNECT = re.compile(r"Attempting a reconnect (?:for shard ID \d+ )?in (\d+\.\d+)s")
# One connection, or discord.py's AutoShardedBot (its shards reconnect in tasks of their own).
SHARDING = pytest.mark.parametrize("shards", [{}, {"SHARD_COUNT": "2"}],
                                   ids=["unsharded", "sharded"])


class BlackHole:
    """A Discord that accepts connections and never answers (a dead load balancer)."""

    def __init__(self) -> None:
        self.connections = 0
        self._server: asyncio.Server | None = None
        self._writers: list[asyncio.StreamWriter] = []

    async def start(self) -> BlackHole:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        return self

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def _accept(self, _reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        self._writers.append(writer)  # held open, never written to

    async def stop(self) -> None:
        for writer in self._writers:
            writer.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


@pytest_asyncio.fixture
async def black_hole() -> AsyncIterator[BlackHole]:
    hole = await BlackHole().start()
    try:
        yield hole
    finally:
        await hole.stop()


def env_for(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {"DATABASE_URL": f"sqlite:///{tmp_path / 'stop.db'}",
            "DATA_DIR": str(tmp_path / "data"), "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO",
            "DICE_EMOJI": "false", **extra}


async def said(proc: BotProcess, pattern: str | re.Pattern[str]) -> re.Match[str]:
    """The first line of the process's log that matches, once logged."""
    found = re.compile(pattern) if isinstance(pattern, str) else pattern

    def look() -> re.Match[str] | None:
        assert proc.proc is not None and proc.proc.returncode is None, proc.output()[-3000:]
        return found.search(proc.output())

    return await eventually(look, f"{found.pattern!r} in the bot's log")


async def stops_in_time(proc: BotProcess, tmp_path: Path | None = None,
                        signum: signal.Signals = signal.SIGTERM) -> str:
    """Signal the process; it exits 0 within the budget, says "stopped" once and closed
    its database (an SQLite file's WAL checkpointed). Its log."""
    assert proc.proc is not None and proc.proc.returncode is None, proc.output()[-3000:]
    sent = time.monotonic()
    proc.proc.send_signal(signum)
    try:
        code = await asyncio.wait_for(proc.proc.wait(), 60)
    except TimeoutError:
        raise AssertionError(f"still running 60 s after {signum.name}:\n"
                             f"{proc.output()[-3000:]}") from None
    took = time.monotonic() - sent
    output = proc.output()
    assert code == 0, output[-3000:]
    assert took < EXIT_BUDGET, f"exited {took:.1f} s after {signum.name}:\n{output[-3000:]}"
    stopped = [line for line in output.splitlines() if f"stopped ({signum.name}) in" in line]
    assert len(stopped) == 1 and stopped[0].endswith("database closed"), output[-3000:]
    assert "Traceback" not in output, output[-3000:]
    if tmp_path is not None:
        wal = tmp_path / "stop.db-wal"
        assert not wal.exists() or wal.stat().st_size == 0
    return output


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["TERM", "INT"])
async def test_connected(emulator: Emulator, bot_process, tmp_path, signum):
    proc = await bot_process("bot", env=env_for(tmp_path))
    await proc.wait_ready(commands=True)
    await stops_in_time(proc, tmp_path, signum)


@SHARDING
async def test_waiting_to_reconnect_to_a_discord_that_is_gone(
        emulator: Emulator, bot_process, tmp_path, shards):
    """discord.py sleeps between reconnect attempts (seconds, then minutes) in a task
    that does not look at close(): the stop must end that sleep, not wait it out."""
    proc = await bot_process("bot", env=env_for(tmp_path, **shards))
    await proc.wait_ready(commands=True)
    if shards:  # every shard connected: each of them then waits to reconnect
        await emulator.wait_shards(range(2), 2, timeout=60)
    await emulator.stop()
    seen = 0

    def long_wait() -> bool:
        nonlocal seen
        assert proc.proc is not None and proc.proc.returncode is None, proc.output()[-3000:]
        waits = [float(m.group(1)) for m in RECONNECT.finditer(proc.output())]
        fresh, seen = waits[seen:], len(waits)
        return any(wait >= LONG_WAIT for wait in fresh)

    # Each failed attempt waits up to twice as long as the one before (at random): a
    # stop in a wait of LONG_WAIT or more misses the budget unless the wait is cut.
    await eventually(long_wait, f"a reconnect wait of {LONG_WAIT:.0f} s or more",
                     timeout=120)
    await stops_in_time(proc, tmp_path)


@SHARDING
async def test_connecting_to_a_gateway_that_never_answers(
        emulator: Emulator, bot_process, tmp_path, black_hole: BlackHole, shards):
    """Logged in, commands published, the gateway's connection taken and never answered:
    discord.py would wait 60 s for it."""
    proc = await bot_process("bot", env=env_for(
        tmp_path, DISCORD_GATEWAY_URL=f"ws://127.0.0.1:{black_hole.port}/gateway", **shards))
    await eventually(lambda: black_hole.connections, "the bot connecting to the gateway")
    await stops_in_time(proc, tmp_path)


async def test_logging_in_to_a_discord_that_never_answers(
        emulator: Emulator, bot_process, tmp_path, black_hole: BlackHole):
    proc = await bot_process("bot", env=env_for(
        tmp_path, DISCORD_API_BASE=f"http://127.0.0.1:{black_hole.port}/api/v10"))
    await eventually(lambda: black_hole.connections, "the bot logging in")
    await stops_in_time(proc, tmp_path)


async def test_waiting_out_a_login_backoff(emulator: Emulator, bot_process, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / STATE_FILE).write_text(json.dumps({"failures": 9, "last": time.time() + 60}))
    proc = await bot_process("bot", env=env_for(tmp_path))
    await said(proc, "waiting 640 s before logging in")
    await stops_in_time(proc, tmp_path)
    assert emulator.requests == [] and emulator.identifies == 0


async def test_publishing_the_commands(emulator: Emulator, bot_process, tmp_path):
    """Discord takes the command sync and answers it late."""
    emulator.inject_fault(r"/commands$", method="PUT", status=200, hold=120)
    proc = await bot_process("bot", env=env_for(tmp_path))
    await eventually(lambda: emulator.requests_to("PUT", "/commands"), "the command sync")
    await stops_in_time(proc, tmp_path)


async def test_waiting_for_the_shard_leases(emulator: Emulator, bot_process, postgres_server,
                                            tmp_path):
    """Another process (of a rolling deploy) holds the shard: the new one waits for it."""
    url = await postgres_server.create_database(next_name("stop"))
    repo = await open_repository(url)
    try:
        now = time.time()
        assert await repo.claim_shards("old-process", 1, [0], now=now,
                                       until=now + 3600) == {0}
    finally:
        await repo.close()
    proc = await bot_process("bot", env=env_for(tmp_path, DATABASE_URL=url,
                                                SHARD_LEASE_WAIT="600"))
    await said(proc, r"shard\(s\) 0 held by another process: waiting")
    await stops_in_time(proc)
    assert emulator.identifies == 0


async def test_building_an_ai_table(emulator: Emulator, bot_process, tmp_path):
    """An optimal seat's table takes half a minute of a worker thread to build: the
    process does not wait for the thread (a restart loads or builds it again)."""
    proc = await bot_process("bot", env=env_for(tmp_path))
    await proc.wait_ready(commands=True)
    msg = await open_lobby(emulator, "yacht", joiners=(), bots=("optimal",))
    await press(emulator, msg, "Start", "alice")
    await said(proc, "building the AI table yacht-")
    await stops_in_time(proc, tmp_path)


# -- nothing left running -------------------------------------------------------------


def children_of(pid: int) -> list[int]:
    """The live processes whose parent is `pid` (Linux's /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = state_of(int(entry.name))
            if fields is not None and fields[1] == pid:
                found.append(int(entry.name))
    return found


def state_of(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent, None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    state, parent = stat[stat.rindex(")") + 2:].split()[:2]
    return state, int(parent)


def cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def gone(pid: int) -> bool:
    state = state_of(pid)
    return state is None or state[0] in "ZX"  # exited (a zombie waits for init to reap it)


async def finished_games(url: str, count: int) -> None:
    """Games played to their end, not yet reviewed: the bot's review process takes them."""
    repo = await open_repository(url)
    try:
        service = GameService(repo, roller_factory=lambda game_id: ScriptedDice(seed=game_id))
        for channel in range(count):
            game = await service.create_lobby(guild_id=1, channel_id=100 + channel,
                                              host_id=1, kind="classic", options={})
            await service.set_message(game.id, 1000 + game.id)
            await service.act(game.id, None, Actor(1), "addbot", "easy")
            await service.act(game.id, None, Actor(1), "start")
            await play_out(service, game.id)
    finally:
        await repo.close()


async def reviewing(proc: BotProcess) -> list[int]:
    """Once the bot's review process has started: the bot's child processes."""
    assert proc.proc is not None
    bot = proc.proc.pid

    def started() -> list[int]:
        children = children_of(bot)
        return children if any(b"spawn_main" in cmdline(pid) for pid in children) else []

    return await eventually(started, "the review process started")


async def test_reviewing_games(emulator: Emulator, bot_process, tmp_path):
    """The review process ends mid-review with the bot (its claims expire, the next
    start reviews the games again)."""
    env = env_for(tmp_path)
    await finished_games(env["DATABASE_URL"], 20)
    proc = await bot_process("bot", env=env)
    await proc.wait_ready()
    children = await reviewing(proc)
    await stops_in_time(proc, tmp_path)
    await eventually(lambda: all(gone(pid) for pid in children),
                     "the review process leaving with its bot")


async def test_a_killed_bot_leaves_no_review_process(emulator: Emulator, bot_process,
                                                     tmp_path):
    """SIGKILL gives the bot no time to end its review process: the process sees the end
    of its pipe from the bot and leaves on its own (and multiprocessing's helper too)."""
    env = env_for(tmp_path)
    await finished_games(env["DATABASE_URL"], 3)
    proc = await bot_process("bot", env=env)
    children = await reviewing(proc)
    proc.kill()
    assert await proc.wait() == -signal.SIGKILL
    await eventually(lambda: all(gone(pid) for pid in children),
                     "the review process leaving with its bot")
