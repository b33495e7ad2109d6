"""Dice combinatorics shared by the solver and the policies.

Everything here is computed once at import (a few milliseconds) and is read-only.
Multisets of dice are the unit of play: the order of the dice never matters to
a score, so the 7776 ordered rolls collapse to 252 multisets and the 2**5
index-subsets a player may hold collapse to the 462 multisets of 0..5 dice.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache
from math import factorial

import numpy as np

FACES = (1, 2, 3, 4, 5, 6)


def _multisets(size: int) -> list[tuple[int, ...]]:
    return list(itertools.combinations_with_replacement(FACES, size))


#: every multiset of 0..5 dice ("keeps"), grouped by size, smallest first
KEEPS: list[tuple[int, ...]] = [m for k in range(6) for m in _multisets(k)]
KEEP_INDEX: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(KEEPS)}
#: the 252 five-dice multisets ("rolls"); ROLLS[i] == KEEPS[ROLL_OFFSET + i]
ROLLS: list[tuple[int, ...]] = _multisets(5)
ROLL_INDEX: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(ROLLS)}
ROLL_OFFSET = len(KEEPS) - len(ROLLS)
N_ROLLS = len(ROLLS)
N_KEEPS = len(KEEPS)

#: start/stop offsets of each keep size inside KEEPS
SIZE_START = [sum(len(_multisets(j)) for j in range(k)) for k in range(7)]


def multiset_probability(dice: tuple[int, ...]) -> float:
    """Probability that len(dice) fair dice show exactly this multiset."""
    n = len(dice)
    ways = factorial(n)
    for c in Counter(dice).values():
        ways //= factorial(c)
    return float(ways / 6**n)


#: probability of each roll when all five dice are thrown
ROLL_PROBS = np.array([multiset_probability(r) for r in ROLLS])

#: COUNTS[i, f-1] = how many dice of ROLLS[i] show face f
COUNTS = np.array([[r.count(f) for f in FACES] for r in ROLLS], dtype=np.int64)


def _child_table(size: int) -> np.ndarray:
    """CHILD[size][j, f-1] = index (within size+1) of keep j of `size` plus one die f."""
    base = SIZE_START[size + 1]
    rows = []
    for m in _multisets(size):
        rows.append([KEEP_INDEX[tuple(sorted((*m, f)))] - base for f in FACES])
    return np.array(rows, dtype=np.int64)


def _parent_table(size: int) -> np.ndarray:
    """PARENT[size][j, :] = indices (within size-1) of keep j minus one distinct face.

    Rows are padded by repeating their first entry, so a max over the row is exact.
    """
    base = SIZE_START[size - 1]
    rows = []
    for m in _multisets(size):
        subs = []
        for f in sorted(set(m)):
            rest = list(m)
            rest.remove(f)
            subs.append(KEEP_INDEX[tuple(rest)] - base)
        rows.append(subs + [subs[0]] * (5 - len(subs)))
    return np.array(rows, dtype=np.int64)


CHILD = [_child_table(k) for k in range(5)]
PARENT = [None, *[_parent_table(k) for k in range(1, 6)]]


def sub_keeps(roll: tuple[int, ...]) -> list[int]:
    """Indices (into KEEPS) of every multiset a player can hold from `roll`."""
    counts = Counter(roll)
    faces = sorted(counts)
    out = []
    for choice in itertools.product(*(range(counts[f] + 1) for f in faces)):
        keep = tuple(f for f, c in zip(faces, choice, strict=True) for _ in range(c))
        out.append(KEEP_INDEX[keep])
    return out


def held_indices(dice: tuple[int, ...], keep: tuple[int, ...]) -> tuple[int, ...]:
    """Die positions that realise the multiset `keep` in the dice as they lie."""
    want = Counter(keep)
    out = []
    for i, d in enumerate(dice):
        if want[d] > 0:
            want[d] -= 1
            out.append(i)
    return tuple(out)


@lru_cache(maxsize=6**5)
def keep_options(dice: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    """(keep index into KEEPS, dice re-rolled, die positions held) for every hold of
    the dice as they lie: worked out once per throw (at most 6^5), since a hint or a
    review asks for them at every decision."""
    out = []
    for k in sub_keeps(canonical(dice)):
        keep = KEEPS[k]
        reroll = tuple(sorted((Counter(dice) - Counter(keep)).elements()))
        out.append((k, reroll, held_indices(dice, keep)))
    return tuple(out)


def canonical(dice: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(sorted(dice))
