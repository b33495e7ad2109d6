"""What a review in chances of winning costs, and how near its terms come to adding up.

Plays seeded games of 2 and 4 seats (levels drawn from optimal, win, normal, easy) in
each box game, then reviews each one twice through `review_game` over its move log: in
points only (as a solo game is), and with the seats' levels (points and chances, what
the Review button does at a table of several seats). Prints the CPU per review of each
(process CPU: the compiled kernels run in this thread, other jobs on the machine do not
count) and, over every seat reviewed in chances, the drift: what the terms, each worked
out on its own, miss of the result (where a turn's to-win evaluator hands over to the
board's). Target: a review in chances at most 2 s CPU at 4 seats.

    python -m bench.winreview [--games 10] [--seed 1] [--data-dir data] [--quick] [kind ...]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai.review import review_game
from bot.rules import resolve_options
from tests.ai.logged_games import play_logged

KINDS = ("classic", "generala", "yacht", "yatzy")
SEATS = (2, 4)
LEVELS = ("optimal", "win", "normal", "easy")
TARGET = 2.0  # seconds of CPU for one game's reviews in chances, 4 seats


def prepare(kind: str, data_dir: Path | None) -> np.ndarray:
    from bot.ai.finals import load_or_build_finals
    from bot.ai.tables import load_or_build

    options = resolve_options(kind, {})
    for level in ("optimal", "normal", "easy"):
        load_or_build_finals(kind, options, level, data_dir)
    return load_or_build(kind, options, data_dir)


def measure(kind: str, seats: int, games: int, seed: int, table: np.ndarray
            ) -> tuple[list[float], list[float], list[float]]:
    """(CPU s of each review in points, CPU s of each in chances, each seat's drift)."""
    rng = random.Random(seed)
    options = dict(resolve_options(kind, {}))
    points: list[float] = []
    chances: list[float] = []
    drift: list[float] = []
    for g in range(games):
        levels = [rng.choice(LEVELS) for _ in range(seats)]
        game, log = play_logged(kind, options, levels, seed * 1000 + g)
        players = list(game.players)
        start = time.process_time()
        review_game(kind, options, players, log, table, ends_as=game)
        points.append(time.process_time() - start)
        start = time.process_time()
        reviews = review_game(kind, options, players, log, table, ends_as=game,
                              levels=dict(zip(players, levels, strict=True)))
        chances.append(time.process_time() - start)
        drift += [r.wins.result - r.wins.balance for r in reviews.values() if r.wins]
    return points, chances, drift


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("kinds", nargs="*", default=list(KINDS), help="box games")
    add_quick(parser)
    args = parser.parse_args()
    kinds: list[str] = args.kinds
    seats: tuple[int, ...] = SEATS
    if args.quick:
        args.games, kinds, seats = 1, ["classic"], (2,)
    ok = True
    for kind in kinds:
        table = prepare(kind, args.data_dir)
        measure(kind, 2, 1, args.seed, table)  # compile and warm outside the figures
        print(f"\n{kind}:")
        for n in seats:
            points, chances, drift = measure(kind, n, args.games, args.seed + n, table)
            cost = np.array(chances)
            gap = np.abs(np.array(drift)) * 100
            over = n == 4 and cost.max() > TARGET
            ok &= not over
            print(f"  {n} seats, {len(cost)} games: CPU per game's reviews: points "
                  f"{np.median(points):5.2f} s, with chances median {np.median(cost):5.2f} "
                  f"s, max {cost.max():5.2f} s   |drift| over {len(gap)} seats: mean "
                  f"{gap.mean():4.2f}, p90 {np.percentile(gap, 90):4.2f}, max "
                  f"{gap.max():4.2f} percentage points"
                  + ("   OVER (target 2 s)" if over else ""))
    if not ok and not args.quick:
        sys.exit(1)


if __name__ == "__main__":
    main()
