"""Exact solver for the box games: expected final score under optimal play.

Turn-start state = (open boxes, capped upper total, special flag). Its value is
the expected number of points still to come. States are solved in layers of
increasing number of open boxes (a turn always closes exactly one box), so every
successor is already known. Each state is solved by compiled code
(`bot.ai.kernels`): the value of scoring each roll now (`stop_values`), then the
three-roll turn optimisation (the recursion of `bot.ai.turn`). A layer's states
are independent, so its chunks are split between threads (the kernels release
the GIL). Upper totals that the filled upper boxes cannot produce are skipped.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from bot.ai.boxmodel import (
    BoxModel,
    upper_reachable,
)
from bot.ai.dice import COUNTS, ROLLS
from bot.ai.kernels import Game, Turn, plan_state, solve_states, stop_states
from bot.ai.turn import (
    FLAT_CHILD,
    FLAT_N_PARENT,
    FLAT_PARENT,
    PROBS,
    ROLL_PERM,
    TurnPlan,
    by_size,
)

Progress = Callable[[int, int], None]
BATCH = 192  # states per numpy batch in `bot.ai.moments`
WORKERS = max(1, min(4, os.cpu_count() or 1))
#: states per kernel call (a thread's unit of work; progress is reported per chunk)
CHUNK = 4096
#: below this many states a table is solved on one thread
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
    order: the best over legal open boxes of points + bonuses + successor value
    (the same compiled code as `solve`).
    """
    out = np.empty((2, len(masks), 252))
    stop_states(np.asarray(masks, dtype=np.int64), np.asarray(uppers, dtype=np.int64),
                np.asarray(flags, dtype=np.int64),
                np.ascontiguousarray(values, dtype=np.float64).reshape(-1), out,
                kernel_game(model))
    return out[1].T, out[0].T


def state_plan(model: BoxModel, values: np.ndarray, state: tuple[int, int, int]) -> TurnPlan:
    """The three-roll plan of one turn-start state (open mask, upper, flag), by the
    compiled kernels: a hint or a review plans one state at every turn, and numpy's
    `plan_turn` spends ~0.5 ms on small array calls for it."""
    first, later = stop_values(model, values, *(np.array([part]) for part in state))
    flat = FLAT_PARENT.shape[0]
    e2, e3 = np.empty(flat), np.empty(flat)
    start = plan_state(np.ascontiguousarray(first[:, 0]), np.ascontiguousarray(later[:, 0]),
                       e2, e3, TURN)
    return TurnPlan(np.array([start]), by_size(e2), by_size(e3))


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
    flat = values.reshape(-1)
    game = kernel_game(model)
    workers = min(WORKERS, 1 + total // PARALLEL_MIN_STATES)
    done = 0
    with ThreadPoolExecutor(workers) as pool:
        for size in range(1, top + 1):
            masks, uppers, flags = states[size]  # type: ignore[misc]
            # A layer's states depend only on smaller layers: its chunks are independent.
            chunks = _chunks(len(masks), CHUNK)
            jobs = [pool.submit(solve_states, masks[c], uppers[c], flags[c], flat, game, TURN)
                    for c in chunks]
            for c, job in zip(chunks, jobs, strict=True):
                job.result()
                done += c.stop - c.start
                if progress:
                    progress(done, total)
    return values


#: the multiset layout every kernel call shares
TURN = Turn(child=FLAT_CHILD, par=FLAT_PARENT, npar=FLAT_N_PARENT, probs=PROBS)


def kernel_game(model: BoxModel) -> Game:
    """The model's tables and numbers for the compiled kernels (built once per model)."""
    cached: Game | None = getattr(model, "_kernel_game", None)
    if cached is not None:
        return cached
    pts = _points(model)
    if model.special is None:
        hit = np.zeros((2, 252), dtype=np.bool_)
    else:
        hit = pts[0, :, model.special] == model.special_points
    game = Game(
        pts=np.ascontiguousarray(pts), counts=np.ascontiguousarray(_COUNTS, dtype=np.int64),
        five=_FIVE.astype(np.int64), upper_face=model.upper_face.astype(np.int64),
        upper_mask=int(model.upper_mask), bonus=int(model.bonus), cap=int(model.cap),
        special=-1 if model.special is None else int(model.special),
        special_points=int(model.special_points), joker=bool(model.joker),
        joker_bonus=int(model.joker_bonus), served=bool(model.served), f_dim=int(model.f_dim),
        hit=np.ascontiguousarray(hit),
    )
    model._kernel_game = game  # type: ignore[attr-defined]
    return game


def _chunks(count: int, size: int) -> list[slice]:
    return [slice(lo, min(count, lo + size)) for lo in range(0, count, size)]


def start_value(model: BoxModel, values: np.ndarray) -> float:
    """Expected final score of a fresh game."""
    return float(values[(1 << model.n) - 1, 0, 0])


def state_count(model: BoxModel) -> int:
    reach = upper_reachable(model) if model.has_bonus else {}
    layers = [[m for m in range(1, 1 << model.n) if m.bit_count() == size]
              for size in range(1, model.n + 1)]
    return sum(len(_layer_states(model, layer, reach)[0]) for layer in layers)
