"""The score boxes of each box game, in sheet order.

A box's name and one-line description are catalogue texts
(`<game>-box-<id>` and `<game>-box-<id>-desc`); `params` carries what the
description depends on under the options in effect (points, the straight
reading), so a player always reads the rule that will actually be applied.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from bot.rules.variants import find_variant

UPPER: tuple[str, ...] = ("ones", "twos", "threes", "fours", "fives", "sixes")
FACE_OF_UPPER: dict[str, int] = {box: face for face, box in enumerate(UPPER, start=1)}


@dataclass(frozen=True)
class BoxInfo:
    """One row of a score sheet."""

    id: str
    upper: bool = False
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


def upper_boxes() -> list[BoxInfo]:
    return [BoxInfo(box, upper=True, params={"face": FACE_OF_UPPER[box]}) for box in UPPER]


def yacht_boxes(options: Mapping[str, Any]) -> list[BoxInfo]:
    return [
        *upper_boxes(),
        BoxInfo("three_of_a_kind"),
        BoxInfo("four_of_a_kind"),
        BoxInfo("full_house", params={"scoring": options["full_house"]}),
        BoxInfo("small_straight"),
        BoxInfo("large_straight"),
        BoxInfo("yacht"),
        BoxInfo("chance"),
    ]


def classic_boxes(options: Mapping[str, Any]) -> list[BoxInfo]:
    return [
        *upper_boxes(),
        BoxInfo("full_house"),
        BoxInfo("four_of_a_kind", params={"scoring": options["four_of_a_kind"]}),
        BoxInfo("little_straight"),
        BoxInfo("big_straight"),
        BoxInfo("choice"),
        BoxInfo("yacht"),
    ]


def generala_boxes(options: Mapping[str, Any]) -> list[BoxInfo]:
    served = options["served_bonus"]
    boxes = [
        *upper_boxes(),
        BoxInfo("straight", params={"straight": options["straight"], "served": served}),
        BoxInfo("full_house", params={"served": served}),
        BoxInfo("four_of_a_kind", params={"served": served}),
        BoxInfo("generala", params={"points": options["generala_points"]}),
    ]
    if options["double_generala"]:
        boxes.append(
            BoxInfo("double_generala", params={"points": options["double_generala_points"]})
        )
    return boxes


def boxes_for(kind: str, options: Mapping[str, Any]) -> tuple[BoxInfo, ...]:
    """The box list of a box game under resolved `options` (empty for other games).

    Memoised: scoring, previews and every rendered turn ask for it, and it depends
    on nothing but the game and its options.
    """
    return _boxes_for(kind, tuple(sorted(options.items())))


@lru_cache(maxsize=256)
def _boxes_for(kind: str, options: tuple[tuple[str, Any], ...]) -> tuple[BoxInfo, ...]:
    builder = find_variant(kind).boxes
    return tuple(builder(dict(options))) if builder else ()
