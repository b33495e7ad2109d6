"""RULES.md §4: a 5000 turn, banking rules, equal totals, over-5000 gifts, the win."""

from __future__ import annotations

import json

import pytest

from bot.rules import FiveThousandGame, RuleError, create_game, load_game
from tests.rules._rules_testkit import Script, assert_refused, make

BUST = (2, 3, 4, 6, 6)  # scores nothing


def turn(game, script, *throws, bank=True):
    """Roll each scripted throw in turn, then bank (unless told not to)."""
    for throw in throws:
        script.add(throw)
        game.roll()
    if bank:
        return game.bank()
    return None


def new(players=("ann", "bob")):
    return make("5000", list(players))


def test_facade():
    game = create_game("5000", ["ann", "bob"])
    assert isinstance(game, FiveThousandGame)
    assert game.current_player == "ann"
    assert game.dice == () and game.turn_points == 0
    assert game.totals == {"ann": 0, "bob": 0}
    assert not game.is_over and game.winners == []
    assert game.dice_to_roll == 5 and not game.can_bank


def test_seed_example_250_may_not_bank_and_rolls_the_6_and_4_again():
    game, script = new()
    turn(game, script, (1, 1, 5, 6, 4), bank=False)
    assert game.turn_points == 250
    assert game.dice == (1, 1, 5, 6, 4)
    assert game.set_aside_indices == (0, 1, 2)
    assert game.set_aside == (1, 1, 5)
    assert game.dice_to_roll == 2
    assert not game.can_bank and game.bank_refusals == ("not_rounded", "below_entry")
    assert_refused(game, game.bank)
    script.add((1, 3))
    game.roll()
    assert script.calls == [5, 2]
    assert game.dice == (1, 1, 5, 1, 3)  # thrown positions 3 and 4, in order
    assert game.turn_points == 350
    assert game.set_aside_indices == (0, 1, 2, 3)


def test_first_roll_throws_five_dice():
    game, script = new()
    turn(game, script, (1, 2, 3, 4, 6), bank=False)
    assert script.calls == [5]


def test_bust_loses_turn_points_and_ends_turn():
    game, script = new()
    turn(game, script, (1, 2, 3, 4, 6), bank=False)
    assert game.turn_points == 100
    script.add((2, 3, 4, 6))
    game.roll()
    assert script.calls == [5, 4]
    assert game.current_player == "bob"
    assert game.turn_points == 0 and game.dice == ()
    assert game.totals == {"ann": 0, "bob": 0}
    bust = [e for e in game.events if e["type"] == "bust"]
    assert bust and bust[0]["lost"] == 100 and bust[0]["player"] == "ann"


def test_bust_on_first_roll():
    game, script = new()
    turn(game, script, BUST, bank=False)
    assert game.current_player == "bob" and game.turn_points == 0


def test_hot_dice_rolls_five_fresh_dice():
    game, script = new()
    turn(game, script, (1, 1, 1, 5, 5), bank=False)
    assert game.turn_points == 1200
    assert game.dice_to_roll == 5
    assert any(e["type"] == "hot_dice" for e in game.events)
    script.add((6, 6, 6, 2, 3))
    game.roll()
    assert script.calls == [5, 5]
    assert game.turn_points == 1800
    assert game.set_aside_indices == (0, 1, 2)
    assert game.bank() == 1800
    assert game.totals["ann"] == 1800


def test_hot_dice_after_several_rolls():
    game, script = new()
    turn(game, script, (1, 2, 3, 4, 6), (5, 1, 5, 1), bank=False)
    assert script.calls == [5, 4]
    assert game.turn_points == 400
    assert game.dice_to_roll == 5
    script.add((2, 2, 2, 3, 4))
    game.roll()
    assert script.calls == [5, 4, 5]
    assert game.turn_points == 600


def test_bust_after_hot_dice_loses_everything():
    game, script = new()
    turn(game, script, (1, 1, 1, 5, 5), BUST, bank=False)
    assert game.totals["ann"] == 0 and game.current_player == "bob"


def test_sets_only_within_one_roll():
    game, script = new()
    turn(game, script, (1, 1, 2, 3, 4), (1, 2, 3), bank=False)
    assert game.turn_points == 300  # 100 + 100 + 100, never 1100


def test_no_straight_across_rolls():
    game, script = new()
    turn(game, script, (1, 2, 3, 6, 6), (2, 3, 4, 5), bank=False)
    assert game.turn_points == 150


def test_scoring_dice_are_set_aside_automatically():
    game, script = new()
    turn(game, script, (2, 5, 2, 1, 2), bank=False)  # three 2s + 5 + 1: all score
    assert game.turn_points == 350
    assert game.set_aside_indices == (0, 1, 2, 3, 4)


def test_entry_needs_500():
    game, script = new()
    turn(game, script, (1, 1, 1, 6, 4), bank=False)  # 1100
    assert game.bank() == 1100
    assert game.entered("ann") and not game.entered("bob")
    turn(game, script, (4, 4, 4, 2, 3), bank=False)  # 400
    assert not game.can_bank and game.bank_refusals == ("below_entry",)
    assert_refused(game, game.bank, match="below_entry")
    script.add((1, 6))
    game.roll()
    assert game.turn_points == 500 and game.can_bank
    assert game.bank() == 500
    assert game.entered("bob")


def test_after_entering_100_may_be_banked():
    game, script = new()
    turn(game, script, (1, 1, 1, 6, 4))
    turn(game, script, BUST, bank=False)
    turn(game, script, (1, 2, 3, 4, 6), bank=False)
    assert game.turn_points == 100 and game.can_bank
    assert game.bank() == 100
    assert game.totals["ann"] == 1200


def test_rounding_refuses_totals_ending_in_50():
    game, script = new()
    turn(game, script, (1, 1, 1, 6, 4))
    turn(game, script, BUST, bank=False)
    turn(game, script, (5, 2, 3, 6, 6), bank=False)
    assert game.turn_points == 50
    assert_refused(game, game.bank)
    script.add((5, 2, 3, 4))
    game.roll()
    assert game.turn_points == 100 and game.can_bank


def test_bank_refused_before_first_roll():
    game, _ = new()
    assert_refused(game, game.bank)


def test_five_thousand_has_nothing_to_hold():
    game, script = new()
    turn(game, script, (1, 2, 3, 4, 6), bank=False)
    assert_refused(game, lambda: game.roll(held=(1,)))


def test_equal_totals_reset_other_player_who_must_reenter():
    game, script = new(("ann", "bob"))
    turn(game, script, (6, 6, 6, 2, 3))  # ann 600
    turn(game, script, (6, 6, 6, 2, 3))  # bob 600 = ann's: ann reset
    assert game.totals == {"ann": 0, "bob": 600}
    assert not game.entered("ann") and game.entered("bob")
    assert {"type": "reset", "player": "ann"} in game.events
    turn(game, script, (1, 1, 2, 3, 4), bank=False)
    assert_refused(game, game.bank, match="below_entry")


def test_bank_landing_on_zero_total_player_is_not_a_reset():
    game, script = new(("ann", "bob", "cy"))
    turn(game, script, (6, 6, 6, 2, 3))
    assert game.totals == {"ann": 600, "bob": 0, "cy": 0}
    assert all(e["type"] != "reset" for e in game.events)


def build_4400_vs(script_game, other_throws, players=("ann", "bob")):
    """ann banks 4400; then the others bank the given turns in order."""
    game, script = script_game
    turn(game, script, (1, 1, 1, 1, 1))
    for throws in other_throws:
        if throws is None:
            turn(game, script, BUST, bank=False)
        else:
            turn(game, script, *throws)
    assert game.current_player == "ann"
    return game, script


def test_exactly_5000_wins_at_once():
    game, script = build_4400_vs(new(), [None])
    assert turn(game, script, (6, 6, 6, 2, 3)) == 600
    assert game.is_over and game.winners == ["ann"]
    assert game.totals["ann"] == 5000
    assert game.events[-1] == {"type": "game_over", "winners": ["ann"]}
    assert_refused(game, game.roll, match="over")
    assert_refused(game, game.bank)


def test_over_5000_is_given_to_lowest_player_with_500():
    game, script = new(("ann", "bob", "cy", "dee"))
    turn(game, script, (1, 1, 1, 1, 1))  # ann 4400
    turn(game, script, (6, 6, 6, 2, 3))  # bob 600
    turn(game, script, BUST, bank=False)  # cy 0: not qualified
    turn(game, script, (6, 6, 6, 6, 6))  # dee 2400
    assert turn(game, script, (1, 1, 1, 2, 3)) == 0  # 4400 + 1100 > 5000
    assert game.totals == {"ann": 4400, "bob": 1700, "cy": 0, "dee": 2400}
    assert {"type": "gift", "from": "ann", "to": "bob", "points": 1100} in game.events
    assert game.current_player == "bob"


def test_over_5000_nobody_qualifies_points_lost():
    game, script = build_4400_vs(new(), [None])
    assert turn(game, script, (1, 1, 1, 2, 3)) == 0
    assert game.totals == {"ann": 4400, "bob": 0}
    assert {"type": "gift_lost", "player": "ann", "points": 1100} in game.events
    assert game.current_player == "bob"


def test_over_5000_solo_points_lost():
    game, script = new(("solo",))
    turn(game, script, (1, 1, 1, 1, 1))
    turn(game, script, (1, 1, 1, 2, 3))
    assert game.totals == {"solo": 4400} and not game.is_over


def test_over_5000_gift_that_would_take_receiver_over_is_lost():
    game, script = build_4400_vs(new(), [[(6, 6, 6, 6, 6)]])
    turn(game, script, BUST, bank=False)
    turn(game, script, (6, 6, 6, 6, 6))  # bob 4800
    turn(game, script, (1, 1, 1, 2, 3))  # 1100 would take bob to 5900
    assert game.totals == {"ann": 4400, "bob": 4800}
    assert any(e["type"] == "gift_lost" for e in game.events)


def test_gift_does_not_go_to_next_lowest_when_lowest_would_pass_5000():
    game, script = new(("ann", "bob", "cy"))
    turn(game, script, (1, 1, 1, 1, 1))  # ann 4400
    turn(game, script, (6, 6, 6, 6, 6), (6, 6, 6, 6, 6))  # bob 4800
    turn(game, script, BUST, bank=False)  # cy 0
    turn(game, script, (1, 1, 1, 2, 3))  # 1100 -> lowest qualified is bob: lost
    assert game.totals == {"ann": 4400, "bob": 4800, "cy": 0}


def test_gift_triggers_equal_totals_reset():
    game, script = new(("ann", "bob", "cy"))
    turn(game, script, (1, 1, 1, 1, 1))  # ann 4400
    turn(game, script, (6, 6, 6, 2, 3))  # bob 600
    turn(game, script, (5, 5, 5, 5, 1), (6, 6, 6, 2, 3))  # cy 1100 + 600 (hot dice)
    assert game.totals == {"ann": 4400, "bob": 600, "cy": 1700}
    turn(game, script, (1, 1, 1, 2, 3))  # gift 1100 to bob -> 1700 = cy
    assert game.totals == {"ann": 4400, "bob": 1700, "cy": 0}
    assert not game.entered("cy")
    assert {"type": "reset", "player": "cy"} in game.events


def test_gift_equal_to_banker_total_resets_the_banker():
    game, script = build_4400_vs(new(), [[(6, 6, 6, 6, 6), (6, 6, 6, 1, 2)]])
    assert game.totals["bob"] == 3100
    turn(game, script, (6, 6, 6, 6, 1))  # 1300: over -> bob 4400 = ann
    assert game.totals == {"ann": 0, "bob": 4400}
    assert not game.entered("ann")


def test_gift_landing_on_5000_wins_for_the_receiver():
    game, script = build_4400_vs(new(), [[(6, 6, 6, 6, 6), (1, 2, 3, 4, 5)]])
    assert game.totals["bob"] == 3900
    turn(game, script, (1, 1, 1, 2, 3))
    assert game.is_over and game.winners == ["bob"]
    assert game.totals == {"ann": 4400, "bob": 5000}


def crafted(scores, current, players=None):
    """A game in a position that play cannot reach (see docs/rules-decisions.md)."""
    players = players or [f"p{i}" for i in range(len(scores))]
    game = create_game("5000", players)
    data = json.loads(game.to_json())
    data.update(scores=scores, entered=[s >= 500 for s in scores], current=current)
    script = Script()
    return load_game(json.dumps(data), roller=script), script


def test_gift_ties_for_lowest_go_to_first_in_turn_order_after_banker():
    # equal non-zero totals cannot coexist in play (the equal-totals reset), so the
    # tie rule is checked on a crafted position
    game, script = crafted([700, 4400, 700, 900], current=1)
    turn(game, script, (1, 1, 1, 2, 3))
    assert game.totals == {"p0": 700, "p1": 4400, "p2": 1800, "p3": 900}
    game, script = crafted([700, 900, 700, 4400], current=3)
    turn(game, script, (1, 1, 1, 2, 3))
    assert game.totals == {"p0": 1800, "p1": 900, "p2": 700, "p3": 4400}


def test_gift_to_player_with_exactly_500():
    game, script = crafted([4400, 500, 0], current=0)
    turn(game, script, (1, 1, 1, 2, 3))
    assert game.totals == {"p0": 4400, "p1": 1600, "p2": 0}


def test_not_entered_banker_over_5000():
    # a turn total over 5000 can never land on anyone: the points are lost
    game, script = new(("ann", "bob"))
    turn(game, script, BUST, bank=False)
    turn(game, script, (6, 6, 6, 2, 3))  # bob 600
    assert turn(game, script, (1, 1, 1, 1, 1), (1, 2, 3, 4, 5)) == 0  # ann 5900 in one turn
    assert game.totals == {"ann": 0, "bob": 600}
    assert not game.entered("ann") and not game.is_over


def test_wrong_player_and_stale_version_refused():
    game, script = new()
    assert_refused(game, lambda: game.roll(player="bob"))
    script.add((1, 1, 1, 2, 3))
    game.roll(player="ann", version=0)
    assert_refused(game, lambda: game.bank(player="bob"))
    assert_refused(game, lambda: game.bank(version=0))
    assert_refused(game, lambda: game.roll(version=0))
    assert game.bank(player="ann", version=1) == 1100


def test_entered_unknown_player():
    game, _ = new()
    with pytest.raises(RuleError):
        game.entered("zed")


def test_bank_refusal_after_game_over_and_roller_checked():
    game, script = build_4400_vs(new(), [None])
    turn(game, script, (6, 6, 6, 2, 3))
    assert game.bank_refusal and not game.can_bank
    bad = create_game("5000", ["a"], roller=lambda n: [9] * n)
    assert_refused(bad, bad.roll)


def test_round_totals_are_recorded_after_each_full_round_and_survive_json():
    game, script = new()
    assert game.round_totals == ()
    turn(game, script, (1, 1, 1, 5, 5))  # ann: 1000 + 2 × 100, banked
    assert game.round_totals == ()  # bob has not played yet
    turn(game, script, BUST, bank=False)
    assert game.round_totals == ({"ann": 1200, "bob": 0},)
    turn(game, script, BUST, bank=False)
    turn(game, script, BUST, bank=False)
    assert game.round_totals == ({"ann": 1200, "bob": 0}, {"ann": 1200, "bob": 0})
    assert load_game(game.to_json()).round_totals == game.round_totals


def test_bank_refusal_carries_codes_and_numbers_not_words():
    """The engine says why with codes; the seed example's 250 gets both reasons."""
    game, script = new()
    turn(game, script, (1, 1, 5, 6, 4), bank=False)
    refusal = assert_refused(game, game.bank)
    assert refusal.code == "bank_refused"
    assert refusal.params == {"reasons": ("not_rounded", "below_entry"), "points": 250,
                              "entry": 500, "minimum": 100, "rounding": 100}
