"""RULES.md §3: Generala: served bonuses, served Generala, double Generala, straights."""

from __future__ import annotations

import pytest

from bot.rules import create_game
from tests.rules._rules_testkit import assert_refused, make, play_box_turn

GENERALA_BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "straight",
                  "full_house", "four_of_a_kind", "generala"]
NO_WIN = {"served_generala_wins": False}


def first_roll(dice, box, options=None):
    game, _ = make("generala", ["ann"], options, dice)
    game.roll()
    return game.score(box)


def second_roll(dice, box, options=None):
    game, _ = make("generala", ["ann"], options, (1, 1, 2, 2, 3), dice)
    game.roll()
    game.roll()
    return game.score(box)


def test_boxes_10_or_11():
    assert [b.id for b in create_game("generala", ["a"]).boxes] == [
        *GENERALA_BOXES, "double_generala"]
    game = create_game("generala", ["a"], {"double_generala": False})
    assert [b.id for b in game.boxes] == GENERALA_BOXES


def test_upper_example_4_4_4_2_6():
    assert first_roll((4, 4, 4, 2, 6), "fours") == 12
    assert first_roll((4, 4, 4, 2, 6), "twos") == 2
    assert first_roll((4, 4, 4, 2, 6), "sixes") == 6


@pytest.mark.parametrize(("dice", "box", "points"), [
    ((1, 2, 3, 4, 5), "straight", 20),
    ((2, 3, 4, 5, 6), "straight", 20),
    ((3, 4, 5, 6, 1), "straight", 20),
    ((1, 2, 3, 4, 6), "straight", 0),
    ((1, 1, 3, 4, 5), "straight", 0),
    ((3, 3, 3, 6, 6), "full_house", 30),
    ((6, 6, 6, 6, 6), "full_house", 0),
    ((3, 3, 3, 3, 6), "full_house", 0),
    ((2, 2, 2, 2, 5), "four_of_a_kind", 40),
    ((2, 2, 2, 2, 2), "four_of_a_kind", 40),
    ((2, 2, 2, 5, 5), "four_of_a_kind", 0),
    ((5, 5, 5, 5, 5), "generala", 50),
    ((5, 5, 5, 5, 1), "generala", 0),
    ((3, 3, 3, 3, 3), "threes", 15),
])
def test_box_scores_not_served(dice, box, points):
    assert second_roll(dice, box) == points


@pytest.mark.parametrize(("dice", "box", "points"), [
    ((1, 2, 3, 4, 5), "straight", 25),
    ((3, 3, 3, 6, 6), "full_house", 35),
    ((2, 2, 2, 2, 5), "four_of_a_kind", 45),
    ((1, 2, 3, 4, 6), "straight", 0),
    ((4, 4, 4, 2, 6), "fours", 12),  # no served bonus in the upper boxes
])
def test_served_bonus_5(dice, box, points):
    assert first_roll(dice, box) == points


@pytest.mark.parametrize(("dice", "box", "points"), [
    ((6, 5, 4, 3, 2), "straight", 30),
    ((3, 3, 3, 6, 6), "full_house", 40),
    ((2, 2, 2, 2, 5), "four_of_a_kind", 50),
])
def test_served_bonus_10(dice, box, points):
    assert first_roll(dice, box, {"served_bonus": 10}) == points


def test_served_four_of_a_kind_with_five_alike_when_generala_does_not_win():
    assert first_roll((3, 3, 3, 3, 3), "four_of_a_kind", NO_WIN) == 45
    assert first_roll((3, 3, 3, 3, 3), "threes", NO_WIN) == 15
    assert first_roll((3, 3, 3, 3, 3), "generala", NO_WIN) == 50  # no served bonus on it


def test_no_served_bonus_on_third_roll_even_if_nothing_was_rerolled_differently():
    game, _ = make("generala", ["ann"], None, (1, 2, 3, 4, 5), (5,), (5,))
    game.roll()
    game.roll(held=(0, 1, 2, 3))
    game.roll(held=(0, 1, 2, 3))
    assert game.score("straight") == 20


def test_generala_points_60():
    assert second_roll((4, 4, 4, 4, 4), "generala", {"generala_points": 60}) == 60


def test_served_generala_wins_at_once():
    game, script = make("generala", ["ann", "bob"], None, (1, 2, 3, 4, 5))
    game.roll()
    game.score("straight")
    script.add((6, 6, 6, 6, 6))
    game.roll()
    assert game.is_over
    assert game.winners == ["bob"]
    assert game.served_win == "bob"
    assert {"type": "served_generala", "player": "bob"} in game.events
    assert_refused(game, lambda: game.score("generala"))
    assert_refused(game, game.roll)


def test_served_generala_wins_even_with_generala_box_holding_points():
    game, script = make("generala", ["ann"])
    script.add((1, 2, 3, 4, 4), (2, 2, 2, 2, 2))
    game.roll()
    game.roll()
    game.score("generala")
    assert game.scores("ann") == {"generala": 50} and not game.is_over
    script.add((5, 5, 5, 5, 5))
    game.roll()
    assert game.is_over and game.winners == ["ann"]


def test_served_generala_does_not_win_when_generala_scratched():
    game, script = make("generala", ["ann", "bob"])
    play_box_turn(game, script, (1, 2, 3, 4, 6), "generala")  # scratched
    play_box_turn(game, script, (1, 2, 3, 4, 6), "ones")
    script.add((6, 6, 6, 6, 6))
    game.roll()
    assert not game.is_over and game.winners == []
    assert game.score("sixes") == 30


def test_served_generala_does_not_win_when_option_off():
    game, _script = make("generala", ["ann"], NO_WIN, (6, 6, 6, 6, 6))
    game.roll()
    assert not game.is_over
    assert game.score("generala") == 50


def test_generala_on_second_roll_does_not_win():
    game, _script = make("generala", ["ann"], None, (6, 6, 6, 6, 1), (6,))
    game.roll()
    game.roll(held=(0, 1, 2, 3))
    assert game.dice == (6, 6, 6, 6, 6)
    assert not game.is_over
    assert game.score("generala") == 50


def test_double_generala_only_when_generala_box_holds_points():
    game, script = make("generala", ["ann"], NO_WIN)
    play_box_turn(game, script, (2, 2, 2, 2, 2), "double_generala")
    assert game.scores("ann") == {"double_generala": 0}  # generala box still open
    play_box_turn(game, script, (2, 2, 2, 2, 2), "generala")
    assert game.scores("ann")["generala"] == 50

    game, script = make("generala", ["ann"], NO_WIN)
    play_box_turn(game, script, (2, 2, 2, 2, 2), "generala")
    assert play_box_turn(game, script, (3, 3, 3, 3, 3), "double_generala") == 100

    game, script = make("generala", ["ann"], {**NO_WIN, "double_generala_points": 120})
    play_box_turn(game, script, (2, 2, 2, 2, 2), "generala")
    assert play_box_turn(game, script, (3, 3, 3, 3, 3), "double_generala") == 120

    game, script = make("generala", ["ann"], NO_WIN)
    play_box_turn(game, script, (1, 2, 3, 4, 6), "generala")  # scratched
    assert play_box_turn(game, script, (3, 3, 3, 3, 3), "double_generala") == 0


def test_double_generala_needs_five_alike():
    game, script = make("generala", ["ann"], NO_WIN)
    play_box_turn(game, script, (2, 2, 2, 2, 2), "generala")
    assert play_box_turn(game, script, (3, 3, 3, 3, 1), "double_generala") == 0


def test_double_generala_absent_when_option_off():
    game, _script = make("generala", ["ann"], {"double_generala": False}, (1, 1, 1, 1, 2))
    game.roll()
    assert_refused(game, lambda: game.score("double_generala"))


def test_scratching_any_open_box_with_zero_closes_it():
    game, script = make("generala", ["ann"])
    assert play_box_turn(game, script, (1, 2, 3, 4, 6), "four_of_a_kind") == 0
    script.add((4, 4, 4, 4, 1))
    game.roll()
    assert "four_of_a_kind" not in game.legal_boxes()
    assert_refused(game, lambda: game.score("four_of_a_kind"))


@pytest.mark.parametrize(("rule", "dice", "straight"), [
    ("standard", (1, 2, 3, 4, 5), True),
    ("standard", (2, 3, 4, 5, 6), True),
    ("standard", (3, 4, 5, 6, 1), True),
    ("standard", (1, 2, 3, 4, 6), False),
    ("standard", (1, 2, 4, 5, 6), False),
    ("standard", (1, 1, 3, 4, 5), False),
    ("one_gap", (1, 2, 3, 4, 6), True),
    ("one_gap", (1, 2, 4, 5, 6), True),
    ("one_gap", (1, 3, 4, 5, 6), True),
    ("one_gap", (6, 5, 4, 3, 2), True),
    ("one_gap", (1, 1, 3, 4, 5), False),
    ("one_gap", (1, 2, 3, 4, 4), False),
    ("ace_as_two", (1, 1, 3, 4, 5), True),
    ("ace_as_two", (3, 1, 5, 1, 4), True),
    ("ace_as_two", (1, 2, 3, 4, 5), True),
    ("ace_as_two", (2, 3, 4, 5, 6), True),
    ("ace_as_two", (3, 4, 5, 6, 1), True),
    ("ace_as_two", (1, 2, 3, 4, 6), False),
    ("ace_as_two", (1, 1, 3, 4, 6), False),
    ("ace_as_two", (1, 1, 1, 3, 4), False),
    ("ace_as_two", (1, 2, 4, 5, 6), False),
])
def test_straight_rules(rule, dice, straight):
    assert second_roll(dice, "straight", {"straight": rule}) == (20 if straight else 0)
    assert first_roll(dice, "straight", {"straight": rule}) == (25 if straight else 0)


def test_highest_total_wins_without_served_generala():
    game, script = make("generala", ["ann", "bob"], {"double_generala": False})
    for _ in range(20):
        dice = (2, 3, 4, 5, 6) if game.current_player == "ann" else (1, 2, 3, 4, 6)
        play_box_turn(game, script, dice, game.open_boxes()[0])
    assert game.is_over and game.served_win is None
    assert game.winners == ["ann"]
