"""Click latency while the bot reviews finished games in the background (issue 21).

`bench.gameplay`'s bot subject (real Yacht games between humans, every click committed
before its reply) on two databases that differ in one thing: in the `reviews` one, GAMES
finished games (a human and an easy computer seat, a whole move log each) wait for their
background review when the bot starts; in the `baseline` one the same games are already
reviewed. The exact Yacht table is on disk in both, as on a server that has played
before. The bot is `python -m bot`, whose reviews run in a process of their own at the
idle CPU priority, its claims and writes held while clicks are in flight (bot.skill).

The machine is shared, and its load drifts by more than the effect measured; so both bots
run side by side and are measured in alternating windows (A B, B A, A B, ...): while one
is measured, the other bot and its review process are stopped (SIGSTOP), so neither the
reviews nor the other bot's clicks reach the window of the other. Each window begins once
the woken bot answers in time again (an untimed /yacht help) and counts the reviews done
during it (the benchmark's own games too, as they end: in both bots alike). Reported: each
window's p99, the ratio of each pair of neighbouring windows (median, and the spread: lowest and
highest), and the p99 of all clicks of each bot pooled. The target: reviews raise the
click p99 by at most 10 % (the median pair ratio).

    python -m bench.reviews [--games 100] [--level 10] [--clicks 40] [--max-seconds 10]
                            [--rounds 6]
                            [--quick]        # smoke run: seconds, figures mean nothing
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench import add_quick
from bench.gameplay import Table, cpu_seconds, started_subject
from bench.harness import Stats, measure, percentile
from bot.ai.tables import load_or_build
from bot.rules import resolve_options
from bot.service import Actor, GameService
from bot.storage.sqlite import SqliteRepository
from tests.emulator.fixtures import BotProcess
from tests.support.service_play import play_out

P99_RAISE_TARGET = 1.10
KIND = "yacht"
CONFIGS = ("baseline", "reviews")


async def seed(folder: Path, games: int) -> None:
    """`games` finished games, their messages long gone, none reviewed yet; the exact
    table of their rules saved where the bot's DATA_DIR will find it."""
    repo = SqliteRepository(str(folder / "bench.db"))
    await repo.open()
    try:
        service = GameService(repo)
        for i in range(games):
            host = Actor(10_000 + i)
            lobby = await service.create_lobby(guild_id=1, channel_id=20_000 + i,
                                               host_id=host.user_id or 0, kind=KIND,
                                               options={})
            await service.set_message(lobby.id, 30_000 + i)
            await service.act(lobby.id, None, host, "addbot", "easy")
            await service.act(lobby.id, None, host, "start")
            await play_out(service, lobby.id)
        # Finished long ago and never shown again: the bot only reviews them.
        await repo.conn.execute("UPDATE games SET message_id = NULL, updated_at = 0")
    finally:
        await repo.close()
    load_or_build(KIND, resolve_options(KIND, {}), folder / "ai")


def reviewed(folder: Path) -> int:
    """Games reviewed so far (the seeded ones, and the benchmark's own as they end)."""
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=30)) as conn:
        row = conn.execute("SELECT COUNT(*) FROM game_skill").fetchone()
    return int(row[0])


def pending(folder: Path) -> int:
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=30)) as conn:
        row = conn.execute("SELECT COUNT(*) FROM games WHERE status = 'finished'"
                           " AND reviewed = 0").fetchone()
    return int(row[0])


def mark_reviewed(folder: Path) -> None:
    with contextlib.closing(sqlite3.connect(folder / "bench.db")) as conn, conn:
        conn.execute("UPDATE games SET reviewed = 1")


def process_tree(pid: int) -> list[int]:
    """`pid` and every process below it (the review process, its resource tracker)."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        parents.setdefault(ppid, []).append(int(entry.name))
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo.extend(parents.get(current, []))
    return tree


def signal_tree(proc: BotProcess, sig: signal.Signals) -> None:
    assert proc.proc is not None
    for pid in process_tree(proc.proc.pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


class Subject:
    """One configuration: its folder, its running bot, and what was measured of it."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name, self.folder = name, folder
        self.table: Table
        self.proc: BotProcess
        self.windows: list[Stats] = []
        self.reviews: list[int] = []
        self.helper_cpu: list[float] = []


async def window(subject: Subject, other: Subject, level: int, clicks: int,
                 max_seconds: float) -> Stats:
    """Measure `subject` while `other` (its bot and review process) is stopped."""
    signal_tree(other.proc, signal.SIGSTOP)
    signal_tree(subject.proc, signal.SIGCONT)
    await answering(subject.table)
    before, cpu = reviewed(subject.folder), helpers_cpu(subject.proc)
    stats = await measure(subject.table.click, level, clicks, max_seconds=max_seconds,
                          label=subject.name, before=subject.table.before)
    subject.windows.append(stats)
    subject.reviews.append(reviewed(subject.folder) - before)
    subject.helper_cpu.append(helpers_cpu(subject.proc) - cpu)
    return stats


async def answering(table: Table, attempts: int = 30) -> None:
    """Until the woken bot answers in time again: a command that changes no game (a
    game click answered late would leave its player's board behind for the window)."""
    player = table.players[0]
    for _ in range(attempts):
        handle = await table.emu.slash("yacht help", user=player.user, channel=player.channel)
        with contextlib.suppress(Exception):
            await handle.ephemeral(timeout=10)
            return
    raise RuntimeError(f"the bot did not answer /yacht help in time {attempts} times")


def helpers_cpu(proc: BotProcess) -> float:
    """CPU seconds used so far by the bot's child processes (the review process): how
    much the reviews ran during a window."""
    assert proc.proc is not None
    used = (cpu_seconds(pid) for pid in process_tree(proc.proc.pid)[1:])
    return sum(x for x in used if x == x)  # a process gone meanwhile: nan, left out


async def run(template: Path, *, level: int, clicks: int, max_seconds: float,
              rounds: int) -> dict[str, Subject]:
    with contextlib.ExitStack() as folders:
        async with contextlib.AsyncExitStack() as bots:
            return await _run(folders, bots, template, level=level, clicks=clicks,
                              max_seconds=max_seconds, rounds=rounds)


async def _run(folders: contextlib.ExitStack, bots: contextlib.AsyncExitStack,
               template: Path, *, level: int, clicks: int, max_seconds: float,
               rounds: int) -> dict[str, Subject]:
    """Both bots set up, then the windows, alternating which bot goes first."""
    subjects = {}
    for name in CONFIGS:
        folder = Path(folders.enter_context(
            tempfile.TemporaryDirectory(prefix=f"yacht-bench-{name}-")))
        shutil.copy(template / "bench.db", folder / "bench.db")
        shutil.copytree(template / "ai", folder / "ai")
        if name == "baseline":
            mark_reviewed(folder)
        subjects[name] = Subject(name, folder)
    for subject in subjects.values():
        subject.table, subject.proc = await bots.enter_async_context(
            started_subject("bot", level, workdir=subject.folder))
    try:
        for i in range(rounds):
            order = CONFIGS if i % 2 == 0 else CONFIGS[::-1]
            for name in order:
                subject = subjects[name]
                other = subjects[CONFIGS[1 - CONFIGS.index(name)]]
                stats = await window(subject, other, level, clicks, max_seconds)
                print(f"  round {i + 1} {name:<9}: {stats.clicks:5} clicks, p50 "
                      f"{stats.p50:7.2f} ms, p99 {stats.p99:7.2f} ms, {stats.rate:6.1f} "
                      f"clicks/s, reviews during it: {subject.reviews[-1]} (review process "
                      f"CPU {subject.helper_cpu[-1]:.2f} s)", flush=True)
    finally:
        for subject in subjects.values():  # stopped processes cannot be terminated
            signal_tree(subject.proc, signal.SIGCONT)
    print(f"  still waiting for their review at the end: "
          f"{pending(subjects['reviews'].folder)} of the reviews bot's games")
    return subjects


def report(subjects: dict[str, Subject], games: int) -> bool:
    """Print the figures; whether the target is met."""
    base, busy = subjects["baseline"], subjects["reviews"]
    ratios = [b.p99 / a.p99 for a, b in zip(base.windows, busy.windows, strict=True)
              if a.p99 > 0]
    pooled = {s.name: percentile(sorted(x for w in s.windows for x in w.latencies_ms), 99)
              for s in (base, busy)}
    clicks = {s.name: sum(w.clicks for w in s.windows) for s in (base, busy)}
    median = statistics.median(ratios) if ratios else float("nan")
    print(f"\nclick p99 with {games} finished games to review against the same games "
          f"reviewed, {len(ratios)} pairs of windows:")
    print(f"  pair ratios (reviews / baseline): "
          f"{', '.join(f'{r:.2f}' for r in ratios)}")
    print(f"  median ratio {median:.2f}× (spread {min(ratios, default=float('nan')):.2f}"
          f"–{max(ratios, default=float('nan')):.2f})")
    print(f"  pooled p99: baseline {pooled['baseline']:.2f} ms over {clicks['baseline']} "
          f"clicks, with reviews {pooled['reviews']:.2f} ms over {clicks['reviews']} clicks "
          f"({pooled['reviews'] / pooled['baseline']:.2f}×)")
    print(f"  reviews done during the windows: {sum(busy.reviews)} in the reviews bot "
          f"({', '.join(map(str, busy.reviews))}; its review process used "
          f"{sum(busy.helper_cpu):.1f} CPU s), {sum(base.reviews)} in the baseline bot")
    ok = median <= P99_RAISE_TARGET
    print(f"target: reviews raise the p99 by at most {P99_RAISE_TARGET - 1:.0%} (median pair "
          f"ratio): {'OK' if ok else 'MISSED'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="finished games to review")
    parser.add_argument("--level", type=int, default=10, help="games played at once")
    parser.add_argument("--clicks", type=int, default=40, help="clicks per player per window")
    parser.add_argument("--max-seconds", type=float, default=10.0, help="cap per window")
    parser.add_argument("--rounds", type=int, default=6, help="windows of each bot")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.level, args.clicks, args.max_seconds, args.rounds = 3, 1, 6, 5.0, 1
    with tempfile.TemporaryDirectory(prefix="yacht-bench-seed-") as tmp:
        template = Path(tmp)
        began = time.monotonic()
        asyncio.run(seed(template, args.games))
        print(f"seeded {args.games} finished games in {time.monotonic() - began:.1f} s; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
        subjects = asyncio.run(run(template, level=args.level, clicks=args.clicks,
                                   max_seconds=args.max_seconds, rounds=args.rounds))
    report(subjects, args.games)
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    errors = sum(w.errors for s in subjects.values() for w in s.windows)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
