"""A score box: one row of a box game's sheet, and the six upper boxes every box game has.

A box's name is the catalogue text `box-<id>`, shared by every game with a box of that
id (a game whose word differs in some language names its own key:
`BoxVariant.box_words`). Its description says how it scores, so it belongs to the
game that defines the scoring: `desc` is its catalogue key, and a game that reuses
another's boxes reuses their words. `params` carries what the description depends on
under the options in effect (points, the straight reading), so a player always reads
the rule that will actually be applied.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

UPPER: tuple[str, ...] = ("ones", "twos", "threes", "fours", "fives", "sixes")
FACE_OF_UPPER: dict[str, int] = {box: face for face, box in enumerate(UPPER, start=1)}


@dataclass(frozen=True)
class BoxInfo:
    """One row of a score sheet."""

    id: str
    upper: bool = False
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    #: the catalogue key of its description (how it scores)
    desc: str = field(kw_only=True)
    #: the `easy` level's rough value of the box while it is open: of the boxes scoring
    #: the same now, it writes in (scratches) the cheapest (bot.ai.easy)
    par: int = field(kw_only=True)


def upper_boxes() -> list[BoxInfo]:
    """Ones to sixes: the sum of the dice showing the box's face."""
    return [BoxInfo(box, upper=True, params={"face": face}, desc="box-upper-desc",
                    par=3 * face - 1)
            for box, face in FACE_OF_UPPER.items()]


def lower_box(game: str, box: str, par: int, **params: Any) -> BoxInfo:
    """A lower box as `game` scores it: its description is `<game>-box-<id>-desc`
    (a game's module binds its own id: `partial(lower_box, "yacht")`)."""
    return BoxInfo(box, params=params, desc=f"{game}-box-{box}-desc", par=par)
