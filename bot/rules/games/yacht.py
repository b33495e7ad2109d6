"""Yacht: 13 boxes, 35 points for 63 up top; the extra-Yacht bonus and joker as an option.

Rules of record: docs/rules.md, section 1.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.rules.box_game import BoxVariant, NormalFit, UpperBonus
from bot.rules.boxes import BoxInfo, lower_box, upper_boxes
from bot.rules.options import OptionSpec
from bot.rules.patterns import has_n_of_a_kind, is_five_of_a_kind, is_full_house, is_run
from bot.rules.variants import RuleLine

#: the `normal` level's fits (`python -m bench.fit_normal yacht`, with and without
#: `yacht_bonus`: RMS error of the fitted state values 1.8 and 1.9 points); the
#: `full_house=sum` rules reuse them with their own pars
FITS = {
    False: NormalFit(q=0.55, bonus_weight=1.0344, boxes={
        "ones": (1.6224, 0.1069), "twos": (1.1217, 0.0638), "threes": (0.9741, 0.0595),
        "fours": (0.9297, 0.0582), "fives": (0.9252, 0.0559), "sixes": (0.9397, 0.0487),
        "three_of_a_kind": (1.2333, 0.0237), "four_of_a_kind": (1.3916, 0.1043),
        "full_house": (1.3894, 0.0774), "small_straight": (1.294, 0.0406),
        "large_straight": (1.3285, 0.1343), "yacht": (1.4612, 0.3325),
        "chance": (1.05, 0.009)}),
    True: NormalFit(q=0.53, bonus_weight=1.0464, flag=(-1.9759, 3.3649), boxes={
        "ones": (1.8582, 0.1029), "twos": (1.1965, 0.0682), "threes": (1.004, 0.0655),
        "fours": (0.9405, 0.0642), "fives": (0.9293, 0.061), "sixes": (0.9332, 0.0548),
        "three_of_a_kind": (1.261, 0.0222), "four_of_a_kind": (1.5824, 0.0968),
        "full_house": (1.3556, 0.0782), "small_straight": (1.217, 0.0472),
        "large_straight": (1.244, 0.1376), "yacht": (0.7329, 0.5428),
        "chance": (1.0487, 0.0093)}),
}
#: the exact optimal expected scores by (full_house, yacht_bonus): the published values
#: of Verhoeff and Glenn 2006 (docs/ai.md, "Exact optimal expected scores")
SCORES: dict[tuple[str, bool], float] = {
    ("fixed", False): 245.8708,
    ("fixed", True): 254.5877,
    ("sum", False): 241.5249,
    ("sum", True): 250.0437,
}


_box = partial(lower_box, "yacht")


class Yacht(BoxVariant):
    """The Yahtzee-style classic."""

    id = "yacht"
    options = (
        OptionSpec("full_house", "fixed", ("fixed", "sum"),
                   aliases=((25, "fixed"), ("25", "fixed"))),
        OptionSpec("yacht_bonus", False, (True, False)),
    )
    upper_bonus = UpperBonus(points=35, threshold=63)
    joker_option = "yacht_bonus"
    joker_bonus = 100
    special_box = "yacht"

    def boxes(self, options: Mapping[str, Any]) -> list[BoxInfo]:
        return [
            *upper_boxes(),
            _box("three_of_a_kind", 15),
            _box("four_of_a_kind", 12),
            _box("full_house", 18, scoring=options["full_house"]),
            _box("small_straight", 20),
            _box("large_straight", 25),
            _box("yacht", 20),
            _box("chance", 22),
        ]

    def lower_points(self, box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
        joker = self.joker_active(options, dice, card)
        total = sum(dice)
        if box == "three_of_a_kind":
            return total if has_n_of_a_kind(dice, 3) else 0
        if box == "four_of_a_kind":
            return total if has_n_of_a_kind(dice, 4) else 0
        if box == "full_house":
            if joker or is_full_house(dice):
                return total if options["full_house"] == "sum" else 25
            return 0
        if box == "small_straight":
            return 30 if joker or is_run(dice, 4) else 0
        if box == "large_straight":
            return 40 if joker or is_run(dice, 5) else 0
        if box == "yacht":
            return 50 if is_five_of_a_kind(dice) else 0
        if box == "chance":
            return total
        raise KeyError(box)

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        lines: list[RuleLine] = [
            self.rounds_line(options),
            ("rules-three-rolls", {}),
            ("rules-zero-box", {}),
            self.upper_bonus_line(),
        ]
        if options["yacht_bonus"]:
            lines += [("rules-extra-yacht", {"bonus": self.joker_bonus}), ("rules-joker", {})]
        lines.append(("rules-highest-wins", {}))
        return lines

    def normal_fit(self, options: Mapping[str, Any]) -> NormalFit:
        return FITS[bool(options["yacht_bonus"])]

    def optimal_score(self, options: Mapping[str, Any]) -> float:
        return SCORES[(options["full_house"], bool(options["yacht_bonus"]))]
