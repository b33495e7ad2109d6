"""Generala: served (first-roll) bonuses, a served Generala wins, the double Generala.

Rules of record: docs/rules.md, section 3.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from itertools import product
from typing import Any

from bot.rules.box_game import BoxVariant, NormalFit
from bot.rules.boxes import BoxInfo, lower_box, upper_boxes
from bot.rules.options import OptionSpec
from bot.rules.patterns import has_n_of_a_kind, is_five_of_a_kind, is_full_house
from bot.rules.variants import RuleLine

_STANDARD_STRAIGHTS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}, {1, 3, 4, 5, 6})

#: the `normal` level's fit (`python -m bench.fit_normal generala`: RMS error 2.4 points)
FIT = NormalFit(q=0.5, bonus_weight=0.0, flag=(-4.3184, 1.479), boxes={
    "ones": (0.0709, 0.1442), "twos": (0.4554, 0.076), "threes": (0.6112, 0.0588),
    "fours": (0.7076, 0.0498), "fives": (0.7721, 0.0451), "sixes": (0.8211, 0.0419),
    "straight": (0.6142, 0.1331), "full_house": (1.0061, 0.137),
    "four_of_a_kind": (0.9907, 0.1981), "generala": (-0.0285, 0.1747),
    "double_generala": (0.8392, 0.0968)})
#: the exact optimal expected scores by (straight, double_generala, generala_points,
#: served_bonus, double_generala_points) (docs/ai.md); served_generala_wins does not
#: change the expected score of solitaire play
SCORES: dict[tuple[str, bool, int, int, int | None], float] = {
    ("standard", True, 50, 5, 100): 162.4695,
    ("standard", True, 50, 10, 100): 165.0022,
    ("standard", True, 50, 5, 120): 163.5785,
    ("standard", True, 50, 10, 120): 166.1038,
    ("standard", True, 60, 5, 100): 165.7504,
    ("standard", True, 60, 10, 100): 168.2651,
    ("standard", True, 60, 5, 120): 166.8816,
    ("standard", True, 60, 10, 120): 169.3757,
    ("standard", False, 50, 5, None): 151.8990,
    ("standard", False, 50, 10, None): 154.3243,
    ("standard", False, 60, 5, None): 154.7705,
    ("standard", False, 60, 10, None): 157.1523,
    ("one_gap", True, 50, 5, 100): 167.3726,
    ("one_gap", True, 50, 10, 100): 171.1950,
    ("one_gap", True, 50, 5, 120): 168.5141,
    ("one_gap", True, 50, 10, 120): 172.3204,
    ("one_gap", True, 60, 5, 100): 170.7383,
    ("one_gap", True, 60, 10, 100): 174.5370,
    ("one_gap", True, 60, 5, 120): 171.8995,
    ("one_gap", True, 60, 10, 120): 175.6712,
    ("one_gap", False, 50, 5, None): 156.7903,
    ("one_gap", False, 50, 10, None): 160.4637,
    ("one_gap", False, 60, 5, None): 159.7453,
    ("one_gap", False, 60, 10, None): 163.3692,
    ("ace_as_two", True, 50, 5, 100): 163.8550,
    ("ace_as_two", True, 50, 10, 100): 166.5802,
    ("ace_as_two", True, 50, 5, 120): 164.9725,
    ("ace_as_two", True, 50, 10, 120): 167.6860,
    ("ace_as_two", True, 60, 5, 100): 167.1583,
    ("ace_as_two", True, 60, 10, 100): 169.8650,
    ("ace_as_two", True, 60, 5, 120): 168.2949,
    ("ace_as_two", True, 60, 10, 120): 170.9789,
    ("ace_as_two", False, 50, 5, None): 153.2987,
    ("ace_as_two", False, 50, 10, None): 155.9020,
    ("ace_as_two", False, 60, 5, None): 156.1885,
    ("ace_as_two", False, 60, 10, None): 158.7513,
}


def is_generala_straight(dice: Sequence[int], rule: str) -> bool:
    """Whether the dice are a straight under the `straight` option's reading."""
    faces = set(dice)
    if len(dice) != 5:
        return False
    if rule == "one_gap":
        return len(faces) == 5
    if faces in _STANDARD_STRAIGHTS:
        return True
    if rule == "ace_as_two" and 2 not in faces:
        # Any number of the 1s may be read as 2s.
        ones = [i for i, d in enumerate(dice) if d == 1]
        for reading in product((1, 2), repeat=len(ones)):
            changed = list(dice)
            for index, face in zip(ones, reading, strict=True):
                changed[index] = face
            if len(set(changed)) == 5 and set(changed) in _STANDARD_STRAIGHTS:
                return True
    return False


_box = partial(lower_box, "generala")


class Generala(BoxVariant):
    """The Latin-American favourite."""

    id = "generala"
    options = (
        OptionSpec("double_generala", True, (True, False)),
        OptionSpec("generala_points", 50, (50, 60)),
        OptionSpec("double_generala_points", 100, (100, 120)),
        OptionSpec("served_bonus", 5, (5, 10)),
        OptionSpec("served_generala_wins", True, (True, False)),
        OptionSpec("straight", "standard", ("standard", "one_gap", "ace_as_two")),
    )
    served_win_option = "served_generala_wins"
    special_box = "generala"
    unlocks_box = "double_generala"
    served_bonus = True
    box_words = {"full_house": "generala-box-full_house"}  # Arabic: «منزل كامل»

    def boxes(self, options: Mapping[str, Any]) -> list[BoxInfo]:
        served = options["served_bonus"]
        boxes = [
            *upper_boxes(),
            _box("straight", 15, straight=options["straight"], served=served),
            _box("full_house", 18, served=served),
            _box("four_of_a_kind", 12, served=served),
            _box("generala", 20, points=options["generala_points"]),
        ]
        if options["double_generala"]:
            boxes.append(_box("double_generala", 10, points=options["double_generala_points"]))
        return boxes

    def lower_points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
        served = options["served_bonus"] if first_roll else 0
        if box == "straight":
            return 20 + served if is_generala_straight(dice, options["straight"]) else 0
        if box == "full_house":
            return 30 + served if is_full_house(dice) else 0
        if box == "four_of_a_kind":
            return 40 + served if has_n_of_a_kind(dice, 4) else 0
        if box == "generala":
            return int(options["generala_points"]) if is_five_of_a_kind(dice) else 0
        if box == "double_generala":
            generala_holds_points = card.get("generala", 0) > 0
            if is_five_of_a_kind(dice) and generala_holds_points:
                return int(options["double_generala_points"])
            return 0
        raise KeyError(box)

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        lines: list[RuleLine] = [
            self.rounds_line(options),
            ("rules-scratch", {}),
            ("rules-served-bonus", {"bonus": options["served_bonus"]}),
        ]
        if options["served_generala_wins"]:
            lines.append(("rules-served-generala", {}))
        lines.append(("rules-otherwise-highest", {}))
        return lines

    def normal_fit(self, options: Mapping[str, Any]) -> NormalFit:
        return FIT

    def optimal_score(self, options: Mapping[str, Any]) -> float:
        double = bool(options["double_generala"])
        return SCORES[(options["straight"], double, int(options["generala_points"]),
                       int(options["served_bonus"]),
                       int(options["double_generala_points"]) if double else None)]
