"""Cost of seasons and ratings (issue 36): a rating update per game, and
`/yacht leaderboard` for a season on a server of 1,000 players and 100,000 games.

Targets: a rating update at most 1 ms per game; the season board at most 300 ms p99, on
SQLite and PostgreSQL. The board is what the command reads (bot.service.games
.leaderboard: the server's settings, then its two boards, humans only and with computer
seats) for the current season, a past one, and all time, and the skill board of each
(bot.service.seasons.Seasons.skill_board: a season's ranked reviews, or all time's last
20 per player); the games are spread over the twelve months before now, 2 to 4 humans
each, one game in five with a computer seat, each human's review stored (half of the
games ranked).
The rating is timed twice: the model alone (process CPU per game, 2 to 8 players), and
applied from the queue in the database (wall and process CPU per game).

Run: python -m bench.seasons [--games N] [--players N] [--backend sqlite|postgres|both]
[--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from typing import Any

from bench import add_quick
from bot.domain import RatedGame, RatedSeat
from bot.service.games import GameService
from bot.service.ratings import apply_ratings, rate
from bot.service.seasons import Board, Seasons, board_for
from bot.service.skill import SKILL_MINIMUM, SKILL_WINDOW
from bot.storage import Repository, open_repository
from tests.support.postgres import ThrowawayPostgres, next_name

GUILD = 1
GAMES = 100_000
PLAYERS = 1_000
ASKS = 200  # board reads per span (p99 of 200)
RATED = 1_000  # games applied from the queue
YEAR = 365 * 86400.0
CHUNK = 5_000


def cpu() -> float:
    return time.process_time()


async def fill(repo: Repository, games: int, players: int, now: float) -> None:
    """`games` finished games on one server over the year before `now`."""
    rng = random.Random(36)
    async with repo._season_tx() as tx:  # type: ignore[attr-defined]
        for start in range(0, games, CHUNK):
            rows: list[tuple[Any, ...]] = []
            results: list[tuple[Any, ...]] = []
            skill: list[tuple[Any, ...]] = []
            for game_id in range(start + 1, min(games, start + CHUNK) + 1):
                at = now - rng.random() * YEAR
                seats = rng.sample(range(1, players + 1), rng.randint(2, 4))
                computers = rng.random() < 0.2
                rows.append((game_id, GUILD, game_id, seats[0], "yacht", "{}", "finished",
                             at, at))
                scores = [rng.randint(120, 320) for _ in seats] + ([200] if computers else [])
                best = max(scores)
                ranked = int(rng.random() < 0.5)  # half of them as ranked (dailies, solo)
                for position, score in enumerate(scores):
                    user = seats[position] if position < len(seats) else None
                    results.append((game_id, position, GUILD, "yacht", user,
                                    None if user else "easy", score, int(score == best),
                                    int(computers), at))
                    if user is not None:  # its review
                        skill.append((game_id, position, GUILD, user, "yacht", score,
                                      rng.uniform(0, 40), rng.uniform(50, 100), 0.0, ranked,
                                      at, ""))
            await tx.executemany(
                "INSERT INTO games (id, guild_id, channel_id, host_id, kind, options, status,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
            await tx.executemany(
                "INSERT INTO results (game_id, position, guild_id, kind, user_id, level, score,"
                " won, with_computers, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                results)
            await tx.executemany(
                "INSERT INTO game_skill (game_id, position, guild_id, user_id, kind, score,"
                " lost, accuracy, luck, ranked, finished_at, turns)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", skill)


async def board_times(repo: Repository, asks: int, now: float
                      ) -> dict[str, tuple[list[float], float]]:
    service = GameService(repo)
    spans = {"current season": board_for("monthly", None, now),
             "past season": board_for("monthly", str(int(board_for(
                 "monthly", None, now).number or 2) - 3), now),
             "all time": board_for("monthly", "all", now)}
    seasons = Seasons(repo)
    times: dict[str, tuple[list[float], float]] = {}
    for name, span in spans.items():
        async def wins(span: Board = span) -> object:
            return await service.leaderboard(GUILD, "yacht", since=span.since,
                                             until=span.until)

        async def skill(span: Board = span) -> object:
            return await seasons.skill_board(GUILD, "yacht", span, window=SKILL_WINDOW,
                                             minimum=SKILL_MINIMUM)

        for board, ask in (("", wins), ("skill, ", skill)):
            await ask()
            samples = []
            used = cpu()
            # All time (no target, and about ten times a season's work) is sampled less.
            for _ in range(asks if not span.all_time else max(1, asks // 10)):
                start = time.perf_counter()
                await ask()
                samples.append(time.perf_counter() - start)
            times[board + name] = samples, (cpu() - used) / len(samples)
    return times


def model_cost(games: int) -> dict[int, float]:
    """Process CPU per rating update, by players at the table."""
    rng = random.Random(7)
    found = {}
    for seats in (2, 4, 8):
        game = RatedGame(1, GUILD, "yacht", tuple(
            RatedSeat(str(i), rng.randint(100, 300), False, False) for i in range(seats)),
            False, 0.0)
        start = cpu()
        for _ in range(games):
            rate(game, {})
        found[seats] = (cpu() - start) / games
    return found


async def queue_cost(repo: Repository, games: int) -> tuple[float, float]:
    """(wall, process CPU) per game applied from the queue."""
    async with repo._season_tx() as tx:  # type: ignore[attr-defined]
        await tx.executemany("INSERT INTO rating_queue (game_id) VALUES (?)",
                             [(g,) for g in range(1, games + 1)])
    wall, used = time.perf_counter(), cpu()
    await apply_ratings(repo)
    return (time.perf_counter() - wall) / games, (cpu() - used) / games


def p(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def measure(backend: str, url: str, args: argparse.Namespace) -> None:
    repo = await open_repository(url)
    now = time.time()
    try:
        started = time.perf_counter()
        await fill(repo, args.games, args.players, now)
        if backend == "postgres":
            # As autovacuum would have by then on a running server: the statistics, and
            # the visibility map that lets the board read the season index alone.
            for table in ("results", "game_skill"):
                await repo.pool.execute(f"VACUUM ANALYZE {table}")  # type: ignore[attr-defined]
        print(f"{backend}: {args.games} games of {args.players} players stored in"
              f" {time.perf_counter() - started:.1f} s")
        for name, (samples, used) in (await board_times(repo, args.asks, now)).items():
            # SQLite works in this process (its CPU is the board's); PostgreSQL in its own.
            print(f"{backend}: leaderboard {name:<22} p50 {p(samples, 0.5) * 1e3:6.1f} ms"
                  f"  p99 {p(samples, 0.99) * 1e3:6.1f} ms  mean"
                  f" {statistics.fmean(samples) * 1e3:6.1f} ms, {used * 1e3:6.1f} ms process"
                  f" CPU ({len(samples)} asks)")
        wall, used = await queue_cost(repo, min(args.rated, args.games))
        print(f"{backend}: rating applied from the queue: {wall * 1e3:.2f} ms wall,"
              f" {used * 1e3:.2f} ms process CPU per game")
    finally:
        await repo.close()


async def run(args: argparse.Namespace) -> None:
    for seats, cost in model_cost(args.model_games).items():
        print(f"rating update (model alone), {seats} players: {cost * 1e3:.3f} ms CPU per game")
    with tempfile.TemporaryDirectory() as tmp:
        if args.backend in ("sqlite", "both"):
            await measure("sqlite", f"sqlite:///{tmp}/seasons.db", args)
        if args.backend in ("postgres", "both"):
            pg = ThrowawayPostgres(durable=True).start()
            try:
                await measure("postgres", await pg.create_database(next_name("seasons")), args)
            finally:
                pg.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument("--asks", type=int, default=ASKS)
    parser.add_argument("--rated", type=int, default=RATED)
    parser.add_argument("--model-games", type=int, default=2_000)
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    add_quick(parser)
    args = parser.parse_args()
    if args.quick:
        args.games, args.players, args.asks, args.rated, args.model_games = 300, 50, 3, 50, 20
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
