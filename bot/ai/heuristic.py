"""The `normal` level's value table: a sound heuristic instead of the exact solution.

The same exact three-roll turn optimisation as `optimal` is played against an
end-of-turn valuation made of a few dozen numbers per game instead of the
solver's table:

    V(open boxes, upper total, flag) = Σ over open boxes b of par_b · (a_b + c_b · n)
                                       + B · bonus · P(upper bonus | upper total, open boxes)
                                       + flag · (d0 + d1 · n)

* par_b: what box b alone is worth when a whole turn is spent on it (computed from
  the rules for the actual options, so `full_house=sum` or Generala's straight
  variants adjust by themselves); n: number of open boxes after this turn. Every
  successor compared within a turn has the same n, so terms in n alone would not
  change any decision and are left out.
* P(bonus): each open upper box of face f is assumed to score f × Binomial(5, q)
  points; P is the probability that they make up the distance to the game's
  threshold (one convolution per set of open upper boxes).
* flag: the special box holds its points (Yacht with `yacht_bonus`: the Yacht box
  holds 50, so extra yachts pay 100; Generala with `double_generala`: the
  Generala box holds its points, so the double is live). A box that can only
  score once the special box holds points (the double Generala) is valued with
  its par in that situation, and only while it is live.

The coefficients (q, B, d0, d1 and each box's a, c) are each game's own: its rules
variant's `normal_fit`, fitted once (least squares, with free per-layer constants,
`bench/fit_normal.py`) to the exact optimal table of its default rules, then
checked by simulation (docs/ai.md); at run time nothing but these numbers and a
few single-box turn solutions (~0.1 s per rule configuration) is used.
"""

from __future__ import annotations

from math import comb

import numpy as np

from bot.ai.boxmodel import BoxModel, upper_distributions
from bot.ai.turn import plan_turn, to_internal
from bot.rules import NormalFit


def fit_of(model: BoxModel) -> NormalFit:
    """The game's fitted coefficients (its rules variant's `normal_fit`); a game without
    them, or without a coefficient for one of its boxes, is an error, not a guess."""
    if model.fit is None:
        raise LookupError(f"{model.kind} has no fitted `normal` coefficients: "
                          "run bench/fit_normal.py and add them to its variant")
    missing = [box for box in model.boxes if box not in model.fit.boxes]
    if missing:
        raise LookupError(f"{model.kind}'s `normal` fit has no coefficients for {missing}")
    return model.fit


def box_par(model: BoxModel) -> np.ndarray:
    """Expected points of each box when a whole turn is spent on it alone.

    A box that scores nothing while the special box is open (the double Generala)
    gets its par with the special box holding its points.
    """
    pars = np.zeros(model.n)
    for b in range(model.n):
        for ctx in (0, 2):
            first = to_internal(model.points[ctx, 1, b][:, None].astype(float))
            later = to_internal(model.points[ctx, 0, b][:, None].astype(float))
            pars[b] = plan_turn(first, later).start[0]
            if pars[b] > 0 or model.special is None:
                break
    return pars


def dependent_boxes(model: BoxModel) -> list[int]:
    """Boxes that can only score once the special box holds its points."""
    if model.special is None:
        return []
    return [b for b in range(model.n)
            if not model.points[0, :, b].any() and model.points[2, :, b].any()]


def bonus_probability(model: BoxModel, q: float) -> np.ndarray:
    """P[open-box mask restricted to upper boxes, u]: chance the open upper boxes reach
    the bonus threshold from upper total u."""
    counts = np.array([comb(5, c) * q**c * (1 - q) ** (5 - c) for c in range(6)])
    cap = model.cap
    out = np.zeros((1 << model.n, cap + 1))
    need = cap - np.arange(cap + 1)
    for mask, dist in upper_distributions(model, counts).items():
        tail = np.cumsum(dist[::-1])[::-1]  # tail[k] = P(upper points >= k)
        out[mask] = np.where(need > 0, tail[np.clip(need, 0, cap)], 0.0)
    return out


def heuristic_values(model: BoxModel) -> np.ndarray:
    """A (2**n, u_dim, f_dim) table shaped like the solver's, filled with estimates."""
    cached = getattr(model, "_heuristic", None)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    fit = fit_of(model)
    masks = np.arange(1 << model.n)
    n_open = np.array([int(m).bit_count() for m in masks], dtype=float)
    pars = box_par(model)
    dependent = dependent_boxes(model)
    base = np.zeros(len(masks))  # value for flag = 0
    live = np.zeros(len(masks))  # extra value of dependent boxes when the flag is set
    for b in range(model.n):
        a, c = fit.boxes[model.boxes[b]]
        value = ((masks >> b) & 1) * pars[b] * (a + c * n_open)
        if b in dependent:
            assert model.special is not None
            special_open = (masks >> model.special) & 1
            base += value * special_open
            live += value * (1 - special_open)
        else:
            base += value
    values = np.repeat(base[:, None], model.u_dim, axis=1)
    if model.has_bonus:
        prob = bonus_probability(model, fit.q)[masks & model.upper_mask]
        values = values + fit.bonus_weight * model.bonus * prob
    values = np.repeat(values[:, :, None], model.f_dim, axis=2)
    if model.f_dim == 2:
        d0, d1 = fit.flag
        values[:, :, 1] += (live + d0 + d1 * n_open)[:, None]
    model._heuristic = values  # type: ignore[attr-defined]
    return values
