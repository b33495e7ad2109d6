"""What five dice show: five alike, n alike, a full house, a run.

The box games' scoring is written with these (each game's module, `bot.rules.games`);
`bot.rules.scoring` offers them to the solver and the tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import pairwise


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


#: the two windows of five faces a straight is drawn to (1-5 and 2-6)
STRAIGHT_WINDOWS = (range(1, 6), range(2, 7))


def _longest_run(faces: Sequence[int]) -> int:
    """How many faces in a row the sorted `faces` hold at most."""
    best = run = 1
    for low, high in pairwise(faces):
        run = run + 1 if high == low + 1 else 1
        best = max(best, run)
    return best


def pattern_keeps(dice: Sequence[int], *, exact_straights: bool = False
                  ) -> list[tuple[int, ...]]:
    """Keeps of several faces the dice show, read from the dice alone (never from a
    solver: ranked games are played without hints): two pairs (a full house draw), and
    the straight draws (one die of each face of a window of five: four of them, or three
    with at most one gap, 3-4-5 or 3-4-6, as a player draws to a straight; a straight
    already complete is scored, not kept). Both windows are offered
    when both draw (1-2-3-4 and 2-3-4-6 of 1 2 3 4 6: which to keep is the player's
    choice, as the game's open boxes say). With `exact_straights` (1-2-3-4-5 and
    2-3-4-5-6 fill different boxes: Yatzy's small and large), a straight on the table
    still draws to the other one. Most dice first; among draws of as many dice, faces
    in a row first."""
    counts = Counter(dice)
    keeps: list[tuple[int, ...]] = []
    pairs = sorted(face for face, n in counts.items() if n == 2)
    if len(pairs) == 2 and len(counts) == 3:
        keeps.append((pairs[0], pairs[0], pairs[1], pairs[1]))
    windows = [tuple(f for f in window if f in counts) for window in STRAIGHT_WINDOWS]
    if exact_straights or all(len(faces) < len(dice) for faces in windows):
        for faces in windows:
            # Four faces of a window (a gap allowed), or three with one gap at most: 2-5-6
            # (two gaps) draws to nothing; a draw inside the other window's draw is that
            # one's. Three with a gap cost one tap where holding them by hand cost four
            # (bench.taps: the worst turns of Yatzy and Yacht went from 7 and 9 taps to
            # 6 and 7).
            drawing = len(faces) == 4 or (len(faces) == 3 and faces[-1] - faces[0] <= 3)
            if drawing and faces not in keeps \
                    and not any(set(faces) < set(other) for other in windows
                                if len(other) < len(dice)):
                keeps.append(faces)
    return sorted(keeps, key=lambda faces: (-len(faces), -_longest_run(faces), faces))
