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

The second half follows turns forwards, for the distributions of the points still to
come and the chances of winning (`bot.ai.finals`, `bot.ai.chances`, `bot.ai.towin`).
Every kernel is in this one file on purpose: numba checks its on-disk cache against
the file of each function only, so a kernel calling a kernel of another file would
keep running a stale copy of it after that file changed.
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
def stop_rolls(first, later, argf, argl, mask, u0, f, ctx, values, g, stride):
    """`_stop_values` after the first roll and after a later one (the same unless a
    first roll is served), with their boxes."""
    _stop_values(later, argl, mask, u0, f, ctx, 0, values, g, stride)
    if g.served:
        _stop_values(first, argf, mask, u0, f, ctx, 1, values, g, stride)
    else:
        first[:] = later
        argf[:] = argl


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


# -- distributions of the points to come and chances of winning (bot.ai.finals) ------------
#
# A turn is followed forwards here: the probability of each way it can end (the box
# written, its points, an extra Yacht) under a seat's policy, from the turn's start or
# from the dice on the table. Mixing the successors' distributions by those
# probabilities gives a state's distribution of the points still to come; comparing
# the players' distributions gives their chances.
#
# The layout is the solver's (above): multisets of 0 … 5 dice flattened by
# size, the 252 rolls last (index `n_low + r`), stop values per roll in the turn
# module's internal order.
#
# Policies are arrays: `keep1[r]` / `keep2[r]` is the flat index of the multiset held
# after roll 1 / roll 2 of roll r, or STOP to write it; `argf[r]` / `argl[r]` the box a
# first / a later roll is written in.

#: keep1/keep2 value: write the dice now
STOP = -1
#: two values closer than this are equal (as `boxpolicy.decide`): write the dice
TOL = 1e-9
#: stored knots are (q + OFFSET) · SCALE as uint16 (q in points, from -1 to 8190)
OFFSET = 1.0
SCALE = 8.0
#: slot 0 of a distribution stored exactly, as atoms
ATOM_MODE = 65535


@njit(cache=True, nogil=True)
def _best_sub_keep_arg(e, b, a, par, npar):
    """b[i] = max of e over the sub-multisets of i, a[i] = the sub-multiset reaching it
    (i itself on equals: the larger hold, i.e. stop rather than re-roll nothing)."""
    for i in range(e.shape[0]):
        v = e[i]
        best = i
        for j in range(npar[i]):
            p = par[i, j]
            w = b[p]
            if w > v:
                v = w
                best = a[p]
        b[i] = v
        a[i] = best


@njit(cache=True, nogil=True)
def value_policy(first, later, keep1, keep2, e, b, a, t):
    """The holds that maximise the stop values' expectation (`boxpolicy.decide`'s play
    when they are expected points; the win level's when they are chances). Returns the
    turn-start value."""
    child, par, npar, probs = t.child, t.par, t.npar, t.probs
    n_rolls = probs.shape[0]
    n_low = par.shape[0] - n_rolls
    for r in range(n_rolls):
        e[n_low + r] = later[r]
    _keep_values(e, child, n_low)
    _best_sub_keep_arg(e, b, a, par, npar)
    for r in range(n_rolls):
        i = n_low + r
        keep2[r] = STOP if later[r] >= b[i] - TOL else a[i]
    for r in range(n_rolls):
        e[n_low + r] = b[n_low + r]
    _keep_values(e, child, n_low)
    _best_sub_keep_arg(e, b, a, par, npar)
    total = 0.0
    for r in range(n_rolls):
        i = n_low + r
        if first[r] >= b[i] - TOL:
            keep1[r] = STOP
            total += probs[r] * first[r]
        else:
            keep1[r] = a[i]
            total += probs[r] * b[i]
    return total


@njit(cache=True, nogil=True)
def _is_five(r, five):
    for fc in range(6):
        if five[fc] == r:
            return fc + 1
    return 0


@njit(cache=True, nogil=True)
def easy_policy(mask, ctx, g, pars, easy_keep, threshold, keep1, keep2, argf, argl):
    """The `easy` level (`bot.ai.easy`): the box paying most now (of equals the cheapest
    by par), written once it pays `threshold`; else hold the most common face."""
    pts, five, upper_face = g.pts, g.five, g.upper_face
    n_boxes = upper_face.shape[0]
    n_rolls = keep1.shape[0]
    allowed = np.zeros(6, dtype=np.int64)
    jok = g.joker and ctx != 0
    if jok:
        joker_allowed(allowed, mask, upper_face)
    for fi in range(2):
        keep = keep1 if fi == 1 else keep2
        arg = argf if fi == 1 else argl
        for r in range(n_rolls):
            legal = mask
            face = _is_five(r, five) if jok else 0
            if face:
                legal = allowed[face - 1]
            best, best_par, best_b = -1.0, 0.0, -1
            for bx in range(n_boxes):
                if not (legal >> bx) & 1:
                    continue
                v = pts[ctx, fi, bx, r]
                if v > best or (v == best and pars[bx] < best_par):
                    best, best_par, best_b = v, pars[bx], bx
            arg[r] = best_b
            keep[r] = STOP if best >= threshold else easy_keep[r]


@njit(cache=True, nogil=True)
def _push(m, child, n_low):
    """Mass on holds -> mass on the rolls they lead to (one more die at a time)."""
    for i in range(n_low):
        share = m[i]
        if share != 0.0:
            share /= 6.0
            for c in range(6):
                m[child[i, c]] += share


@njit(cache=True, nogil=True)
def _route(weights, keep, stop, m, child, n_low):
    """One roll's mass: what is written adds to `stop`; what is kept moves, through
    `m`, to the rolls it leads to (m[n_low + r] afterwards)."""
    m[:] = 0.0
    for r in range(weights.shape[0]):
        p = weights[r]
        if p == 0.0:
            continue
        k = keep[r]
        if k == STOP:
            stop[r] += p
        else:
            m[k] += p
    _push(m, child, n_low)


@njit(cache=True, nogil=True)
def forward(stage, start, keep1, keep2, t, m, m2, sf, sl):
    """Probability of writing each roll: sf[r] on the first roll, sl[r] on a later one,
    from roll `stage` (1 … 3) with the dice on the table drawn from `start` (a
    distribution over the rolls, internal order: one roll, or what a keep leads to)."""
    child = t.child
    n_rolls = t.probs.shape[0]
    n_low = t.par.shape[0] - n_rolls
    sf[:] = 0.0
    sl[:] = 0.0
    if stage == 3:
        sl[:] = start
        return
    m2[:] = start
    if stage == 1:
        _route(m2, keep1, sf, m, child, n_low)
        for r in range(n_rolls):
            m2[r] = m[n_low + r]
    _route(m2, keep2, sl, m, child, n_low)
    for r in range(n_rolls):
        sl[r] += m[n_low + r]


@njit(cache=True, nogil=True)
def outcomes(sf, sl, argf, argl, ctx, g, w):
    """w[box, points, extra yacht] += probability the turn ends so (w zeroed by the caller)."""
    pts, five = g.pts, g.five
    jok = g.joker and ctx == 2
    for fi in range(2):
        s = sf if fi == 1 else sl
        arg = argf if fi == 1 else argl
        for r in range(s.shape[0]):
            p = s[r]
            if p == 0.0:
                continue
            bx = arg[r]
            j = 1 if jok and _is_five(r, five) else 0
            w[bx, int(pts[ctx, fi, bx, r]), j] += p


@njit(cache=True, nogil=True)
def successor(bx, p, j, mask, u0, f, g, stride):
    """(flat index of the state after writing `p` points in box `bx`, points gained,
    upper bonus and extra Yacht included) — `boxpolicy.box_values`'s bookkeeping."""
    nxt = mask & ~(1 << bx)
    keep_u = g.bonus > 0 and (nxt & g.upper_mask) != 0
    gain = p + j * g.joker_bonus
    u = u0
    if g.upper_face[bx] and g.bonus > 0:
        u = min(g.cap, u0 + p)
        if u0 < g.cap <= u:
            gain += g.bonus
    f2 = f
    if bx == g.special:
        f2 = 1 if p == g.special_points else 0
    if not keep_u:
        u = 0
    return nxt * stride + u * g.f_dim + f2, gain


@njit(cache=True, nogil=True)
def _context(mask, f, special):
    if special >= 0 and not (mask >> special) & 1:
        return 1 + f
    return 0


@njit(cache=True, nogil=True)
def turn_weights(mask, u0, f, stage, roll, policy, values, g, t, pars, easy_keep, threshold,
                 w):
    """w[box, points, extra] = probability the turn of this state ends so, under the
    policy (0: expected points against `values`, 1: `easy`), from `stage`/`roll` (the
    roll's internal index; -1: before the turn's first roll, stage 1)."""
    start = np.zeros(t.probs.shape[0])
    if roll < 0:
        start[:] = t.probs
    else:
        start[roll] = 1.0
    turn_weights_from(mask, u0, f, stage, start, policy, values, g, t, pars, easy_keep,
                      threshold, w)


@njit(cache=True, nogil=True)
def turn_weights_from(mask, u0, f, stage, start, policy, values, g, t, pars, easy_keep,
                      threshold, w):
    """`turn_weights` with the dice of roll `stage` drawn from the distribution `start`:
    the turn's outcomes averaged over a roll still to land (a review's expectation)."""
    n_rolls = t.probs.shape[0]
    n_all = t.par.shape[0]
    stride = values.shape[0] >> g.upper_face.shape[0]
    ctx = _context(mask, f, g.special)
    keep1 = np.empty(n_rolls, dtype=np.int64)
    keep2 = np.empty(n_rolls, dtype=np.int64)
    argf = np.empty(n_rolls, dtype=np.int64)
    argl = np.empty(n_rolls, dtype=np.int64)
    if policy == 1:
        easy_policy(mask, ctx, g, pars, easy_keep, threshold, keep1, keep2, argf, argl)
    else:
        first = np.empty(n_rolls)
        later = np.empty(n_rolls)
        stop_rolls(first, later, argf, argl, mask, u0, f, ctx, values, g, stride)
        value_policy(first, later, keep1, keep2, np.empty(n_all), np.empty(n_all),
                     np.empty(n_all, dtype=np.int64), t)
    sf = np.empty(n_rolls)
    sl = np.empty(n_rolls)
    forward(stage, start, keep1, keep2, t, np.empty(n_all), np.empty(n_rolls), sf, sl)
    w[:] = 0.0
    outcomes(sf, sl, argf, argl, ctx, g, w)


@njit(cache=True, nogil=True)
def kept_rolls(keep, t, out):
    """out[r]: the chance that holding the multiset `keep` (flat index, fewer than five
    dice) and rolling the rest lands on roll r (internal order)."""
    n_rolls = t.probs.shape[0]
    n_low = t.par.shape[0] - n_rolls
    m = np.zeros(t.par.shape[0])
    m[keep] = 1.0
    _push(m, t.child, n_low)
    for r in range(n_rolls):
        out[r] = m[n_low + r]


# -- distributions -------------------------------------------------------------------------

@njit(cache=True, nogil=True)
def _add_shifted(out, child, weight, gain):
    """out[gain + x] += weight · child[x]; what falls past the end goes in the last bin."""
    size = out.shape[0]
    top = size - 1
    for x in range(child.shape[0]):
        c = child[x]
        if c != 0.0:
            y = gain + x
            out[y if y < top else top] += weight * c


@njit(cache=True, nogil=True)
def compress(pmf, levels, code):
    """Store `pmf` in `code` (uint16, one slot per level); returns its mean.

    A distribution on at most `ATOMS(levels)` scores is stored exactly: ATOM_MODE in
    slot 0, then (score, cumulative probability · 65535) pairs. Any other is stored as
    knots of its quantile function at `levels` (an integer score spread evenly over
    [x - ½, x + ½]), shifted so the piecewise-linear reconstruction keeps the exact mean.
    """
    n_lv = levels.shape[0]
    total = 0.0
    mean = 0.0
    lo, hi, count = -1, -1, 0
    for x in range(pmf.shape[0]):
        p = pmf[x]
        if p > 0.0:
            total += p
            mean += x * p
            count += 1
            if lo < 0:
                lo = x
            hi = x
    mean /= total
    if count <= (n_lv - 1) // 2:
        code[0] = ATOM_MODE
        cum = 0.0
        slot = 1
        for x in range(lo, hi + 1):
            p = pmf[x]
            if p > 0.0:
                cum += p / total
                code[slot] = x
                code[slot + 1] = min(65535.0, np.floor(cum * 65535.0 + 0.5))
                slot += 2
        code[slot - 1] = 65535
        while slot + 1 < n_lv:
            code[slot] = hi
            code[slot + 1] = 65535
            slot += 2
        return mean
    knots = np.empty(n_lv)
    knots[0] = lo - 0.5
    knots[n_lv - 1] = hi + 0.5
    k = 1
    cum = 0.0
    for x in range(lo, hi + 1):
        p = pmf[x] / total
        if p <= 0.0:
            continue
        nxt = cum + p
        while k < n_lv - 1 and levels[k] <= nxt:
            knots[k] = x - 0.5 + (levels[k] - cum) / p
            k += 1
        cum = nxt
    while k < n_lv - 1:
        knots[k] = hi + 0.5
        k += 1
    approx = 0.0
    for k in range(n_lv - 1):
        approx += (levels[k + 1] - levels[k]) * 0.5 * (knots[k] + knots[k + 1])
    shift = mean - approx
    for k in range(n_lv):
        v = np.floor((knots[k] + shift + OFFSET) * SCALE + 0.5)
        code[k] = min(65534.0, max(0.0, v))
    return mean


@njit(cache=True, nogil=True)
def expand(code, levels, out):
    """The distribution stored in `code` (`compress`) on the integer grid of `out`: exact
    atoms, or each quantile interval's mass spread evenly between its knots; what
    falls outside the grid goes to its ends."""
    out[:] = 0.0
    top = out.shape[0] - 1
    n_lv = levels.shape[0]
    if code[0] == ATOM_MODE:
        before = 0
        for slot in range(1, n_lv - 1, 2):
            cum = int(code[slot + 1])
            if cum > before:
                out[min(top, int(code[slot]))] += (cum - before) / 65535.0
                before = cum
        return
    lo = code[0] / SCALE - OFFSET
    for k in range(n_lv - 1):
        hi = code[k + 1] / SCALE - OFFSET
        mass = levels[k + 1] - levels[k]
        if mass > 0.0:
            if hi - lo < 1e-9:
                x = int(np.floor(lo + 0.5))
                out[min(top, max(0, x))] += mass
            else:
                width = hi - lo
                x = int(np.floor(lo + 0.5))
                while x - 0.5 < hi:
                    a = max(lo, x - 0.5)
                    b = min(hi, x + 0.5)
                    if b > a:
                        out[min(top, max(0, x))] += mass * (b - a) / width
                    x += 1
        lo = hi


@njit(cache=True, nogil=True)
def spread_states(masks, uppers, flags, policy, values, g, t, pars, easy_keep, threshold,
                  child_rows, child_pmf, out_pmf, out_code, levels, means):
    """Distributions of the points still to come for a layer's states: the exact mixture
    of the successors' (the layer below, `child_pmf`, rows by flat state index in
    `child_rows`) over the turn's outcomes under the policy, kept exactly in `out_pmf`
    and as knots in `out_code`."""
    n_boxes = g.upper_face.shape[0]
    stride = values.shape[0] >> n_boxes
    p_max = int(g.pts.max()) + 1
    w = np.empty((n_boxes, p_max, 2))
    acc = np.empty(out_pmf.shape[1])
    for s in range(masks.shape[0]):
        mask, u0, f = masks[s], uppers[s], flags[s]
        turn_weights(mask, u0, f, 1, -1, policy, values, g, t, pars, easy_keep, threshold, w)
        acc[:] = 0.0
        for bx in range(n_boxes):
            if not (mask >> bx) & 1:
                continue
            for p in range(p_max):
                for j in range(2):
                    weight = w[bx, p, j]
                    if weight == 0.0:
                        continue
                    idx, gain = successor(bx, p, j, mask, u0, f, g, stride)
                    _add_shifted(acc, child_pmf[child_rows[idx]], weight, gain)
        for x in range(acc.shape[0]):
            out_pmf[s, x] = acc[x]
        means[s] = compress(acc, levels, out_code[s])


@njit(cache=True, nogil=True)
def mixture(mask, u0, f, w, g, rows, codes, levels, out):
    """The distribution of the points still to come once the turn's outcomes `w` are
    mixed with the stored distributions of their successors (`out`, length S)."""
    n_boxes = g.upper_face.shape[0]
    stride = rows.shape[0] >> n_boxes
    child = np.empty(out.shape[0])
    out[:] = 0.0
    for bx in range(n_boxes):
        if not (mask >> bx) & 1:
            continue
        for p in range(w.shape[1]):
            for j in range(2):
                weight = w[bx, p, j]
                if weight == 0.0:
                    continue
                idx, gain = successor(bx, p, j, mask, u0, f, g, stride)
                expand(codes[rows[idx]], levels, child)
                _add_shifted(out, child, weight, gain)


# -- chances -------------------------------------------------------------------------------

@njit(cache=True, nogil=True)
def chances(pmfs, totals, out):
    """out[i]: probability that player i's final score (totals[i] + points to come, pmfs[i])
    is at least every other's (a tie at the top is a win for each, as the results count)."""
    n, size = pmfs.shape
    top = 0
    for i in range(n):
        top = max(top, totals[i])
    span = top + size
    cdf = np.zeros((n, span))
    for i in range(n):
        acc = 0.0
        for y in range(span):
            x = y - totals[i]
            if 0 <= x < size:
                acc += pmfs[i, x]
            cdf[i, y] = acc
        if acc > 0.0:
            for y in range(span):
                cdf[i, y] /= acc
    for i in range(n):
        total = 0.0
        mass = 0.0
        for x in range(size):
            p = pmfs[i, x]
            if p == 0.0:
                continue
            mass += p
            y = totals[i] + x
            prod = 1.0
            for j in range(n):
                if j != i:
                    prod *= cdf[j, y]
            total += p * prod
        out[i] = total / mass if mass > 0.0 else 0.0


# -- the win level: the chance of winning within the turn ----------------------------------

@njit(cache=True, nogil=True)
def opponents_cdf(codes, rows, levels, idx, totals, size, out):
    """out[y] = P(every opponent's final score <= y) on the grid 0 … len(out) - 1, from
    their stored distributions (rows of `codes` at flat states `idx`) and totals."""
    span = out.shape[0]
    out[:] = 1.0
    pmf = np.empty(size)
    for j in range(idx.shape[0]):
        expand(codes[rows[idx[j]]], levels, pmf)
        acc = 0.0
        for y in range(span):
            x = y - totals[j]
            if 0 <= x < size:
                acc += pmf[x]
            out[y] *= acc


@njit(cache=True, nogil=True)
def _integral(cum, cdf, y):
    """∫ from -½ to y of cdf(round(s)) ds: 0 below the grid, 1 past its end."""
    if y <= -0.5:
        return 0.0
    span = cdf.shape[0]
    x = int(np.floor(y + 0.5))
    if x >= span:
        return cum[span] + (y + 0.5 - span)
    return cum[x] + (y + 0.5 - x) * cdf[x]


@njit(cache=True, nogil=True)
def _at(cdf, x):
    if x < 0:
        return 0.0
    return cdf[x] if x < cdf.shape[0] else 1.0


@njit(cache=True, nogil=True)
def chance_of(code, levels, cum, cdf, shift):
    """P(shift + points to come >= every opponent's final score), the points to come
    stored in `code`: the same as `expand` then Σ pmf · cdf, in O(knots)."""
    n_lv = levels.shape[0]
    total = 0.0
    if code[0] == ATOM_MODE:
        before = 0
        for slot in range(1, n_lv - 1, 2):
            c = int(code[slot + 1])
            if c > before:
                total += (c - before) / 65535.0 * _at(cdf, shift + int(code[slot]))
                before = c
        return total
    lo = code[0] / SCALE - OFFSET
    for k in range(n_lv - 1):
        hi = code[k + 1] / SCALE - OFFSET
        mass = levels[k + 1] - levels[k]
        if mass > 0.0:
            if hi - lo < 1e-9:
                total += mass * _at(cdf, shift + int(np.floor(lo + 0.5)))
            else:
                total += mass * (_integral(cum, cdf, hi + shift)
                                 - _integral(cum, cdf, lo + shift)) / (hi - lo)
        lo = hi
    return total


#: what one expected point adds to a chance, to prefer points when chances are equal
EPS = 1e-6


@njit(cache=True, nogil=True)
def win_stops(out, arg, mask, u0, f, first, total, exact, g, rows, codes, levels, cdf, cum,
              seen):
    """out[r]: the best chance of winning over the legal boxes of roll r written now (a
    tie broken by expected points, EPS each), arg[r] that box: `_stop_values` with the
    chance of winning, the player playing the optimum after this turn. `seen[b, p, j]`:
    chances already worked out (NaN: not yet), shared by the first and later rolls."""
    pts, five, upper_face = g.pts, g.five, g.upper_face
    n_boxes = upper_face.shape[0]
    stride = exact.shape[0] >> n_boxes
    ctx = _context(mask, f, g.special)
    allowed = np.zeros(6, dtype=np.int64)
    jok = g.joker and ctx != 0
    if jok:
        joker_allowed(allowed, mask, upper_face)
    for r in range(out.shape[0]):
        face = _is_five(r, five)
        legal = allowed[face - 1] if jok and face else mask
        j = 1 if g.joker and ctx == 2 and face else 0
        best, best_b = -1.0, -1
        for bx in range(n_boxes):
            if not (legal >> bx) & 1:
                continue
            p = int(pts[ctx, first, bx, r])
            v = seen[bx, p, j]
            if v != v:  # NaN: not worked out yet
                idx, gain = successor(bx, p, j, mask, u0, f, g, stride)
                v = chance_of(codes[rows[idx]], levels, cum, cdf, total + gain) \
                    + EPS * (gain + exact[idx])
                seen[bx, p, j] = v
            if v > best:
                best, best_b = v, bx
        out[r] = best
        arg[r] = best_b


@njit(cache=True, nogil=True)
def win_turn(mask, u0, f, total, exact, g, t, rows, codes, levels, cdf, first, later, argf,
             argl):
    """The stop values (chances) of this turn's rolls, first and later, and their boxes."""
    cum = np.empty(cdf.shape[0] + 1)
    cum[0] = 0.0
    for y in range(cdf.shape[0]):
        cum[y + 1] = cum[y] + cdf[y]
    seen = np.full(_outcome_dims(g), np.nan)
    win_stops(later, argl, mask, u0, f, 0, total, exact, g, rows, codes, levels, cdf, cum,
              seen)
    if g.served:
        win_stops(first, argf, mask, u0, f, 1, total, exact, g, rows, codes, levels, cdf,
                  cum, seen)
    else:
        first[:] = later
        argf[:] = argl


@njit(cache=True, nogil=True)
def _outcome_dims(g):
    return (g.upper_face.shape[0], int(g.pts.max()) + 1, 2)
