"""`bot.rules.scoring`: the box-score helpers shared with the solver."""

from __future__ import annotations

import pytest

from bot.rules import resolve_options
from bot.rules.games.generala import is_generala_straight
from bot.rules.scoring import (
    box_points,
    has_n_of_a_kind,
    is_five_of_a_kind,
    is_full_house,
    is_run,
    joker_active,
    legal_boxes,
)


def opts(kind, **given):
    return resolve_options(kind, given)


def test_predicates():
    assert is_five_of_a_kind((3, 3, 3, 3, 3)) and not is_five_of_a_kind((3, 3, 3, 3))
    assert not is_five_of_a_kind((3, 3, 3, 3, 2))
    assert is_full_house((2, 2, 3, 3, 3)) and not is_full_house((3, 3, 3, 3, 3))
    assert has_n_of_a_kind((1, 1, 1, 2, 3), 3) and not has_n_of_a_kind((1, 1, 2, 2, 3), 3)
    assert is_run((6, 5, 4, 3, 1), 4) and not is_run((1, 2, 3, 5, 6), 4)
    assert is_run((2, 3, 4, 5, 6), 5) and not is_run((1, 3, 4, 5, 6), 5)
    assert not is_generala_straight((1, 2, 3, 4), "one_gap")


def test_box_points_examples():
    assert box_points("classic", opts("classic"), "fives", (5, 5, 5, 2, 1), card={}) == 15
    assert box_points("classic", opts("classic"), "full_house", (3, 3, 3, 6, 6), card={}) == 21
    o = opts("classic", four_of_a_kind="sum")
    assert box_points("classic", o, "four_of_a_kind", (4, 4, 4, 4, 1), card={}) == 17
    assert box_points("classic", o, "four_of_a_kind", (6, 6, 6, 6, 6), card={}) == 30
    assert box_points("classic", opts("classic"), "four_of_a_kind", (4, 4, 4, 4, 1),
                      card={}) == 16
    g = opts("generala")
    assert box_points("generala", g, "straight", (1, 2, 3, 4, 5), card={}, first_roll=True) == 25
    assert box_points("generala", g, "straight", (1, 2, 3, 4, 5), card={}) == 20


def test_unknown_box_or_kind_raise_key_error():
    with pytest.raises(KeyError):
        box_points("yacht", opts("yacht"), "bogus", (1, 2, 3, 4, 5), card={})
    with pytest.raises(KeyError):
        box_points("classic", opts("classic"), "bogus", (1, 2, 3, 4, 5), card={})
    with pytest.raises(KeyError):
        box_points("generala", opts("generala"), "bogus", (1, 2, 3, 4, 5), card={})
    with pytest.raises(KeyError):
        box_points("5000", {}, "three_of_a_kind", (1, 2, 3, 4, 5), card={})


def test_joker_helpers():
    yb = opts("yacht", yacht_bonus=True)
    assert not joker_active("yacht", yb, (2, 2, 2, 2, 2), {})
    assert joker_active("yacht", yb, (2, 2, 2, 2, 2), {"yacht": 0})
    assert not joker_active("yacht", opts("yacht"), (2, 2, 2, 2, 2), {"yacht": 50})
    assert not joker_active("classic", opts("classic"), (2, 2, 2, 2, 2), {"yacht": 50})
    assert legal_boxes("yacht", yb, (2, 2, 2, 2, 2), {"yacht": 50}) == ["twos"]
    assert box_points("yacht", yb, "large_straight", (2, 2, 2, 2, 2), card={"yacht": 50}) == 40
    assert box_points("yacht", yb, "large_straight", (2, 2, 2, 2, 2), card={}) == 0
