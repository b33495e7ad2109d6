"""RULES.md §1: Yacht, 13 boxes, upper bonus, optional extra-Yacht bonus and joker."""

from __future__ import annotations

import pytest

from bot.rules import create_game
from tests.rules._rules_testkit import Script, assert_refused, fill_card, make, play_box_turn

YACHT_BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind",
               "four_of_a_kind", "full_house", "small_straight", "large_straight", "yacht",
               "chance"]


def one_roll(dice, box, options=None):
    game, _script = make("yacht", ["ann"], options, dice)
    game.roll()
    return game.score(box)


def test_thirteen_boxes_in_order():
    game = create_game("yacht", ["ann"])
    assert [b.id for b in game.boxes] == YACHT_BOXES
    assert game.open_boxes() == YACHT_BOXES


@pytest.mark.parametrize(("dice", "box", "points"), [
    ((1, 1, 2, 3, 1), "ones", 3),
    ((2, 2, 2, 2, 5), "twos", 8),
    ((3, 1, 1, 1, 1), "threes", 3),
    ((4, 4, 1, 1, 1), "fours", 8),
    ((5, 5, 5, 5, 5), "fives", 25),
    ((6, 1, 6, 1, 6), "sixes", 18),
    ((1, 2, 3, 4, 5), "sixes", 0),
    ((3, 3, 3, 1, 2), "three_of_a_kind", 12),
    ((3, 3, 3, 3, 2), "three_of_a_kind", 14),
    ((6, 6, 6, 6, 6), "three_of_a_kind", 30),
    ((3, 3, 1, 1, 2), "three_of_a_kind", 0),
    ((4, 4, 4, 4, 1), "four_of_a_kind", 17),
    ((4, 4, 4, 4, 4), "four_of_a_kind", 20),
    ((4, 4, 4, 1, 1), "four_of_a_kind", 0),
    ((3, 3, 3, 6, 6), "full_house", 25),
    ((6, 3, 6, 3, 3), "full_house", 25),
    ((3, 3, 3, 3, 3), "full_house", 0),
    ((3, 3, 3, 3, 6), "full_house", 0),
    ((3, 3, 2, 6, 6), "full_house", 0),
    ((1, 2, 3, 4, 6), "small_straight", 30),
    ((2, 3, 4, 5, 5), "small_straight", 30),
    ((6, 5, 4, 3, 1), "small_straight", 30),
    ((1, 2, 3, 4, 5), "small_straight", 30),
    ((1, 2, 3, 5, 6), "small_straight", 0),
    ((1, 2, 3, 4, 5), "large_straight", 40),
    ((6, 5, 4, 3, 2), "large_straight", 40),
    ((1, 3, 4, 5, 6), "large_straight", 0),
    ((1, 2, 3, 4, 4), "large_straight", 0),
    ((2, 2, 2, 2, 2), "yacht", 50),
    ((2, 2, 2, 2, 3), "yacht", 0),
    ((1, 2, 3, 4, 6), "chance", 16),
    ((6, 6, 6, 6, 6), "chance", 30),
])
def test_box_scores(dice, box, points):
    assert one_roll(dice, box) == points


def test_full_house_sum_option():
    assert one_roll((3, 3, 3, 6, 6), "full_house", {"full_house": "sum"}) == 21
    assert one_roll((3, 3, 3, 3, 6), "full_house", {"full_house": "sum"}) == 0
    assert one_roll((3, 3, 3, 6, 6), "full_house", {"full_house": "fixed"}) == 25


def test_a_box_the_dice_do_not_fit_may_be_chosen_and_scores_zero():
    game, _ = make("yacht", ["ann"], None, (1, 2, 3, 4, 6))
    game.roll()
    assert game.score("yacht") == 0
    assert game.scores("ann") == {"yacht": 0}


def test_score_after_any_roll_and_three_rolls_at_most():
    game, script = make("yacht", ["ann"], None, (1, 1, 2, 3, 4), (6, 6, 6), (5,))
    assert game.rolls_left == 3
    game.roll()
    assert game.rolls_left == 2
    game.roll(held=(0, 1))
    assert game.dice == (1, 1, 6, 6, 6) and game.rolls_left == 1
    game.roll(held=(1, 2, 3, 4))
    assert game.dice == (5, 1, 6, 6, 6) and game.rolls_left == 0
    assert script.calls == [5, 3, 1]
    assert_refused(game, game.roll)
    assert game.score("sixes") == 18


def test_upper_bonus_at_63():
    plan = [((1, 1, 1, 2, 2), "ones"), ((2, 2, 2, 1, 1), "twos"), ((3, 3, 3, 1, 1), "threes"),
            ((4, 4, 4, 1, 1), "fours"), ((5, 5, 5, 1, 1), "fives")]
    game, script = make("yacht", ["ann", "bob"])
    fill_card(game, script, plan)
    assert game.upper_total("ann") == 45 and game.upper_bonus("ann") == 0
    fill_card(game, script, [((6, 6, 6, 1, 1), "sixes")])
    assert game.upper_total("ann") == 63
    assert game.upper_bonus("ann") == 35
    assert game.totals["ann"] == 63 + 35


def test_upper_bonus_not_at_62():
    plan = [((1, 1, 2, 2, 2), "ones"), ((2, 2, 2, 1, 1), "twos"), ((3, 3, 3, 1, 1), "threes"),
            ((4, 4, 4, 1, 1), "fours"), ((5, 5, 5, 1, 1), "fives"), ((6, 6, 6, 1, 1), "sixes")]
    game, script = make("yacht", ["ann", "bob"])
    fill_card(game, script, plan)
    assert game.upper_total("ann") == 62
    assert game.upper_bonus("ann") == 0
    assert game.totals["ann"] == 62


def test_lower_boxes_do_not_count_toward_upper_bonus():
    game, script = make("yacht", ["ann"])
    for dice, box in [((6, 6, 6, 6, 6), "chance"), ((6, 6, 6, 6, 6), "three_of_a_kind"),
                      ((6, 6, 6, 6, 6), "four_of_a_kind")]:
        play_box_turn(game, script, dice, box)
    assert game.upper_bonus("ann") == 0 and game.totals["ann"] == 90


def test_highest_total_wins_and_game_lasts_13_rounds():
    game, script = make("yacht", ["ann", "bob"])
    for _turn in range(26):
        assert not game.is_over
        dice = (6, 6, 6, 6, 6) if game.current_player == "ann" else (1, 1, 1, 2, 3)
        play_box_turn(game, script, dice, game.open_boxes()[0])
    assert game.is_over
    assert game.winners == ["ann"]


def test_equal_totals_share_the_win():
    game, script = make("yacht", ["ann", "bob", "cy"])
    for _ in range(13 * 3):
        dice = (1, 1, 1, 1, 2) if game.current_player == "cy" else (2, 3, 4, 5, 5)
        play_box_turn(game, script, dice, game.open_boxes()[0])
    assert game.is_over
    assert game.totals["ann"] == game.totals["bob"] > game.totals["cy"]
    assert game.winners == ["ann", "bob"]


# -- yacht_bonus option: extra Yachts and the joker -----------------------------------


def test_yacht_bonus_is_off_by_default_no_bonus_no_joker():
    game, script = make("yacht", ["ann"])
    play_box_turn(game, script, (4, 4, 4, 4, 4), "yacht")
    script.add((4, 4, 4, 4, 4))
    game.roll()
    # no joker: any open box may be chosen, full house / straights score 0
    assert game.legal_boxes() == [b for b in YACHT_BOXES if b != "yacht"]
    assert game.preview()["full_house"] == 0
    assert game.preview()["large_straight"] == 0
    assert game.score("chance") == 20
    assert game.yacht_bonuses("ann") == 0
    assert game.totals["ann"] == 70


def bonus_game(first_yacht=(4, 4, 4, 4, 4), box="yacht"):
    game, script = make("yacht", ["ann"], {"yacht_bonus": True})
    play_box_turn(game, script, first_yacht, box)
    return game, script


def test_extra_yacht_with_50_in_yacht_box_earns_100_and_joker_forces_upper():
    game, script = bonus_game()
    script.add((4, 4, 4, 4, 4))
    game.roll()
    assert game.legal_boxes() == ["fours"]
    assert_refused(game, lambda: game.score("chance"), match="joker")
    assert_refused(game, lambda: game.score("ones"))
    assert game.score("fours") == 20  # the +100 is not in the box
    assert game.yacht_bonuses("ann") == 1
    assert game.totals["ann"] == 50 + 20 + 100
    assert {"type": "yacht_bonus", "player": "ann", "points": 100} in game.events


def test_joker_when_upper_box_filled_allows_any_open_lower_box_at_full_value():
    game, script = bonus_game()
    play_box_turn(game, script, (4, 4, 1, 2, 3), "fours")
    script.add((4, 4, 4, 4, 4))
    game.roll()
    lower = ["three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
             "large_straight", "chance"]
    assert game.legal_boxes() == lower
    assert game.preview() == {"three_of_a_kind": 20, "four_of_a_kind": 20, "full_house": 25,
                              "small_straight": 30, "large_straight": 40, "chance": 20}
    assert_refused(game, lambda: game.score("ones"), match="joker")
    assert game.score("large_straight") == 40
    assert game.yacht_bonuses("ann") == 1


@pytest.mark.parametrize(("box", "points"), [("full_house", 25), ("small_straight", 30)])
def test_joker_full_fixed_values(box, points):
    game, script = bonus_game()
    play_box_turn(game, script, (2, 2, 1, 3, 5), "twos")
    script.add((2, 2, 2, 2, 2))
    game.roll()
    assert game.score(box) == points


def test_joker_full_house_with_sum_option_scores_the_sum():
    game, script = make("yacht", ["ann"], {"yacht_bonus": True, "full_house": "sum"})
    play_box_turn(game, script, (5, 5, 5, 5, 5), "yacht")
    play_box_turn(game, script, (5, 1, 1, 1, 2), "fives")
    script.add((5, 5, 5, 5, 5))
    game.roll()
    assert game.score("full_house") == 25


def test_joker_with_no_lower_box_open_forces_zero_in_an_open_upper_box():
    game, script = bonus_game((6, 6, 6, 6, 6))
    for box in ["three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
                "large_straight", "chance", "sixes"]:
        play_box_turn(game, script, (1, 2, 3, 4, 6), box)
    script.add((6, 6, 6, 6, 6))
    game.roll()
    assert game.legal_boxes() == ["ones", "twos", "threes", "fours", "fives"]
    assert_refused(game, lambda: game.score("sixes"))
    assert game.score("threes") == 0
    assert game.yacht_bonuses("ann") == 1


def test_yacht_box_holding_zero_no_bonus_but_joker_applies():
    game, script = bonus_game((1, 2, 3, 4, 6), "yacht")  # scratched: 0
    assert game.scores("ann") == {"yacht": 0}
    script.add((3, 3, 3, 3, 3))
    game.roll()
    assert game.legal_boxes() == ["threes"]
    assert game.score("threes") == 15
    assert game.yacht_bonuses("ann") == 0
    assert all(e["type"] != "yacht_bonus" for e in game.events)
    play_box_turn(game, script, (1, 1, 2, 2, 5), "ones")
    script.add((3, 3, 3, 3, 3))
    game.roll()
    assert "full_house" in game.legal_boxes() and "ones" not in game.legal_boxes()
    assert game.score("small_straight") == 30
    assert game.totals["ann"] == 15 + 2 + 30


def test_first_yacht_scored_in_yacht_box_earns_no_bonus():
    game, _ = bonus_game()
    assert game.yacht_bonuses("ann") == 0 and game.totals["ann"] == 50


def test_no_joker_while_yacht_box_open():
    game, script = make("yacht", ["ann"], {"yacht_bonus": True})
    script.add((2, 2, 2, 2, 2))
    game.roll()
    assert game.legal_boxes() == YACHT_BOXES
    assert game.preview()["full_house"] == 0 and game.preview()["small_straight"] == 0


def test_several_extra_yachts_add_100_each():
    game, script = bonus_game((1, 1, 1, 1, 1))
    play_box_turn(game, script, (1, 1, 1, 1, 1), "ones")
    play_box_turn(game, script, (2, 2, 2, 2, 2), "twos")
    assert game.yacht_bonuses("ann") == 2
    assert game.totals["ann"] == 50 + 5 + 10 + 200


def test_yacht_bonus_needs_the_final_dice_to_be_five_alike():
    game, script = bonus_game()
    script.add((4, 4, 4, 4, 4), (1,))
    game.roll()
    game.roll(held=(0, 1, 2, 3))
    assert game.legal_boxes() != ["fours"]
    game.score("chance")
    assert game.yacht_bonuses("ann") == 0


def test_script_roller_records_calls():
    script = Script((1, 2, 3, 4, 5))
    assert script(5) == [1, 2, 3, 4, 5] and script.calls == [5] and script.exhausted
