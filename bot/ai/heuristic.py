"""The `normal` level's value table: a sound heuristic instead of the exact solution.

Each open box is worth a fixed fraction of its "par" (what the box alone is worth
when a whole turn is spent on it), and the upper bonus is counted as likely when
the open upper boxes at three of a kind each would reach 63. Plugged into the
same turn optimisation as `optimal`, this plays a strong but imperfect game
(roughly 3–5 % below optimal in Yacht) and needs no precomputed table.
"""

from __future__ import annotations

import numpy as np

from bot.ai.boxmodel import UPPER_BONUS, UPPER_CAP, BoxModel
from bot.ai.turn import plan_turn, to_internal

PAR_WEIGHT = 0.7


def box_par(model: BoxModel) -> np.ndarray:
    """Expected points of each box when a whole turn is spent on it alone."""
    pars = np.zeros(model.n)
    for b in range(model.n):
        first = to_internal(model.points[0, 1, b][:, None].astype(float))
        later = to_internal(model.points[0, 0, b][:, None].astype(float))
        pars[b] = plan_turn(first, later).start[0]
    return pars


def heuristic_values(model: BoxModel) -> np.ndarray:
    """A (2**n, u_dim, f_dim) table shaped like the solver's, filled with estimates."""
    cached = getattr(model, "_heuristic", None)
    if cached is not None:
        return cached
    masks = np.arange(1 << model.n)
    pars = box_par(model) * PAR_WEIGHT
    total = np.zeros(len(masks))
    need = np.zeros(len(masks))
    for b in range(model.n):
        bit = (masks >> b) & 1
        total += bit * pars[b]
        need += bit * 3 * int(model.upper_face[b])
    values = np.repeat(total[:, None], model.u_dim, axis=1)
    if model.has_bonus:
        u = np.arange(model.u_dim)[None, :]
        short = UPPER_CAP - u - need[:, None]
        likely = np.clip(1.0 - short / 12.0, 0.0, 1.0)
        likely[u.repeat(len(masks), 0) >= UPPER_CAP] = 0.0  # already paid when reached
        values = values + UPPER_BONUS * likely
    values = np.repeat(values[:, :, None], model.f_dim, axis=2)
    model._heuristic = values  # type: ignore[attr-defined]
    return values
