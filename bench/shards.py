"""Storage and shard benchmarks: SQLite vs PostgreSQL, one process vs two.

Every bot is a real ``python -m bot`` subprocess against the emulator (in this
process, with the driver), measured in one run:

* clicks/s and p99 at ``--games`` concurrent games (each player clicks as soon as
  the previous reply is visible; every click changes and commits state) for
  SQLite / 1 process, PostgreSQL / 1 process and PostgreSQL / 2 processes (one
  shard each, the games split between them by guild);
* resident memory (RSS) of one bot process holding ``--live`` started games;
* start to serving in absolute time (``python -m bot`` started, to a slash command
  answered in every shard), with ``--saved`` unfinished games stored (10,000 by
  default) and with an empty database, for the three configurations, against the 1 s
  target (issue 23); the median of ``--starts`` starts each, with the load average of
  the machine at the time, and where the time went (imports, settings and the
  database; logging in and setup; the gateway; the answer) from the bot's own log.
  The bot serves first and restores in the background only what its shards need
  (bot.app.client), so the saved games should cost next to nothing.

The bot's modules are compiled to bytecode first, as installing the package (or the
Dockerfile) does: a start then measures the bot, not Python compiling its source.
PostgreSQL is a throwaway server (tests/support/postgres.py) with its default, durable
settings (fsync and synchronous_commit on).

    python -m bench.shards [--games 100] [--clicks 40] [--live 1000] [--saved 10000]
                           [--starts 3] [--start-only] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import json
import os
import re
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from bench import add_quick
from bench.gameplay import UNCAPPED, Player, Table, _bounded
from bench.harness import Stats, measure
from bot.rules import create_game, resolve_options
from bot.storage import open_repository
from tests.emulator import Emulator
from tests.emulator.fixtures import REPO_ROOT, BotProcess
from tests.emulator.store import Channel
from tests.support.postgres import ThrowawayPostgres, next_name


@dataclass
class Config:
    label: str
    backend: str  # "sqlite" or "postgres"
    processes: int


TARGET = 1.0  # seconds from start to serving (issue 23)

CONFIGS = (
    Config("SQLite / 1 process", "sqlite", 1),
    Config("PostgreSQL / 1 process", "postgres", 1),
    Config("PostgreSQL / 2 processes", "postgres", 2),
)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (/proc): what its start costs
    whatever the load, where wall time on a busy machine mostly measures the queue."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def database(backend: str, pg: ThrowawayPostgres, tmp: str) -> str:
    if backend == "sqlite":
        return f"sqlite:///{tmp}/{next_name('bench')}.db"
    return await pg.create_database(next_name("bench"))


def bot_env(url: str, tmp: str) -> dict[str, str]:
    return {
        "DATABASE_URL": url, "BOT_TURN_DELAY": "0", "DATA_DIR": f"{tmp}/ai",
        "LOG_LEVEL": "WARNING", "SWEEP_INTERVAL": "3600", "DEV_GUILD_ID": "", **UNCAPPED,
    }


def world(emu: Emulator, players: int, shards: int) -> Table:
    """`players` players, each with a channel, spread evenly over guilds of every shard."""
    emu.shard_count = shards
    guilds = [emu.add_guild(f"bench {s}", shard=s) for s in range(shards)]
    table = Table(emu, "bot")
    for i in range(players):
        guild = guilds[i % shards]
        user = emu.add_user(f"player{i}")
        emu.add_member(guild, user)
        channel = emu.add_channel(guild, f"table-{i}")
        table.players.append(Player(user.id, channel.id))
    return table


async def start_bots(emu: Emulator, env: dict[str, str], processes: int) -> list[BotProcess]:
    started = time.monotonic()
    procs = []
    for shard in range(processes):
        extra = {"SHARD_COUNT": str(processes), "SHARD_IDS": str(shard)} if processes > 1 else {}
        procs.append(await BotProcess(emu, "bot", env={**env, **extra}).start())
    if processes > 1:
        await emu.wait_shards(range(processes), processes, timeout=60, after=started)
    else:
        await procs[0].wait_ready()
    await emu.wait_commands(30)
    return procs


async def throughput(
    config: Config, pg: ThrowawayPostgres, games: int, clicks: int, max_seconds: float
) -> Stats:
    with tempfile.TemporaryDirectory(prefix="yacht-bench-") as tmp:
        url = await database(config.backend, pg, tmp)
        async with Emulator(keep_history=False, default_world=False, check_schemas=False) as emu:
            table = world(emu, games, max(config.processes, 1))
            procs = await start_bots(emu, bot_env(url, tmp), config.processes)
            try:
                await _bounded(table.new_game, table.players, 20)
                await measure(table.click, 1, 20, label="warmup", before=table.before)
                return await measure(
                    table.click, games, clicks, max_seconds=max_seconds, label=config.label,
                    before=table.before,
                )
            except BaseException:
                for proc in procs:
                    print(proc.output()[-3000:], file=sys.stderr)
                raise
            finally:
                for proc in procs:
                    await proc.terminate()


async def live_memory(backend: str, pg: ThrowawayPostgres, live: int) -> tuple[float, float]:
    """RSS (MB) of one bot process when idle, then holding `live` started games."""
    with tempfile.TemporaryDirectory(prefix="yacht-bench-") as tmp:
        url = await database(backend, pg, tmp)
        async with Emulator(keep_history=False, default_world=False, check_schemas=False) as emu:
            table = world(emu, live, 1)
            (proc,) = await start_bots(emu, bot_env(url, tmp), 1)
            try:
                assert proc.proc is not None
                await asyncio.sleep(0.5)
                idle = rss_mb(proc.proc.pid)
                await _bounded(table.new_game, table.players, 20)
                await asyncio.sleep(0.5)
                return idle, rss_mb(proc.proc.pid)
            finally:
                await proc.terminate()


def saved_games(count: int) -> list[tuple[int, str]]:
    """(channel id, state JSON) of `count` two-player Yacht games waiting for a roll."""
    options = resolve_options("yacht", {})
    state = create_game("yacht", ["1", "2"], options, None).to_json()
    return [(1_000_000 + i, state) for i in range(count)]


async def seed(backend: str, url: str, count: int, guild_ids: list[int]) -> None:
    """Store `count` unfinished games in bulk (what a busy bot leaves at a restart),
    spread over the guilds (so over their shards), each waiting for its human (as the
    bot records it: human_turn is the version), saved 10 s apart back from now."""
    repo = await open_repository(url)  # creates the schema
    await repo.close()
    options = json.dumps(resolve_options("yacht", {}))
    now = time.time()
    rows = [
        (i + 1, guild_ids[i % len(guild_ids)], channel, 1, "yacht", options, "playing", 1,
         state, now - 10 * i, now - 10 * i, 1)
        for i, (channel, state) in enumerate(saved_games(count))
    ]
    seats = [(i + 1, p, p + 1, None) for i in range(count) for p in range(2)]
    columns = ("id", "guild_id", "channel_id", "host_id", "kind", "options", "status",
               "version", "state", "created_at", "updated_at", "human_turn")
    if backend == "sqlite":
        conn = sqlite3.connect(url.removeprefix("sqlite:///"))
        with conn:
            conn.executemany(
                f"INSERT INTO games ({', '.join(columns)}) VALUES"
                f" ({', '.join('?' * len(columns))})", rows
            )
            conn.executemany(
                "INSERT INTO seats (game_id, position, user_id, level) VALUES (?, ?, ?, ?)", seats
            )
        conn.close()
        return
    pconn = await asyncpg.connect(url)
    try:
        await pconn.copy_records_to_table("games", records=rows, columns=columns)
        await pconn.copy_records_to_table(
            "seats", records=seats, columns=("game_id", "position", "user_id", "level")
        )
        if count:
            # setval refuses 0: an empty run leaves the sequence where it starts.
            await pconn.execute("SELECT setval('games_id_seq', $1)", count)
        await pconn.execute("ANALYZE")
    finally:
        await pconn.close()


async def first_answer(emu: Emulator, channel: Channel) -> None:
    """Until a /yacht start in `channel` is answered."""
    handle = await emu.slash("yacht start", user="alice", channel=channel,
                             options={"game": "yacht"})
    await handle.reply(timeout=60)


@dataclass
class Start:
    """One start of a configuration: seconds from `python -m bot` to each milestone
    (the slowest process's), and the load average of the machine then."""

    serving: float  # a slash command answered in every shard
    cpu: float  # CPU seconds the (busiest) process had used by then
    logged_in: float  # imports, settings, the database opened: the bot's "starting:" line
    set_up: float  # cogs, commands synced: the "command(s)" line
    ready: float  # the gateway's READY in every shard
    load: float  # 1-minute load average at the end
    restored: str  # what the background restore said it found


def logged_at(output: str, text: str) -> float | None:
    """The time (epoch seconds) of the first JSON log line whose message holds `text`."""
    for line in output.splitlines():
        if text not in line or not line.startswith("{"):
            continue
        record = json.loads(line)
        if text in record.get("message", ""):
            stamp = time.strptime(record["time"][:19], "%Y-%m-%dT%H:%M:%S")
            return time.mktime(stamp) - time.timezone + int(record["time"][20:23]) / 1000
    return None


async def time_to_serve(config: Config, pg: ThrowawayPostgres, saved: int) -> Start:
    """Start every process of the configuration at once and time it to serving; then
    wait for what the background restore says it found."""
    with tempfile.TemporaryDirectory(prefix="yacht-bench-") as tmp:
        url = await database(config.backend, pg, tmp)
        async with Emulator(keep_history=False, default_world=False, check_schemas=False) as emu:
            emu.shard_count = config.processes
            alice = emu.add_user("alice")
            channels = []
            for shard in range(config.processes):
                guild = emu.add_guild(f"serve {shard}", shard=shard)
                emu.add_member(guild, alice)
                channels.append(emu.add_channel(guild, f"dice-{shard}"))
            await seed(config.backend, url, saved, [int(c.guild_id) for c in channels])
            env = {**bot_env(url, tmp), "LOG_LEVEL": "INFO", "LOG_FORMAT": "json"}
            procs = [
                BotProcess(emu, "bot", env=env if config.processes == 1 else {
                    **env, "SHARD_COUNT": str(config.processes), "SHARD_IDS": str(shard)})
                for shard in range(config.processes)
            ]
            wall, started = time.time(), time.monotonic()
            try:
                for proc in procs:
                    await proc.start()
                await emu.wait_shards(range(config.processes), config.processes, timeout=120,
                                      after=started)
                ready = time.monotonic() - started
                await emu.wait_commands(60)
                await asyncio.gather(*(first_answer(emu, c) for c in channels))
                seconds = time.monotonic() - started
                cpu = max(cpu_seconds(p.proc.pid) for p in procs if p.proc is not None)
                load = os.getloadavg()[0]
                for proc in procs:  # the restore, in the background, says what it found
                    await wait_for_line(proc, "restored in")
                outputs = [p.output() for p in procs]
                said = [re.search(r"restored in [^\"]*", out) for out in outputs]

                def milestone(text: str) -> float:
                    stamps = [logged_at(out, text) for out in outputs]
                    return max((s - wall for s in stamps if s is not None), default=float("nan"))

                return Start(seconds, cpu, milestone(" starting: "), milestone(" command(s)"),
                             ready, load, "; ".join(m.group(0) for m in said if m))
            except BaseException:
                for proc in procs:
                    print(proc.output()[-3000:], file=sys.stderr)
                raise
            finally:
                for proc in procs:
                    await proc.terminate()


def median_start(starts: list[Start]) -> Start:
    """The start whose serving time is the median (its own milestones and load with it)."""
    ordered = sorted(starts, key=lambda s: s.serving)
    return ordered[(len(ordered) - 1) // 2]


async def starts(config: Config, pg: ThrowawayPostgres, saved: int, count: int) -> list[Start]:
    return [await time_to_serve(config, pg, saved) for _ in range(count)]


def compile_bot() -> None:
    """Bytecode for the bot's modules, as an install compiles it (PYTHONDONTWRITEBYTECODE,
    often set, would otherwise have every start compile the source again)."""
    for folder in ("bot", "cogs"):
        compileall.compile_dir(REPO_ROOT / folder, quiet=1)


def print_starts(serve: list[tuple[str, list[Start], list[Start]]], saved: int) -> None:
    print(f"\nstart to serving: `python -m bot` started to a slash command answered in every"
          f" shard, with {saved} saved unfinished games (target: at most {TARGET:g} s), median"
          " of each configuration's starts; load = the machine's 1-minute load average then;"
          " cpu = CPU seconds the process had used by then (what the start costs on an idle"
          " core)")
    header = (f"{'configuration':<26}{'saved s':>9}{'target':>8}{'load':>6}{'cpu s':>7}"
              f"{'min s':>7}{'empty s':>9}{'load':>6}{'cost s':>8}")
    print(header)
    print("-" * len(header))
    for label, full, empty in serve:
        at, none = median_start(full), median_start(empty)
        verdict = "met" if at.serving <= TARGET else "missed"
        print(f"{label:<26}{at.serving:>9.2f}{verdict:>8}{at.load:>6.1f}{at.cpu:>7.2f}"
              f"{min(s.serving for s in full):>7.2f}{none.serving:>9.2f}{none.load:>6.1f}"
              f"{at.serving - none.serving:>8.2f}")
    print("\nwhere the saved-games start went (s from `python -m bot`, the slowest process):"
          " imports+settings+database opened -> logged in -> cogs+commands synced ->"
          " gateway READY -> answered")
    for label, full, _ in serve:
        at = median_start(full)
        print(f"  {label:<26} starting {at.logged_in:5.2f}  set up {at.set_up:5.2f}"
              f"  ready {at.ready:5.2f}  answered {at.serving:5.2f}   {at.restored}")


async def wait_for_line(proc: BotProcess, text: str, timeout: float = 60.0) -> None:
    """Until the process's log holds `text` (its output goes to a file: polled)."""
    deadline = time.monotonic() + timeout
    while text not in proc.output():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {text!r} in the bot's log")
        await asyncio.sleep(0.05)


async def run(args: argparse.Namespace) -> int:
    compile_bot()
    pg = ThrowawayPostgres(durable=True).start()
    try:
        serve = [(c.label, await starts(c, pg, args.saved, args.starts),
                  await starts(c, pg, 0, args.starts)) for c in CONFIGS]
        if args.start_only:
            print_starts(serve, args.saved)
            return 0
        rows = [
            await throughput(c, pg, args.games, args.clicks, args.max_seconds) for c in CONFIGS
        ]
        memory = {b: await live_memory(b, pg, args.live) for b in ("sqlite", "postgres")}
    finally:
        pg.stop()
    print(f"\nclicks at {args.games} concurrent games (every click committed before its reply)")
    header = f"{'configuration':<26}{'clicks':>8}{'errors':>8}{'p50 ms':>9}{'p99 ms':>9}" \
             f"{'clicks/s':>10}"
    print(header)
    print("-" * len(header))
    for s in rows:
        print(f"{s.label:<26}{s.clicks:>8}{s.errors:>8}{s.p50:>9.2f}{s.p99:>9.2f}{s.rate:>10.1f}")
    print(f"\nRSS of one bot process (MB): idle -> holding {args.live} live games")
    for backend, (idle, full) in memory.items():
        print(f"  {backend:<10}{idle:8.1f} -> {full:8.1f}  (+{full - idle:.1f})")
    print_starts(serve, args.saved)
    return 1 if any(s.errors for s in rows) else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="concurrent games (players)")
    parser.add_argument("--clicks", type=int, default=40, help="clicks per player")
    parser.add_argument("--max-seconds", type=float, default=15.0, help="cap per configuration")
    parser.add_argument("--live", type=int, default=1000, help="live games for the RSS figure")
    parser.add_argument("--saved", type=int, default=10000, help="saved games for startup")
    parser.add_argument("--starts", type=int, default=3,
                        help="starts per configuration and database (the median is shown)")
    parser.add_argument("--start-only", action="store_true",
                        help="only the start-to-serving figures")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.clicks, args.max_seconds, args.live, args.saved = 4, 6, 5.0, 20, 50
        args.starts = 1
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
