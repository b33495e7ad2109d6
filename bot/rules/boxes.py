"""The score boxes of each box game, with the names and one-line descriptions
the score menu and `/yacht rules` show. Descriptions follow the options in
effect, so a player always reads the rule that will actually be applied."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

UPPER: tuple[str, ...] = ("ones", "twos", "threes", "fours", "fives", "sixes")
FACE_OF_UPPER: dict[str, int] = {box: face for face, box in enumerate(UPPER, start=1)}
_UPPER_NAMES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


@dataclass(frozen=True)
class BoxInfo:
    """One row of a score sheet."""

    id: str
    name: str
    description: str
    upper: bool = False


def _upper_boxes() -> list[BoxInfo]:
    return [
        BoxInfo(box, name, f"Sum of the dice showing {face}.", upper=True)
        for face, (box, name) in enumerate(zip(UPPER, _UPPER_NAMES, strict=True), start=1)
    ]


def _yacht(options: Mapping[str, Any]) -> list[BoxInfo]:
    full_house = (
        "sum of the dice" if options["full_house"] == "sum" else "25"
    )
    return [
        *_upper_boxes(),
        BoxInfo("three_of_a_kind", "Three of a Kind", "At least three alike: sum of all dice."),
        BoxInfo("four_of_a_kind", "Four of a Kind", "At least four alike: sum of all dice."),
        BoxInfo("full_house", "Full House",
                f"Three of one face and two of another: {full_house}."),
        BoxInfo("small_straight", "Small Straight",
                "Four in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30."),
        BoxInfo("large_straight", "Large Straight", "1-2-3-4-5 or 2-3-4-5-6: 40."),
        BoxInfo("yacht", "Yacht", "Five of a kind: 50."),
        BoxInfo("chance", "Chance", "Any dice: sum of all dice."),
    ]


def _classic(options: Mapping[str, Any]) -> list[BoxInfo]:
    four = (
        "sum of all five dice" if options["four_of_a_kind"] == "sum" else "4 × that face"
    )
    return [
        *_upper_boxes(),
        BoxInfo(
            "full_house",
            "Full House",
            "Three of one face and two of a different face: sum of the dice.",
        ),
        BoxInfo("four_of_a_kind", "Four of a Kind", f"At least four alike: {four}."),
        BoxInfo("little_straight", "Little Straight", "Exactly 1-2-3-4-5: 30."),
        BoxInfo("big_straight", "Big Straight", "Exactly 2-3-4-5-6: 30."),
        BoxInfo("choice", "Choice", "Any dice: sum of all dice."),
        BoxInfo("yacht", "Yacht", "Five of a kind: 50."),
    ]


_STRAIGHTS = {
    "standard": "1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1",
    "one_gap": "any five different faces",
    "ace_as_two": "1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1; a 1 may stand in for the 2",
}


def _generala(options: Mapping[str, Any]) -> list[BoxInfo]:
    served = f"+{options['served_bonus']} if served (first roll)"
    boxes = [
        *_upper_boxes(),
        BoxInfo("straight", "Straight", f"{_STRAIGHTS[options['straight']]}: 20, {served}."),
        BoxInfo("full_house", "Full House",
                f"Three of one face and two of another: 30, {served}."),
        BoxInfo("four_of_a_kind", "Four of a Kind", f"At least four alike: 40, {served}."),
        BoxInfo("generala", "Generala", f"Five of a kind: {options['generala_points']}."),
    ]
    if options["double_generala"]:
        boxes.append(
            BoxInfo(
                "double_generala",
                "Double Generala",
                f"Five of a kind once the Generala box holds its points: "
                f"{options['double_generala_points']}.",
            )
        )
    return boxes


BOX_LISTS = {"yacht": _yacht, "classic": _classic, "generala": _generala}


def boxes_for(kind: str, options: Mapping[str, Any]) -> tuple[BoxInfo, ...]:
    """The box list of a box game under resolved `options` (empty for 5000).

    Memoised: scoring, previews and every rendered turn ask for it, and it depends
    on nothing but the game and its options.
    """
    return _boxes_for(kind, tuple(sorted(options.items())))


@lru_cache(maxsize=256)
def _boxes_for(kind: str, options: tuple[tuple[str, Any], ...]) -> tuple[BoxInfo, ...]:
    builder = BOX_LISTS.get(kind)
    return tuple(builder(dict(options))) if builder else ()
