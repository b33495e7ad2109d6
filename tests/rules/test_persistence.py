"""Saving and restoring a game: `to_json()` / `load_game()` and `copy()`."""

from __future__ import annotations

import json

import pytest

from bot.rules import RuleError, create_game, load_game, variant_ids
from tests.rules._rules_testkit import Script, make, observables, play_box_turn


def test_schema_version_and_kind_in_json():
    for kind in variant_ids():
        data = json.loads(create_game(kind, ["a", "b"]).to_json())
        assert data["schema_version"] == 1 and data["kind"] == kind


def test_box_game_round_trip_mid_turn_and_continue():
    game, script = make("yacht", ["ann", "bob"], {"yacht_bonus": True})
    play_box_turn(game, script, (5, 5, 5, 5, 5), "yacht")
    play_box_turn(game, script, (1, 2, 3, 4, 6), "chance")
    script.add((5, 5, 5, 5, 1))
    game.roll()
    game.toggle_hold(0)
    restored = load_game(game.to_json(), roller=Script((5,)))
    assert observables(restored) == observables(game)
    assert restored.held == (0,) and restored.rolls_left == 2
    restored.roll(held=(0, 1, 2, 3))
    assert restored.legal_boxes() == ["fives"]
    restored.score("fives")
    assert restored.yacht_bonuses("ann") == 1 and restored.totals["ann"] == 175
    assert game.totals["ann"] == 50  # the original is untouched


def test_generala_served_win_round_trip():
    game, _ = make("generala", ["ann"], None, (2, 2, 2, 2, 2))
    game.roll()
    restored = load_game(game.to_json())
    assert restored.is_over and restored.winners == ["ann"] and restored.served_win == "ann"
    with pytest.raises(RuleError):
        restored.roll()


def test_5000_round_trip_mid_turn():
    game, _script = make("5000", ["ann", "bob"], None, (1, 1, 1, 1, 1), (1, 1, 5, 6, 4))
    game.roll()
    game.bank()
    game.roll()
    restored = load_game(game.to_json(), roller=Script((5, 1)))
    assert observables(restored) == observables(game)
    assert restored.set_aside == (1, 1, 5) and restored.turn_points == 250
    assert restored.entered("ann") and not restored.entered("bob")
    restored.roll()
    assert restored.turn_points == 400 and restored.dice == (1, 1, 5, 5, 1)


def test_copy_is_independent():
    game, _script = make("classic", ["ann"], None, (1, 2, 3, 4, 5), (6,))
    game.roll()
    twin = game.copy()
    twin.roll(held=(0, 1, 2, 3))
    assert twin.dice == (1, 2, 3, 4, 6) and game.dice == (1, 2, 3, 4, 5)
    assert game.rolls_left == 2 and twin.rolls_left == 1


@pytest.mark.parametrize("text", [
    "", "not json", "[]", "3", '{"schema_version": 2, "kind": "yacht"}',
    '{"schema_version": 1, "kind": "poker"}', '{"schema_version": 1, "kind": "yacht"}',
    '{"schema_version": 1, "kind": "5000", "players": "x"}',
])
def test_load_refuses_what_is_not_a_saved_game(text):
    with pytest.raises(RuleError):
        load_game(text)


def test_load_accepts_bytes():
    game = create_game("5000", ["a"])
    assert load_game(game.to_json().encode()).to_json() == game.to_json()
