"""Click latency while the bot reviews finished games in the background (issue 21).

`bench.gameplay`'s bot subject (real Yacht games between humans, every click committed
before its reply) on two databases that differ in one thing: in the `reviews` one, GAMES
finished games (a human and an easy computer seat, a whole move log each) wait for their
background review; in the `baseline` one the same games are already reviewed. The exact
Yacht table is on disk in both, as on a server that has played before. The bot is
`python -m bot`, whose reviews run in a process of their own at the idle CPU priority,
which waits between two moves of a review while a click is on its way (bot.service.skill.Pace).

A p99 is a tail: over 400 clicks it is the 4th-slowest, and two windows of the same bot
differ by 2x. So each condition's clicks are pooled over many short windows, and the figure
is the ratio of the pooled p99s with a 95 % bootstrap interval (the rounds of windows
resampled, so the machine's drift stays paired). Three bots run side by side: the
baseline, a copy of it (`control`: the A/A, the benchmark's own noise floor, whose ratio
must come out within a few per cent of 1) and the one reviewing; a round measures each
once, in an order turning through all six, while the other two bots and their review
processes are stopped (SIGSTOP). A window is one turn of every player (roll, hold, roll,
hold, roll, score), so every bot gets the same click sequence; it begins once the woken
bot answers again (an untimed /yacht help).

The reviews must really run while measured: the rounds go on until the reviews bot has
reviewed all GAMES, and then (`--passes`) the same games go back into its queue (it
stopped meanwhile) and are reviewed again; the rounds before its reviewer takes them up
(at the next game that ends) are left out, so no window measures an idle reviewer; the
reviews done inside measured windows are counted. Target: reviews raise the pooled p99
by at most 10 % (the top of its interval).

    python -m bench.reviews [--games 100] [--level 10] [--passes 2] [--max-rounds 600]
                            [--max-seconds 1800]
                            [--quick]        # smoke run: seconds, figures mean nothing
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import math
import os
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from bench import add_quick
from bench.gameplay import Table, cpu_seconds, started_subject
from bench.harness import Stats, measure, percentile
from bot.ai.tables import load_or_build
from bot.rules import resolve_options
from bot.service.games import Actor, GameService
from bot.storage.sqlite import SqliteRepository
from tests.emulator.fixtures import BotProcess
from tests.support.service_play import play_out

P99_RAISE_TARGET = 1.10
KIND = "yacht"
#: clicks per player per window: one whole turn, so every window clicks the same sequence
TURN = 6
#: bootstrap resamples of the rounds
RESAMPLES = 2000
#: the bots: the baseline, a copy of it (the noise floor), the one reviewing
NAMES = ("baseline", "control", "reviews")


async def seed(folder: Path, games: int) -> None:
    """`games` finished games, their messages long gone; the exact table of their rules
    saved where the bot's DATA_DIR will find it."""
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


def seeded_ids(folder: Path) -> list[int]:
    """The seeded games' ids (the benchmark's own games come after them)."""
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=30)) as conn:
        return [int(r[0]) for r in conn.execute(
            "SELECT id FROM games WHERE status = 'finished' ORDER BY id")]


def reviewed(folder: Path, ids: list[int]) -> int:
    """How many of the seeded games `ids` are reviewed so far."""
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=30)) as conn:
        row = conn.execute(f"SELECT COUNT(*) FROM games WHERE reviewed = 1 AND id IN "
                           f"({','.join(map(str, ids))})").fetchone()
    return int(row[0])


def started(folder: Path, ids: list[int]) -> bool:
    """Whether the reviewer has taken up the queued games (claimed or reviewed one)."""
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=30)) as conn:
        row = conn.execute(f"SELECT COUNT(*) FROM games WHERE (reviewed = 1 OR review_claim"
                           f" IS NOT NULL) AND id IN ({','.join(map(str, ids))})").fetchone()
    return int(row[0]) > 0


def mark_reviewed(folder: Path) -> None:
    with contextlib.closing(sqlite3.connect(folder / "bench.db")) as conn, conn:
        conn.execute("UPDATE games SET reviewed = 1")


def requeue(folder: Path, ids: list[int]) -> None:
    """The seeded games back in the review queue, their results gone."""
    listed = ",".join(map(str, ids))
    with contextlib.closing(sqlite3.connect(folder / "bench.db", timeout=0.2)) as conn, conn:
        conn.execute(f"DELETE FROM game_skill WHERE game_id IN ({listed})")
        conn.execute(f"UPDATE games SET reviewed = 0, review_claim = NULL WHERE id IN "
                     f"({listed})")


async def requeue_stopped(subject: Subject, ids: list[int], attempts: int = 200) -> None:
    """`requeue` with the bot stopped (its reviewer finds the games at its next look, when
    a game ends). A bot stopped inside a transaction holds SQLite's writer: it runs a
    moment to finish it, and the requeue is tried again."""
    for _ in range(attempts):
        signal_tree(subject.proc, signal.SIGSTOP)
        try:
            requeue(subject.folder, ids)
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
        signal_tree(subject.proc, signal.SIGCONT)
        await asyncio.sleep(0.05)
    raise RuntimeError(f"the {subject.name} bot held its database {attempts} times")


async def reviewed_stopped(subject: Subject, ids: list[int], attempts: int = 200) -> int:
    """`reviewed` of a stopped bot. One stopped inside a write to its WAL index makes
    a reader fail ("locking protocol"): it runs a moment to finish, and is asked again."""
    for _ in range(attempts):
        try:
            return reviewed(subject.folder, ids)
        except sqlite3.OperationalError as error:
            if "locking protocol" not in str(error) and "locked" not in str(error):
                raise
        signal_tree(subject.proc, signal.SIGCONT)
        await asyncio.sleep(0.05)
        signal_tree(subject.proc, signal.SIGSTOP)
    raise RuntimeError(f"the {subject.name} bot held its database {attempts} times")


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


def helpers_cpu(proc: BotProcess) -> float:
    """CPU seconds used so far by the bot's child processes (the review process)."""
    assert proc.proc is not None
    used = (cpu_seconds(pid) for pid in process_tree(proc.proc.pid)[1:])
    return sum(x for x in used if x == x)  # a process gone meanwhile: nan, left out


class Collections:
    """The garbage collector's pauses in this process, where the three emulators keep
    every message of the run: over hundreds of rounds their heap grows, and one full
    collection froze the emulators for seconds, so clicks of whichever bot was measured
    were answered after Discord's 3 s by the emulator's clock (10062). Between rounds
    `gc.freeze()` moves what exists into the permanent generation, so a collection looks
    at the newest objects only."""

    def __init__(self) -> None:
        self.longest = 0.0  # seconds
        self.over_50ms = 0
        self._began = 0.0

    def __enter__(self) -> Collections:
        gc.callbacks.append(self._timed)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._timed)
        gc.unfreeze()

    def _timed(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
            return
        took = time.perf_counter() - self._began
        self.longest = max(self.longest, took)
        self.over_50ms += took > 0.05


class Subject:
    """One condition: its folder, its running bot, and what was measured of it."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name, self.folder = name, folder
        self.table: Table
        self.proc: BotProcess
        self.windows: list[Stats] = []
        self.reviews_measured = 0  # seeded games reviewed inside its measured windows
        self.reviews_total = 0  # ... at all (also while it woke up)
        self.helper_cpu = 0.0  # its review process's CPU seconds inside the windows


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


async def window(subject: Subject, everyone: list[Subject], level: int, ids: list[int]
                 ) -> Stats:
    """One turn of every player of `subject` while the other bots (and their review
    processes) are stopped."""
    for other in everyone:
        if other is not subject:
            signal_tree(other.proc, signal.SIGSTOP)
    signal_tree(subject.proc, signal.SIGCONT)
    woken = reviewed(subject.folder, ids)
    await answering(subject.table)
    before, cpu = reviewed(subject.folder, ids), helpers_cpu(subject.proc)
    logged = len(subject.proc.output())
    stats = await measure(subject.table.click, level, TURN, label=subject.name,
                          before=subject.table.before)
    measured = reviewed(subject.folder, ids)
    signal_tree(subject.proc, signal.SIGSTOP)  # nothing it does goes uncounted
    after = await reviewed_stopped(subject, ids)
    subject.windows.append(stats)
    if stats.errors:
        print(f"  {subject.name}: {stats.errors} clicks failed in a window (load "
              f"{os.getloadavg()[0]:.1f}): {stats.failures[:3]}; its log meanwhile:\n"
              f"{subject.proc.output()[logged:].rstrip()}", flush=True)
    subject.reviews_measured += measured - before
    subject.reviews_total += after - woken
    subject.helper_cpu += helpers_cpu(subject.proc) - cpu
    return stats


async def run(template: Path, *, level: int, passes: int, max_rounds: int,
              max_seconds: float, keep_idle: bool = False) -> dict[str, Subject]:
    with contextlib.ExitStack() as folders:
        async with contextlib.AsyncExitStack() as bots:
            return await _run(folders, bots, template, level=level, passes=passes,
                              max_rounds=max_rounds, max_seconds=max_seconds,
                              keep_idle=keep_idle)


async def _run(folders: contextlib.ExitStack, bots: contextlib.AsyncExitStack,
               template: Path, *, level: int, passes: int, max_rounds: int,
               max_seconds: float, keep_idle: bool) -> dict[str, Subject]:
    """The three bots set up, then rounds of one window each (their order turning
    through all six) until the reviews bot has reviewed the seeded games `passes` times
    (`keep_idle`: the smoke run keeps the rounds before its reviewer starts)."""
    ids = seeded_ids(template)
    subjects = {}
    for name in NAMES:
        folder = Path(folders.enter_context(
            tempfile.TemporaryDirectory(prefix=f"yacht-bench-{name}-")))
        shutil.copy(template / "bench.db", folder / "bench.db")
        shutil.copytree(template / "ai", folder / "ai")
        subjects[name] = Subject(name, folder)
    for subject in subjects.values():
        subject.table, subject.proc = await bots.enter_async_context(
            started_subject("bot", level, workdir=subject.folder))
    busy = subjects["reviews"]
    orders = list(itertools.permutations(subjects.values()))
    done_passes = rounds = idle = 0
    collections = folders.enter_context(Collections())
    try:
        # Its games queued only now, every bot up and stopped: none reviewed unmeasured.
        await requeue_stopped(busy, ids)
        deadline = time.monotonic() + max_seconds
        while rounds < max_rounds and done_passes < passes and time.monotonic() < deadline:
            for subject in orders[rounds % len(orders)]:
                await window(subject, list(subjects.values()), level, ids)
            rounds += 1
            gc.freeze()  # untimed: the round is over (see Collections)
            if not keep_idle and not started(busy.folder, ids):
                # Its reviewer has not taken up the queue yet: an idle round, left out.
                for subject in subjects.values():
                    subject.windows.pop()
                idle += 1
                continue
            if rounds % 20 == 0:
                print(f"  {rounds} rounds: {reviewed(busy.folder, ids)} of {len(ids)} "
                      f"reviewed in pass {done_passes + 1} (load "
                      f"{os.getloadavg()[0]:.1f})", flush=True)
            if reviewed(busy.folder, ids) == len(ids):
                done_passes += 1
                print(f"  pass {done_passes}: all {len(ids)} reviewed after {rounds} rounds "
                      f"(load {os.getloadavg()[0]:.1f})", flush=True)
                if done_passes < passes:
                    await requeue_stopped(busy, ids)
    finally:
        for subject in subjects.values():  # stopped processes cannot be terminated
            signal_tree(subject.proc, signal.SIGCONT)
    print(f"  {idle} rounds left out: the reviewer had not yet taken up the queue (it looks"
          f" at it when a game ends)")
    longest, over = collections.longest, collections.over_50ms
    gc.unfreeze()  # what one full collection of the run's heap would have cost, unsettled
    began = time.perf_counter()
    gc.collect()
    print(f"  the emulators' process: longest garbage collection in the rounds "
          f"{longest * 1000:.0f} ms, {over} over 50 ms; one full"
          f" collection of all it holds now {(time.perf_counter() - began) * 1000:.0f} ms "
          f"({len(gc.get_objects())} objects)")
    if done_passes < passes:
        print(f"  stopped at --max-rounds or --max-seconds: {done_passes} of {passes} passes"
              f" done, {len(ids) - reviewed(busy.folder, ids)} games still waiting")
    return subjects


def failed_clicks(stats: Stats) -> int:
    """The window's clicks that got no answer in time (its untimed set-up's aside)."""
    return sum(1 for why in stats.failures if why.startswith("click:"))


def latencies(windows: list[Stats]) -> list[float]:
    """Every click's latency, sorted; a click that failed (Discord's 3 s passed, say)
    counts as slower than any answered one, so a bot failing its slowest clicks cannot
    look faster for it."""
    return sorted([x for w in windows for x in w.latencies_ms]
                  + [math.inf] * sum(failed_clicks(w) for w in windows))


def pooled_p99(windows: list[Stats]) -> float:
    return percentile(latencies(windows), 99)


def ratio_interval(a: list[Stats], b: list[Stats], rng: random.Random
                   ) -> tuple[float, float]:
    """95 % bootstrap interval of pooled p99 (b) / pooled p99 (a): the rounds resampled
    with replacement (a round's windows together, so the machine's drift stays paired)."""
    pairs = list(zip(a, b, strict=True))
    ratios = []
    for _ in range(RESAMPLES):
        drawn = [pairs[rng.randrange(len(pairs))] for _ in pairs]
        ratios.append(pooled_p99([y for _, y in drawn]) / pooled_p99([x for x, _ in drawn]))
    ratios.sort()
    return ratios[int(0.025 * RESAMPLES)], ratios[int(0.975 * RESAMPLES) - 1]


def report(subjects: dict[str, Subject], games: int, passes: int) -> bool:
    """Print the figures; whether the target is met (the interval's top within it)."""
    base, control, busy = (subjects[name] for name in NAMES)
    if not base.windows:
        print("no round measured while the reviews ran")
        return False
    print(f"\nclick latency over {len(base.windows)} rounds of windows (one turn of "
          f"{base.windows[0].concurrency} players each):")
    for s in subjects.values():
        every = latencies(s.windows)
        print(f"  {s.name:<9}: pooled p99 {percentile(every, 99):7.2f} ms, p50 "
              f"{percentile(every, 50):6.2f} ms, over {len(every)} clicks "
              f"({sum(failed_clicks(w) for w in s.windows)} failed, counted slowest; "
              f"{sum(w.errors - failed_clicks(w) for w in s.windows)} new games not opened)")
    ok = True
    for label, other in (("A/A (noise floor)", control), ("A/B (reviews)", busy)):
        ratio = pooled_p99(other.windows) / pooled_p99(base.windows)
        low, high = ratio_interval(base.windows, other.windows, random.Random(21))
        print(f"  {label:<18}: {other.name} / baseline pooled p99 {ratio:.3f}×, 95 % "
              f"interval {low:.3f}–{high:.3f}")
        if other is busy:
            ok = high <= P99_RAISE_TARGET
    print(f"  seeded games reviewed inside measured windows: {busy.reviews_measured} "
          f"({busy.reviews_total} in the reviews bot's windows with their wake-ups; "
          f"{games} games × {passes} passes); review process {busy.helper_cpu:.1f} CPU s "
          f"inside the windows")
    print(f"target: reviews raise the p99 by at most {P99_RAISE_TARGET - 1:.0%} (the "
          f"interval's top): {'OK' if ok else 'MISSED'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="finished games to review")
    parser.add_argument("--level", type=int, default=10, help="games played at once")
    parser.add_argument("--passes", type=int, default=2,
                        help="times the reviews bot reviews all the games while measured")
    parser.add_argument("--max-rounds", type=int, default=600,
                        help="rounds of windows at most")
    parser.add_argument("--max-seconds", type=float, default=1800.0,
                        help="no round begins after this many seconds of rounds")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.level, args.passes, args.max_rounds = 2, 1, 1, 3
    with tempfile.TemporaryDirectory(prefix="yacht-bench-seed-") as tmp:
        template = Path(tmp)
        began = time.monotonic()
        asyncio.run(seed(template, args.games))
        mark_reviewed(template)
        print(f"seeded {args.games} finished games in {time.monotonic() - began:.1f} s; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
        began = time.monotonic()
        subjects = asyncio.run(run(template, level=args.level, passes=args.passes,
                                   max_rounds=args.max_rounds,
                                   max_seconds=args.max_seconds, keep_idle=args.quick))
    report(subjects, args.games, args.passes)
    print(f"measured for {time.monotonic() - began:.0f} s; load average at the end: "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    errors = sum(w.errors for s in subjects.values() for w in s.windows)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
