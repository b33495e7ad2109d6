"""The `normal` level's value table: a sound heuristic instead of the exact solution.

The same exact three-roll turn optimisation as `optimal` is played against an
end-of-turn valuation made of a few dozen numbers per game instead of the
solver's table:

    V(open boxes, upper total, flag) = Σ over open boxes b of par_b · (a_b + c_b · n)
                                       + B · 35 · P(upper bonus | upper total, open upper boxes)
                                       + flag · (d0 + d1 · n)

* par_b: what box b alone is worth when a whole turn is spent on it (computed from
  the rules for the actual options, so `full_house=sum` or Generala's straight
  variants adjust by themselves); n: number of open boxes after this turn. Every
  successor compared within a turn has the same n, so terms in n alone would not
  change any decision and are left out.
* P(bonus): each open upper box of face f is assumed to score f × Binomial(5, q)
  points; P is the probability that they make up the distance to 63 (one
  convolution per set of open upper boxes).
* flag: the special box holds its points (Yacht with `yacht_bonus`: the Yacht box
  holds 50, so extra yachts pay 100; Generala with `double_generala`: the
  Generala box holds its points, so the double is live). A box that can only
  score once the special box holds points (the double Generala) is valued with
  its par in that situation, and only while it is live.

The coefficients were fitted once (least squares, with free per-layer constants)
to the exact optimal tables of the default rules of each game, then checked by
simulation (docs/ai.md); at run time nothing but these numbers and a few
single-box turn solutions (~0.1 s per rule configuration) is used.
"""

from __future__ import annotations

from math import comb
from typing import Any

import numpy as np

from bot.ai.boxmodel import UPPER_BONUS, UPPER_CAP, BoxModel, upper_distributions
from bot.ai.turn import plan_turn, to_internal

# per game: q, B, d0, d1 and per box (a, c)
_UPPER_Y = {"ones": (1.6224, 0.1069), "twos": (1.1217, 0.0638), "threes": (0.9741, 0.0595),
            "fours": (0.9297, 0.0582), "fives": (0.9252, 0.0559), "sixes": (0.9397, 0.0487)}
PARAMS: dict[str, dict[str, Any]] = {
    "yacht": {
        "q": 0.55, "B": 1.0344, "d": (0.0, 0.0),
        "boxes": {**_UPPER_Y,
                  "three_of_a_kind": (1.2333, 0.0237), "four_of_a_kind": (1.3916, 0.1043),
                  "full_house": (1.3894, 0.0774), "small_straight": (1.294, 0.0406),
                  "large_straight": (1.3285, 0.1343), "yacht": (1.4612, 0.3325),
                  "chance": (1.05, 0.009)},
    },
    "yacht_bonus": {
        "q": 0.53, "B": 1.0464, "d": (-1.9759, 3.3649),
        "boxes": {"ones": (1.8582, 0.1029), "twos": (1.1965, 0.0682),
                  "threes": (1.004, 0.0655), "fours": (0.9405, 0.0642),
                  "fives": (0.9293, 0.061), "sixes": (0.9332, 0.0548),
                  "three_of_a_kind": (1.261, 0.0222), "four_of_a_kind": (1.5824, 0.0968),
                  "full_house": (1.3556, 0.0782), "small_straight": (1.217, 0.0472),
                  "large_straight": (1.244, 0.1376), "yacht": (0.7329, 0.5428),
                  "chance": (1.0487, 0.0093)},
    },
    "classic": {
        "q": 0.5, "B": 0.0, "d": (0.0, 0.0),
        "boxes": {"ones": (1.6172, 0.11), "twos": (1.2548, 0.0505), "threes": (1.1728, 0.0331),
                  "fours": (1.1511, 0.0279), "fives": (1.1429, 0.0253),
                  "sixes": (1.1402, 0.0221), "full_house": (1.2968, 0.105),
                  "four_of_a_kind": (1.2412, 0.1279), "little_straight": (1.1887, 0.1112),
                  "big_straight": (1.201, 0.1141), "choice": (1.0367, 0.008),
                  "yacht": (1.1586, 0.3478)},
    },
    "generala": {
        "q": 0.5, "B": 0.0, "d": (-4.3184, 1.479),
        "boxes": {"ones": (0.0709, 0.1442), "twos": (0.4554, 0.076), "threes": (0.6112, 0.0588),
                  "fours": (0.7076, 0.0498), "fives": (0.7721, 0.0451),
                  "sixes": (0.8211, 0.0419), "straight": (0.6142, 0.1331),
                  "full_house": (1.0061, 0.137), "four_of_a_kind": (0.9907, 0.1981),
                  "generala": (-0.0285, 0.1747), "double_generala": (0.8392, 0.0968)},
    },
}
#: used when a game has no fitted set (every box at 0.7 par, as a plain fallback)
_DEFAULT = {"q": 0.55, "B": 1.0, "d": (0.0, 0.0), "boxes": {}}


def params_for(model: BoxModel) -> dict[str, Any]:
    key = model.kind + ("_bonus" if model.joker else "")
    return PARAMS.get(key, _DEFAULT)


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
    """P[open-box mask restricted to upper boxes, u]: chance the open upper boxes reach 63."""
    counts = np.array([comb(5, c) * q**c * (1 - q) ** (5 - c) for c in range(6)])
    out = np.zeros((1 << model.n, UPPER_CAP + 1))
    need = UPPER_CAP - np.arange(UPPER_CAP + 1)
    for mask, dist in upper_distributions(model, counts).items():
        tail = np.cumsum(dist[::-1])[::-1]  # tail[k] = P(upper points >= k)
        out[mask] = np.where(need > 0, tail[np.clip(need, 0, UPPER_CAP)], 0.0)
    return out


def heuristic_values(model: BoxModel) -> np.ndarray:
    """A (2**n, u_dim, f_dim) table shaped like the solver's, filled with estimates."""
    cached = getattr(model, "_heuristic", None)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    params = params_for(model)
    masks = np.arange(1 << model.n)
    n_open = np.array([int(m).bit_count() for m in masks], dtype=float)
    pars = box_par(model)
    dependent = dependent_boxes(model)
    base = np.zeros(len(masks))  # value for flag = 0
    live = np.zeros(len(masks))  # extra value of dependent boxes when the flag is set
    for b in range(model.n):
        a, c = params["boxes"].get(model.boxes[b], (0.7, 0.0))
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
        prob = bonus_probability(model, params["q"])[masks & model.upper_mask]
        values = values + params["B"] * UPPER_BONUS * prob
    values = np.repeat(values[:, :, None], model.f_dim, axis=2)
    if model.f_dim == 2:
        d0, d1 = params["d"]
        values[:, :, 1] += (live + d0 + d1 * n_open)[:, None]
    model._heuristic = values  # type: ignore[attr-defined]
    return values
