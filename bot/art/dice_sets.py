"""The dice sets and the names of their faces as application emoji: what the bot needs
to show dice, without the drawing (bot.art.dice, PIL), which only uploads them.

`DRAWING_VERSION` is part of every emoji name: a bot already deployed uploads the
faces of a new drawing under new names and deletes the old ones once the new set is
complete (bot.table.cosmetics). Bump it whenever a face changes (tests/art pins the
drawing of each version).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

RGB = tuple[int, int, int]

#: the drawing's version, in every emoji name (see the module doc)
DRAWING_VERSION = 2


@dataclass(frozen=True)
class DiceSet:
    """One look. `id` is part of the emoji names, so it stays short and [a-z]."""

    id: str
    top: RGB
    bottom: RGB
    edge: RGB
    pip: RGB
    glow: RGB | None = None  # neon: pips and edge glow in this colour
    grain: RGB | None = None  # wood: grain lines in this colour
    gloss: int = 0  # casino, gold: a glassy highlight of this strength (0-255)
    pip_rim: RGB | None = None  # a lighter rim under each pip (carved pips)


SETS: tuple[DiceSet, ...] = (
    DiceSet("classic", top=(255, 255, 255), bottom=(226, 226, 230), edge=(112, 112, 120),
            pip=(24, 24, 28)),
    DiceSet("casino", top=(255, 84, 88), bottom=(236, 64, 70), edge=(110, 10, 22),
            pip=(255, 255, 255), gloss=16),
    DiceSet("wood", top=(222, 170, 108), bottom=(190, 132, 74), edge=(96, 58, 24),
            pip=(52, 26, 8), grain=(150, 96, 48), pip_rim=(240, 204, 150)),
    DiceSet("neon", top=(34, 26, 56), bottom=(14, 12, 24), edge=(255, 43, 214),
            pip=(120, 250, 255), glow=(62, 240, 255)),
    DiceSet("gold", top=(252, 226, 128), bottom=(200, 148, 30), edge=(120, 84, 8),
            pip=(28, 40, 88), gloss=70),
)
SET_IDS: tuple[str, ...] = tuple(s.id for s in SETS)
DEFAULT_SET = "classic"
_BY_ID = {s.id: s for s in SETS}

# Unicode die faces: the look when no emoji can be had.
UNICODE_FACES: dict[int, str] = {v: chr(0x267F + v) for v in range(1, 7)}

# d2_wood_3h: the drawing version, the set, the face, h when held. Version 1 had no
# number (d_wood_3h).
_NAME = re.compile(r"^d([0-9]*)_([a-z]+)_([1-6])(h?)$")


@dataclass(frozen=True)
class Face:
    """One of our emoji, read back from its name."""

    set_id: str
    value: int
    held: bool
    version: int


def dice_set(set_id: str) -> DiceSet:
    """The set with this id; an unknown id (a set since retired) draws as classic."""
    return _BY_ID.get(set_id, _BY_ID[DEFAULT_SET])


def emoji_name(set_id: str, value: int, held: bool = False,
               version: int = DRAWING_VERSION) -> str:
    """`d2_wood_3`, `d2_wood_3h`: valid emoji names ([A-Za-z0-9_], 2-32 characters)."""
    return f"d{version if version > 1 else ''}_{set_id}_{value}{'h' if held else ''}"


def parse_emoji_name(name: str) -> Face | None:
    """The inverse of emoji_name for our faces of any version; None for any other emoji
    (a set since retired included: it is not ours to touch)."""
    match = _NAME.match(name)
    if match is None or match.group(2) not in _BY_ID:
        return None
    version = int(match.group(1) or 1)
    if version < 1 or emoji_name(match.group(2), int(match.group(3)), bool(match.group(4)),
                                 version) != name:
        return None
    return Face(match.group(2), int(match.group(3)), bool(match.group(4)), version)


def all_faces() -> Iterator[tuple[str, str, int, bool]]:
    """(emoji name, set id, value, held) for every face of every set, this drawing."""
    for s in SETS:
        for held in (False, True):
            for value in range(1, 7):
                yield emoji_name(s.id, value, held), s.id, value, held
