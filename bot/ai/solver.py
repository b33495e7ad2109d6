"""Exact solver for the box games: expected final score under optimal play.

Turn-start state = (open boxes, capped upper total, special flag). Its value is
the expected number of points still to come. States are solved in layers of
increasing number of open boxes (a turn always closes exactly one box), so every
successor is already known. A layer's states are processed in column batches:
first the value of scoring each roll now (`stop_values`, one pass per box over
the whole batch), then the three-roll turn optimisation (`bot.ai.turn`).
Upper totals that the filled upper boxes cannot produce are skipped.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from multiprocessing import shared_memory

import numpy as np

from bot.ai.boxmodel import (
    UPPER_BONUS,
    UPPER_CAP,
    YACHT_EXTRA,
    BoxModel,
    upper_reachable,
)
from bot.ai.dice import COUNTS, ROLLS
from bot.ai.turn import ROLL_PERM, plan_turn

Progress = Callable[[int, int], None]
BATCH = 192
WORKERS = max(1, min(4, os.cpu_count() or 1))
#: below this many states a table is solved in-process (worker start-up would dominate)
PARALLEL_MIN_STATES = 50_000

#: per-roll data in the turn module's internal roll order
_COUNTS = COUNTS[ROLL_PERM]
_FIVE = np.array([int(np.flatnonzero(ROLLS.index((f,) * 5) == ROLL_PERM)[0])
                  for f in range(1, 7)])


def _points(model: BoxModel) -> np.ndarray:
    cached = getattr(model, "_points_internal", None)
    if cached is None:
        cached = model.points[..., ROLL_PERM].astype(float)
        model._points_internal = cached  # type: ignore[attr-defined]
    return cached


def _joker_banned(model: BoxModel, mask: int) -> np.ndarray:
    """banned[b, f-1]: the joker rule forbids box b for five f's (special box filled)."""
    banned = np.ones((model.n, 6), dtype=bool)
    for face in range(1, 7):
        banned[model.joker_allowed(mask, face), face - 1] = False
    return banned


def stop_values(model: BoxModel, values: np.ndarray, masks: np.ndarray,
                uppers: np.ndarray, flags: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Value of scoring each roll now, for a batch of states (open mask, upper, flag).

    Returns (first_roll, later_rolls), each (252, n_states) in the internal roll
    order: the best over legal open boxes of points + bonuses + successor value.
    The successor depends on the roll only through a few cases (the face count
    for upper boxes, hit or miss for the special box): those are gathered as a
    few values per state and expanded to 252 rolls with one take.
    """
    pts_all = _points(model)
    flat = values.reshape(-1)
    u_dim, f_dim = model.u_dim, model.f_dim
    stride = u_dim * f_dim
    n_cols = len(masks)
    if model.special is None:
        ctx = np.zeros(n_cols, dtype=np.int64)
    else:
        special_open = (masks >> model.special) & 1
        ctx = np.where(special_open == 1, 0, 1 + flags)
    one_ctx = bool(np.all(ctx == ctx[0]))
    joker_cols = np.flatnonzero(ctx != 0) if model.joker else np.empty(0, dtype=np.int64)
    banned = None
    if len(joker_cols):
        cache: dict[int, np.ndarray] = {}
        banned = np.zeros((n_cols, model.n, 6), dtype=bool)
        for c in joker_cols:
            m = int(masks[c])
            if m not in cache:
                cache[m] = _joker_banned(model, m)
            banned[c] = cache[m]
    best = [np.full((n_cols, 252), -np.inf) for _ in range(2 if model.served else 1)]
    upper_mask = model.upper_mask
    below_cap = uppers < UPPER_CAP
    for b in range(model.n):
        cols = np.flatnonzero((masks >> b) & 1)
        if not len(cols):
            continue
        nxt = masks[cols] & ~(1 << b)
        keep_u = (nxt & upper_mask) != 0 if model.has_bonus else np.zeros(len(cols), bool)
        base = nxt * stride
        u_now = np.where(keep_u, uppers[cols], 0)
        f_now = flags[cols]
        face = int(model.upper_face[b])
        for first, out in enumerate(best):
            if one_ctx:
                pts = pts_all[int(ctx[0]), first, b][None, :]
            else:
                pts = pts_all[ctx[cols], first, b]
            if face and model.has_bonus:
                u0 = uppers[cols]
                rows = np.empty((len(cols), 6))
                for c in range(6):
                    new_u = np.minimum(UPPER_CAP, u0 + face * c)
                    bonus = UPPER_BONUS * (below_cap[cols] & (new_u >= UPPER_CAP))
                    rows[:, c] = face * c + bonus + flat[base + np.where(keep_u, new_u, 0)
                                                         * f_dim + f_now]
                cand = np.take(rows, _COUNTS[:, face - 1], axis=1)
            elif b == model.special:
                succ = np.stack([flat[base + u_now * f_dim + f] for f in (0, 1)], axis=1)
                hit = (pts_all[0, first, b] == model.special_points).astype(np.int64)
                cand = np.take(succ, hit, axis=1)
                cand += pts
            else:
                cand = pts + flat[base + u_now * f_dim + f_now][:, None]
            if banned is not None:
                ban = banned[cols, b, :]
                if ban.any():
                    sub = cand[:, _FIVE]
                    sub[ban] = -np.inf
                    cand[:, _FIVE] = sub
            if len(cols) == n_cols:
                np.maximum(out, cand, out=out)
            else:
                out[cols] = np.maximum(out[cols], cand)
    if model.joker:
        extra = np.flatnonzero(ctx == 2)
        for out in best:
            out[np.ix_(extra, _FIVE)] += YACHT_EXTRA
    return np.ascontiguousarray(best[-1].T), np.ascontiguousarray(best[0].T)


def _layer_states(model: BoxModel, layer: list[int],
                  reach: dict[int, np.ndarray]) -> tuple[np.ndarray, ...]:
    """All reachable (mask, upper total, flag) states of a layer, as column arrays."""
    ms, us, fs = [], [], []
    for mask in layer:
        if model.has_bonus and mask & model.upper_mask:
            u_vals = np.flatnonzero(reach[model.upper_mask & ~mask])
        else:
            u_vals = np.array([0])
        special_filled = model.special is not None and not mask >> model.special & 1
        for f in (0, 1) if special_filled else (0,):
            ms.append(np.full(len(u_vals), mask))
            us.append(u_vals)
            fs.append(np.full(len(u_vals), f))
    return np.concatenate(ms), np.concatenate(us), np.concatenate(fs)


def solve(model: BoxModel, progress: Progress | None = None,
          max_open: int | None = None) -> np.ndarray:
    """Values of every reachable turn-start state, shape (2**n, u_dim, f_dim); NaN elsewhere.

    `max_open` stops after the states with that many open boxes (tests).
    """
    n = model.n
    values = np.full((1 << n, model.u_dim, model.f_dim), np.nan)
    values[0] = 0.0
    reach = upper_reachable(model) if model.has_bonus else {}
    layers = [[m for m in range(1, 1 << n) if m.bit_count() == size] for size in range(n + 1)]
    states = [_layer_states(model, layer, reach) if layer else None for layer in layers]
    total = sum(len(s[0]) for s in states if s is not None)
    top = max_open or n
    workers = min(WORKERS, 1 + total // PARALLEL_MIN_STATES)
    if workers <= 1:
        done = 0
        for size in range(1, top + 1):
            for chunk in _chunks(len(states[size][0]), BATCH):
                done += _solve_chunk(model, values, states[size], chunk)
                if progress:
                    progress(done, total)
        return values
    return _solve_in_processes(model, values, states, top, total, workers, progress)


def _chunks(count: int, size: int) -> list[slice]:
    return [slice(lo, min(count, lo + size)) for lo in range(0, count, size)]


def _solve_chunk(model: BoxModel, values: np.ndarray, layer: tuple[np.ndarray, ...],
                 chunk: slice) -> int:
    masks, uppers, flags = (column[chunk] for column in layer)
    first, later = stop_values(model, values, masks, uppers, flags)
    values[masks, uppers, flags] = plan_turn(first, later).start
    return len(masks)


# -- two cores -------------------------------------------------------------------
# A layer's states depend only on smaller layers, so its chunks are independent.
# Threads gain little (the glue between numpy kernels holds the GIL), so large
# tables are solved by worker processes writing into one shared-memory array.
# "spawn" keeps the workers clean of the bot's threads and event loop.

_WORKER: dict[str, object] = {}


def _worker_init(model: BoxModel, shm_name: str, shape: tuple[int, ...],
                 states: list[tuple[np.ndarray, ...] | None]) -> None:
    shm = shared_memory.SharedMemory(name=shm_name)
    _WORKER.update(model=model, shm=shm, states=states,
                   values=np.ndarray(shape, dtype=np.float64, buffer=shm.buf))


def _worker_solve(task: tuple[int, int, int]) -> int:
    size, lo, hi = task
    values = _WORKER["values"]
    states = _WORKER["states"]
    assert isinstance(values, np.ndarray) and isinstance(states, list)
    model = _WORKER["model"]
    assert isinstance(model, BoxModel)
    return _solve_chunk(model, values, states[size], slice(lo, hi))


def _solve_in_processes(model: BoxModel, values: np.ndarray,
                        states: list[tuple[np.ndarray, ...] | None], top: int, total: int,
                        workers: int, progress: Progress | None) -> np.ndarray:
    shm = shared_memory.SharedMemory(create=True, size=values.nbytes)
    try:
        shared = np.ndarray(values.shape, dtype=np.float64, buffer=shm.buf)
        shared[...] = values
        context = multiprocessing.get_context("spawn")
        with context.Pool(workers, _worker_init,
                          (model, shm.name, values.shape, states)) as pool:
            done = 0
            for size in range(1, top + 1):
                count = len(states[size][0])  # type: ignore[index]
                # Small chunks balance the two workers; each still amortises numpy calls.
                step = max(1, min(BATCH, -(-count // (4 * workers))))
                tasks = [(size, c.start, c.stop) for c in _chunks(count, step)]
                for solved in pool.imap_unordered(_worker_solve, tasks):
                    done += solved
                    if progress:
                        progress(done, total)
        values[...] = shared
    finally:
        shm.close()
        shm.unlink()
    return values


def start_value(model: BoxModel, values: np.ndarray) -> float:
    """Expected final score of a fresh game."""
    return float(values[(1 << model.n) - 1, 0, 0])


def state_count(model: BoxModel) -> int:
    reach = upper_reachable(model) if model.has_bonus else {}
    layers = [[m for m in range(1, 1 << model.n) if m.bit_count() == size]
              for size in range(1, model.n + 1)]
    return sum(len(_layer_states(model, layer, reach)[0]) for layer in layers)
