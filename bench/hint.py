"""Hint latency with the exact table loaded: p50 / p99 over real positions.

1. `advise` alone: seeded solitaire games played by the optimal level, one hint at
   every point where the player has a decision (after each roll; 5000: with dice on
   the table).
2. The Hint button's whole service path (`Coach.hint`: load, checks, the server
   setting read from SQLite, the solver in a worker thread, the hint mark) in a
   human seat's Yacht games driven through the service.

The target is 20 ms at the 99th percentile.

    python bench/hint.py [--games 20] [--seed 1] [--data-dir data] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai import advise, choose_move
from bot.ai.policies import apply_move
from bot.ai.tables import load_or_build, loaded_table
from bot.rules import create_game

CONFIGS = [
    ("yacht", {"yacht_bonus": True}),
    ("yacht", {}),
    ("classic", {}),
    ("generala", {}),
    ("5000", {}),
]
SERVICE = ("yacht", {"yacht_bonus": True})
# Smoke run: a box game and 5000 whose tables build in a second.
QUICK = [("generala", {}), ("5000", {})]
QUICK_SERVICE = ("generala", {})


def positions_timed(kind: str, options: dict, games: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    players = ["a", "b"] if kind == "5000" else ["a"]
    table = None if kind == "5000" else loaded_table(kind, options)
    out = []
    for _ in range(games):
        game = create_game(kind, players, options,
                           roller=lambda n: [rng.randint(1, 6) for _ in range(n)])
        while not game.is_over:
            if game.dice:
                start = time.perf_counter()
                advise(game, table)
                out.append((time.perf_counter() - start) * 1000)
            apply_move(game, choose_move(game, "optimal" if kind != "5000" else "normal"))
    return out


async def service_path(kind: str, options: dict, games: int, seed: int) -> list[float]:
    """Coach.hint at every decision of `games` one-player box games (table loaded)."""
    from bot.service.coach import Coach
    from bot.service.games import Actor, GameService
    from bot.storage.sqlite import SqliteRepository

    rng = random.Random(seed)
    out: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        repo = SqliteRepository(f"{tmp}/hint.db")
        await repo.open()
        service = GameService(repo, roller_factory=lambda game_id: (
            lambda n: [rng.randint(1, 6) for _ in range(n)]))
        coach = Coach(service, None)
        me = Actor(1)
        for channel in range(games):
            lobby = await service.create_lobby(guild_id=1, channel_id=channel, host_id=1,
                                               kind=kind, options=options)
            await service.set_message(lobby.id, 1000 + channel)  # shown: only those start
            outcome = await service.act(lobby.id, None, me, "start")
            while outcome.game.status == "playing":
                rules = outcome.rules
                assert rules is not None
                if rules.dice:
                    start = time.perf_counter()
                    await coach.hint(lobby.id, me)
                    out.append((time.perf_counter() - start) * 1000)
                move = choose_move(rules, "optimal")
                if move.action == "score":
                    outcome = await service.act(lobby.id, None, me, "score", move.box)
                    continue
                for i in range(5):
                    if (i in move.held) != (i in getattr(rules, "held", ())):
                        outcome = await service.act(lobby.id, None, me, "hold", str(i))
                outcome = await service.act(lobby.id, None, me, "roll")
        await repo.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=None)
    add_quick(parser)
    args = parser.parse_args()
    if args.quick:
        args.games = 2
    print("| game | options | hints | p50 ms | p99 ms | max ms |")
    print("|---|---|---:|---:|---:|---:|")
    for kind, options in QUICK if args.quick else CONFIGS:
        if kind != "5000":
            load_or_build(kind, options, args.data_dir)
        positions_timed(kind, options, 1, args.seed)  # warm: box model, numba kernels
        times = positions_timed(kind, options, args.games, args.seed)
        q = statistics.quantiles(times, n=100, method="inclusive")
        print(f"| {kind} | {options or 'default'} | {len(times)} | {q[49]:.2f} | {q[98]:.2f} "
              f"| {max(times):.2f} |")
    kind, options = QUICK_SERVICE if args.quick else SERVICE
    load_or_build(kind, options, args.data_dir)
    asyncio.run(service_path(kind, options, 1, args.seed))  # warm
    times = asyncio.run(service_path(kind, options, max(1, args.games // 2), args.seed))
    q = statistics.quantiles(times, n=100, method="inclusive")
    print(f"| {kind}, Coach.hint (service path) | {options or 'default'} | {len(times)} "
          f"| {q[49]:.2f} | {q[98]:.2f} | {max(times):.2f} |")


if __name__ == "__main__":
    main()
