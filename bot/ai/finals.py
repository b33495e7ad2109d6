"""Distributions of the points still to come in a box game, per solver state and level.

The solver's table gives each turn-start state's *expected* points to come; a win
chance needs their distribution. It is built exactly, layer by layer like the solver
(a turn closes one box, so a state's successors are all in the layer below): a turn
is followed forwards under the seat's policy (`bot.ai.kernels.forward`), which
gives the probability of each way it ends, and the successors' distributions are
mixed by them. Only two layers' exact distributions are held at once (Yatzy's largest
~0.4 M states × 375 points in float32); each state keeps its distribution as
`len(LEVELS)` knots of its quantile function (uint16, 1/8 point), reconstructed with
even mass between knots and shifted so the reconstruction has the exact mean.
An uncompressed Yatzy table would be ~2 GB; this one is ~100 MB.

Policies: `optimal` (expected points against the exact table), `normal` (against
the heuristic's values), `easy` (its rules). Its tables are built in compiled
kernels, a layer's states split over threads, as the solver's.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from bot.ai.boxmodel import BoxModel, upper_reachable
from bot.ai.dice import ROLLS
from bot.ai.easy import EASY_STOP
from bot.ai.kernels import compress, spread_states
from bot.ai.solver import CHUNK, TURN, WORKERS, _chunks, _layer_states, kernel_game
from bot.ai.turn import _FLAT_OFFSETS, _POS, ROLL_PERM

Progress = Callable[[int, int], None]

#: quantile levels of the stored knots: every 1/32, and closer in both tails
LEVELS = np.array(sorted({0.0, 0.002, 0.008, 0.016, *(k / 32 for k in range(1, 32)),
                          0.984, 0.992, 0.998, 1.0}))
#: the largest score a distribution tells apart (an extra-Yacht game may in principle go
#: past it; what does is counted here)
MAX_POINTS = 800
#: levels with a policy of their own here; other levels are taken to play as `optimal`
POLICY = {"optimal": 0, "normal": 0, "easy": 1}
#: bump when the tables' layout or policies change: a stale file is never read
FINALS_VERSION = 1

_loaded: dict[str, Finals] = {}


@dataclass(frozen=True)
class Finals:
    """One rule configuration's distributions for one level."""

    rows: np.ndarray  # int32, per flat state index (mask · stride + upper · f_dim + flag): its row
    codes: np.ndarray  # uint16 (states, knots)
    size: int  # points to come are 0 … size - 1


def support(model: BoxModel) -> int:
    """Length of the points-to-come grid: the best possible card, capped at MAX_POINTS."""
    best = int(model.points.max(axis=(0, 1, 3)).sum()) + model.bonus
    if model.joker:
        best += model.joker_bonus * (model.n - 1)
    return min(MAX_POINTS, best + 1)


@lru_cache(maxsize=1)
def easy_keeps() -> np.ndarray:
    """Per roll (internal order): the flat index of the `easy` hold, every die of the most
    common face (of equals the highest)."""
    out = np.empty(len(ROLL_PERM), dtype=np.int64)
    for r, row in enumerate(ROLL_PERM):
        dice = ROLLS[row]
        face = max(set(dice), key=lambda v: (dice.count(v), v))
        keep = (face,) * dice.count(face)
        out[r] = _FLAT_OFFSETS[len(keep)] + _POS[len(keep)][keep]
    return out


def outcome_shape(model: BoxModel) -> tuple[int, int, int]:
    """The shape of a turn's outcome weights: (box, points written, extra Yacht)."""
    shape: tuple[int, int, int] | None = getattr(model, "_outcome_shape", None)
    if shape is None:
        shape = (model.n, int(model.points.max()) + 1, 2)
        model._outcome_shape = shape  # type: ignore[attr-defined]
    return shape


def easy_pars(model: BoxModel) -> np.ndarray:
    """Each box's par (what `easy` scratches first), read once per model."""
    from bot.rules import box_variant

    pars: np.ndarray | None = getattr(model, "_easy_pars", None)
    if pars is None:
        par = {info.id: info.par for info in box_variant(model.kind).box_list(model.options)}
        pars = np.array([float(par[box]) for box in model.boxes])
        model._easy_pars = pars  # type: ignore[attr-defined]
    return pars


def policy_values(model: BoxModel, level: str, exact: np.ndarray) -> np.ndarray:
    """The values a level's holds and boxes maximise (`easy` reads none: any table)."""
    if level == "normal":
        from bot.ai.heuristic import heuristic_values

        return heuristic_values(model)
    return exact


def build(model: BoxModel, exact: np.ndarray, level: str = "optimal",
          progress: Progress | None = None,
          keep: dict[int, tuple[np.ndarray, np.ndarray]] | None = None) -> Finals:
    """Every reachable state's distribution of points to come under `level`'s play.
    `exact`: the solver's table (the optimal policy's values). `keep`: layers (open
    boxes) whose exact distributions to hand back, as (flat state indices, pmfs)."""
    values = np.ascontiguousarray(policy_values(model, level, exact), dtype=np.float64)
    flat = values.reshape(-1)
    game = kernel_game(model)
    pars, keeps, policy = easy_pars(model), easy_keeps(), POLICY[level]
    size = support(model)
    reach = upper_reachable(model) if model.has_bonus else {}
    layers = [[m for m in range(1, 1 << model.n) if m.bit_count() == k]
              for k in range(model.n + 1)]
    states = [_layer_states(model, layers[k], reach) for k in range(1, model.n + 1)]
    total = sum(len(s[0]) for s in states)
    f_dim, stride = model.f_dim, model.u_dim * model.f_dim
    rows = np.full(flat.shape[0], -1, dtype=np.int64)
    layer_row = np.full(flat.shape[0], -1, dtype=np.int64)
    codes = np.zeros((total + f_dim, len(LEVELS)), dtype=np.uint16)
    # the empty card: nothing more to come
    prev = np.zeros((f_dim, size), dtype=np.float32)
    prev[:, 0] = 1.0
    for f in range(f_dim):
        layer_row[f] = rows[f] = f
        compress(prev[f].astype(np.float64), LEVELS, codes[f])
    done, offset = 0, f_dim
    workers = min(WORKERS, 1 + total // 50_000)
    with ThreadPoolExecutor(workers) as pool:
        for masks, uppers, flags in states:
            idx = masks * stride + uppers * f_dim + flags
            count = len(idx)
            layer_row[idx] = np.arange(count)
            rows[idx] = offset + np.arange(count)
            pmf = np.empty((count, size), dtype=np.float32)
            means = np.empty(count)
            chunks = _chunks(count, max(256, CHUNK // 8))
            jobs = [pool.submit(spread_states, masks[c], uppers[c], flags[c], policy, flat,
                                game, TURN, pars, keeps, float(EASY_STOP), layer_row,
                                prev, pmf[c], codes[offset + c.start:offset + c.stop],
                                LEVELS, means[c]) for c in chunks]
            for c, job in zip(chunks, jobs, strict=True):
                job.result()
                done += c.stop - c.start
                if progress:
                    progress(done, total)
            if keep is not None and int(masks[0]).bit_count() in keep:
                keep[int(masks[0]).bit_count()] = (idx, pmf)
            prev, offset = pmf, offset + count
    return Finals(rows.astype(np.int32), codes, size)


def table_level(level: str) -> str:
    """The level whose table describes a seat's play (the win level, its own only within
    a turn, plays as `optimal` after it)."""
    return level if level in POLICY else "optimal"


def finals_key(kind: str, options: dict[str, Any] | None, level: str) -> str:
    from bot.ai.tables import table_key

    return f"{table_key(kind, options)}-finals{FINALS_VERSION}-{table_level(level)}"


def loaded_finals(kind: str, options: dict[str, Any] | None, level: str) -> Finals | None:
    return _loaded.get(finals_key(kind, options, level))


def _paths(data_dir: Path, key: str) -> tuple[Path, Path]:
    from bot.ai.tables import table_path

    base = table_path(data_dir, key)
    return base.with_suffix(".codes.npy"), base.with_suffix(".rows.npy")


def load_or_build_finals(kind: str, options: dict[str, Any] | None, level: str,
                         data_dir: Path | None, progress: Progress | None = None) -> Finals:
    """A level's distributions from memory, else from disk (the knots memory-mapped: a
    board reads a few states of them), else built (the exact table first) and saved."""
    from bot.ai import tables
    from bot.ai.boxpolicy import model_for
    from bot.rules import resolve_options

    key = finals_key(kind, options, level)
    if key in _loaded:
        return _loaded[key]
    model = model_for(kind, resolve_options(kind, options))
    found = None
    if data_dir is not None:
        codes_path, rows_path = _paths(data_dir, key)
        if codes_path.exists() and rows_path.exists():
            try:
                found = Finals(np.load(rows_path), np.load(codes_path, mmap_mode="r"),
                               support(model))
            except (OSError, ValueError):
                tables.log.warning("discarding unreadable AI table %s", codes_path)
    if found is None:
        exact = tables.load_or_build(kind, options, data_dir)
        found = build(model, exact, table_level(level), progress)
        if data_dir is not None:
            codes_path, rows_path = _paths(data_dir, key)
            tables.save(codes_path, found.codes)
            tables.save(rows_path, found.rows)
    _loaded[key] = found
    return found


def finals_at_hand(kind: str, options: dict[str, Any] | None, level: str,
                   data_dir: Path | None) -> bool:
    """Whether a level's distributions are loaded or saved (loading them is quick; a
    build is not, and a review never waits for one)."""
    key = finals_key(kind, options, level)
    if key in _loaded:
        return True
    return data_dir is not None and all(p.exists() for p in _paths(data_dir, key))


async def prepare_finals(kind: str, options: dict[str, Any] | None, level: str,
                         data_dir: Path) -> None:
    """Make a level's distributions ready without blocking the event loop (one build per
    table, in the tables' worker thread, after the exact table)."""
    from bot.ai.tables import once

    key = finals_key(kind, options, level)
    if key not in _loaded:
        await once(key, load_or_build_finals, kind, options, level, Path(data_dir))

