"""RULES.md §2: Classic Yacht, 12 boxes, no bonus, no joker."""

from __future__ import annotations

import pytest

from bot.rules import create_game
from tests.rules._rules_testkit import make, play_box_turn

CLASSIC_BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "full_house",
                 "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht"]


def one_roll(dice, box, options=None):
    game, _ = make("classic", ["ann"], options, dice)
    game.roll()
    return game.score(box)


def test_twelve_boxes():
    assert [b.id for b in create_game("classic", ["a"]).boxes] == CLASSIC_BOXES


def test_worked_examples():
    assert one_roll((5, 5, 5, 2, 1), "fives") == 15
    assert one_roll((3, 3, 3, 6, 6), "full_house") == 21
    assert one_roll((4, 4, 4, 4, 1), "four_of_a_kind", {"four_of_a_kind": "sum"}) == 17
    assert one_roll((6, 6, 6, 6, 6), "four_of_a_kind", {"four_of_a_kind": "sum"}) == 30


@pytest.mark.parametrize(("dice", "box", "points"), [
    ((4, 4, 4, 4, 1), "four_of_a_kind", 16),
    ((6, 6, 6, 6, 6), "four_of_a_kind", 24),
    ((1, 2, 1, 1, 1), "four_of_a_kind", 4),
    ((4, 4, 4, 1, 1), "four_of_a_kind", 0),
    ((5, 5, 5, 5, 5), "full_house", 0),
    ((2, 2, 5, 5, 5), "full_house", 19),
    ((2, 2, 5, 5, 6), "full_house", 0),
    ((1, 2, 3, 4, 5), "little_straight", 30),
    ((5, 4, 3, 2, 1), "little_straight", 30),
    ((2, 3, 4, 5, 6), "little_straight", 0),
    ((1, 2, 3, 4, 4), "little_straight", 0),
    ((2, 3, 4, 5, 6), "big_straight", 30),
    ((1, 2, 3, 4, 5), "big_straight", 0),
    ((1, 3, 4, 5, 6), "big_straight", 0),
    ((1, 2, 3, 4, 6), "choice", 16),
    ((3, 3, 3, 3, 3), "yacht", 50),
    ((3, 3, 3, 3, 2), "yacht", 0),
    ((6, 6, 1, 6, 2), "sixes", 18),
])
def test_box_scores(dice, box, points):
    assert one_roll(dice, box) == points


def test_four_of_a_kind_option_face_is_default():
    assert create_game("classic", ["a"]).options == {"four_of_a_kind": "face"}
    assert one_roll((4, 4, 4, 4, 1), "four_of_a_kind", {"four_of_a_kind": "face"}) == 16
    assert one_roll((4, 4, 4, 1, 1), "four_of_a_kind", {"four_of_a_kind": "sum"}) == 0


def test_no_upper_bonus_no_yacht_bonus_no_joker():
    game, script = make("classic", ["ann"])
    for face, box in enumerate(["ones", "twos", "threes", "fours", "fives", "sixes"], 1):
        play_box_turn(game, script, (face,) * 4 + (1 if face != 1 else 2,), box)
    assert game.upper_total("ann") >= 63
    assert game.upper_bonus("ann") == 0
    assert game.totals["ann"] == game.upper_total("ann")
    play_box_turn(game, script, (6, 6, 6, 6, 6), "yacht")
    script.add((6, 6, 6, 6, 6))
    game.roll()
    # no joker: every open box is legal and straights / full house score 0
    assert game.legal_boxes() == ["full_house", "four_of_a_kind", "little_straight",
                                  "big_straight", "choice"]
    assert game.preview()["full_house"] == 0
    assert game.preview()["little_straight"] == 0
    assert game.score("choice") == 30
    assert game.yacht_bonuses("ann") == 0
    assert game.totals["ann"] == sum(game.scores("ann").values())


def test_held_die_may_be_rerolled_later():
    game, script = make("classic", ["ann"], None, (1, 2, 3, 4, 5), (6, 6), (1, 1, 1))
    game.roll()
    game.roll(held=(0, 1, 2))
    assert game.dice == (1, 2, 3, 6, 6)
    game.roll(held=(3, 4))  # 0..2 were held before; now re-rolled
    assert game.dice == (1, 1, 1, 6, 6)
    assert script.calls == [5, 2, 3]
    assert game.score("full_house") == 15


def test_solo_classic_game_lasts_12_turns():
    game, script = make("classic", ["solo"])
    for _ in range(12):
        assert not game.is_over
        play_box_turn(game, script, (1, 2, 3, 4, 5), game.open_boxes()[0])
    assert game.is_over and game.winners == ["solo"]
