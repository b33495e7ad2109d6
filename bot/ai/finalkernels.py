"""Compiled kernels of the final-score distributions and the win chances (`bot.ai.finals`).

A turn is followed forwards here: the probability of each way it can end (the box
written, its points, an extra Yacht) under a seat's policy, from the turn's start or
from the dice on the table. Mixing the successors' distributions by those
probabilities gives a state's distribution of the points still to come; comparing
the players' distributions gives their chances.

The layout is the solver's (`bot.ai.kernels`): multisets of 0 … 5 dice flattened by
size, the 252 rolls last (index `n_low + r`), stop values per roll in the turn
module's internal order.

Policies are arrays: `keep1[r]` / `keep2[r]` is the flat index of the multiset held
after roll 1 / roll 2 of roll r, or STOP to write it; `argf[r]` / `argl[r]` the box a
first / a later roll is written in.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from bot.ai.kernels import _keep_values, _stop_values, joker_allowed

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
def forward(stage, roll, keep1, keep2, t, m, m2, sf, sl):
    """Probability of writing each roll: sf[r] on the first roll, sl[r] on a later one,
    from roll `stage` (1 … 3) with the dice `roll` (internal index; -1: before the
    turn's first roll, stage 1)."""
    probs, child = t.probs, t.child
    n_rolls = probs.shape[0]
    n_low = t.par.shape[0] - n_rolls
    sf[:] = 0.0
    sl[:] = 0.0
    if stage == 3:
        sl[roll] = 1.0
        return
    m[:] = 0.0
    if stage == 1:
        for r in range(n_rolls):
            p = probs[r] if roll < 0 else (1.0 if r == roll else 0.0)
            if p == 0.0:
                continue
            k = keep1[r]
            if k == STOP:
                sf[r] += p
            else:
                m[k] += p
        _push(m, child, n_low)
        for r in range(n_rolls):
            m2[r] = m[n_low + r]
    else:
        m2[:] = 0.0
        m2[roll] = 1.0
    m[:] = 0.0
    for r in range(n_rolls):
        p = m2[r]
        if p == 0.0:
            continue
        k = keep2[r]
        if k == STOP:
            sl[r] += p
        else:
            m[k] += p
    _push(m, child, n_low)
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
    policy (0: expected points against `values`, 1: `easy`), from `stage`/`roll`."""
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
        _stop_values(later, argl, mask, u0, f, ctx, 0, values, g, stride)
        if g.served:
            _stop_values(first, argf, mask, u0, f, ctx, 1, values, g, stride)
        else:
            first[:] = later
            argf[:] = argl
        value_policy(first, later, keep1, keep2, np.empty(n_all), np.empty(n_all),
                     np.empty(n_all, dtype=np.int64), t)
    sf = np.empty(n_rolls)
    sl = np.empty(n_rolls)
    forward(stage, roll, keep1, keep2, t, np.empty(n_all), np.empty(n_rolls), sf, sl)
    w[:] = 0.0
    outcomes(sf, sl, argf, argl, ctx, g, w)


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
