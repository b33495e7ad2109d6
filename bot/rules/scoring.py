"""Points of five dice in each box: the single source of truth for box scores.

Functions take the player's filled boxes (`card`) because the joker and the
Double Generala rules depend on them, and `first_roll` because Generala pays a
bonus for served combinations. The solver calls these too, so the computer
players can never disagree with the referee.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from bot.rules.boxes import FACE_OF_UPPER, UPPER, boxes_for
from bot.rules.variants import find_variant

_STANDARD_STRAIGHTS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}, {1, 3, 4, 5, 6})


def is_five_of_a_kind(dice: Sequence[int]) -> bool:
    return len(dice) == 5 and len(set(dice)) == 1


def _counts(dice: Sequence[int]) -> list[int]:
    return sorted(Counter(dice).values(), reverse=True)


def has_n_of_a_kind(dice: Sequence[int], n: int) -> bool:
    return _counts(dice)[0] >= n


def is_full_house(dice: Sequence[int]) -> bool:
    """Three of one face and two of a different face (five alike is not one)."""
    return _counts(dice) == [3, 2]


def is_run(dice: Sequence[int], length: int) -> bool:
    """Whether the dice contain `length` consecutive faces."""
    faces = set(dice)
    return any(set(range(low, low + length)) <= faces for low in range(1, 8 - length))


def is_generala_straight(dice: Sequence[int], rule: str) -> bool:
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


def joker_active(kind: str, options: Mapping[str, Any], dice: Sequence[int],
                 card: Mapping[str, int]) -> bool:
    """Yacht's joker: five alike rolled when the five-alike box is already filled."""
    variant = find_variant(kind)
    return bool(
        variant.joker_option is not None
        and options[variant.joker_option]
        and variant.special_box in card
        and is_five_of_a_kind(dice)
    )


def yacht_points(box: str, dice: Sequence[int], options: Mapping[str, Any],
                 card: Mapping[str, int], first_roll: bool) -> int:
    joker = joker_active("yacht", options, dice, card)
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


def classic_points(box: str, dice: Sequence[int], options: Mapping[str, Any],
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


def generala_points(box: str, dice: Sequence[int], options: Mapping[str, Any],
                     card: Mapping[str, int], first_roll: bool) -> int:
    served = options["served_bonus"] if first_roll else 0
    if box == "straight":
        return 20 + served if is_generala_straight(dice, options["straight"]) else 0
    if box == "full_house":
        return 30 + served if is_full_house(dice) else 0
    if box == "four_of_a_kind":
        return 40 + served if has_n_of_a_kind(dice, 4) else 0
    if box == "generala":
        return options["generala_points"] if is_five_of_a_kind(dice) else 0
    if box == "double_generala":
        generala_holds_points = card.get("generala", 0) > 0
        if is_five_of_a_kind(dice) and generala_holds_points:
            return int(options["double_generala_points"])
        return 0
    raise KeyError(box)


def box_points(kind: str, options: Mapping[str, Any], box: str, dice: Sequence[int], *,
               card: Mapping[str, int], first_roll: bool = False) -> int:
    """Points `box` would score for `dice`; legality is checked elsewhere."""
    if box in FACE_OF_UPPER:
        face = FACE_OF_UPPER[box]
        return face * sum(1 for d in dice if d == face)
    lower = find_variant(kind).lower_points
    if lower is None:
        raise KeyError(kind)
    return lower(box, dice, options, card, first_roll)


def legal_boxes(kind: str, options: Mapping[str, Any], dice: Sequence[int],
                card: Mapping[str, int]) -> list[str]:
    """Open boxes the player may fill with these dice, in sheet order.

    Every open box is legal (a box the dice do not fit scores 0), except under
    Yacht's forced joker: the matching upper box if open, else any open lower
    box, else an open upper box.
    """
    open_boxes = [b.id for b in boxes_for(kind, options) if b.id not in card]
    if not joker_active(kind, options, dice, card):
        return open_boxes
    own_upper = UPPER[dice[0] - 1]
    if own_upper in open_boxes:
        return [own_upper]
    lower = [b for b in open_boxes if b not in FACE_OF_UPPER]
    return lower or [b for b in open_boxes if b in FACE_OF_UPPER]
