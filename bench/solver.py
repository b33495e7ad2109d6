"""Exact optimal expected scores and build times for every option combination.

    python bench/solver.py [--out results.md] [--game KIND] [--quick]

Options that cannot change optimal play (served_generala_wins: see docs/ai.md)
are left at their defaults. Times are wall-clock and CPU seconds of `solve` on
whatever else the machine is doing: read them as indications.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.ai.boxmodel import build_model
from bot.ai.solver import solve, start_value, state_count
from bot.rules import find_variant, variant_ids

QUICK_STATES = 10_000  # classic and generala solve in well under a second


def configs() -> list[tuple[str, dict]]:
    out: list[tuple[str, dict]] = []
    for fh, yb in itertools.product(("fixed", "sum"), (False, True)):
        out.append(("yacht", {"full_house": fh, "yacht_bonus": yb}))
    for four in ("face", "sum"):
        out.append(("classic", {"four_of_a_kind": four}))
    for st, dg, gp, dgp, sb in itertools.product(("standard", "one_gap", "ace_as_two"),
                                                 (True, False), (50, 60), (100, 120), (5, 10)):
        if not dg and dgp == 120:
            continue  # the double's points do not exist without the box
        out.append(("generala", {"straight": st, "double_generala": dg, "generala_points": gp,
                                 "double_generala_points": dgp, "served_bonus": sb}))
    # Any other box game of the registry: every combination of its options.
    for kind in variant_ids():
        variant = find_variant(kind)
        if not variant.is_box_game or kind in {k for k, _ in out}:
            continue
        for values in itertools.product(*(spec.allowed for spec in variant.options)):
            out.append((kind, {spec.name: v
                               for spec, v in zip(variant.options, values, strict=True)}))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--game")
    add_quick(parser)
    args = parser.parse_args()
    solved: set[str] = set()
    lines = ["| game | options | optimal expected score | states | build wall s | cpu s |",
             "|---|---|---:|---:|---:|---:|"]
    print("\n".join(lines), flush=True)
    for kind, options in configs():
        if args.game and kind != args.game:
            continue
        if args.quick and (kind in solved
                           or state_count(build_model(kind, options)) > QUICK_STATES):
            continue  # smoke run: one small configuration per game
        solved.add(kind)
        wall, cpu = time.perf_counter(), time.process_time()
        model = build_model(kind, options)
        value = start_value(model, solve(model))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        text = ", ".join(f"{k}={v}" for k, v in options.items())
        line = (f"| {kind} | {text} | {value:.4f} | {state_count(model)} | "
                f"{wall:.1f} | {cpu:.1f} |")
        lines.append(line)
        print(line, flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
