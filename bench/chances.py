"""What the win chances cost once their tables are loaded: a board's chances and a "to
win" decision, p50 / p99 of CPU per call.

1. A board's chances (`bot.ai.chances.win_chances`, what the board's worker runs once per
   game version): every position of seeded games of 2, 4 and 8 seats, each seat a
   computer at a level drawn at random (optimal, normal, easy; humans are modelled as
   the optimum too), in every box game and in 5000. Target: 5 ms at the 99th percentile.
2. A "to win" decision (`choose_move(game, "win", levels)`, which the hint's ranking
   shares): every decision of the same box games' to-win seat. Target: 20 ms p99.

CPU time of the calling thread (the compiled kernels run in it), so that other jobs on
the machine do not count; wall time is printed beside it.

    python -m bench.chances [--games 20] [--seed 1] [--data-dir data] [--quick]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai import apply_move, choose_move
from bot.ai.chances import win_chances
from bot.rules import create_game, resolve_options

BOX_KINDS = ("yacht", "yatzy", "classic", "generala")
SEATS = (2, 4, 8)
LEVELS = ("optimal", "normal", "easy")
BOARD_TARGET, DECISION_TARGET = 5.0, 20.0


def prepare(kind: str, data_dir: Path) -> None:
    from bot.ai.finals import load_or_build_finals
    from bot.ai.tables import load_or_build

    options = resolve_options(kind, {})
    if kind == "5000":
        load_or_build(kind, options, data_dir)
        return
    load_or_build(kind, options, data_dir)
    for level in LEVELS:
        load_or_build_finals(kind, options, level, data_dir)


def timed(call: Callable[..., object], *args: object) -> tuple[float, float]:
    """(CPU ms of this thread, wall ms) of one call."""
    cpu, wall = time.thread_time(), time.perf_counter()
    call(*args)
    return (time.thread_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000


def play(kind: str, seats: int, games: int, seed: int, win_seat: bool
         ) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """The cost of each position's chances, and of each decision of a to-win seat."""
    rng = random.Random(seed)
    options = resolve_options(kind, {})
    boards: list[tuple[float, float]] = []
    decisions: list[tuple[float, float]] = []
    for _ in range(games):
        players = [f"p{s}" for s in range(seats)]
        levels = {p: rng.choice(LEVELS) for p in players}
        if win_seat:
            levels[players[0]] = "win"
        game = create_game(kind, players, options,
                           roller=lambda n: [rng.randint(1, 6) for _ in range(n)])
        while not game.is_over:
            seen = {p: level for p, level in levels.items() if p != game.current_player}
            boards.append(timed(win_chances, game, levels))
            level = levels[game.current_player]
            if level == "win" and game.dice:
                decisions.append(timed(choose_move, game, "win", seen))
            apply_move(game, choose_move(game, level, seen))
    return boards, decisions


def summary(name: str, costs: list[tuple[float, float]], target: float) -> bool:
    cpu = np.array([c for c, _ in costs])
    wall = np.array([w for _, w in costs])
    p50, p99 = np.percentile(cpu, [50, 99])
    ok = p99 <= target
    print(f"  {name:<26} {len(cpu):6d} calls   CPU p50 {p50:6.2f} ms  p99 {p99:6.2f} ms   "
          f"(wall p99 {np.percentile(wall, 99):6.2f} ms)   {'ok' if ok else 'OVER'} "
          f"(target {target:.0f} ms)")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path, default=Path("data"))
    add_quick(parser)
    args = parser.parse_args()
    kinds, seats = [*BOX_KINDS, "5000"], SEATS
    if args.quick:
        args.games, kinds, seats = 1, ["classic", "5000"], (2,)
    ok = True
    for kind in kinds:
        prepare(kind, args.data_dir)
        play(kind, 2, 1, args.seed, kind != "5000")  # compile and warm outside the figures
        print(f"\n{kind}:")
        for n in seats:
            boards, decisions = play(kind, n, args.games, args.seed + n, kind != "5000")
            ok &= summary(f"board chances, {n} seats", boards, BOARD_TARGET)
            if decisions:
                ok &= summary(f"'to win' decision, {n} seats", decisions, DECISION_TARGET)
    if not ok and not args.quick:
        sys.exit(1)


if __name__ == "__main__":
    main()
