"""RULES.md §5 and §6 for the box games: turns, refusals, holds, the roller contract."""

from __future__ import annotations

import pytest

from bot.rules import BoxGame, RuleError, all_variants, create_game, game_info
from tests.rules._rules_testkit import Script, assert_refused, make, play_box_turn

BOX_KINDS = [v.id for v in all_variants() if v.is_box_game]


@pytest.fixture(params=BOX_KINDS)
def kind(request):
    return request.param


def test_facade(kind):
    game = create_game(kind, ["ann", "bob"])
    assert isinstance(game, BoxGame)
    assert game.current_player == "ann"
    assert game.dice == ()
    assert game.rolls_left == 3 and game.roll_number == 0
    assert game.totals == {"ann": 0, "bob": 0}
    assert game.scores("ann") == {}
    assert not game.is_over and game.winners == []
    assert game.legal_boxes() == [] and game.preview() == {}


def test_first_roll_throws_five_then_held_dice_keep_positions(kind):
    game, script = make(kind, ["ann"], None, (6, 1, 2, 3, 4), (5, 5))
    assert game.roll() == (6, 1, 2, 3, 4)
    assert game.roll(held=(4, 0, 2)) == (6, 5, 2, 5, 4)
    assert script.calls == [5, 2]
    assert game.held == (0, 2, 4)
    assert game.events[0]["thrown"] == [1, 3]


def test_roll_with_nothing_held_rerolls_all(kind):
    game, script = make(kind, ["ann"], None, (6, 1, 2, 3, 4), (1, 2, 3, 4, 6))
    game.roll()
    game.roll()
    assert script.calls == [5, 5]
    assert game.dice == (1, 2, 3, 4, 6)


def test_turn_order_is_join_order_and_turn_passes_after_score(kind):
    game, script = make(kind, ["cy", "ann", "bob"])
    seen = []
    for _ in range(4):
        seen.append(game.current_player)
        play_box_turn(game, script, (1, 2, 3, 4, 6), game.open_boxes()[0])
        assert game.dice == () and game.rolls_left == 3 and game.held == ()
    assert seen == ["cy", "ann", "bob", "cy"]


def test_score_returns_points_and_records_them(kind):
    game, _script = make(kind, ["ann", "bob"], None, (2, 2, 3, 4, 6))
    game.roll()
    assert game.score("twos") == 4
    assert game.scores("ann") == {"twos": 4}
    assert game.scores("bob") == {}
    assert game.totals == {"ann": 4, "bob": 0}
    assert game.events[0] == {"type": "score", "player": "ann", "box": "twos", "points": 4,
                              "dice": [2, 2, 3, 4, 6]}


# -- refusals (§5): each leaves the game untouched -----------------------------------


def test_fourth_roll_refused(kind):
    game, script = make(kind, ["ann"], None, (1, 2, 3, 4, 6), (1,), (1,))
    game.roll()
    game.roll(held=(1, 2, 3, 4))
    game.roll(held=(1, 2, 3, 4))
    assert game.rolls_left == 0
    assert_refused(game, game.roll)
    assert_refused(game, lambda: game.roll(held=(0, 1)))
    assert script.calls == [5, 1, 1]


def test_hold_before_first_roll_refused(kind):
    game, script = make(kind, ["ann"])
    assert_refused(game, lambda: game.roll(held=(0,)))
    assert_refused(game, lambda: game.toggle_hold(0))
    assert script.calls == []


def test_score_before_roll_refused(kind):
    game, _ = make(kind, ["ann"])
    assert_refused(game, lambda: game.score("ones"))


def test_used_box_refused(kind):
    game, script = make(kind, ["ann"])
    play_box_turn(game, script, (1, 1, 3, 4, 6), "ones")
    script.add((1, 1, 1, 4, 6))
    game.roll()
    assert_refused(game, lambda: game.score("ones"))


@pytest.mark.parametrize("box", ["bogus", "", "ONES", "upper_bonus", None, 3])
def test_unknown_box_refused(kind, box):
    game, _ = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
    game.roll()
    assert_refused(game, lambda: game.score(box))


def every_box(kind):
    """Its box ids under every value of every option."""
    info = game_info(kind)
    return {box.id for option in info.options for value in option.allowed
            for box in info.boxes({option.name: value})} | {box.id for box in info.boxes()}


def test_boxes_of_other_games_refused(kind):
    foreign = sorted(set().union(*map(every_box, BOX_KINDS)) - every_box(kind))
    for box in foreign:
        game, _ = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
        game.roll()
        assert_refused(game, lambda game=game, box=box: game.score(box))


@pytest.mark.parametrize("index", [-1, 5, 7, "1", True, False, 1.0, None])
def test_die_index_outside_0_to_4_refused(kind, index):
    game, script = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
    game.roll()
    assert_refused(game, lambda: game.roll(held=(0, index)))
    assert_refused(game, lambda: game.toggle_hold(index))
    assert script.calls == [5]


@pytest.mark.parametrize("held", [5, -1, 0.5])
def test_held_that_is_not_a_list_of_indices_is_refused_with_rule_error(kind, held):
    """§5: a bad `held` must be a clear refusal (RuleError), not a crash."""
    game, _ = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
    game.roll()
    assert_refused(game, lambda: game.roll(held=held))


@pytest.mark.parametrize("box", [["ones"], {"ones": 1}])
def test_unhashable_box_is_refused_with_rule_error(kind, box):
    """§5: an unknown box must be a clear refusal (RuleError), not a crash."""
    game, _ = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
    game.roll()
    assert_refused(game, lambda: game.score(box))


def test_wrong_player_refused(kind):
    game, _script = make(kind, ["ann", "bob"], None, (1, 1, 3, 4, 6))
    assert_refused(game, lambda: game.roll(player="bob"), match="turn")
    assert_refused(game, lambda: game.roll(player="zed"))
    game.roll(player="ann")
    assert_refused(game, lambda: game.toggle_hold(0, player="bob"))
    assert_refused(game, lambda: game.score("ones", player="bob"))
    assert game.score("ones", player="ann") == 2
    assert game.current_player == "bob"


def test_stale_version_refused(kind):
    game, _script = make(kind, ["ann", "bob"], None, (1, 1, 3, 4, 6), (2, 2))
    v0 = game.moves
    game.roll(version=v0)
    assert game.moves == v0 + 1
    assert_refused(game, lambda: game.roll(held=(0, 1), version=v0), match="stale")
    assert_refused(game, lambda: game.score("ones", version=v0))
    assert_refused(game, lambda: game.toggle_hold(0, version=v0 + 5))
    game.roll(held=(0, 1, 2), version=v0 + 1)
    assert game.score("ones", player="ann", version=v0 + 2) == 2


def test_every_action_refused_after_game_over(kind):
    game, script = make(kind, ["ann"])
    while not game.is_over:
        play_box_turn(game, script, (1, 2, 3, 4, 6), game.open_boxes()[0])
    assert game.winners == ["ann"]
    assert_refused(game, game.roll, match="over")
    assert_refused(game, lambda: game.toggle_hold(0))
    assert_refused(game, lambda: game.score("ones"))
    assert_refused(game, lambda: game.score("bogus"))
    assert game.legal_boxes() == [] and game.preview() == {}


def test_refused_actions_do_not_change_moves_or_events(kind):
    game, _ = make(kind, ["ann"], None, (1, 1, 3, 4, 6))
    game.roll()
    moves, events = game.moves, game.events
    with pytest.raises(RuleError):
        game.score("bogus")
    assert game.moves == moves and game.events == events


# -- holds ---------------------------------------------------------------------------


def test_toggle_hold_and_roll_with_game_held(kind):
    game, _script = make(kind, ["ann"], None, (1, 2, 3, 4, 5), (6, 6, 6))
    game.roll()
    assert game.toggle_hold(3) == (3,)
    assert game.toggle_hold(1) == (1, 3)
    assert game.toggle_hold(3) == (1,)
    game.toggle_hold(4)
    assert game.rolls_left == 2  # holding is not a roll
    game.roll(held=game.held)
    assert game.dice == (6, 2, 6, 6, 5)
    assert game.held == (1, 4)  # holds persist across rolls (docs/rules-api.md)


def test_toggle_hold_refused_with_no_roll_left(kind):
    game, _ = make(kind, ["ann"], None, (1, 2, 3, 4, 5), (1,), (1,))
    game.roll()
    game.roll(held=(1, 2, 3, 4))
    game.roll(held=(1, 2, 3, 4))
    assert_refused(game, lambda: game.toggle_hold(0))


def test_duplicate_held_indices_count_once(kind):
    game, script = make(kind, ["ann"], None, (1, 2, 3, 4, 5), (6, 6, 6))
    game.roll()
    game.roll(held=[0, 0, 1])
    assert script.calls == [5, 3]
    assert game.dice == (1, 2, 6, 6, 6)


def test_rolling_with_all_five_held_throws_nothing_but_uses_a_roll(kind):
    game, script = make(kind, ["ann"], None, (1, 2, 3, 4, 5), ())
    game.roll()
    game.roll(held=range(5))
    assert script.calls == [5, 0]
    assert game.dice == (1, 2, 3, 4, 5)
    assert game.rolls_left == 1


# -- the roller -------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [[1, 2, 3, 4], [1, 2, 3, 4, 7], [0, 1, 2, 3, 4], [1, 2, 3, 4, "5"]])
def test_a_misbehaving_roller_is_refused_and_changes_nothing(kind, bad):
    game = create_game(kind, ["ann"], roller=lambda n: bad)
    assert_refused(game, game.roll)


def test_fair_dice_by_default(kind):
    """No roller given: the OS's dice, 30 rolls of them. The dice may end a game at any
    roll (Generala's served Generala wins on a first roll, 1 in 1,296), so a game that
    ends gives way to a new one and the 30 rolls are thrown whatever the dice show."""
    import random

    from bot.rules import base

    assert isinstance(base._fair, random.SystemRandom)
    game = create_game(kind, ["ann"])
    for _ in range(30):
        if game.rolls_left == 0:
            game.score(game.legal_boxes()[0])
        if game.is_over:
            game = create_game(kind, ["ann"])
        dice = game.roll()
        assert len(dice) == 5 and all(d in range(1, 7) for d in dice)
    assert all(v in range(1, 7) for v in base.fair_roller(50))


def test_solo_and_eight_players(kind):
    for n in (1, 8):
        players = [f"p{i}" for i in range(n)]
        game, script = make(kind, players)
        turns = 0
        while not game.is_over:
            play_box_turn(game, script, (1, 2, 3, 4, 6), game.open_boxes()[0])
            turns += 1
        assert turns == n * len(game.boxes)
        assert game.turns_played == turns


def test_open_boxes_for_other_player_and_unknown_player(kind):
    game, script = make(kind, ["ann", "bob"])
    play_box_turn(game, script, (1, 2, 3, 4, 6), "ones")
    assert "ones" not in game.open_boxes("ann")
    assert "ones" in game.open_boxes("bob")
    with pytest.raises(RuleError):
        game.scores("zed")
    with pytest.raises(RuleError):
        game.yacht_bonuses("zed")


def test_script_helper_rejects_wrong_count():
    with pytest.raises(AssertionError):
        Script((1, 2))(3)
    with pytest.raises(AssertionError):
        Script()(1)
