"""What five dice show: five alike, n alike, a full house, a run.

The box games' scoring is written with these (each game's module, `bot.rules.games`);
`bot.rules.scoring` offers them to the solver and the tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence


def is_five_of_a_kind(dice: Sequence[int]) -> bool:
    return len(dice) == 5 and len(set(dice)) == 1


def _counts(dice: Sequence[int]) -> list[int]:
    return sorted(Counter(dice).values(), reverse=True)


def has_n_of_a_kind(dice: Sequence[int], n: int) -> bool:
    return _counts(dice)[0] >= n


def is_full_house(dice: Sequence[int]) -> bool:
    """Three of one face and two of a different face (five alike is not one)."""
    return _counts(dice) == [3, 2]


def is_run(dice: Sequence[int], length: int) -> bool:
    """Whether the dice contain `length` consecutive faces."""
    faces = set(dice)
    return any(set(range(low, low + length)) <= faces for low in range(1, 8 - length))
