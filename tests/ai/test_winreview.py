"""A review in chances of winning (issue 34, item 5): a last turn worked out by hand, the
expectation of a roll against every outcome played out, and whole games whose terms,
each worked out on its own, add up to the result."""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.ai import tables as ai_tables
from bot.ai.chances import box_chances
from bot.ai.dice import canonical
from bot.ai.review import review_game
from bot.ai.turn import internal_roll_index
from bot.ai.winreview import WinLedger, _kept
from bot.domain import Choice
from bot.rules import BoxGame
from tests.ai.logged_games import play_logged
from tests.ai.test_chances import FULL, classic_tables, position

__all__ = ["classic_tables"]  # the module's tables, built once

#: p1's card with only Choice open: 225 points, so 25 in Choice ties p0's 250 (a tie
#: wins for both) and 26 wins outright
BEHIND = {**{box: points for box, points in FULL.items() if box != "choice"},
          "sixes": 24, "ones": 4}


def last_roll() -> BoxGame:
    """p1's last turn: 5 5 5 5 4 on the table (24), one roll left."""
    return position([dict(FULL), dict(BEHIND)], 1, dice=(5, 5, 5, 5, 4), rolls_left=1)


def exact() -> object:
    return ai_tables.loaded_table("classic", {})


def rolled(game: BoxGame, held: tuple[int, ...], die: int) -> BoxGame:
    """The game after p1 holds the dice at positions `held` and the rest land on `die`."""
    after = BoxGame.of(game.copy(roller=lambda n: [die] * n))
    after.roll(held)
    return after


def scored(game: BoxGame, box: str) -> BoxGame:
    after = BoxGame.of(game.copy())
    after.score(box)
    return after


def test_scoring_24_throws_away_a_third_of_a_chance_by_hand():
    """The optimum writes 24 (a die rolled again is worth 3.5 < 4) and loses; keeping the
    four 5s, a 5 ties and a 6 wins: 2/6. The review charges the 24 exactly that."""
    game = last_roll()
    ledger = WinLedger.start(game, {}, exact())
    assert ledger is not None
    p0, p1 = ledger.reviews["p0"], ledger.reviews["p1"]
    assert p1.start == pytest.approx(2 / 6, abs=1e-4)
    assert p0.start == pytest.approx(1.0, abs=1e-9)  # the board takes p1 to write the 24
    after = scored(game, "choice")
    lost = ledger.step(game, Choice("score", 0.0, box="choice"), None, after)
    assert lost is not None
    assert lost[0] == pytest.approx(2 / 6, abs=1e-4)
    assert lost[1].action == "keep" and lost[1].keep == (5, 5, 5, 5)
    assert (p1.result, p0.result) == (0.0, 1.0)
    assert p1.lost == pytest.approx(2 / 6, abs=1e-4)
    assert p1.balance == pytest.approx(p1.result, abs=1e-4)
    assert p0.others == pytest.approx(0.0, abs=1e-9)
    assert p0.balance == pytest.approx(p0.result, abs=1e-9)


def test_a_six_after_keeping_the_four_5s_by_hand():
    """p1 keeps the four 5s (the best choice: no cost) and rolls a 6. For p1: luck =
    1 − 2/6. For p0: p1's choice moved p0's chance from 1 to 5/6 (a 5 still ties), and
    the 6 took the rest: −5/6. Both add up to the result."""
    game = last_roll()
    ledger = WinLedger.start(game, {}, exact())
    assert ledger is not None
    p0, p1 = ledger.reviews["p0"], ledger.reviews["p1"]
    after = rolled(game, (0, 1, 2, 3), 6)
    lost = ledger.step(game, Choice("keep", 0.0, keep=(5, 5, 5, 5)), (5, 5, 5, 5), after)
    assert lost is not None and lost[0] == pytest.approx(0.0, abs=1e-9)
    assert p0.others == pytest.approx(5 / 6 - 1, abs=1e-6)
    assert p0.luck_others == pytest.approx(-5 / 6, abs=1e-6)
    assert p1.luck_own == pytest.approx(1 - 2 / 6, abs=1e-4)
    final = scored(after, "choice")
    assert ledger.step(after, Choice("score", 0.0, box="choice"), None, final) is not None
    assert (p1.result, p0.result) == (1.0, 0.0)
    assert p1.lost == pytest.approx(0.0, abs=1e-9)
    for rev in (p0, p1):
        assert rev.balance == pytest.approx(rev.result, abs=1e-4)
        assert rev.drift == pytest.approx(0.0, abs=1e-4)


def test_a_rolls_expectation_is_the_average_of_every_outcome_played_out():
    """The luck's expectation, worked out on its own: the board's chances with the
    roll about to land averaged in the kernels equal every outcome's chances, weighed
    by its probability (each outcome a position of its own)."""
    cards = [dict(FULL), dict(BEHIND), {box: p for box, p in FULL.items()
                                        if box not in ("choice", "yacht", "sixes")}]
    game = position(cards, 2, dice=(6, 6, 2, 3, 6), rolls_left=2)
    keep = (6, 6, 6)
    averaged = box_chances(game, {}, _kept(game, keep))
    assert averaged is not None
    expected = [0.0, 0.0, 0.0]
    for faces in product(range(1, 7), repeat=2):
        after = BoxGame.of(game.copy(roller=lambda n, faces=faces: list(faces)))
        after.roll((0, 1, 4))
        found = box_chances(after, {})
        assert found is not None
        for j in range(3):
            expected[j] += found[j] / 36
    assert averaged == pytest.approx(tuple(expected), abs=1e-9)


def test_what_a_keep_leads_to_is_the_multinomial_law():
    law = _kept(position([dict(FULL)], 0, dice=(1, 1, 1, 1, 1)), (6, 6, 6))
    assert law.sum() == pytest.approx(1.0)
    five_sixes = internal_roll_index(canonical((6, 6, 6, 6, 6)))
    assert law[five_sixes] == pytest.approx(1 / 36)
    full = internal_roll_index(canonical((6, 6, 6, 2, 3)))
    assert law[full] == pytest.approx(2 / 36)  # a 2 and a 3 land in either order


@settings(max_examples=10, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000),
       levels=st.lists(st.sampled_from(["optimal", "normal", "easy", "win"]), min_size=2,
                       max_size=4))
def test_the_terms_add_up_to_the_result_in_whole_games(seed, levels):
    """start + luck − cost + others + edge = result, each term worked out on its own:
    the sum is off only by the drift where the to-win evaluator of a turn hands over to
    the board's (the stored laws, interpolated in one and expanded in the other: up to
    2 percentage points over a game, in the last turns, where the laws are spikiest)."""
    game, log = play_logged("classic", {}, levels, seed)
    seats = {f"p{i}": level for i, level in enumerate(levels)}
    reviews = review_game("classic", dict(game.options), list(game.players), log, exact(),
                          ends_as=game, levels=seats)
    start = box_chances(_fresh(levels), seats)
    assert start is not None
    for i, (player, review) in enumerate(reviews.items()):
        wins = review.wins
        if levels[i] in ("easy", "normal"):
            assert wins is None  # valued by its level throughout: no review in chances
            continue
        assert wins is not None
        assert wins.result == (1.0 if player in game.winners else 0.0)
        assert wins.start == pytest.approx(start[i], abs=1e-12)
        assert wins.lost >= -1e-12
        assert abs(wins.balance - wins.result) < 0.04
        assert wins.balance + wins.drift == pytest.approx(wins.result, abs=1e-9)
        # the to-win level plays the hint's best choice (against opponents it took to
        # play the optimum, as `play_logged` tells it no levels): that costs nothing
        if levels[i] == "win" and all(level in ("optimal", "win") for level in levels):
            assert wins.lost == pytest.approx(0.0, abs=1e-12)
            assert all((d.win_cost or 0.0) == 0.0 for d in review.decisions)


def _fresh(levels: list[str]) -> BoxGame:
    from bot.rules import create_game

    return BoxGame.of(create_game("classic", [f"p{i}" for i in range(len(levels))], {}))


def test_a_solo_game_stays_in_points():
    game, log = play_logged("classic", {}, ["optimal"], 1)
    reviews = review_game("classic", dict(game.options), list(game.players), log, exact(),
                          ends_as=game, levels={"p0": "optimal"})
    assert reviews["p0"].wins is None


def test_generalas_served_win_is_counted_as_the_board_counts_it():
    """Generala ends at once on a served Generala: the board's chances count the turns
    still to come serving one, the to-win values do not. The review's chance on a turn
    is first + none × the to-win value, so the terms still add up, and a game a served
    Generala ended gives its winner the whole result."""
    import random

    from bot.ai import finals

    options = {"served_generala_wins": True}
    for level in ("optimal", "easy"):
        finals.load_or_build_finals("generala", options, level, None)
    table = ai_tables.load_or_build("generala", options, None)
    served = 0
    for seed in range(4):
        rng = random.Random(seed)
        count = [0]

        def roll(n: int, seed: int = seed, rng: random.Random = rng,
                 count: list[int] = count) -> list[int]:
            count[0] += 1
            if count[0] == 40 + 7 * seed:  # a first roll somewhere mid-game, or a later one
                return [4] * n
            return [rng.randint(1, 6) for _ in range(n)]

        levels = ["optimal", "win", "easy"]
        game, log = play_logged("generala", options, levels, seed, roller=roll)
        served += game.served_win is not None
        reviews = review_game("generala", options, list(game.players), log, table,
                              ends_as=game, levels={"p1": "win", "p2": "easy"})
        for player in ("p0", "p1"):
            wins = reviews[player].wins
            assert wins is not None
            assert wins.result == (1.0 if player in game.winners else 0.0)
            assert abs(wins.balance - wins.result) < 0.04
    assert served  # at least one of the games ended on a served Generala
