"""The one place that says how a die looks: a dice set's emoji, or Unicode faces.

A `DiceLook` is one player's dice: the application emoji of their chosen set when the
bot has them, else the Unicode faces ⚀–⚅ (which every client shows, so a game never
depends on emoji). Render picks the look of the player to act and sets it for the
duration of one render (`showing`); the kinds' layouts just call `die`, `dice_line`
and `die_button`, so adding a look never touches a game's layout.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

BLANK_DIE = "🎲"
HELD_MARK = "🔒"
SET_ASIDE_MARK = "📌"  # 5000's scoring dice, out of play: not held (nobody chose them)
UNICODE_FACES: dict[int, str] = {v: chr(0x267F + v) for v in range(1, 7)}  # ⚀..⚅
FACES = UNICODE_FACES


@dataclass(frozen=True)
class DiceLook:
    """How one player's dice are drawn. `emoji` maps (value, held) to an emoji's
    markup (`<:d_wood_3:123>`); empty means the Unicode faces."""

    set_id: str | None = None
    emoji: Mapping[tuple[int, bool], str] = field(default_factory=dict)

    @property
    def has_emoji(self) -> bool:
        return bool(self.emoji)

    def face(self, value: int, held: bool = False) -> str:
        found = self.emoji.get((value, held))
        if found is not None:
            return found
        plain = UNICODE_FACES.get(value, BLANK_DIE)
        return f"{HELD_MARK}{plain}" if held else plain


UNICODE = DiceLook()
_showing: ContextVar[DiceLook] = ContextVar("dice_look", default=UNICODE)


@contextmanager
def showing(look: DiceLook | None) -> Iterator[None]:
    """Draw every die with `look` inside this block (one render)."""
    token = _showing.set(look or UNICODE)
    try:
        yield
    finally:
        _showing.reset(token)


def current_look() -> DiceLook:
    return _showing.get()


def die(value: int | None, held: bool = False) -> str:
    return current_look().face(value, held) if value else BLANK_DIE


def dice_line(dice: tuple[int, ...], marked: tuple[int, ...] = ()) -> str:
    """Dice left to right; marked positions (held / set aside) in their held look."""
    if not dice:
        return " ".join([BLANK_DIE] * 5)
    return "  ".join(die(v, i in marked) for i, v in enumerate(dice))


def set_aside_dice(values: tuple[int, ...]) -> str:
    """5000's set-aside dice: the look's plain faces behind their own mark, so they never
    read as dice a player holds."""
    return " ".join(f"{SET_ASIDE_MARK}{die(v)}" for v in values)


def die_button(value: int | None, held: bool, held_word: str) -> tuple[str | None, str | None]:
    """(emoji, label) of a die's button. Discord only takes real emoji on buttons, so
    the Unicode faces go in the label, and a held one carries the padlock emoji."""
    if not value:
        return BLANK_DIE, None
    look = current_look()
    if look.has_emoji:
        return look.face(value, held), held_word if held else None
    plain = UNICODE_FACES[value]
    return (HELD_MARK, f"{plain} {held_word}") if held else (None, plain)


def face_button(value: int, label: str) -> tuple[str | None, str]:
    """(emoji, label) of a button naming a face ("⚄ ×3"): the set's emoji beside the
    label, or the Unicode face inside it (Discord takes only real emoji on buttons)."""
    look = current_look()
    if look.has_emoji:
        return look.face(value), label
    return None, f"{UNICODE_FACES[value]} {label}"
