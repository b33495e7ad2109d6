"""Post-game review time of a whole 8-player game, with the exact table loaded.

Plays seeded 8-player games (mixed levels) and times `review_game` over the whole
move log — the work the Review button does in a worker thread. Target: 2 s.

    python bench/review.py [--games 5] [--seed 1] [--data-dir data] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai.review import review_game
from bot.ai.tables import load_or_build
from tests.ai.logged_games import play_logged

CONFIGS = [
    ("yacht", {"yacht_bonus": True}),
    ("yacht", {}),
    ("classic", {}),
    ("generala", {}),
    ("5000", {}),
]
QUICK = [("generala", {}), ("5000", {})]  # a box game and 5000, tables in a second
LEVELS = ["optimal", "normal", "easy", "normal", "easy", "optimal", "easy", "normal"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=None)
    add_quick(parser)
    args = parser.parse_args()
    if args.quick:
        args.games = 1
    print("| game | options | moves per game | median s | max s |")
    print("|---|---|---:|---:|---:|")
    for kind, options in QUICK if args.quick else CONFIGS:
        table = None if kind == "5000" else load_or_build(kind, options, args.data_dir)
        times, moves = [], []
        for i in range(args.games + 1):
            game, log = play_logged(kind, options, LEVELS, args.seed + i)
            start = time.perf_counter()
            review_game(kind, options, game.players, log, table)
            if i:  # the first review warms the box model and the kernels
                times.append(time.perf_counter() - start)
                moves.append(len(log))
        print(f"| {kind} | {options or 'default'} | {statistics.mean(moves):.0f} "
              f"| {statistics.median(times):.3f} | {max(times):.3f} |")


if __name__ == "__main__":
    main()
