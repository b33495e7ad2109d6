"""Head-to-head 5000: the win-probability policy against the expected-points policy.

Plays N two-player games through the rules engine with seeded dice, alternating
who starts, and prints the win rate of `optimal` with a 95 % confidence interval.

    python bench/fivek.py --games 20000 --seed 1 [--data-dir data] [--quick]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai import fivek
from bot.ai.tables import load_or_build
from bot.rules import create_game


def play(seed: int, table, win_first: bool) -> bool:
    """One game; True when the win-probability player wins."""
    rng = random.Random(seed)
    seats = ["win", "points"] if win_first else ["points", "win"]
    game = create_game("5000", seats, roller=lambda n: [rng.randint(1, 6) for _ in range(n)])
    while not game.is_over:
        if game.current_player == "win":
            move = fivek.win_move(game, table)
        else:
            move = fivek.points_move(game)
        if move.action == "bank":
            game.bank()
        else:
            game.roll()
    return game.winners == ["win"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=Path("data"))
    add_quick(parser)
    args = parser.parse_args()
    if args.quick:
        args.games = 20
    start = time.perf_counter()
    table = load_or_build("5000", {}, args.data_dir)
    print(f"table ready in {time.perf_counter() - start:.1f}s; "
          f"P(first player wins at 0-0) = {table[0, 0, 0, 5]:.4f}", flush=True)
    start = time.perf_counter()
    wins = sum(play(args.seed + i, table, i % 2 == 0) for i in range(args.games))
    rate = wins / args.games
    half = 1.96 * math.sqrt(rate * (1 - rate) / args.games)
    print(f"win-probability policy vs expected-points policy: {wins}/{args.games} = "
          f"{rate:.4f}  95% CI [{rate - half:.4f}, {rate + half:.4f}]  "
          f"({time.perf_counter() - start:.0f}s)")


if __name__ == "__main__":
    main()
