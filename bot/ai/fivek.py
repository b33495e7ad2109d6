"""5000 policies: most points per turn (`normal`) and most wins head-to-head (`optimal`).

The only decision in 5000 is bank or roll: scoring dice are set aside by the
rules. Turn points move in steps of 50 and banked totals in steps of 100, so
states are small grids:

* points policy: W[room, t, dice] = expected points banked this turn, where
  `room` = 5000 − my total (banking past 5000 earns me nothing), solved by
  backward induction over t (turn points only grow within a turn);
* win policy (two players): P[a, b] = probability that the player to move at
  turn start, with total a against b (hundreds), wins. Turns alternate, so P
  feeds on itself (1 − P[b, a]); it is found by value iteration, each sweep a
  backward induction over the turn. Equal-totals resets and the over-5000 gift
  to the opponent are modelled exactly.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Mapping
from functools import lru_cache

import numpy as np

from bot.ai.dice import multiset_probability
from bot.ai.moves import Move
from bot.rules import FiveThousandGame

TARGET = 5000
T_STEPS = TARGET // 50 + 2  # t = 0, 50, …, 5000, and one "over 5000" bucket
OVER = T_STEPS - 1
N_TOTALS = TARGET // 100 + 1
Progress = Callable[[int, int], None]


@lru_cache(maxsize=1)
def outcomes() -> dict[int, tuple[float, list[tuple[float, int, int]]]]:
    """For n dice: (bust probability, [(probability, points in 50s, dice next)])."""
    from bot.rules.five_thousand_scoring import score_roll

    out = {}
    for n in range(1, 6):
        bust = 0.0
        agg: dict[tuple[int, int], float] = defaultdict(float)
        for dice in itertools.combinations_with_replacement(range(1, 7), n):
            p = multiset_probability(dice)
            points, scoring = score_roll(dice)
            if points == 0:
                bust += p
                continue
            left = n - len(scoring)
            agg[(points // 50, left or 5)] += p
        out[n] = (bust, [(p, s, m) for (s, m), p in sorted(agg.items())])
    return out


def _advance(ti: np.ndarray | int, steps: int) -> np.ndarray | int:
    return np.minimum(ti + steps, OVER)


# -- expected points per turn --------------------------------------------------------

@lru_cache(maxsize=1)
def points_table() -> np.ndarray:
    """W[room/100, entered, t/50, n]: best expected points banked this turn (after a roll)."""
    outs = outcomes()
    rooms = np.arange(N_TOTALS) * 100
    t_vals = np.arange(T_STEPS) * 50
    w = np.zeros((N_TOTALS, 2, T_STEPS, 6))
    for entered in (0, 1):
        minimum = 100 if entered else 500
        for ti in range(OVER - 1, -1, -1):
            t = t_vals[ti]
            bank = np.where((t % 100 == 0) & (t >= minimum) & (t <= rooms), float(t), -1.0)
            for n in range(1, 6):
                _, outs_n = outs[n]
                roll = sum(p * w[:, entered, _advance(ti, s), m] for p, s, m in outs_n)
                w[:, entered, ti, n] = np.maximum(bank, roll)
    return w


def points_roll_value(room: int, entered: bool, t: int, n: int) -> float:
    w = points_table()
    _, outs_n = outcomes()[n]
    ti = min(t // 50, OVER)
    return float(sum(p * w[room // 100, int(entered), _advance(ti, s), m] for p, s, m in outs_n))


def points_move(game: FiveThousandGame) -> Move:
    """Bank when that beats the expected banked points of rolling on."""
    if not game.dice or not game.can_bank:
        return Move("roll")
    me = game.current_player
    total, t = game.totals[me], game.turn_points
    if total + t == TARGET:
        return Move("bank")
    if total + t > TARGET:
        return Move("roll")  # banking would only give the points away
    room = TARGET - total
    roll = points_roll_value(room, game.entered(me), t, game.dice_to_roll)
    return Move("bank") if t >= roll else Move("roll")


# -- probability of winning, two players ---------------------------------------------

@lru_cache(maxsize=1)
def _roll_plan() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each t: flat (t, dice) successor columns and the (J, 5) probability matrix.

    Rolling k dice at turn points t reaches column advance(t, s)*6 + m with
    probability p for each aggregated outcome; one gather plus one matrix product
    per t then gives the roll value of every (totals pair, dice count) at once.
    """
    outs = outcomes()
    flat = [(p, s, m, k) for k in range(1, 6) for p, s, m in outs[k][1]]
    weights = np.zeros((len(flat), 5))
    for j, (p, _s, _m, k) in enumerate(flat):
        weights[j, k - 1] = p
    cols = np.array([[min(ti + s, OVER) * 6 + m for _p, s, m, _k in flat]
                     for ti in range(T_STEPS)])
    bust = np.array([outs[k][0] for k in range(1, 6)])
    return cols, weights, bust


def _sweep(p: np.ndarray) -> np.ndarray:
    """One backward induction over a turn, given turn-start values P; returns roll values."""
    n = N_TOTALS
    return _sweep_rows(p, np.arange(n * n)).reshape(n, n, T_STEPS, 6)


def _sweep_rows(p: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """`_sweep` for some (a, b) pairs only (flat indices a·51 + b): roll values (rows, t, n)."""
    n = N_TOTALS
    cols, weights, bust = _roll_plan()
    kind, pa, pb = _bank_plan()
    a, b = np.divmod(rows, n)
    lose_turn = 1.0 - p[b, a]  # my turn ends with nothing: opponent at (b, a)
    k, ia, ib = kind[a, b], pa[a, b], pb[a, b]
    bank = np.where(k == 3, 1.0 - p[ia, ib], np.nan)
    bank[k == 1] = 1.0
    bank[k == 2] = 0.0
    m = len(rows)
    roll = np.zeros((m, T_STEPS, 6))
    best = np.zeros((m, T_STEPS * 6))
    best_v = best.reshape(m, T_STEPS, 6)
    best_v[:, OVER, :] = lose_turn[:, None]
    roll[:, OVER, :] = lose_turn[:, None]
    bust_part = lose_turn[:, None] * bust[None, :]
    for ti in range(OVER - 1, -1, -1):
        value = best[:, cols[ti]] @ weights + bust_part
        roll[:, ti, 1:] = value
        best_v[:, ti, 1:] = np.fmax(value, bank[:, ti, None])
    return roll


@lru_cache(maxsize=1)
def _bank_plan() -> tuple[np.ndarray, ...]:
    """Index arrays turning P into bank values with one gather (built once)."""
    n = N_TOTALS
    kind = np.zeros((n, n, T_STEPS), dtype=np.int8)  # 0 refused, 1 win, 2 lose, 3 use P
    pa = np.zeros((n, n, T_STEPS), dtype=np.int64)
    pb = np.zeros((n, n, T_STEPS), dtype=np.int64)
    for a in range(n):
        for b in range(n):
            for ti in range(2, OVER, 2):
                t = ti // 2
                if a == 0 and t < 5:
                    continue
                if a + t == n - 1:
                    kind[a, b, ti] = 1
                elif a + t < n - 1:
                    new_a = a + t
                    kind[a, b, ti], pa[a, b, ti], pb[a, b, ti] = 3, 0 if b == new_a else b, new_a
                elif b >= 5 and b + t <= n - 1:
                    new_b = b + t
                    if new_b == n - 1:
                        kind[a, b, ti] = 2
                    else:
                        kind[a, b, ti], pa[a, b, ti] = 3, new_b
                        pb[a, b, ti] = 0 if a == new_b else a
                else:
                    kind[a, b, ti], pa[a, b, ti], pb[a, b, ti] = 3, b, a
    return kind, pa, pb


def _bank_values_fast(p: np.ndarray) -> np.ndarray:
    kind, pa, pb = _bank_plan()
    out = np.where(kind == 3, 1.0 - p[pa, pb], np.nan)
    out[kind == 1] = 1.0
    out[kind == 2] = 0.0
    return out


def bank_value(p: np.ndarray, a: int, b: int, ti: int) -> float:
    """Win probability of banking now (one state of `_bank_values_fast`)."""
    kind, pa, pb = _bank_plan()
    k = int(kind[a, b, ti])
    if k == 0:
        return float("nan")
    if k in (1, 2):
        return 1.0 if k == 1 else 0.0
    return 1.0 - float(p[pa[a, b, ti], pb[a, b, ti]])


_H = 1e-6


def win_table(tol: float = 1e-8, max_sweeps: int = 400, inner: int = 20,
              progress: Progress | None = None) -> np.ndarray:
    """Roll values R[a, b, t/50, n] of the two-player win-probability game.

    Gauss–Seidel value iteration: a turn only raises totals, except when it ends
    with nothing for me (bust, or a refused bank past 5000: the pair swaps) and the
    equal-totals reset, so pairs are updated by decreasing a + b with everything
    above already up to date. Within a diagonal, pairs feed each other only through
    the swap, linearly for a fixed policy: each diagonal is solved by Newton steps
    (slope of each value in its swapped partner by a finite difference, then the
    2 × 2 systems exactly: policy iteration in effect). One pass carries a win back
    from 5000 to 0–0; a few more settle the resets. Same fixed point as plain value
    iteration (checked by a test: one plain sweep leaves the table unchanged): ~8
    passes instead of ~190 sweeps, ~10x faster.
    """
    n = N_TOTALS
    p = np.full((n, n), 0.5)
    flat = p.reshape(-1)
    a, b = np.divmod(np.arange(n * n), n)
    diagonals = []
    for s in range(2 * (n - 1), -1, -1):
        rows = np.flatnonzero(a + b == s)
        where = {int(r): i for i, r in enumerate(rows)}
        diagonals.append((rows, np.array([where[int(b[r] * n + a[r])] for r in rows])))
    for sweep in range(max_sweeps):
        delta = 0.0
        for rows, swap in diagonals:
            for _ in range(inner):
                # Newton step on the diagonal: x_r = F_r(p) depends on the diagonal only
                # through 1 - p[swap r] (turns that end in a bust), with slope -beta_r
                old = flat[rows].copy()
                value = _sweep_rows(p, rows)[:, 0, 5]
                flat[rows] = old + _H
                beta = (value - _sweep_rows(p, rows)[:, 0, 5]) / _H
                rhs = value + beta * old[swap]
                beta_s = beta[swap]
                new = (rhs - beta * rhs[swap]) / (1.0 - beta * beta_s)
                new = np.where(np.isfinite(new) & (np.abs(1.0 - beta * beta_s) > 1e-6), new,
                               value)
                flat[rows] = new
                change = float(np.max(np.abs(new - old)))
                delta = max(delta, change)
                if change < tol / 10:
                    break
        if progress:
            progress(min(sweep + 1, max_sweeps), max_sweeps)
        if delta < tol:
            break
    if progress:
        progress(max_sweeps, max_sweeps)
    return _sweep(p)


def win_move(game: FiveThousandGame, table: np.ndarray) -> Move:
    """Bank iff banking wins more often than rolling on (two-player games)."""
    if not game.dice or not game.can_bank:
        return Move("roll")
    me = game.current_player
    (opp,) = [q for q in game.players if q != me]
    a, b = game.totals[me] // 100, game.totals[opp] // 100
    ti = min(game.turn_points // 50, OVER)
    bank = bank_value(table[:, :, 0, 5], a, b, ti)
    roll = table[a, b, ti, game.dice_to_roll]
    return Move("bank") if bank >= roll else Move("roll")


# -- win chances (the board's line) ------------------------------------------------------

#: turns ahead a player's finishing time is followed (a turn very rarely needs more)
HORIZON = 400


def _wants_bank(level: str, total: int, t: int, n: int) -> bool:
    """Whether `level` banks t turn points now (banking allowed) with `n` dice to roll next."""
    if total + t == TARGET:
        return True
    if total + t > TARGET:
        return False
    if level == "easy":
        return t >= 350 or (n <= 2 and n != 5)
    return t >= points_roll_value(TARGET - total, total > 0, t, n)


def _may_bank(total: int, t: int) -> bool:
    return t % 100 == 0 and t >= (100 if total > 0 else 500)


@lru_cache(maxsize=8)
def _decisions(level: str) -> np.ndarray:
    """bank[a, t/50, n]: `level` banks with total a·100, turn points t and n dice next."""
    out = np.zeros((N_TOTALS, T_STEPS, 6), dtype=bool)
    for a in range(N_TOTALS):
        for ti in range(OVER):
            t = ti * 50
            if not _may_bank(a * 100, t):
                continue
            for n in range(1, 6):
                out[a, ti, n] = _wants_bank(level, a * 100, t, n)
    return out


@lru_cache(maxsize=4)
def _bank_odds(level: str) -> tuple[np.ndarray, np.ndarray]:
    """(roll, decide)[t/50, n, a, k]: probability of banking k·100 points (k = 0: nothing)
    in the rest of a turn from total a·100 with turn points t: about to roll n dice, or
    with the dice on the table waiting for the bank-or-roll decision. Backward over t
    (turn points only grow), every total at once."""
    outs = outcomes()
    bank = _decisions("easy" if level == "easy" else "normal")
    roll = np.zeros((T_STEPS, 6, N_TOTALS, N_TOTALS))
    decide = np.zeros_like(roll)
    roll[OVER, :, :, 0] = 1.0  # past 5000 the turn can only end with nothing
    decide[OVER, :, :, 0] = 1.0
    totals = np.arange(N_TOTALS)
    for t in range(OVER - 1, -1, -1):
        for n in range(1, 6):
            bust, outs_n = outs[n]
            acc = np.zeros((N_TOTALS, N_TOTALS))
            acc[:, 0] = bust
            for p, step, nxt in outs_n:
                acc += p * decide[min(t + step, OVER), nxt]
            roll[t, n] = acc
            banks = bank[:, t, n]
            decide[t, n] = acc
            decide[t, n, banks] = 0.0
            decide[t, n, totals[banks], t // 2] = 1.0
    return roll, decide


def turn_banks(level: str, a: int, ti: int = 0, n: int = 5, decide: bool = False
               ) -> np.ndarray:
    """Probability of banking k·100 points (index k; 0: nothing) in the rest of a turn
    from total a·100, turn points ti·50 and n dice to roll; `decide`: the dice on the
    table wait for the bank-or-roll decision first."""
    roll, after_roll = _bank_odds("easy" if level == "easy" else "normal")
    found: np.ndarray = (after_roll if decide else roll)[ti, n, a]
    return found


def _after(a: int, banks: np.ndarray) -> np.ndarray:
    """The distribution of the total (hundreds) after a turn banking k with banks[k]."""
    out = np.zeros(N_TOTALS)
    out[a:] = banks[:N_TOTALS - a]
    out[a] += banks[N_TOTALS - a:].sum()  # past 5000: never chosen
    return out


@lru_cache(maxsize=4)
def _finish_from(level: str) -> np.ndarray:
    """F[a, t]: probability of reaching 5000 on one's turn t (t = 0: the next one) from a
    total of a·100 at a turn's start."""
    m = np.zeros((N_TOTALS, N_TOTALS))
    for a in range(N_TOTALS - 1):
        m[a] = _after(a, turn_banks(level, a))
    m[N_TOTALS - 1, N_TOTALS - 1] = 1.0
    reached = np.zeros((N_TOTALS, HORIZON))
    power = m.copy()
    for t in range(HORIZON):
        reached[:, t] = power[:, N_TOTALS - 1]
        power = power @ m
    return np.diff(reached, axis=1, prepend=0.0)


def finish_times(level: str, first: np.ndarray) -> np.ndarray:
    """f[t]: probability of reaching 5000 on one's turn t from now (t = 0: the one under
    way), given `first`, the distribution of the total (hundreds) after turn 0."""
    f = np.zeros(HORIZON)
    f[0] = first[N_TOTALS - 1]
    f[1:] = first[:N_TOTALS - 1] @ _finish_from(level)[:N_TOTALS - 1, :HORIZON - 1]
    return f


def fivek_chances(game: FiveThousandGame, levels: Mapping[str, str]
                  ) -> tuple[float, ...] | None:
    """Each player's chance to reach 5000 first. Head to head: the exact win-probability
    table (None until it is loaded). More players: each one's number of turns to get
    there under their level's play, independently (resets and gifts between players
    left out), the first in turn order winning."""
    players = list(game.players)
    if game.is_over:
        return tuple(1.0 if p in game.winners else 0.0 for p in players)
    me = game.current_player
    if len(players) == 2:
        from bot.ai.tables import loaded_table

        table = loaded_table(game.kind, {})
        if table is None:
            return None
        (opp,) = [q for q in players if q != me]
        a, b = game.totals[me] // 100, game.totals[opp] // 100
        ti = min(game.turn_points // 50, OVER)
        mine = float(table[a, b, ti, game.dice_to_roll])
        if game.dice and game.can_bank:
            mine = max(mine, bank_value(table[:, :, 0, 5], a, b, ti))
        return tuple(mine if p == me else 1.0 - mine for p in players)
    n = len(players)
    start = players.index(me)
    times = []
    for p in players:
        a = game.totals[p] // 100
        level = levels.get(p, "normal")
        if p == me:
            banks = turn_banks(level, a, min(game.turn_points // 50, OVER), game.dice_to_roll,
                               decide=bool(game.dice and game.can_bank))
            times.append(finish_times(level, _after(a, banks)))
        else:
            times.append(_finish_from(level)[a])
    survive = [1.0 - np.cumsum(f) for f in times]
    out = []
    for i in range(n):
        pos = (i - start) % n
        prod = times[i].copy()
        for j in range(n):
            if j == i:
                continue
            before = (j - start) % n < pos
            s = survive[j]
            # a player earlier in the turn order has had as many turns; a later one, one fewer
            prod *= s if before else np.concatenate(([1.0], s[:-1]))
        out.append(float(prod.sum()))
    return tuple(out)
