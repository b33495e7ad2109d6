"""Click latency while the bot reviews finished games in the background (issue 21).

`bench.gameplay`'s bot subject (real Yacht games between humans, every click committed
before its reply) measured twice on databases that differ in one thing: in the
`reviews` run, GAMES finished games (a human and an easy computer seat, a whole move log
each) wait for their background review when the bot starts; in the `baseline` run the
same games are already reviewed. The exact Yacht table is on disk in both, as on a
server that has played before. The bot is `python -m bot`, whose reviews run in a
process of their own at the lowest CPU priority (nice 19, bot.skill). Runs alternate
(baseline, reviews, baseline, ...) and each configuration reports its median p99; the
target is that the reviews raise the click p99 by at most 10 %. The reviews done during
each measured level are counted (the benchmark's own games too, as they end), so a run
whose reviews were all over before the clicks began, or never ran, says so.

    python -m bench.reviews [--games 100] [--levels 10,100] [--clicks 60]
                            [--max-seconds 12] [--rounds 2]
                            [--quick]        # smoke run: seconds, figures mean nothing
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench import add_quick
from bench.gameplay import run_subject
from bench.harness import Stats
from bot.ai.tables import load_or_build
from bot.rules import resolve_options
from bot.service import Actor, GameService
from bot.storage.sqlite import SqliteRepository
from tests.support.service_play import play_out

P99_RAISE_TARGET = 1.10
KIND = "yacht"


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
    with sqlite3.connect(folder / "bench.db", timeout=30) as conn:
        row = conn.execute("SELECT COUNT(*) FROM game_skill").fetchone()
    return int(row[0])


def mark_reviewed(folder: Path) -> None:
    with sqlite3.connect(folder / "bench.db") as conn:
        conn.execute("UPDATE games SET reviewed = 1")


async def measure_run(template: Path, *, reviews: bool, levels: list[int], clicks: int,
                      max_seconds: float) -> tuple[list[Stats], dict[int, int]]:
    """One bot run on a copy of the seeded folder; (stats per level, reviews done
    during each measured level)."""
    with tempfile.TemporaryDirectory(prefix="yacht-bench-reviews-") as tmp:
        folder = Path(tmp)
        shutil.copy(template / "bench.db", folder / "bench.db")
        shutil.copytree(template / "ai", folder / "ai")
        if not reviews:
            mark_reviewed(folder)
        done: dict[int, int] = {}
        marks: dict[int, int] = {}

        def around(phase: str, level: int) -> None:
            if phase == "start":
                marks[level] = reviewed(folder)
            else:
                done[level] = reviewed(folder) - marks[level]

        stats = await run_subject("bot", levels, clicks, max_seconds, workdir=folder,
                                  around=around)
        return stats, done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="finished games to review")
    parser.add_argument("--levels", default="10,100", help="comma-separated game counts")
    parser.add_argument("--clicks", type=int, default=60, help="clicks per player per level")
    parser.add_argument("--max-seconds", type=float, default=12.0, help="cap per level")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each configuration")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.levels, args.clicks, args.max_seconds, args.rounds = 3, "1", 6, 5.0, 1
    levels = [int(x) for x in args.levels.split(",")]
    with tempfile.TemporaryDirectory(prefix="yacht-bench-seed-") as tmp:
        template = Path(tmp)
        began = time.monotonic()
        asyncio.run(seed(template, args.games))
        print(f"seeded {args.games} finished games in {time.monotonic() - began:.1f} s")
        p99: dict[tuple[str, int], list[float]] = {}
        reviewed: dict[tuple[str, int], list[int]] = {}
        errors = 0
        for _ in range(args.rounds):
            for name in ("baseline", "reviews"):
                stats, done = asyncio.run(measure_run(
                    template, reviews=name == "reviews", levels=levels, clicks=args.clicks,
                    max_seconds=args.max_seconds))
                for s in stats:
                    p99.setdefault((name, s.concurrency), []).append(s.p99)
                    reviewed.setdefault((name, s.concurrency), []).append(
                        done.get(s.concurrency, 0))
                    errors += s.errors
                    print(f"  {name:<9}{s.concurrency:>5} games: p50 {s.p50:6.2f} ms, p99 "
                          f"{s.p99:6.2f} ms, {s.rate:6.1f} clicks/s, reviews during it: "
                          f"{done.get(s.concurrency, 0)}", flush=True)
    print(f"\nmedian click p99 over {args.rounds} run(s) of each, {args.games} games to "
          "review:")
    ok = True
    for level in levels:
        base = statistics.median(p99["baseline", level])
        busy = statistics.median(p99["reviews", level])
        ratio = busy / base if base else float("nan")
        ok = ok and ratio <= P99_RAISE_TARGET
        print(f"  {level:>5} games: baseline {base:6.2f} ms, with reviews {busy:6.2f} ms "
              f"({ratio:.2f}×; reviews during the level: {reviewed['reviews', level]})")
    print(f"target: reviews raise the p99 by at most {P99_RAISE_TARGET - 1:.0%}: "
          f"{'OK' if ok else 'MISSED'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
