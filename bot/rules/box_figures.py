"""The computer's figures for Yacht, Classic Yacht and Generala, per rule configuration.

`normal` fits: the heuristic's coefficients (`bot.ai.heuristic`), fitted by least
squares (`bench/fit_normal.py`) to the exact optimal table of each game's default
rules (RMS error of the fitted state values: yacht 1.8, yacht_bonus 1.9, classic
0.7, generala 2.4 points); other option sets reuse them with their own pars.

Optimal scores: the exact optimal expected score of every option combination
(docs/ai.md, "Exact optimal expected scores"; the Yacht ones are the published
values of Verhoeff and Glenn 2006), kept as data so /yacht stats can draw the line a
player aims at without building a table (seconds each). tests/ai/test_expected.py
checks them against the solver and that every combination has one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.rules.variants import NormalFit

YACHT_FITS = {
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
CLASSIC_FIT = NormalFit(q=0.5, bonus_weight=0.0, boxes={
    "ones": (1.6172, 0.11), "twos": (1.2548, 0.0505), "threes": (1.1728, 0.0331),
    "fours": (1.1511, 0.0279), "fives": (1.1429, 0.0253), "sixes": (1.1402, 0.0221),
    "full_house": (1.2968, 0.105), "four_of_a_kind": (1.2412, 0.1279),
    "little_straight": (1.1887, 0.1112), "big_straight": (1.201, 0.1141),
    "choice": (1.0367, 0.008), "yacht": (1.1586, 0.3478)})
GENERALA_FIT = NormalFit(q=0.5, bonus_weight=0.0, flag=(-4.3184, 1.479), boxes={
    "ones": (0.0709, 0.1442), "twos": (0.4554, 0.076), "threes": (0.6112, 0.0588),
    "fours": (0.7076, 0.0498), "fives": (0.7721, 0.0451), "sixes": (0.8211, 0.0419),
    "straight": (0.6142, 0.1331), "full_house": (1.0061, 0.137),
    "four_of_a_kind": (0.9907, 0.1981), "generala": (-0.0285, 0.1747),
    "double_generala": (0.8392, 0.0968)})

YACHT_SCORES: dict[tuple[str, bool], float] = {  # (full_house, yacht_bonus)
    ("fixed", False): 245.8708,
    ("fixed", True): 254.5877,
    ("sum", False): 241.5249,
    ("sum", True): 250.0437,
}
CLASSIC_SCORES: dict[str, float] = {"face": 166.9551, "sum": 169.7739}  # four_of_a_kind
# (straight, double_generala, generala_points, served_bonus, double_generala_points);
# served_generala_wins does not change the expected score (docs/ai.md).
GENERALA_SCORES: dict[tuple[str, bool, int, int, int | None], float] = {
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


def yacht_fit(o: Mapping[str, Any]) -> NormalFit:
    return YACHT_FITS[bool(o["yacht_bonus"])]


def yacht_score(o: Mapping[str, Any]) -> float:
    return YACHT_SCORES[(o["full_house"], bool(o["yacht_bonus"]))]


def classic_score(o: Mapping[str, Any]) -> float:
    return CLASSIC_SCORES[o["four_of_a_kind"]]


def generala_score(o: Mapping[str, Any]) -> float:
    double = bool(o["double_generala"])
    return GENERALA_SCORES[(o["straight"], double, int(o["generala_points"]),
                            int(o["served_bonus"]),
                            int(o["double_generala_points"]) if double else None)]
