"""Command line: `python -m bot.ai solve|simulate …` (see docs/ai.md).

`solve` prints the exact optimal expected score of a box game from its table
(building and caching the table with a progress bar if needed) and the SD of the
final score under that policy (a second pass, `bot.ai.moments`; `--no-sd` skips
it). `simulate` plays solitaire games through the real rules engine with a seeded
roller, so its mean checks the solver, the policies and the engine against each other.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.ai.moves import LEVELS
from bot.ai.policies import apply_move


def _progress_bar(label: str) -> Callable[[int, int], None]:
    start = time.perf_counter()
    shown = [-1]

    def show(done: int, total: int) -> None:
        width = 30
        percent = int(100 * done / max(total, 1))
        if percent == shown[0]:
            return
        shown[0] = percent
        filled = int(width * done / max(total, 1))
        sys.stderr.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] "
                         f"{100 * done / max(total, 1):5.1f}%  {time.perf_counter() - start:5.1f}s")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show


def parse_options(pairs: list[str]) -> dict[str, Any]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option expects key=value, got {pair!r}")
        out[key] = value
    return out


def play_game(kind: str, level: str, options: dict[str, Any], seed: int,
              players: int = 1) -> dict[str, int]:
    """One game through the rules engine; returns the final totals."""
    from bot.ai.play import choose_move
    from bot.rules import create_game

    rng = random.Random(seed)
    game = create_game(kind, [f"p{i}" for i in range(players)], options,
                       roller=lambda n: [rng.randint(1, 6) for _ in range(n)])
    while not game.is_over:
        move = choose_move(game, level)
        apply_move(game, move)
    return game.totals


def summarise(scores: list[float]) -> tuple[float, float, float]:
    """Mean, sample SD and the half-width of the 95 % confidence interval."""
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1)) if n > 1 else 0.0
    return mean, sd, 1.96 * sd / math.sqrt(n)


def cmd_solve(args: argparse.Namespace) -> None:
    from bot.ai.boxpolicy import model_for
    from bot.ai.solver import start_value
    from bot.ai.tables import load_or_build, table_key
    from bot.rules import resolve_options

    options = resolve_options(args.game, parse_options(args.option))
    start = time.perf_counter()
    table = load_or_build(args.game, options, args.data_dir, _progress_bar("solving"))
    elapsed = time.perf_counter() - start
    model = model_for(args.game, options)
    value = start_value(model, table)
    print(f"{args.game} {options}")
    print(f"optimal expected score: {value:.4f}")
    print(f"table {table_key(args.game, options)}  ({elapsed:.1f}s to build or load)")
    if args.sd:
        from bot.ai.moments import second_moments, start_sd

        start = time.perf_counter()
        second = second_moments(model, table, _progress_bar("SD pass"))
        print(f"SD of the final score under optimal play: {start_sd(model, table, second):.4f}"
              f"  ({time.perf_counter() - start:.1f}s)")


def cmd_simulate(args: argparse.Namespace) -> None:
    from bot.ai.tables import load_or_build, uses_table
    from bot.rules import resolve_options

    options = resolve_options(args.game, parse_options(args.option))
    if args.level == "optimal" and uses_table(args.game, args.players):
        load_or_build(args.game, options, args.data_dir, _progress_bar("table"))
    start = time.perf_counter()
    scores = []
    for i in range(args.games):
        totals = play_game(args.game, args.level, options, args.seed + i, args.players)
        scores.append(float(totals["p0"]))
    mean, sd, half = summarise(scores)
    print(f"{args.game} {options} level={args.level} games={args.games} seed={args.seed}")
    print(f"mean {mean:.4f}  sd {sd:.4f}  95% CI [{mean - half:.4f}, {mean + half:.4f}]  "
          f"({time.perf_counter() - start:.1f}s)")


def _games(*, box_only: bool) -> tuple[str, ...]:
    from bot.rules import all_variants

    return tuple(v.id for v in all_variants() if v.is_box_game or not box_only)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.ai", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("solve", "simulate"):
        p = sub.add_parser(name)
        p.add_argument("--game", required=True, choices=_games(box_only=name == "solve"))
        p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
        p.add_argument("--data-dir", type=Path, default=Path("data"))
        if name == "solve":
            p.add_argument("--no-sd", dest="sd", action="store_false",
                           help="skip the second pass that computes the SD (~1 min for Yacht)")
        if name == "simulate":
            p.add_argument("--level", choices=LEVELS, default="optimal")
            p.add_argument("--games", type=int, default=1000)
            p.add_argument("--seed", type=int, default=1)
            p.add_argument("--players", type=int, default=1,
                           help="seats, all played by the same level (scores of seat p0)")
    args = parser.parse_args(argv)
    {"solve": cmd_solve, "simulate": cmd_simulate}[args.command](args)
