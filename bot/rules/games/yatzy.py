"""Scandinavian Yatzy: 15 boxes, pairs and sets scored by their own dice, 50 for 63 up top.

Rules of record: docs/rules.md, section 7.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.rules.box_game import BoxVariant, NormalFit, UpperBonus
from bot.rules.boxes import BoxInfo, lower_box, upper_boxes
from bot.rules.patterns import is_five_of_a_kind, is_full_house
from bot.rules.variants import RuleLine

SMALL_STRAIGHT = 15  # exactly 1-2-3-4-5
LARGE_STRAIGHT = 20  # exactly 2-3-4-5-6
YATZY_POINTS = 50

#: `python -m bench.fit_normal yatzy`: the least-squares fit to the exact table
#: (q tried 0.40 … 0.70; RMS error of the fitted state values 2.47 points)
YATZY_FIT = NormalFit(q=0.6, bonus_weight=1.0528, boxes={
    "ones": (1.2865, 0.0733), "twos": (0.8972, 0.0554), "threes": (0.8343, 0.0555),
    "fours": (0.8296, 0.0583), "fives": (0.8419, 0.0577), "sixes": (0.8575, 0.0534),
    "one_pair": (1.1886, 0.0172), "two_pairs": (1.3089, 0.0337),
    "three_of_a_kind": (1.3438, 0.035), "four_of_a_kind": (1.5249, 0.1132),
    "small_straight": (1.5011, 0.0516), "large_straight": (1.4023, 0.0662),
    "full_house": (1.4989, 0.0935), "chance": (1.0699, 0.0034), "yatzy": (1.4483, 0.2986)})
#: the exact optimum of solitaire play (`python -m bot.ai solve --game yatzy`: 248.439989)
YATZY_OPTIMUM = 248.4400


_box = partial(lower_box, "yatzy")


def _faces_with(dice: Sequence[int], at_least: int) -> list[int]:
    """The faces shown on at least `at_least` dice, highest first."""
    return sorted((face for face, n in Counter(dice).items() if n >= at_least), reverse=True)


class Yatzy(BoxVariant):
    """The Nordic game: no options, no joker, no extra Yatzy."""

    id = "yatzy"
    upper_bonus = UpperBonus(points=50, threshold=63)
    # Spanish: «Escalera menor», «Escalera mayor» (Yacht's are «corta», «larga»)
    box_words = {"small_straight": "yatzy-box-small_straight",
                 "large_straight": "yatzy-box-large_straight"}

    def boxes(self, options: Mapping[str, Any]) -> list[BoxInfo]:
        # The straights and the Yatzy carry the points their descriptions show.
        return [
            *upper_boxes(),
            _box("one_pair", 8),
            _box("two_pairs", 12),
            _box("three_of_a_kind", 15),
            _box("four_of_a_kind", 12),
            _box("small_straight", 20, points=SMALL_STRAIGHT),
            _box("large_straight", 25, points=LARGE_STRAIGHT),
            _box("full_house", 18),
            _box("chance", 22),
            _box("yatzy", 20, points=YATZY_POINTS),
        ]

    def lower_points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
        pairs = _faces_with(dice, 2)
        if box == "one_pair":
            return 2 * pairs[0] if pairs else 0
        if box == "two_pairs":
            # Two different faces: four or five alike is one face, not two pairs.
            return 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0
        if box == "three_of_a_kind":
            sets = _faces_with(dice, 3)
            return 3 * sets[0] if sets else 0
        if box == "four_of_a_kind":
            sets = _faces_with(dice, 4)
            return 4 * sets[0] if sets else 0
        if box == "small_straight":
            return SMALL_STRAIGHT if sorted(dice) == [1, 2, 3, 4, 5] else 0
        if box == "large_straight":
            return LARGE_STRAIGHT if sorted(dice) == [2, 3, 4, 5, 6] else 0
        if box == "full_house":
            return sum(dice) if is_full_house(dice) else 0
        if box == "chance":
            return sum(dice)
        if box == "yatzy":
            return YATZY_POINTS if is_five_of_a_kind(dice) else 0
        raise KeyError(box)

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        return [
            self.rounds_line(options),
            ("rules-three-rolls", {}),
            ("rules-zero-box", {}),
            self.upper_bonus_line(),
            ("rules-no-extra-yatzy", {}),
            ("rules-highest-wins", {}),
        ]

    def normal_fit(self, options: Mapping[str, Any]) -> NormalFit:
        return YATZY_FIT

    def optimal_score(self, options: Mapping[str, Any]) -> float:
        return YATZY_OPTIMUM
