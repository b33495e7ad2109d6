"""Box games played by compiled code at ~10 µs a turn: the calibration and head-to-head
benchmarks play hundreds of thousands of games with it.

Each seat plays its level exactly as the bot's kernels describe it (the policies the
win chances assume): `optimal` and `normal` maximise their values' expectation within
the turn (the exact table or the heuristic's), `easy` follows its rules, `win` is the
win level's turn (`bot.ai.towin`). Scores come from the same box model as the solver,
so from `bot.rules.scoring`; a served Generala ends the game. tests/bench/test_selfplay.py
plays the same dice through the rules engine and `choose_move` and finds the same games.

Dice are keyed (common random numbers): the k-th die thrown by seat s on its turn t,
roll r, of game g is a hash of (seed, g, s, t, r, k), whatever the policies did before,
so two policies meet the same dice wherever they throw the same number of them.

Compiled afresh in each process (a few seconds): numba's disk cache would not see a
change to the kernels of `bot.ai.kernels` these call.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from bot.ai.easy import EASY_STOP
from bot.ai.kernels import (
    STOP,
    _context,
    _is_five,
    easy_policy,
    opponents_cdf,
    stop_rolls,
    successor,
    value_policy,
    win_turn,
)

OPTIMAL, NORMAL, EASY, WIN = 0, 1, 2, 3
LEVEL_CODES = {"optimal": OPTIMAL, "normal": NORMAL, "easy": EASY, "win": WIN}


class Tables(NamedTuple):
    """What the compiled games read besides the box model's `Game` and the `Turn`."""

    exact: np.ndarray  # flat solver values
    heuristic: np.ndarray  # flat `normal` values
    pars: np.ndarray
    easy_keep: np.ndarray
    size_of: np.ndarray  # dice in each flat multiset
    served_win: bool  # a served Generala wins at once
    codes: np.ndarray  # the optimum's stored distributions (`bot.ai.finals`), for `win`
    rows: np.ndarray
    knots: np.ndarray  # their quantile levels
    size: int  # their grid


class Observed(NamedTuple):
    """Positions met at chosen points of the games (`observe`)."""

    game: np.ndarray  # (n,) game index
    round: np.ndarray  # (n,) the round, from 1
    seat: np.ndarray  # (n,) the seat to act
    roll: np.ndarray  # (n,) internal roll index of the dice on the table, -1 before a roll
    rolls_left: np.ndarray  # (n,)
    cards: np.ndarray  # (n, seats, boxes) points written, -1 open
    extra: np.ndarray  # (n, seats) extra Yachts scored


@njit(cache=True)
def _mix(x):
    """splitmix64's finaliser."""
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@njit(cache=True)
def die(seed, game, seat, turn, roll, k):
    """The k-th die of (game, seat, its turn, roll): 1 … 6."""
    x = np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15)
    x = _mix(x + np.uint64(game))
    x = _mix(x + np.uint64(((seat * 64 + turn) * 4 + roll) * 8 + k))
    return int(x % np.uint64(6)) + 1


@njit(cache=True)
def _throw(keep, seed, game, seat, turn, roll, t, size_of):
    """Add the dice thrown to the held multiset `keep` (flat index): the roll (flat)."""
    for k in range(5 - size_of[keep]):
        keep = t.child[keep, die(seed, game, seat, turn, roll, k) - 1]
    return keep


@njit(cache=True)
def turn_policy(level, seat, masks, uppers, flags, totals, g, t, tab, keep1, keep2, argf,
                argl):
    """The seat's holds and boxes for every roll of this turn (`win`: against opponents
    playing the optimum, as `bot.ai.towin` values them)."""
    n_rolls = t.probs.shape[0]
    n_all = t.par.shape[0]
    mask, u0, f = masks[seat], uppers[seat], flags[seat]
    ctx = _context(mask, f, g.special)
    if level == EASY:
        easy_policy(mask, ctx, g, tab.pars, tab.easy_keep, EASY_STOP, keep1, keep2, argf,
                    argl)
        return
    first = np.empty(n_rolls)
    later = np.empty(n_rolls)
    if level == WIN and masks.shape[0] > 1:
        n = masks.shape[0]
        stride = tab.exact.shape[0] >> g.upper_face.shape[0]
        top = 0
        for j in range(n):
            if j != seat:
                top = max(top, totals[j])
        cdf = np.ones(top + tab.size)
        part = np.empty(top + tab.size)
        one = np.empty(1, dtype=np.int64)
        total = np.empty(1, dtype=np.int64)
        for j in range(n):
            if j != seat:
                one[0] = masks[j] * stride + uppers[j] * g.f_dim + flags[j]
                total[0] = totals[j]
                opponents_cdf(tab.codes, tab.rows, tab.knots, one, total, tab.size, part)
                cdf *= part
        win_turn(mask, u0, f, totals[seat], tab.exact, g, t, tab.rows, tab.codes, tab.knots,
                 cdf, first, later, argf, argl)
    else:
        values = tab.heuristic if level == NORMAL else tab.exact
        stride = values.shape[0] >> g.upper_face.shape[0]
        stop_rolls(first, later, argf, argl, mask, u0, f, ctx, values, g, stride)
    value_policy(first, later, keep1, keep2, np.empty(n_all), np.empty(n_all),
                 np.empty(n_all, dtype=np.int64), t)


@njit(cache=True)
def play_games(seed, first_game, levels, g, t, tab, watch_seat, watch_stage, obs_cards,
               obs_extra, obs_meta, totals, winners):
    """Play games first_game … first_game + len(totals) - 1, seat levels `levels` (games ×
    seats). For each game and round, `watch_seat` (-1: none) is observed on its turn,
    after roll `watch_stage` (0: before the first; earlier if the turn ended before):
    rows from 0 of `obs_*` (meta: game, round, seat, roll, rolls left). Returns the rows."""
    n_games, n = totals.shape
    n_boxes = g.upper_face.shape[0]
    n_rolls = t.probs.shape[0]
    n_low = t.par.shape[0] - n_rolls
    stride = tab.exact.shape[0] >> n_boxes
    keep1 = np.empty(n_rolls, dtype=np.int64)
    keep2 = np.empty(n_rolls, dtype=np.int64)
    argf = np.empty(n_rolls, dtype=np.int64)
    argl = np.empty(n_rolls, dtype=np.int64)
    full = (1 << n_boxes) - 1
    masks = np.empty(n, dtype=np.int64)
    uppers = np.empty(n, dtype=np.int64)
    flags = np.empty(n, dtype=np.int64)
    cards = np.empty((n, n_boxes), dtype=np.int64)
    extra = np.empty(n, dtype=np.int64)
    found = 0
    for gi in range(n_games):
        game = first_game + gi
        masks[:] = full
        uppers[:] = 0
        flags[:] = 0
        cards[:] = -1
        extra[:] = 0
        totals[gi, :] = 0
        served_by = -1
        for rnd in range(n_boxes):
            for seat in range(n):
                mask, u0, f = masks[seat], uppers[seat], flags[seat]
                turn_policy(levels[gi, seat], seat, masks, uppers, flags, totals[gi], g, t,
                            tab, keep1, keep2, argf, argl)
                watching = watch_seat[gi, rnd] == seat
                stage = watch_stage[gi, rnd]
                row = found
                if watching:  # before the first roll
                    obs_cards[row] = cards
                    obs_extra[row] = extra
                    obs_meta[row, 0], obs_meta[row, 1], obs_meta[row, 2] = game, rnd + 1, seat
                    obs_meta[row, 3], obs_meta[row, 4] = -1, 3
                    found += 1
                r = _throw(0, seed, game, seat, rnd, 0, t, tab.size_of) - n_low
                if watching and stage >= 1:
                    obs_meta[row, 3], obs_meta[row, 4] = r, 2
                if tab.served_win and _is_five(r, g.five) and (
                        (mask >> g.special) & 1 or f == 1):
                    served_by = seat
                    break
                first = 1
                k = keep1[r]
                if k != STOP:
                    first = 0
                    r = _throw(k, seed, game, seat, rnd, 1, t, tab.size_of) - n_low
                    if watching and stage >= 2:
                        obs_meta[row, 3], obs_meta[row, 4] = r, 1
                    k = keep2[r]
                    if k != STOP:
                        r = _throw(k, seed, game, seat, rnd, 2, t, tab.size_of) - n_low
                bx = argf[r] if first else argl[r]
                ctx = _context(mask, f, g.special)
                p = int(g.pts[ctx, first, bx, r])
                j = 1 if g.joker and ctx == 2 and _is_five(r, g.five) else 0
                idx, gain = successor(bx, p, j, mask, u0, f, g, stride)
                totals[gi, seat] += gain
                cards[seat, bx] = p
                extra[seat] += j
                masks[seat] = idx // stride
                uppers[seat] = (idx % stride) // g.f_dim
                flags[seat] = idx % g.f_dim
            if served_by >= 0:
                break
        best = -1
        for s in range(n):
            best = max(best, totals[gi, s])
        for s in range(n):
            if served_by >= 0:
                winners[gi, s] = s == served_by
            else:
                winners[gi, s] = totals[gi, s] == best
    return found


def tables_for(model, exact, optimal=None) -> Tables:
    """The arrays a model's games read (the exact table given, the heuristic's built;
    `optimal`: the optimum's `Finals`, which the `win` level reads)."""
    from bot.ai.finals import LEVELS, easy_keeps, easy_pars
    from bot.ai.heuristic import heuristic_values
    from bot.ai.turn import _FLAT_OFFSETS
    from bot.rules import box_variant

    size_of = np.zeros(_FLAT_OFFSETS[-1], dtype=np.int64)
    for k in range(6):
        size_of[_FLAT_OFFSETS[k]:_FLAT_OFFSETS[k + 1]] = k
    variant = box_variant(model.kind)
    option = variant.served_win_option
    return Tables(np.ascontiguousarray(exact, dtype=np.float64).reshape(-1),
                  np.ascontiguousarray(heuristic_values(model), dtype=np.float64).reshape(-1),
                  easy_pars(model), easy_keeps(), size_of,
                  bool(option is not None and model.options.get(option)),
                  np.zeros((1, len(LEVELS)), dtype=np.uint16) if optimal is None
                  else np.asarray(optimal.codes),
                  np.zeros(1, dtype=np.int32) if optimal is None else optimal.rows,
                  LEVELS, 1 if optimal is None else optimal.size)
