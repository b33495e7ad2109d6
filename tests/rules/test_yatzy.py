"""docs/rules.md, Scandinavian Yatzy: 15 boxes, pairs and sets scored by their own dice,
50 for 63 in the upper section, no extra-Yatzy bonus, no joker, no options."""

from __future__ import annotations

import pytest

from bot.rules import RuleError, create_game
from tests.rules._rules_testkit import fill_card, make, play_box_turn

YATZY_BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "one_pair", "two_pairs",
               "three_of_a_kind", "four_of_a_kind", "small_straight", "large_straight",
               "full_house", "chance", "yatzy"]


def one_roll(dice, box):
    game, _script = make("yatzy", ["ann"], None, dice)
    game.roll()
    return game.score(box)


def test_fifteen_boxes_in_sheet_order():
    game = create_game("yatzy", ["ann"])
    assert [b.id for b in game.boxes] == YATZY_BOXES
    assert [b.upper for b in game.boxes] == [True] * 6 + [False] * 9


def test_no_options():
    assert create_game("yatzy", ["ann"]).options == {}
    for options in ({"yacht_bonus": True}, {"full_house": "sum"}, {"joker": True}):
        with pytest.raises(RuleError) as refused:
            create_game("yatzy", ["ann"], options)
        assert refused.value.code == "unknown_option"


@pytest.mark.parametrize(("dice", "box", "points"), [
    # The examples of the rules of record.
    ((3, 3, 3, 4, 4), "one_pair", 8),
    ((5, 5, 5, 5, 5), "one_pair", 10),
    ((2, 2, 5, 5, 5), "two_pairs", 14),
    ((4, 4, 4, 4, 2), "two_pairs", 0),
    ((3, 3, 3, 3, 3), "two_pairs", 0),
    ((4, 4, 4, 4, 4), "three_of_a_kind", 12),
    ((6, 6, 6, 6, 6), "four_of_a_kind", 24),
    # Upper boxes: the dice showing that face.
    ((1, 1, 2, 3, 1), "ones", 3),
    ((6, 1, 6, 1, 6), "sixes", 18),
    ((1, 2, 3, 4, 5), "sixes", 0),
    # One pair: the highest face shown twice, only those two dice.
    ((1, 1, 6, 6, 2), "one_pair", 12),
    ((6, 6, 1, 1, 1), "one_pair", 12),
    ((2, 2, 3, 4, 5), "one_pair", 4),
    ((1, 2, 3, 4, 6), "one_pair", 0),
    # Two pairs: two different faces, each shown at least twice.
    ((1, 1, 2, 2, 6), "two_pairs", 6),
    ((6, 6, 5, 5, 5), "two_pairs", 22),
    ((3, 3, 4, 5, 6), "two_pairs", 0),
    # Three / four of a kind: only the dice of the set count.
    ((3, 3, 3, 1, 2), "three_of_a_kind", 9),
    ((5, 5, 5, 5, 1), "three_of_a_kind", 15),
    ((3, 3, 2, 2, 1), "three_of_a_kind", 0),
    ((4, 4, 4, 4, 1), "four_of_a_kind", 16),
    ((4, 4, 4, 1, 1), "four_of_a_kind", 0),
    # Straights are exact runs of five.
    ((1, 2, 3, 4, 5), "small_straight", 15),
    ((5, 4, 3, 2, 1), "small_straight", 15),
    ((2, 3, 4, 5, 6), "small_straight", 0),
    ((1, 2, 3, 4, 4), "small_straight", 0),
    ((2, 3, 4, 5, 6), "large_straight", 20),
    ((6, 5, 4, 3, 2), "large_straight", 20),
    ((1, 2, 3, 4, 5), "large_straight", 0),
    ((1, 3, 4, 5, 6), "large_straight", 0),
    # Full house: three and two of different faces, the sum of all five.
    ((2, 2, 5, 5, 5), "full_house", 19),
    ((6, 6, 6, 1, 1), "full_house", 20),
    ((5, 5, 5, 5, 5), "full_house", 0),
    ((4, 4, 4, 4, 2), "full_house", 0),
    ((2, 2, 5, 5, 6), "full_house", 0),
    ((1, 2, 3, 4, 6), "chance", 16),
    ((6, 6, 6, 6, 6), "chance", 30),
    ((2, 2, 2, 2, 2), "yatzy", 50),
    ((2, 2, 2, 2, 3), "yatzy", 0),
])
def test_box_points(dice, box, points):
    assert one_roll(dice, box) == points


def test_upper_bonus_50_at_63():
    plan = [((1, 1, 1, 2, 2), "ones"), ((2, 2, 2, 1, 1), "twos"), ((3, 3, 3, 1, 1), "threes"),
            ((4, 4, 4, 1, 1), "fours"), ((5, 5, 5, 1, 1), "fives")]
    game, script = make("yatzy", ["ann", "bob"])
    fill_card(game, script, plan)
    assert game.upper_total("ann") == 45 and game.upper_bonus("ann") == 0
    fill_card(game, script, [((6, 6, 6, 1, 1), "sixes")])
    assert game.upper_total("ann") == 63
    assert game.upper_bonus("ann") == 50
    assert game.totals["ann"] == 63 + 50


def test_no_upper_bonus_at_62():
    plan = [((1, 1, 2, 2, 2), "ones"), ((2, 2, 2, 1, 1), "twos"), ((3, 3, 3, 1, 1), "threes"),
            ((4, 4, 4, 1, 1), "fours"), ((5, 5, 5, 1, 1), "fives"), ((6, 6, 6, 1, 1), "sixes")]
    game, script = make("yatzy", ["ann", "bob"])
    fill_card(game, script, plan)
    assert game.upper_total("ann") == 62
    assert game.upper_bonus("ann") == 0 and game.totals["ann"] == 62


def test_no_extra_yatzy_bonus_and_no_joker():
    game, script = make("yatzy", ["ann"])
    assert play_box_turn(game, script, (4, 4, 4, 4, 4), "yatzy") == 50
    script.add((4, 4, 4, 4, 4))
    game.roll()
    # A second Yatzy may go in any open box (no joker forces it) and earns no bonus.
    assert game.legal_boxes() == YATZY_BOXES[:-1]
    assert game.preview()["large_straight"] == 0 and game.preview()["full_house"] == 0
    assert game.score("chance") == 20
    assert game.yacht_bonuses("ann") == 0
    assert game.totals["ann"] == 70
    assert all(e["type"] != "yacht_bonus" for e in game.events)


def test_game_lasts_15_rounds_and_highest_total_wins():
    game, script = make("yatzy", ["ann", "bob"])
    for turn in range(30):
        assert not game.is_over
        dice = (6, 6, 6, 6, 6) if turn % 2 == 0 else (1, 1, 1, 1, 1)
        play_box_turn(game, script, dice, game.open_boxes()[0])
    assert game.is_over and game.winners == ["ann"]
    # sixes, one pair, three and four of a kind, chance, yatzy; no bonus (30 up top)
    assert game.totals["ann"] == 30 + 12 + 18 + 24 + 30 + 50
    # ones, one pair, three and four of a kind, chance, yatzy
    assert game.totals["bob"] == 5 + 2 + 3 + 4 + 5 + 50


def test_rules_text_and_box_descriptions_carry_the_variants_numbers():
    from bot.rules import game_info
    from bot.text import texts_for

    en = texts_for("en")
    info = game_info("yatzy")
    lines = [en(key, **params) for key, params in info.rules_text()]
    assert "15 rounds: every player fills every box once." in lines
    assert "Upper bonus: +50 when Ones to Sixes total 63 or more." in lines
    assert "No extra-Yatzy bonus, no joker." in lines
    described = {b.id: en(b.desc, **b.params)
                 for b in info.boxes() if not b.upper}
    assert described["small_straight"] == "Exactly 1-2-3-4-5: 15."
    assert described["large_straight"] == "Exactly 2-3-4-5-6: 20."
    assert described["yatzy"] == "Five of a kind: 50."
