"""What speaking five languages costs per message.

1. Rendering a running game's message (turn, dice, totals, controls) and the final
   sheet, per language: p50 / p99 over positions of seeded games (Arabic adds the
   isolation marks and the line-per-player sheet).
2. Resolving a private reader's language through the service (own choice, client
   locale, server): remembered (the common case) and read from SQLite (the first
   reply, or every LANGUAGE_TTL seconds).

    python bench/languages.py [--games 5] [--quick]
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
from bot.ai import choose_move
from bot.ai.policies import apply_move
from bot.domain import Seat, TableView
from bot.render import render_final, render_game
from bot.rules import BaseGame, create_game
from bot.service.games import GameService
from bot.storage.sqlite import SqliteRepository
from bot.text import languages, texts_for


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered) * 1e3:.3f} ms, p99 {p99 * 1e3:.3f} ms"


def positions(kind: str, games: int) -> list[tuple[TableView, BaseGame]]:
    """(table, game) at every step of seeded games: a human and a computer seat."""
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        game = create_game(kind, ["1", "cpu2"], {},
                           lambda n, rng=rng: [rng.randint(1, 6) for _ in range(n)])
        table = TableView(id=seed + 1, guild_id=1, channel_id=1, host_id=1, kind=kind,
                          options={}, status="playing",
                          seats=[Seat(user_id=1), Seat(level="easy")])
        while not game.is_over:
            apply_move(game, choose_move(game.copy(), "easy"))
            found.append((table, game.copy()))
    return found


def bench_render(games: int) -> None:
    print("render (per message)")
    for kind in ("yacht", "5000"):
        states = positions(kind, games)
        for language in languages():
            t = texts_for(language)
            samples = []
            for table, game in states:
                start = time.perf_counter()
                if game.is_over:
                    render_final(table, game, t)
                else:
                    render_game(table, game, t)
                samples.append(time.perf_counter() - start)
            print(f"  {kind:6} {language}: {percentiles(samples)} over {len(samples)}")


async def bench_resolution(users: int) -> None:
    print("reader language (per private reply)")
    with tempfile.TemporaryDirectory() as tmp:
        repo = SqliteRepository(str(Path(tmp) / "bench.db"))
        await repo.open()
        service = GameService(repo)
        await service.update_settings(1, language="sq")
        for user in range(users):
            if user % 3 == 0:
                await service.set_user_language(user, "ar")
        remembered, read = [], []
        for user in range(users):
            service._user_languages.clear()
            service._guild_languages.clear()
            start = time.perf_counter()
            await service.reader_language(user, "fr", 1)
            read.append(time.perf_counter() - start)
            start = time.perf_counter()
            await service.reader_language(user, "fr", 1)
            remembered.append(time.perf_counter() - start)
        print(f"  remembered: {percentiles(remembered)}")
        print(f"  from SQLite: {percentiles(read)}")
        await repo.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    add_quick(parser)
    args = parser.parse_args()
    bench_render(1 if args.quick else args.games)
    asyncio.run(bench_resolution(30 if args.quick else 1000))


if __name__ == "__main__":
    main()
