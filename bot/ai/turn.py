"""The within-turn optimisation shared by every box-game policy.

A turn is three rolls. Given the value of stopping with each of the 252 rolls
(score it in the best box, counting the future), the value of holding a multiset
K before a re-roll is the average over one more die of holding K plus that die;
the best hold for a roll is the best of its sub-multisets, found by removing one
die at a time. Both recursions touch each of the 462 multisets once, ~30x less
work than the dense 462x252 transition matrix.

Arrays are laid out (multiset, state) so a batch of states is processed by the
same few numpy calls. Inside this module multisets of each size are ordered by
number of distinct faces (most first), so "the rows having a j-th distinct face"
is a prefix slice and the max over sub-multisets needs no padding or scatter.
Callers convert five-dice values with `to_internal` (or precompute in that order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from bot.ai.dice import KEEPS, ROLL_PROBS, SIZE_START

_SIXTH = 1.0 / 6.0


def _layout() -> tuple[list[list[tuple[int, ...]]], list[dict[tuple[int, ...], int]]]:
    order, pos = [], []
    for k in range(6):
        ms = KEEPS[SIZE_START[k]:SIZE_START[k + 1]]
        ms = sorted(ms, key=lambda m: -len(set(m)))  # stable: keeps lexicographic ties
        order.append(ms)
        pos.append({m: i for i, m in enumerate(ms)})
    return order, pos


_ORDER, _POS = _layout()
#: ROLL_PERM[i] = index in dice.ROLLS of the i-th five-dice multiset of the internal order
ROLL_PERM = np.array([KEEPS.index(m) - SIZE_START[5] for m in _ORDER[5]])
_PROBS = ROLL_PROBS[ROLL_PERM]
_CHILD = [
    np.array([[_POS[k + 1][tuple(sorted((*m, f)))] for f in range(1, 7)] for m in _ORDER[k]])
    for k in range(5)
]


def _parents(k: int) -> tuple[list[np.ndarray], list[int]]:
    cols: list[list[int]] = [[] for _ in range(5)]
    for m in _ORDER[k]:
        for j, f in enumerate(sorted(set(m))):
            rest = list(m)
            rest.remove(f)
            cols[j].append(_POS[k - 1][tuple(rest)])
    return [np.array(c) for c in cols if c], [len(c) for c in cols if c]


_PARENT: list[Any] = [([], [])] + [_parents(k) for k in range(1, 6)]


def to_internal(roll_values: np.ndarray) -> np.ndarray:
    """Reorder (252, …) values from dice.ROLLS order to this module's order."""
    result: np.ndarray = roll_values[ROLL_PERM]
    return result


def internal_roll_index(roll: tuple[int, ...]) -> int:
    return _POS[5][tuple(sorted(roll))]


def keep_values(roll_values: np.ndarray) -> list[np.ndarray]:
    """E[k][j, s]: expected value of holding keep j of size k (internal order)."""
    out: list[np.ndarray] = [np.empty(0)] * 6
    out[5] = roll_values
    for k in range(4, -1, -1):
        src, child = out[k + 1], _CHILD[k]
        acc = np.take(src, child[:, 0], axis=0)
        tmp = np.empty_like(acc)
        for c in range(1, 6):
            np.take(src, child[:, c], axis=0, out=tmp)
            acc += tmp
        acc *= _SIXTH
        out[k] = acc
    return out


def best_sub_keep(values: list[np.ndarray]) -> np.ndarray:
    """For each five-dice roll (internal order), the best value over its sub-multisets."""
    best = values[0]
    for k in range(1, 6):
        cur = values[k].copy()
        cols, counts = _PARENT[k]
        for idx, cnt in zip(cols, counts, strict=True):
            np.maximum(cur[:cnt], np.take(best, idx, axis=0), out=cur[:cnt])
        best = cur
    return best


@dataclass
class TurnPlan:
    """Values of one or more turn-start states, with what a decision needs."""

    start: np.ndarray  # value at turn start, per state
    keep_before_2: list[np.ndarray]  # E over keeps for the re-roll after roll 1
    keep_before_3: list[np.ndarray]  # E over keeps for the re-roll after roll 2


def plan_turn(first: np.ndarray, later: np.ndarray, *, keep: bool = False) -> TurnPlan:
    """Solve a turn given the stop values after the first roll and after later rolls.

    `first` and `later` are (252, n_states) in this module's roll order; they
    differ only when a box pays a bonus for first-roll ("served") combinations.
    """
    e3 = keep_values(later)
    after_2 = best_sub_keep(e3)  # includes holding all five, i.e. stopping
    e2 = keep_values(after_2)
    after_1 = np.maximum(first, best_sub_keep(e2))
    start = _PROBS @ after_1
    if keep:
        return TurnPlan(start, e2, e3)
    return TurnPlan(start, [], [])


def keep_value(values: list[np.ndarray], keep_index: int) -> np.ndarray:
    """Value of one keep (index into dice.KEEPS) from keep_values output."""
    keep = KEEPS[keep_index]
    found: np.ndarray = values[len(keep)][_POS[len(keep)][keep]]
    return found


def _flat_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The layout above flattened by size (0 … 5) for the compiled kernels.

    child[i, f]: flat index of multiset i plus face f+1 (sizes 0 … 4 only);
    parent[i, :n_parent[i]]: flat indices of i minus each of its distinct faces.
    """
    off = np.cumsum([0] + [len(o) for o in _ORDER])
    child = np.concatenate([off[k + 1] + _CHILD[k] for k in range(5)])
    parent = np.zeros((off[6], 5), dtype=np.int64)
    n_parent = np.zeros(off[6], dtype=np.int64)
    for k in range(1, 6):
        for idx, cnt in zip(*_PARENT[k], strict=True):
            rows = off[k] + np.arange(cnt)
            parent[rows, n_parent[rows]] = off[k - 1] + idx
            n_parent[rows] += 1
    return child.astype(np.int64), parent, n_parent


FLAT_CHILD, FLAT_PARENT, FLAT_N_PARENT = _flat_tables()
PROBS = _PROBS
_FLAT_OFFSETS = np.cumsum([0] + [len(o) for o in _ORDER]).tolist()


def flat_keep_index(keep: tuple[int, ...]) -> int:
    """A held multiset's index in the kernels' flat layout (`FLAT_*`, by size)."""
    return int(_FLAT_OFFSETS[len(keep)] + _POS[len(keep)][tuple(sorted(keep))])


def by_size(flat: np.ndarray) -> list[np.ndarray]:
    """A flat keep-value array of one state (the kernels' layout) as `keep_values`
    lays it out: one (multisets of size k, 1) view per size k = 0 … 5."""
    return [flat[_FLAT_OFFSETS[k]:_FLAT_OFFSETS[k + 1]].reshape(-1, 1) for k in range(6)]
