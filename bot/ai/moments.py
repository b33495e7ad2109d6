"""Second moment of the final score under the optimal policy (`solve` prints the SD).

A separate pass over the finished mean table: the policy is the one that maximises
the mean (ties go to the first maximum, as in the mean pass), and alongside each
mean the same recursions carry E[R²] of the points R still to come. Averages over
dice are linear, so they apply to E[R²] unchanged; at every choice E[R²] follows
the chosen action; scoring g points then moving to a state with E[S], E[S²] gives
E[(g + S)²] = g² + 2g·E[S] + E[S²].

It costs a few times the mean pass and runs in one process, so only the command
line computes it (the bot never needs the SD).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from bot.ai.boxmodel import BoxModel, upper_reachable
from bot.ai.solver import _COUNTS, _FIVE, BATCH, _chunks, _joker_banned, _layer_states, _points
from bot.ai.turn import _PARENT, _PROBS, keep_values


def stop_moments(model: BoxModel, values: np.ndarray, second: np.ndarray, masks: np.ndarray,
                 uppers: np.ndarray, flags: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    """[(mean, E²)] of scoring each roll now, for first and later rolls, (252, n_states) each.

    Same choices as `solver.stop_values` (the best box by mean), written plainly:
    it is not on the bot's path.
    """
    pts_all = _points(model)
    flat, flat2 = values.reshape(-1), second.reshape(-1)
    f_dim = model.f_dim
    stride = model.u_dim * f_dim
    n_cols = len(masks)
    if model.special is None:
        ctx = np.zeros(n_cols, dtype=np.int64)
    else:
        ctx = np.where((masks >> model.special) & 1 == 1, 0, 1 + flags)
    banned = None
    if model.joker:
        cache: dict[int, np.ndarray] = {}
        banned = np.zeros((n_cols, model.n, 6), dtype=bool)
        for c in np.flatnonzero(ctx != 0):
            m = int(masks[c])
            if m not in cache:
                cache[m] = _joker_banned(model, m)
            banned[c] = cache[m]
    out = []
    for first in (1, 0) if model.served else (0,):
        best = np.full((n_cols, 252), -np.inf)
        best2 = np.zeros((n_cols, 252))
        for b in range(model.n):
            cols = np.flatnonzero((masks >> b) & 1)
            if not len(cols):
                continue
            nxt = masks[cols] & ~(1 << b)
            keep_u = (nxt & model.upper_mask) != 0 if model.has_bonus else np.zeros(len(cols), bool)
            base = nxt * stride
            u0 = uppers[cols]
            u_now = np.where(keep_u, u0, 0)
            f_now = flags[cols]
            pts = pts_all[ctx[cols], first, b]  # (cols, 252)
            face = int(model.upper_face[b])
            if face and model.has_bonus:
                count = _COUNTS[:, face - 1][None, :]
                new_u = np.minimum(model.cap, u0[:, None] + face * count)
                gain = pts + model.bonus * ((u0[:, None] < model.cap) & (new_u >= model.cap))
                idx = base[:, None] + np.where(keep_u[:, None], new_u, 0) * f_dim + f_now[:, None]
            elif b == model.special:
                hit = (pts_all[0, first, b] == model.special_points).astype(np.int64)
                gain = pts
                idx = (base + u_now * f_dim)[:, None] + hit[None, :]
            else:
                gain = pts
                idx = np.broadcast_to((base + u_now * f_dim + f_now)[:, None], pts.shape)
            succ, succ2 = flat[idx], flat2[idx]
            cand = gain + succ
            cand2 = gain * gain + 2 * gain * succ + succ2
            if banned is not None:
                sub = cand[:, _FIVE]
                sub[banned[cols, b, :]] = -np.inf
                cand[:, _FIVE] = sub
            take = cand > best[cols]
            best[cols] = np.where(take, cand, best[cols])
            best2[cols] = np.where(take, cand2, best2[cols])
        if model.joker:
            extra = np.flatnonzero(ctx == 2)
            sub = np.ix_(extra, _FIVE)
            bonus = model.joker_bonus
            best2[sub] += 2 * bonus * best[sub] + bonus**2
            best[sub] += bonus
        out.append((np.ascontiguousarray(best.T), np.ascontiguousarray(best2.T)))
    if len(out) == 1:
        out.append(out[0])
    return out  # [first roll, later rolls]


def _best_sub_keep(values: list[np.ndarray], second: list[np.ndarray]
                   ) -> tuple[np.ndarray, np.ndarray]:
    best, best2 = values[0], second[0]
    for k in range(1, 6):
        cur, cur2 = values[k].copy(), second[k].copy()
        cols, counts = _PARENT[k]
        for idx, cnt in zip(cols, counts, strict=True):
            cand = np.take(best, idx, axis=0)
            take = cand > cur[:cnt]
            cur[:cnt] = np.where(take, cand, cur[:cnt])
            cur2[:cnt] = np.where(take, np.take(best2, idx, axis=0), cur2[:cnt])
        best, best2 = cur, cur2
    return best, best2


def turn_moments(first: Any, later: Any) -> tuple[np.ndarray, np.ndarray]:
    """(mean, E²) at turn start from the stop moments of the first and later rolls."""
    after_2 = _best_sub_keep(keep_values(later[0]), keep_values(later[1]))
    hold = _best_sub_keep(keep_values(after_2[0]), keep_values(after_2[1]))
    stop_first = first[0] >= hold[0]
    after_1 = np.where(stop_first, first[0], hold[0])
    after_1b = np.where(stop_first, first[1], hold[1])
    return _PROBS @ after_1, _PROBS @ after_1b


def second_moments(model: BoxModel, values: np.ndarray,
                   progress: Callable[[int, int], None] | None = None,
                   max_open: int | None = None) -> np.ndarray:
    """E[R²] of the points still to come from every state, given the mean table `values`."""
    second = np.full(values.shape, np.nan)
    second[0] = 0.0
    reach = upper_reachable(model) if model.has_bonus else {}
    top = max_open or model.n
    layers = [[m for m in range(1, 1 << model.n) if m.bit_count() == s] for s in range(top + 1)]
    states = [_layer_states(model, layer, reach) if layer else None for layer in layers]
    total = sum(len(s[0]) for s in states if s is not None)
    done = 0
    for size in range(1, top + 1):
        layer = states[size]
        if layer is None:
            continue
        for chunk in _chunks(len(layer[0]), BATCH):
            masks, uppers, flags = (column[chunk] for column in layer)
            first, later = stop_moments(model, values, second, masks, uppers, flags)
            _mean, e2 = turn_moments(first, later)
            second[masks, uppers, flags] = e2
            done += len(masks)
            if progress:
                progress(done, total)
    return second


def start_sd(model: BoxModel, values: np.ndarray, second: np.ndarray) -> float:
    full = (1 << model.n) - 1
    mean = values[full, 0, 0]
    return float(np.sqrt(max(0.0, second[full, 0, 0] - mean * mean)))
