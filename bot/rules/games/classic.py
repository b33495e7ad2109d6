"""Classic Yacht: the traditional 12 boxes, no bonus, no joker.

Rules of record: docs/rules.md, section 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.rules.box_game import BoxVariant, NormalFit
from bot.rules.boxes import BoxInfo, lower_box, upper_boxes
from bot.rules.options import OptionSpec
from bot.rules.patterns import has_n_of_a_kind, is_five_of_a_kind, is_full_house
from bot.rules.variants import RuleLine

#: the `normal` level's fit (`python -m bench.fit_normal classic`: RMS error 0.7 points)
FIT = NormalFit(q=0.5, bonus_weight=0.0, boxes={
    "ones": (1.6172, 0.11), "twos": (1.2548, 0.0505), "threes": (1.1728, 0.0331),
    "fours": (1.1511, 0.0279), "fives": (1.1429, 0.0253), "sixes": (1.1402, 0.0221),
    "full_house": (1.2968, 0.105), "four_of_a_kind": (1.2412, 0.1279),
    "little_straight": (1.1887, 0.1112), "big_straight": (1.201, 0.1141),
    "choice": (1.0367, 0.008), "yacht": (1.1586, 0.3478)})
#: the exact optimal expected scores by `four_of_a_kind` (docs/ai.md)
SCORES: dict[str, float] = {"face": 166.9551, "sum": 169.7739}


_box = partial(lower_box, "classic")


class Classic(BoxVariant):
    """Yacht as it was first played: twelve boxes, each scored once."""

    id = "classic"
    options = (
        OptionSpec("four_of_a_kind", "face", ("face", "sum"),
                   aliases=(("4x", "face"), ("four_times", "face"), ("times_four", "face"))),
    )
    special_box = "yacht"

    def boxes(self, options: Mapping[str, Any]) -> list[BoxInfo]:
        return [
            *upper_boxes(),
            _box("full_house", 18),
            _box("four_of_a_kind", 12, scoring=options["four_of_a_kind"]),
            _box("little_straight", 10),
            _box("big_straight", 10),
            _box("choice", 22),
            _box("yacht", 20),
        ]

    def lower_points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
        total = sum(dice)
        if box == "full_house":
            return total if is_full_house(dice) else 0
        if box == "four_of_a_kind":
            if not has_n_of_a_kind(dice, 4):
                return 0
            if options["four_of_a_kind"] == "sum":
                return total
            face = Counter(dice).most_common(1)[0][0]
            return 4 * face
        if box == "little_straight":
            return 30 if sorted(dice) == [1, 2, 3, 4, 5] else 0
        if box == "big_straight":
            return 30 if sorted(dice) == [2, 3, 4, 5, 6] else 0
        if box == "choice":
            return total
        if box == "yacht":
            return 50 if is_five_of_a_kind(dice) else 0
        raise KeyError(box)

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        return [
            self.rounds_line(options),
            ("rules-three-rolls-rehold", {}),
            ("rules-zero-box", {}),
            ("rules-no-bonus", {}),
            ("rules-highest-wins", {}),
        ]

    def normal_fit(self, options: Mapping[str, Any]) -> NormalFit:
        return FIT

    def optimal_score(self, options: Mapping[str, Any]) -> float:
        return SCORES[options["four_of_a_kind"]]
