"""The review's decomposition adds up exactly: final = expected + luck − lost + ended."""

from __future__ import annotations

import random

import pytest

from bot.ai import tables as ai_tables
from bot.ai.boxpolicy import model_for
from bot.ai.movelog import LoggedMove, ReplayError, final_state
from bot.ai.moves import Move
from bot.ai.review import review_game
from bot.rules import create_game
from tests.ai.logged_games import play_logged

EPS = 1e-9


@pytest.fixture(scope="module")
def classic():
    return ai_tables.load_or_build("classic", {}, None)


@pytest.fixture(scope="module")
def yacht():
    return ai_tables.load_or_build("yacht", {}, None)


@pytest.fixture(scope="module")
def generala():
    return ai_tables.load_or_build("generala", {"served_generala_wins": True}, None)


def check_identity(reviews, game, *, ended_zero=True):
    for player, review in reviews.items():
        assert review.final == game.totals[player]
        assert review.balance == pytest.approx(review.final, abs=EPS)
        assert sum(review.lost_by_type.values()) == pytest.approx(review.lost, abs=EPS)
        if ended_zero:
            assert review.ended == 0.0


def test_log_replays_to_the_stored_game():
    game, log = play_logged("yacht", {"yacht_bonus": True}, ["easy", "normal", "easy"], seed=4)
    again = final_state("yacht", {"yacht_bonus": True}, game.players, log)
    assert again.to_json() == game.to_json()
    assert [LoggedMove.from_json(e.to_json()) for e in log] == log


@pytest.mark.parametrize(("kind", "seed"), [("classic", 0), ("classic", 1), ("generala", 2)])
def test_optimal_play_reviews_with_zero_loss(classic, generala, kind, seed):
    options = {"served_generala_wins": True} if kind == "generala" else {}
    table = generala if kind == "generala" else classic
    game, log = play_logged(kind, options, ["optimal", "optimal"], seed)
    reviews = review_game(kind, options, game.players, log, table)
    for review in reviews.values():
        assert review.lost == 0.0
        assert review.accuracy == 100.0
        assert review.costliest() == []
        assert review.decisions  # there were real choices
    check_identity(reviews, game)


def test_optimal_yacht_and_identity_for_weaker_levels(yacht):
    game, log = play_logged("yacht", {}, ["optimal", "normal", "easy"], seed=0)
    reviews = review_game("yacht", {}, game.players, log, yacht)
    assert reviews["p0"].lost == 0.0
    assert reviews["p2"].lost > reviews["p1"].lost > 0
    assert reviews["p2"].accuracy < 100.0
    check_identity(reviews, game)
    worst = reviews["p2"].costliest()
    assert len(worst) == 3 and worst[0].cost >= worst[1].cost >= worst[2].cost > 0
    assert reviews["p0"].expected == pytest.approx(245.8708, abs=1e-4)


def test_scratching_a_yacht_costs_exactly_its_expected_loss(yacht):
    state = {"done": False}

    def blunder(game):
        if not state["done"] and game.dice == (3, 3, 3, 3, 3):
            state["done"] = True
            return Move("score", box="chance")
        return None

    rng = random.Random(2)
    first = [True]

    def roll(n):
        if first[0]:
            first[0] = False
            return [3, 3, 3, 3, 3]
        return [rng.randint(1, 6) for _ in range(n)]

    game, log = play_logged("yacht", {}, ["optimal"], seed=2, override=blunder, roller=roll)
    review = review_game("yacht", {}, game.players, log, yacht)["p0"]
    model = model_for("yacht", game.options)
    full = (1 << model.n) - 1
    without = {b: full & ~(1 << model.boxes.index(b)) for b in ("yacht", "chance")}
    exact = (50 + yacht[without["yacht"], 0, 0]) - (15 + yacht[without["chance"], 0, 0])
    (worst,) = review.costliest(1)
    assert worst.type == "box"
    assert worst.dice == (3, 3, 3, 3, 3) and worst.rolls_left == 2
    assert worst.taken.box == "chance" and worst.best.box == "yacht"
    assert worst.cost == pytest.approx(exact, abs=1e-9)
    assert review.lost == pytest.approx(exact, abs=1e-9)  # every other move optimal
    assert review.lost_by_type["box"] == pytest.approx(exact, abs=1e-9)
    check_identity({"p0": review}, game)


def test_served_generala_ends_the_game_and_the_review_still_adds_up(generala):
    rng = random.Random(3)
    count = [0]

    def roll(n):
        count[0] += 1
        if count[0] == 12:  # some later first roll of p1 or p0
            return [4] * n
        return [rng.randint(1, 6) for _ in range(n)]

    options = {"served_generala_wins": True}
    game, log = play_logged("generala", options, ["optimal", "easy"], seed=3, roller=roll)
    assert game.served_win is not None
    reviews = review_game("generala", options, game.players, log, generala)
    check_identity(reviews, game, ended_zero=False)
    assert all(r.ended != 0.0 for r in reviews.values())


@pytest.mark.parametrize("seed", range(12))
def test_fivek_identity_with_resets_and_gifts(seed):
    game, log = play_logged("5000", {}, ["normal", "easy", "normal"][: 2 + seed % 2], seed)
    reviews = review_game("5000", {}, game.players, log, None)
    check_identity(reviews, game, ended_zero=False)
    normal = [r for q, r in reviews.items() if q != "p1"]
    assert all(r.lost == 0.0 for r in normal)


def test_fivek_table_effects_are_the_resets_and_gifts():
    seen = 0
    for seed in range(200):
        game, log = play_logged("5000", {}, ["easy", "easy", "easy"], seed)
        reviews = review_game("5000", {}, game.players, log, None)
        check_identity(reviews, game, ended_zero=False)
        seen += any(r.ended for r in reviews.values())
        if seen >= 3:
            break
    assert seen >= 3


def test_a_game_without_moves_reviews_empty(classic):
    game = create_game("classic", ["a"], {})
    assert review_game("classic", {}, game.players, [], classic)["a"].decisions == []


def test_a_review_checks_on_its_own_replay_that_the_log_ends_in_the_stored_game(classic):
    """One replay both reviews the log and checks it against the stored game (a game
    whose log lost its first or its last moves is not reviewed)."""
    game, log = play_logged("classic", {}, ["easy", "normal"], seed=6)
    reviews = review_game("classic", {}, game.players, log, classic, ends_as=game)
    check_identity(reviews, game)
    for cut in (log[:-1], log[1:], []):
        with pytest.raises(ReplayError):
            review_game("classic", {}, game.players, cut, classic, ends_as=game)
