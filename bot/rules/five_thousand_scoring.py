"""Points of one roll in 5000. Only dice of the same roll combine."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

STRAIGHT_POINTS = 1500
_SET_MULTIPLIER = {3: 1, 4: 2, 5: 4}


def three_of_a_kind_value(face: int) -> int:
    return 1100 if face == 1 else face * 100


def score_roll(dice: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Points of one roll and the indices (into `dice`) of its scoring dice."""
    if len(dice) == 5 and sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]):
        return STRAIGHT_POINTS, tuple(range(5))
    counts = Counter(dice)
    points = 0
    scoring_faces: set[int] = set()
    for face, count in counts.items():
        if count >= 3:
            points += three_of_a_kind_value(face) * _SET_MULTIPLIER[count]
            scoring_faces.add(face)
        elif face == 1:
            points += 100 * count
            scoring_faces.add(face)
        elif face == 5:
            points += 50 * count
            scoring_faces.add(face)
    return points, tuple(i for i, d in enumerate(dice) if d in scoring_faces)
