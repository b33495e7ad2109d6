"""The one place that says how a die looks. Skins (application emoji) plug in here."""

from __future__ import annotations

FACES: dict[int, str] = {1: "1️⃣", 2: "2️⃣", 3: "3️⃣", 4: "4️⃣", 5: "5️⃣", 6: "6️⃣"}
BLANK_DIE = "🎲"
HELD_MARK = "🔒"


def die(value: int | None) -> str:
    return FACES.get(value, BLANK_DIE) if value else BLANK_DIE


def dice_line(dice: tuple[int, ...], marked: tuple[int, ...] = ()) -> str:
    """Dice left to right; marked positions (held / set aside) carry a lock."""
    if not dice:
        return " ".join([BLANK_DIE] * 5)
    return "  ".join(
        f"{HELD_MARK}{die(v)}" if i in marked else die(v) for i, v in enumerate(dice)
    )
