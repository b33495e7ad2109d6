"""What every game shares (bot/rules/base.py, variants.py): the answers of a game without
holds, the family check, the turn count and the registry's refusals. Here so that the
rules' own tests cover the rules alone (the coverage of bot/rules is taken from them)."""

from __future__ import annotations

import pytest

from bot.rules import BoxGame, FiveThousandGame, find_variant
from bot.rules.base import _plain_copy
from bot.rules.variants import register_variant, unregister_variant
from tests.rules._rules_testkit import make
from tests.rules.test_five_thousand import new, turn


def test_a_game_without_holds_holds_nothing_and_counts_no_hold_changes():
    game, _ = make("5000", ["ann", "bob"], None, [1, 1, 1, 4, 6])
    game.roll()
    assert game.held == () and game.hold_changes == 0


def test_a_box_game_counts_its_hold_changes_since_the_throw():
    game, _ = make("yacht", ["ann"], None, [2, 2, 3, 4, 5])
    game.roll()
    game.toggle_hold(0)
    game.toggle_hold(1)
    game.toggle_hold(1)
    assert game.held == (0,) and game.hold_changes == 3


def test_a_game_is_refused_as_a_family_it_is_not():
    game, _ = make("5000")
    assert FiveThousandGame.of(game) is game
    with pytest.raises(TypeError, match="a BoxGame was expected, not FiveThousandGame"):
        BoxGame.of(game)


def test_5000_counts_every_seats_turn():
    game, _ = make("5000", ["ann", "bob"], None, [2, 3, 4, 6, 6])
    assert game.turn_number == 0
    game.roll()  # nothing scores: a bust ends ann's turn
    assert game.current_player == "bob" and game.turn_number == 1


def test_state_copies_keep_tuples_and_share_no_list():
    inner = [1, 2]
    copied = _plain_copy({"a": (inner, 3)})
    assert copied == {"a": ([1, 2], 3)} and copied["a"][0] is not inner


def test_a_box_without_its_own_word_reads_the_shared_key():
    yacht = find_variant("yacht")
    assert yacht.box_name_key("no-such-box") == "box-no-such-box"
    assert yacht.family == "box" and repr(yacht) == "<Yacht 'yacht'>"


def test_another_variant_of_a_registered_name_is_refused():
    yacht = find_variant("yacht")
    assert register_variant(yacht) is yacht  # the same object again: nothing changes
    impostor = type(yacht).__new__(type(yacht))
    impostor.__dict__.update(yacht.__dict__)
    with pytest.raises(ValueError, match="another variant is registered as 'yacht'"):
        register_variant(impostor)
    unregister_variant("no-such-game")  # forgetting an unknown game is no error
    assert find_variant("yacht") is yacht


def test_5000_lists_each_total_that_fell_back_with_its_round():
    game, script = new(("ann", "bob", "cy"))
    turn(game, script, (6, 6, 6, 2, 3))  # ann 600
    assert game.resets == ()
    turn(game, script, (6, 6, 6, 2, 3))  # bob 600 = ann's, in round 1: ann falls back
    assert game.resets == ((1, "ann"),)
