"""Fit the `normal` level's coefficients (bot/ai/heuristic.py) to a game's exact table.

The heuristic values a turn-start state as a weighted sum of features (open boxes ×
their solo value, open boxes × n, the upper-bonus probability, the special-box flag,
one constant per layer). This least-squares fit against the optimal table of a rule
configuration is how each game's `normal_fit` was found; run it for a new game (or
after changing the features) and paste the printed `NormalFit(...)` into the game's
rules variant.

    python -m bench.fit_normal yatzy            # default options; tries several q
    python -m bench.fit_normal generala --data-dir data
    python -m bench.fit_normal yacht --option yacht_bonus=true
    python -m bench.fit_normal --quick          # smoke run: classic, one q
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np

from bench import add_quick
from bot.ai.boxmodel import BoxModel, build_model, upper_reachable
from bot.ai.heuristic import bonus_probability, box_par, dependent_boxes
from bot.ai.solver import _layer_states
from bot.ai.tables import load_or_build


def features(model: BoxModel, masks: np.ndarray, uppers: np.ndarray, flags: np.ndarray,
             q: float) -> tuple[np.ndarray, list[str]]:
    pars = box_par(model)
    n_open = np.array([int(m).bit_count() for m in masks], dtype=float)
    cols: list[np.ndarray] = []
    names: list[str] = []
    for b in range(model.n):
        is_open = ((masks >> b) & 1).astype(float)
        if b in dependent_boxes(model):
            special_open = (masks >> model.special) & 1
            is_open = is_open * (special_open + (1 - special_open) * flags)
        cols += [is_open * pars[b], is_open * pars[b] * n_open]
        names += [f"a_{model.boxes[b]}", f"c_{model.boxes[b]}"]
    if model.has_bonus:
        chance = bonus_probability(model, q)
        cols.append(chance[masks & model.upper_mask, uppers] * model.bonus)
        names.append("B")
    if model.special is not None:
        cols += [flags.astype(float), flags * n_open]
        names += ["d0", "d1"]
    for k in range(1, model.n + 1):
        cols.append((n_open == k).astype(float))
        names.append(f"L{k}")
    return np.stack(cols, 1), names


def fit(kind: str, options: dict[str, Any], q: float, data_dir: Path
        ) -> tuple[np.ndarray, list[str], float]:
    model = build_model(kind, options)
    table = load_or_build(kind, options, data_dir)
    reach = upper_reachable(model) if model.has_bonus else {}
    layers = [[m for m in range(1, 1 << model.n) if m.bit_count() == size]
              for size in range(1, model.n + 1)]
    masks, uppers, flags = map(
        np.concatenate, zip(*[_layer_states(model, layer, reach) for layer in layers],
                            strict=True))
    target = table[masks, uppers, flags]
    x, names = features(model, masks, uppers, flags, q)
    coef, *_ = np.linalg.lstsq(x, target, rcond=None)
    rms = float(np.sqrt(np.mean((x @ coef - target) ** 2)))
    return coef, names, rms


def as_fit(names: list[str], coef: np.ndarray, q: float) -> str:
    """The coefficients as the `NormalFit(...)` a rules variant carries."""
    got = dict(zip(names, (round(float(c), 4) for c in coef), strict=True))
    boxes = ", ".join(f"{name[2:]!r}: ({got[name]}, {got['c_' + name[2:]]})"
                      for name in names if name.startswith("a_"))
    return (f"NormalFit(q={q}, bonus_weight={got.get('B', 0.0)}, "
            f"flag=({got.get('d0', 0.0)}, {got.get('d1', 0.0)}), boxes={{{boxes}}})")


def main() -> None:
    from bot.ai.cli import parse_options
    from bot.rules import find_variant, variant_ids

    box_games = [kind for kind in variant_ids() if find_variant(kind).is_box_game]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", nargs="?", choices=box_games)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--data-dir", type=Path, default=Path("data"))
    add_quick(parser)
    args = parser.parse_args()
    if args.kind is None:
        if not args.quick:
            parser.error(f"which game? ({', '.join(box_games)})")
        args.kind = "classic"  # the smallest table
    options = find_variant(args.kind).resolve(parse_options(args.option))
    has_bonus = build_model(args.kind, options).has_bonus
    qs = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7] if has_bonus and not args.quick else [0.5]
    best = min(((*fit(args.kind, options, q, args.data_dir), q) for q in qs),
               key=lambda r: r[2])
    coef, names, rms, q = best
    print(f"{args.kind} {options}: q={q} RMS error {rms:.3f} points")
    for name, value in zip(names, coef, strict=True):
        print(f"  {name} = {value:.4f}")
    print(as_fit(names, coef, q))


if __name__ == "__main__":
    main()
