"""Compiled (numba) kernels of the exact box-game solver: one turn-start state at a time.

`_stop_values` is the value of scoring each roll now in the best open box
(points + upper bonus + successor value, joker bans, +100 extra yachts, served
first-roll scores); `solver.stop_values` is a batch wrapper of it (`stop_states`).
`solve_states` follows it, per state, with the three-roll keep recursion of
`turn.plan_turn` (which stays numpy for the policies) on the 462 multisets in the
turn module's internal order, flattened by size (`turn.FLAT_*`). No temporaries
are allocated per state, and the GIL is released so a layer's states can be split
between threads. Turn-start values match the numpy path to ~1e-12 (the final
probability-weighted sum is a plain loop instead of BLAS); stop values exactly.

The game arrives as two named tuples (numba compiles field access to plain
loads): `Game`, the box model's tables and its per-game numbers (upper bonus,
threshold, extra-yacht points), and `Turn`, the multiset layout shared by all games.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

_SIXTH = 1.0 / 6.0
_NEG = -np.inf


class Game(NamedTuple):
    """One box game's tables for the kernels (`solver.kernel_game` builds it)."""

    pts: np.ndarray  # float points[ctx, first_roll, box, roll], internal roll order
    counts: np.ndarray  # dice of each face per roll (252, 6)
    five: np.ndarray  # rows of the six five-of-a-kind rolls
    upper_face: np.ndarray  # per box: 1..6, 0 for a lower box
    upper_mask: int
    bonus: int  # upper bonus points (0: none)
    cap: int  # upper total that earns it (tracked totals are capped here)
    special: int  # -1: no special box
    special_points: int  # what the special box holds when it is hit
    joker: bool
    joker_bonus: int  # points per extra yacht under the joker
    served: bool
    f_dim: int
    hit: np.ndarray  # hit[first, roll]: the roll scores the special box's points


class Turn(NamedTuple):
    """The multiset layout of a turn (`bot.ai.turn`'s flat tables)."""

    child: np.ndarray
    par: np.ndarray
    npar: np.ndarray
    probs: np.ndarray


@njit(cache=True, nogil=True)
def _keep_values(e, child, n_low):
    """e[:n_low] from e[n_low:]: mean over one more die (sizes 4 … 0, children after)."""
    for i in range(n_low - 1, -1, -1):
        acc = e[child[i, 0]]
        for c in range(1, 6):
            acc += e[child[i, c]]
        e[i] = acc * _SIXTH


@njit(cache=True, nogil=True)
def _best_sub_keep(e, b, par, npar):
    """b[i] = max of e over the sub-multisets of multiset i (parents come first)."""
    for i in range(e.shape[0]):
        v = e[i]
        for j in range(npar[i]):
            w = b[par[i, j]]
            if w > v:
                v = w
        b[i] = v


@njit(cache=True, nogil=True)
def joker_allowed(allowed, mask, upper_face):
    """allowed[face-1]: the open boxes (as a mask) five of `face` may go in under the
    joker rule: its own upper box, else any lower box, else any open box."""
    n_boxes = upper_face.shape[0]
    lower = 0
    for b in range(n_boxes):
        if (mask >> b) & 1 and upper_face[b] == 0:
            lower |= 1 << b
    for fc in range(1, 7):
        own = 0
        for b in range(n_boxes):
            if (mask >> b) & 1 and upper_face[b] == fc:
                own |= 1 << b
        if own:
            allowed[fc - 1] = own
        elif lower:
            allowed[fc - 1] = lower
        else:
            allowed[fc - 1] = mask


@njit(cache=True, nogil=True)
def _stop_values(out, arg, mask, u0, f, ctx, first, flat, g, stride):
    """out[r]: best over open boxes of scoring roll r now (internal roll order);
    arg[r]: that box (the first of equals, in sheet order, as `boxpolicy.decide`)."""
    pts, counts, five, upper_face = g.pts, g.counts, g.five, g.upper_face
    special, f_dim, joker, cap = g.special, g.f_dim, g.joker, g.cap
    has_bonus = g.bonus > 0
    hit = g.hit[first]
    n_boxes = upper_face.shape[0]
    n_rolls = out.shape[0]
    for r in range(n_rolls):
        out[r] = _NEG
        arg[r] = -1
    allowed = np.zeros(6, dtype=np.int64)
    if joker and ctx != 0:
        joker_allowed(allowed, mask, upper_face)
    row = np.empty(6)
    saved = np.empty(6)
    saved_arg = np.empty(6, dtype=np.int64)
    for b in range(n_boxes):
        if not (mask >> b) & 1:
            continue
        banned = False
        if joker and ctx != 0:
            for fc in range(6):
                saved[fc] = out[five[fc]]
                saved_arg[fc] = arg[five[fc]]
                if not (allowed[fc] >> b) & 1:
                    banned = True
        nxt = mask & ~(1 << b)
        keep_u = has_bonus and (nxt & g.upper_mask) != 0
        base = nxt * stride
        u_now = u0 if keep_u else 0
        face = upper_face[b]
        if face and has_bonus:
            for c in range(6):
                new_u = min(cap, u0 + face * c)
                bonus = g.bonus if (u0 < cap <= new_u) else 0
                row[c] = (face * c + bonus) + flat[base + (new_u if keep_u else 0) * f_dim + f]
            col = face - 1
            for r in range(n_rolls):
                v = row[counts[r, col]]
                if v > out[r]:
                    out[r] = v
                    arg[r] = b
        elif b == special:
            s0 = flat[base + u_now * f_dim]
            s1 = flat[base + u_now * f_dim + 1]
            for r in range(n_rolls):
                v = (s1 if hit[r] else s0) + pts[ctx, first, b, r]
                if v > out[r]:
                    out[r] = v
                    arg[r] = b
        else:
            s = flat[base + u_now * f_dim + f]
            for r in range(n_rolls):
                v = pts[ctx, first, b, r] + s
                if v > out[r]:
                    out[r] = v
                    arg[r] = b
        if banned:  # the joker rule forbids this box for some five of a kind: undo those
            for fc in range(6):
                if not (allowed[fc] >> b) & 1:
                    out[five[fc]] = saved[fc]
                    arg[five[fc]] = saved_arg[fc]
    if joker and ctx == 2:
        for fc in range(6):
            out[five[fc]] += g.joker_bonus


@njit(cache=True, nogil=True)
def _turn(first, later, e3, e2, b, t):
    """One state's three-roll recursion from its stop values: the keep values before
    roll 3 into `e3` and before roll 2 into `e2` (flat; the same array when only the
    start value is wanted, `b` the scratch); returns the turn-start value."""
    child, par, npar, probs = t.child, t.par, t.npar, t.probs
    n_rolls = probs.shape[0]
    n_all = par.shape[0]
    n_low = n_all - n_rolls
    for r in range(n_rolls):
        e3[n_low + r] = later[r]
    _keep_values(e3, child, n_low)
    _best_sub_keep(e3, b, par, npar)
    for r in range(n_low, n_all):
        e2[r] = b[r]
    _keep_values(e2, child, n_low)
    _best_sub_keep(e2, b, par, npar)
    total = 0.0
    for r in range(n_rolls):
        v = b[n_low + r]
        if first[r] > v:
            v = first[r]
        total += probs[r] * v
    return total


@njit(cache=True, nogil=True)
def solve_states(masks, uppers, flags, values, g, t):
    """Turn-start values of the given states, written into `values` (flat, in place).

    `g` is a `Game`, `t` a `Turn`; every successor of these states must already be
    in `values`.
    """
    special, served, f_dim = g.special, g.served, g.f_dim
    n_boxes = g.upper_face.shape[0]
    n_rolls = t.probs.shape[0]
    n_all = t.par.shape[0]
    stride = values.shape[0] >> n_boxes
    stop = np.empty((2, n_rolls))
    later, first = stop[0], stop[1]
    arg = np.empty(n_rolls, dtype=np.int64)
    e = np.empty(n_all)
    b = np.empty(n_all)
    for s in range(masks.shape[0]):
        mask, u0, f = masks[s], uppers[s], flags[s]
        ctx = 0
        if special >= 0 and not (mask >> special) & 1:
            ctx = 1 + f
        for fi in range(2 if served else 1):  # 0: later rolls, 1: first roll (served)
            _stop_values(stop[fi], arg, mask, u0, f, ctx, fi, values, g, stride)
        if not served:
            for r in range(n_rolls):
                first[r] = later[r]
        values[mask * stride + u0 * f_dim + f] = _turn(first, later, e, e, b, t)


@njit(cache=True, nogil=True)
def plan_state(first, later, e2, e3, t):
    """One state's keep values before roll 2 (`e2`) and roll 3 (`e3`), flat, from its
    stop values; returns its turn-start value. What a hint or a review reads
    (`turn.plan_turn` for one state, ~30x faster)."""
    return _turn(first, later, e3, e2, np.empty(t.par.shape[0]), t)


@njit(cache=True, nogil=True)
def stop_states(masks, uppers, flags, values, out, g):
    """Stop values of a batch of states: out[0, s] after later rolls, out[1, s] the first."""
    special, served = g.special, g.served
    n_boxes = g.upper_face.shape[0]
    stride = values.shape[0] >> n_boxes
    arg = np.empty(out.shape[2], dtype=np.int64)
    for s in range(masks.shape[0]):
        mask, u0, f = masks[s], uppers[s], flags[s]
        ctx = 0
        if special >= 0 and not (mask >> special) & 1:
            ctx = 1 + f
        for fi in range(2 if served else 1):
            _stop_values(out[fi, s], arg, mask, u0, f, ctx, fi, values, g, stride)
        if not served:
            for r in range(out.shape[2]):
                out[1, s, r] = out[0, s, r]
